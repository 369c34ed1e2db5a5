// The class tournament and the ladder, two sections at the foot of the code panel.
//
// Tournament: pick agents of this game (built-in agents on budgets counted in playouts, and the
// saved agents, e.g. a class's files), N games per pair with sides swapped and the same seeds
// for every pair; a progress bar; a league table (W/D/L, win rate with its 95 % interval,
// forfeits and why, ms per move; one-player games: mean score, win rate, largest chain),
// sortable by its headers and exported as CSV (in the page's language, with a BOM). A program that
// forfeits by time or error plays no more games (matches.js runLeague); every game starts it afresh.
//
// Ladder: the game's built-in agents weakest first (league.js LADDERS); the agent in the editor
// climbs a rung by winning a match of LADDER_GAMES games; the page remembers how far it got.
//
// Standings (standings.js): the table full width for a projector, progress with time left, and
// every game's replay on the board (a position link with its moves, play/link.js).
//
// Games run on their own env through a private catalog (matches.js): the board is not touched.

import { t, formatNumber, onLanguageChange } from "../i18n/index.js";
import { LADDERS, sortTable, toCsv, ladderVerdict } from "./league.js";
import { createStandings } from "./standings.js";
import { encodeMoves, forfeitField } from "../moves.js";
import { runLeague } from "./matches.js";
import { rowReason, csvWords } from "./tour_words.js";
import { PREFIX } from "./source.js";
import { unattendedOptions } from "../unattended.js";
import { el } from "../dom.js";

/** Games per ladder match (sides swapped, 3 seeds). */
export const LADDER_GAMES = 6;
/** localStorage key of the ladder progress: {game: {agentId: rungs beaten}}. */
export const LADDER_KEY = "playground.code.ladder";

/**
 * Makes both sections in `root`. `makeCatalog()` gives the private catalog the games use (with
 * `cancel()` to stop its student agents),
 * `catalog` the page's (names), `currentAgent()` the saved agent in the editor ({id, name}) or null.
 */
