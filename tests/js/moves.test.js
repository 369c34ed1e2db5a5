// The moves in a link: compact, URL-safe, read back exactly; a garbled move stops the reading
// where it is. Also: where Undo goes back to, lesson flags, and the rules' lines.

import { test } from "node:test";
import assert from "node:assert/strict";
import { digitsFor, encodeMoves, decodeMoves, moveWords } from "../../www/moves.js";
import { undoTarget } from "../../www/play/review.js";
import { parseFlag } from "../../www/play/lesson.js";
import { rulesLines } from "../../www/play/rules.js";

test("one digit per Tic-tac-toe move, two for Gomoku 15x15 and expert Minesweeper", () => {
  assert.equal(digitsFor(9), 1);
  assert.equal(digitsFor(36), 1);
  assert.equal(digitsFor(37), 2);
  assert.equal(digitsFor(225), 2);
  assert.equal(digitsFor(480), 2);
  assert.equal(digitsFor(1296), 2);
  assert.equal(digitsFor(1297), 3);
  assert.equal(encodeMoves([["step", 4], ["step", 0], ["step", 8]], 9), "408");
  assert.equal(encodeMoves([["step", 224], ["step", 0]], 225), "68" + "00");
});

test("flags and chords round-trip, and the text needs no escaping in a hash", () => {
  const moves = [["step", 71], ["flag", 5], ["chord", 479], ["step", 0], ["flag", 470]];
  const text = encodeMoves(moves, 480);
  assert.equal(text, "1z-05.db00-d2");
  assert.match(text, /^[0-9a-z.-]+$/);
  assert.equal(new URLSearchParams({ moves: text }).toString(), `moves=${text}`);
  assert.deepEqual(decodeMoves(text, 480), { moves, error: null });
});

test("random histories round-trip for every board size", () => {
  let x = 12345;
  const rand = (n) => ((x = (x * 1103515245 + 12345) % 2147483648), x % n);
  for (const n of [9, 24, 36, 64, 225, 480, 10000]) {
    const kinds = ["step", "flag", "chord"];
    const moves = Array.from({ length: 50 }, () => [kinds[rand(3)], rand(n)]);
    assert.deepEqual(decodeMoves(encodeMoves(moves, n), n).moves, moves, `n=${n}`);
  }
});

test("a garbled or out-of-range move stops the reading at the last good one", () => {
  assert.deepEqual(decodeMoves("40X8", 9), { moves: [["step", 4], ["step", 0]], error: { at: 2, text: "'X' is not a move", key: "review.linkNotAMove", vars: { text: "X" } } });
  assert.deepEqual(decodeMoves("4a", 9).error, { at: 1, text: "10 is not an action of this game", key: "review.linkNotAnAction", vars: { arg: "10" } });
  assert.deepEqual(decodeMoves("0a1", 225), { moves: [["step", 10]], error: { at: 1, text: "'1' is not a move", key: "review.linkNotAMove", vars: { text: "1" } } });
  assert.deepEqual(decodeMoves("-", 9).error.at, 0);
  assert.deepEqual(decodeMoves("", 9), { moves: [], error: null });
  assert.throws(() => encodeMoves([["step", 9]], 9), /Move 1 \(9\) is not an action/);
  assert.throws(() => encodeMoves([["jump", 1]], 9), /cannot hold/);
});

test("move names use the hints' coordinates", () => {
  assert.deepEqual(moveWords("tictactoe", ["step", 5], 3), ["move.cell", { row: 2, col: 3 }]);
  assert.deepEqual(moveWords("minesweeper", ["flag", 31], 30), ["move.mines.flag", { row: 2, col: 2 }]);
  assert.deepEqual(moveWords("minesweeper", ["step", 0], 9), ["move.mines.open", { row: 1, col: 1 }]);
  assert.deepEqual(moveWords("minesweeper", ["chord", 10], 9), ["move.mines.chord", { row: 2, col: 2 }]);
  assert.deepEqual(moveWords("puyo", ["step", 2], 6), ["move.puyo.0", { col: 3 }]);
  assert.deepEqual(moveWords("puyo", ["step", 6 * 3 + 5], 6), ["move.puyo.3", { col: 6 }]);
  assert.deepEqual(moveWords("connect4", ["step", 3], 7), ["move.column", { col: 4 }]);
});

test("Undo goes back before your last move, the agents' answers with it", () => {
  const line = (bys) => bys.map((by) => ({ event: ["step", 0], by }));
  const humanX = (by) => by === 0;
  // X (human), O (agent), X, O: back to before the second X.
  assert.equal(undoTarget(line([0, 1, 0, 1]), 4, humanX), 2);
  // Reviewing at move 3 (after X's second move): that X move goes.
  assert.equal(undoTarget(line([0, 1, 0, 1]), 3, humanX), 2);
  // The agent moved first: undo the human's only move and the answer; before it, nothing of yours.
  assert.equal(undoTarget(line([1, 0, 1]), 3, humanX), 1);
  assert.equal(undoTarget(line([1]), 1, humanX), -1);
  // Two humans: one move.
  assert.equal(undoTarget(line([0, 1, 0]), 3, () => true), 2);
  // Agents only: one move; nothing to take back at the start.
  assert.equal(undoTarget(line([0, 1, 0]), 3, () => false, false), 2);
  assert.equal(undoTarget(line([0]), 0, humanX), -1);
});

test("lesson flags keep known controls, once each", () => {
  assert.deepEqual(parseFlag("seed, seats,options,series,seed,nonsense"), ["seed", "seats", "options", "series"]);
  assert.deepEqual(parseFlag(undefined), []);
  assert.deepEqual(parseFlag("LINK"), ["link"]);
});

test("rules: Gomoku's n in a row follows the option, Puyo's cross its rule set, the seed last", () => {
  const g = rulesLines("gomoku", { nInRow: "4" });
  assert.deepEqual(g[1], ["rules.gomoku.2", { n: 4 }]);
  assert.equal(g.at(-1)[0], "rules.seed");
  assert.ok(rulesLines("puyo", { rules: "seed" }).some(([k]) => k === "rules.puyo.3seed"));
  assert.ok(rulesLines("puyo", { rules: "tsu" }).some(([k]) => k === "rules.puyo.3"));
  assert.equal(rulesLines("minesweeper").length, 4);
});

test("the service worker is registered over http(s) only, never from file://", async () => {
  const { canWorkOffline } = await import("../../www/offline.js");
  const nav = { serviceWorker: {} };
  assert.equal(canWorkOffline({ protocol: "http:" }, nav), true);
  assert.equal(canWorkOffline({ protocol: "https:" }, nav), true);
  assert.equal(canWorkOffline({ protocol: "file:" }, nav), false);
  assert.equal(canWorkOffline({ protocol: "https:" }, {}), false);
});

test("a replay link's forfeit field: written for the kinds a link carries, read back, damage refused", async () => {
  const { forfeitField, parseForfeitField } = await import("../../www/moves.js");
  assert.equal(forfeitField(1, "timeout"), "1.timeout");
  assert.equal(forfeitField(0, "error"), "0.error");
  assert.equal(forfeitField(0, "crashed"), undefined);
  assert.equal(forfeitField(-1, "error"), undefined);
  assert.deepEqual(parseForfeitField("1.illegal"), { by: 1, kind: "illegal" });
  for (const bad of ["", "1", "x.timeout", "12.timeout", "1.boom", "1.timeout.2"]) assert.equal(parseForfeitField(bad), null, bad);
});
