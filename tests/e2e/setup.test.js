// The setup lives in the URL hash: a copied link restores game, options, seats and seed; the
// game picker and the form write it back.

import { test } from "node:test";
import assert from "node:assert/strict";
import { browserPerFile, open, waitText, watchedPage } from "./harness.js";

const browser = browserPerFile();

test("a link restores game, options, seats and seed", async () => {
  const hash = "#game=gomoku&width=7&height=5&nInRow=4&seat0=human&seat1=random&seed=7";
  const page = await open(browser.context, browser.server.url + hash);
  assert.equal(await page.$$eval("#board [data-cell]", (e) => e.length), 35);
  assert.equal(await page.$eval("#board .grid", (g) => g.style.gridTemplateColumns), "repeat(7, var(--cell))");
  assert.equal(await page.getAttribute('#picker [data-game="gomoku"]', "aria-pressed"), "true");
  assert.equal(await page.inputValue('select[name="board"]'), "custom");
  assert.equal(await page.inputValue('input[name="width"]'), "7");
  assert.equal(await page.inputValue('input[name="height"]'), "5");
  assert.equal(await page.inputValue('input[name="nInRow"]'), "4");
  assert.equal(await page.inputValue('select[name="seat0"]'), "human");
  assert.equal(await page.inputValue('select[name="seat1"]'), "random");
  assert.equal(await page.inputValue("#seed"), "7");
  // The link box holds the same setup, and opening it elsewhere gives the same page.
  const link = await page.inputValue("#link");
  for (const part of ["game=gomoku", "width=7", "height=5", "nInRow=4", "seat1=random", "seed=7"]) assert.ok(link.includes(part), link);
  const again = await open(browser.context, link);
  assert.equal(await again.$$eval("#board [data-cell]", (e) => e.length), 35);
  assert.deepEqual([...page.problems, ...again.problems], []);
  await page.close();
  await again.close();
});

