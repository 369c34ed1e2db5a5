// Time to look (issue 10 §3) and words on the screen (§5): paused, the first Step shows the
// agent's thinking and the second plays it; thinking stays up until the next (no flicker in
// auto-play); New game keeps Pause; the status line clears when out of date; option errors sit
// beside their field; whose turn shows in the player's colour; agent moves are announced.

import { test } from "node:test";
import assert from "node:assert/strict";
import { browserPerFile, open, shot, fastest, waitText } from "./harness.js";

const browser = browserPerFile();

const cell = (i) => `#board [data-cell="${i}"]`;
const marks = (page) => page.$$eval("#board [data-cell]", (els) => els.filter((e) => /^[XO]$/.test(e.textContent)).length);

test("paused, Step shows the agent's thinking, a second Step plays it; New game keeps Pause", async () => {
  const page = await open(browser.context, `${browser.server.url}#game=tictactoe&seat0=human&seat1=minimax&seed=1`);
  await page.keyboard.press("p"); // Pause (shortcut)
  await waitText(page, "#play", /^Play$/);
  await page.click(cell(4));
  await page.waitForTimeout(600);
  assert.equal(await marks(page), 1, "paused: the agent waits");
  // A click while the agent is to move explains what to do...
  await page.click(cell(0));
  await waitText(page, "#status", /agent's turn: press Play \(P\) or Step \(S\)/);
  // ...first Step: the thinking (values on the board, the text under it) and the move it would play.
  await page.keyboard.press("s");
  await page.waitForSelector("#board .heat.values");
  await page.waitForSelector("#board .hint");
  await waitText(page, "#status", /O \(Minimax\) would play row \d, column \d: press Step again/);
  assert.match(await page.textContent("#legend"), /Each cell for O \(Minimax\), with perfect play after it/);
  const hinted = await page.$eval("#board .hint", (e) => Number(e.dataset.cell));
  await page.waitForTimeout(800);
  assert.equal(await marks(page), 1, "the first Step does not play");
  await shot(page, "look-step-thinking");
  // Second Step: the move is played where the thinking pointed, and announced to screen readers.
  await page.keyboard.press("s");
  await waitText(page, cell(hinted), /^O$/);
  await waitText(page, "#announce", /O \(Minimax\) played row \d, column \d\./);
  // The out-of-date status line is gone after the move.
  await page.waitForFunction(() => !/agent's turn|would play/.test(document.querySelector("#status").textContent));
  // New game keeps Pause.
  await page.keyboard.press("n");
  await page.waitForFunction(() => [...document.querySelectorAll("#board [data-cell]")].every((e) => e.textContent === ""));
  assert.equal(await page.textContent("#play"), "Play");
  assert.equal(await page.getAttribute("#play", "aria-pressed"), "false");
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("in auto-play the last thinking stays until the next one: no flicker", async () => {
  const page = await open(browser.context, `${browser.server.url}#game=gomoku&width=8&height=8&nInRow=5&seat0=mcts&seat0.timeMs=60&seat1=mcts&seat1.timeMs=60&seed=3`);
  await page.check("#show-thinking");
  await page.waitForSelector("#board .heat.visits", { timeout: 30_000 });
  // Sample the board every 20 ms for 3 s while the agents play on.
  const samples = await page.evaluate(async () => {
    const out = [];
    const end = performance.now() + 3000;
    while (performance.now() < end && !document.querySelector("#banner.over")) {
      out.push([!!document.querySelector("#board .heat"), document.querySelector("#explain-text").textContent !== ""]);
      await new Promise((r) => setTimeout(r, 20));
    }
    return out;
  });
  const stones = await page.$$eval("#board .stone", (e) => e.length);
  assert.ok(stones >= 4, `${stones} stones: the agents played meanwhile`);
  assert.ok(samples.length >= 50, `${samples.length} samples`);
  const dark = samples.filter(([heat, text]) => !heat || !text).length;
  assert.equal(dark, 0, `the thinking was missing in ${dark} of ${samples.length} samples`);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("'Series finished' goes when the game changes; whose turn shows in the player's colour", async () => {
  const page = await open(browser.context, `${browser.server.url}#game=tictactoe&seat0=random&seat1=random&seed=1`);
  await fastest(page);
  await page.fill("#series-n", "2");
  await page.click("#series");
  await waitText(page, "#status", /Series finished: 2 games/, 60_000);
  await page.click('#picker [data-game="gomoku"]');
  await page.waitForSelector("#board .gomoku [data-cell]");
  assert.equal(await page.textContent("#status"), "");
  // Tic-tac-toe's X to move: the chip is in X's ink.
  await page.click('#picker [data-game="tictactoe"]');
  await page.selectOption('select[name="seat0"]', "human");
  await page.selectOption('select[name="seat1"]', "human");
  await waitText(page, "#hud", /To move\s*X \(Human\)/);
  assert.equal(await page.$eval("#hud .chip.turn", (e) => getComputedStyle(e).color), "rgb(0, 90, 140)");
  await page.click(cell(0));
  await waitText(page, "#hud", /To move\s*O \(Human\)/);
  assert.equal(await page.$eval("#hud .chip.turn", (e) => getComputedStyle(e).color), "rgb(166, 60, 0)");
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("an option error shows beside its field and goes when the option is fixed", async () => {
  const page = await open(browser.context, `${browser.server.url}#game=gomoku&width=6&height=6&nInRow=4&seat0=human&seat1=human`);
  await page.selectOption('select[name="board"]', "custom");
  await page.fill('input[name="nInRow"]', "12");
  await page.dispatchEvent('input[name="nInRow"]', "change");
  await page.waitForSelector('#options label[data-key="nInRow"] + .field-error');
  assert.match(await page.textContent("#options .field-error"), /nInRow/);
  assert.equal(await page.getAttribute('input[name="nInRow"]', "aria-invalid"), "true");
  assert.equal(await page.getAttribute('input[name="nInRow"]', "aria-describedby"), "option-error");
  await shot(page, "look-option-error");
  await page.fill('input[name="nInRow"]', "4");
  await page.dispatchEvent('input[name="nInRow"]', "change");
  await page.waitForSelector("#board [data-cell]");
  await page.waitForFunction(() => !document.querySelector("#options .field-error"));
  assert.equal(await page.getAttribute('input[name="nInRow"]', "aria-invalid"), null);
  assert.equal(await page.textContent("#status"), "");
  assert.deepEqual(page.problems, []);
  await page.close();
});
