// The sandbox: a worker that runs one student's agent (JavaScript or Python). It loads the engine
// itself, takes the student's code once, then answers one move at a time from an exported player
// copy of the game. Owner side: runner.js; wire protocol: ../workers/channel.js.
//
// Requests (channel.request(type, payload)):
//   "load"    {language: "js"|"python"}  loads the engine (and Pyodide); progress
//             {phase: "python", percent, text}; result {ok: true, language, ms}
//   "compile" {source, seed?, logCaps?} runs the student's top level; result {ok: true} or
//             {ok: false, forfeit: "error", kind: "syntax"|"noact"|"error", message, line, logs}
//   "act"     {state, move, budget?} result {ok: true, action, calls, budget, ms, logs, logsCut}
//             or {ok: false, forfeit: "error"|"illegal", message, line?, got?, calls, budget, ms,
//             logs, logsCut}; progress {calls, budget, logs: [new lines]} (at most every 50 ms)
//   "newGame" {}                        the total print cap starts again; result {ok: true}
// The time limit is the owner's: it ends this worker (channel deadline).

import { serve } from "../workers/channel.js";
import { loadEngine, messageOf } from "../engine.js";
import { lockDown } from "./lockdown.js";
import { createLog, captureConsole } from "./log.js";
import { compileJs, errorLine, errorMessage, StudentError } from "./compile_js.js";
import { createMeter, wrapEnv, illegalReason } from "./student_env.js";
import { importForPlayer } from "./state.js";

/** Default engine calls per move. */
export const DEFAULT_BUDGET = 10000;

const PROGRESS_EVERY_MS = 50;
const now = () => (globalThis.performance ? performance.now() : Date.now());

let pg = null;
let python = null;
let language = null;
let act = null;
let log = createLog();
let stream = null; // the current move's progress function
let sinceLast = [];
let lastSent = 0;
let meter = null;

function flush(force) {
  if (!stream) return;
  const t = now();
  if (!force && t - lastSent < PROGRESS_EVERY_MS) return;
  lastSent = t;
  stream({ calls: meter ? meter.calls : 0, budget: meter ? meter.budget : 0, logs: sinceLast });
  sinceLast = [];
}

function onLine(line) {
  sinceLast.push(line);
  flush(false);
}

// A seeded Math.random for the student (mulberry32): the same seed, the same game.
function seededRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const handlers = {
  async load({ language: lang }, { progress }) {
    const t = now();
    if (lang !== "js" && lang !== "python") throw new Error(`language must be "js" or "python", not ${JSON.stringify(lang)}`);
    if (language && language !== lang) throw new Error("this sandbox already runs another language: start a new one");
    pg ??= await loadEngine({ unlisted: true });
    // The student nn library (student_nn.js): a global of student JavaScript, and what Python's
    // `import nn` wraps (python.js). Its calls are not engine calls: no budget is spent.
    globalThis.nn ??= (await import("./student_nn.js")).makeStudentNn(pg);
    if (lang === "python" && !python) python = await loadPython(progress);
    language = lang;
    lockDown(globalThis);
    return { ok: true, language, ms: now() - t };
  },

  compile({ source, seed = 0, logCaps }) {
    if (!language) throw new Error("send load before compile");
    if (typeof source !== "string") throw new Error("source must be a string");
    log = createLog(logCaps ?? {}, onLine);
    Math.random = seededRandom(seed);
    try {
      act = language === "python" ? python.compile(source, seed) : compileJs(source, captureConsole(log));
      return { ok: true, ...log.takeMove() };
    } catch (err) {
      act = null;
      const e = err instanceof StudentError ? err : new StudentError("error", errorMessage(err), errorLine(err));
      return { ok: false, forfeit: "error", kind: e.kind, message: e.message, line: e.line, ...log.takeMove() };
    }
  },

  newGame() {
    log.newGame();
    return { ok: true };
  },

  act({ state, budget = DEFAULT_BUDGET }, { progress }) {
    if (!act) throw new Error("no agent: compile first");
    if (!Number.isInteger(budget) || budget < 1) throw new Error("budget must be a whole number of at least 1");
    const raw = importForPlayer(pg, state);
    meter = createMeter(budget, () => flush(false));
    meter.owned.push(raw);
    stream = progress;
    sinceLast = [];
    lastSent = now();
    const env = wrapEnv(raw, meter);
    const t = now();
    const done = (fields) => {
      const ms = now() - t;
      flush(true);
      stream = null;
      const out = { ...fields, calls: meter.calls, budget, ms, ...log.takeMove() };
      meter.free();
      return out;
    };
    let value;
    try {
      const obs = raw.observation();
      value = act(obs, env);
    } catch (err) {
      const e = err instanceof StudentError ? err : new StudentError("error", errorMessage(err), errorLine(err));
      return done({ ok: false, forfeit: "error", message: e.message, line: e.line });
    }
    if (value && typeof value === "object" && "pythonValue" in value) {
      return done({
        ok: false,
        forfeit: "illegal",
        got: value.pythonValue,
        message: `act() returned ${value.pythonValue}; it must return a legal action: a whole number such as ${Array.from(raw.legalActions().slice(0, 5)).join(", ")}`,
      });
    }
    const why = illegalReason(value, raw.legalActions());
    if (why) return done({ ok: false, forfeit: "illegal", got: describeGot(value), message: why });
    return done({ ok: true, action: value });
  },
};

function describeGot(value) {
  try {
    return typeof value === "string" ? JSON.stringify(value) : String(value);
  } catch {
    return typeof value;
  }
}

let loadPython = async (progress) => {
  const mod = await import("./python.js");
  const print = (line) => log.write(line);
  return mod.loadPython(progress, print);
};

// The engine reports a panic (a bug) through this hook: the owner sees it instead of waiting.
globalThis.__playgroundPanic = (message) => globalThis.postMessage({ panic: String(message) });

serve(globalThis, handlers, (err) => ({ message: messageOf(err) }));
