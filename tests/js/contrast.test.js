// The contrast helper the page tests use agrees with WCAG's reference values.

import { test } from "node:test";
import assert from "node:assert/strict";
import { contrast, rgb } from "../e2e/contrast.js";

test("black on white is 21:1, a colour on itself 1:1", () => {
  assert.equal(contrast("#000", "#fff"), 21);
  assert.equal(contrast("rgb(10, 20, 30)", "#0a141e"), 1);
});

test("the issue's measured pairs come out as measured", () => {
  // Issue 10: hidden vs opened Minesweeper cells were 1.42:1 (#cbd2d9 on #f5f7fa).
  assert.equal(contrast("#cbd2d9", "#f5f7fa").toFixed(2), "1.42");
  assert.ok(contrast("#767676", "#fff") >= 4.5, "WCAG's smallest grey on white that passes");
  assert.throws(() => rgb("bluish"), /not a colour/);
});
