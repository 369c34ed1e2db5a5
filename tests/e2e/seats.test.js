// One command seats an agent (issue 16; www/play/seats.js): Run in mid-game starts a new game
// rather than handing the running one to the agent, and a lesson link that fixed the players
// keeps its Human seats, saying why.

import { test } from "node:test";
import assert from "node:assert/strict";
import { browserPerFile, openFresh, openCodePanel, setCode } from "./harness.js";

const browser = browserPerFile();
const cells = (page) => page.$$eval("#board .grid:not(.preview) [data-cell]", (els) => els.map((e) => e.textContent));

async function openWithAgent(hash, code) {
  const page = await openFresh(browser.context, browser.server.url, hash);
  await openCodePanel(page);
  await setCode(page, code);
  return page;
}

const LAST = "function act(obs, env) { const l = env.legalActions(); return l[l.length - 1]; }";

test("Run in mid-game seats the agent in a new game: it does not inherit the human's moves", async () => {
  const page = await openWithAgent("#game=tictactoe&seat0=human&seat1=human&seed=1", LAST);
  await page.click('#board [data-cell="0"]');
  await page.waitForFunction(() => document.querySelector('#board [data-cell="0"]').textContent === "X");
  await page.click("#code-run");
  await page.waitForFunction(() => document.querySelector('#board [data-cell="8"]').textContent === "X", null, { timeout: 15_000 });
  const board = await cells(page);
  assert.equal(board[0], "", board.join("|"));
  assert.match(await page.textContent("#status"), /now plays as X/);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("a lesson link that locked the players keeps its Human seats when Run is pressed, and says why", async () => {
  const page = await openWithAgent("#game=tictactoe&seat0=human&seat1=human&seed=1&lock=seats", LAST);
  await page.click("#code-run");
  await page.waitForFunction(() => /fixes the players/.test(document.querySelector("#status").textContent), null, { timeout: 15_000 });
  assert.equal(await page.inputValue("select[name=seat0]"), "human");
  assert.equal(await page.inputValue("select[name=seat1]"), "human");
  assert.deepEqual(page.problems, []);
  await page.close();
});
