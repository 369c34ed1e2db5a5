// Units of the thinking overlay's pure helpers: shares in at most 3 characters, the colour ramp
// (neighbouring steps clearly apart), minimax in words, whose estimate it is; series helpers.
import { test } from "node:test";
import assert from "node:assert/strict";
import { shareLabel, rampColor, rampInk, cellOverlay, explainText } from "../../www/overlay.js";
import { planFrom } from "../../www/play/plan.js";
import { winRates, bySide } from "../../www/tally.js";
import { bestTime, recordTime, sizeKey } from "../../www/minesweeper/best.js";
import { isTrue } from "../../www/options.js";
import { contrast } from "../e2e/contrast.js";

test("shares are at most 3 characters", () => {
  assert.equal(shareLabel(41, 100), "41%");
  assert.equal(shareLabel(1, 1000), "<1");
  assert.equal(shareLabel(0, 10), "0%");
  assert.equal(shareLabel(184864, 184864), "100");
  assert.equal(shareLabel(5, 0), "");
  for (let v = 0; v <= 1000; v += 7) assert.ok(shareLabel(v, 1000).length <= 3, shareLabel(v, 1000));
});

test("ramp: heats 0.18 apart differ by at least 1.4:1, text on it reads at 4.5:1", () => {
  assert.ok(contrast(rampColor(0.2), rampColor(0.38)) >= 1.4, `20% vs 38%: ${contrast(rampColor(0.2), rampColor(0.38))}`);
  for (let h = 0; h + 0.18 <= 1.0001; h += 0.02) {
    const a = rampColor(h);
    const b = rampColor(h + 0.18);
    assert.ok(contrast(a, b) >= 1.4, `${h.toFixed(2)}: ${a} vs ${b} ${contrast(a, b).toFixed(2)}`);
    assert.ok(contrast(a, rampInk(h)) >= 4.5, `ink on ${a}: ${contrast(a, rampInk(h)).toFixed(2)}`);
  }
  assert.match(rampColor(NaN), /^#[0-9a-f]{6}$/);
});

test("minimax values are words, never a lone 0, and say whose", () => {
  const ov = cellOverlay({ values: [1, 0, -1, NaN, 0, 0, 0, 0, 0] }, 9, "X (Minimax)");
  assert.deepEqual(ov.cells.slice(0, 3).map((c) => c.label), ["win", "draw", "loss"]);
  assert.equal(ov.cells[3], null);
  assert.ok(ov.cells.every((c) => !c || !/^[0O]$/.test(c.label)));
  assert.match(ov.legend.title, /X \(Minimax\)/);
  assert.match(ov.cells[0].tip, /X \(Minimax\) wins/);
});

test("MCTS visits become shares; the win rate says whose chance it is", () => {
  const e = { visits: [184864, 0, 10, 5, 0, 0, 0, 0, 1], winRate: 0.543, best: 0 };
  const ov = cellOverlay(e, 9, "O (MCTS)");
  assert.ok(ov.cells.every((c) => !c || c.label.length <= 3));
  assert.equal(ov.cells[0].label, "100");
  assert.equal(ov.cells[1], null);
  const text = explainText(e, 9, (a) => `cell ${a}`, "O (MCTS)");
  assert.match(text, /O \(MCTS\)'s chance to win: 54%/);
  assert.doesNotMatch(text, /0\.543|win rate/);
  assert.match(text, /next move: cell 0/);
});

test("explanations leave out internal fields", () => {
  const text = explainText({ plannedAction: 3, expectedChain: 5, beamWidth: 400, targetBoard: [1, 2], firesNow: false }, 24, (a) => `col ${a}`, "Chain");
  assert.doesNotMatch(text, /beam|target/i);
  assert.match(text, /chain it builds toward: 5/);
});

test("a plan reads the landed board and the first popping step from the engine's info", () => {
  const now = { board: [0, 0, 0, 0] };
  const plan = planFrom(2, now, { obs: { board: [0, 0, 0, 0] }, info: { chainBoards: [1, 1, 0, 0, 0, 0, 0, 0], chainSteps: [0, 1, -1, 3, -1] } });
  assert.deepEqual(plan.landed, [1, 1, 0, 0]);
  assert.deepEqual([...plan.pops], [0, 1]);
  const quiet = planFrom(1, now, { obs: { board: [2, 0, 0, 0] }, info: {} });
  assert.deepEqual(quiet.landed, [2, 0, 0, 0]);
  assert.equal(quiet.pops.size, 0);
  assert.equal(planFrom(1, now, null), null);
});

test("series: running win rate and wins by side", () => {
  const results = [
    { winner: 0, swapped: false },
    { winner: 0, swapped: true },
    { winner: -1, swapped: false },
    { winner: 1, swapped: true },
  ];
  assert.deepEqual(winRates(results, (r) => r.winner === 0), [1, 1, 2 / 3, 0.5]);
  assert.deepEqual(bySide(results, 0), [
    { games: 2, won: 1 },
    { games: 2, won: 1 },
  ]);
  assert.deepEqual(bySide(results, 1), [
    { games: 2, won: 1 },
    { games: 2, won: 0 },
  ]);
});

test("best times: kept per size, only better ones replace", () => {
  const m = new Map();
  const store = { getItem: (k) => m.get(k) ?? null, setItem: (k, v) => m.set(k, String(v)) };
  const key = sizeKey({ rows: 16, cols: 30, mines: 99 });
  assert.equal(key, "16x30/99");
  assert.equal(bestTime(store, key), null);
  assert.equal(recordTime(store, key, 120.7), true);
  assert.equal(bestTime(store, key), 120);
  assert.equal(recordTime(store, key, 130), false);
  assert.equal(recordTime(store, key, 99), true);
  assert.equal(bestTime(store, key), 99);
  assert.equal(bestTime(store, "9x9/10"), null);
  m.set("playground.minesweeper.best", "not json");
  assert.equal(bestTime(store, key), null);
});

test("boolean options read from links", () => {
  assert.equal(isTrue(true), true);
  assert.equal(isTrue("true"), true);
  assert.equal(isTrue("false"), false);
  assert.equal(isTrue(undefined), false);
});

test("Minesweeper's beeps: open, flag, win, boom", async () => {
  const { tuneFor, TUNES } = await import("../../www/minesweeper/extras.js");
  assert.equal(tuneFor("step", { won: false }, false), "open");
  assert.equal(tuneFor("chord", {}, false), "open");
  assert.equal(tuneFor("flag", {}, false), "flag");
  assert.equal(tuneFor("step", { won: true }, true), "win");
  assert.equal(tuneFor("step", { won: false, exploded: 3 }, true), "boom");
  for (const name of ["open", "flag", "win", "boom"]) assert.ok(TUNES[name].every(([f, s]) => f > 20 && s > 0 && s < 1));
});

test("a net's mine chances come with the exact ones beside them, and far-off cells are marked", () => {
  // Cells: revealed, net close to exact, net far off (says safe, is a sure mine), exact unknown.
  const e = { probabilities: [0, 0.12, 0.05, 0.3], exact: [0, 0.1, 1, NaN], safety: [NaN, 0.88, 0.95, 0.7], best: 2, why: "the safest" };
  const ov = cellOverlay(e, 4, "");
  assert.equal(ov.kind, "probabilities");
  assert.match(ov.legend.title, /exact/);
  assert.deepEqual([ov.cells[1].label, ov.cells[1].sub, ov.cells[1].miss], ["12%", "10%", false]);
  assert.deepEqual([ov.cells[2].label, ov.cells[2].sub, ov.cells[2].miss], ["5%", "100", true]);
  assert.match(ov.cells[2].tip, /the net says 5% chance of a mine; exact \(solver\): 100%.*far off/);
  assert.equal(ov.cells[3].sub, undefined, "no exact figure, no second label");
  // The solver alone (no `exact`) keeps its single labels.
  const solo = cellOverlay({ probabilities: [0, 0.12, 0.05, 0.3] }, 4, "");
  assert.ok(solo.cells.every((c) => c.sub === undefined && !c.miss));
  assert.doesNotMatch(solo.legend.title, /exact/);
});
