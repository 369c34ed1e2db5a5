// The page's controller: loads the engine once, switches games, keeps the setup in the URL hash,
// turns human input and agent answers into env calls, and batches redraws with
// requestAnimationFrame. No game rules live here: legal moves, results and scores come from the
// engine; each game's folder draws its observation (view.js) and reads its input (input.js).

import { loadEngine, plain, messageOf } from "./engine.js";
import { AgentClient } from "./agents.js";
import { parseHash, formatHash } from "./hash.js";
import { buildOptionsForm, optionsFromValues } from "./options.js";
import { buildSeats, seatLabel } from "./seats.js";
import { explainText } from "./overlay.js";
import { renderTally } from "./tally.js";
import minesweeper from "./minesweeper/index.js";
import puyo from "./puyo/index.js";
import tictactoe from "./tictactoe/index.js";
import gomoku from "./gomoku/index.js";

/** Each game's page module: fields, players, createView, attachInput, hintAgents, ... */
const MODULES = { minesweeper, puyo, tictactoe, gomoku };

/** Pause between agent moves for each position of the speed slider, in milliseconds. */
const DELAYS = [2000, 1400, 1000, 700, 450, 300, 180, 100, 50, 15, 0];

const $ = (id) => document.getElementById(id);

/** Everything the page knows; the engine's env is the source of truth for the game itself. */
const S = {
  pg: null, // the engine module
  client: null, // AgentClient (worker or main thread)
  catalog: [], // games()
  gameId: null,
  mod: null, // MODULES[gameId]
  agentList: [], // agents(gameId)
  options: {}, // engine options of the current game
  seats: [], // [{kind: "human"} | {kind: "agent", id, options}]
  seed: 1,
  env: null,
  obs: null,
  info: null,
  history: [], // [["step", a] | ["flag", i] | ["chord", i]]
  gen: 0, // bumps on every new game, so late agent answers are dropped
  busy: false, // an agent move is being computed
  playing: true, // agents move by themselves
  thinking: false, // show agent thinking overlays
  overlay: null, // an agent's explanation of the current position
  hint: null, // an action an agent suggests or is about to play
  t0: null, // time of the first move (for the timer)
  t1: null, // time the game ended
  recorded: false, // the end of this game is in the tally
  series: null, // {target, done, results: [], lineup, names}: see startSeries
  anim: null, // {frames, i, timer}: a chain being shown step by step
  held: null, // {action, gen, moves}: an agent move waiting for Play or Step (paused)
  view: null,
  detachInput: null,
  readOptionValues: null,
  readSeats: null,
  timer: 0,
  clock: 0, // the next tick of the Minesweeper clock
  drawQueued: false,
  lastHash: "",
};

// ---------------------------------------------------------------- status and panics

/** Shows `msg` in the status line (kind "error" for problems). */
function status(msg, kind = "info") {
  const el = $("status");
  el.textContent = msg;
  el.className = kind;
}

/** Clears the status line if it shows an error (the problem it described is behind us). */
function clearError() {
  if ($("status").className === "error") status("");
}

/** Shows an engine error as a readable message. */
function fail(err) {
  status(messageOf(err), "error");
}

/** A visible message instead of a dead page when the engine panics or a script breaks. */
function showPanic(msg) {
  const el = $("panic");
  el.hidden = false;
  el.textContent = `Something broke inside the playground: ${msg}. Reload the page to start again.`;
}
window.__playgroundPanic = (msg) => showPanic(String(msg));
window.addEventListener("error", (e) => showPanic(e.message || "an unknown error"));
window.addEventListener("unhandledrejection", (e) => showPanic(messageOf(e.reason)));

// ---------------------------------------------------------------- setup and the URL hash

/** The engine's `defaults` as [key, value] pairs, whatever shape they come in. */
function pairs(defaults) {
  if (!defaults) return [];
  if (defaults instanceof Map) return [...defaults.entries()];
  if (Array.isArray(defaults)) return defaults;
  return Object.entries(defaults);
}