test("agent options and minesweeper sizes round-trip through the hash", async () => {
  const page = await open(browser.context, `${browser.server.url}#game=minesweeper&rows=6&cols=8&mines=7&firstClick=opening&seat0=random&seed=12`);
  assert.equal(await page.inputValue('select[name="preset"]'), "custom");
  assert.equal(await page.inputValue('select[name="firstClick"]'), "opening");
  assert.equal(await page.$$eval("#board [data-cell]", (e) => e.length), 48);
  await page.click("#play"); // pause the agent
  await page.selectOption('select[name="preset"]', "intermediate");
  await page.waitForFunction(() => document.querySelectorAll("#board [data-cell]").length === 256);
  assert.match(page.url(), /preset=intermediate/);
  assert.doesNotMatch(page.url(), /rows=/);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("a link with a preset and explicit sizes shows what the sender saw: a custom size", async () => {
  // The engine lets rows/cols/mines override the preset one by one: expert is 16x30 with 99 mines,
  // so this is 20 rows, 30 columns and 120 mines.
  const page = await open(browser.context, `${browser.server.url}#game=minesweeper&preset=expert&rows=20&mines=120&seat0=human&seed=3`);
  assert.equal(await page.$$eval("#board [data-cell]", (e) => e.length), 600);
  assert.equal(await page.$eval("#board .grid", (g) => g.style.gridTemplateColumns), "repeat(30, var(--cell))");
  await waitText(page, "#hud", /Mines left\s*120/);
  assert.equal(await page.inputValue('select[name="preset"]'), "custom");
  assert.equal(await page.isVisible('input[name="rows"]'), true);
  assert.equal(await page.inputValue('input[name="rows"]'), "20");
  assert.equal(await page.inputValue('input[name="cols"]'), "30");
  assert.equal(await page.inputValue('input[name="mines"]'), "120");
  // The page's own link now says the same thing without the preset.
  const link = await page.inputValue("#link");
  for (const part of ["rows=20", "cols=30", "mines=120"]) assert.ok(link.includes(part), link);
  assert.doesNotMatch(link, /preset=/);
  // Editing one value keeps the others.
  await page.fill('input[name="mines"]', "100");
  await page.dispatchEvent('input[name="mines"]', "change");
  await waitText(page, "#hud", /Mines left\s*100/);
  assert.equal(await page.$$eval("#board [data-cell]", (e) => e.length), 600);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("the picker switches games and the hash follows; a pasted hash switches back", async () => {
  const page = await open(browser.context, `${browser.server.url}#game=tictactoe&seat0=human&seat1=human&seed=2`);
  await page.click('#picker [data-game="puyo"]');
  await page.waitForSelector("#board .field [data-cell]");
  assert.match(page.url(), /game=puyo/);
  await page.evaluate(() => (location.hash = "#game=tictactoe&seat0=human&seat1=random&seed=9"));
  await page.waitForFunction(() => document.querySelectorAll("#board .ttt [data-cell]").length === 9);
  assert.equal(await page.inputValue('select[name="seat1"]'), "random");
  assert.equal(await page.inputValue("#seed"), "9");
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("the first board loads its own game's engine only; another game's loads when it is picked", async () => {
  const page = await watchedPage(browser.context);
  const wasm = [];
  page.on("request", (r) => {
    if (r.url().endsWith(".wasm")) wasm.push(new URL(r.url()).pathname);
  });
  await page.goto(`${browser.server.url}#game=minesweeper&seat0=human&seed=3`);
  await page.waitForSelector("#board [data-cell]");
  assert.deepEqual(wasm, ["/pkg-minesweeper/playground_bg.wasm"]);
  // Picking Gomoku loads its engine, then shows its board; an agent plays on it.
  await page.click('#picker [data-game="gomoku"]');
  await page.waitForFunction(() => document.body.dataset.game === "gomoku" && document.querySelectorAll("#board [data-cell]").length > 0);
  assert.ok(wasm.includes("/pkg-gomoku/playground_bg.wasm"), wasm.join(" "));
  assert.ok(!wasm.includes("/pkg/playground_bg.wasm"), `the whole engine was fetched: ${wasm.join(" ")}`);
  await page.selectOption('select[name="seat0"]', "random");
  await page.waitForFunction(() => document.querySelectorAll("#board [data-cell] .stone, #board .stone").length > 0, null, { timeout: 20000 });
  // Back to Minesweeper: its engine is not fetched again.
  const before = wasm.filter((p) => p.includes("minesweeper")).length;
  await page.click('#picker [data-game="minesweeper"]');
  await page.waitForFunction(() => document.body.dataset.game === "minesweeper");
  assert.equal(wasm.filter((p) => p.includes("minesweeper")).length, before);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("an unknown game in a link is a message, and the page still works", async () => {
  const page = await open(browser.context, `${browser.server.url}#game=chess`);
  await waitText(page, "#status", /no game 'chess'/);
  assert.equal(await page.$$eval("#board [data-cell]", (e) => e.length), 9);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("an unknown agent in a link is a message, and that seat plays as a human", async () => {
  const page = await open(browser.context, `${browser.server.url}#game=tictactoe&seat0=human&seat1=deep-blue&seed=2`);
  await waitText(page, "#status", /no agent 'deep-blue'.*O plays as Human/);
  assert.equal(await page.inputValue('select[name="seat1"]'), "human");
  assert.match(page.url(), /seat1=human/);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("an agent that refuses its options is a message; fixing the option lets it play", async () => {
  const page = await open(browser.context, `${browser.server.url}#game=tictactoe&seat0=human&seat1=mcts&seat1.timeMs=0&seed=2`);
  await page.click('#board [data-cell="4"]');
  await waitText(page, "#status", /O \(MCTS\): option 'timeMs'.*out of range/);
  assert.equal(await page.textContent("#play"), "Play", "the agents are paused, not stuck thinking");
  assert.equal(await page.$("#board[data-busy]"), null);
  await page.fill('input[name="seat1.timeMs"]', "20");
  await page.dispatchEvent('input[name="seat1.timeMs"]', "change");
  await page.waitForFunction(() => [...document.querySelectorAll("#board [data-cell]")].some((e) => e.textContent === "O"));
  assert.doesNotMatch(await page.getAttribute("#status", "class"), /error/);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("an engine panic shows a visible message instead of a dead page", async () => {
  const page = await open(browser.context, `${browser.server.url}#game=tictactoe&seat0=human&seat1=human`);
  assert.equal(await page.isVisible("#panic"), false);
  await page.evaluate(() => window.__playgroundPanic("playground bug (please report it): test"));
  await page.waitForSelector("#panic", { state: "visible" });
  assert.match(await page.textContent("#panic"), /Something broke.*test.*Reload/);
  assert.deepEqual(page.problems, []);
  await page.close();
});
