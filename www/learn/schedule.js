// When a student learner's run measures its own play (a curve point), and with how many games. A
// class hour watches the curve's first minutes, so the first EARLY_POINTS points come sooner and
// cost less: one is due after EARLY_SECONDS of training even before `evalEvery` episodes, and it
// plays at most a quarter of the games (the first of the same fixed seeds; an even number in
// two-player games, so the learner moves first as often as second), adding none after
// EARLY_MEASURE_SECONDS of measuring (a slow learner on a slow Chromebook: Puyo in Python). After
// them a point is due every `evalEvery` episodes, with all `evalGames` games. Pure: unit-tested in
// tests/js/schedule.test.js.

/** How many points (the first, at episode 0, included) are early ones. */
export const EARLY_POINTS = 8;

/** Seconds of training after which an early point is due, whatever the episodes. */
export const EARLY_SECONDS = 4;

/** Seconds an early point may spend measuring before it adds no more games. */
export const EARLY_MEASURE_SECONDS = 4;

/**
 * Whether a curve point is due now: `episodes` trained, `nextEval` the episode the cadence next
 * names, `points` measured so far, `episodesAtLast` and `secondsSinceLast` (of training) since the
 * last point, `evalEvery` the cadence (0: never).
 */
export function pointDue({ episodes, nextEval, points, episodesAtLast, secondsSinceLast, evalEvery }) {
  if (!(evalEvery > 0)) return false;
  if (episodes >= nextEval) return true;
  return points < EARLY_POINTS && episodes > episodesAtLast && secondsSinceLast >= EARLY_SECONDS;
}

/**
 * The games point number `points` (0: the first) plays: a quarter of `evalGames` while early (at
 * least 1; rounded up to even when `twoPlayer`, never more than evalGames), then all of them.
 */
export function gamesFor(points, evalGames, twoPlayer = false) {
  if (!(evalGames > 0)) return 0;
  if (points >= EARLY_POINTS) return evalGames;
  let n = Math.max(1, Math.ceil(evalGames / 4));
  if (twoPlayer && n % 2) n += 1;
  return Math.min(n, evalGames);
}

/**
 * Whether a point plays another game: `played` of its `planned` games so far, after `seconds` of
 * measuring. An early point stops adding games after EARLY_MEASURE_SECONDS (having played one, or
 * in two-player games an even number, at least two).
 */
export function anotherGame({ played, planned, seconds, early, twoPlayer = false }) {
  if (played >= planned) return false;
  if (!early) return true;
  if (played < (twoPlayer ? Math.min(2, planned) : 1)) return true;
  if (twoPlayer && played % 2 === 1) return true;
  return seconds < EARLY_MEASURE_SECONDS;
}
