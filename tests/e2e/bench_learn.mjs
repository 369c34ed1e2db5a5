// Q-learning's training rate in the Learn panel (real Chromium, the page's own worker and slices):
// episodes per second of running time at each speed, N runs of S seconds each, median and range.
//
//   node tests/e2e/bench_learn.mjs [runs=5] [seconds=3]     (after scripts/build.sh; from tests/e2e's node_modules)
//
// Not a test: speeds depend on the machine. Each run is a fresh page (fresh worker and trainer,
// seed 0, evalEvery 1000, evalGames 40: evaluation time included, as a student sees it).

import { serve, launch } from "./harness.js";

const runs = Number(process.argv[2] ?? 5);
const seconds = Number(process.argv[3] ?? 3);
const server = await serve();
const context = await launch();
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
for (const speed of ["slow", "medium", "fast", "full"]) {
  const rates = [];
  for (let i = 0; i < runs; i += 1) {
    const page = await context.newPage();
    await page.goto(`${server.url}#game=tictactoe&seat0=human&seat1=random`);
    await page.waitForSelector("#board [data-cell]");
    if (await page.isHidden("#learn-panel")) await page.click("#learn-toggle");
    await page.selectOption("#learn-speed", speed);
    await page.click("#learn-start");
    await page.waitForFunction(() => Number(document.querySelector("#learn-progress").dataset.episodes) > 0);
    const t0 = Date.now();
    const e0 = await page.$eval("#learn-progress", (e) => Number(e.dataset.episodes));
    await page.waitForTimeout(seconds * 1000);
    const e1 = await page.$eval("#learn-progress", (e) => Number(e.dataset.episodes));
    rates.push(((e1 - e0) * 1000) / (Date.now() - t0));
    await page.click("#learn-pause");
    await page.close();
  }
  const r = rates.map((x) => Math.round(x));
  console.log(JSON.stringify({ speed, runs, seconds, episodesPerSecond: { median: Math.round(median(rates)), min: Math.min(...r), max: Math.max(...r) } }));
}
await context.close();
await server.close();
