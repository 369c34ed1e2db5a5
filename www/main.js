// Boot and routing only: loads the engine once, makes the play modules and plugs them together,
// and switches to the setup a link (the URL hash) describes. No game rules live in the page:
// legal moves, results and scores come from the engine; each game folder draws its observation
// (view.js) and reads its input (input.js).
//
// The modules (see README.md, "The page"):
//   catalog.js        agents and their sources (engine today; student code and trained nets later)
//   play/session.js   the env, observation and history (sole owner)
//   play/turns.js     whose turn, agent moves, Play / Pause / Step, hints, thinking
//   play/series.js    series of games and their tally
//   play/setup.js     game, options, seats, seed; the URL hash; option errors by their field
//   play/board.js     the game's view and input in #board
//   play/draw.js      one redraw per frame: board, heads-up line, banner, thinking text
//   play/animation.js chains shown step by step
//   play/status.js    the status line (messages expire) and screen-reader announcements
//   play/controls.js  buttons, shortcuts and keys
//   play/layout.js    sizing: the board's space, the setup panel toggle
//   code/panel.js     the student's own agents: editor, Run, files, links, debugger (code/README.md)
//   learn/panel.js    the Learn panel: train a learner, its curve, trained agents in seats
//   play/review.js    the Moves panel: undo, review, the position in a link, Copy link
//   play/lesson.js    a lesson link's hide= / lock= flags
//   play/rules.js     the Rules box
//   offline.js        manifest and service worker (offline after one visit; http(s) only)

import { loadEngine, plain, messageOf } from "./engine.js";
import { AgentClient } from "./agents.js";
import { parseHash, gameToShow } from "./hash.js";
import { createCatalog, engineSource } from "./catalog.js";
import { createSession } from "./play/session.js";
import { createTurns } from "./play/turns.js";
import { createSeries } from "./play/series.js";
import { createThinkBar } from "./play/thinkbar.js";
import { createMinesExtras } from "./minesweeper/extras.js";
import { createSetup } from "./play/setup.js";
import { createBoard } from "./play/board.js";
import { createDraw, boardSpace } from "./play/draw.js";
import { createAnimation } from "./play/animation.js";
import { createStatus } from "./play/status.js";
import { wireControls, delayAt } from "./play/controls.js";
import { createLayout } from "./play/layout.js";
import { createFit } from "./play/fit.js";
import { createSeating } from "./play/seats.js";
import { createLink } from "./play/link.js";
import { createLessonDialog } from "./play/lesson_dialog.js";
import { createStore } from "./code/store.js";
import { createCodeSource } from "./code/source.js";
import { createCodePanel } from "./code/panel.js";
import { DEFAULT_BUDGET } from "./code/runner.js";
import { createLearn } from "./learn/index.js";
import { createCoursePanel } from "./course/panel.js";
import { createReview } from "./play/review.js";
import { createLesson } from "./play/lesson.js";
import { showRules } from "./play/rules.js";
import { setUpOffline } from "./offline.js";
import { chooseLanguage, rememberedLanguage, createLanguageMenu } from "./play/language.js";
import { createGuideLink } from "./play/guide.js";
import { t, setLanguage, onLanguageChange, translateDom, LANGUAGES as LANGUAGES_SPOKEN } from "./i18n/index.js";
import { gameName, gameDescription, engineMessage } from "./i18n/lookup.js";
import minesweeper from "./minesweeper/index.js";
import puyo from "./puyo/index.js";
import tictactoe from "./tictactoe/index.js";
import gomoku from "./gomoku/index.js";
import connect4 from "./connect4/index.js";

/** Each game's page module: fields, players, createView, attachInput, hintAgents, ... */
const MODULES = { minesweeper, puyo, tictactoe, gomoku, connect4 };

const $ = (id) => document.getElementById(id);

/** A visible message instead of a dead page when the engine panics or a script breaks. */
function showPanic(msg) {
  const el = $("panic");
  el.hidden = false;
  el.textContent = t("play.panic", { msg });
}
window.__playgroundPanic = (msg) => showPanic(String(msg));
window.addEventListener("error", (e) => showPanic(e.message || t("play.panic.unknown")));
window.addEventListener("unhandledrejection", (e) => showPanic(engineMessage(e.reason)));

