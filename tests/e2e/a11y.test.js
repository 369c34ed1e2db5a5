// Keyboard and contrast (issue 10 §6): an axe-core scan of every game's page finds no serious or
// critical violation; each board is one Tab stop with arrow keys inside and no key trap; the
// skip link reaches the board; N / P / S work, but not while typing in a field.

import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import { createRequire } from "node:module";
import { browserPerFile, open, waitText, shot, showLink } from "./harness.js";
import { contrast } from "./contrast.js";

const browser = browserPerFile();
/** axe-core from this folder's node_modules (pinned in package.json), injected at test time. */
const AXE = createRequire(import.meta.url).resolve("axe-core/axe.min.js");
const AXE_SOURCE = fs.readFileSync(AXE, "utf8");

/** Runs axe on the page; returns the serious and critical violations as readable lines. */
async function seriousViolations(page) {
  // Evaluated through the DevTools protocol: the page's Content-Security-Policy (no inline or
  // injected scripts) would refuse a <script> tag, and rightly so.
  await page.evaluate(AXE_SOURCE);
  const result = await page.evaluate(() => window.axe.run(document, { resultTypes: ["violations"] }));
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.length}×, e.g. ${v.nodes[0]?.target.join(" ")} ${v.nodes[0]?.failureSummary ?? ""})`);
}

const PAGES = {
  minesweeper: "preset=expert&seat0=human",
  puyo: "rules=tsu&seat0=human",
  tictactoe: "seat0=human&seat1=mcts",
  gomoku: "width=15&height=15&nInRow=5&seat0=human&seat1=mcts",
  connect4: "seat0=human&seat1=mcts",
};

for (const [game, rest] of Object.entries(PAGES)) {
  test(`${game}: axe finds no serious or critical violation; the board is one Tab stop`, async () => {
    const page = await open(browser.context, `${browser.server.url}#game=${game}&${rest}&seed=2`);
    assert.deepEqual(await seriousViolations(page), []);
    // One Tab stop in the board, whatever its size.
    assert.equal(await page.$$eval('#board [tabindex="0"]', (e) => e.length), 1);
    // The skip link is the first Tab stop and takes the focus to the board...
    await page.keyboard.press("Tab");
    assert.equal(await page.evaluate(() => document.activeElement.id), "skip");
    await page.keyboard.press("Enter");
    assert.equal(await page.evaluate(() => !!document.activeElement.closest("#board")), true);
    assert.match(page.url(), new RegExp(`game=${game}`), "the skip link does not touch the hash");
    // ...and Tab leaves the grid again (no key trap; Puyo's on-screen buttons come next).
    await page.keyboard.press("Tab");
    assert.equal(await page.evaluate(() => !!document.activeElement.closest('[role="grid"]')), false);
    assert.notEqual(await page.evaluate(() => document.activeElement.tagName), "BODY");
    assert.deepEqual(page.problems, []);
    await page.close();
  });
}

test("the scan is real: faint text on the page is reported", async () => {
  const page = await open(browser.context, `${browser.server.url}#game=tictactoe&seat0=human&seat1=human`);
  await page.evaluate(() => {
    const p = document.createElement("p");
    p.textContent = "faint words";
    p.style.cssText = "color:#bbb;background:#fff";
    document.querySelector("#stage").append(p);
  });
  const found = await seriousViolations(page);
  assert.equal(found.length, 1, found.join("\n"));
  assert.match(found[0], /color-contrast/);
  await page.close();
});

