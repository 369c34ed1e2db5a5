// Pure helpers of the Learn panel (no DOM, no engine): the training pace of each speed, the
// learning curve as chart series, axis scaling and ticks, durations, and the capped loss history.
// Unit-tested in tests/js/learn.test.js.

/** The speeds a run can go at, slowest first: target episodes per second (Infinity: as fast as it can). */
export const SPEEDS = { slow: 300, medium: 2000, fast: 20000, full: Infinity };

/** The speed a new run starts at: slow enough to watch Q-learning's curve grow. */
export const DEFAULT_SPEED = "slow";

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
 * [{x, y}]}]`, in MEASURES order, measures never taken left out.
 */
export function measureLines(curve) {
  const lines = new Map(MEASURES.map((m) => [m, []]));
  for (const point of curve ?? []) {
    for (const r of point.results ?? []) {
      if (!lines.has(r.measure)) continue;
      const y = r.measure === "won" ? (r.games ? r.wins / r.games : 0) : r.score;
      if (Number.isFinite(y)) lines.get(r.measure).push({ x: point.episodes, y });
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