/** The current setup, as the hash stores it. */
function currentSetup() {
  return { game: S.gameId, options: S.options, seats: S.seats, seed: S.seed };
}

/** Writes the setup into the URL hash and the link box. */
function saveHash() {
  const hash = formatHash(currentSetup());
  S.lastHash = hash;
  try {
    history.replaceState(null, "", hash);
  } catch {
    location.hash = hash;
  }
  $("link").value = location.href;
}

/** The first observation of the current game with `options` (null when the engine refuses them). */
function observe(options) {
  let env = null;
  try {
    env = S.pg.make(S.gameId, options);
    return plain(env.reset(0)[0]);
  } catch {
    return null;
  } finally {
    env?.free?.();
  }
}

/** Switches to the game and setup described by `setup` (from the hash) and starts a game. */
function applySetup(setup) {
  const known = S.catalog.map((g) => g.id).filter((id) => MODULES[id]);
  const id = known.includes(setup.game) ? setup.game : known.includes("tictactoe") ? "tictactoe" : known[0];
  S.gameId = id;
  S.mod = MODULES[id];
  const entry = S.catalog.find((g) => g.id === id);
  S.entry = entry;
  try {
    S.agentList = plain(S.pg.agents(id)).map((a) => ({ ...a, defaults: pairs(a.defaults) }));
  } catch (err) {
    S.agentList = [];
    fail(err);
  }
  if (setup.seed !== undefined) S.seed = setup.seed;
  $("seed").value = S.seed;
  for (const b of $("picker").children) b.setAttribute("aria-pressed", String(b.dataset.game === id));
  document.body.dataset.game = id;
  $("thinking-label").textContent = S.mod.thinkingLabel ?? "Show agent thinking";

  // Options form.
  const defaults = pairs(entry.defaults);
  const fields = S.mod.fields ?? [];
  const values = S.mod.valuesFromOptions
    ? S.mod.valuesFromOptions(setup.options, Object.fromEntries(defaults), observe)
    : { ...Object.fromEntries(defaults), ...setup.options };
  S.readOptionValues = buildOptionsForm($("options"), fields, defaults, values, () => {
    S.options = optionsFromValues(fields, S.readOptionValues());
    saveHash();
    newGame();
  });
  S.options = optionsFromValues(fields, S.readOptionValues());

  // Seats.
  showSeats(S.mod.players.map((_, k) => setup.seats[k] ?? S.mod.defaultSeat?.(k, S.agentList) ?? { kind: "human", options: {} }));

  // View and input.
  S.detachInput?.();
  S.view?.destroy?.();
  $("board").replaceChildren();
  $("board").className = `board ${id}`;
  S.ui = {}; // shared by the game's view and input (cursor, hover, ...)
  S.view = S.mod.createView($("board"), S.ui);
  S.detachInput = S.mod.attachInput($("board"), S.ui, inputApi);
  $("hint").hidden = !hintAgent();
  stopSeries();
  saveHash();
  newGame();
  if (setup.game && setup.game !== id) status(`There is no game '${setup.game}' here; showing ${S.entry.name}.`, "error");
  else {
    const unknown = setup.seats.findIndex((seat) => seat?.kind === "agent" && !S.agentList.some((a) => a.id === seat.id));
    if (unknown >= 0 && unknown < S.mod.players.length) {
      const player = S.mod.players[unknown];
      status(`There is no agent '${setup.seats[unknown].id}' for ${S.entry.name}; ${player} plays as Human.`, "error");
    }
  }
}

/** Builds the players panel for `seats` (a people's change of line-up ends a running series). */
function showSeats(seats) {
  S.readSeats = buildSeats($("seats"), S.mod.players, S.agentList, seats, () => {
    S.seats = S.readSeats();
    if (S.series) stopSeries("Series stopped: the players changed.");
    saveHash();
    S.client.forget();
    S.held = null;
    S.overlay = null;
    S.hint = null;
    requestDraw();
    setPlaying(true); // a new line-up: let the agents play
  }, S.mod.humanHelp);
  S.seats = S.readSeats();
}

