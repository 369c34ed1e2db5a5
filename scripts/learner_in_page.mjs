// A game's shipped learner starter trained in the real page (Debian's Chromium, dist/ served as the
// e2e tests serve it), as a student would: issue 26's "in the page, at 4x CPU slowdown on a Japanese
// page, 10 minutes of each Puyo starter: what the curve shows at 0, 2, 5 and 10 minutes".
//
//   node scripts/learner_in_page.mjs [--game puyo] [--lang ja] [--python] [--cpu-throttle 4]
//     [--minutes 10] [--shots 0,2,5,10] [--out DIR]
//
// Opens the page (#game=GAME&lang=LANG), slows the page's CPU (Emulation.setCPUThrottlingRate: the
// page's main thread; workers, where the sandbox trains, are not slowed by it), opens the Code panel,
// picks "Start from an example" -> the learner starter in JavaScript or Python, opens the Learn
// panel, picks "My learner", the fastest speed, Start, and at each minute of --shots takes a
// screenshot of the page (DIR/learn-MMm.png) and records the episodes and the curve's points as the
// panel publishes them (#learn-progress data-episodes, #learn-chart data-points and data-curve).
// Prints one JSON line. Needs dist/ (scripts/build.sh) and tests/e2e/node_modules.

import fs from "node:fs";
import path from "node:path";
import { serve, devServer, launch, watchedPage } from "../tests/e2e/harness.js";

/** The command line as options; exits 2 with one line on a bad flag. */
function parseArgs(argv) {
  const o = { game: "puyo", lang: "ja", python: false, cpuThrottle: 4, minutes: 10, shots: [0, 2, 5, 10], out: "learner-in-page" };
  const bad = (why) => {
    console.error(`learner_in_page: ${why}`);
    process.exit(2);
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const value = () => argv[++i] ?? bad(`${a} needs a value`);
    const number = () => {
      const n = Number(value());
      if (!Number.isFinite(n) || n < 0) bad(`${a} takes a number >= 0`);
      return n;
    };
    if (a === "--game") o.game = value();
    else if (a === "--lang") o.lang = value();
    else if (a === "--python") o.python = true;
    else if (a === "--cpu-throttle") o.cpuThrottle = number();
    else if (a === "--minutes") o.minutes = number();
    else if (a === "--shots") o.shots = value().split(",").map(Number);
    else if (a === "--out") o.out = value();
    else bad(`unknown flag ${a}`);
  }
  if (o.shots.some((m) => !Number.isFinite(m) || m < 0)) bad("--shots takes minutes, e.g. 0,2,5,10");
  return o;
}

const opts = parseArgs(process.argv.slice(2));
fs.mkdirSync(opts.out, { recursive: true });
const log = (...a) => console.error(`[${new Date().toISOString().slice(11, 19)}]`, ...a);
const language = opts.python ? "python" : "js";
const server = opts.python ? await devServer() : await serve();
const context = await launch();
const summary = { game: opts.game, lang: opts.lang, language, cpuThrottle: opts.cpuThrottle, shots: [] };
let page;
try {
  page = await watchedPage(context);
  await page.goto(`${server.url}#game=${opts.game}&lang=${opts.lang}`);
  await page.waitForSelector("#board [data-cell], #board canvas");
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: opts.cpuThrottle });
  await page.evaluate(() => localStorage.clear());
  if ((await page.getAttribute("#code-toggle", "aria-expanded")) !== "true") await page.click("#code-toggle");
  await page.waitForSelector("#code-editor .cm-content");
  await page.selectOption("#code-starter", `learner|${language}`);
  await page.waitForTimeout(1500); // the panel saves the program after a pause
  if (await page.isHidden("#learn-panel")) await page.click("#learn-toggle");
  await page.waitForSelector("#learn-learner option[value^='mine:']", { state: "attached", timeout: 30_000 });
  const learner = await page.$eval("#learn-learner option[value^='mine:']", (o) => ({ value: o.value, text: o.textContent }));
  await page.selectOption("#learn-learner", learner.value);
  await page.selectOption("#learn-speed", "full");
  summary.learner = learner.text;
  const start = Date.now();
  await page.click("#learn-start");
  for (const minute of [...opts.shots].sort((a, b) => a - b)) {
    await page.waitForTimeout(Math.max(0, minute * 60_000 - (Date.now() - start)));
    const at = await page.evaluate(() => {
      const c = document.querySelector("#learn-chart");
      return {
        episodes: Number(document.querySelector("#learn-progress")?.dataset.episodes ?? 0),
        progress: document.querySelector("#learn-progress")?.textContent ?? "",
        points: Number(c?.dataset.points ?? 0),
        curve: c?.dataset.curve ? JSON.parse(c.dataset.curve) : null,
        state: document.querySelector("#learn-state")?.dataset.state ?? null,
        error: document.querySelector("#learn-error")?.hidden === false ? document.querySelector("#learn-error").textContent : null,
      };
    });
    const file = path.join(opts.out, `learn-${String(minute).padStart(2, "0")}m.png`);
    await page.screenshot({ path: file });
    summary.shots.push({ minute, seconds: Math.round((Date.now() - start) / 1000), file, ...at });
    log(`${minute} min: ${at.episodes} episodes, ${at.points} points`, JSON.stringify(at.curve?.lines ?? []));
  }
  if (await page.isEnabled("#learn-pause")) await page.click("#learn-pause");
  summary.problems = page.problems ?? [];
} catch (err) {
  summary.error = String(err?.message ?? err);
  if (page) await page.screenshot({ path: path.join(opts.out, "error.png") }).catch(() => {});
} finally {
  await context.close().catch(() => {});
  await server.close?.();
}
console.log(JSON.stringify(summary));
process.exit(summary.error ? 1 : 0);
