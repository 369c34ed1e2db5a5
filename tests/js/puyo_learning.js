// The Puyo learner starter (www/code/learner_starters.js, the JavaScript one a student starts from)
// trained in this thread on the sandbox's env wrapper, Math.random seeded as the sandbox seeds it:
// shared by the suite's smoke test (tests/js/puyo_starter_learns.test.js) and the level benchmark
// (tests/bench/puyo_starter.bench.mjs).
import assert from "node:assert/strict";
import path from "node:path";
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { DIST } from "./dist_helpers.js";

const load = (p) => import(pathToFileURL(path.join(DIST, p)).href);

/** A seeded Math.random (xorshift32) for the duration of `f`. */
export function withSeededRandom(seed, f) {
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

/** The median of `xs`. */
export const median = (xs) => {
  const v = [...xs].sort((a, b) => a - b);
  const m = v.length >> 1;
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
};

/**
 * Trains the starter `episodes` episodes (run seed 1) and plays its act() on each of `seeds`
 * (100 pairs) before and after; resolves {before, after, saved}: the largest chain per game.
 */
export async function puyoStarterLearning({ episodes, seeds }) {
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
  const play = () =>
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
  try {
    return withSeededRandom(1, () => {
      const before = play();
      for (let episode = 1; episode <= episodes; episode++) {
        const raw = template.clone();
        raw.reset(episodeSeed(1, episode));
        withEnv(raw, (env) => program.learn(env, episode));
      }
      return { before, after: play(), saved: program.save() };
    });
  } finally {
    template.free();
  }
}
