// The game being played: the sole owner of the engine's env, its latest observation and info,
// and the history of events that led there (so a worker, an undo or a shared position can
// replay it). Nothing else calls the env; the others read through this module and subscribe:
//   "newgame" {error?, errorInfo?}  a game started (or could not: error is the engine's message,
//                       errorInfo its {message, kind, fields} when the engine gave a kind)
//   "move"    {event, before, by, branched}  an event was applied (by: the seat index that made
//             it; branched: it replaced the later moves of the line being reviewed)
//   "end"     {}  the game just became terminal (by its rules, or a forfeit)
//   "jump"    {from, to}  the position was rebuilt at another move (undo, review, a link's moves)
//
// A forfeit (a student's agent timed out, threw or answered something that is not a legal move)
// ends the game on the page, not in the engine (which has no resign): `forfeit(by, reason)` marks
// it, `terminal` is true from then on, no move is applied, and `forfeited` says who and why.
// Going back (undo, review) to before the end lifts it.
//
// Review: `line` is every move of the game, `history` the ones on the board now (a prefix of
// it). goTo(n) shows the position after n moves of the line without losing the later ones; a
// move played there that differs from the line's next one starts a new line (the later moves
// go), as in lichess. The engine has no undo: going back rebuilds the env from the seed and
// replays the moves.

import { plain, messageOf, errorRecord } from "../engine.js";
import { t } from "../i18n/index.js";
import { createEmitter } from "./events.js";

