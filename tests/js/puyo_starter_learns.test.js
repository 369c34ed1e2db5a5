// The Puyo learner starter (www/code/learner_starters.js, the JavaScript one a student starts from)
// learns: trained 1,200 episodes in this thread on the sandbox's env wrapper (Math.random seeded, as
// the sandbox seeds it), its own act() builds longer chains on fixed 100-pair games than before
// training. The target figures (median >= 8 in 120 s, both languages) are measured headless with
// scripts/arena.mjs (docs/learners.md); this guards that the starter still learns at all.
import test from "node:test";
import assert from "node:assert/strict";
import path from "node:path";
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { DIST, missingBuild } from "./dist_helpers.js";

const load = (p) => import(pathToFileURL(path.join(DIST, p)).href);

/** A seeded Math.random (xorshift32) for the duration of `f`. */
function withSeededRandom(seed, f) {
  const saved = Math.random;
  let s = seed >>> 0 || 1;
  Math.random = () => {
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    return s / 4294967296;
  };
  try {
    return f();
  } finally {
    Math.random = saved;
  }
}

const median = (xs) => {
  const v = [...xs].sort((a, b) => a - b);
  const m = v.length >> 1;
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
};

test("the Puyo learner starter builds longer chains after 1,200 episodes than before", { skip: missingBuild() || false, timeout: 180_000 }, async () => {
  const pg = await load("pkg/playground.js");
  pg.initSync({ module: readFileSync(path.join(DIST, "pkg/playground_bg.wasm")) });
  const { LEARNER_SOURCES } = await load("code/learner_starters.js");
  const { createMeter, wrapEnv } = await load("code/student_env.js");
  const { episodeSeed } = await load("code/learner_values.js");
  const program = new Function(`${LEARNER_SOURCES.puyo.js}\nreturn { learn, act, save };`)();
  const template = pg.make("puyo", { maxPairs: "100" });
  let copies = 1;
  const withEnv = (raw, f) => {
    const meter = createMeter(Number.MAX_SAFE_INTEGER);
    meter.owned.push(raw);
    try {
      return f(wrapEnv(raw, meter, { copySeed: () => copies++ }));
    } finally {
      meter.free();
    }
  };
  /** The largest chain of act()'s game on each seed (100 pairs). */
  const play = (seeds) =>
    seeds.map((seed) => {
      const raw = template.clone();
      raw.reset(seed);
      while (!raw.isTerminal) {
        const copy = raw.clone();
        const action = withEnv(copy, (env) => program.act(raw.observation(), env));
        assert.ok(raw.legalActions().includes(action), `act() returned a legal placement (${action})`);
        raw.step(action);
      }
      const chain = raw.observation().maxChain;
      raw.free();
      return chain;
    });
  const seeds = [7000, 7001, 7002, 7003, 7004];
  withSeededRandom(1, () => {
    const before = play(seeds);
    for (let episode = 1; episode <= 1200; episode++) {
      const raw = template.clone();
      raw.reset(episodeSeed(1, episode));
      withEnv(raw, (env) => program.learn(env, episode));
    }
    const after = play(seeds);
    assert.ok(median(after) >= median(before) + 3, `median largest chain ${median(before)} before training, ${median(after)} after (${after})`);
    assert.ok(median(after) >= 7, `median largest chain after 1,200 episodes: ${median(after)} (${after})`);
    const saved = program.save();
    assert.equal(saved.mean.length, 6, "save() keeps the six learned weights");
  });
  template.free();
});
