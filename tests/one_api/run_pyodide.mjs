#!/usr/bin/env node
// Runs tests/one_api/script.py in the two Pyodide runtimes of `playground` and prints one JSON
// line {wheel, page}: what it printed in each.
//   wheel: Node's Pyodide (dist/pyodide/) with the notebook wheel (dist/wheels/*-py3-none-any.whl)
//          unpacked, `import playground`, every GAMES entry made by playground.make
//   page:  the page sandbox's Python (dist/code/python.js loadPython: the code the sandbox worker
//          runs) with the script as a learner; learn(env, k) gets an env of GAMES[k] made by the
//          engine and wrapped as the sandbox wraps it (student_env.js)
// Needs a build (bash scripts/build.sh); exits 2 naming what is missing.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const DIST = path.join(ROOT, "dist");
const script = readFileSync(path.join(ROOT, "tests/one_api/script.py"), "utf8");
const wheel = existsSync(path.join(DIST, "wheels")) ? readdirSync(path.join(DIST, "wheels")).find((f) => f.endsWith("-py3-none-any.whl")) : null;
if (!wheel || !existsSync(path.join(DIST, "pyodide/pyodide.mjs"))) {
  process.stderr.write("run_pyodide.mjs: dist/wheels/*-py3-none-any.whl or dist/pyodide/ is missing: run bash scripts/build.sh\n");
  process.exit(2);
}
const dist = (f) => import(pathToFileURL(path.join(DIST, f)).href);

async function inWheel() {
  const { loadPyodide } = await dist("pyodide/pyodide.mjs");
  const lines = [];
  const py = await loadPyodide({ indexURL: path.join(DIST, "pyodide") + "/", stdout: (l) => lines.push(l), stderr: (l) => lines.push(l) });
  py.unpackArchive(new Uint8Array(readFileSync(path.join(DIST, "wheels", wheel))), "wheel");
  py.runPython(script + "\nimport playground\nfor _k, (_g, _o) in enumerate(GAMES):\n    run(playground.make(_g, **_o), _k)\n");
  return lines;
}

async function inPage() {
  globalThis.__playgroundPyodide = path.join(DIST, "pyodide") + "/";
  const pg = await dist("pkg/playground.js");
  pg.initSync({ module: readFileSync(path.join(DIST, "pkg/playground_bg.wasm")) });
  const { loadPython } = await dist("code/python.js");
  const { wrapEnv, createMeter } = await dist("code/student_env.js");
  const lines = [];
  const python = await loadPython(() => {}, (l) => lines.push(l));
  // The games list, read from the script itself, then the script as a learner.
  const listing = python.compile(script + "\ndef act(obs, env):\n    return 0\n\ndef learn(env, episode):\n    print('GAMES ' + __import__('json').dumps(GAMES))\n", 1);
  listing.learn(wrapEnv(pg.make("tictactoe", {}), createMeter(10)), 0);
  const list = JSON.parse(lines.splice(0).join("").slice("GAMES ".length));
  const again = python.compile(script + "\ndef act(obs, env):\n    return env.legal_actions()[0]\n\ndef learn(env, episode):\n    run(env, episode)\n", 1);
  for (let k = 0; k < list.length; k++) {
    const [game, options] = list[k];
    const camel = Object.fromEntries(Object.entries(options).map(([key, v]) => [key.replace(/_([a-z0-9])/g, (_m, c) => c.toUpperCase()), v]));
    again.learn(wrapEnv(pg.make(game, camel), createMeter(1e6)), k);
  }
  return lines;
}

const out = { wheel: await inWheel(), page: await inPage() };
process.stdout.write(JSON.stringify(out) + "\n");
