// The notebook wheel's levels (issue 33), in Node's Pyodide with dist/wheels/*-py3-none-any.whl as
// JupyterLite's kernel runs it:
//   course-notebook       every step's Python solution passes its check in a notebook
//                         (`await playground.course.check(step, act)`), as in the page
//   notebook-puyo-learner the Puyo course's learner step (its Python solution) trained for
//                         SECONDS (150) in the notebook and in the page's sandbox, then playing the
//                         step's 8 check games: episodes trained and the mean score each reaches
//   notebook-door         episodes per second against JavaScript of a hidden learner's bare loop
//                         and of the learner that computes board features in Python, in the notebook
//                         and through the page's sandbox worker (scripts/bench_python_door.mjs)
// The suite keeps the behaviour: tests/js/notebook_wheel.test.js, tests/js/course_notebooks.test.js,
// python/tests/test_one_api.py. Run alone: `node scripts/bench.mjs notebook-door`.
import { readFileSync, readdirSync } from "node:fs";
import { spawnSync } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { loadDist, DIST, ROOT } from "../js/dist_helpers.js";

const SECONDS = Number(process.env.NOTEBOOK_LEARNER_SECONDS ?? 150);
const dist = (f) => import(pathToFileURL(path.join(DIST, f)).href);

/** Node's Pyodide with the notebook wheel installed (as %pip install does from the site's index). */
async function notebook() {
  const { loadPyodide } = await dist("pyodide/pyodide.mjs");
  const py = await loadPyodide({ indexURL: path.join(DIST, "pyodide") + "/" });
  const wheel = readdirSync(path.join(DIST, "wheels")).find((f) => f.endsWith("-py3-none-any.whl"));
  py.unpackArchive(new Uint8Array(readFileSync(path.join(DIST, "wheels", wheel))), "wheel");
  py.runPython("import playground"); // the notebook's first cell (it also makes `import nn` work)
  return py;
}

async function courseRows() {
  const py = await notebook();
  const { STEPS, solutionOf } = await dist("course/course.js");
  const rows = [];
  for (const step of STEPS) {
    const source = solutionOf(step, "python", "en");
    if (!source) continue;
    const ns = py.globals.get("dict")();
    py.runPython(source, { globals: ns });
    ns.set("_step", step.id);
    const r = await py.runPythonAsync(`import playground\n_r = await playground.course.check(_step, act)\n(_r.passed, _r.message)`, { globals: ns });
    const [passed, message] = r.toJs();
    rows.push({ figure: `${step.id} (notebook)`, value: passed ? "passed" : message, target: "passes", pass: passed === true });
  }
  return rows;
}

/** The mean score of `actOf` on the Puyo learner step's check games. */
async function checkGames(pg, step, actOf) {
  const { gameSeed } = await dist("course/check.js");
  const c = step.check;
  let total = 0;
  for (let i = 0; i < c.games; i++) total += await actOf(gameSeed(c.seed ?? 0, i), c.gameOptions ?? {});
  return total / c.games;
}

