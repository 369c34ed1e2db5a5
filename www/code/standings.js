// The standings view for a projector: the class tournament's table full width over the page (rank,
// the names as the students wrote them, W/D/L, win rate with its interval, forfeits and why), its
// header kept in view while the rows scroll, large type; the progress with games done and time left;
// the list of games, each opening its replay on the board (a position link with the game's moves,
// play/link.js replayLink). Close button and Escape go back. The tournament (tournament.js) feeds it.

import { t, formatNumber } from "../i18n/index.js";
import { sortTable, timeLeftMs, clockText } from "./league.js";
import { rowReason } from "./tour_words.js";
import { el } from "../dom.js";

/**
 * Makes the view (hidden) in document.body. `replay(result)` opens a game on the board, `players()`
 * the game's number of players.
 */
export function createStandings({ players, replay }) {
  const close = el("button", { id: "standings-close", type: "button", textContent: "×" });
  const title = el("h2", { id: "standings-title" });
  const progress = el("progress", { id: "standings-progress", max: 1, value: 0 });
  const progressText = el("span", { id: "standings-count" });
  const tableHost = el("div", { id: "standings-table" });
  const gamesTitle = el("h3", { id: "standings-games-title" });
  const gameList = el("ol", { id: "standings-games" });
  const view = el(
    "section",
    { id: "standings", hidden: true, role: "dialog", "aria-modal": "true", "aria-labelledby": "standings-title" },
    el("div", { className: "standings-head" }, title, el("div", { className: "standings-progress" }, progress, progressText), close),
    el("div", { className: "standings-body" }, tableHost, gamesTitle, gameList),
  );
  document.body.append(view);

  let state = { names: [], table: null, results: [], done: 0, total: 0, startedAt: null, running: false };

  function words() {
    title.textContent = t("code.standTitle");
    close.setAttribute("aria-label", t("code.standClose"));
    close.title = t("code.standClose");
    gamesTitle.textContent = t("code.standGames");
  }

  const pct = (x) => formatNumber(100 * x, { maximumFractionDigits: 0 }) + " %";
  function drawProgress() {
    const { done, total, startedAt, running } = state;
    progress.max = Math.max(1, total);
    progress.value = done;
    const left = running ? timeLeftMs(done, total, performance.now() - startedAt) : null;
    progressText.textContent = t("code.tourCount", { k: done, n: total }) + (left === null ? "" : " · " + t("code.standLeft", { time: clockText(left) }));
  }

  function drawTable() {
    const { table, names } = state;
    if (!table?.length) return tableHost.replaceChildren(el("p", { className: "about", textContent: t(state.running ? "code.standWaiting" : "code.standNone") }));
    const two = players() > 1;
    const key = two ? "winRate" : "meanScore";
    const cols = [
      [t("code.standRank"), (r, k) => String(k + 1)],
      [t("code.colAgent"), (r) => names[r.agent] ?? r.name],
      ...(two
        ? [
            [t("code.colW"), (r) => String(r.wins)],
            [t("code.colD"), (r) => String(r.draws)],
            [t("code.colL"), (r) => String(r.losses)],
            [t("code.colRate"), (r) => `${pct(r.winRate)} (${pct(r.low)}–${pct(r.high)})`],
          ]
        : [[t("code.colScore"), (r) => formatNumber(r.meanScore, { maximumFractionDigits: 1 })]]),
      [t("code.colForfeits"), (r) => String(r.forfeitCount)],
      // Why: only when someone forfeited (the first forfeit's sentence, and the games then missed).
      ...(table.some((r) => r.firstForfeit) ? [[t("code.colWhy"), (r) => rowReason(r)]] : []),
    ];
    const why = table.some((r) => r.firstForfeit) ? cols.length - 1 : -1;
    const kind = (c) => (c === 1 ? "name" : c === why ? "why" : "");
    const head = el("tr", {}, ...cols.map(([label], c) => el("th", { scope: "col", textContent: label, className: kind(c) })));
    const rows = sortTable(table, key, true).map((r, k) => el("tr", {}, ...cols.map(([, text], c) => el(c === 1 ? "th" : "td", { textContent: text(r, k), className: kind(c) }))));
    tableHost.replaceChildren(el("table", {}, el("thead", {}, head), el("tbody", {}, ...rows)));
  }

  /** A game's line: "3. Ann – Bob: Ann wins". */
  function gameText(r, k) {
    const who = r.seats.map((i) => state.names[i]);
    let end;
    if (players() > 1) end = r.winner === -1 ? t("code.standDraw") : r.winner === null || r.winner === undefined ? t("code.standNoWinner") : t("code.standWins", { name: who[r.winner] });
    else end = t("code.standScore", { score: formatNumber(r.score ?? 0, { maximumFractionDigits: 1 }) });
    return `${k + 1}. ${who.join(" – ")}: ${end}`;
  }

  function drawGames() {
    gameList.replaceChildren(
      ...state.results.map((r, k) => {
        const b = el("button", { type: "button", className: "standings-game", textContent: gameText(r, k), disabled: !r.actions?.length });
        b.dataset.game = String(k);
        b.title = t("code.standReplay");
        b.addEventListener("click", () => {
          hide();
          replay(r);
        });
        return el("li", {}, b);
      }),
    );
  }

  function draw() {
    words();
    drawProgress();
    drawTable();
    drawGames();
  }

  function hide() {
    if (view.hidden) return;
    view.hidden = true;
    document.body.classList.remove("standings-open");
    opener?.focus?.();
  }
  let opener = null;
  close.addEventListener("click", hide);
  document.addEventListener("keydown", (e) => {
    if (e.key === "Escape" && !view.hidden) {
      e.preventDefault();
      hide();
    }
  });

  return {
    /** Shows the view (from `from`, focused again on closing). */
    show(from = null) {
      opener = from;
      draw();
      view.hidden = false;
      document.body.classList.add("standings-open");
      close.focus();
    },
    hide,
    /** Whether the view is shown. */
    get shown() {
      return !view.hidden;
    },
    /**
     * The tournament's state: `names` as the students wrote them, the league `table`, its `results`,
     * `done` of `total` games, `startedAt` (performance.now()) and whether it is `running`.
     */
    update(next) {
      state = { ...state, ...next };
      if (!view.hidden) draw();
    },
    /** Redraws in the page's language. */
    relabel: () => !view.hidden && draw(),
  };
}
