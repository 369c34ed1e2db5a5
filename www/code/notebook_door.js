// The JavaScript half of the notebook wheel (scripts/pyodide_wheel.py bundles this file, with
// what it imports, into one script the wheel runs inside any Pyodide: JupyterLite's kernel,
// PyScript, Node). The notebook's Python is the page sandbox's own (python.js GLUE, python_nn.js)
// over the same door (python_door.js) and the same student env (student_env.js): one Python API.
//
//   const nb = createNotebook(pg);        // pg: the engine (wasm-bindgen's exports, initialised)
//   const h = nb.make("puyo", {maxPairs: 30});   // a handle for Python's Env
//   nb.door                               // the door Python's Env calls
//   nb.releaseMany("3,7")                 // Python forgot these Envs: their engine envs are freed
//   nb.agentAct(agent, h)  nb.agentExplain(agent, h)
//   nb.nn                                 // the students' nn (student_nn.js) over the engine
//   await nb.check(stepId, lang, names, source)   // a course step's check (course/check.js) of the
//                                         // notebook's live functions: JSON {passed, message, figures}
//
// A check runs the page's own check on the page's own sandbox handlers (sandbox_handlers.js),
// served in this thread through a port of channel.js (no worker: the notebook's Python functions
// live here). The time limit is the channel's, as in the page; the Python side stops a program
// that loops a little after it (playground/course.py), so the kernel stays usable.

import { createDoor } from "./python_door.js";
import { createMeter, wrapEnv, rawOf } from "./student_env.js";
import { makeStudentNn } from "./student_nn.js";
import { GLUE, pythonRuntime } from "./python.js";
import { PYTHON_NN } from "./python_nn.js";
import { setLanguage, language, t, LANGUAGES } from "../i18n/index.js";
import { engineMessage } from "../i18n/lookup.js";
import { createSandboxHandlers } from "./sandbox_handlers.js";
import { serve } from "../workers/channel.js";
import { runCheck, DEFAULT_CHECK_LIMIT_MS } from "../course/check.js";
import { GRACE_MS } from "./runner.js";
import { findStep, stepsOf, courseGames, starterOf, hintsOf, textOf, solutionOf, COURSE_LANGUAGES } from "../course/course.js";

export { GLUE, PYTHON_NN, setLanguage, language, t, LANGUAGES, engineMessage, createDoor };

/**
 * A port (channel.js) whose "worker" is `handlers` in this thread: each message is answered one
 * task later, so the channel's deadline timer runs before an answer that came too late.
 */
function inThreadPort(handlers) {
  let alive = true;
  const port = { onmessage: null, onerror: null, post: null, terminate: () => (alive = false) };
  const scope = { onmessage: null, postMessage: (data) => setTimeout(() => alive && port.onmessage?.(data), 0) };
  serve(scope, handlers);
  port.post = (message) => setTimeout(() => alive && scope.onmessage({ data: message }), 0);
  return port;
}

/** The course's steps and words as JSON text, for the notebooks (scripts/course_notebooks.mjs) and playground.course. */
export function courseJson(lang) {
  return JSON.stringify(
    courseGames().map((game) => ({
      game,
      steps: stepsOf(game).map((step) => ({
        id: step.id,
        title: step.titles[lang] ?? step.titles.en,
        text: textOf(step, "python", lang, "notebook"),
        starter: starterOf(step, "python", lang, "notebook"),
        hints: hintsOf(step, "python", lang, "notebook"),
        solution: solutionOf(step, "python", lang, "notebook"),
      })),
    })),
  );
}

/** How long a notebook check lets one call of the student's Python run before Python stops it (ms): after the channel's deadline. */
export function pythonStopMs(stepId) {
  const step = findStep(stepId);
  return (step?.check?.timeLimitMs ?? DEFAULT_CHECK_LIMIT_MS) + GRACE_MS + 1500;
}

export { COURSE_LANGUAGES };

