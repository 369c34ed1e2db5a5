#!/usr/bin/env node
// The Python door against JavaScript's (issue 26): episodes per second of the same small Puyo
// learners written in both languages, through the sandbox worker and the run driver (as the Learn
// panel and arena.mjs run them), both workers up, taking turns in windows of seconds / 4 (runs x 4
// windows each): episodes per second (median and range) and Python's ratio to JavaScript (the
// median of each pair of neighbouring windows' ratios, so a change of load hits both).
//
//   copy-play   each move: every legal action on a clone (clone, play, observation), then step
//   features    the same, plus board features computed in the learner's own language from each
//               clone's observation (column heights, holes, same-colour neighbours), scored by
//               weights it nudges after each episode
// No randomness: both languages play exactly the same games (episodes are seeded by the run).
//   batch       copy-play over env.afterStates() / env.after_states() (one call per move)
//
//   loop        a hidden learner's bare loop: legal moves and a step per move
//
//   node scripts/bench_python_door.mjs [runs=3] [seconds=6] [maxPairs=40] [learners=loop,copy-play,features,batch] [--in-thread | --notebook]
//   (after scripts/build.sh; PLAYGROUND_DIST=DIR measures another build of dist/ instead)
//
// --in-thread: the same learners in this thread (the sandbox's env wrapper and Python glue, no
// worker), JavaScript and Python alternating in windows of `seconds` / 4, `runs` x 4 windows each;
// prints the median and the best window of each. On a loaded machine the best windows are the
// steadiest ratio (each language's time without other processes in the way).
//
// --notebook: the same in this thread with Python in the notebook wheel (dist/wheels/*-py3-none-any.whl
// in Node's Pyodide, as JupyterLite runs it): each episode on `playground.make("puyo")` reset to
// the episode's seed, JavaScript on the same games through the sandbox's env wrapper.
//
// Not a test: speeds depend on the machine; run it alone.

import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const DIST = process.env.PLAYGROUND_DIST ? path.resolve(process.env.PLAYGROUND_DIST) : path.join(ROOT, "dist"); // another build to compare
const runs = Number(process.argv[2] ?? 3);
const seconds = Number(process.argv[3] ?? 6);
const maxPairs = Number(process.argv[4] ?? 40);
const inThread = process.argv.includes("--in-thread");
const notebook = process.argv.includes("--notebook");
const only = (process.argv[5] && !process.argv[5].startsWith("--") ? process.argv[5] : "loop,copy-play,features,batch").split(",");
const load = (p) => import(pathToFileURL(path.join(DIST, p)).href);

const pg = await load("pkg/playground.js");
pg.initSync({ module: readFileSync(path.join(DIST, "pkg/playground_bg.wasm")) });
const { createStudentAgent } = await load("code/runner.js");
const { createStudentRun } = await load("learn/student_run.js");
const { nodeWorkerPort } = await load("workers/node_port.js");
const spawn = () => nodeWorkerPort(pathToFileURL(path.join(DIST, "code/sandbox_worker.js")), { pkg: path.join(DIST, "pkg"), pyodide: path.join(DIST, "pyodide") });

const { LEARNERS } = await import(pathToFileURL(path.join(ROOT, "scripts/door_learners.mjs")).href);

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** A started run of `source` in its sandbox worker, one episode trained; {run, firstScore}. */
async function started(source, language) {
  const agent = createStudentAgent({ spawn, source, language, timeLimitMs: 10000 });
  const run = createStudentRun({ agent, pg, game: "puyo", gameOptions: { maxPairs }, evalEvery: 0, evalGames: 0, timeLimitMs: 10000 });
  const ready = await run.start();
  if (!ready.ok) throw new Error(JSON.stringify(ready.stop));
  // One episode first, so Python's compile and the first layouts are not timed.
  await run.train({ episodes: 1, ms: 10000 });
  return { run, firstScore: run.progress().lines.find((l) => l.key === "score")?.points.at(-1)?.y };
}

/** Episodes per second of started run `run` trained for `ms` (slices of at most 250 ms). */
async function window(run, ms) {
  const first = run.progress().episodes;
  const t = performance.now();
  while (performance.now() - t < ms) {
    const r = await run.train({ episodes: 1000, ms: 250 });
    if (r.stop) throw new Error(JSON.stringify(r.stop));
  }
  return ((run.progress().episodes - first) * 1000) / (performance.now() - t);
}

const summary = (rates) => ({ median: +median(rates).toFixed(2), min: +Math.min(...rates).toFixed(2), max: +Math.max(...rates).toFixed(2) });

