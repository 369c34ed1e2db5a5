// The offline JupyterLite site opened cold (issue 33's figure): a fresh browser profile, the served
// dist/ (scripts/serve_dist.py), Chromium's CPU throttled RATE times (DevTools' own throttle: the
// page's main thread), then the demo notebook (`playground.ipynb`), Run All: seconds until the
// first cell's board is drawn (its SVG in an output), and until the learner's curve is. Prints one
// JSON line. Run it alone; not a test (what it reads is the machine's speed).
//
//   node tests/e2e/bench_lite_open.mjs [rate=4] [runs=1] [dev|plain]      (after scripts/build.sh)
//
// `plain`: served as a school's plain static host serves it instead (harness.js plainHost: no
// header of ours, at a sub-path); `dev` (the default): scripts/serve_dist.py.

import { DIST, launch, devServer, plainHost } from "./harness.js";
import { runAll } from "./jupyterlite.js";

const rate = Number(process.argv[2] ?? 4);
const runs = Number(process.argv[3] ?? 1);
const hostKind = process.argv[4] ?? "dev";
const server = hostKind === "plain" ? await plainHost(DIST) : await devServer();
const base = server.url;

const results = [];
for (let k = 0; k < runs; k++) {
  const context = await launch(); // a new profile each run: nothing cached
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate });
  const t0 = Date.now();
  await page.goto(`${base}lite/lab/index.html?path=playground.ipynb`);
  await page.waitForSelector(".jp-Notebook .jp-Cell", { timeout: 600_000 });
  const shown = Date.now();
  await runAll(page);
  await page.waitForFunction(() => document.querySelector(".jp-OutputArea-output .playground-board svg") !== null, null, { timeout: 900_000 });
  const board = Date.now();
  await page.waitForFunction(() => document.querySelector(".jp-OutputArea-output svg polyline") !== null, null, { timeout: 900_000 });
  const curve = Date.now();
  results.push({ notebookShown: (shown - t0) / 1000, boardDrawn: (board - t0) / 1000, curveDrawn: (curve - t0) / 1000 });
  await context.close();
}
console.log(JSON.stringify({ host: hostKind, cpuThrottle: rate, runs: results }));
server.close();