/**
 * A notebook's door over engine `pg`: envs made by Python live until Python forgets them, with
 * no budget of engine calls (a notebook has no moves to time).
 * @param {object} pg wasm-bindgen's exports (make, makeAgent, nnModel, ...), initialised
 */
export function createNotebook(pg) {
  const door = createDoor();
  const meter = createMeter(Number.POSITIVE_INFINITY);
  const free = (env) => {
    try {
      rawOf.get(env)?.free();
    } catch {
      // already freed
    }
  };
  const nn = makeStudentNn(pg);
  return {
    door,
    nn,
    /** A Tensor around the numbers Python filled (python_nn.js's tensor maker). */
    tensorOf: (data, rows, columns) => new nn.Tensor(data, columns == null ? [rows] : [rows, columns]),
    /** Game `gameId` with engine options `options` (camelCase); its handle. */
    make: (gameId, options) => door.adopt(wrapEnv(pg.make(gameId, options ?? {}), meter, { keep: false })),
    /** Game state `text` (Env.exportState's) as a new env; its handle. */
    importState: (text) => door.adopt(wrapEnv(pg.importState(text), meter, { keep: false })),
    /** The engine's text of handle `h`'s game (exportState), to replay or save it. */
    exportState: (h) => rawOf.get(door.env(h)).exportState(),
    /** A player's copy of handle `h`'s game, hidden parts re-drawn from `seed`; its handle. */
    playerCopy: (h, seed) => door.adopt(wrapEnv(rawOf.get(door.env(h)).playerCopy(seed), meter, { keep: false })),
    /** Releases the handles in `list` ("3,7,9": Python's forgotten envs, in one call). */
    releaseMany: (list) => {
      for (const h of String(list).split(",")) if (h) door.release(Number(h), free);
    },
    /** What built-in `agent` plays in handle `h`'s game (the game is not changed). */
    agentAct: (agent, h) => agent.act(rawOf.get(door.env(h))),
    /** What built-in `agent` sees in handle `h`'s game, as JSON text ("null" when nothing). */
    agentExplain: (agent, h) => JSON.stringify(agent.explain(rawOf.get(door.env(h))) ?? null, (_k, v) => (ArrayBuffer.isView(v) ? Array.from(v) : v)),
    /** The engine's list call `name` (games, agents, learners) as JSON text. */
    listJson: (name, ...args) => JSON.stringify(pg[name](...args)),
    /**
     * Checks the notebook's program against course step `stepId` in language `lang`; resolves
     * JSON text {passed, message, figures} (or {unknown: sentence} for no such step). `names`
     * maps GLUE's names (a second copy of GLUE, its `_load` binding the live functions) and
     * `door` is that copy's door; `source` is the program's text for the messages' lines;
     * `progress`, when given, is called with a line in the notebook's language as the check
     * trains ("Training… 40 episodes") and plays ("Checking… 3 of 8 games"), as the page's
     * Course panel shows them (a failing call is not retried and does not stop the check).
     */
    async check(stepId, lang, names, door, source, progress) {
      const step = findStep(stepId);
      if (!step) return JSON.stringify({ unknown: t("course.unknownStep", { id: String(stepId) }) });
      const runtime = pythonRuntime({ get: (name) => names.get(name) }, door);
      const spawn = () => inThreadPort(createSandboxHandlers({ loadEngine: async () => pg, loadPython: async () => runtime, nn: false }));
      let tell = typeof progress === "function" ? progress : null;
      const onProgress = (p) => {
        if (!tell) return;
        try {
          tell(p.phase === "train" ? t("course.training", { episodes: p.episodes }) : t("course.checking", { done: p.done, total: p.total }));
        } catch {
          tell = null;
        }
      };
      const r = await runCheck({ step, source, language: "python", pg, spawn, lang, onProgress });
      return JSON.stringify(r);
    },
    /** An engine error `err` in the notebook's language, with its kind ("" when not the engine's). */
    errorWords: (err) => JSON.stringify({ message: err?.fields ? engineMessage(err) : String(err?.message ?? err), kind: String(err?.kind ?? "") }),
  };
}
