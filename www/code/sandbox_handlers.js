// The sandbox's request handlers: what sandbox_worker.js serves in a worker, and what the notebook
// wheel (notebook_door.js) runs in its own thread. Protocol: the top of sandbox_worker.js.

import { createLog, captureConsole } from "./log.js";
import { compileProgram, errorLine, errorMessage, StudentError } from "./compile_js.js";
import { createMeter, wrapEnv, illegalReason, illegalKind } from "./student_env.js";
import { episodeSeed, checkLearnValues, saveText } from "./learner_values.js";
import { importForPlayer } from "./state.js";
import { kaggleInputs, noKaggleMessage } from "./kaggle_format.js";
import { LANGUAGES, language as pageLanguage, setLanguage } from "../i18n/index.js";

/** Default engine calls per move. */
export const DEFAULT_BUDGET = 10000;

const PROGRESS_EVERY_MS = 50;
const now = () => (globalThis.performance ? performance.now() : Date.now());

/**
 * The sandbox's request handlers (the protocol above), over `host`: {loadEngine() -> engine,
 * loadPython(progress, print) -> python.js's runtime, lockDown?(), nn?: false (the host has its
 * own)}. The worker (sandbox_worker.js) serves them; a notebook (notebook_door.js) calls them in
 * its own thread, with its live Python functions as the program.
 */
