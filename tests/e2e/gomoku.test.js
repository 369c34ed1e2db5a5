// Gomoku: four in a row by hand on a 6x6 board, agents to the end, the board-size controls.

import { test } from "node:test";
import assert from "node:assert/strict";
import { browserPerFile, open, shot, fastest, waitForEnd, waitText, cellClasses } from "./harness.js";

const browser = browserPerFile();

const cell = (i) => `#board [data-cell="${i}"]`;

test("two humans on 6x6, four in a row: Black wins along the top row", async () => {
  const page = await open(browser.context, `${browser.server.url}#game=gomoku&width=6&height=6&nInRow=4&seat0=human&seat1=human&seed=1`);
  assert.equal(await page.$$eval("#board [data-cell]", (e) => e.length), 36);
  assert.equal(await page.inputValue('select[name="board"]'), "6x6x4");
  for (const i of [0, 6, 1, 7, 2, 8]) await page.click(cell(i));
  await waitText(page, "#hud", /Black \(Human\)/);
  await page.click(cell(3));
  assert.equal(await waitForEnd(page), "Black (Human) wins! 4 in a row.");
  const classes = await cellClasses(page);
  assert.deepEqual(classes.map((c, i) => (c.includes("win") ? i : -1)).filter((i) => i >= 0), [0, 1, 2, 3]);
  assert.ok(classes[3].includes("last") && classes[3].includes("black"));
  assert.ok(classes[8].includes("white"));
  await shot(page, "gomoku-win");
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("choosing a custom size in the form makes that board", async () => {
  const page = await open(browser.context, `${browser.server.url}#game=gomoku&seat0=human&seat1=human`);
  await page.selectOption('select[name="board"]', "custom");
  await page.fill('input[name="width"]', "9");
  await page.dispatchEvent('input[name="width"]', "change");
  await page.fill('input[name="height"]', "7");
  await page.dispatchEvent('input[name="height"]', "change");
  await page.waitForFunction(() => document.querySelectorAll("#board [data-cell]").length === 63);
  assert.match(page.url(), /width=9/);
  assert.match(page.url(), /height=7/);
  // An impossible n is the engine's readable error.
  await page.fill('input[name="nInRow"]', "12");
  await page.dispatchEvent('input[name="nInRow"]', "change");
  await page.waitForSelector("#status.error");
  assert.match(await page.textContent("#status"), /nInRow/);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("two agents play 6x6 to the end; the MCTS heat map shows when asked", async () => {
  const page = await open(browser.context, `${browser.server.url}#game=gomoku&width=6&height=6&nInRow=4&seat0=random&seat1=random&seed=2`);
  await fastest(page);
  assert.match(await waitForEnd(page), /wins!|Draw!/);
  await page.goto(`${browser.server.url}#game=gomoku&width=8&height=8&nInRow=5&seat0=mcts&seat0.timeMs=60&seat1=mcts&seat1.timeMs=60&seed=3`);
  await page.waitForSelector("#board [data-cell]");
  await page.check("#show-thinking");
  await fastest(page);
  await page.waitForSelector("#board .heat.visits", { timeout: 60_000 });
  await page.click("#play"); // pause with the heat map up
  await page.waitForTimeout(600);
  // The heat map sits on empty points only.
  assert.equal(await page.$$eval("#board .heat.stone", (e) => e.length), 0);
  await shot(page, "gomoku-mcts-thinking");
  await page.uncheck("#show-thinking"); // to the end without the look each move's thinking is held for
  await page.click("#play");
  assert.match(await waitForEnd(page, 120_000), /wins!|Draw!/);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("a hint whose position moved on clears 'Asking…' from the status line", async () => {
  const page = await open(browser.context, `${browser.server.url}#game=gomoku&width=8&height=8&nInRow=5&seat0=human&seat1=mcts&seat1.timeMs=1500&seed=1`);
  await page.click(cell(27));
  await page.waitForSelector("#board[data-busy]"); // White thinks for 1.5 s in the worker
  await page.click("#hint"); // answered after White's move, for a position that is gone
  await waitText(page, "#status", /Asking/);
  await page.waitForSelector("#board .white", { timeout: 15_000 });
  await page.waitForFunction(() => !/Asking/.test(document.querySelector("#status").textContent), null, { timeout: 15_000 });
  assert.deepEqual(page.problems, []);
  await page.close();
});