// ---------------------------------------------------------------- games

/** Starts a new game with the current options and seed. */
function newGame() {
  S.gen++;
  clearTimeout(S.timer);
  stopAnimation();
  S.busy = false;
  S.held = null;
  S.overlay = null;
  S.hint = null;
  S.t0 = S.t1 = null;
  S.recorded = false;
  S.truncated = false;
  S.client.forget();
  S.view.reset?.();
  try {
    const env = S.pg.make(S.gameId, S.options);
    const [obs, info] = env.reset(S.seed);
    S.env?.free?.();
    S.env = env;
    S.obs = plain(obs);
    S.info = plain(info);
    S.history = [];
    clearError();
  } catch (err) {
    S.env?.free?.();
    S.env = null;
    S.obs = null;
    fail(err);
  }
  requestDraw();
  pump();
}

/** The seat that moves now (or null when the game is over). */
function seatToMove() {
  if (!S.env || S.env.isTerminal) return null;
  const p = Math.max(0, S.env.currentPlayer);
  return S.seats[p] ?? { kind: "human", options: {} };
}

/** Whether a human may act now (it is a human's turn and no chain is being shown). */
function humanMayAct() {
  const seat = seatToMove();
  return !!seat && seat.kind === "human" && !S.anim;
}

/** Applies one history event to the env and records it. Throws the engine's error. */
function apply([kind, arg]) {
  const env = S.env;
  const before = S.obs;
  if (kind === "step") {
    const [obs, , , truncated, info] = env.step(arg);
    S.truncated = !!truncated;
    S.obs = plain(obs);
    S.info = plain(info);
  } else if (kind === "flag") {
    env.toggleFlag(arg);
    S.obs = plain(env.observation());
  } else {
    env.chord(arg);
    S.obs = plain(env.observation());
  }
  S.history.push([kind, arg]);
  clearError(); // a move went through: an earlier refusal or agent error no longer applies
  if (kind === "step") S.ui.afterStep?.();
  if (S.t0 === null && kind !== "flag") S.t0 = performance.now();
  S.overlay = null;
  S.hint = null;
  if (kind === "step" && S.mod.chainFrames) {
    const frames = S.mod.chainFrames(before, S.obs, S.info);
    if (frames.length > 1) startAnimation(frames);
  }
  afterChange();
}

/** What the game's input module may call. */
const inputApi = {
  /** Whether a human may act now. */
  canPlay: humanMayAct,
  /** Plays action `a` for the human to move. */
  step: (a) => humanAct(["step", a]),
  /** Flags or unflags cell `i` (Minesweeper). */
  flag: (i) => humanAct(["flag", i]),
  /** Chords on cell `i` (Minesweeper). */
  chord: (i) => humanAct(["chord", i]),
  /** Asks for a redraw (cursor moved, hover...). */
  redraw: () => requestDraw(),
  /** Shows a message in the status line. */
  status,
};

/** A human's action: refused with a message when it is not a human's turn. */
function humanAct(event) {
  if (!S.env) return false;
  if (!humanMayAct()) {
    if (S.env.isTerminal) status("This game is over: press New game to play again.");
    else if (!S.anim) status("It is an agent's turn: press Play or Step to let it move.");
    return false;
  }
  try {
    apply(event);
    return true;
  } catch (err) {
    fail(err);
    return false;
  }
}

/** After any change: timer, end of game, redraw, and the agents' turn. */
function afterChange() {
  if (S.env.isTerminal && !S.recorded) {
    S.t1 = performance.now();
    S.recorded = true;
    if (S.series) recordResult();
  }
  requestDraw();
  pump();
}

/** The delay between agent moves chosen on the speed slider. */
function delay() {
  return DELAYS[Number($("speed").value)] ?? 300;
}