test("a finished game with its marks still passes axe (winning line, flags, mines)", async () => {
  const page = await open(browser.context, `${browser.server.url}#game=tictactoe&seat0=human&seat1=human&seed=1`);
  for (const i of [0, 3, 1, 4, 2]) await page.click(`#board [data-cell="${i}"]`);
  await page.waitForSelector("#banner.over");
  assert.deepEqual(await seriousViolations(page), []);
  await showLink(page, `${browser.server.url}#game=minesweeper&rows=5&cols=6&mines=4&firstClick=safe&seat0=human&seed=11`);
  await page.click('#board [data-cell="29"]', { button: "right" });
  await page.click('#board [data-cell="0"]');
  await page.waitForSelector("#board .flag");
  assert.deepEqual(await seriousViolations(page), []);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("arrow keys and Enter play Gomoku; N, P, S are shortcuts except while typing", async () => {
  const page = await open(browser.context, `${browser.server.url}#game=gomoku&width=6&height=6&nInRow=4&seat0=human&seat1=human&seed=1`);
  await page.focus("#skip");
  await page.keyboard.press("Enter");
  for (const key of ["ArrowRight", "ArrowRight", "ArrowDown"]) await page.keyboard.press(key);
  assert.equal(await page.evaluate(() => document.activeElement.dataset.cell), "8");
  await page.keyboard.press("Enter");
  await page.waitForSelector('#board [data-cell="8"].black');
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press(" ");
  await page.waitForSelector('#board [data-cell="7"].white');
  // "n" typed into the seed field is typing, not New game.
  await page.focus("#seed");
  await page.keyboard.press("n");
  assert.equal(await page.$$eval("#board .stone", (e) => e.length), 2);
  // On the board, N starts a new game.
  await page.focus('#board [tabindex="0"]');
  await page.keyboard.press("n");
  await page.waitForFunction(() => document.querySelectorAll("#board .stone").length === 0);
  // P and S: with an agent seated, P pauses and plays; S steps.
  await page.selectOption('select[name="seat1"]', "random");
  await page.focus('#board [tabindex="0"]');
  await page.keyboard.press("p");
  await waitText(page, "#play", /^Play$/);
  await page.keyboard.press("Enter"); // Black plays; White (Random) waits: paused
  await page.waitForSelector("#board .black");
  await page.keyboard.press("s");
  await page.waitForSelector("#board .white");
  await page.keyboard.press("p");
  await waitText(page, "#play", /^Pause$/);
  assert.deepEqual(page.problems, []);
  await page.close();
});

/** The background colour and text colour of the first element matching `sel`. */
const colours = (page, sel) => page.$eval(sel, (e) => ({ bg: getComputedStyle(e).backgroundColor, ink: getComputedStyle(e).color }));

test("cell states differ by at least 3:1 and their symbols by 4.5:1", async () => {
  const page = await open(browser.context, `${browser.server.url}#game=minesweeper&rows=5&cols=6&mines=4&firstClick=safe&seat0=human&seed=11`);
  await page.click('#board [data-cell="29"]', { button: "right" });
  await page.click('#board [data-cell="0"]');
  await page.waitForSelector("#board .open.n1, #board .open.n2, #board .open.n3");
  const hidden = await colours(page, "#board .cell.hidden:not(.flag)");
  const open_ = await colours(page, "#board .cell.open");
  const flag = await colours(page, "#board .cell.flag");
  const number = await colours(page, "#board .cell.open.n1, #board .cell.open.n2, #board .cell.open.n3");
  const checks = [
    ["hidden vs opened", contrast(hidden.bg, open_.bg), 3],
    ["flag vs hidden", contrast(flag.bg, hidden.bg), 3],
    ["flag symbol", contrast(flag.ink, flag.bg), 4.5],
    ["number", contrast(number.ink, number.bg), 4.5],
  ];
  // Tic-tac-toe's winning O.
  await showLink(page, `${browser.server.url}#game=tictactoe&seat0=human&seat1=human&seed=1`);
  for (const i of [0, 3, 8, 4, 1, 5]) await page.click(`#board [data-cell="${i}"]`);
  await page.waitForSelector("#board .cell.o.win");
  const o = await colours(page, "#board .cell.o.win");
  const x = await colours(page, "#board .cell.x");
  checks.push(["winning O", contrast(o.ink, o.bg), 4.5], ["X", contrast(x.ink, x.bg), 4.5]);
  // Puyo: each colour's symbol on that colour, large (a shape for each colour).
  await page.goto(`${browser.server.url}#game=puyo&rules=tsu&maxPairs=40&seat0=random&seed=2`);
  await page.waitForSelector("#board .field .puyo");
  await page.waitForFunction(() => new Set([...document.querySelectorAll("#board .field .cell.puyo")].map((e) => e.textContent)).size >= 4, null, { timeout: 30_000 });
  await page.click("#play"); // pause to measure
  const puyos = await page.$$eval("#board .field .cell.puyo", (els) =>
    els.map((e) => {
      const cs = getComputedStyle(e);
      return { glyph: e.textContent, fill: cs.getPropertyValue("--c").trim(), ink: cs.color, size: parseFloat(cs.fontSize), cell: e.getBoundingClientRect().width };
    }),
  );
  const glyphOf = new Map();
  for (const p of puyos) {
    checks.push([`puyo ${p.glyph} on ${p.fill}`, contrast(p.ink, p.fill), 4.5]);
    assert.ok(p.size >= 0.55 * p.cell, `puyo symbol ${p.size}px in a ${p.cell}px cell`);
    assert.equal(glyphOf.get(p.fill) ?? p.glyph, p.glyph, "one shape per colour");
    glyphOf.set(p.fill, p.glyph);
  }
  assert.equal(new Set(glyphOf.values()).size, glyphOf.size, "each colour has its own shape");
  await shot(page, "a11y-puyo-shapes");
  for (const [what, ratio, min] of checks) assert.ok(ratio >= min, `${what}: ${ratio.toFixed(2)}:1 (needs ${min}:1)`);
  assert.deepEqual(page.problems, []);
  await page.close();
});
