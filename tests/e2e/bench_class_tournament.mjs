// A class hour's tournament from the front of the room (issue 34), in real Chromium on the served
// dist/ (scripts/serve_dist.py: the page's CSP, Pyodide served as the page serves it): the page on
// Tic-tac-toe in Korean (lang=ko), the Code panel open, the class's 30 program files loaded at once
// with Load files (#code-files), only they ticked for the class tournament (Select all, then the
// built-in agents and the panel's own first program unticked), N games a pair, Start; then the
// standings view. Prints one JSON line:
//   {loadSeconds, tournamentSeconds, rows, forfeitReasons: {name: sentence}, games, viewport}
// (loadSeconds: from handing the files over until all 30 are in the seat menus; tournamentSeconds:
// from Start until the last game is counted; rows: the standings view's table rows; forfeitReasons:
// its "why" column where not empty, in Korean; games: the games played of the total).
//
//   node tests/e2e/bench_class_tournament.mjs [--class DIR] [--per-pair 2] [--size 1366x768]
//                                             [--seed S]   (after scripts/build.sh)
//
// DIR: the class's .js/.py files (default: scripts/class_fixture.mjs's class for --seed, default 1,
// written to a temporary folder). Not a test: the times depend on the machine (run it alone; the
// lead runs the real figures). 30 programs, 2 a pair: 870 games.

import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { launch, devServer, watchedPage, DIST } from "./harness.js";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const USAGE = "usage: node tests/e2e/bench_class_tournament.mjs [--class DIR] [--per-pair 2] [--size 1366x768] [--seed S]";

function fail(reason) {
  process.stderr.write(`bench_class_tournament.mjs: ${reason}\n`);
  process.exit(2);
}

const o = { dir: null, perPair: 2, width: 1366, height: 768, seed: 1 };
const argv = process.argv.slice(2);
for (let i = 0; i < argv.length; i++) {
  const value = () => (i + 1 < argv.length ? argv[++i] : fail(`${argv[i]} needs a value; ${USAGE}`));
  if (argv[i] === "--class") o.dir = value();
  else if (argv[i] === "--per-pair") o.perPair = Number(value());
  else if (argv[i] === "--seed") o.seed = Number(value());
  else if (argv[i] === "--size") {
    const m = /^(\d+)x(\d+)$/.exec(value());
    if (!m) fail(`--size takes WIDTHxHEIGHT (1366x768); ${USAGE}`);
    [o.width, o.height] = [Number(m[1]), Number(m[2])];
  } else fail(`unknown argument '${argv[i]}'; ${USAGE}`);
}
if (!Number.isInteger(o.perPair) || o.perPair < 1 || o.perPair > 200) fail(`--per-pair takes a whole number from 1 to 200; ${USAGE}`);
if (!Number.isInteger(o.seed) || o.seed < 0) fail(`--seed takes a whole number; ${USAGE}`);

let made = null;
if (!o.dir) {
  const { writeClass } = await import(pathToFileURL(path.resolve(HERE, "../../scripts/class_fixture.mjs")).href);
  made = o.dir = mkdtempSync(path.join(tmpdir(), "class-bench-"));
  writeClass(made, o.seed);
}
const { nameOfFile } = await import(pathToFileURL(path.join(DIST, "code/store.js")).href);
const fileNames = readdirSync(o.dir).filter((f) => /\.(js|py)$/i.test(f)).sort();
const files = fileNames.map((f) => ({
  name: f,
  mimeType: f.endsWith(".py") ? "text/x-python" : "text/javascript",
  buffer: readFileSync(path.join(o.dir, f)),
}));
const names = fileNames.map(nameOfFile);
const total = ((names.length * (names.length - 1)) / 2) * o.perPair;

const server = await devServer();
const context = await launch({ viewport: { width: o.width, height: o.height } });
try {
  // A first visit: nothing saved on this origin.
  const blank = await context.newPage();
  await blank.goto(`${server.url}style.css`);
  await blank.evaluate(() => localStorage.clear());
  await blank.close();
  const page = await watchedPage(context);
  await page.goto(`${server.url}#game=tictactoe&seat0=human&seat1=human&seed=1&lang=ko`);
  await page.waitForSelector("#board [data-cell]");
  if ((await page.getAttribute("#code-toggle", "aria-expanded")) !== "true") await page.click("#code-toggle");
  await page.waitForSelector("#code-editor .cm-content");

  // Load files: all of them at once, as the teacher picks them in the file dialog.
  const t0 = Date.now();
  await page.setInputFiles("#code-files", files);
  // Loaded: every name is in the seat menus as one of the student's programs.
  await page.waitForFunction(
    (wanted) => [...document.querySelectorAll("#seats select[name=seat0] option")].filter((op) => op.value.startsWith("code:") && wanted.some((n) => op.textContent.endsWith(n))).length === wanted.length,
    names,
    { timeout: 120_000, polling: 50 },
  );
  const loadSeconds = (Date.now() - t0) / 1000;
  process.stderr.write(`bench_class_tournament.mjs: ${names.length} files loaded in ${loadSeconds.toFixed(2)} s; ${total} games to play\n`);

  // The tournament: Select all, then only the class stays ticked.
  await page.click("#code-tournament summary");
  await page.click("#code-tour-all");
  const others = await page.$$eval("#code-tour-agents label", (ls, wanted) => ls.flatMap((l, k) => (wanted.some((n) => l.textContent.trim().endsWith(n)) ? [] : [k + 1])), names);
  for (const k of others) await page.uncheck(`#code-tour-agents label:nth-child(${k}) input`);
  const ticked = await page.$$eval("#code-tour-agents input:checked", (els) => els.length);
  if (ticked !== names.length) throw new Error(`${ticked} boxes ticked, not ${names.length}`);
  await page.fill("#code-tour-games", String(o.perPair));
  const runText = await page.textContent("#code-tour-run");
  const t1 = Date.now();
  await page.click("#code-tour-run");
  await page.waitForFunction(
    ([n, text]) => {
      const bar = document.querySelector("#code-tour-progress");
      return bar.max === n && bar.value === n && document.querySelector("#code-tour-run").textContent === text;
    },
    [total, runText],
    { timeout: 3_600_000, polling: 200 },
  );
  const tournamentSeconds = (Date.now() - t1) / 1000;

  // The standings view: a row per program, the forfeits' reasons in the page's language.
  await page.click("#code-tour-standings");
  await page.waitForSelector("#standings-table tbody tr");
  const table = await page.$$eval("#standings-table tbody tr", (trs) => trs.map((tr) => [tr.querySelector("th.name").textContent, tr.querySelector("td.why")?.textContent ?? ""]));
  const forfeitReasons = Object.fromEntries(table.filter(([, why]) => why).map(([name, why]) => [name, why]));
  const games = await page.$$eval("#standings-games button", (els) => els.length);
  const report = {
    loadSeconds: Math.round(loadSeconds * 100) / 100,
    tournamentSeconds: Math.round(tournamentSeconds * 10) / 10,
    rows: table.length,
    forfeitReasons,
    games: `${games} of ${total}`,
    viewport: `${o.width}x${o.height}`,
  };
  if (page.problems.length) report.problems = page.problems.slice(0, 5);
  process.stdout.write(`${JSON.stringify(report)}\n`);
  await page.close();
} finally {
  await context.close();
  server.close();
  if (made) rmSync(made, { recursive: true, force: true });
}
