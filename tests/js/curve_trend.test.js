// The Learn panel's trend (issue 26, "Curves a student can read"): the line drawn through a
// learner's measurements is the mean of the TREND_WINDOW points around each, with a 95 % band from the
// fixed games' spread; readability() is the measure docs/learners.md reports (rise against
// point-to-point noise).
import test from "node:test";
import assert from "node:assert/strict";
import { trendLine, trendWindow, trendShares, readability, spreadOf, measureLines, TREND_WINDOW } from "../../www/learn/curve.js";

/** A seeded generator (mulberry32) so the noisy curves below are the same every run. */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

test("the trend is the mean of the k measurements around each point, fewer at the ends, keeping each raw value", () => {
  const points = [10, 20, 30, 40, 50, 60].map((y, i) => ({ x: i * 100, y }));
  const t = trendLine(points, 3);
  // Centred: a straight rise is drawn where it is (no lag); the first point stays as measured and
  // the live end averages the last ones it has.
  assert.deepEqual(t.map((p) => p.y), [10, 20, 30, 40, 50, 55]);
  assert.deepEqual(t.map((p) => p.raw), [10, 20, 30, 40, 50, 60]);
  assert.deepEqual(t.map((p) => p.x), [0, 100, 200, 300, 400, 500]);
  // No spread given: no band.
  assert.ok(t.every((p) => p.lo === undefined && p.hi === undefined));
  // A window of 1 is the measurements themselves; the default window is TREND_WINDOW (5).
  assert.deepEqual(trendLine(points, 1).map((p) => p.y), [10, 20, 30, 40, 50, 60]);
  assert.equal(TREND_WINDOW, 5);
  assert.equal(trendLine(points)[2].y, 30);
  assert.equal(trendLine(points)[5].y, 50); // the live end: the last 3 (40, 50, 60)
  assert.deepEqual(trendLine([], 5), []);
  // The windows: 5 around the point, cut at the ends; an even k has one more point before.
  assert.deepEqual([0, 1, 2, 3, 4, 5].map((i) => trendWindow(i, 6, 5)), [[0, 0], [0, 2], [0, 4], [1, 5], [2, 5], [3, 5]]);
  assert.deepEqual([0, 3, 5].map((i) => trendWindow(i, 6, 2)), [[0, 0], [2, 3], [4, 5]]);
});

test("the band is the trend plus or minus 1.96 standard errors of the fixed games' mean", () => {
  // sd 10 over 25 games: standard error 2, so the band is +-3.92 around the trend.
  const points = [0, 4, 8].map((y, i) => ({ x: i, y, sd: 10, n: 25 }));
  const t = trendLine(points, 2);
  assert.equal(t[2].y, 6);
  assert.ok(Math.abs(t[2].lo - (6 - 3.92)) < 1e-9, String(t[2].lo));
  assert.ok(Math.abs(t[2].hi - (6 + 3.92)) < 1e-9, String(t[2].hi));
  // The window's spreads combine as a root mean square: sd 0 and sd 20 over 25 games -> se sqrt(8).
  const mixed = trendLine([{ x: 0, y: 1, sd: 0, n: 25 }, { x: 1, y: 1, sd: 20, n: 25 }], 2);
  assert.ok(Math.abs(mixed[1].hi - mixed[1].lo - 2 * 1.96 * Math.sqrt(8)) < 1e-9);
  // A window with a point of unknown spread has no band.
  assert.equal(trendLine([{ x: 0, y: 1 }, { x: 1, y: 1, sd: 3, n: 10 }], 2)[1].lo, undefined);
});

test("a share's spread comes from its games, a mean score's from the run's sd; a median chain has none", () => {
  const curve = [
    { episodes: 0, results: [{ measure: "won", wins: 5, draws: 0, losses: 15, games: 20, score: 0.25 }] },
    { episodes: 200, results: [{ measure: "score", wins: 0, draws: 0, losses: 10, games: 10, score: 900, sd: 300 }, { measure: "chain", wins: 0, draws: 0, losses: 10, games: 10, score: 4 }] },
  ];
  const [won, score, chain] = measureLines(curve);
  assert.equal(won.points[0].y, 0.25);
  assert.ok(Math.abs(won.points[0].sd - Math.sqrt(0.25 * 0.75)) < 1e-12);
  assert.equal(won.points[0].n, 20);
  assert.deepEqual(score.points[0], { x: 200, y: 900, sd: 300, n: 10 });
  assert.deepEqual(chain.points[0], { x: 200, y: 4 });
  assert.equal(spreadOf([2, 4, 4, 4, 5, 5, 7, 9]), 2);
  assert.equal(spreadOf([3]), 0);
});

test("on a noisy rising curve the trend's point-to-point noise is several times smaller than the raw one's", () => {
  const random = rng(26);
  // A rise of 100 over 60 points with measurement noise of +-60 (uniform): raw noise hides the rise.
  const points = Array.from({ length: 60 }, (_, i) => ({ x: i * 200, y: (100 * i) / 59 + (random() - 0.5) * 120 }));
  const raw = readability(points.map((p) => p.y));
  const drawn = readability(trendLine(points).map((p) => p.y));
  assert.ok(raw.noise > 30, `raw noise ${raw.noise}`);
  assert.ok(drawn.noise < raw.noise / 3, `trend noise ${drawn.noise} against raw ${raw.noise}`);
  assert.ok(drawn.ratio > 3 * raw.ratio, `trend ${drawn.ratio} against raw ${raw.ratio}`);
  assert.deepEqual(readability([5]), { rise: 0, noise: 0, ratio: 0 });
  assert.deepEqual(readability([1, 3, 2, 4]), { rise: 3, noise: 5 / 3, ratio: 3 / (5 / 3) });
});

test("two-player shares are smoothed together and still sum to one; dots keep the measurement", () => {
  const pts = [
    { x: 0, win: 0, draw: 0, loss: 1 },
    { x: 1, win: 0.5, draw: 0.25, loss: 0.25 },
    { x: 2, win: 1, draw: 0, loss: 0 },
  ];
  const s = trendShares(pts, 2);
  assert.deepEqual(s.map((p) => p.win), [0, 0.25, 0.75]);
  for (const p of s) assert.ok(Math.abs(p.win + p.draw + p.loss - 1) < 1e-12);
  assert.equal(s[2].raw, pts[2]);
});
