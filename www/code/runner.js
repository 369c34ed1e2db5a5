// The owner side of a student's agent: one sandbox worker (sandbox_worker.js) behind a channel
// with a deadline, cancel and respawn. The page and scripts/arena.mjs both use it.
//
//   const agent = createStudentAgent({ spawn, source, language: "js", timeLimitMs: 1000 });
//   const ready = await agent.start(onProgress);   // {ok: true} or a failure (below)
//   const move = await agent.act(env, {move: 12, onProgress}); // env: the real game, unchanged
//   agent.cancel();  // Pause: ends the worker now; the pending act resolves {ok: false, cancelled: true}
//   agent.newGame(); agent.close();
// A learner (api.md "Your own learner") uses the same worker:
//   await agent.learn({game, gameOptions, runSeed, first, count, ms, onEpisode}) // one slice
//   await agent.save()  -> {ok: true, text} | {ok: false, stop}
//   await agent.load(text) -> {ok: true} | {ok: false, stop}; agent.restoreWith(text): a fresh
//   worker (after a timeout) loads `text` right after compiling, so what was learned stays.
//
// A move resolves (never rejects) to
//   {ok: true, action, calls, budget, ms, logs, logsCut}
//   {ok: false, forfeit: "timeout" | "error" | "illegal", message, line?, got?, calls?, budget?, ms?, logs?}
//   {ok: false, cancelled: true, message}
// `message` is an English sentence (the command line's); `reason` ({key, ...fields}) is what the
// page words in the student's language (www/i18n/forfeit.js: forfeitText): "timeout" {limitMs,
// move}, "topTimeout" {limitMs}, "error" (the runtime's own text is `message`), "budget" {budget},
// "pair" / "notWhole" / "notLegal" {got, some}, "sandbox".

import { createChannel, webWorkerPort } from "../workers/channel.js";
import { exportForPlayer } from "./state.js";
import { language as pageLanguage } from "../i18n/index.js";

/** The default and the largest per-move time limit (ms). */
export const DEFAULT_TIME_LIMIT_MS = 1000;
export const MAX_TIME_LIMIT_MS = 10000;
/** The default budget of engine calls (clone, step, play) per move. */
export const DEFAULT_BUDGET = 10000;
/** Time allowed for messages and rebuilding the env, on top of the student's limit. */
export const GRACE_MS = 100;
/** Time allowed to load the engine (and Pyodide). */
export const LOAD_TIMEOUT_MS = 120000;

function seconds(ms) {
  const s = ms / 1000;
  return `${Number.isInteger(s) ? s : s.toFixed(1)} s`;
}

/** The page's spawn(): a module Web Worker running sandbox_worker.js (a blob in the single file). */
export function browserSpawn() {
  return webWorkerPort(new URL("./sandbox_worker.js", import.meta.url), { type: "module" });
}

/** A sentence for a move over the time limit. */
export function timeoutMessage(limitMs, move) {
  return `your agent took longer than ${seconds(limitMs)} on move ${move}`;
}

/**
 * @param {object} opts
 * @param {() => object} opts.spawn makes a channel port running sandbox_worker.js (e.g.
 *   `() => webWorkerPort(new URL("./sandbox_worker.js", import.meta.url))`, or nodeWorkerPort)
 * @param {string} opts.source the student's code
 * @param {"js"|"python"} opts.language
 * @param {number} [opts.timeLimitMs] per move, 1 to 10,000 (default 1000)
 * @param {number} [opts.budget] engine calls per move (default 10,000)
 * @param {number} [opts.seed] seeds the agent's Math.random / Python random and the player
 *   copies' re-drawn hidden parts (default 0)
 * @param {object} [opts.logCaps] {perMove, total, lineChars} for printed lines
 * @param {(env) => object} [opts.replayOf] TESTS ONLY, engines without playerCopy: the
 *   {game, options, seed, actions} of env (hands hidden information to the agent)
 */
