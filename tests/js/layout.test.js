// Board sizing: a board is always wholly inside the space it is given, as large as fits.

import { test } from "node:test";
import assert from "node:assert/strict";
import { fitCell, setupStartsOpen } from "../../www/play/layout.js";

/** The grid's outer size for cell size `c`. */
const outer = (c, rows, cols, gap, frame, extra = 0) => ({
  w: cols * c + gap * (cols - 1) + frame,
  h: (rows + extra) * c + gap * (rows - 1 + extra) + frame,
});

test("expert Minesweeper fits every screen size of issue 10, as large as it can", () => {
  for (const avail of [{ w: 1000, h: 560 }, { w: 580, h: 300 }, { w: 450, h: 260 }, { w: 300, h: 200 }]) {
    const c = fitCell(avail, 16, 30, 20, 56, 0, 2, 12);
    const o = outer(c, 16, 30, 2, 12);
    assert.ok(o.w <= avail.w && o.h <= avail.h, `${c}px cells in ${JSON.stringify(avail)}`);
    const bigger = outer(c + 1, 16, 30, 2, 12);
    assert.ok(bigger.w > avail.w || bigger.h > avail.h || c === 56, `${c + 1}px would fit too`);
  }
});

test("the cell never grows past max and is never below 1", () => {
  assert.equal(fitCell({ w: 5000, h: 5000 }, 3, 3, 56, 150, 0, 6, 24), 150);
  assert.equal(fitCell({ w: 0, h: 0 }, 15, 15, 24, 72), 1);
});

test("extra rows (Puyo's falling pair) count in the height", () => {
  const c = fitCell({ w: 1000, h: 400 }, 13, 6, 22, 50, 2.3, 0, 16);
  assert.ok(outer(c, 13, 6, 0, 16, 2.3).h <= 400);
  assert.equal(c, Math.floor((400 - 16) / 15.3));
});

test("the setup panel starts as remembered, else open on wide screens only", () => {
  assert.equal(setupStartsOpen("closed", 1920), false);
  assert.equal(setupStartsOpen("open", 800), true);
  assert.equal(setupStartsOpen(null, 1366), true);
  assert.equal(setupStartsOpen(null, 911), false);
});
