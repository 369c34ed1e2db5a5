// Pure helpers of the Learn panel (no DOM, no engine): the training pace of each speed, the
// learning curve as chart series, axis scaling and ticks, durations, and the capped loss history.
// Unit-tested in tests/js/learn.test.js.

/** The speeds a run can go at, slowest first: target episodes per second (Infinity: as fast as it can). */
export const SPEEDS = { slow: 300, medium: 2000, fast: 20000, full: Infinity };

/**
 * The speed a new run starts at: full, so a class hour's curve has its points in minutes (a
 * student who wants to watch Q-learning's curve grow picks a slower one; the choice is kept).
 */
export const DEFAULT_SPEED = "full";

/** One slice's period in ms: the page asks the worker for a slice about this often. */
export const TICK_MS = 100;

/** The most milliseconds one slice may train, so Pause and a change of speed answer at once. */
export const SLICE_MS = 150;

/**
 * How to train one slice at `speed`: `{episodes, ms, waitMs(elapsed)}`. `episodes` is null at
 * full speed (the slice is limited by time only); `waitMs(elapsed)` is how long to wait after a
 * slice that took `elapsed` ms so the run keeps to its rate (0 at full speed).
 */
export function paceFor(speed) {
  const rate = SPEEDS[speed] ?? SPEEDS[DEFAULT_SPEED];
  if (!Number.isFinite(rate)) return { episodes: null, ms: SLICE_MS, waitMs: () => 0 };
  return {
    episodes: Math.max(1, Math.round((rate * TICK_MS) / 1000)),
    ms: SLICE_MS,
    waitMs: (elapsed) => Math.max(0, TICK_MS - elapsed),
  };
}

/**
 * The learning curve as one series per opponent: `[{opponent, points: [{x, win, draw, loss,
 * score}]}]`, `x` the episodes, the rates from 0 to 1 (a point with no games is left out).
 */
export function curveSeries(curve) {
  const byOpponent = new Map();
  for (const point of curve ?? []) {
    for (const r of point.results ?? []) {
      if (!r.games || (r.measure && r.measure !== "games")) continue;
      if (!byOpponent.has(r.opponent)) byOpponent.set(r.opponent, []);
      byOpponent.get(r.opponent).push({
        x: point.episodes,
        win: r.wins / r.games,
        draw: r.draws / r.games,
        loss: r.losses / r.games,
        score: r.score,
      });
    }
  }
  return [...byOpponent].map(([opponent, points]) => ({ opponent, points }));
}

/** The one-player measures a curve may hold, in the order their lines are drawn. */
export const MEASURES = ["won", "score", "chain"];

/**
 * A one-player learner's measurements as lines, one per measure (`r.measure`: "won" -> the share
 * of games won, from 0 to 1; "score" and "chain" -> `r.score`): `[{measure, percent, points:
 * [{x, y, sd?, n?}]}]`, in MEASURES order, measures never taken left out; `sd` is the spread of
 * the point's `n` games where known (a share's from its games, a score's as the run measured it).
 */
export function measureLines(curve) {
  const lines = new Map(MEASURES.map((m) => [m, []]));
  for (const point of curve ?? []) {
    for (const r of point.results ?? []) {
      if (!lines.has(r.measure)) continue;
      const y = r.measure === "won" ? (r.games ? r.wins / r.games : 0) : r.score;
      if (!Number.isFinite(y)) continue;
      // The games' spread, where known: a share's from its games, a mean score's as measured (sd).
      const sd = r.measure === "won" ? Math.sqrt(y * (1 - y)) : r.measure === "score" && Number.isFinite(r.sd) ? r.sd : undefined;
      lines.get(r.measure).push(sd === undefined ? { x: point.episodes, y } : { x: point.episodes, y, sd, n: r.games });
    }
  }
  return [...lines].filter(([, points]) => points.length).map(([measure, points]) => ({ measure, percent: measure === "won", points }));
}

/** A function mapping [d0, d1] linearly onto [r0, r1] (a flat domain maps to r0). */
export function scaleLinear([d0, d1], [r0, r1]) {
  const span = d1 - d0;
  return (v) => (span === 0 ? r0 : r0 + ((v - d0) / span) * (r1 - r0));
}

/**
 * Round tick values from 0 to at least `max`: about `count` of them, steps of 1, 2 or 5 times a
 * power of ten. `niceTicks(1234, 4)` -> [0, 500, 1000, 1500].
 */
export function niceTicks(max, count = 4) {
  if (!(max > 0) || !Number.isFinite(max)) return [0, 1];
  const raw = max / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? 10 * power;
  const ticks = [];
  for (let v = 0; v < max + step * 1e-9; v += step) ticks.push(Number(v.toPrecision(12)));
  if (ticks[ticks.length - 1] < max) ticks.push(Number((ticks[ticks.length - 1] + step).toPrecision(12)));
  return ticks;
}

/**
 * Intl.NumberFormat options for an axis label of `n`: at most 3 significant digits, and the
 * language's compact form from 10,000 up (13,780 -> "13.8K", ja/zh "1.38万", ko "1.38만"), so a
 * label stays a few characters long in every language.
 */
export function tickOptions(n) {
  return { notation: Math.abs(n) >= 10000 ? "compact" : "standard", maximumSignificantDigits: 3 };
}

/** Seconds as a clock: 5 -> "0:05", 75.4 -> "1:15", 3725 -> "1:02:05". */
export function formatDuration(seconds) {
  const s = Math.max(0, Math.floor(Number(seconds) || 0));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, "0");
  return h ? `${h}:${String(m).padStart(2, "0")}:${ss}` : `${m}:${ss}`;
}