async function start() {
  const storage = globalThis.localStorage;
  const first = parseHash(location.hash).page.lang;
  const lang = chooseLanguage(first, rememberedLanguage(storage), navigator.languages ?? [navigator.language]);
  setLanguage(lang);
  document.documentElement.lang = lang; // also when it is English (setLanguage changes nothing then)
  translateDom(document);
  const status = createStatus($("status"), $("announce"));
  status.show(() => t("app.loading"));
  let pg;
  let games;
  try {
    // The engine of the game the link opens first (the others load when first shown).
    pg = await loadEngine({ game: gameToShow(parseHash(location.hash).game, Object.keys(MODULES)) });
    games = plain(pg.games());
  } catch (err) {
    showPanic(t("play.panic.load", { msg: messageOf(err) }));
    return;
  }
  const showMode = () => {
    $("agent-mode").textContent = t(document.body.dataset.agents === "worker" ? "play.mode.worker" : "play.mode.page");
  };
  const client = new AgentClient(pg, (mode) => {
    document.body.dataset.agents = mode;
    showMode();
  });
  onLanguageChange(showMode);
  status.clear();

  const delay = () => delayAt($("speed").value);
  const catalog = createCatalog([engineSource(pg, client, plain)]);
  const session = createSession(pg);
  const setup = createSetup({ pg, catalog, games, modules: MODULES, els: { options: $("options"), seats: $("seats"), seed: $("seed"), link: $("link") } });
  let draw = null;
  const anim = createAnimation({
    frameMs: () => Math.max(250, Math.min(600, delay())), // slower than the agents: a chain can be watched
    onFrame: () => draw.request(),
    onDone: () => turns.pump(),
  });
  const turns = createTurns({ session, catalog, setup, status, anim, delay });
  const series = createSeries({ session, turns, setup, catalog, status, delay, flush: () => draw?.flush(), els: { tally: $("tally"), button: $("series") } });
  const review = createReview({
    session,
    turns,
    setup,
    series,
    status,
    els: {
      list: $("move-list"),
      undo: $("undo"),
      first: $("first"),
      back: $("back"),
      forward: $("forward"),
      last: $("last"),
      title: $("review-title"),
      link: $("link"),
    },
  });
  const lesson = createLesson($);
  const rules = () => showRules($("rules"), setup.gameId, setup.options);
  onLanguageChange(() => {
    review.draw();
    rules();
  });
  const board = createBoard($("board"), {
    /** Whether a human may act now. */
    canPlay: () => turns.humanMayAct(),
    /** Plays action `a` for the human to move. */
    step: (a) => turns.humanAct(["step", a]),
    /** Flags or unflags cell `i` (Minesweeper). */
    flag: (i) => turns.humanAct(["flag", i]),
    /** Chords on cell `i` (Minesweeper). */
    chord: (i) => turns.humanAct(["chord", i]),
    /** Asks for a redraw (cursor moved, hover...). */
    redraw: () => draw.request(),
    /** Shows a message in the status line. */
    status: (msg, kind) => status.show(msg, kind),
  });
  draw = createDraw({
    session,
    turns,
    anim,
    setup,
    board,
    els: {
      wrap: $("board-wrap"),
      board: $("board"),
      hud: $("hud"),
      banner: $("banner"),
      explain: $("explain-text"),
      textPanel: $("text-panel"),
      textPicture: $("text-picture"),
      step: $("step"),
      play: $("play"),
      again: $("again"),
    },
    series,
    thinkbar: createThinkBar({ bar: $("think-bar"), legend: $("legend"), info: $("cell-info"), board: $("board") }),
  });
  $("again").addEventListener("click", () => $("new-game").click()); // New game beside the end message
  createMinesExtras({ session, setup, status, sound: $("sound"), toggle: $("sound-toggle") });
  // The panels' layout has one owner (play/fit.js): the board keeps a playable width.
  let layout = null;
  const fit = createFit({
    body: document.body,
    stage: $("stage"),
    panels: { setup: $("setup"), review: $("review-panel"), text: $("text-panel"), code: $("code-panel"), learn: $("learn-panel"), course: $("course-panel") },
    wrap: $("board-wrap"),
    // The board's view says whether its least cell fits the space it has (Puyo: 25 px).
    roomy: () => (board.view?.roomy?.(boardSpace($("board-wrap"))) ?? true) && $("stage").scrollHeight <= $("stage").clientHeight + 1,
    onChange: () => {
      layout?.relabel();
      draw.request();
    },
  });
  layout = createLayout({ wrap: $("board-wrap"), button: $("setup-toggle"), panel: $("setup"), storage, onResize: () => draw.request(), aside: fit });
  fit.fit();

  // How the modules hear of each other.
  turns.on("change", () => draw.request());
  turns.on("hint", ({ action }) => board.hint(action));
  session.on("move", ({ event }) => {
    if (event[0] === "step") board.afterStep();
  });
  session.on("newgame", ({ error, errorInfo }) => {
    board.reset();
    status.expire("game");
    setup.showOptionError(errorInfo ?? error);
    if (error) {
      status.error(() => engineMessage(errorInfo ?? error, { game: setup.gameId }), "game");
      layout.setOpen(true); // the field the message is about is in the setup panel
    }
    draw.request();
  });
  // A source's list changed (a student saved a program, a net finished training): the seat
  // menus rebuild with the same seats.
  catalog.onChange(() => {
    if (setup.mod) setup.showSeats(setup.seats);
  });
  setup.on("options", () => {
    rules();
    // A seated agent that cannot play the new board (AlphaZero without a net for it) gives its seat to the game's usual agent.
    const moved = setup.fitSeats();
    setup.saveHash();
    turns.newGame();
    if (moved.length) status.show(() => moved.map((m) => t("setup.seatFallback", { from: m.from, to: m.to })).join(" "), "info", "setup");
  });
  setup.on("seats", () => {
    if (series.running) series.stop(() => t("status.seriesStoppedPlayers"));
    setup.saveHash();
    turns.lineupChanged();
  });

  let routes = 0; // the latest route wins when engines load out of order
  /**
   * Shows the setup `wanted` (from a link or the game buttons) once its game's engine is loaded:
   * at once when it is, else a promise (the board stays as it is meanwhile).
   */
  function route(wanted) {
    const mine = ++routes;
    const id = gameToShow(wanted.game, setup.known().map((g) => g.id));
    if (pg.isReady(id)) return show(wanted);
    status.show(() => t("app.loading"), "info", "setup");
    return pg.ready(id).then(
      () => {
        if (mine !== routes) return;
        status.expire("setup");
        show(wanted);
      },
      (err) => {
        if (mine === routes) status.error(() => t("play.panic.load", { msg: messageOf(err) }), "setup");
      },
    );
  }

  /** Shows the setup `wanted`: game, options, seats, seed; starts a game. */
  function show(wanted) {
    status.expire("setup");
    const lang = wanted.page?.lang;
    if (lang && lang in LANGUAGES_SPOKEN) setLanguage(lang);
    const problems = setup.apply(wanted);
    const id = setup.gameId;
    for (const b of $("picker").children) b.setAttribute("aria-pressed", String(b.dataset.game === id));
    document.body.dataset.game = id;
    $("thinking-label").textContent = setup.mod.thinkingLabel ?? t("play.showThinking");
    board.mount(setup.mod, id);
    $("hint").hidden = !catalog.firstOf(id, setup.mod.hintAgents);
    series.stop();
    setup.saveHash();
    turns.newGame();
    lesson.apply(setup.page);
    rules();
    review.loadMoves(wanted.page?.moves, { replay: wanted.page?.replay === "1", forfeit: wanted.page?.forfeit ?? null });
    if (problems.game) status.error(() => t("status.noGame", { name: problems.game, game: gameName(setup.entry) }), "game");
    else if (problems.seat) {
      const { k, id: agent } = problems.seat;
      status.error(() => t("status.noAgent", { name: agent, game: gameName(setup.entry), player: setup.mod.players[k] }), "game");
    }
  }

  // The link has one owner (play/link.js): one hashchange listener, one builder.
  const link = createLink({ setup, route });

  // Seating an agent from a panel has one command (play/seats.js).
  const seating = createSeating({ setup, turns, session, series, status, lesson, catalog });

  // The student's own agents: a catalog source ("My agent: NAME" in the seat menus) and the panel.
  const codeStore = createStore(globalThis.localStorage);
  let codePanel = null;
  const codeSource = createCodeSource({
    pg,
    store: codeStore,
    plain,
    settings: () => ({ timeLimitMs: codePanel?.limitMs() ?? 1000, budget: DEFAULT_BUDGET }),
    describe: (a, obs) => setup.mod?.describeAction?.(a, obs) ?? `action ${a}`,
  });
  catalog.addSource(codeSource);
  /** A catalog of its own for tournaments and the ladder (their own workers): the board's game goes on. */
  const makeCatalog = () => {
    const src = createCodeSource({ pg, store: codeStore, plain, settings: () => ({ timeLimitMs: codePanel.limitMs(), budget: DEFAULT_BUDGET }), describe: () => "" });
    const c = createCatalog([engineSource(pg, new AgentClient(pg), plain), src]);
    c.cancel = () => src.cancel();
    return c;
  };
  codePanel = createCodePanel({
    seating,
    link,
    lesson,
    root: $("code-panel"),
    toggle: $("code-toggle"),
    storage,
    store: codeStore,
    source: codeSource,
    catalog,
    setup,
    session,
    turns,
    status,
    pg,
    plain,
    makeCatalog,
  });


  /** The game buttons' words in the current language. */
  function labelPicker() {
    for (const b of $("picker").children) {
      const g = setup.known().find((x) => x.id === b.dataset.game);
      b.textContent = gameName(g);
      b.title = gameDescription(g);
    }
  }
  for (const g of setup.known()) {
    const b = document.createElement("button");
    b.type = "button";
    b.dataset.game = g.id;
    b.addEventListener("click", () => {
      if (g.id !== setup.gameId) route({ game: g.id, options: {}, seats: [] });
    });
    $("picker").append(b);
  }
  labelPicker();

  // The language menu: switching re-labels every part of the page and keeps the game going.
  createLanguageMenu($("lang"), {
    storage,
    onPick(code) {
      setup.setPage("lang", code);
      setup.saveHash();
    },
  });
  createGuideLink($("guide-link"));
  onLanguageChange(() => {
    translateDom(document);
    labelPicker();
    $("thinking-label").textContent = setup.mod.thinkingLabel ?? t("play.showThinking");
    catalog.changed(); // agents' names and descriptions: the seat menus rebuild with the same seats
    setup.relabel();
    board.mount(setup.mod, setup.gameId);
    series.relabel();
    status.relabel();
    draw.request();
  });
  wireControls({ $, turns, series, setup, status, board, draw, newGame: () => turns.newGame(), copyLink: () => review.copyLink() });
  // Trained agents: a catalog source (net:...) and the Learn panel. Made before the first route
  // so a link that seats a saved net finds it.
  const learn = createLearn({ $, pg, plain, client, catalog, setup, session, turns, status, codeStore, codeSource, seating, link });
  // The course: steps with checks; "Start this step" and "Check" go through the code panel.
  createCoursePanel({ root: $("course-panel"), toggle: $("course-toggle"), storage, setup, session, codePanel, pg, link });
  // The teacher's Lesson link dialog builds links through the link's owner.
  createLessonDialog({ button: $("lesson-link-open"), link, lesson, codePart: () => codePanel.linkPart(), learnPart: () => learn.linkPart(), status, setup });
  // The link as it arrived, read before route: showing it rewrites the hash, and a seat naming the
  // program the link carries (not yet saved here) would read back as a person's. The parts read
  // their keys once the game is on screen, as for a link that arrives later.
  const opened = parseHash(location.hash);
  const shown = route(link.held(parseHash(location.hash)));
  learn.showGame(setup.gameId);
  const applyFirst = () => link.applyParts(opened.page, opened); // code=, starter=, learner= ... of the first link
  if (shown?.then) shown.then(applyFirst);
  else applyFirst();
}

start();
setUpOffline();