export function createTournament({ root, pg, plain, makeCatalog, catalog, setup, store, storage, status, link = null, currentAgent }) {
  let running = null; // {stop: boolean}
  let privateCatalog = null;
  const games = () => (privateCatalog ??= makeCatalog());

  // ---- the tournament
  const tour = el("details", { id: "code-tournament" }, el("summary", { textContent: t("code.tourTitle"), "data-i18n": "code.tourTitle" }));
  const picks = el("div", { id: "code-tour-agents", className: "code-picks" });
  const perPair = el("input", { id: "code-tour-games", type: "number", min: "1", max: "200", value: "4" });
  const allButton = el("button", { id: "code-tour-all", type: "button", textContent: t("code.tourAll"), "data-i18n": "code.tourAll" });
  const noneButton = el("button", { id: "code-tour-none", type: "button", textContent: t("code.tourNone"), "data-i18n": "code.tourNone" });
  const standingsButton = el("button", { id: "code-tour-standings", type: "button", textContent: t("code.tourStandings"), "data-i18n": "code.tourStandings" });
  const runButton = el("button", { id: "code-tour-run", type: "button", textContent: t("code.tourRun"), "data-i18n": "code.tourRun" });
  const csvButton = el("button", { id: "code-tour-csv", type: "button", textContent: t("code.tourCsv"), "data-i18n": "code.tourCsv", disabled: true });
  const bar = el("progress", { id: "code-tour-progress", max: 1, value: 0 });
  const barText = el("span", { id: "code-tour-count" });
  const tableHost = el("div", { id: "code-tour-table", className: "code-table" });
  tour.append(
    el("div", { className: "row buttons" }, allButton, noneButton),
    picks,
    el("label", { className: "row small" }, el("span", { textContent: t("code.tourGames"), "data-i18n": "code.tourGames" }), " ", perPair),
    el("div", { className: "row buttons" }, runButton, csvButton, standingsButton),
    el("div", { className: "row small" }, bar, barText),
    tableHost,
  );

  // ---- the ladder
  const ladder = el("details", { id: "code-ladder" }, el("summary", { textContent: t("code.ladderTitle"), "data-i18n": "code.ladderTitle" }));
  const rungList = el("ol", { id: "code-ladder-rungs", className: "code-rungs" });
  const climbButton = el("button", { id: "code-ladder-climb", type: "button", textContent: t("code.ladderClimb"), "data-i18n": "code.ladderClimb" });
  const ladderText = el("p", { id: "code-ladder-result", className: "about" });
  ladder.append(rungList, el("div", { className: "row buttons" }, climbButton), ladderText);
  root.append(tour, ladder);

  const players = () => setup.mod.players.length;
  /** The built-in choices: the ladder's rungs (budgets in playouts). */
  const rungs = () => (LADDERS[setup.gameId] ?? []).map((r) => ({ ...r, name: catalog.label(setup.gameId, { kind: "agent", id: r.id, options: r.options }) }));
  const mine = () => store.list(setup.gameId).map((a) => ({ id: PREFIX + a.id, options: {}, name: t("code.myAgent", { name: a.name }), plainName: a.name }));

  let sortKey = "winRate";
  let sortDown = true;
  let lastTable = null;
  let lastGames = null; // {names, results} of the last tournament (the CSV lists every pair and game)

  /** Ticks (or unticks) every agent box. */
  function tickAll(on) {
    for (const box of picks.querySelectorAll("input")) box.checked = on;
  }
  allButton.addEventListener("click", () => tickAll(true));
  noneButton.addEventListener("click", () => tickAll(false));

  // ---- the standings view and the replays
  let replayOf = null; // {entries, options, numActions} of the last tournament
  const standings = createStandings({ players, replay: (r) => replayGame(r) });
  standingsButton.addEventListener("click", () => standings.show(standingsButton));
  /** Opens game `r` of the last tournament on the board: its seats, options, seed and moves. */
  function replayGame(r) {
    if (!replayOf || !link) return;
    const { entries, options, numActions, game } = replayOf;
    const seats = r.seats.map((i) => ({ kind: "agent", id: entries[i].id, options: { ...entries[i].options } }));
    // A game that ended by a forfeit says so after its last move (review.js), as the table does.
    const forfeit = r.forfeit ? forfeitField(r.forfeit.by, r.forfeit.kind) : undefined;
    link.open(link.replayLink({ game, options, seats, seed: r.seed, moves: encodeMoves(r.actions.map((a) => ["step", a]), numActions), forfeit }));
  }

  function showPicks() {
    sortKey = players() > 1 ? "winRate" : "meanScore";
    sortDown = true;
    picks.replaceChildren();
    [...rungs(), ...mine()].forEach((e, k) => {
      const box = el("input", { type: "checkbox", value: String(k), checked: e.id.startsWith(PREFIX) || k === 0 });
      box.entry = e;
      picks.append(el("label", { className: "row check" }, box, " " + e.name));
    });
  }

  const pct = (x) => formatNumber(100 * x, { maximumFractionDigits: 0 }) + " %";
  function columns() {
    const rate = { key: "winRate", label: t("code.colRate"), text: (r) => `${pct(r.winRate)} (${pct(r.low)}–${pct(r.high)})` };
    const tail = [
      { key: "forfeitCount", label: t("code.colForfeits"), text: (r) => String(r.forfeitCount) },
      { key: "msPerMove", label: t("code.colMs"), text: (r) => formatNumber(r.msPerMove, { maximumFractionDigits: 1 }) },
      // Why: the first forfeit's sentence with its line, and the games a program out of the tournament missed.
      ...((lastTable ?? []).some((r) => r.firstForfeit) ? [{ key: "why", label: t("code.colWhy"), text: rowReason, why: true }] : []),
    ];
    if (players() > 1) {
      return [
        { key: "name", label: t("code.colAgent"), text: (r) => r.name },
        { key: "wins", label: t("code.colW"), text: (r) => String(r.wins) },
        { key: "draws", label: t("code.colD"), text: (r) => String(r.draws) },
        { key: "losses", label: t("code.colL"), text: (r) => String(r.losses) },
        rate,
        ...tail,
      ];
    }
    // Games without a won/lost (Puyo) show no win rate.
    const withRate = (lastTable ?? []).some((r) => r.wonKnown > 0);
    return [
      { key: "name", label: t("code.colAgent"), text: (r) => r.name },
      { key: "meanScore", label: t("code.colScore"), text: (r) => formatNumber(r.meanScore, { maximumFractionDigits: 1 }) },
      ...(withRate ? [rate] : []),
      ...((lastTable ?? []).some((r) => r.chain !== null) ? [{ key: "chain", label: t("code.colChain"), text: (r) => (r.chain === null ? "–" : String(r.chain)) }] : []),
      ...tail,
    ];
  }

  function showTable(table) {
    lastTable = table;
    csvButton.disabled = !table?.length;
    if (!table) return tableHost.replaceChildren();
    const cols = columns();
    const head = el(
      "tr",
      {},
      ...cols.map((c) => {
        if (c.why) return el("th", { scope: "col", textContent: c.label });
        const b = el("button", { type: "button", className: "sort", textContent: c.label + (c.key === sortKey ? (sortDown ? " ▼" : " ▲") : "") });
        b.dataset.key = c.key;
        b.addEventListener("click", () => {
          sortDown = c.key === sortKey ? !sortDown : c.key !== "name";
          sortKey = c.key;
          showTable(lastTable);
        });
        const th = el("th", { scope: "col" }, b);
        if (c.key === sortKey) th.setAttribute("aria-sort", sortDown ? "descending" : "ascending");
        return th;
      }),
    );
    const rows = sortTable(table, sortKey, sortDown).map((r) => el("tr", {}, ...cols.map((c, k) => el(k ? "td" : "th", { textContent: c.text(r), className: c.why ? "why" : "" }))));
    tableHost.replaceChildren(el("table", {}, el("thead", {}, head), el("tbody", {}, ...rows)));
  }

  async function league(entries, n, onGame, onResult = () => {}) {
    const stop = { stop: false };
    running = stop;
    games().changed(); // the saved agents may have changed since its last list
    try {
      return await runLeague({
        pg,
        catalog: games(),
        plain,
        game: setup.gameId,
        options: unattendedOptions(setup.gameId, setup.options).options,
        players: players(),
        entries,
        perPair: n,
        seed: setup.seed,
        onGame,
        onResult,
        stopped: () => stop.stop,
      });
    } finally {
      if (running === stop) running = null;
    }
  }

  function stopAll() {
    if (running) running.stop = true;
    privateCatalog?.cancel?.();
  }

  runButton.addEventListener("click", async () => {
    if (running) return stopAll();
    const entries = [...picks.querySelectorAll("input:checked")].map((b) => b.entry);
    const n = Number(perPair.value);
    const need = players() > 1 ? 2 : 1;
    if (entries.length < need) return status.error(t("code.tourPick", { n: need }));
    if (!Number.isInteger(n) || n < 1 || n > 200) return status.error(t("code.tourGamesError"));
    runButton.textContent = t("code.stop");
    climbButton.disabled = true;
    showTable(null);
    bar.value = 0;
    const options = unattendedOptions(setup.gameId, setup.options).options;
    const env = pg.make(setup.gameId, options);
    replayOf = { entries, options, numActions: env.numActions, game: setup.gameId };
    env.free?.();
    const plainNames = entries.map((e) => e.plainName ?? e.name);
    const startedAt = performance.now();
    let soFar = [];
    standings.update({ names: plainNames, table: null, results: [], done: 0, total: 0, startedAt, running: true });
    const { table, done, total, names, results } = await league(entries, n, (k, all, tab) => {
      bar.max = all;
      bar.value = k;
      barText.textContent = t("code.tourCount", { k, n: all });
      showTable(tab);
      standings.update({ table: tab, done: k, total: all, results: soFar });
    }, (r) => soFar.push(r));
    standings.update({ table, results, done, total, running: false });
    runButton.textContent = t("code.tourRun");
    climbButton.disabled = false;
    showTable(table);
    lastGames = { names, results };
    status.show(done === total ? t("code.tourDone", { n: done }) : t("code.tourStopped", { k: done, n: total }), "info", "setup");
  });

  csvButton.addEventListener("click", () => {
    if (!lastTable) return;
    const url = URL.createObjectURL(new Blob([toCsv(sortTable(lastTable, sortKey, sortDown), players(), lastGames?.names, lastGames?.results, { words: csvWords(), rowReason })], { type: "text/csv;charset=utf-8" }));
    const a = el("a", { href: url, download: `tournament-${setup.gameId}-seed${setup.seed}.csv` });
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  });

  // ---- ladder progress
  function progress() {
    try {
      return JSON.parse(storage?.getItem(LADDER_KEY) ?? "{}") ?? {};
    } catch {
      return {};
    }
  }
  function beaten(agentId) {
    return progress()[setup.gameId]?.[agentId] ?? 0;
  }
  function remember(agentId, n) {
    const all = progress();
    all[setup.gameId] = { ...(all[setup.gameId] ?? {}), [agentId]: n };
    try {
      storage?.setItem(LADDER_KEY, JSON.stringify(all));
    } catch {
      // not remembered
    }
  }

  function showLadder() {
    const a = currentAgent();
    const list = rungs();
    const done = a ? beaten(a.id) : 0;
    rungList.replaceChildren(...list.map((r, k) => el("li", { className: k < done ? "beaten" : k === done ? "next" : "", textContent: `${k < done ? "✓ " : ""}${r.name}` })));
    climbButton.disabled = !a || done >= list.length || !!running;
    if (a && done >= list.length && list.length) ladderText.textContent = t("code.ladderTop", { name: a.name });
  }

  climbButton.addEventListener("click", async () => {
    const a = currentAgent();
    const list = rungs();
    if (!a || running) return;
    const k = beaten(a.id);
    const rung = list[k];
    if (!rung) return;
    const me = { id: PREFIX + a.id, options: {}, name: t("code.myAgent", { name: a.name }) };
    climbButton.disabled = true;
    runButton.disabled = true;
    ladderText.textContent = t("code.ladderPlaying", { rung: rung.name, n: LADDER_GAMES });
    const perPairN = players() > 1 ? LADDER_GAMES : LADDER_GAMES / 2;
    const { table, done, total } = await league([me, rung], perPairN, (j, all) => {
      ladderText.textContent = t("code.ladderPlaying", { rung: rung.name, n: all }) + ` ${j}/${all}`;
    });
    runButton.disabled = false;
    if (done < total) {
      ladderText.textContent = t("code.stopped");
      return showLadder();
    }
    const won = ladderVerdict(table, players());
    const score = players() > 1 ? `${table[0].wins}–${table[0].losses}` : `${formatNumber(table[0].meanScore, { maximumFractionDigits: 1 })} : ${formatNumber(table[1].meanScore, { maximumFractionDigits: 1 })}`;
    if (won) remember(a.id, k + 1);
    showLadder();
    ladderText.textContent = t(won ? "code.ladderWon" : "code.ladderLost", { rung: rung.name, score });
  });

  // A language switch: the fixed words follow through data-i18n (main.js's translateDom); the agents'
  // names in the choices, the ladder's rungs and the table's headings are worded again here (the
  // ticked choices stay ticked).
  // After the other listeners (main.js re-words the catalog's agent names on the same switch).
  onLanguageChange(() => setTimeout(relabel, 0));
  function relabel() {
    if (!running) {
      const keyOf = (box) => `${box.entry?.id}|${JSON.stringify(box.entry?.options ?? {})}`;
      const ticked = new Set([...picks.querySelectorAll("input:checked")].map(keyOf));
      showPicks();
      for (const box of picks.querySelectorAll("input")) box.checked = ticked.has(keyOf(box));
      if (lastTable) showTable(lastTable);
    }
    standings.relabel();
    showLadder();
  }

  return {
    /** The game or the saved agents changed: the choices and the ladder follow. */
    refresh() {
      if (!running) {
        showPicks();
        showTable(null);
      }
      showLadder();
    },
    /** Stops a tournament or a ladder match. */
    stop: stopAll,
  };
}