/**
 * Adds `point` to `list` (in place) and, past `cap` points, drops every other older one so a
 * long run's loss history stays small while its shape stays. Returns `list`.
 */
export function appendCapped(list, point, cap = 600) {
  list.push(point);
  if (list.length > cap) {
    const thinned = list.filter((_, i) => i % 2 === 0 || i === list.length - 1);
    list.splice(0, list.length, ...thinned);
  }
  return list;
}

/** The range [lo, hi] of the finite values in `values`, padded when flat; [0, 1] when none. */
export function extent(values) {
  const finite = values.filter((v) => Number.isFinite(v));
  if (!finite.length) return [0, 1];
  let lo = Math.min(...finite);
  let hi = Math.max(...finite);
  if (lo === hi) {
    if (lo > 0) lo = 0;
    else if (hi < 0) hi = 0;
    else hi = 1;
  }
  return [lo, hi];
}

/**
 * The curve after a progress message that carries only new points: `progress.curve` goes at
 * `progress.curveFrom` (left out: it is the whole curve). Returns a new list.
 */
export function mergeCurve(curve, progress) {
  const fresh = progress?.curve ?? [];
  if (progress?.curveFrom == null) return fresh.slice();
  return (curve ?? []).slice(0, progress.curveFrom).concat(fresh);
}

/** At most about `max` items of `list`, evenly spread, always with the first and the last. */
export function thin(list, max) {
  if (list.length <= max || max < 2) return list;
  const step = (list.length - 1) / (max - 1);
  const out = [];
  for (let i = 0; i < max; i += 1) out.push(list[Math.round(i * step)]);
  return out;
}

/**
 * How many measurements the drawn trend averages (centred on each point: trendWindow). Measured on
 * Puyo's JavaScript starter (docs/learners.md "A curve a student can read"): 5 points of 10 games
 * bring the point-to-point wiggle to under a twentieth of the rise of a five-minute run.
 */
export const TREND_WINDOW = 5;

/** z of a two-sided 95 % normal interval. */
const Z95 = 1.96;

/**
 * The measurements around point `i` of `length` the trend averages: `k` of them centred on it
 * (half before, half after), fewer where the curve starts or ends: [from, to] inclusive. Centred,
 * the trend does not lag behind a rising curve; near the start it stays centred (the first point
 * is the untrained learner's measurement itself); at the live end it averages the last few.
 */
export function trendWindow(i, length, k = TREND_WINDOW) {
  const half = Math.floor((Math.max(1, Math.floor(k) || 1) - 1) / 2);
  const extra = (Math.max(1, Math.floor(k) || 1) - 1) % 2; // an even k leans back: one more point before
  // At the start as many after as before, so the first point stays the untrained learner's own.
  return [Math.max(0, i - half - extra), Math.min(length - 1, i + Math.min(half, i))];
}

/**
 * The trend drawn through measurements `points` ([{x, y, sd?, n?}], x ascending): each point's
 * `y` becomes the mean of the `k` measurements around it (trendWindow; `raw` keeps the
 * measurement). Where the points carry their games' spread (`sd` over `n` fixed games), `lo`/`hi`
 * bound a 95 % band: trend ± 1.96 * rms(sd / sqrt(n)) over the window, the range in which the
 * mean over all boards (not only these n fixed ones) would lie. Returns [{x, y, raw, lo?, hi?}].
 */
export function trendLine(points, k = TREND_WINDOW) {
  const out = [];
  for (let i = 0; i < points.length; i += 1) {
    const [from, to] = trendWindow(i, points.length, k);
    const window = points.slice(from, to + 1);
    const y = window.reduce((s, p) => s + p.y, 0) / window.length;
    const p = { x: points[i].x, y, raw: points[i].y };
    const spread = window.filter((q) => Number.isFinite(q.sd) && q.n > 0);
    if (spread.length === window.length) {
      const se = Math.sqrt(spread.reduce((s, q) => s + (q.sd * q.sd) / q.n, 0) / spread.length);
      p.lo = y - Z95 * se;
      p.hi = y + Z95 * se;
    }
    out.push(p);
  }
  return out;
}

/**
 * Two-player shares smoothed like trendLine: each point's win/draw/loss the mean of the `k`
 * points' around it (trendWindow; the three still sum to 1). Returns new points; `raw` keeps the point as measured.
 */
export function trendShares(points, k = TREND_WINDOW) {
  return points.map((p, i) => {
    const [from, to] = trendWindow(i, points.length, k);
    const window = points.slice(from, to + 1);
    const mean = (key) => window.reduce((s, q) => s + q[key], 0) / window.length;
    return { ...p, win: mean("win"), draw: mean("draw"), loss: mean("loss"), raw: p };
  });
}

/**
 * How readable a line is: `rise` (its last value minus its first), `noise` (the mean absolute
 * change from one point to the next) and their ratio `rise / noise` (0 when flat). Used to
 * measure the trend against the raw measurements (scripts/curve_noise.mjs).
 */
export function readability(values) {
  const v = values.filter((x) => Number.isFinite(x));
  if (v.length < 2) return { rise: 0, noise: 0, ratio: 0 };
  const rise = v[v.length - 1] - v[0];
  let sum = 0;
  for (let i = 1; i < v.length; i += 1) sum += Math.abs(v[i] - v[i - 1]);
  const noise = sum / (v.length - 1);
  return { rise, noise, ratio: noise > 0 ? rise / noise : 0 };
}

/** The population standard deviation of `values` (0 for fewer than two). */
export function spreadOf(values) {
  if (values.length < 2) return 0;
  const mean = values.reduce((s, v) => s + v, 0) / values.length;
  return Math.sqrt(values.reduce((s, v) => s + (v - mean) ** 2, 0) / values.length);
}
