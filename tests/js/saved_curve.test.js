// A saved student learner keeps its curve and training settings (issue 26): packCurve/readCurve
// (www/learn/saved_curve.js), the program file's learned line (www/code/learned_file.js) and the
// code store (www/code/store.js). Round trip, an older save without a curve, and damaged input.
import test from "node:test";
import assert from "node:assert/strict";
import { packCurve, readCurve, MAX_SAVED_POINTS, BadCurve } from "../../www/learn/saved_curve.js";
import { withLearned, splitLearned } from "../../www/code/learned_file.js";
import { createStore } from "../../www/code/store.js";

/** A run's state as the Learn panel holds it: a curve of `n` points (one-player, with a spread), a learn() line. */
function runOf(n) {
  const curve = Array.from({ length: n }, (_, i) => ({
    episodes: i * 200,
    results: [
      { measure: "score", opponent: null, wins: 0, draws: 0, losses: 10, games: 10, score: 1000 + i * 13.123456789, sd: 250.987654321 },
      { measure: "chain", opponent: null, wins: 0, draws: 0, losses: 10, games: 10, score: 3 + (i % 4) },
    ],
  }));
  const lines = [{ key: "score", points: Array.from({ length: n * 2 }, (_, i) => ({ x: i * 100, y: i / 3 })) }];
  return { curve, lines, options: { evalEvery: 200, evalGames: 10, timeLimitMs: 1000, seed: 3 }, speed: "fast", gameOptions: { maxPairs: 60 } };
}

/** A Map-backed localStorage. */
function memoryStorage() {
  const m = new Map();
  return { getItem: (k) => (m.has(k) ? m.get(k) : null), setItem: (k, v) => m.set(k, String(v)), removeItem: (k) => m.delete(k) };
}

test("a curve and its settings survive packing, JSON and reading back", () => {
  const run = runOf(30);
  const packed = JSON.parse(JSON.stringify(packCurve(run)));
  const back = readCurve(packed);
  assert.equal(back.curve.length, 30);
  assert.deepEqual(back.curve.map((p) => p.episodes), run.curve.map((p) => p.episodes));
  const [score, chain] = back.curve[7].results;
  assert.equal(score.measure, "score");
  assert.equal(score.score, Number((1000 + 7 * 13.123456789).toPrecision(6)));
  assert.equal(score.sd, 250.988);
  assert.equal(score.opponent, null);
  assert.equal(chain.score, run.curve[7].results[1].score);
  assert.deepEqual(back.lines.map((l) => l.key), ["score"]);
  assert.equal(back.lines[0].points.length, 60);
  assert.deepEqual(back.settings, { options: run.options, gameOptions: run.gameOptions, speed: "fast" });
});

test("a long run's curve is thinned to MAX_SAVED_POINTS, keeping its first and last points", () => {
  const run = runOf(MAX_SAVED_POINTS * 3);
  const back = readCurve(packCurve(run));
  assert.equal(back.curve.length, MAX_SAVED_POINTS);
  assert.equal(back.curve[0].episodes, 0);
  assert.equal(back.curve.at(-1).episodes, run.curve.at(-1).episodes);
  assert.equal(back.lines[0].points.length, MAX_SAVED_POINTS);
  // Small enough for localStorage and a file's one line: well under 100 KB.
  assert.ok(JSON.stringify(packCurve(run)).length < 100_000);
});

test("a program file carries the curve and settings and gives them back; an older file has none", () => {
  const run = runOf(12);
  const learned = { text: '{"w":[1,2,3]}', episodes: 2400, ...packCurve(run) };
  for (const language of ["js", "python"]) {
    const source = language === "js" ? "function learn(env) { return {}; }\nfunction act(obs, env) { return 0; }\n" : "def learn(env, episode):\n    return {}\n";
    const file = withLearned(source, language, learned);
    assert.equal(file.trimEnd().split("\n").filter((l) => l.includes("playground-learned")).length, 1);
    const back = splitLearned(file);
    assert.equal(back.error, undefined);
    assert.equal(back.source, source);
    assert.equal(back.learned.text, learned.text);
    assert.equal(back.learned.episodes, 2400);
    assert.deepEqual(back.learned.curve.map((p) => p.episodes), run.curve.map((p) => p.episodes));
    assert.deepEqual(back.learned.settings.options, run.options);
    assert.equal(back.learned.settings.speed, "fast");
    // An older file (no curve) still loads what it learned, with no curve and no error.
    const old = splitLearned(withLearned(source, language, { text: learned.text, episodes: 2400 }));
    assert.deepEqual(old, { source, learned: { text: learned.text, episodes: 2400 } });
    assert.equal(readCurve(old.learned), null);
  }
});

test("a damaged learned line is an error that loads nothing, and names the fault", () => {
  const good = withLearned("function act() { return 0; }\n", "js", { text: "[1]", episodes: 5, ...packCurve(runOf(3)) });
  const notJson = good.replace(/\}\n$/, ",}\n");
  const r1 = splitLearned(notJson);
  assert.equal(r1.learned, null);
  assert.equal(r1.error.kind, "badLearned");
  const payload = JSON.parse(good.match(/playground-learned (\{.*\})/)[1]);
  const cases = {
    "curve is not a list": { ...payload, curve: "nope" },
    "point 2 goes back": { ...payload, curve: [payload.curve[1], payload.curve[0]] },
    "not a measurement": { ...payload, curve: [{ episodes: 0, results: [{ measure: "score", games: 10, wins: 0, draws: 0, losses: 10, score: "high" }] }] },
    "bad spread": { ...payload, curve: [{ episodes: 0, results: [{ ...payload.curve[0].results[0], sd: -1 }] }] },
    "a line": { ...payload, lines: [{ key: "x", points: [{ x: 0 }] }] },
    "settings.options": { ...payload, settings: { options: { seed: { nested: 1 } } } },
  };
  for (const [why, bad] of Object.entries(cases)) {
    const text = good.replace(/playground-learned \{.*\}/, () => `playground-learned ${JSON.stringify(bad)}`);
    const r = splitLearned(text);
    assert.equal(r.learned, null, why);
    assert.equal(r.error?.kind, "badCurve", why);
    assert.ok(r.error.why.includes(why.split(" ").slice(-1)[0]), `${why}: ${r.error.why}`);
    assert.throws(() => readCurve(bad), BadCurve);
  }
  // A line that is not ours at all stays code, as before.
  assert.deepEqual(splitLearned("// playground-learned {broken\n"), { source: "// playground-learned {broken\n", learned: null });
});

test("the code store keeps a learner's curve and settings with what it learned, across a reload", () => {
  const storage = memoryStorage();
  const store = createStore(storage);
  const a = store.create("puyo", { name: "mine", language: "js", source: "function learn() {}" });
  const learned = { text: "[]", episodes: 600, ...packCurve(runOf(4)) };
  store.update("puyo", a.id, { learned });
  const again = createStore(storage).get("puyo", a.id);
  assert.deepEqual(readCurve(again.learned), readCurve(learned));
  assert.equal(again.learned.episodes, 600);
  // An older save (text and episodes only) reads as no curve.
  store.update("puyo", a.id, { learned: { text: "[]", episodes: 7 } });
  assert.equal(readCurve(createStore(storage).get("puyo", a.id).learned), null);
});