/** Schedules whatever happens next: an agent's move, the next game of a series, an auto hint. */
function pump() {
  clearTimeout(S.timer);
  if (!S.env || S.busy || S.anim) return;
  if (S.env.isTerminal) {
    if (S.series && S.series.done < S.series.target && S.playing) {
      S.timer = setTimeout(() => {
        if (!S.series) return; // stopped meanwhile
        S.seed++;
        $("seed").value = S.seed;
        seatSeriesGame();
        saveHash();
        newGame();
      }, Math.max(delay(), 250));
    }
    return;
  }
  const seat = seatToMove();
  if (seat.kind === "agent" && S.playing) S.timer = setTimeout(agentMove, delay());
  else if (seat.kind === "human" && S.thinking && S.hint === null) S.timer = setTimeout(() => askHint(true), 50);
}

/** The agent options for seat `k` (its seed follows the game's seed). */
function agentOptions(seat, k) {
  return { seed: String(S.seed * 2 + k), ...seat.options };
}

/** The request that lets a worker rebuild the current position. */
function position() {
  return { game: S.gameId, options: S.options, seed: S.seed, history: S.history.slice() };
}

/** The name of seat `k` as shown to people ("O (MCTS)"). */
function seatName(k) {
  const seat = S.seats[k];
  const who = seat?.kind === "agent" ? S.agentList.find((a) => a.id === seat.id)?.name ?? seat.id : "Human";
  return S.mod.players.length > 1 ? `${S.mod.players[k]} (${who})` : who;
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Asks the agent to move now, shows its thinking if wanted, then plays its move. */
async function agentMove(manual = false) {
  const seat = seatToMove();
  if (!seat || seat.kind !== "agent" || S.busy || S.anim) return;
  const k = Math.max(0, S.env.currentPlayer);
  const gen = S.gen;
  const moves = S.history.length;
  S.busy = true;
  requestDraw();
  const res = await S.client.request({
    ...position(),
    agent: seat.id,
    agentOptions: agentOptions(seat, k),
    act: true,
    explain: S.thinking,
  });
  if (gen !== S.gen) return; // a new game started meanwhile
  S.busy = false;
  const now = seatToMove();
  if (moves !== S.history.length || now?.kind !== "agent" || now.id !== seat.id) {
    pump(); // the position or the seat changed while it thought: ask again
    return;
  }
  if (res.error) {
    status(`${seatName(k)}: ${res.error}`, "error");
    setPlaying(false);
    requestDraw();
    return;
  }
  if (S.thinking && res.explanation) {
    S.overlay = res.explanation;
    S.hint = res.action;
    requestDraw();
    await sleep(Math.max(delay(), 350));
    if (gen !== S.gen || moves !== S.history.length) return;
  }
  S.held = { action: res.action, gen, moves };
  if (S.playing || manual) playHeld();
  // Paused meanwhile: the move waits (its thinking stays on the board) until Play or Step.
}

/** Plays the agent move that was held back by a pause, if it still fits the position. */
function playHeld() {
  const held = S.held;
  S.held = null;
  if (!held || held.gen !== S.gen || held.moves !== S.history.length) return false;
  try {
    apply(["step", held.action]);
  } catch (err) {
    fail(err);
    setPlaying(false);
  }
  return true;
}

/** The agent that gives hints in this game (the first the game module prefers that exists). */
function hintAgent() {
  const id = (S.mod.hintAgents ?? []).find((a) => S.agentList.some((x) => x.id === a));
  return id ? S.agentList.find((x) => x.id === id) : null;
}

/** Asks the hint agent what it would play here; shows its thinking and the move. */
async function askHint(auto = false) {
  const agent = hintAgent();
  if (!agent || !S.env || S.env.isTerminal) return;
  const gen = S.gen;
  const moves = S.history.length;
  const asking = `Asking ${agent.name}…`;
  if (!auto) status(asking);
  const res = await S.client.request({
    ...position(),
    agent: agent.id,
    agentOptions: { seed: "1" },
    act: true,
    explain: true,
  });
  if (gen !== S.gen || moves !== S.history.length) {
    if ($("status").textContent === asking) status(""); // the position moved on: no answer to show
    return;
  }
  if (res.error) {
    status(`${agent.name}: ${res.error}`, "error");
    return;
  }
  S.overlay = res.explanation ?? null;
  S.hint = res.action;
  if (!auto && humanMayAct()) S.mod.onHint?.(res.action, S.ui);
  if (!auto) status(`${agent.name} suggests ${S.mod.describeAction?.(res.action, S.obs) ?? `action ${res.action}`}.`);
  requestDraw();
}

/** Lets the agents move by themselves (Play) or stops them (Pause). */
function setPlaying(on) {
  S.playing = on;
  $("play").textContent = on ? "Pause" : "Play";
  $("play").setAttribute("aria-pressed", String(on));
  if (on) {
    if (!playHeld()) pump();
  } else clearTimeout(S.timer);
}

// ---------------------------------------------------------------- results and series

/**
 * The result of the finished game, as the engine states it: the winner from the last step's
 * info (-1 for a draw) in two-player games; in one-player games `won` from the observation
 * (Minesweeper) and the score from `returns()`.
 */
function result() {
  const returns = Array.from(S.env.returns());
  if (S.mod.players.length > 1) return { returns, winner: S.info?.winner ?? -1 };
  return { returns, won: S.obs.won, score: returns[0], truncated: S.truncated };
}

/**
 * Starts a series of `n` games with the players seated now. In two-player games the two players
 * swap sides every game (as the `arena` command does), so neither keeps the first move; the
 * tally counts wins per player, not per side.
 */
function startSeries(n) {
  const lineup = S.seats.map((seat) => ({ ...seat, options: { ...seat.options } }));
  const names = lineup.map((seat) => seatLabel(seat, S.agentList));
  if (names.length > 1 && names.every((x) => x === names[0])) names.forEach((x, k) => (names[k] = `${x} #${k + 1}`));
  S.series = { target: n, done: 0, results: [], lineup, names };
  $("series").textContent = "Stop";
  seatSeriesGame();
  saveHash();
  showTally();
}

/** Whether game `index` (0-based) of the series has the line-up's players on swapped sides. */
function swappedIn(index) {
  return S.mod.players.length === 2 && index % 2 === 1;
}

/** Seats the series' players for its next game (swapped every other game in two-player games). */
function seatSeriesGame() {
  const s = S.series;
  if (!s) return;
  const seats = swappedIn(s.done) ? [s.lineup[1], s.lineup[0]] : s.lineup;
  showSeats(seats.map((seat) => ({ ...seat, options: { ...seat.options } })));
}

/** Ends the series (the tally stays on screen, with `note` when given). */
function stopSeries(note = "") {
  if (!S.series) {
    if (!note) $("tally").replaceChildren();
    return;
  }
  const finished = S.series.done >= S.series.target;
  S.series = null;
  $("series").textContent = "Run";
  if (note && !finished) {
    const p = document.createElement("p");
    p.className = "note";
    p.textContent = note;
    $("tally").append(p);
  }
  if (!note) $("tally").replaceChildren();
}

/** Adds the finished game to the series tally. */
function recordResult() {
  const s = S.series;
  const swapped = swappedIn(s.done);
  const r = result();
  // The winner as a player of the line-up (not a side of the board).
  const winner = r.winner === undefined || r.winner < 0 ? r.winner : swapped ? 1 - r.winner : r.winner;
  s.results.push({ ...r, winner, chain: S.obs.maxChain });
  s.done++;
  showTally();
  if (s.done >= s.target) {
    status(`Series finished: ${s.done} games.`);
    S.series = null;
    $("series").textContent = "Run";
  }
}

/** Writes the running tally of the series (tally.js). */
function showTally() {
  if (S.series) renderTally($("tally"), S.series, S.mod.players);
}

/** The sentence shown when a game ends. */
function endBanner() {
  const r = result();
  if (S.mod.players.length > 1) return r.winner < 0 ? "Draw!" : `${seatName(r.winner)} wins!`;
  return S.mod.endText?.(S.obs, r, S.env) ?? `Game over — score ${r.score}`;
}

// ---------------------------------------------------------------- chain animation

function startAnimation(frames) {
  S.anim = { frames, i: 0 };
  const tick = () => {
    if (!S.anim) return;
    S.anim.i++;
    if (S.anim.i >= S.anim.frames.length) {
      S.anim = null;
      requestDraw();
      pump();
      return;
    }
    requestDraw();
    S.anim.timer = setTimeout(tick, frameMs());
  };
  S.anim.timer = setTimeout(tick, frameMs());
}

/** How long each chain step stays on screen: slower than the agents, so a chain can be watched. */
function frameMs() {
  return Math.max(250, Math.min(600, delay()));
}

function stopAnimation() {
  if (S.anim) clearTimeout(S.anim.timer);
  S.anim = null;
}

// ---------------------------------------------------------------- drawing

/** Redraws on the next animation frame (many changes, one draw). */
function requestDraw() {
  if (S.drawQueued) return;
  S.drawQueued = true;
  requestAnimationFrame(draw);
}

function draw() {
  S.drawQueued = false;
  const wrap = $("board-wrap");
  const env = S.env;
  const obs = S.anim ? { ...S.obs, ...S.anim.frames[S.anim.i] } : S.obs;
  const terminal = !!env && env.isTerminal;
  const seat = seatToMove();
  const state = {
    obs,
    info: S.info,
    terminal,
    animating: !!S.anim,
    currentPlayer: env ? env.currentPlayer : -1,
    humanTurn: humanMayAct(),
    overlay: S.thinking || S.hint !== null ? S.overlay : null,
    hint: S.hint,
    avail: { w: wrap.clientWidth, h: wrap.clientHeight },
    elapsed: S.t0 === null ? 0 : ((S.t1 ?? performance.now()) - S.t0) / 1000,
    started: S.t0 !== null,
    legal: S.mod.wantsMask && env && !terminal ? env.actionMask() : null,
  };
  $("board").hidden = !obs;
  $("board").toggleAttribute("data-busy", !!S.anim || S.busy); // tests wait on this
  if (obs) S.view.draw(state);

  // Heads-up line: whose turn, then the game's own numbers.
  const chips = [];
  if (env && S.mod.players.length > 1 && !terminal) chips.push(["To move", seatName(env.currentPlayer)]);
  if (obs) chips.push(...(S.view.hud?.(state) ?? []));
  if (seat?.kind === "agent" && S.busy) chips.push(["", `${seatName(Math.max(0, env.currentPlayer))} is thinking…`]);
  const hud = $("hud");
  hud.replaceChildren(
    ...chips.map(([label, value]) => {
      const span = document.createElement("span");
      span.className = "chip";
      if (label) {
        const b = document.createElement("b");
        b.textContent = label;
        span.append(b, " ");
      }
      span.append(String(value));
      return span;
    }),
  );

  const banner = $("banner");
  banner.textContent = terminal && !S.anim ? endBanner() : obs ? "" : "Fix the options to start a game.";
  banner.className = terminal && !S.anim ? "over " + (S.mod.bannerClass?.(S.obs, result()) ?? "") : "";

  const describe = S.mod.describeAction && S.obs ? (a) => S.mod.describeAction(a, S.obs) : null;
  $("explain-text").textContent = state.overlay ? explainText(state.overlay, env?.numActions, describe) : "";
  if (!$("text-panel").hidden && env) $("text-picture").textContent = env.render();
  $("step").disabled = !seat || seat.kind !== "agent";
  $("play").disabled = !S.seats.some((x) => x.kind === "agent");
  // A running clock redraws when its next whole second is due (one pending tick at a time).
  clearTimeout(S.clock);
  if (S.t0 !== null && S.t1 === null && S.mod.hasTimer) {
    S.clock = setTimeout(requestDraw, 1000 - ((performance.now() - S.t0) % 1000) + 5);
  }
}

// ---------------------------------------------------------------- controls

function wireControls() {
  $("new-game").addEventListener("click", () => {
    stopSeries();
    newGame();
    setPlaying(true);
  });
  $("play").addEventListener("click", () => setPlaying(!S.playing));
  $("step").addEventListener("click", () => {
    setPlaying(false);
    if (!playHeld()) agentMove(true);
  });
  const speedOut = () => ($("speed-out").value = `${delay()} ms`);
  $("speed").addEventListener("input", speedOut);
  speedOut();
  $("seed").addEventListener("change", () => {
    const n = Number($("seed").value);
    if (!Number.isInteger(n) || n < 0) {
      status("The seed must be a whole number, 0 or more.", "error");
      $("seed").value = S.seed;
      return;
    }
    S.seed = n;
    saveHash();
    newGame();
  });
  $("series").addEventListener("click", () => {
    if (S.series) {
      stopSeries("Series stopped.");
      return;
    }
    const n = Number($("series-n").value);
    if (!Number.isInteger(n) || n < 1) {
      status("A series needs a whole number of games, 1 or more.", "error");
      return;
    }
    startSeries(n);
    setPlaying(true);
    newGame();
  });
  $("show-text").addEventListener("change", () => {
    $("text-panel").hidden = !$("show-text").checked;
    requestDraw();
  });
  $("show-thinking").addEventListener("change", () => {
    S.thinking = $("show-thinking").checked;
    if (!S.thinking) {
      S.overlay = null;
      S.hint = null;
    }
    requestDraw();
    pump();
  });
  $("hint").addEventListener("click", () => askHint(false));
  $("copy-link").addEventListener("click", async () => {
    saveHash();
    try {
      await navigator.clipboard.writeText(location.href);
      status("Link copied: paste it to share this setup.");
    } catch {
      $("link").hidden = false;
      $("link").select();
      status("Copy the selected link (Ctrl+C) to share this setup.");
    }
  });
  window.addEventListener("hashchange", () => {
    if (location.hash !== S.lastHash) applySetup(parseHash(location.hash));
  });
  window.addEventListener("resize", requestDraw);
  document.addEventListener("keydown", (e) => {
    if (e.target.closest?.("input, select, textarea")) return;
    if (e.key === "Enter" && e.target.closest?.("button")) return; // Enter presses a focused button
    if (S.view && S.ui && S.mod.onKey?.(e, S.ui, inputApi)) e.preventDefault();
  });
}

function buildPicker() {
  const nav = $("picker");
  for (const g of S.catalog) {
    if (!MODULES[g.id]) continue;
    const b = document.createElement("button");
    b.type = "button";
    b.textContent = g.name;
    b.title = g.description;
    b.dataset.game = g.id;
    b.addEventListener("click", () => {
      if (g.id !== S.gameId) applySetup({ game: g.id, options: {}, seats: [] });
    });
    nav.append(b);
  }
}

async function start() {
  status("Loading the engine…");
  try {
    S.pg = await loadEngine();
    S.catalog = plain(S.pg.games());
  } catch (err) {
    showPanic(`the engine could not load (${messageOf(err)})`);
    return;
  }
  S.client = new AgentClient(S.pg, (mode) => {
    document.body.dataset.agents = mode;
    $("agent-mode").textContent =
      mode === "worker" ? "Agents think in a background worker: the page stays responsive." : "Agents think on the page itself (no worker here): long thinking may pause it.";
  });
  status("");
  buildPicker();
  wireControls();
  applySetup(parseHash(location.hash));
}

start();
