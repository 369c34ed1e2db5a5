// The starter learners in the Learn panel (real Chromium, served dist/, the page's own sandbox
// worker and slices): each trains at full speed for S seconds from a fresh page; prints its
// episodes, episodes per second of training and its curve (the first and last measurement of its
// own play, and of the first number learn() returns) as one JSON line per starter.
//
//   node tests/e2e/bench_learners.mjs [seconds=120] [game[:language] ...]   (after scripts/build.sh)
//   node tests/e2e/bench_learners.mjs 180 builtin:gomoku:alphazero ...    a built-in learner instead
//   (the engine's, by its id in the Learn panel's menu: qlearning, alphazero, neural)
//
// Not a test: what a starter reaches depends on the machine's speed. Python starters load Pyodide
// first (not counted: the clock starts at the first episode).

import { launch } from "./harness.js";
import { spawn } from "node:child_process";
import path from "node:path";
import { DIST } from "./harness.js";

const seconds = Number(process.argv[2] ?? 120);
const wanted = process.argv.slice(3);
const ALL = ["tictactoe:js", "tictactoe:python", "minesweeper:js", "minesweeper:python", "puyo:js", "puyo:python", "gomoku:js", "gomoku:python"];
const builtins = wanted.filter((w) => w.startsWith("builtin:"));
const list = [...(wanted.length ? ALL.filter((k) => wanted.some((w) => k === w || k.startsWith(`${w}:`))) : ALL), ...builtins];
const HASH = {
  tictactoe: "#game=tictactoe&seat0=human&seat1=random&seed=1",
  gomoku: "#game=gomoku&width=6&height=6&nInRow=4&seat0=human&seat1=random&seed=1",
  minesweeper: "#game=minesweeper&preset=beginner&firstClick=safe&seat0=human&seed=1",
  puyo: "#game=puyo&seat0=human&seed=1",
};

// The dev server (Pyodide's files served as the page serves them).
const port = 20000 + Math.floor(Math.random() * 20000);
const server = spawn("python3", [path.join(path.resolve(DIST, ".."), "scripts/serve_dist.py"), String(port), DIST], { stdio: ["ignore", "pipe", "ignore"] });
await new Promise((resolve) => server.stdout.once("data", resolve));
const base = `http://127.0.0.1:${port}/`;
const context = await launch();

for (const key of list) {
  const builtin = key.startsWith("builtin:");
  const [game, language] = builtin ? key.split(":").slice(1) : key.split(":");
  const page = await context.newPage();
  await page.goto(`${base}style.css`);
  await page.evaluate(() => localStorage.clear());
  await page.goto(base + HASH[game]);
  await page.waitForSelector("#board [data-cell], #board canvas");
  if (builtin) {
    // language is the learner's id here
    if (await page.isHidden("#learn-panel")) await page.click("#learn-toggle");
    await page.waitForSelector(`#learn-learner option[value='${language}']`, { state: "attached" });
    await page.selectOption("#learn-learner", language);
  } else {
    if ((await page.getAttribute("#code-toggle", "aria-expanded")) !== "true") await page.click("#code-toggle");
    await page.waitForSelector("#code-editor .cm-content");
    const has = await page.$(`#code-starter option[value='learner|${language}']`);
    if (!has) {
      console.log(JSON.stringify({ starter: key, missing: true }));
      await page.close();
      continue;
    }
    await page.selectOption("#code-starter", `learner|${language}`);
    await page.waitForTimeout(800);
    if (await page.isHidden("#learn-panel")) await page.click("#learn-toggle");
    await page.waitForSelector("#learn-learner option[value^='mine:']", { state: "attached" });
    await page.selectOption("#learn-learner", await page.$eval("#learn-learner option[value^='mine:']", (o) => o.value));
  }
  await page.selectOption("#learn-speed", "full");
  await page.click("#learn-start");
  await page.waitForFunction(() => Number(document.querySelector("#learn-progress").dataset.episodes) > 0, null, { timeout: 180_000 });
  const t0 = Date.now();
  await page.waitForTimeout(seconds * 1000);
  const ms = Date.now() - t0;
  const out = await page.evaluate(() => {
    const chart = document.querySelector("#learn-chart");
    return { episodes: Number(document.querySelector("#learn-progress").dataset.episodes), points: Number(chart.dataset.points), summary: document.querySelector("#learn-summary").textContent, state: document.querySelector("#learn-state").textContent, error: document.querySelector("#learn-error").textContent };
  });
  const run = JSON.parse((await page.getAttribute("#learn-chart", "data-curve")) ?? "null");
  console.log(JSON.stringify({ starter: key, seconds: Math.round(ms / 1000), ...out, episodesPerSec: Math.round((out.episodes * 1000) / ms), curve: run }));
  await page.click("#learn-pause").catch(() => {});
  await page.close();
}
await context.close();
server.kill();
