// AlphaZero on 6x6/4 trained in the Learn panel as a student would (served dist/, real Chromium,
// the panel's default options, full speed) for S seconds of running time; then the net is
// downloaded and written to OUT for the native arena to measure:
//
//   node tests/e2e/bench_alphazero_page.mjs [seconds=180] [out=/tmp/page-6x6.bin] [seed]   (after scripts/build.sh)
//   cargo run --release --bin arena -- --game gomoku:width=6,height=6,nInRow=4 \
//       --agent alphazero:weights=/tmp/page-6x6.bin,playouts=400 --opponent pure-mcts:playouts=1000 --games 200 --seed S
//
// A seed, when given, replaces the panel's (0); every other option keeps its default.
// Not a test: what it reaches depends on the machine. Prints the episodes (self-play games) the
// panel played and its last curve point.

import { serve, launch } from "./harness.js";

const seconds = Number(process.argv[2] ?? 180);
const out = process.argv[3] ?? "/tmp/page-6x6.bin";
const seed = process.argv[4];
const server = await serve();
const context = await launch();
const page = await context.newPage();
await page.goto(`${server.url}#game=gomoku&width=6&height=6&nInRow=4&seat0=human&seat1=random`);
await page.waitForSelector("#board [data-cell]");
if (await page.isHidden("#learn-panel")) await page.click("#learn-toggle");
await page.waitForSelector("#learn-learner option[value=alphazero]", { state: "attached" });
await page.selectOption("#learn-learner", "alphazero");
await page.selectOption("#learn-speed", "full");
if (seed !== undefined) await page.fill("#learn-opt-seed", seed);
const started = Date.now();
await page.click("#learn-start");
await page.waitForTimeout(seconds * 1000);
await page.click("#learn-pause");
const episodes = await page.$eval("#learn-progress", (e) => Number(e.dataset.episodes));
const progress = await page.textContent("#learn-progress");
const [download] = await Promise.all([page.waitForEvent("download"), page.click("#learn-download")]);
await download.saveAs(out);
console.log(JSON.stringify({ seconds, seed: seed ?? "0", wallSeconds: Math.round((Date.now() - started) / 1000), episodes, progress: progress.trim(), out }));
await context.close();
await server.close();
