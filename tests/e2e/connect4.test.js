// Connect Four: a vertical four by clicks and a row across by keys (each checked by the engine's
// own win line), a full column refused in the page's language, a link with the board's options
// round-tripping, and agents from the door's list playing to the end.

import { test } from "node:test";
import assert from "node:assert/strict";
import { browserPerFile, open, showLink, shot, fastest, waitForEnd, waitText, cellClasses } from "./harness.js";

const browser = browserPerFile();

const cell = (i) => `#board [data-cell="${i}"]`;
/** The cells whose class list says `name`. */
const cellsWith = (classes, name) => classes.map((c, i) => (c.split(" ").includes(name) ? i : -1)).filter((i) => i >= 0);

test("clicks anywhere in a column drop a disc to the bottom: four up column 1 win for Red", async () => {
  const page = await open(browser.context, `${browser.server.url}#game=connect4&seat0=human&seat1=human&seed=1`);
  assert.equal(await page.$$eval("#board [data-cell]", (e) => e.length), 42);
  // Red clicks the top cell of column 1 each time, Yellow the top of column 2: the discs fall.
  for (const i of [0, 1, 0, 1, 0, 1]) await page.click(cell(i));
  await waitText(page, "#hud", /Red \(Human\)/);
  let classes = await cellClasses(page);
  assert.deepEqual(cellsWith(classes, "red"), [21, 28, 35]);
  assert.deepEqual(cellsWith(classes, "yellow"), [22, 29, 36]);
  assert.deepEqual(cellsWith(classes, "last"), [22], "Yellow's disc on top of column 2 is the last move");
  await page.click(cell(7)); // row 2 of column 1: still a drop into column 1
  assert.equal(await waitForEnd(page), "Red (Human) wins! 4 in a row.");
  classes = await cellClasses(page);
  assert.deepEqual(cellsWith(classes, "win"), [14, 21, 28, 35]);
  assert.equal(await page.getAttribute(cell(14), "aria-label"), "row 3, column 1: Red");
  await waitText(page, "#review-panel", /7\. Red: column 1/); // the move list names the column
  await shot(page, "connect4-vertical");
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("the keyboard plays: arrows move the column cursor, Enter and Space drop; Red wins across the bottom", async () => {
  const page = await open(browser.context, `${browser.server.url}#game=connect4&seat0=human&seat1=human&seed=1`);
  await page.focus('#board [tabindex="0"]');
  const press = async (...keys) => {
    for (const k of keys) await page.keyboard.press(k);
  };
  // Red 1, Yellow 1, Red 2, Yellow 2, Red 3, Yellow 3, then the cursor on column 4.
  await press("Enter", "Space", "ArrowRight", "Enter", "Space", "ArrowRight", "Enter", "Enter", "ArrowRight");
  await waitText(page, "#hud", /Red \(Human\)/);
  const before = await cellClasses(page);
  assert.deepEqual(cellsWith(before, "red"), [35, 36, 37]);
  assert.deepEqual(cellsWith(before, "yellow"), [28, 29, 30]);
  assert.deepEqual(cellsWith(before, "aim").map((i) => i % 7), [3, 3, 3, 3, 3, 3], "the cursor's column is shaded");
  await press("Space");
  assert.equal(await waitForEnd(page), "Red (Human) wins! 4 in a row.");
  assert.deepEqual(cellsWith(await cellClasses(page), "win"), [35, 36, 37, 38]);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("a full column is refused with the page's reason in Japanese; the board's options round-trip in the link", async () => {
  const link = `${browser.server.url}#game=connect4&columns=5&rows=2&inarow=3&seat0=human&seat1=human&seed=1&lang=ja`;
  const page = await open(browser.context, link);
  assert.equal(await page.$$eval("#board [data-cell]", (e) => e.length), 10);
  const values = async () => Promise.all(["columns", "rows", "inarow"].map((k) => page.inputValue(`input[name="${k}"]`)));
  assert.deepEqual(await values(), ["5", "2", "3"]);
  await page.click(cell(0));
  await page.click(cell(0));
  await page.click(cell(5)); // column 1 holds two discs: full
  await waitText(page, "#status", /1 列目はいちばん上までうまっています/);
  const discs = (await cellClasses(page)).filter((c) => c.includes("disc")).length;
  assert.equal(discs, 2, "nothing was played");
  // The page's own link names the options, and opening it again gives the same board.
  const own = page.url();
  for (const part of ["game=connect4", "columns=5", "rows=2", "inarow=3"]) assert.ok(own.includes(part), `${part} in ${own}`);
  await showLink(page, own.replace(/seed=\d+/, "seed=2"));
  assert.equal(await page.$$eval("#board [data-cell]", (e) => e.length), 10);
  assert.deepEqual(await values(), ["5", "2", "3"]);
  // inarow longer than both sides is the engine's error on that field, named by its label.
  await page.fill('input[name="inarow"]', "9");
  await page.dispatchEvent('input[name="inarow"]', "change");
  await page.waitForSelector("#status.error");
  assert.match(await page.textContent("#status"), /設定「勝ちに必要な数」: 横 5・たて 2 の盤には 9つ並べられない/);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("agents from the door's list play a game to the end", async () => {
  const page = await open(browser.context, `${browser.server.url}#game=connect4&seat0=human&seat1=human&seed=3`);
  const agents = await page.$$eval('select[name="seat1"] option', (os) => os.map((o) => o.value).filter((v) => v !== "human"));
  assert.ok(agents.includes("random") && agents.includes("mcts"), `the door lists ${agents}`);
  // The first and the last the door lists (the engine's agents, whatever they are today).
  const [first, last] = [agents[0], agents[agents.length - 1]];
  await showLink(page, `${browser.server.url}#game=connect4&seat0=${first}&seat1=${last}&seed=3`);
  await fastest(page);
  assert.match(await waitForEnd(page, 120_000), /^(Red|Yellow) \(.+\) wins! 4 in a row\.$|^Draw! /);
  assert.deepEqual(page.problems, []);
  await page.close();
});
