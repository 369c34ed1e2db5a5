// The Learn panel's measuring schedule (www/learn/schedule.js): early points sooner and cheaper.
import test from "node:test";
import assert from "node:assert/strict";
import { pointDue, gamesFor, anotherGame, EARLY_POINTS, EARLY_SECONDS, EARLY_MEASURE_SECONDS } from "../../www/learn/schedule.js";

const at = (o) => ({ episodes: 10, nextEval: 1000, points: 1, episodesAtLast: 0, secondsSinceLast: 0, evalEvery: 1000, ...o });

test("a point is due at the cadence's episode, early or late", () => {
  assert.equal(pointDue(at({ episodes: 1000 })), true);
  assert.equal(pointDue(at({ episodes: 2000, nextEval: 2000, points: 20 })), true);
  assert.equal(pointDue(at({ episodes: 1999, nextEval: 2000, points: 20, secondsSinceLast: 99 })), false);
});

test("early points come after EARLY_SECONDS of training, once there are new episodes", () => {
  assert.equal(pointDue(at({ secondsSinceLast: EARLY_SECONDS - 0.1 })), false);
  assert.equal(pointDue(at({ secondsSinceLast: EARLY_SECONDS })), true);
  assert.equal(pointDue(at({ secondsSinceLast: 60, episodesAtLast: 10 })), false);
  assert.equal(pointDue(at({ secondsSinceLast: 60, points: EARLY_POINTS })), false);
});

test("no cadence, no points", () => {
  assert.equal(pointDue(at({ evalEvery: 0, episodes: 5000, secondsSinceLast: 99 })), false);
});

test("early points play a quarter of the games (even in two-player games), later ones all", () => {
  assert.equal(gamesFor(0, 10), 3);
  assert.equal(gamesFor(0, 50), 13);
  assert.equal(gamesFor(EARLY_POINTS - 1, 20, true), 6);
  assert.equal(gamesFor(0, 2, true), 2);
  assert.equal(gamesFor(0, 1, true), 1);
  assert.equal(gamesFor(EARLY_POINTS, 20), 20);
  assert.equal(gamesFor(0, 1), 1);
  assert.equal(gamesFor(0, 0), 0);
});

test("an early point adds no game after EARLY_MEASURE_SECONDS; one game at least, pairs in two-player games", () => {
  const g = (o) => anotherGame({ planned: 3, seconds: 0, early: true, ...o });
  assert.equal(g({ played: 0, seconds: 99 }), true, "at least one game");
  assert.equal(g({ played: 1, seconds: EARLY_MEASURE_SECONDS - 0.1 }), true);
  assert.equal(g({ played: 1, seconds: EARLY_MEASURE_SECONDS }), false);
  assert.equal(g({ played: 3, seconds: 0 }), false, "never more than planned");
  assert.equal(g({ played: 1, seconds: 99, twoPlayer: true, planned: 6 }), true, "both sides");
  assert.equal(g({ played: 2, seconds: 99, twoPlayer: true, planned: 6 }), false);
  assert.equal(g({ played: 3, seconds: 99, twoPlayer: true, planned: 6 }), true, "a pair is finished");
  assert.equal(anotherGame({ played: 5, planned: 20, seconds: 99, early: false }), true, "later points play every game");
});

/** Points within 180 s for a learner whose episode takes `episode` s and whose measured game `game` s. */
function pointsIn180({ episode, game, evalGames = 10, twoPlayer = false }) {
  let points = 0, seconds = 0, since = 0, episodes = 0, atLast = 0;
  const measure = () => {
    const planned = gamesFor(points, evalGames, twoPlayer);
    let played = 0, spent = 0;
    while (anotherGame({ played, planned, seconds: spent, early: points < EARLY_POINTS, twoPlayer })) {
      played += 1;
      spent += game;
    }
    seconds += spent;
    points += 1;
    since = 0;
    atLast = episodes;
  };
  measure();
  while (seconds < 180) {
    seconds += episode;
    since += episode;
    episodes += 1;
    if (seconds < 180 && pointDue({ episodes, nextEval: 1e9, points, episodesAtLast: atLast, secondsSinceLast: since, evalEvery: 1000 })) measure();
  }
  return points;
}

test("with a slow learner, EARLY_POINTS points come within three minutes of training and measuring", () => {
  // Puyo in Python on a low-end Chromebook (chromebook-run, measured): ~0.5 s an episode, ~10 s a measured 100-pair game.
  assert.ok(pointsIn180({ episode: 0.5, game: 10 }) >= EARLY_POINTS, `${pointsIn180({ episode: 0.5, game: 10 })} points`);
  // Gomoku in Python against its opponent: slower games, two a point.
  assert.ok(pointsIn180({ episode: 1, game: 6, evalGames: 20, twoPlayer: true }) >= EARLY_POINTS);
  // A fast learner still measures its early points on a quarter of the games.
  assert.equal(gamesFor(0, 10), 3);
});
