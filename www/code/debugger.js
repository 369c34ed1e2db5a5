// The move-by-move debugger: for each move the student's agent made in the last game, the
// observation (the game's text picture), the legal actions, what it printed, the budget it used
// and its answer (or its forfeit). Step back and forth; save the replay as a JSON file.

import { t } from "../i18n/index.js";
import { forfeitText } from "../i18n/lookup.js";

/** The most legal actions listed (a 15x15 Gomoku has 225). */
const MAX_LEGAL = 120;

/** The replay file's contents for `records` (each carries its game's {game, options, seed}). */
export function replayOf(records) {
  const game = records[0]?.setup;
  return {
    kind: "playground-replay",
    version: 1,
    game: game?.game ?? null,
    options: game?.options ?? {},
    seed: game?.seed ?? null,
    moves: records.map((r) => ({
      move: r.move,
      seat: r.seat,
      agent: r.name,
      observation: r.picture,
      legal: r.legal,
      printed: r.logs,
      calls: r.calls,
      budget: r.budget,
      ms: r.ms,
      answer: r.answer ?? null,
      forfeit: r.forfeit ?? null,
    })),
  };
}

/** Makes the debugger in `root` (a <details>); `source` has records() and "records" events. */
export function createDebugger({ root, source, setup, session }) {
  let at = -1; // the record shown (-1: follow the latest)
  const summary = document.createElement("summary");
  summary.textContent = t("code.debugTitle");
  summary.dataset.i18n = "code.debugTitle"; // re-worded on a language switch (translateDom)
  const body = document.createElement("div");
  body.className = "code-debug";
  root.replaceChildren(summary, body);

  const button = (id, key) => {
    const b = document.createElement("button");
    b.type = "button";
    b.id = id;
    b.textContent = t(key);
    return b;
  };
  const prev = button("code-debug-prev", "code.debugPrev");
  const next = button("code-debug-next", "code.debugNext");
  const save = button("code-debug-save", "code.debugSave");
  const where = document.createElement("span");
  where.id = "code-debug-where";
  const nav = document.createElement("div");
  nav.className = "row buttons";
  nav.append(prev, where, next, save);
  const view = document.createElement("div");
  view.id = "code-debug-move";

  function line(label, value, pre = false) {
    const p = document.createElement(pre ? "div" : "p");
    const b = document.createElement("b");
    b.textContent = label + " ";
    if (pre) {
      const code = document.createElement("pre");
      code.textContent = value;
      p.append(b, code);
    } else p.append(b, value);
    return p;
  }

  function refresh() {
    const records = source.records();
    if (!records.length) {
      body.replaceChildren(Object.assign(document.createElement("p"), { className: "about", textContent: t("code.debugEmpty") }));
      return;
    }
    const k = at < 0 || at >= records.length ? records.length - 1 : at;
    const r = records[k];
    where.textContent = t("code.debugWhere", { k: k + 1, n: records.length });
    prev.disabled = k === 0;
    next.disabled = k === records.length - 1;
    const players = setup.mod?.players ?? [];
    const who = players.length > 1 ? `${players[r.seat] ?? r.seat} · ${r.name}` : r.name;
    const legal = r.legal.length > MAX_LEGAL ? `${r.legal.slice(0, MAX_LEGAL).join(", ")} … (${r.legal.length})` : r.legal.join(", ");
    const answer = r.forfeit
      ? t("code.debugForfeit", { message: forfeitText(r.forfeit) })
      : `${r.answer}${r.answerText ? ` (${r.answerText})` : ""}`;
    view.replaceChildren(
      line(t("code.moveN", { move: r.move }), who),
      line(t("code.debugObs"), r.picture, true),
      line(t("code.debugLegal"), legal),
      line(t("code.debugPrinted"), r.logs.length ? r.logs.join("\n") : t("code.debugNothing"), true),
      line(t("code.debugBudget"), r.calls === null ? "–" : t("code.budget", { calls: r.calls, budget: r.budget }) + (r.ms !== null ? ` · ${Math.round(r.ms)} ms` : "")),
      line(t("code.debugAnswer"), answer),
    );
    body.replaceChildren(nav, view);
  }

  prev.addEventListener("click", () => {
    const n = source.records().length;
    at = Math.max(0, (at < 0 ? n - 1 : at) - 1);
    refresh();
  });
  next.addEventListener("click", () => {
    const n = source.records().length;
    at = Math.min(n - 1, (at < 0 ? n - 1 : at) + 1);
    refresh();
  });
  save.addEventListener("click", () => {
    const data = replayOf(source.records());
    const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 1)], { type: "application/json" }));
    const a = document.createElement("a");
    a.href = url;
    a.download = `replay-${data.game ?? "game"}-seed${data.seed ?? 0}.json`;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  });
  session.on("newgame", () => {
    if (source.records().length === 0 || at >= 0) at = -1;
  });
  source.on("records", refresh);
  refresh();
  return { refresh };
}
