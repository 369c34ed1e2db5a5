// Python's speed against JavaScript in the real page (Debian's Chromium, the page's own sandbox
// worker, the Learn panel at full speed): the learners of scripts/door_learners.mjs typed into the
// Code panel in each language, trained on Puyo (40 pairs) as "My learner". Each language trains in
// WINDOWS windows of SECONDS, taking turns, after its 8 early curve points (learn/schedule.js), with
// no later point due (every 1,000,000 episodes), so the windows time training alone. Prints one
// JSON line per learner: episodes per second (median, range) and the ratio of the medians.
//
//   node tests/e2e/bench_door_page.mjs [learners=loop,features] [seconds=15] [windows=3]
//
// Not a test: speeds depend on the machine; run it alone.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { DIST, launch, devServer, openFresh, openCodePanel, setCode, pickMyLearner } from "./harness.js";

const only = (process.argv[2] ?? "loop,features").split(",");
const seconds = Number(process.argv[3] ?? 15);
const windows = Number(process.argv[4] ?? 3);
const { LEARNERS } = await import(pathToFileURL(path.join(DIST, "..", "scripts/door_learners.mjs")).href);
const server = await devServer();
const context = await launch();
const episodes = (page) => page.$eval("#learn-progress", (e) => Number(e.dataset.episodes));
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** A page training `source` in `language`, past its early points and paused. */
async function trainer(source, language) {
  const page = await openFresh(context, server.url, "#game=puyo&maxPairs=40&seat0=human&seed=1");
  await openCodePanel(page);
  await page.selectOption("#code-lang", language === "python" ? "python" : "js");
  await setCode(page, source);
  await pickMyLearner(page);
  await page.fill("#learn-opt-evalEvery", "1000000");
  await page.fill("#learn-opt-evalGames", "1");
  await page.selectOption("#learn-speed", "full");
  await page.click("#learn-start");
  await page.waitForFunction(() => Number(document.querySelector("#learn-chart").dataset.points) >= 8, null, { timeout: 600_000 });
  await page.click("#learn-pause");
  return page;
}

/** Episodes per second of paused `page` trained for `seconds`. */
async function window(page) {
  await page.click("#learn-start"); // Continue
  await page.waitForTimeout(500);
  const first = await episodes(page);
  const t = Date.now();
  await page.waitForTimeout(seconds * 1000);
  const rate = ((await episodes(page)) - first) / ((Date.now() - t) / 1000);
  await page.click("#learn-pause");
  await page.waitForTimeout(300);
  return rate;
}

for (const name of only) {
  const sources = LEARNERS[name];
  const js = await trainer(sources.js, "js");
  const py = await trainer(sources.python, "python");
  const jsRates = [];
  const pyRates = [];
  for (let k = 0; k < windows; k++) {
    jsRates.push(await window(js));
    pyRates.push(await window(py));
  }
  const summary = (r) => ({ median: +median(r).toFixed(2), min: +Math.min(...r).toFixed(2), max: +Math.max(...r).toFixed(2) });
  console.log(JSON.stringify({ learner: name, game: "puyo:maxPairs=40", page: true, windows, seconds, js: summary(jsRates), python: summary(pyRates), ratioOfMedians: +(median(pyRates) / median(jsRates)).toFixed(3) }));
  await js.close();
  await py.close();
}
await context.close();
server.close();