/** Makes the session over engine `pg`. */
export function createSession(pg) {
  const events = createEmitter();
  let env = null;
  let obs = null;
  let info = null;
  let history = [];
  let line = []; // {event, by} for every move of the line, also those after the one shown
  let truncated = false;
  let gen = 0;
  let t0 = null;
  let t1 = null;
  let setup = null; // {game, options, seed} of the game being played
  let forfeited = null; // {by, kind, message, line, move}: the game ended by a forfeit

  /** A fresh env at the setup's start: [env, obs, info] (throws the engine's error). */
  function fresh() {
    const next = pg.make(setup.game, setup.options);
    const [o, i] = next.reset(setup.seed);
    return [next, plain(o), plain(i)];
  }

  /** Applies one event to the env (no history, no events); throws the engine's error. */
  function play([kind, arg]) {
    if (kind === "step") {
      const [o, , , trunc, i] = env.step(arg);
      truncated = !!trunc;
      obs = plain(o);
      info = plain(i);
    } else if (kind === "flag") {
      env.toggleFlag(arg);
      obs = plain(env.observation());
    } else if (kind === "chord") {
      env.chord(arg);
      obs = plain(env.observation());
    } else throw new Error(`unknown move '${kind}'`);
  }

  /**
   * Rebuilds the position after the first `n` moves of the line (forward from the position shown
   * when it lies ahead). Moves that fail stop the replay: the line ends before them and the
   * engine's message is returned (null when all n were played).
   */
  function rebuild(n, restart = false) {
    const from = history.length;
    let error = null;
    gen++;
    if (restart || n < from) {
      forfeited = null;
      const start = fresh();
      env?.free?.();
      [env, obs, info] = start;
      truncated = false;
      history = [];
    }
    while (history.length < n) {
      const move = line[history.length];
      const { event } = move;
      move.by ??= Math.max(0, env.currentPlayer); // a link's moves: made by the player to move
      try {
        play(event);
      } catch (err) {
        error = messageOf(err);
        line = line.slice(0, history.length);
        break;
      }
      history.push(event);
    }
    if (history.length === 0) t0 = t1 = null;
    else {
      t0 ??= performance.now();
      t1 = env.isTerminal ? (t1 ?? performance.now()) : null;
    }
    events.emit("jump", { from, to: history.length });
    return error;
  }

  const session = {
    /** Subscribes to "newgame", "move", "end" or "jump" (see the top of this file). */
    on: events.on,
    /** The latest observation (plain object), or null when no game could start. */
    get obs() {
      return obs;
    },
    /** The last step's info. */
    get info() {
      return info;
    },
    /** The events played so far: ["step", a] | ["flag", i] | ["chord", i]. */
    get history() {
      return history;
    },
    /** Bumps on every new game, so late answers for an old game can be dropped. */
    get gen() {
      return gen;
    },
    /** Whether the last step ended the game by a limit (truncation) rather than by its rules. */
    get truncated() {
      return truncated;
    },
    /** The options of the game being played (with any unattended limit it started with). */
    get options() {
      return setup?.options ?? {};
    },
    /** Whether a game is on (the engine accepted the options). */
    get live() {
      return !!env;
    },
    /** Whether the game is over. */
    get terminal() {
      return !!env && (env.isTerminal || !!forfeited);
    },
    /** Who forfeited this game and why ({by, kind, message, line, move}), or null. */
    get forfeited() {
      return forfeited;
    },
    /** The player to move (>= 0), or -1 (none: terminal or one-player chance). */
    get currentPlayer() {
      return env && !forfeited ? env.currentPlayer : -1;
    },
    /** The number of actions of the game. */
    get numActions() {
      return env?.numActions;
    },
    /** The engine's legal-action mask now. */
    actionMask: () => env?.actionMask(),
    /** Each player's return so far (the engine's numbers). */
    returns: () => Array.from(env?.returns() ?? []),
    /** The engine's text picture of the position. */
    render: () => env?.render() ?? "",
    /**
     * What action `a` would do, asked of a copy of the env (the game is untouched): {obs, info}
     * (plain), or null when there is no game or the engine refuses the action.
     */
    peek(a) {
      if (!env || env.isTerminal) return null;
      const copy = env.clone();
      try {
        const [o, , , , i] = copy.step(a);
        return { obs: plain(o), info: plain(i) };
      } catch {
        return null;
      } finally {
        copy.free?.();
      }
    },
    /**
     * Whether the engine agent `agent` can play this game at all (a net trained for another
     * board cannot): null, or the engine's Error that says why (with its kind and fields).
     */
    check(agent) {
      if (!env) return null;
      try {
        agent.check(env);
        return null;
      } catch (err) {
        return err;
      }
    },
    /** Seconds since the first move (0 before it; stops at the end). */
    elapsed: () => (t0 === null ? 0 : ((t1 ?? performance.now()) - t0) / 1000),
    /** Whether the clock runs (a first move was made and the game is not over). */
    get clockRunning() {
      return t0 !== null && t1 === null;
    },
    /** Every move of the line, also those after the position shown: [{event, by}]. */
    get line() {
      return line;
    },
    /** Whether an earlier position of the line is shown (later moves are kept). */
    get reviewing() {
      return history.length < line.length;
    },
    /** Shows the position after `n` moves of the line (0..line.length), keeping the later ones. */
    goTo(n) {
      if (!env || !Number.isInteger(n) || n < 0 || n > line.length || n === history.length) return;
      rebuild(n);
    },
    /** Takes back every move from the `n`-th on (they leave the line) and shows the position. */
    undoTo(n) {
      if (!env || !Number.isInteger(n) || n < 0 || n >= line.length) return;
      line = line.slice(0, n);
      rebuild(n);
    },
    /**
     * Plays `moves` ([{event, by?}]; `by` defaults to the player to move) from the start: a shared
     * position. Stops at the first move the engine refuses: returns null, or {at, error} (at: the
     * moves played before it).
     */
    replay(moves) {
      if (!env) return { at: 0, error: "There is no game: fix the options first." };
      line = moves.slice();
      const error = rebuild(moves.length, true);
      return error ? { at: history.length, error } : null;
    },
    /** The request that lets a worker rebuild the current position. */
    position: () => ({ game: setup?.game, options: setup?.options, seed: setup?.seed, history: history.slice() }),

    /** Starts a new game; returns false (and emits the engine's message) when the options are refused. */
    start(game, options, seed) {
      gen++;
      setup = { game, options: { ...options }, seed };
      t0 = t1 = null;
      truncated = false;
      forfeited = null;
      history = [];
      line = [];
      let error = null;
      let errorInfo = null;
      try {
        const [next, o, i] = fresh();
        env?.free?.();
        env = next;
        obs = o;
        info = i;
      } catch (err) {
        env?.free?.();
        env = null;
        obs = null;
        info = null;
        error = messageOf(err);
        errorInfo = errorRecord(err);
      }
      events.emit("newgame", { error, errorInfo });
      return !error;
    },

    /**
     * Ends the game by a forfeit of seat `by` ({kind: "timeout" | "error" | "illegal", message,
     * line?, reason?} where `reason` is what the page words: i18n/lookup.js forfeitText): the position stays as it is, no more moves are taken; emits "end".
     */
    forfeit(by, reason) {
      if (!env || env.isTerminal || forfeited) return false;
      forfeited = { by, kind: reason.kind, message: reason.message, line: reason.line ?? null, reason: reason.reason ?? null, move: history.length + 1 };
      if (t1 === null) t1 = performance.now();
      events.emit("end", {});
      return true;
    },

    /** Applies one event for seat `by`; throws the engine's error (nothing changes then). */
    apply([kind, arg], by = -1) {
      if (!env) throw new Error(t("status.noGameYet"));
      if (forfeited) throw new Error(t("status.over"));
      const before = obs;
      play([kind, arg]);
      const next = line[history.length];
      // The line's own next move goes on along it; another move starts a new line from here.
      const branched = !!next && (next.event[0] !== kind || next.event[1] !== arg);
      if (!next || branched) line = [...line.slice(0, history.length), { event: [kind, arg], by }];
      history.push([kind, arg]);
      if (t0 === null && kind !== "flag") t0 = performance.now();
      const ended = env.isTerminal;
      if (ended && t1 === null) t1 = performance.now();
      events.emit("move", { event: [kind, arg], before, by, branched });
      if (ended) events.emit("end", {});
    },
  };
  return session;
}
