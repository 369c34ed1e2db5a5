#!/usr/bin/env node
// How readable the Learn panel's curve is (issue 26, "Curves a student can read"): trains a game's
// learner starter headless for S seconds with the panel's own measurement (www/learn/student_run.js,
// the panel's defaults from www/learn/student_learner.js: Puyo every 1,000 episodes on 10 fixed
// games, on the board of www/unattended.js: 100 pairs) and prints, per measured line, the rise over the run and the point-to-point noise of the
// raw measurements and of the drawn trend (www/learn/curve.js trendLine), as JSON.
//
//   node scripts/curve_noise.mjs [--game puyo] [--language js] [--seconds 120] [--seed 0] [--window 5] [--values 1]

import path from "node:path";
import { readFileSync } from "node:fs";
import { pathToFileURL, fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const args = Object.fromEntries(process.argv.slice(2).join(" ").split("--").filter(Boolean).map((a) => a.trim().split(/\s+/)));
const game = args.game ?? "puyo";
const language = args.language ?? "js";
const seconds = Number(args.seconds ?? 120);
const seed = Number(args.seed ?? 0);
const dist = path.join(ROOT, "dist");
const www = (f) => import(pathToFileURL(path.join(ROOT, "www", f)).href);

const pg = await import(pathToFileURL(path.join(dist, "pkg/playground.js")).href);
pg.initSync({ module: readFileSync(path.join(dist, "pkg/playground_bg.wasm")) });
const { ensureAllNets } = await import(pathToFileURL(path.join(dist, "nets.js")).href);
await ensureAllNets(pg);
const { createStudentAgent } = await import(pathToFileURL(path.join(dist, "code/runner.js")).href);
const { nodeWorkerPort } = await import(pathToFileURL(path.join(dist, "workers/node_port.js")).href);
const { createStudentRun } = await www("learn/student_run.js");
const { GAME_DEFAULTS } = await www("learn/student_learner.js");
const { measureLines, trendLine, readability, TREND_WINDOW } = await www("learn/curve.js");
const { starters } = await www("code/starters.js");
const window = Number(args.window ?? TREND_WINDOW);

const starter = starters(game, "en").find((s) => s.id === "learner" && s.language === language);
if (!starter) throw new Error(`${game} has no learner starter in ${language}`);
const spawn = () => nodeWorkerPort(pathToFileURL(path.join(dist, "code/sandbox_worker.js")), { pkg: path.join(dist, "pkg"), pyodide: path.join(dist, "pyodide") });
const agent = createStudentAgent({ spawn, source: starter.source, language, timeLimitMs: 5000, seed });
const d = GAME_DEFAULTS[game];
// The board the panel trains a student learner on: the game's unattended defaults (Puyo: 100 pairs).
const { unattendedOptions } = await www("unattended.js");
const gameOptions = unattendedOptions(game, {}).options;
const run = createStudentRun({ agent, pg, game, gameOptions, runSeed: seed, evalEvery: d.evalEvery, evalGames: d.evalGames });
const started = await run.start();
if (!started.ok) throw new Error(started.stop.message);
const t0 = performance.now();
while (performance.now() - t0 < seconds * 1000) {
  const r = await run.train({ ms: 1000 });
  if (r.stop) throw new Error(r.stop.message);
}
const p = run.progress();
agent.close();
const round = (v) => Math.round(v * 1000) / 1000;
const lines = measureLines(p.curve).map((l) => {
  const trend = trendLine(l.points, window);
  const raw = readability(l.points.map((q) => q.y));
  const drawn = readability(trend.map((q) => q.y));
  return {
    measure: l.measure,
    points: l.points.length,
    raw: { rise: round(raw.rise), noise: round(raw.noise), ratio: round(raw.ratio) },
    trend: { rise: round(drawn.rise), noise: round(drawn.noise), ratio: round(drawn.ratio) },
    band: trend.at(-1)?.lo != null ? { lo: round(trend.at(-1).lo), hi: round(trend.at(-1).hi) } : null,
    first: round(l.points[0].y),
    last: round(l.points.at(-1).y),
    trendFirst: round(trend[0].y),
    trendLast: round(trend.at(-1).y),
    ...(args.values ? { values: l.points.map((q) => q.y), sd: l.points.map((q) => (q.sd == null ? null : round(q.sd))) } : {}),
  };
});
console.log(JSON.stringify({ game, gameOptions, language, seconds: round(p.seconds), episodes: p.episodes, evalEvery: d.evalEvery, evalGames: d.evalGames, window, lines }, null, 1));
process.exit(0);
