// Puyo: keys and clicks until the game ends (a small pair limit), both rule sets, agents.

import { test } from "node:test";
import assert from "node:assert/strict";
import { browserPerFile, open, shot, fastest, waitForEnd, waitText } from "./harness.js";

const browser = browserPerFile();

/** The number of puyos on the field. */
const puyos = (page) => page.$$eval("#board .field .puyo", (e) => e.length);

test("Tsu rules by keyboard: move, rotate, drop until the pair limit", async () => {
  const page = await open(browser.context, `${browser.server.url}#game=puyo&rules=tsu&maxPairs=8&seat0=human&seed=3`);
  assert.equal(await page.$$eval("#board .field [data-cell]", (e) => e.length), 13 * 6);
  assert.equal(await page.$$eval("#board .preview .puyo", (e) => e.length), 2, "the falling pair is shown");
  assert.equal(await page.$$eval("#board .next .puyo", (e) => e.length), 4, "next and next-next");
  const moves = [["ArrowLeft", "ArrowLeft"], ["z"], ["ArrowRight", "x"], ["ArrowRight", "ArrowRight", "ArrowRight"], ["x", "x"], [], ["ArrowLeft", "ArrowLeft", "ArrowLeft"], ["z", "ArrowRight"]];
  for (const [k, keys] of moves.entries()) {
    for (const key of keys) await page.keyboard.press(key);
    await page.keyboard.press(k % 2 ? "ArrowDown" : "Space");
    await waitText(page, "#hud", new RegExp(`Pairs\\s*${k + 1}\\b`));
    // Let any chain animation finish before the next key.
    await page.waitForSelector("#board:not([data-busy])");
  }
  const n = await puyos(page);
  assert.ok(n > 0 && n <= 16, `${n} puyos on the field after eight pairs`);
  assert.match(await waitForEnd(page), /All pairs placed — score \d+/);
  await page.check("#show-text");
  await waitText(page, "#text-picture", /pair limit reached/);
  await shot(page, "puyo-tsu-keys");
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("seed rules by clicking columns until the game ends", async () => {
  const page = await open(browser.context, `${browser.server.url}#game=puyo&rules=seed&maxPairs=40&seat0=human&seed=5`);
  assert.equal(await page.$$eval("#board .field [data-cell]", (e) => e.length), 12 * 6);
  for (let k = 0; k < 60 && !(await page.$("#banner.over")); k++) {
    await page.click(`#board .field [data-cell="${6 * 6 + (k % 6)}"]`);
    await page.waitForTimeout(30);
    await page.waitForSelector("#board:not([data-busy])");
  }
  assert.match(await waitForEnd(page), /Game over|All pairs placed/);
  await shot(page, "puyo-seed-clicks");
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("an agent plays Puyo to its pair limit and a chain is animated", async () => {
  const page = await open(browser.context, `${browser.server.url}#game=puyo&rules=tsu&maxPairs=30&seat0=random&seed=1`);
  await fastest(page);
  assert.match(await waitForEnd(page), /score \d+/);
  // Random play pops groups often enough: watch one step by step at 100 ms a move. The speed is
  // set before the new game starts (a link keeps it): at full speed a slow machine could play the
  // game's first chain before the keys arrive.
  await page.focus("#speed");
  await page.keyboard.press("End");
  for (const _ of [1, 2, 3]) await page.keyboard.press("ArrowLeft");
  assert.equal(await page.inputValue("#speed"), "7", "100 ms a move");
  // Every drawing of the board is watched, so a flash is seen however busy the machine is.
  await page.evaluate(() => {
    window.popSeen = false;
    new MutationObserver(() => (window.popSeen ||= !!document.querySelector("#board .pop"))).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  await page.goto(`${browser.server.url}#game=puyo&rules=tsu&maxPairs=80&seat0=random&seed=2`);
  await page.waitForFunction(() => window.popSeen, null, { timeout: 60_000 });
  await shot(page, "puyo-chain");
  await waitForEnd(page, 120_000);
  await shot(page, "puyo-random-end");
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("the stronger Puyo agents play to the pair limit", async () => {
  const page = await open(browser.context, `${browser.server.url}#game=puyo&rules=tsu&maxPairs=20&seat0=human&seed=4`);
  for (const id of ["greedy", "chain"]) {
    await page.selectOption('select[name="seat0"]', id);
    await page.click("#new-game");
    await page.waitForSelector("#banner:not(.over)");
    await fastest(page);
    assert.match(await waitForEnd(page, 120_000), /All pairs placed — score \d+/, id);
    assert.notEqual(await page.getAttribute("#status", "class"), "error", await page.textContent("#status"));
    await shot(page, `puyo-${id}-end`);
  }
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("Hint moves the pair to the agent's choice; dropping it plays there", async () => {
  const page = await open(browser.context, `${browser.server.url}#game=puyo&rules=tsu&seat0=human&seed=6`);
  await page.click("#hint");
  const said = await waitText(page, "#status", /suggests column (\d), rotation (\d)/, 30_000);
  const [, col, rot] = /column (\d), rotation (\d)/.exec(said).map(Number);
  // The centre puyo sits in the suggested column of the preview (ringed as the axis).
  const axisCol = await page.$eval("#board .preview .axis", (e) => Number(e.dataset.col));
  assert.equal(axisCol, col - 1, `rotation ${rot}`);
  // Space on the focused Hint button would press it again: the board takes the keys once focused.
  await page.focus("#board .field");
  await page.keyboard.press("Space");
  await waitText(page, "#hud", /Pairs\s*1\b/);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("after choosing the rules with the keyboard, the arrow keys move the pair once the board has focus", async () => {
  const page = await open(browser.context, `${browser.server.url}#game=puyo&rules=tsu&seat0=human&seed=6`);
  const axis = () => page.$eval("#board .preview .axis", (e) => Number(e.dataset.col));
  await page.focus('select[name="rules"]');
  await page.keyboard.press("ArrowDown"); // changes the select: that is what a menu does
  await page.waitForFunction(() => /rules=seed/.test(location.hash));
  await page.waitForSelector("#board .field [data-cell]");
  const start = await axis();
  // The skip link takes the focus to the board: the arrow keys now move the pair, not the menu.
  await page.focus("#skip");
  await page.keyboard.press("Enter");
  assert.equal(await page.evaluate(() => document.activeElement.closest("#board") !== null), true);
  await page.keyboard.press("ArrowRight");
  await page.waitForFunction((s) => Number(document.querySelector("#board .preview .axis")?.dataset.col) === s + 1, start);
  assert.equal(await page.inputValue('select[name="rules"]'), "seed");
  await page.keyboard.press("ArrowDown");
  await waitText(page, "#hud", /Pairs\s*1\b/);
  assert.deepEqual(page.problems, []);
  await page.close();
});
