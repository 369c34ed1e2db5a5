// Agents' thinking a student can read (issue 10 §2): minimax in words (no "0" that reads as an
// O), MCTS visits as shares of at most 3 characters, a colour legend beside the board, the value
// of the pointed or focused cell under it (expert Minesweeper's small cells), coordinates that
// match the words of the cells, Gomoku's square rings, Puyo's planned pair drawn as ghosts.

import { test } from "node:test";
import assert from "node:assert/strict";
import { browserPerFile, open, shot } from "./harness.js";

const browser = browserPerFile();

/** The texts of the cells that carry a value. */
const heatTexts = (page) => page.$$eval("#board .heat", (els) => els.map((e) => e.textContent));

/** Row and column numbers drawn around the board (the field's, not Puyo's preview). */
const coords = (page) =>
  page.$eval("#board", (b) => ({
    top: [...b.querySelectorAll(".coords.top span")].map((s) => s.textContent),
    left: [...b.querySelectorAll(".coords.left span")].map((s) => s.textContent),
  }));

/** Turns on the thinking overlay. */
async function thinkingOn(page) {
  await page.check("#show-thinking");
}

test("Tic-tac-toe minimax: win/draw/loss words, a legend, coordinates, the pointed cell in words", async () => {
  const page = await open(browser.context, `${browser.server.url}#game=tictactoe&seat0=human&seat1=minimax&seed=1`);
  await page.click('#board [data-cell="0"]'); // X in a corner: O must answer in the centre or lose
  await page.waitForFunction(() => [...document.querySelectorAll("#board [data-cell]")].filter((e) => e.textContent === "O").length === 1);
  await thinkingOn(page);
  await page.waitForSelector("#board .heat.values");
  const texts = await heatTexts(page);
  assert.ok(texts.length >= 5, `values on the empty cells: ${texts}`);
  for (const text of texts) {
    assert.match(text, /^(win|draw|loss)$/, "each value is a word");
    assert.doesNotMatch(text, /^[0O]$/, "no lone 0 that reads as an O");
  }
  // The legend: whose values, and the three words in their colours.
  assert.match(await page.textContent("#legend"), /Each cell for X \(Human\)/);
  assert.equal(await page.$$eval("#legend .lg-swatch", (e) => e.length), 3);
  assert.ok(await page.isVisible("#think-bar"));
  // Coordinates 1..3 both ways, the same as the cells' words.
  assert.deepEqual(await coords(page), { top: ["1", "2", "3"], left: ["1", "2", "3"] });
  const target = await page.$eval("#board .heat", (e) => Number(e.dataset.cell));
  await page.hover(`#board [data-cell="${target}"]`);
  const r = Math.floor(target / 3) + 1;
  const c = (target % 3) + 1;
  await page.waitForFunction((re) => new RegExp(re).test(document.querySelector("#cell-info").textContent), `^row ${r}, column ${c}: empty — X \\(Human\\) (wins|loses)|a draw`);
  await shot(page, "thinking-tictactoe-minimax");
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("Tic-tac-toe MCTS: visits as shares of at most 3 characters, whose chance to win", async () => {
  const page = await open(browser.context, `${browser.server.url}#game=tictactoe&seat0=human&seat1=mcts&seed=2`);
  await page.keyboard.press("p"); // pause: Step shows the thinking first
  await page.waitForFunction(() => document.querySelector("#play").textContent === "Play");
  await page.click('#board [data-cell="4"]');
  await page.click("#step");
  await page.waitForSelector("#board .heat.visits", { timeout: 30_000 });
  const texts = await heatTexts(page);
  assert.ok(texts.length >= 1);
  for (const text of texts) assert.ok(text.length <= 3 && /^(\d{1,2}%|<1|100)$/.test(text), `share '${text}'`);
  // Each label fits inside its cell.
  const spill = await page.$$eval("#board .heat", (els) => els.filter((e) => e.scrollWidth > e.clientWidth + 1).length);
  assert.equal(spill, 0);
  const explain = await page.textContent("#explain-text");
  assert.match(explain, /O \(MCTS\)'s chance to win: \d+%/);
  assert.doesNotMatch(explain, /win rate 0\.\d/);
  assert.ok(await page.$("#legend .lg-bar"), "a colour scale");
  await shot(page, "thinking-tictactoe-mcts");
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("expert Minesweeper at 1366x768: percentages fit or show on focus; a stronger ramp; coordinates", async () => {
  const page = await open(browser.context, `${browser.server.url}#game=minesweeper&rows=16&cols=30&mines=99&seat0=human&seed=3`);
  await page.click('#board [data-cell="247"]'); // open somewhere in the middle
  await thinkingOn(page);
  await page.waitForSelector("#board .heat.probabilities", { timeout: 30_000 });
  const size = await page.$eval("#board [data-cell]", (e) => e.getBoundingClientRect().width);
  const texts = (await heatTexts(page)).filter(Boolean);
  if (size >= 26) assert.ok(texts.length > 0, `cells of ${size}px show their percentages`);
  for (const text of texts) assert.ok(text.length <= 3, `'${text}'`);
  // Focus a cell with a value: the line under the board says it in words.
  const target = await page.$eval("#board .heat", (e) => Number(e.dataset.cell));
  await page.focus(`#board [data-cell="${target}"]`);
  const r = Math.floor(target / 30) + 1;
  const c = (target % 30) + 1;
  await page.waitForFunction((re) => new RegExp(re).test(document.querySelector("#cell-info").textContent), `^row ${r}, column ${c}: hidden — \\d+% chance of a mine`);
  const co = await coords(page);
  assert.equal(co.top.length, 30);
  assert.equal(co.left.length, 16);
  assert.equal(co.top[29], "30");
  // The coordinate strip's number sits over its column.
  const [numX, cellX] = await page.evaluate((t) => {
    const n = document.querySelectorAll("#board .coords.top span")[t % 30].getBoundingClientRect();
    const cell = document.querySelector(`#board [data-cell="${t}"]`).getBoundingClientRect();
    return [n.left + n.width / 2, cell.left + cell.width / 2];
  }, target);
  assert.ok(Math.abs(numX - cellX) <= 1.5, `column number at ${numX}, cell at ${cellX}`);
  assert.match(await page.textContent("#legend"), /Chance of a mine.*safe 0%.*100% mine/);
  await shot(page, "thinking-minesweeper-expert");
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("Minesweeper neural: the net's chances with the exact ones beside them, far-off cells ringed", async () => {
  // moves=14: cell 40 opened, then paused with the net to move; Step shows its thinking first.
  const page = await open(browser.context, `${browser.server.url}#game=minesweeper&seat0=neural&seed=3&moves=14`);
  await thinkingOn(page);
  await page.click("#step");
  await page.waitForSelector("#board .heat.probabilities[data-exact]", { timeout: 30_000 });
  const cells = await page.$$eval("#board .heat.probabilities", (els) =>
    els.map((e) => ({ text: e.textContent, exact: e.dataset.exact ?? null, label: e.getAttribute("aria-label"), miss: e.classList.contains("miss") })),
  );
  assert.ok(cells.length > 0);
  for (const c of cells) {
    assert.ok(c.exact !== null && c.exact.length <= 3 && c.text.length <= 3, JSON.stringify(c));
    assert.match(c.label, /hidden — the net says \d+% chance of a mine; exact \(solver\): \d+%/);
    if (c.miss) assert.match(c.label, /far off/);
  }
  assert.match(await page.textContent("#legend"), /exact chance/);
  await shot(page, "thinking-minesweeper-neural");
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("Gomoku: suggestions are square rings with shares, not ghost stones; coordinates on both sides", async () => {
  const page = await open(browser.context, `${browser.server.url}#game=gomoku&seat0=human&seat1=mcts&seed=4`);
  const n = await page.$$eval("#board [data-cell]", (e) => e.length);
  const side = Math.round(Math.sqrt(n));
  await page.click(`#board [data-cell="${Math.floor(side / 2) * (side + 1)}"]`);
  await thinkingOn(page);
  await page.waitForSelector("#board .heat.visits", { timeout: 60_000 });
  const shapes = await page.$$eval("#board .heat.visits", (els) =>
    els.map((e) => {
      const s = getComputedStyle(e, "::before");
      return { radius: s.borderRadius, border: s.borderTopWidth, text: e.textContent };
    }),
  );
  for (const s of shapes) {
    assert.notEqual(s.radius, "50%", "not round like a stone");
    assert.equal(s.border, "3px");
    assert.ok(s.text.length <= 3, s.text);
  }
  const co = await coords(page);
  assert.equal(co.top.length ** 2, n);
  assert.equal(co.left.at(-1), String(co.left.length));
  await shot(page, "thinking-gomoku");
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("Puyo: the chain agent's planned pair is drawn as ghosts on the field", async () => {
  const page = await open(browser.context, `${browser.server.url}#game=puyo&seat0=chain&seed=5`);
  await page.keyboard.press("p");
  await page.waitForFunction(() => document.querySelector("#play").textContent === "Play");
  await page.click("#step");
  await page.waitForSelector("#board .field .cell.ghost", { timeout: 30_000 });
  const ghosts = await page.$$eval("#board .field .cell.ghost", (els) => els.map((e) => e.getAttribute("aria-label")));
  assert.equal(ghosts.length, 2, `the pair: ${ghosts}`);
  for (const label of ghosts) assert.match(label, /^row \d+, column \d: \w+ \(planned\)$/);
  assert.match(await page.textContent("#legend"), /Faded pair/);
  const co = await coords(page);
  assert.equal(co.top.length, 6);
  await shot(page, "thinking-puyo-plan");
  // Played, the pair lands where the ghosts were.
  const where = await page.$$eval("#board .field .cell.ghost", (els) => els.map((e) => e.dataset.cell));
  await page.click("#step");
  await page.waitForFunction(
    (cells) => cells.every((i) => /puyo c\d/.test(document.querySelector(`#board .field [data-cell="${i}"]`).className) && !document.querySelector(`#board .field [data-cell="${i}"]`).classList.contains("ghost")),
    where,
    { timeout: 30_000 },
  );
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("Puyo's view rings the puyos a planned move will pop and fades the planned pair", async () => {
  const page = await open(browser.context, `${browser.server.url}#game=puyo&seat0=human&seed=5`);
  const out = await page.evaluate(async () => {
    const { createView } = await import("./puyo/view.js");
    const root = document.createElement("div");
    document.body.append(root);
    const view = createView(root, { x: 0, rot: 0, reset() {} });
    const rows = 3;
    const cols = 6;
    const board = new Array(rows * cols).fill(0);
    board[12] = 1; // row 3: red, red, red at columns 1..3
    board[13] = 1;
    board[14] = 1;
    const landed = board.slice();
    landed[6] = 1; // the planned pair: red over the three reds, blue beside it
    landed[7] = 2;
    view.draw({
      obs: { rows, cols, board, pair: [1, 2], next: [], hiddenRows: 0, deathCell: -1 },
      avail: { w: 600, h: 400 },
      humanTurn: false,
      plan: { action: 0, landed, pops: new Set([6, 12, 13, 14]) },
    });
    const cells = [...root.querySelectorAll(".field [data-cell]")].map((e) => ({ cls: e.className, label: e.getAttribute("aria-label") }));
    view.destroy();
    return cells;
  });
  assert.match(out[6].cls, /\bghost\b.*\bwill-pop\b/);
  assert.match(out[6].label, /^row 2, column 1: red \(planned\) \(will pop\)$/);
  assert.match(out[7].cls, /\bghost c2\b/);
  assert.doesNotMatch(out[7].cls, /will-pop/);
  for (const i of [12, 13, 14]) assert.match(out[i].cls, /will-pop/);
  assert.doesNotMatch(out[0].cls, /ghost|will-pop/);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("thinking shown on a human's turn is the hint agent's: the legend credits it, not the human", async () => {
  const page = await open(browser.context, `${browser.server.url}#game=gomoku&width=9&height=9&nInRow=5&seat0=human&seat1=human&seed=2`);
  await page.check("#show-thinking");
  await page.waitForFunction(() => /searched/.test(document.querySelector("#legend")?.textContent ?? ""), null, { timeout: 30_000 });
  const legend = await page.textContent("#legend");
  assert.match(legend, /Where MCTS \(hint for Black \(Human\)\) searched/, legend);
  assert.doesNotMatch(legend, /Where Black \(Human\) searched/);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("Step pressed while an agent thinks shows that move's thinking and holds it; the next Step plays it", async () => {
  const page = await open(browser.context, `${browser.server.url}#game=gomoku&width=8&height=8&nInRow=5&seat0=mcts&seat0.timeMs=1500&seat1=human&seed=1`);
  await page.waitForSelector("#board[data-busy]"); // Black thinks for 1.5 s in the worker, thinking not asked
  await page.click("#step");
  await page.waitForSelector("#board .heat.visits", { timeout: 15_000 }); // asked again, its thinking shown
  await page.waitForSelector("#board:not([data-busy])");
  await page.waitForTimeout(300);
  assert.equal(await page.$$eval("#board .black", (e) => e.length), 0, "held, not played");
  assert.match(await page.textContent("#status"), /would play/);
  await page.click("#step");
  await page.waitForSelector("#board .black", { timeout: 15_000 });
  assert.deepEqual(page.problems, []);
  await page.close();
});
