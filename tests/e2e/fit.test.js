// It fits (issue 10 §1): at each classroom screen size every game's board is wholly visible and
// as large as its space allows; the setup panel collapses (remembered); the board redraws when
// its space changes. Screenshots: screenshots/fit-<game>-<w>x<h>.png.

import { test } from "node:test";
import assert from "node:assert/strict";
import { browserPerFile, watchedPage, shot, showLink } from "./harness.js";

const browser = browserPerFile();

/** The screens: a Chromebook, a touch laptop, a projector, a Chromebook at 150 % zoom, an old projector. */
const SIZES = [
  { width: 1366, height: 768 },
  { width: 1280, height: 800, touch: true },
  { width: 1024, height: 768 },
  { width: 911, height: 512 },
  { width: 800, height: 600 },
];

/** The largest board of each game. */
const GAMES = {
  minesweeper: "preset=expert&seat0=human",
  gomoku: "width=15&height=15&nInRow=5&seat0=human&seat1=human",
  puyo: "rules=tsu&seat0=human",
  tictactoe: "seat0=human&seat1=human",
  connect4: "columns=16&rows=16&inarow=4&seat0=human&seat1=human",
};

/** Waits two frames (a resize -> ResizeObserver -> redraw). */
const settle = (page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

/** The board's box, its space's box, the viewport and the page's scroll size. */
function measure(page) {
  return page.evaluate(() => {
    const box = (el) => el.getBoundingClientRect().toJSON();
    const parts = [...document.querySelectorAll("#board .grid, #board .puyo-side")].map(box);
    return {
      board: box(document.querySelector("#board")),
      parts,
      wrap: box(document.querySelector("#board-wrap")),
      cell: parseFloat(getComputedStyle(document.querySelector("#board .grid:not(.preview)")).getPropertyValue("--cell")),
      view: { w: innerWidth, h: innerHeight },
      scroll: { w: document.documentElement.scrollWidth, h: document.documentElement.scrollHeight },
    };
  });
}

/** Asserts the board lies inside the viewport and fills its space in at least one direction. */
function assertFits(m, what) {
  const inside = (b) => b.left >= 0 && b.top >= 0 && b.right <= m.view.w + 0.5 && b.bottom <= m.view.h + 0.5;
  assert.ok(inside(m.board), `${what}: board ${JSON.stringify(m.board)} in ${JSON.stringify(m.view)}`);
  for (const p of m.parts) assert.ok(inside(p), `${what}: part ${JSON.stringify(p)}`);
  assert.ok(m.scroll.w <= m.view.w && m.scroll.h <= m.view.h, `${what}: the page scrolls (${JSON.stringify(m.scroll)})`);
  // As large as the space allows: one more pixel per cell would not fit, or the cell is at its largest.
  const fill = Math.max(m.board.width / m.wrap.width, m.board.height / m.wrap.height);
  assert.ok(fill >= 0.85 || m.cell >= 50, `${what}: the board uses ${Math.round(fill * 100)}% of its space (${m.cell}px cells)`);
}

for (const size of SIZES) {
  test(`${size.width}x${size.height}${size.touch ? " (touch)" : ""}: every game's board is wholly visible and as large as fits`, async () => {
    const page = await watchedPage(browser.context);
    await page.setViewportSize({ width: size.width, height: size.height });
    if (size.touch) {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Emulation.setTouchEmulationEnabled", { enabled: true, maxTouchPoints: 5 });
    }
    for (const [game, rest] of Object.entries(GAMES)) {
      await showLink(page, `${browser.server.url}#game=${game}&${rest}&seed=1`);
      await settle(page);
      const what = `${game} at ${size.width}x${size.height}`;
      assertFits(await measure(page), what);
      await shot(page, `fit-${game}-${size.width}x${size.height}`);
    }
    assert.deepEqual(page.problems, []);
    await page.close();
  });
}

test("the board redraws when its space changes: setup panel, link box, thinking text", async () => {
  const page = await watchedPage(browser.context);
  await page.setViewportSize({ width: 911, height: 512 });
  await page.goto(`${browser.server.url}#game=minesweeper&preset=expert&seat0=human&seed=1`);
  await page.waitForSelector("#board [data-cell]");
  await page.evaluate(() => localStorage.clear());
  // A reload while the agents' worker still downloads the engine aborts that request (reported
  // as a problem): let the page finish loading first.
  await page.waitForLoadState("networkidle");
  await page.reload();
  await page.waitForSelector("#board [data-cell]");
  await settle(page);
  // A narrow screen starts with the setup panel closed; opening it shrinks the board, which still fits.
  assert.equal(await page.getAttribute("#setup-toggle", "aria-expanded"), "false");
  const closed = await measure(page);
  assertFits(closed, "setup closed");
  await page.click("#setup-toggle");
  await settle(page);
  assert.equal(await page.isVisible("#setup"), true);
  const open = await measure(page);
  assertFits(open, "setup open");
  assert.ok(open.cell < closed.cell, `cells ${open.cell}px with the panel, ${closed.cell}px without`);
  // The choice is remembered.
  await page.waitForLoadState("networkidle");
  await page.reload();
  await page.waitForSelector("#board [data-cell]");
  assert.equal(await page.getAttribute("#setup-toggle", "aria-expanded"), "true");
  await page.click("#setup-toggle");
  await settle(page);
  // The link box and the thinking (legend line and text) take room from the board: it shrinks and still fits.
  const before = await measure(page);
  await page.evaluate(() => (document.querySelector("#link").hidden = false));
  await page.check("#show-thinking");
  await page.waitForFunction(() => !document.querySelector("#think-bar").hidden && document.querySelector("#explain-text").textContent !== "", null, { timeout: 30_000 });
  await settle(page);
  const after = await measure(page);
  assertFits(after, "link box and long text");
  assert.ok(after.cell < before.cell, `cells ${after.cell}px after, ${before.cell}px before`);
  await shot(page, "fit-minesweeper-911x512-link");
  assert.deepEqual(page.problems, []);
  await page.close();
  // The end-of-game banner takes room too: the finished board still fits.
  const end = await watchedPage(browser.context);
  await end.setViewportSize({ width: 911, height: 512 });
  await end.goto(`${browser.server.url}#game=gomoku&width=15&height=15&nInRow=5&seat0=human&seat1=human&seed=1`);
  await end.waitForSelector("#board [data-cell]");
  for (const i of [0, 15, 1, 16, 2, 17, 3, 18, 4]) await end.click(`#board [data-cell="${i}"]`);
  await end.waitForSelector("#banner.over");
  await settle(end);
  assertFits(await measure(end), "gomoku with its end banner");
  await shot(end, "fit-gomoku-911x512-end");
  assert.deepEqual(end.problems, []);
  await end.close();
});
