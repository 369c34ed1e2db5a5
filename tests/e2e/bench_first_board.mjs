// Time to the first board: a cold page (fresh browser profile: no cache, no service worker) at a
// CPU slowdown (Chrome DevTools' Emulation.setCPUThrottlingRate, 4x = a low-end Chromebook), from
// navigation start to the first board cell in the DOM (a MutationObserver installed before the
// page's own scripts, read as performance.now()). Served by the project's own dev server.
//
//   node tests/e2e/bench_first_board.mjs [runs=7] [rate=4] [harness|plain]   (after scripts/build.sh)
//
// `plain`: served as a school's plain static host serves it (harness.js plainHost: Python's
// http.server, no header of ours, at a sub-path); `harness` (the default): the tests' own server.
//
// Prints per game the size of its engine's wasm, then median, min and max in ms over `runs`.
// Not a test: the figure depends on the machine; docs/page.md records the runs.

import { launch, serve, plainHost, DIST } from "./harness.js";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const runs = Number(process.argv[2] ?? 7);
const rate = Number(process.argv[3] ?? 4);
const HASH = {
  tictactoe: "#game=tictactoe&seat0=human&seat1=mcts",
  gomoku: "#game=gomoku&seat0=human&seat1=mcts",
  minesweeper: "#game=minesweeper&seat0=human",
  puyo: "#game=puyo&seat0=human",
};

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const hostKind = process.argv[4] ?? "harness";
const server = hostKind === "plain" ? await plainHost(DIST) : await serve();
console.log(JSON.stringify({ host: hostKind, rate, runs }));
for (const [game, hash] of Object.entries(HASH)) {
  // The engine this game's first board loads (www/engine.js: pkg-<game>/).
  const wasm = fs.readFileSync(path.join(DIST, `pkg-${game}/playground_bg.wasm`));
  console.log(JSON.stringify({ game, wasmBytes: wasm.length, wasmGzipBytes: zlib.gzipSync(wasm, { level: 9 }).length }));
  const times = [];
  for (let i = 0; i < runs; i += 1) {
    const context = await launch();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate });
    await page.addInitScript(() => {
      const seen = () => document.querySelector("#board [data-cell]");
      const observer = new MutationObserver(() => {
        if (seen()) {
          globalThis.__firstBoardMs = performance.now();
          observer.disconnect();
        }
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${server.url}${hash}`);
    await page.waitForFunction(() => typeof globalThis.__firstBoardMs === "number", null, { timeout: 60_000 });
    times.push(await page.evaluate(() => globalThis.__firstBoardMs));
    await context.close();
  }
  console.log(JSON.stringify({ game, medianMs: Math.round(median(times)), minMs: Math.round(Math.min(...times)), maxMs: Math.round(Math.max(...times)), times: times.map(Math.round) }));
}
await server.close();
