// scripts/arena.mjs's interval for a median (medianInterval): order statistics with a binomial
// tail of at most 2.5 % on each side.
import test from "node:test";
import assert from "node:assert/strict";
import { medianInterval } from "../../scripts/arena.mjs";

test("medianInterval takes the order statistics a binomial(n, 1/2) gives", () => {
  const ranks = (n) => Array.from({ length: n }, (_, i) => i + 1);
  assert.deepEqual(medianInterval(ranks(20)), [6, 15], "n = 20: the 6th and the 15th of 20");
  assert.deepEqual(medianInterval(ranks(10)), [2, 9], "n = 10: the 2nd and the 9th");
  assert.deepEqual(medianInterval(ranks(6)), [1, 6], "n = 6: the whole range (1/64 each side)");
  assert.equal(medianInterval(ranks(5)), null, "n = 5: no interval holds 95 %");
  assert.deepEqual(medianInterval([9, 7, 8, 10, 8, 9, 9, 6, 9, 8, 11, 9, 10, 8, 9, 9, 7, 9, 10, 8]), [8, 9], "sorted first");
});