async function learnerRows() {
  const { findStep, solutionOf } = await dist("course/course.js");
  const { episodeSeed } = await dist("code/learner_values.js");
  const step = findStep("puyo-learner");
  const source = solutionOf(step, "python", "en");
  // In the notebook: learn(env, episode) on playground.make("puyo", max_pairs=100), for SECONDS.
  const py = await notebook();
  const ns = py.globals.get("dict")();
  py.runPython(source, { globals: ns });
  const train = py.runPython(
    `import time, playground\n_env = playground.make("puyo", max_pairs=100)\ndef _train(seconds, seeds):\n    end, n = time.monotonic() + seconds, 0\n    while time.monotonic() < end:\n        n += 1\n        _env.reset(seed=seeds(n))\n        learn(_env, n)\n    return n\n_train`,
    { globals: ns },
  );
  const nbEpisodes = train(SECONDS, (n) => episodeSeed(step.check.seed ?? 0, n));
  const play = py.runPython(
    `def _play(seed, options):\n    env = playground.make("puyo", max_pairs=int(options["maxPairs"]))\n    env.reset(seed=seed)\n    while not env.is_terminal:\n        env.step(act(env.observation(), env.clone()))\n    return env.returns()[0]\n_play`,
    { globals: ns },
  );
  const { pg } = await loadDist();
  const nbScore = await checkGames(pg, step, async (seed, options) => play(seed, py.toPy(options)));
  // In the page: the same source through the sandbox worker and the run driver (the Learn panel's).
  const d = await loadDist();
  const { createStudentAgent } = await dist("code/runner.js");
  const { createStudentRun } = await dist("learn/student_run.js");
  const agent = createStudentAgent({ spawn: d.spawn, source, language: "python", timeLimitMs: 10000, seed: step.check.seed ?? 0 });
  const run = createStudentRun({ agent, pg: d.pg, game: "puyo", gameOptions: step.check.gameOptions, runSeed: step.check.seed ?? 0, evalEvery: 0, evalGames: 0, timeLimitMs: 10000 });
  const started = await run.start();
  if (!started.ok) throw new Error(JSON.stringify(started.stop));
  const t0 = performance.now();
  while (performance.now() - t0 < SECONDS * 1000) {
    const r = await run.train({ episodes: 100000, ms: 500 });
    if (r.stop) throw new Error(JSON.stringify(r.stop));
  }
  const pageEpisodes = run.progress().episodes;
  const pageScore = await checkGames(d.pg, step, async (seed, options) => {
    const env = d.pg.make("puyo", options);
    env.reset(seed);
    let move = 0;
    while (!env.isTerminal) {
      const r = await agent.act(env, { move: ++move });
      if (!r.ok) throw new Error(r.message);
      env.step(r.action);
    }
    return env.returns()[0];
  });
  agent.close();
  const round = (x) => Math.round(x * 10) / 10;
  return [
    { figure: `episodes in ${SECONDS} s, notebook`, value: nbEpisodes, target: "—", pass: nbEpisodes > 0 },
    { figure: `episodes in ${SECONDS} s, page sandbox`, value: pageEpisodes, target: "—", pass: pageEpisodes > 0 },
    { figure: `mean score on the step's ${step.check.games} games, notebook`, value: round(nbScore), target: "—", pass: true },
    { figure: `mean score on the step's ${step.check.games} games, page`, value: round(pageScore), target: "—", pass: true },
  ];
}

/** bench_python_door.mjs's JSON lines for `args`. */
function door(args) {
  const r = spawnSync(process.execPath, [path.join(ROOT, "scripts/bench_python_door.mjs"), ...args], { encoding: "utf8", timeout: 900_000 });
  if (r.status !== 0) throw new Error(r.stderr.slice(-2000));
  return r.stdout.trim().split("\n").filter((l) => l.startsWith("{")).map((l) => JSON.parse(l));
}

function doorRows() {
  const rows = [];
  for (const [where, extra] of [["notebook", ["--notebook"]], ["page sandbox", []]]) {
    for (const r of door(["3", "8", "40", "loop,features", ...extra])) {
      const ratio = r.ratioOfMedians;
      const features = r.learner === "features";
      rows.push({ figure: `${r.learner} learner, ${where}: Python / JavaScript episodes per second (medians)`, value: ratio, target: features ? "≥ 0.25" : "—", pass: features ? ratio >= 0.25 : true });
    }
  }
  return rows;
}

export default [
  { name: "course-notebook", what: "every course step's Python solution passes its check in a notebook (the wheel in Node's Pyodide)", smoke: "tests/js/course_notebooks.test.js (the Tic-tac-toe notebook run top to bottom)", run: courseRows },
  { name: "notebook-puyo-learner", what: `the Puyo learner step's solution trained ${SECONDS} s in a notebook and in the page's sandbox, then its check games`, smoke: "tests/js/notebook_wheel.test.js (a learner step's check in a notebook)", run: learnerRows },
  { name: "notebook-door", what: "Python's speed against JavaScript (bare loop, features in Python) in a notebook and in the page's sandbox", smoke: "python/tests/test_one_api.py (the same script, the same lines)", run: doorRows },
];
