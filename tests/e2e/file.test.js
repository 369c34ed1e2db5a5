// The single-file build (dist/playground.html, wasm inlined) opened straight from disk plays,
// agents included.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { DIST, launch, open, shot, waitForEnd, waitText, fastest } from "./harness.js";

const FILE = path.join(DIST, "playground.html");
let context;
before(async () => {
  context = await launch();
});
after(async () => {
  await context?.close();
});

test("playground.html from file:// plays tic-tac-toe by hand and against an agent", { skip: !fs.existsSync(FILE) && "dist/playground.html not built" }, async (t) => {
  const url = pathToFileURL(FILE).href;
  const page = await open(context, `${url}#game=tictactoe&seat0=human&seat1=human&seed=1`);
  for (const i of [4, 0, 2, 6, 3, 5, 8, 1]) await page.click(`#board [data-cell="${i}"]`);
  await page.click(`#board [data-cell="7"]`);
  assert.match(await waitForEnd(page), /wins!|Draw!/);
  await shot(page, "file-tictactoe");
  await page.selectOption('select[name="seat1"]', "random");
  await page.click("#new-game");
  await page.click(`#board [data-cell="4"]`);
  await page.waitForFunction(() => [...document.querySelectorAll("#board [data-cell]")].some((e) => e.textContent === "O"));
  // The single file rebuilds the worker from a Blob; the main thread is only the fallback.
  t.diagnostic(`agents run in: ${await page.getAttribute("body", "data-agents")}`);
  // Another game in the same file.
  await page.click('#picker [data-game="minesweeper"]');
  await page.waitForSelector("#board .mines [data-cell]");
  await page.click(`#board [data-cell="40"]`);
  await waitText(page, "#hud", /Time/);
  await fastest(page);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("playground.html from file:// plays the shipped nets too (inlined, no file beside it needed)", { skip: !fs.existsSync(FILE) && "dist/playground.html not built" }, async () => {
  const url = pathToFileURL(FILE).href;
  const page = await open(context, `${url}#game=tictactoe&seat0=qlearning&seat1=alphazero&seat1.playouts=50&seed=2`);
  await fastest(page);
  assert.match(await waitForEnd(page, 60_000), /wins!|Draw!/);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("playground.html from file:// says in the page's language that Python needs the served page, and JavaScript still runs", { skip: !fs.existsSync(FILE) && "dist/playground.html not built" }, async () => {
  const url = pathToFileURL(FILE).href;
  const page = await open(context, `${url}#game=tictactoe&seat0=human&seat1=random&seed=1&lang=ja`);
  await page.evaluate(() => localStorage.clear());
  if ((await page.getAttribute("#code-toggle", "aria-expanded")) !== "true") await page.click("#code-toggle");
  await page.waitForSelector("#code-editor .cm-content");
  await page.selectOption("#code-lang", "python");
  await page.click("#code-run");
  await page.waitForSelector("#code-error:not([hidden])", { timeout: 30_000 });
  const said = await page.textContent("#code-error");
  assert.match(said, /Python はサーバーから開いたプレイグラウンドでだけ動きます/, said);
  assert.match(said, /playground\.html/);
  assert.doesNotMatch(said, /needs the served page/);
  // Back to JavaScript: the same program runs.
  await page.selectOption("#code-lang", "js");
  await page.click("#code-run");
  await page.waitForFunction(() => /^code:/.test(document.querySelector("select[name=seat0]").value), null, { timeout: 20_000 });
  assert.deepEqual(page.problems, []);
  await page.close();
});
