// Keyboard moves inside a board grid (one Tab stop, arrow keys inside).

import { test } from "node:test";
import assert from "node:assert/strict";
import { moveIndex, cellName } from "../../www/grid.js";

test("arrow keys move one cell and stop at the edges", () => {
  // A 3 x 4 grid: cell 5 is row 1, column 1.
  assert.equal(moveIndex(5, "ArrowLeft", 3, 4), 4);
  assert.equal(moveIndex(5, "ArrowRight", 3, 4), 6);
  assert.equal(moveIndex(5, "ArrowUp", 3, 4), 1);
  assert.equal(moveIndex(5, "ArrowDown", 3, 4), 9);
  assert.equal(moveIndex(0, "ArrowLeft", 3, 4), 0);
  assert.equal(moveIndex(3, "ArrowRight", 3, 4), 3);
  assert.equal(moveIndex(11, "ArrowDown", 3, 4), 11);
});

test("Home/End go along the row, PageUp/PageDown along the column; other keys do not move", () => {
  assert.equal(moveIndex(6, "Home", 3, 4), 4);
  assert.equal(moveIndex(6, "End", 3, 4), 7);
  assert.equal(moveIndex(6, "PageUp", 3, 4), 2);
  assert.equal(moveIndex(6, "PageDown", 3, 4), 10);
  assert.equal(moveIndex(6, "f", 3, 4), null);
  assert.equal(moveIndex(6, "Enter", 3, 4), null);
});

test("cells in words match the board's coordinates", () => {
  assert.equal(cellName(6, 4), "row 2, column 3");
});