/** The --in-thread measurement (see the top of this file). */
async function measureInThread() {
  globalThis.__playgroundPyodide = path.join(DIST, "pyodide") + "/";
  const { createMeter, wrapEnv } = await load("code/student_env.js");
  const { episodeSeed } = await load("code/learner_values.js");
  const { loadPython } = await load("code/python.js");
  const python = await loadPython(() => {}, () => {});
  const template = pg.make("puyo", { maxPairs });
  const episode = (learn, e) => {
    const raw = template.clone();
    const meter = createMeter(Number.MAX_SAFE_INTEGER);
    meter.owned.push(raw);
    const seed = episodeSeed(0, e);
    raw.reset(seed);
    let copies = 0;
    try {
      return learn(wrapEnv(raw, meter, { copySeed: () => episodeSeed(seed, ++copies) }), e);
    } finally {
      meter.free();
    }
  };
  const window = (learn, ms) => {
    const t = performance.now();
    let n = 0;
    while (performance.now() - t < ms) episode(learn, 1 + n++);
    return (n * 1000) / (performance.now() - t);
  };
  for (const [name, sources] of Object.entries(LEARNERS).filter(([n]) => only.includes(n))) {
    const js = new Function(`${sources.js}\nreturn learn;`)();
    const py = python.compile(sources.python, 0).learn;
    const a = episode(js, 1);
    const b = episode(py, 1);
    if (a.score !== b.score) throw new Error(`${name}: episode 1 scored ${a.score} in JavaScript but ${b.score} in Python`);
    const jsRates = [];
    const pyRates = [];
    for (let i = 0; i < runs * 4; i++) {
      jsRates.push(window(js, (seconds * 1000) / 4));
      pyRates.push(window(py, (seconds * 1000) / 4));
    }
    const best = Math.max(...pyRates) / Math.max(...jsRates);
    console.log(JSON.stringify({ learner: name, game: `puyo:maxPairs=${maxPairs}`, inThread: true, js: summary(jsRates), python: summary(pyRates), ratioOfMedians: +(median(pyRates) / median(jsRates)).toFixed(3), ratioOfBest: +best.toFixed(3) }));
  }
}

/** The --notebook measurement (see the top of this file). */
async function measureNotebook() {
  const { readdirSync } = await import("node:fs");
  const { createMeter, wrapEnv } = await load("code/student_env.js");
  const { episodeSeed } = await load("code/learner_values.js");
  const { loadPyodide } = await load("pyodide/pyodide.mjs");
  const py = await loadPyodide({ indexURL: path.join(DIST, "pyodide") + "/" });
  const wheel = readdirSync(path.join(DIST, "wheels")).find((f) => f.endsWith("-py3-none-any.whl"));
  py.unpackArchive(new Uint8Array(readFileSync(path.join(DIST, "wheels", wheel))), "wheel");
  const template = pg.make("puyo", { maxPairs });
  const jsEpisode = (learn, e) => {
    const raw = template.clone();
    const meter = createMeter(Number.MAX_SAFE_INTEGER);
    meter.owned.push(raw);
    raw.reset(episodeSeed(0, e));
    try {
      return learn(wrapEnv(raw, meter), e);
    } finally {
      meter.free();
    }
  };
  const window = (run, ms) => {
    const t = performance.now();
    let n = 0;
    while (performance.now() - t < ms) run(1 + n++);
    return (n * 1000) / (performance.now() - t);
  };
  for (const [name, sources] of Object.entries(LEARNERS).filter(([n]) => only.includes(n))) {
    const js = new Function(`${sources.js}\nreturn learn;`)();
    const ns = py.globals.get("dict")();
    py.runPython(sources.python, { globals: ns });
    const pyEpisode = py.runPython(
      `import playground\n_env = playground.make("puyo", max_pairs=${maxPairs})\ndef _episode(e, seed):\n    _env.reset(seed=seed)\n    return learn(_env, e)["score"]\n_episode`,
      { globals: ns },
    );
    const a = jsEpisode(js, 1).score;
    const b = pyEpisode(1, episodeSeed(0, 1));
    if (a !== b) throw new Error(`${name}: episode 1 scored ${a} in JavaScript but ${b} in the notebook`);
    const jsRates = [];
    const pyRates = [];
    for (let i = 0; i < runs * 4; i++) {
      jsRates.push(window((e) => jsEpisode(js, e), (seconds * 1000) / 4));
      pyRates.push(window((e) => pyEpisode(e, episodeSeed(0, e)), (seconds * 1000) / 4));
    }
    const best = Math.max(...pyRates) / Math.max(...jsRates);
    console.log(JSON.stringify({ learner: name, game: `puyo:maxPairs=${maxPairs}`, notebook: true, js: summary(jsRates), python: summary(pyRates), ratioOfMedians: +(median(pyRates) / median(jsRates)).toFixed(3), ratioOfBest: +best.toFixed(3) }));
  }
}

if (notebook) {
  await measureNotebook();
  process.exit(0);
}
if (inThread) {
  await measureInThread();
  process.exit(0);
}
for (const [name, sources] of Object.entries(LEARNERS).filter(([n]) => only.includes(n))) {
  // Both workers stay up; JavaScript and Python take turns in windows of seconds / 4, so each
  // pair of windows sees about the same load (the ratio is the median of the pairs' ratios).
  const a = await started(sources.js, "js");
  const b = await started(sources.python, "python");
  // The same learner plays the same first game in both languages (no randomness anywhere).
  if (a.firstScore !== b.firstScore) throw new Error(`${name}: episode 1 scored ${a.firstScore} in JavaScript but ${b.firstScore} in Python`);
  const js = [];
  const python = [];
  const ratios = [];
  for (let i = 0; i < runs * 4; i++) {
    js.push(await window(a.run, (seconds * 1000) / 4));
    python.push(await window(b.run, (seconds * 1000) / 4));
    ratios.push(python.at(-1) / js.at(-1));
  }
  a.run.close();
  b.run.close();
  console.log(JSON.stringify({ learner: name, game: `puyo:maxPairs=${maxPairs}`, js: summary(js), python: summary(python), ratio: +median(ratios).toFixed(3), ratioOfMedians: +(median(python) / median(js)).toFixed(3) }));
}
