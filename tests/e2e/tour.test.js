// A look at every game at 1366x768 (the Chromebook screen): default pages, play in progress,
// thinking overlays and series tallies, saved as screenshots/tour-*.png for people to review.
// Each page must fit the screen without scrolling and log no errors.

import { test } from "node:test";
import assert from "node:assert/strict";
import { browserPerFile, open, shot, fastest, waitForEnd } from "./harness.js";

const browser = browserPerFile();

/** Asserts nothing sticks out of the 1366x768 window (no page scrollbars, board inside). */
async function fits(page) {
  const { w, h, board } = await page.evaluate(() => ({
    w: document.documentElement.scrollWidth,
    h: document.documentElement.scrollHeight,
    board: document.querySelector("#board").getBoundingClientRect().toJSON(),
  }));
  assert.ok(w <= 1366 && h <= 768, `page is ${w}x${h}`);
  assert.ok(board.right <= 1366 && board.bottom <= 768, JSON.stringify(board));
}

/** What a human seat's note must explain in each game: how to play it. */
const HOW = { minesweeper: /right-click.*flag/, puyo: /← →.*Z X.*↓/, tictactoe: /click an empty cell/, gomoku: /click an empty cell/ };

for (const [game, how] of Object.entries(HOW)) {
  test(`${game}: the default page fits the screen and tells a human how to play`, async () => {
    const page = await open(browser.context, `${browser.server.url}#game=${game}`);
    await fits(page);
    assert.match(await page.textContent("#seats .seat .about"), how);
    await shot(page, `tour-${game}-default`);
    assert.deepEqual(page.problems, []);
    await page.close();
  });
}

test("agents playing each game with their thinking shown", async () => {
  const setups = {
    minesweeper: "preset=intermediate&seat0=solver",
    puyo: "rules=tsu&maxPairs=12&seat0=chain",
    tictactoe: "seat0=mcts&seat1=minimax",
    gomoku: "width=15&height=15&nInRow=5&seat0=mcts&seat1=mcts&seat0.timeMs=100&seat1.timeMs=100",
  };
  for (const [game, rest] of Object.entries(setups)) {
    const page = await open(browser.context, `${browser.server.url}#game=${game}&${rest}&seed=4`);
    await page.check("#show-thinking");
    // An agent's explanation shows in words; pause while it is up so the picture keeps it.
    await page.waitForFunction(() => /Agent thinking|Numbers|Darker|Values/.test(document.querySelector("#explain-text").textContent), null, { timeout: 30_000 });
    await page.click("#play");
    await fits(page);
    await shot(page, `tour-${game}-thinking`);
    // To the end without the look each move's thinking is held for (350 ms a move: a 15x15 game is long).
    await page.uncheck("#show-thinking");
    await page.click("#play");
    await fastest(page);
    await waitForEnd(page, 120_000);
    await shot(page, `tour-${game}-end`);
    assert.deepEqual(page.problems, [], game);
    await page.close();
  }
});

test("a gomoku series on the big board fits with its tally", async () => {
  const page = await open(browser.context, `${browser.server.url}#game=gomoku&width=15&height=15&nInRow=5&seat0=mcts&seat1=pure-mcts&seat0.timeMs=50&seat1.timeMs=50&seed=1`);
  await fastest(page);
  await page.fill("#series-n", "2");
  await page.click("#series");
  await page.waitForFunction(() => /Game 1 of 2/.test(document.querySelector("#tally").textContent), null, { timeout: 120_000 });
  await fits(page);
  await shot(page, "tour-gomoku-series");
  assert.deepEqual(page.problems, []);
  await page.close();
});
