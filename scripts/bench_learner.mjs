#!/usr/bin/env node
// Where a student learner's time goes (issue 14): episodes per second of the Tic-tac-toe starter
// learner (www/code/learner_starters.js), N runs of E episodes each, median and range, measured
//   raw      the same learn() in this thread on the engine's own env (no sandbox, no wrapper)
//   wrapped  the same, through the sandbox's env wrapper (student_env.js: budget meter, error
//            re-throw) and a fresh game per episode made as the sandbox makes it
//   sandbox  through the sandbox worker and the run driver, as the Learn panel and arena.mjs do
//            (JavaScript, then Python in Pyodide)
//
//   node scripts/bench_learner.mjs [runs=3] [episodes=5000] [pythonEpisodes=1000]   (after scripts/build.sh)
//
// Not a test: speeds depend on the machine; run it alone.

import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const DIST = path.join(ROOT, "dist");
const runs = Number(process.argv[2] ?? 3);
const episodes = Number(process.argv[3] ?? 5000);
const pyEpisodes = Number(process.argv[4] ?? 1000);
const load = (p) => import(pathToFileURL(path.join(DIST, p)).href);

const pg = await load("pkg/playground.js");
pg.initSync({ module: readFileSync(path.join(DIST, "pkg/playground_bg.wasm")) });
const { LEARNER_SOURCES } = await load("code/learner_starters.js");
const { createMeter, wrapEnv } = await load("code/student_env.js");
const { episodeSeed } = await load("code/learner_values.js");
const { createStudentAgent } = await load("code/runner.js");
const { createStudentRun } = await load("learn/student_run.js");
const { nodeWorkerPort } = await load("workers/node_port.js");
const spawn = () => nodeWorkerPort(pathToFileURL(path.join(DIST, "code/sandbox_worker.js")), { pkg: path.join(DIST, "pkg"), pyodide: path.join(DIST, "pyodide") });

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const fresh = () => new Function(`${LEARNER_SOURCES.tictactoe.js}\nreturn { learn };`)();

/** Episodes per second of the starter's learn() in this thread; `wrap` adds the sandbox's env wrapper. */
function inThread(wrap) {
  const { learn } = fresh();
  const template = pg.make("tictactoe", {});
  const t = performance.now();
  for (let e = 1; e <= episodes; e++) {
    const raw = template.clone();
    raw.reset(episodeSeed(0, e));
    if (wrap) {
      const meter = createMeter(Number.MAX_SAFE_INTEGER);
      meter.owned.push(raw);
      learn(wrapEnv(raw, meter, { copySeed: () => e }), e);
      meter.free();
    } else {
      learn(raw, e);
      raw.free();
    }
  }
  template.free();
  return (episodes * 1000) / (performance.now() - t);
}

/** Episodes per second through the sandbox worker and the run driver. */
async function inSandbox(language, n) {
  const agent = createStudentAgent({ spawn, source: LEARNER_SOURCES.tictactoe[language], language });
  const run = createStudentRun({ agent, pg, game: "tictactoe", evalEvery: 0, evalGames: 0 });
  await agent.start();
  const t = performance.now();
  while (run.progress().episodes < n) await run.train({ episodes: n - run.progress().episodes, ms: 1000 });
  const rate = (n * 1000) / (performance.now() - t);
  run.close();
  return rate;
}

const rows = [];
for (const [name, f] of [
  ["raw (this thread, engine env)", () => inThread(false)],
  ["wrapped (this thread, sandbox env wrapper)", () => inThread(true)],
  ["sandbox, JavaScript", () => inSandbox("js", episodes)],
  ["sandbox, Python (Pyodide)", () => inSandbox("python", pyEpisodes)],
]) {
  const rates = [];
  for (let i = 0; i < runs; i++) rates.push(await f());
  rows.push({ path: name, episodesPerSec: { median: Math.round(median(rates)), min: Math.round(Math.min(...rates)), max: Math.round(Math.max(...rates)) } });
  console.log(JSON.stringify(rows.at(-1)));
}
