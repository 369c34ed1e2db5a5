// The JavaScript half of the notebook wheel (scripts/pyodide_wheel.py bundles this file, with
// what it imports, into one script the wheel runs inside any Pyodide: JupyterLite's kernel,
// PyScript, Node). The notebook's Python is the page sandbox's own (python.js GLUE, python_nn.js)
// over the same door (python_door.js) and the same student env (student_env.js): one Python API.
//
//   const nb = createNotebook(pg);        // pg: the engine (wasm-bindgen's exports, initialised)
//   const h = nb.make("puyo", {maxPairs: 30});   // a handle for Python's Env
//   nb.door                               // the door Python's Env calls
//   nb.release(h)                         // Python forgot the Env: its engine env is freed
//   nb.agentAct(agent, h)  nb.agentExplain(agent, h)
//   nb.nn                                 // the students' nn (student_nn.js) over the engine

import { createDoor } from "./python_door.js";
import { createMeter, wrapEnv, rawOf } from "./student_env.js";
import { makeStudentNn } from "./student_nn.js";
import { GLUE } from "./python.js";
import { PYTHON_NN } from "./python_nn.js";
import { setLanguage, language, t, LANGUAGES } from "../i18n/index.js";
import { engineMessage } from "../i18n/lookup.js";

export { GLUE, PYTHON_NN, setLanguage, language, t, LANGUAGES, engineMessage };

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
    /** Game `gameId` with engine options `options` (camelCase), reset with `seed` when given; its handle. */
    make(gameId, options, seed) {
      const raw = pg.make(gameId, options ?? {});
      if (seed !== undefined && seed !== null) raw.reset(seed);
      return door.adopt(wrapEnv(raw, meter, { keep: false }));
    },
    /** Game state `text` (Env.exportState's) as a new env; its handle. */
    importState: (text) => door.adopt(wrapEnv(pg.importState(text), meter, { keep: false })),
    /** The engine's text of handle `h`'s game (exportState), to replay or save it. */
    exportState: (h) => rawOf.get(door.env(h)).exportState(),
    /** A player's copy of handle `h`'s game, hidden parts re-drawn from `seed`; its handle. */
    playerCopy: (h, seed) => door.adopt(wrapEnv(rawOf.get(door.env(h)).playerCopy(seed), meter, { keep: false })),
    release: (h) => door.release(h, free),
    /** What built-in `agent` plays in handle `h`'s game (the game is not changed). */
    agentAct: (agent, h) => agent.act(rawOf.get(door.env(h))),
    /** What built-in `agent` sees in handle `h`'s game, as JSON text ("null" when nothing). */
    agentExplain: (agent, h) => JSON.stringify(agent.explain(rawOf.get(door.env(h))) ?? null, (_k, v) => (ArrayBuffer.isView(v) ? Array.from(v) : v)),
    /** The engine's list call `name` (games, agents, learners) as JSON text. */
    listJson: (name, ...args) => JSON.stringify(pg[name](...args)),
    /** An engine error `err` in the notebook's language, with its kind ("" when not the engine's). */
    errorWords: (err) => JSON.stringify({ message: err?.fields ? engineMessage(err) : String(err?.message ?? err), kind: String(err?.kind ?? "") }),
  };
}
