// The Puyo learner starter (www/code/learner_starters.js, the JavaScript one a student starts from)
// learns at all: trained 400 seeded episodes in this thread on the sandbox's env wrapper, its own
// act() builds longer chains on fixed 100-pair games than before training. Its level (median 7 or
// more after 1,200 episodes) is `bash scripts/bench.sh puyo-starter`; the 120-second figures in
// both languages are measured with scripts/arena.mjs (docs/learners.md).
import test from "node:test";
import assert from "node:assert/strict";
import { missingBuild } from "./dist_helpers.js";
import { puyoStarterLearning, median } from "./puyo_learning.js";

test("the Puyo learner starter builds longer chains after 400 episodes than before", { skip: missingBuild() || false, timeout: 120_000 }, async () => {
  const { before, after, saved } = await puyoStarterLearning({ episodes: 400, seeds: [7000, 7001, 7002] });
  // When written: median 3 before, 8 after (1,200 episodes on five games: the benchmark).
  assert.ok(median(after) >= median(before) + 3, `median largest chain ${median(before)} before training, ${median(after)} after (${after})`);
  assert.equal(saved.mean.length, 6, "save() keeps the six learned weights");
});
