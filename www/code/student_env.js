// The `env` a student's act(obs, env) receives: the engine's JS API on a player copy of the game,
// with every clone(), step() and play() counted against the move's budget of engine calls (the
// same on a slow and a fast machine), plus helpers for each game's own coordinates.
//
//   env.legalActions()  env.actionMask()  env.returns()  env.observation()  env.render()
//   env.numActions  env.numPlayers  env.currentPlayer  env.isTerminal  env.gameId
//   env.clone()      a copy to look ahead on (1 engine call); in a learning episode of a game
//                    with hidden parts (Minesweeper's mines, Puyo's later pairs) the copy has
//                    them re-drawn, so looking ahead never tells what the player cannot see
//   env.step(a)      Gym step: [obs, reward, terminated, truncated, info] (1 engine call)
//   env.play(a)      a faster step that returns only the reward (1 engine call)
//   env.afterStates()  every legal move's after-state in one call: [{action, board, reward,
//                    terminal}] in legalActions() order, as clone() + play(a) + observation().board
//                    would give (2 engine calls per legal action); boards of games with hidden
//                    parts come from player copies, like clone()'s
//   env.reset(seed?) a new game on this copy (1 engine call)
//   env.toggleFlag(i)  env.chord(i)   Minesweeper's flag and chord (1 engine call each)
//   env.free()       harmless: the sandbox frees every copy when the move or episode ends
//   env.budgetLeft   engine calls left for this move
//   env.cell(row, col)        the action index of a board cell (Minesweeper, Tic-tac-toe, Gomoku):
//                             row * cols + col, rows counted from the top, both from 0
//   env.rowCol(action)        the other way: [row, col]
//   env.puyoAction(x, rotation)  Puyo: the action that drops the pair's centre puyo in column x
//                             (0 = left) with the other puyo right (rotation 0), above (1), left (2)
//                             or below (3): the 001 lessons' [x, rotation]; = rotation * cols + x
//   env.puyoParts(action)     the other way: [x, rotation]
//
// The wrapper keeps no game rules: legality, results and scores come from the engine.

import { literalOf } from "./learner_values.js";
import { t } from "../i18n/index.js";
import { engineMessage } from "../i18n/lookup.js";

/** Thrown when a move has spent its budget of engine calls. */
export class BudgetSpent extends Error {
  constructor(budget) {
    super(
      `your agent used its whole budget of ${budget.toLocaleString("en")} engine calls (clone, step, play) on this move: look ahead less, or return sooner`,
    );
    this.name = "BudgetSpent";
  }
}

/**
 * A meter shared by an env and all its clones during one move.
 * @param {number} budget engine calls allowed
 * @param {(calls: number) => void} [onCall] told after each call (progress streaming)
 */
export function createMeter(budget, onCall) {
  const meter = {
    budget,
    calls: 0,
    spend() {
      if (meter.calls >= meter.budget) throw new BudgetSpent(meter.budget);
      meter.calls += 1;
      if (onCall) onCall(meter.calls);
    },
    owned: [], // the wasm objects made during this move, freed when it ends
    free() {
      for (const e of meter.owned) {
        try {
          e.free();
        } catch {
          // already freed
        }
      }
      meter.owned.length = 0;
    },
  };
  return meter;
}

function sizeOf(raw) {
  const obs = raw.observation();
  return { rows: obs.rows, cols: obs.cols };
}

function whole(name, value) {
  if (typeof value !== "number" || !Number.isInteger(value)) {
    throw new Error(t("sandbox.whole", { name, got: literalOf(value) }));
  }
  return value;
}

/** A short description of any value for messages: the string "3", null, 2.5, an array... */
export function describeValue(value) {
  if (value === null) return "null";
  if (value === undefined) return "undefined (nothing was returned)";
  if (typeof value === "string") return `the string ${JSON.stringify(value.length > 40 ? value.slice(0, 40) + "…" : value)}`;
  if (typeof value === "number") return Number.isFinite(value) ? `the number ${value}` : String(value);
  if (typeof value === "boolean") return `the boolean ${value}`;
  if (Array.isArray(value)) return `an array of ${value.length}`;
  if (typeof value === "bigint") return `the BigInt ${value}n`;
  if (typeof value === "function") return "a function";
  return `a${/^[aeiou]/i.test(typeof value) ? "n" : ""} ${typeof value}`;
}

/**
 * `f()`, with an engine error thrown again as a plain Error with its message in the page's language
 * (engineMessage words it by kind; the sandbox worker is told the language): the engine's
 * own Error carries a stack with the address of the sandbox's engine copy, which student code
 * must not learn (engine.js, `unlisted`).
 */
function engineCall(f) {
  try {
    return f();
  } catch (err) {
    const plain = new Error(engineMessage(err));
    if (err && typeof err.kind === "string") plain.kind = err.kind; // the notebook's typed Python errors
    throw plain;
  }
}

/** The engine env under each student env (a notebook frees it when Python forgets the env). */
export const rawOf = new WeakMap();

/**
 * Wraps the engine env `raw` for a student; every clone shares `meter`. With `copySeed` (a
 * learning episode on the real game), clone() hands out a player copy whose hidden parts are
 * re-drawn from `copySeed()`, not an exact clone. With `keep: false` (a notebook, where envs live
 * as long as Python holds them) the meter does not collect the copies for freeing.
 * @param {object} raw
 * @param {object} meter from createMeter
 * @param {{copySeed?: () => number, keep?: boolean}} [o]
 */
