// The shipped nets are files beside the wasm (www/nets.js): a page whose seats need none fetches
// none (only the service worker's offline copy takes them, later), and each agent that plays a shipped net fetches its file when first asked and plays.

import { test } from "node:test";
import assert from "node:assert/strict";
import { browserPerFile, open, fastest, waitForEnd } from "./harness.js";

const browser = browserPerFile();

/** Opens `hash` and records the weights files the page (and its workers) fetch. */
async function openCounting(hash) {
  const fetched = [];
  const onRequest = (r) => {
    if (r.serviceWorker()) return; // the offline copy's precache fetches everything, after the page is up
    const m = /\/weights\/([\w-]+)\.bin$/.exec(new URL(r.url()).pathname);
    if (m) fetched.push(m[1]);
  };
  browser.context.on("request", onRequest);
  const page = await open(browser.context, `${browser.server.url}${hash}`);
  page.once("close", () => browser.context.off("request", onRequest));
  return { page, fetched };
}

test("a first board with humans and search agents fetches no net", async () => {
  const { page, fetched } = await openCounting("#game=gomoku&width=6&height=6&nInRow=4&seat0=human&seat1=mcts");
  await page.click('#board [data-cell="14"]');
  await page.waitForFunction(() => document.querySelectorAll("#board .white").length === 1, null, { timeout: 30_000 });
  assert.deepEqual(fetched, []);
  assert.deepEqual(page.problems, []);
  await page.close();
});

for (const [hash, nets] of [
  ["#game=gomoku&width=6&height=6&nInRow=4&seat0=alphazero&seat0.playouts=50&seat1=alphazero&seat1.playouts=50&seed=4", ["gomoku-6x6-4-alphazero", "gomoku-8x8-5-alphazero"]],
  ["#game=tictactoe&seat0=qlearning&seat1=alphazero&seat1.playouts=50&seed=4", ["tictactoe-alphazero", "tictactoe-qlearning"]],
  ["#game=minesweeper&preset=beginner&seat0=neural&seed=4", ["minesweeper-neural"]],
]) {
  test(`${hash.split("&")[0].slice(6)}: ${nets.join(", ")} fetched when first needed, and the game is played`, async () => {
    const { page, fetched } = await openCounting(hash);
    await fastest(page);
    assert.match(await waitForEnd(page, 120_000), /./);
    assert.deepEqual([...new Set(fetched)].sort(), nets);
    assert.deepEqual(page.problems, []);
    await page.close();
  });
}
