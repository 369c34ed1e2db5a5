// The Learn panel's measuring schedule (www/learn/schedule.js): early points sooner and cheaper.
import test from "node:test";
import assert from "node:assert/strict";
import { pointDue, gamesFor, EARLY_POINTS, EARLY_SECONDS } from "../../www/learn/schedule.js";

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

test("with a slow learner, EARLY_POINTS points come within three minutes of training and measuring", () => {
  // Puyo in Python: ~1.2 s a measured game; 1,000 episodes take far longer than 3 minutes.
  let points = 1, seconds = gamesFor(0, 10) * 1.2, since = 0, episodes = 0;
  while (seconds < 180) {
    seconds += 0.15;
    since += 0.15;
    episodes += 1;
    if (pointDue({ episodes, nextEval: 1000, points, episodesAtLast: 0, secondsSinceLast: since, evalEvery: 1000 })) {
      seconds += gamesFor(points, 10) * 1.2;
      points += 1;
      since = 0;
    }
  }
  assert.ok(points >= 8, `${points} points`);
});
