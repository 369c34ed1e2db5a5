// Connect Four's Learn panel trains the built-in AlphaZero learner, and its Download button hands
// out the trained net (a PGWT weights file) that the engine plays as the learner's agent: what
// scripts/learn_in_page_vs.mjs measures against negamax (issue 42).

import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { browserPerFile, open, DIST } from "./harness.js";

const browser = browserPerFile();

test("Connect Four offers AlphaZero; after an episode, Download gives a net the engine plays", { timeout: 120_000 }, async () => {
  const page = await open(browser.context, `${browser.server.url}#game=connect4`);
  if (await page.isHidden("#learn-panel")) await page.click("#learn-toggle");
  await page.waitForSelector("#learn-learner option[value=alphazero]", { state: "attached" });
  await page.selectOption("#learn-learner", "alphazero");
  await page.click("#learn-start");
  await page.waitForFunction(() => Number(document.querySelector("#learn-progress").dataset.episodes) >= 1, null, { timeout: 90_000 });
  await page.click("#learn-pause");
  const [download] = await Promise.all([page.waitForEvent("download"), page.click("#learn-download")]);
  assert.match(download.suggestedFilename(), /^connect4-alphazero-\d+\.bin$/);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "learn-az-")), download.suggestedFilename());
  await download.saveAs(file);
  const bytes = new Uint8Array(fs.readFileSync(file));
  assert.equal(String.fromCharCode(...bytes.subarray(0, 4)), "PGWT");

  const pg = await import(pathToFileURL(path.join(DIST, "pkg/playground.js")).href);
  pg.initSync({ module: fs.readFileSync(path.join(DIST, "pkg/playground_bg.wasm")) });
  const agent = pg.makeAgent("connect4", "alphazero", { weights: bytes, playouts: "8", seed: "1" });
  const env = pg.make("connect4", {});
  env.reset(1);
  assert.ok(env.legalActions().includes(agent.act(env)), "the trained net plays a legal move");
  // A net for another board is refused by name, so the bytes really are Connect Four's net.
  assert.throws(() => pg.makeAgent("tictactoe", "alphazero", { weights: bytes }), /for connect4/);
});