export function createStudentAgent(opts) {
  const { spawn, source, language } = opts;
  const timeLimitMs = opts.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS;
  const budget = opts.budget ?? DEFAULT_BUDGET;
  let seed = opts.seed ?? 0;
  if (!Number.isInteger(timeLimitMs) || timeLimitMs < 1 || timeLimitMs > MAX_TIME_LIMIT_MS) {
    throw new Error(`the time limit must be a whole number of ms from 1 to ${MAX_TIME_LIMIT_MS}; it got ${timeLimitMs}`);
  }
  if (!Number.isInteger(budget) || budget < 1) throw new Error(`the budget must be a whole number of at least 1; it got ${budget}`);
  if (language !== "js" && language !== "python") throw new Error(`language must be "js" or "python"; it got ${language}`);
  if (typeof source !== "string") throw new Error("source must be a string");

  let loadProgress = null;
  let compiled = null; // the compile answer of the current worker
  let copies = 0;
  let phase = "load"; // which onSpawn step is running: a timeout in "compile" is the student's
  let restoreText = null; // loaded into every fresh worker after compiling (restoreWith)
  const channel = createChannel({
    spawn,
    async onSpawn(ch) {
      phase = "load";
      compiled = null;
      await ch.request("load", { language, words: pageLanguage() }, { internal: true, deadlineMs: LOAD_TIMEOUT_MS, onProgress: (p) => loadProgress?.(p) });
      phase = "compile";
      compiled = await ch.request(
        "compile",
        { source, seed, logCaps: opts.logCaps },
        { internal: true, deadlineMs: timeLimitMs + GRACE_MS },
      );
      if (compiled?.ok && restoreText != null && compiled.has?.load) {
        phase = "restore";
        const r = await ch.request("loadLearned", { text: restoreText }, { internal: true, deadlineMs: timeLimitMs + GRACE_MS });
        if (!r.ok) compiled = { ok: false, forfeit: "error", message: r.stop?.message ?? "load failed", line: r.stop?.line ?? null, stop: r.stop, reason: { key: "load" } };
      }
    },
  });

  /** What a failed start (or fresh compile) answers, by the step that failed. */
  function startFailure(err) {
    if (err?.kind === "timeout" && phase === "compile") {
      return { ok: false, forfeit: "timeout", message: `your code's top level took longer than ${seconds(timeLimitMs)} (before act was called)`, reason: { key: "topTimeout", limitMs: timeLimitMs } };
    }
    if (err?.kind === "timeout" && phase === "restore") {
      return { ok: false, forfeit: "timeout", stop: { kind: "loadTimeout", limitMs: timeLimitMs }, message: `load(data) took longer than ${seconds(timeLimitMs)}`, reason: { key: "loadTimeout", limitMs: timeLimitMs } };
    }
    if (err?.kind === "cancelled") return { ok: false, cancelled: true, message: "stopped" };
    return { ok: false, forfeit: "error", message: `the sandbox could not start: ${err?.message ?? err}`, reason: { key: "sandbox", runtime: String(err?.message ?? err) } };
  }

  async function start(onProgress) {
    loadProgress = onProgress ?? null;
    try {
      await channel.respawn();
      return compiled;
    } catch (err) {
      return startFailure(err);
    } finally {
      loadProgress = null;
    }
  }

  /**
   * Asks the agent for a move on `env` (not changed). `move` numbers the move in messages.
   * @param {object} env
   * @param {{move?: number, onProgress?: Function, signal?: AbortSignal}} [o]
   */
  async function act(env, o = {}) {
    const move = o.move ?? 1;
    copies += 1;
    let state;
    try {
      state = exportForPlayer(env, (seed * 1000003 + copies) % 4294967296, opts.replayOf ? opts.replayOf(env) : null);
    } catch (err) {
      return { ok: false, forfeit: "error", message: `the game could not be handed to the agent: ${err?.message ?? err}`, reason: { key: "sandbox", runtime: String(err?.message ?? err) } };
    }
    try {
      // A fresh worker (after a timeout) loads and compiles first; its deadline starts at send.
      if (compiled === null || !compiled.ok) {
        const s = await start(o.onProgress);
        if (!s.ok) return s;
      }
      return await channel.request("act", { state, move, budget, timeLimitMs }, { deadlineMs: timeLimitMs + GRACE_MS, onProgress: o.onProgress, signal: o.signal });
    } catch (err) {
      if (err?.kind === "timeout") {
        compiled = null; // the next move starts a fresh worker
        return { ok: false, forfeit: "timeout", message: timeoutMessage(timeLimitMs, move), budget, reason: { key: "timeout", limitMs: timeLimitMs, move } };
      }
      if (err?.kind === "cancelled") {
        compiled = null;
        return { ok: false, cancelled: true, message: "stopped" };
      }
      compiled = null;
      return { ok: false, forfeit: "error", message: `the sandbox stopped: ${err?.message ?? err}`, reason: { key: "sandbox", runtime: String(err?.message ?? err) } };
    }
  }

  /** A fresh worker if the last one is gone; the failure of its start, or null. */
  async function ready() {
    if (compiled === null || !compiled.ok) {
      const s = await start();
      if (!s.ok) return s;
    }
    return null;
  }

  /**
   * One slice of training: up to `count` episodes from episode `first` (each on a fresh game of
   * `game` reset to episodeSeed(runSeed, episode)), stopping after about `ms`. Resolves (never
   * rejects) to the sandbox's answer (sandbox_worker.js "learn"); an episode past the time limit
   * ends the worker and resolves {ok: false, done: 0, values: [], stop: {kind: "timeout",
   * episode, limitMs}}, and the next request starts a fresh worker (restoreWith).
   */
  async function learn({ game, gameOptions = {}, runSeed = 0, first = 1, count = 1, ms = 150, onEpisode } = {}) {
    let current = first;
    try {
      const failed = await ready();
      if (failed) return { ok: false, done: 0, values: [], stop: failed.stop ?? { kind: "start", episode: first, message: failed.message, line: failed.line ?? null } };
      return await channel.request(
        "learn",
        { game, gameOptions, runSeed, first, count, ms, limitMs: timeLimitMs },
        {
          deadlineMs: ms + timeLimitMs + GRACE_MS,
          onProgress: (p) => {
            if (Number.isInteger(p?.episode)) {
              current = p.episode;
              onEpisode?.(current);
            }
          },
        },
      );
    } catch (err) {
      compiled = null;
      if (err?.kind === "timeout") return { ok: false, done: 0, values: [], stop: { kind: "timeout", episode: current, limitMs: timeLimitMs, message: `episode ${current} took longer than ${seconds(timeLimitMs)}` } };
      if (err?.kind === "cancelled") return { ok: false, done: 0, values: [], cancelled: true };
      return { ok: false, done: 0, values: [], stop: { kind: "crashed", episode: current, message: `the sandbox stopped: ${err?.message ?? err}` } };
    }
  }

  /** save() of the program: {ok: true, text} or {ok: false, stop}. */
  async function save() {
    try {
      const failed = await ready();
      if (failed) return { ok: false, stop: failed.stop ?? { kind: "start", message: failed.message } };
      return await channel.request("saveLearned", {}, { deadlineMs: timeLimitMs + GRACE_MS });
    } catch (err) {
      compiled = null;
      return { ok: false, stop: err?.kind === "timeout" ? { kind: "saveTimeout", limitMs: timeLimitMs, message: `save() took longer than ${seconds(timeLimitMs)}` } : { kind: "crashed", message: String(err?.message ?? err) } };
    }
  }

  /** load(data) of the program with save()'s `text`: {ok: true} or {ok: false, stop}. */
  async function load(text) {
    try {
      const failed = await ready();
      if (failed) return { ok: false, stop: failed.stop ?? { kind: "start", message: failed.message } };
      return await channel.request("loadLearned", { text }, { deadlineMs: timeLimitMs + GRACE_MS });
    } catch (err) {
      compiled = null;
      return { ok: false, stop: err?.kind === "timeout" ? { kind: "loadTimeout", limitMs: timeLimitMs, message: `load(data) took longer than ${seconds(timeLimitMs)}` } : { kind: "crashed", message: String(err?.message ?? err) } };
    }
  }

  return {
    start,
    act,
    learn,
    save,
    load,
    /** What a fresh worker loads after compiling (null: nothing), so a restart keeps what was learned. */
    restoreWith(text) {
      restoreText = text;
    },
    /** Which of learn, save and load the compiled program has (null before it compiled). */
    get has() {
      return compiled?.ok ? (compiled.has ?? { learn: false, save: false, load: false }) : null;
    },
    /** Ends the worker now (Pause, Stop); a pending act resolves {ok: false, cancelled: true}. */
    cancel() {
      compiled = null;
      channel.cancel();
    },
    /**
     * A new game. Without `fresh`, the game's print cap starts again and the program keeps its
     * state. With `{fresh: true, seed}` the program starts the game from a fresh state: compiled
     * afresh in the same worker (its top level runs again; Math.random / Python's random reseeded
     * from `seed`, and the player copies drawn from it), and a learner's snapshot loaded again.
     * Resolves the compile answer ({ok: true} or a failure, as start()), or null without `fresh`.
     */
    async newGame({ fresh = false, seed: next } = {}) {
      if (!fresh) {
        if (compiled?.ok) await channel.request("newGame", {}, { deadlineMs: 1000 }).catch(() => {});
        return null;
      }
      if (next !== undefined) seed = next;
      copies = 0;
      if (compiled === null) return null; // no worker yet: the next act starts one with this seed
      try {
        phase = "compile";
        compiled = await channel.request("compile", { source, seed, logCaps: opts.logCaps }, { internal: true, deadlineMs: timeLimitMs + GRACE_MS });
        if (compiled?.ok && restoreText != null && compiled.has?.load) {
          phase = "restore";
          const r = await channel.request("loadLearned", { text: restoreText }, { internal: true, deadlineMs: timeLimitMs + GRACE_MS });
          if (!r.ok) compiled = { ok: false, forfeit: "error", message: r.stop?.message ?? "load failed", line: r.stop?.line ?? null, stop: r.stop, reason: { key: "load" } };
        }
        return compiled;
      } catch (err) {
        compiled = null; // the worker is gone (a top level past the limit): the next act starts a fresh one
        return startFailure(err);
      }
    },
    /** Ends the worker for good. */
    close() {
      channel.close();
    },
    timeLimitMs,
    budget,
    language,
  };
}
