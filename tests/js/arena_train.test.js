// scripts/arena.mjs's door to the shipped learner starters (issue 26): --agent starter:ID:js|python
// plays a starter of the game as the Code panel lists it (English), and --train-seconds S trains
// a learner for S seconds of wall clock (alone, or with --train-episodes: whichever comes first).
import test from "node:test";
import assert from "node:assert/strict";
import { missingBuild, runArena } from "./dist_helpers.js";

const skip = missingBuild() || false;

const arena = runArena;

test("--train-seconds 2 trains the JavaScript starter learner for about 2 s, then plays", { skip, timeout: 120000 }, () => {
  const r = arena("--game", "tictactoe", "--agent", "starter:learner:js", "--opponent", "random", "--games", "4", "--seed", "3", "--train-seconds", "2");
  assert.equal(r.status, 0, r.stderr);
  const t = r.report.training;
  assert.equal(t.stopped, null, JSON.stringify(t));
  assert.ok(t.episodes > 0, JSON.stringify(t));
  // Wall clock: at least the 2 s asked for; it stopped (a slice's end on a loaded machine can run
  // over by a second or more, so the upper bound is only a guard against not stopping at all).
  assert.ok(t.seconds >= 1.95 && t.seconds < 20, `trained ${t.seconds} s`);
  assert.ok(Math.abs(t.episodesPerSec - t.episodes / t.seconds) < 1e-3 * t.episodesPerSec + 1e-6);
  assert.equal(r.report.games, 4);
  assert.deepEqual(r.report.forfeits, { timeout: 0, error: 0, illegal: 0 });
});

test("with --train-episodes and --train-seconds, training stops at whichever comes first", { skip, timeout: 120000 }, () => {
  const few = arena("--game", "tictactoe", "--agent", "starter:learner:js", "--games", "2", "--train-episodes", "50", "--train-seconds", "30");
  assert.equal(few.status, 0, few.stderr);
  assert.equal(few.report.training.episodes, 50);
  assert.ok(few.report.training.seconds < 30);
  const short = arena("--game", "tictactoe", "--agent", "starter:learner:js", "--games", "2", "--train-episodes", "100000000", "--train-seconds", "1");
  assert.equal(short.status, 0, short.stderr);
  assert.ok(short.report.training.episodes > 0 && short.report.training.episodes < 100000000);
  assert.ok(short.report.training.seconds >= 0.95 && short.report.training.seconds < 20, String(short.report.training.seconds));
});

test("the Python starter learner trains by the clock too", { skip, timeout: 240000 }, () => {
  const r = arena("--game", "tictactoe", "--agent", "starter:learner:python", "--opponent", "random", "--games", "2", "--train-seconds", "2");
  assert.equal(r.status, 0, r.stderr);
  assert.equal(r.report.training.stopped, null);
  assert.ok(r.report.training.episodes > 0, JSON.stringify(r.report.training));
  assert.ok(r.report.training.seconds >= 1.95 && r.report.training.seconds < 20, String(r.report.training.seconds));
});

test("a starter agent that is not a learner plays by name", { skip, timeout: 120000 }, () => {
  const r = arena("--game", "tictactoe", "--agent", "starter:win-block:js", "--opponent", "random", "--games", "6", "--seed", "9");
  assert.equal(r.status, 0, r.stderr);
  assert.equal(r.report.agent, "starter:win-block:js");
  assert.equal(r.report.wins + r.report.draws + r.report.losses, 6);
  assert.ok(r.report.wins > r.report.losses, JSON.stringify(r.report));
});

test("bad --train-seconds values and unknown starters exit 2 with one line", { skip }, () => {
  const cases = [
    [["--train-seconds", "abc"], /--train-seconds takes a number of seconds/],
    [["--train-seconds", "-1"], /--train-seconds takes a number of seconds/],
    [["--train-seconds", "0"], /--train-seconds must be more than 0/],
    [["--train-seconds", "100000"], /--train-seconds must be more than 0 and at most 86400/],
    [["--train-seconds"], /--train-seconds needs a value/],
  ];
  for (const [extra, why] of cases) {
    const r = arena("--game", "tictactoe", "--agent", "starter:learner:js", ...extra);
    assert.equal(r.status, 2, `${extra.join(" ")}: ${r.stderr}`);
    assert.equal(r.stdout, "");
    const lines = r.stderr.trim().split("\n");
    assert.equal(lines.length, 1, r.stderr);
    assert.match(lines[0], why);
  }
  const others = [
    [["--game", "tictactoe", "--agent", "random", "--train-seconds", "2"], /for a learner file/],
    [["--game", "tictactoe", "--agent", "starter:nobody:js"], /tictactoe has no starter 'nobody' in js \(its starters: .*learner/],
    [["--game", "tictactoe", "--agent", "starter:learner:ruby"], /write starter:ID:js or starter:ID:python/],
  ];
  for (const [args, why] of others) {
    const r = arena(...args);
    assert.equal(r.status, 2, `${args.join(" ")}: ${r.stderr}`);
    const lines = r.stderr.trim().split("\n");
    assert.equal(lines.length, 1, r.stderr);
    assert.match(lines[0], why);
  }
});
