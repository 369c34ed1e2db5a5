// The Puyo learner starter's level: after 1,200 seeded episodes in this thread its act() builds
// chains of median 7 or more on five fixed 100-pair games, 3 more than untrained (the suite's
// tests/js/puyo_starter_learns.test.js keeps a 400-episode smoke version). The 120-second figures
// of both languages through the sandbox are in docs/learners.md (scripts/arena.mjs).
import { puyoStarterLearning, median } from "../js/puyo_learning.js";

export default {
  name: "puyo-starter",
  what: "Puyo learner starter (JS), 1,200 seeded episodes: median largest chain on 5 fixed 100-pair games",
  smoke: "tests/js/puyo_starter_learns.test.js (400 episodes: median chain 3 longer than untrained)",
  async run() {
    const { before, after, saved } = await puyoStarterLearning({ episodes: 1200, seeds: [7000, 7001, 7002, 7003, 7004] });
    return [
      { figure: "median largest chain, untrained", value: median(before), target: "—", pass: true },
      { figure: "median largest chain after 1,200 episodes", value: median(after), target: "≥ 7", pass: median(after) >= 7 },
      { figure: "gain over untrained", value: median(after) - median(before), target: "≥ 3", pass: median(after) >= median(before) + 3 },
      { figure: "save() keeps the six learned weights", value: saved.mean.length, target: "6", pass: saved.mean.length === 6 },
    ];
  },
};