export function createSandboxHandlers(host) {
  let pg = null;
  let python = null;
  let language = null;
  let act = null;
  let program = null; // {act, learn, save, load} of the compiled code
  const templates = new Map(); // "game|options" -> a fresh env of that game, cloned for each episode
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
    async load({ language: lang, words = "en" }, { progress }) {
      const t = now();
      // The page's language: the sandbox's own errors and the engine's are worded in it (i18n/sandbox.js).
      if (words in LANGUAGES && words !== pageLanguage()) setLanguage(words);
      if (lang !== "js" && lang !== "python") throw new Error(`language must be "js" or "python", not ${JSON.stringify(lang)}`);
      if (language && language !== lang) throw new Error("this sandbox already runs another language: start a new one");
      pg ??= await host.loadEngine(); // the sandbox's engine (www/engine.js), before the lock
      // The student nn library (student_nn.js): a global of student JavaScript, and what Python's
      // `import nn` wraps (python.js). Its calls are not engine calls: no budget is spent.
      if (host.nn !== false) globalThis.nn ??= (await import("./student_nn.js")).makeStudentNn(pg);
      if (lang === "python" && !python) python = await host.loadPython(progress, (line) => log.write(line));
      language = lang;
      host.lockDown?.();
      return { ok: true, language, ms: now() - t };
    },

    compile({ source, seed = 0, logCaps }) {
      if (!language) throw new Error("send load before compile");
      if (typeof source !== "string") throw new Error("source must be a string");
      log = createLog(logCaps ?? {}, onLine);
      Math.random = seededRandom(seed);
      try {
        program = language === "python" ? python.compile(source, seed) : compileProgram(source, captureConsole(log));
        act = program.act ?? null;
        const has = { learn: !!program.learn, save: !!program.save, load: !!program.load, kaggle: !!program.kaggle };
        return { ok: true, has, ...log.takeMove() };
      } catch (err) {
        act = null;
        program = null;
        const e = err instanceof StudentError ? err : new StudentError("error", errorMessage(err), errorLine(err));
        return { ok: false, forfeit: "error", kind: e.kind, message: e.message, line: e.line, reason: compileReason(e), ...log.takeMove() };
      }
    },

    newGame() {
      log.newGame();
      return { ok: true };
    },

    act({ state, budget = DEFAULT_BUDGET, timeLimitMs = 1000 }, { progress }) {
      if (!act && !program?.kaggle) throw new Error("no agent: compile first");
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
        if (program.kaggle) {
          // Kaggle's format: what Kaggle's ConnectX hands, built from the engine's observation.
          const inputs = kaggleInputs(raw.gameId, obs, { actTimeoutS: timeLimitMs / 1000 });
          if (!inputs) return done({ ok: false, forfeit: "error", message: noKaggleMessage(raw.gameId), line: null, reason: { key: "noKaggle", game: raw.gameId } });
          value = program.agent(inputs.observation, inputs.configuration);
        } else {
          value = act(obs, env);
        }
      } catch (err) {
        const e = err instanceof StudentError ? err : new StudentError("error", errorMessage(err), errorLine(err));
        const budgetSpent = err?.name === "BudgetSpent" || err?.budget === true;
        return done({ ok: false, forfeit: "error", message: e.message, line: e.line, reason: budgetSpent ? { key: "budget", budget } : e.module ? { key: "noModule", module: e.module } : { key: "error" } });
      }
      if (value && typeof value === "object" && "pythonValue" in value) {
        const some = Array.from(raw.legalActions().slice(0, 5)).join(", ");
        return done({
          ok: false,
          forfeit: "illegal",
          got: value.pythonValue,
          message: `act() returned ${value.pythonValue}; it must return a legal action: a whole number such as ${some}`,
          reason: { key: "notWhole", got: value.pythonValue, some },
        });
      }
      const why = illegalReason(value, raw.legalActions());
      if (why) return done({ ok: false, forfeit: "illegal", got: describeGot(value), message: why, reason: illegalKind(value, raw.legalActions()) });
      return done({ ok: true, action: value });
    },
  };

  /** The reason of a failed compile, by the error's kind (the page words it: i18n/forfeit.js). */
  function compileReason(e) {
    if (e.module) return { key: "noModule", module: e.module };
    if (e.kind === "agentArity") return { key: "agentArity", count: e.count };
    return { key: e.kind === "syntax" || e.kind === "noact" ? e.kind : "top" };
  }

  function studentStop(kind, err, fields = {}) {
    const e = err instanceof StudentError ? err : new StudentError("error", errorMessage(err), errorLine(err));
    // `module`: a module the page's Python lacks (the page's sentence points to nn).
    return { kind, message: e.message, line: e.line, ...(e.module ? { module: e.module } : {}), ...fields };
  }

  function templateOf(game, gameOptions) {
    const key = `${game}|${JSON.stringify(gameOptions ?? {})}`;
    let env = templates.get(key);
    if (!env) {
      env = pg.make(game, gameOptions ?? {});
      templates.set(key, env);
    }
    return env;
  }

  Object.assign(handlers, {
    learn({ game, gameOptions, runSeed = 0, first = 1, count = 1, ms = 1000, limitMs = 1000 }, { progress }) {
      if (!program) throw new Error("no program: compile first");
      const t0 = now();
      const values = [];
      const out = (fields) => ({ ...fields, done: values.length, values, ms: now() - t0, ...log.takeMove() });
      if (!program.learn) return out({ ok: false, stop: { kind: "nolearn", episode: first, message: "your code does not define a function learn(env, episode)" } });
      const template = templateOf(game, gameOptions);
      let copies = 0;
      for (let k = 0; k < count; k++) {
        if (k > 0 && now() - t0 >= ms) break;
        const episode = first + k;
        progress({ episode });
        const seed = episodeSeed(runSeed, episode);
        const raw = template.clone();
        meter = createMeter(Number.MAX_SAFE_INTEGER);
        meter.owned.push(raw);
        const began = now();
        let value;
        try {
          raw.reset(seed);
          const env = wrapEnv(raw, meter, { copySeed: () => episodeSeed(seed, ++copies) });
          value = program.learn(env, episode);
        } catch (err) {
          return out({ ok: false, stop: studentStop("error", err, { episode }) });
        } finally {
          meter.free();
        }
        const took = now() - began;
        const checked = value && typeof value === "object" && "pythonValue" in value ? { bad: value.pythonValue } : checkLearnValues(value);
        if ("bad" in checked) return out({ ok: false, stop: { kind: "badReturn", episode, got: checked.bad, message: `learn() returned ${checked.bad}; it must return an object of numbers such as {reward: 1}, or nothing` } });
        values.push(checked.values);
        if (took > limitMs) return out({ ok: false, stop: { kind: "timeout", episode, limitMs, message: `episode ${episode} took longer than ${limitMs} ms` } });
      }
      return out({ ok: true });
    },

    saveLearned() {
      if (!program) throw new Error("no program: compile first");
      if (!program.save) return { ok: false, stop: { kind: "nosave", message: "your code does not define a function save()" } };
      let value;
      try {
        value = program.save();
      } catch (err) {
        return { ok: false, stop: studentStop("saveError", err) };
      }
      if (program.python) {
        if ("text" in value) return { ok: true, text: value.text };
        return { ok: false, stop: { kind: "unsaveable", got: value.unsaveable, why: "python", message: `save() returned ${value.unsaveable}, which JSON cannot hold: ${value.why}` } };
      }
      const saved = saveText(value);
      if ("text" in saved) return { ok: true, text: saved.text };
      return { ok: false, stop: { kind: "unsaveable", got: saved.unsaveable, why: saved.why, message: `save() returned ${saved.unsaveable}, which JSON cannot hold (${saved.why})` } };
    },

    loadLearned({ text }) {
      if (!program) throw new Error("no program: compile first");
      if (typeof text !== "string") throw new Error("load needs the text save() gave");
      if (!program.load) return { ok: false, stop: { kind: "noload", message: "your code does not define a function load(data)" } };
      try {
        program.load(program.python ? text : JSON.parse(text));
      } catch (err) {
        return { ok: false, stop: studentStop("loadError", err) };
      }
      return { ok: true };
    },
  });

  function describeGot(value) {
    try {
      return typeof value === "string" ? JSON.stringify(value) : String(value);
    } catch {
      return typeof value;
    }
  }
  return handlers;
}