export function wrapEnv(raw, meter, o = {}) {
  let size = null;
  const dims = () => (size ??= sizeOf(raw));
  // What clone() copies: the game itself, or in a learning episode a player copy (hidden parts re-drawn).
  const copyOf = () => (o.copySeed && typeof raw.playerCopy === "function" ? raw.playerCopy(o.copySeed()) : raw.clone());
  const env = {
    get numActions() {
      return raw.numActions;
    },
    get numPlayers() {
      return raw.numPlayers;
    },
    get currentPlayer() {
      return raw.currentPlayer;
    },
    get isTerminal() {
      return raw.isTerminal;
    },
    get gameId() {
      return raw.gameId;
    },
    get budgetLeft() {
      return meter.budget - meter.calls;
    },
    legalActions: () => engineCall(() => raw.legalActions()),
    actionMask: () => engineCall(() => raw.actionMask()),
    returns: () => engineCall(() => raw.returns()),
    observation: () => engineCall(() => raw.observation()),
    render: () => engineCall(() => raw.render()),
    clone() {
      meter.spend();
      const copy = engineCall(copyOf);
      if (o.keep !== false) meter.owned.push(copy);
      return wrapEnv(copy, meter, o);
    },
    /**
     * Every legal move's after-state, in legalActions() order: `{action, board, reward,
     * terminal}` where board is the after-state's `observation().board`, reward what play(action)
     * returned (the mover's points) and terminal whether that move ends the game. The same as
     * clone() then play(action) for each legal action, in one call (document 001's next_board over
     * create_action_list), and it spends the same 2 engine calls per action. Each after-state is
     * played on the copy clone() would give (a player copy in a learning episode), so it holds
     * nothing the player cannot see.
     */
    afterStates() {
      const legal = engineCall(() => raw.legalActions());
      const out = new Array(legal.length);
      for (let i = 0; i < legal.length; i++) {
        const action = legal[i];
        meter.spend();
        const copy = engineCall(copyOf);
        try {
          meter.spend();
          const reward = engineCall(() => (typeof copy.play === "function" ? copy.play(action) : copy.step(action)[1]));
          out[i] = { action, board: engineCall(() => copy.observation()).board, reward, terminal: copy.isTerminal };
        } finally {
          copy.free();
        }
      }
      return out;
    },
    reset(seed) {
      meter.spend();
      return engineCall(() => (seed === undefined ? raw.reset() : raw.reset(seed)));
    },
    toggleFlag(index) {
      meter.spend();
      return engineCall(() => raw.toggleFlag(index));
    },
    chord(index) {
      meter.spend();
      return engineCall(() => raw.chord(index));
    },
    /** Harmless: the sandbox frees every copy when the move or the episode ends. */
    free() {},
    step(action) {
      meter.spend();
      return engineCall(() => raw.step(action));
    },
    play(action) {
      meter.spend();
      if (typeof raw.play === "function") return engineCall(() => raw.play(action));
      return engineCall(() => raw.step(action))[1]; // an engine without play(): the same reward, slower
    },
    cell(row, col) {
      const { rows, cols } = dims();
      whole("row", row);
      whole("col", col);
      if (rows == null || cols == null) throw new Error(t("sandbox.noCells", { game: raw.gameId }));
      if (row < 0 || row >= rows || col < 0 || col >= cols) {
        throw new Error(t("sandbox.offBoard", { row: String(row), col: String(col), maxRow: String(rows - 1), maxCol: String(cols - 1) }));
      }
      return row * cols + col;
    },
    rowCol(action) {
      const { cols } = dims();
      whole("action", action);
      return [Math.floor(action / cols), action % cols];
    },
    puyoAction(x, rotation) {
      if (raw.gameId !== "puyo") throw new Error(t("sandbox.puyoOnly", { call: "puyoAction()" }));
      const { cols } = dims();
      whole("x", x);
      whole("rotation", rotation);
      if (x < 0 || x >= cols || rotation < 0 || rotation > 3) {
        throw new Error(t("sandbox.puyoAction", { x: String(x), rotation: String(rotation), maxX: String(cols - 1) }));
      }
      return rotation * cols + x;
    },
    puyoParts(action) {
      if (raw.gameId !== "puyo") throw new Error(t("sandbox.puyoOnly", { call: "puyoParts()" }));
      const { cols } = dims();
      whole("action", action);
      return [action % cols, Math.floor(action / cols)];
    },
  };
  rawOf.set(env, raw);
  return env;
}

/**
 * What act() returned, checked: null when it is a whole number that is legal now, else the reason
 * by kind with its fields, `{key: "pair" | "notWhole" | "notLegal", got, some}`: `got` is the value
 * as code writes it (learner_values.js literalOf) and `some` a few legal actions, so the page can
 * word it in the student's language.
 */
export function illegalKind(value, legal) {
  const some = Array.from(legal.slice(0, 5)).join(", ");
  if (Array.isArray(value) && value.length === 2) return { key: "pair", got: literalOf(value), some };
  if (typeof value !== "number" || !Number.isInteger(value)) return { key: "notWhole", got: literalOf(value), some };
  if (!Array.prototype.includes.call(legal, value)) return { key: "notLegal", got: String(value), some };
  return null;
}

/**
 * Checks what act() returned: a whole number that is legal now. Returns null when it is fine,
 * else the English sentence that says what was wrong (the command line's words; the page words
 * illegalKind's reason).
 */
export function illegalReason(value, legal) {
  const kind = illegalKind(value, legal);
  if (!kind) return null;
  const wants = legal.length ? `a legal action: a whole number such as ${kind.some}` : "a legal action";
  if (kind.key === "pair") {
    return `act() returned an array of 2; it must return ${wants} (env.cell(row, col) or env.puyoAction(x, rotation) turn a pair into one)`;
  }
  if (kind.key === "notWhole") return `act() returned ${describeValue(value)}; it must return ${wants}`;
  return `act() returned ${value}, which is not a legal action now; it must return ${wants}`;
}
