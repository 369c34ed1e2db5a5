// Kaggle's agent format in the page (issue 42, part 3), in real Chromium on the page's own sandbox
// engine (pkg-sandbox). This branch's page has no Connect Four yet (www/connect4/ is another
// change), so it checks what Tic-tac-toe shows: "Download for Kaggle" is not offered there, and a
// program in Kaggle's format forfeits its first move with the page's sentence that the game has
// no Kaggle format, in the page's language; the game is untouched.

import { test } from "node:test";
import assert from "node:assert/strict";
import { browserPerFile, open, fastest, waitForEnd, setCode } from "./harness.js";

const browser = browserPerFile();

test("a Kaggle-format program in Tic-tac-toe: no Download for Kaggle, and a forfeit saying the game has no Kaggle format", async () => {
  const page = await open(browser.context, `${browser.server.url}#game=tictactoe&seat0=human&seat1=random&seed=7`);
  await fastest(page);
  if ((await page.getAttribute("#code-toggle", "aria-expanded")) !== "true") await page.click("#code-toggle");
  await page.waitForSelector("#code-editor .cm-content");
  assert.equal(await page.isHidden("#code-kaggle"), true, "Download for Kaggle is for Connect Four only");
  await setCode(page, "function agent(observation, configuration) {\n  return 0;\n}\n");
  await page.click("#code-run");
  const banner = await waitForEnd(page, 15_000);
  assert.match(banner, /forfeits/);
  assert.match(await page.textContent("#code-error"), /tictactoe has no Kaggle format: define act\(obs, env\)/);
  const cells = await page.$$eval("#board .grid:not(.preview) [data-cell]", (els) => els.map((e) => e.textContent));
  assert.equal(cells.filter((c) => c !== "").length, 0, "no move was played");
  assert.deepEqual(page.problems, []);
  await page.close();
});
