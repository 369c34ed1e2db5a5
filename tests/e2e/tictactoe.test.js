// Tic-tac-toe: a known sequence of clicks to a win, human against an agent, agents against
// each other, all in real Chromium.

import { test } from "node:test";
import assert from "node:assert/strict";
import { browserPerFile, open, watchedPage, shot, fastest, waitForEnd, waitText, cellClasses } from "./harness.js";

const browser = browserPerFile();

const cell = (i) => `#board [data-cell="${i}"]`;

test("two humans: X wins along the top row and the line is highlighted", async () => {
  const page = await open(browser.context, `${browser.server.url}#game=tictactoe&seat0=human&seat1=human&seed=1`);
  for (const i of [0, 3, 1, 4]) await page.click(cell(i));
  await waitText(page, cell(3), /^O$/);
  await waitText(page, "#hud", /X \(Human\)/);
  await page.click(cell(2));
  assert.equal(await waitForEnd(page), "X (Human) wins! Three in a row.");
  const classes = await cellClasses(page);
  assert.deepEqual(classes.map((c, i) => (c.includes("win") ? i : -1)).filter((i) => i >= 0), [0, 1, 2]);
  assert.ok(classes[2].includes("last"), "the last move is marked");
  // A click after the end is refused with a message, not an error.
  await page.click(cell(8));
  await waitText(page, "#status", /over/);
  assert.equal(await page.textContent(cell(8)), "");
  await page.check("#show-text");
  await waitText(page, "#text-picture", /\| X \| X \| X \|/);
  await shot(page, "tictactoe-win");
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("a human against an agent: the agent answers from its worker", async () => {
  const page = await open(browser.context, `${browser.server.url}#game=tictactoe&seat0=human&seat1=random&seed=3`);
  await fastest(page);
  await page.click(cell(4));
  await page.waitForFunction(() => [...document.querySelectorAll("#board [data-cell]")].some((e) => e.textContent === "O"));
  assert.equal(await page.getAttribute("body", "data-agents"), "worker");
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("New game while an agent thinks: the new game gets one agent move, then the human's turn", async () => {
  const page = await open(browser.context, `${browser.server.url}#game=tictactoe&seat0=mcts&seat0.timeMs=1200&seat1=human&seed=3`);
  await page.waitForSelector("#board[data-busy]");
  await page.click("#new-game");
  // The old game's answer must not be played on top of the new game's (or leave the page busy).
  const marks = () => page.$$eval("#board [data-cell]", (els) => els.filter((e) => e.textContent === "X").length);
  await page.waitForFunction(() => [...document.querySelectorAll("#board [data-cell]")].some((e) => e.textContent === "X"), null, { timeout: 15_000 });
  assert.equal(await marks(), 1, "one move in the new game");
  await waitText(page, "#hud", /To move\s*O \(Human\)/);
  await page.waitForTimeout(1500);
  assert.equal(await marks(), 1, "no late second move");
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("two agents play to the end", async () => {
  const page = await open(browser.context, `${browser.server.url}#game=tictactoe&seat0=random&seat1=minimax&seed=5`);
  await fastest(page);
  assert.match(await waitForEnd(page), /^(X \(Random\)|O \(Minimax\)) wins! Three in a row\.$|^Draw! The board is full and no one has three in a row\.$/);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("minimax's values show on the empty cells; Hint marks its move", async () => {
  const page = await open(browser.context, `${browser.server.url}#game=tictactoe&seat0=human&seat1=human&seed=1`);
  for (const i of [0, 4, 8]) await page.click(cell(i));
  await page.check("#show-thinking");
  await page.waitForSelector("#board .heat.values");
  // One value in words per empty cell (from the engine's minimax), none on taken cells.
  const labels = await page.$$eval("#board [data-cell]", (els) => els.map((e) => e.textContent));
  for (const i of [1, 2, 3, 5, 6, 7]) assert.match(labels[i], /^(win|draw|loss)$/, `cell ${i}: ${labels[i]}`);
  assert.deepEqual([labels[0], labels[4], labels[8]], ["X", "O", "X"]);
  await page.click("#hint");
  await page.waitForSelector("#board .hint");
  await waitText(page, "#status", /Minimax suggests row \d, column \d/);
  await shot(page, "tictactoe-thinking");
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("without Web Workers the agents still play, on the page itself", async () => {
  const page = await watchedPage(browser.context);
  await page.addInitScript(() => {
    delete window.Worker;
  });
  await page.goto(`${browser.server.url}#game=tictactoe&seat0=random&seat1=minimax&seed=2`);
  await fastest(page);
  assert.match(await waitForEnd(page), /O \(Minimax\) wins!|Draw!/);
  assert.equal(await page.getAttribute("body", "data-agents"), "main thread");
  assert.match(await page.textContent("#agent-mode"), /on the page itself/);
  assert.deepEqual(page.problems, []);
  await page.close();
});
