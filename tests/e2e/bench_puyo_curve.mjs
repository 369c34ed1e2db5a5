// The Puyo learner's curve in the page after two minutes (issue 16's "the chain growing"): a
// fresh page, the Learn panel's defaults at full speed, the summary line read every 10 s.
//
//   node tests/e2e/bench_puyo_curve.mjs [seconds=120]   (after scripts/build.sh)
//
// Prints one JSON line per reading ({seconds, points, summary}) and the curve's chain points at
// the end. Not a test: how far it gets depends on the machine.

import { launch, serve } from "./harness.js";

const seconds = Number(process.argv[2] ?? 120);
const server = await serve();
const context = await launch();
const page = await context.newPage();
await page.goto(`${server.url}#game=puyo&seat0=human&seed=1`);
await page.waitForSelector("#board [data-cell]");
if (await page.isHidden("#learn-panel")) await page.click("#learn-toggle");
await page.waitForSelector("#learn-learner option[value=neural]", { state: "attached" });
await page.selectOption("#learn-speed", "full");
await page.click("#learn-start");
const t0 = Date.now();
while (Date.now() - t0 < seconds * 1000) {
  await page.waitForTimeout(10_000);
  const reading = await page.evaluate(() => ({
    points: Number(document.querySelector("#learn-chart").dataset.points),
    summary: document.querySelector("#learn-summary").textContent.trim(),
    progress: document.querySelector("#learn-progress")?.textContent.trim(),
  }));
  console.log(JSON.stringify({ seconds: Math.round((Date.now() - t0) / 1000), ...reading }));
}
await page.click("#learn-pause");
await context.close();
await server.close();
