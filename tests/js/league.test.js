// Class tournaments and the ladder: the schedule (pairs, swapped sides, the same seeds), the
// league table (every game counted once, wins of one side are losses of the other, forfeits),
// the Wilson interval, sorting and CSV.

import { test } from "node:test";
import assert from "node:assert/strict";
import { wilson, schedule, leagueTable, sortTable, toCsv, ladderVerdict, LADDERS, pairRows, forfeitsOf, timeLeftMs, clockText } from "../../www/code/league.js";
import { carriedResult } from "../../www/code/matches.js";

test("the Wilson interval matches known values and stays in 0..1", () => {
  const [lo, hi] = wilson(8, 10);
  assert.ok(Math.abs(lo - 0.4902) < 1e-3 && Math.abs(hi - 0.9433) < 1e-3, `${lo} ${hi}`);
  const [lo0, hi0] = wilson(0, 20);
  assert.equal(lo0, 0);
  assert.ok(Math.abs(hi0 - 0.1611) < 1e-3, String(hi0));
  assert.deepEqual(wilson(0, 0), [0, 1]);
  const [lo1, hi1] = wilson(50, 50);
  assert.ok(hi1 <= 1 && lo1 > 0.9);
});

test("every pair plays N games, sides swapped, on the same seeds as every other pair", () => {
  const games = schedule(3, 4, 100, 2);
  assert.equal(games.length, 3 * 4);
  const byPair = new Map();
  for (const g of games) {
    const key = g.pair.join("-");
    byPair.set(key, [...(byPair.get(key) ?? []), g]);
  }
  assert.deepEqual([...byPair.keys()], ["0-1", "0-2", "1-2"]);
  for (const [key, list] of byPair) {
    assert.deepEqual(list.map((g) => g.seed), [100, 100, 101, 101], key);
    const [a, b] = key.split("-").map(Number);
    assert.deepEqual(list.map((g) => g.seats), [[a, b], [b, a], [a, b], [b, a]], key);
  }
  const one = schedule(2, 3, 7, 1);
  assert.deepEqual(one.map((g) => [g.seats[0], g.seed]), [[0, 7], [0, 8], [0, 9], [1, 7], [1, 8], [1, 9]]);
  assert.throws(() => schedule(1, 2, 0, 2), /two agents/);
  assert.throws(() => schedule(2, 0, 0, 2), /at least one game/);
});

test("the league table counts every game once; one side's wins are the other's losses", () => {
  const games = schedule(3, 4, 1, 2);
  // A made-up but fixed set of outcomes: agent 2 always forfeits on time, 0 beats 1 as X.
  const results = games.map((g) => {
    if (g.seats.includes(2)) {
      const side = g.seats.indexOf(2);
      return { seats: g.seats, winner: 1 - side, forfeit: { by: side, kind: "timeout" }, ms: [10, 20], moves: [1, 2] };
    }
    return { seats: g.seats, winner: g.seats[0] === 0 ? 0 : -1, ms: [30, 30], moves: [3, 3] };
  });
  const table = leagueTable(["A", "B", "C"], results, 2);
  const total = (k) => table.reduce((s, r) => s + r[k], 0);
  assert.equal(total("games"), 2 * games.length, "each game counted once per side");
  assert.equal(total("wins"), total("losses"));
  assert.equal(total("wins") + total("draws") / 2, games.length);
  assert.deepEqual(table.map((r) => [r.wins, r.draws, r.losses]), [[6, 2, 0], [4, 2, 2], [0, 0, 8]]);
  assert.deepEqual(table[2].forfeits, { timeout: 8, error: 0, illegal: 0 });
  assert.equal(table[2].forfeitCount, 8);
  assert.equal(table[0].winRate, 6 / 8);
  assert.ok(table[0].low < 0.75 && table[0].high > 0.75);
  assert.deepEqual(sortTable(table).map((r) => r.name), ["A", "B", "C"]);
  assert.deepEqual(sortTable(table, "losses").map((r) => r.name), ["C", "B", "A"]);
  assert.deepEqual(sortTable(table, "name", false).map((r) => r.name), ["A", "B", "C"]);
  const csv = toCsv(sortTable(table), 2).trim().split("\n");
  assert.ok(toCsv(table, 2).startsWith("\uFEFFagent,"), "UTF-8 with a BOM (trim() drops it)");
  assert.equal(csv[0], "agent,games,wins,draws,losses,win_rate,win_rate_low95,win_rate_high95,forfeits_timeout,forfeits_error,forfeits_illegal,ms_per_move,reason");
  assert.match(csv[1], /^A,8,6,2,0,0\.7500,.*,$/);
  assert.match(csv[3], /^C,8,0,0,8,0\.0000,0\.0000,0\.3\d+,8,0,0,\d+\.\d,$/);
});

test("one-player tables: mean score, win rate, largest chain; CSV quotes names", () => {
  const results = [
    { seats: [0], score: 10, won: true, chain: 3, ms: [40], moves: [4] },
    { seats: [0], score: 20, won: false, chain: 5, ms: [40], moves: [4] },
    { seats: [1], score: 4, won: false, forfeit: { by: 0, kind: "illegal" }, ms: [5], moves: [1] },
    { seats: [1], score: 6, won: false, chain: 1, ms: [5], moves: [1] },
  ];
  const table = leagueTable(['My agent: "x", 2', "Greedy"], results, 1);
  assert.equal(table[0].meanScore, 15);
  assert.equal(table[0].winRate, 0.5);
  assert.equal(table[0].chain, 5);
  assert.equal(table[0].msPerMove, 10);
  assert.equal(table[1].forfeits.illegal, 1);
  assert.equal(table[1].chain, 1);
  assert.equal(table[0].wonKnown, 2, "games with a won/lost verdict are counted (Puyo has none)");
  assert.equal(leagueTable(["p"], [{ seats: [0], score: 1, ms: [1], moves: [1] }], 1)[0].wonKnown, 0);
  const csv = toCsv(table, 1).split("\n");
  assert.match(csv[1], /^"My agent: ""x"", 2",2,15\.000,1,0\.5000,/);
  assert.equal(ladderVerdict(table, 1), true);
  assert.equal(ladderVerdict([table[1], table[0]], 1), false);
});

test("ladder verdicts and rungs", () => {
  assert.equal(ladderVerdict([{ wins: 3, losses: 2 }, {}], 2), true);
  assert.equal(ladderVerdict([{ wins: 2, losses: 2 }, {}], 2), false, "an even match is not a win");
  for (const [game, rungs] of Object.entries(LADDERS)) {
    assert.equal(rungs[0].id, "random", game);
    const playouts = rungs.filter((r) => r.options.playouts).map((r) => r.options.playouts);
    assert.deepEqual(playouts, [...playouts].sort((a, b) => a - b), `${game}: budgets rise`);
    assert.ok(rungs.every((r) => !("timeMs" in r.options)), `${game}: budgets never in ms`);
  }
});

test("a program out of the tournament: its later games are forfeits at once with its first reason; nobody wins when both are out", () => {
  const first = { kind: "timeout", message: "your agent took longer than 1 s on move 2", line: null, reason: { key: "timeout", limitMs: 1000, move: 2 } };
  const out = new Map([[2, first]]);
  const g = { seats: [2, 0], seed: 4 };
  const r = carriedResult(g, out);
  assert.equal(r.winner, 1);
  assert.deepEqual(r.actions, []);
  assert.deepEqual(forfeitsOf(r), [{ ...first, by: 0, carried: true }]);
  out.set(1, { kind: "error", message: "act() stopped", line: 3, reason: { key: "error" } });
  const both = { ...carriedResult({ seats: [1, 2], seed: 4 }, out), seats: [1, 2], seed: 4 };
  assert.equal(both.winner, null);
  assert.equal(forfeitsOf(both).length, 2);
  const played = { seats: [2, 1], seed: 3, winner: 1, forfeit: { ...first, by: 0 }, ms: [1, 1], moves: [1, 1], actions: [4] };
  const results = [played, { ...r, seats: g.seats, seed: 4 }, both];
  const table = leagueTable(["A", "B", "C"], results, 2);
  assert.deepEqual(table.map((row) => [row.wins, row.draws, row.losses]), [[1, 0, 0], [1, 0, 1], [0, 0, 3]]);
  assert.deepEqual(table[2].forfeits, { timeout: 3, error: 0, illegal: 0 });
  assert.equal(table[2].carried, 2);
  assert.deepEqual(table[2].firstForfeit, { kind: "timeout", message: first.message, line: null, reason: first.reason });
  assert.equal(table[1].firstForfeit.line, 3);
  assert.deepEqual(pairRows(["A", "B", "C"], results).find((p) => p.a === "B"), { a: "B", b: "C", games: 2, aWins: 1, bWins: 0, draws: 0, aForfeits: 1, bForfeits: 2 });
  const csv = toCsv(table, 2, ["A", "B", "C"], results, { words: { agent: "エージェント", draw: "引き分け", nobody: "なし", timeout: "時間切れ" }, rowReason: (row) => row.firstForfeit?.message ?? "" });
  assert.ok(csv.startsWith("\uFEFFエージェント,games,"), csv.slice(0, 40));
  const blocks = csv.trim().split("\n\n");
  assert.equal(blocks.length, 3, "table, pairs, games: one header line each");
  const games = blocks[2].split("\n");
  assert.equal(games[0], "game,seed,first,second,winner,forfeit,moves");
  assert.equal(games[1], "1,3,C,B,B,C: 時間切れ,4");
  assert.equal(games[3], "3,4,B,C,なし,B: error; C: 時間切れ,");
  assert.match(blocks[0].split("\n").find((l) => l.startsWith("C,")), /,your agent took longer than 1 s on move 2$/);
});

test("time left: the games left at the mean time of the games so far; none before the first game", () => {
  assert.equal(timeLeftMs(0, 12, 500), null);
  assert.equal(timeLeftMs(3, 12, 900), 2700);
  assert.equal(timeLeftMs(12, 12, 4000), 0);
  assert.equal(timeLeftMs(13, 12, 4000), 0, "never below zero");
  assert.equal(clockText(0), "0:00");
  assert.equal(clockText(2700), "0:03", "seconds rounded up");
  assert.equal(clockText(61_000), "1:01");
  assert.equal(clockText(3_600_000), "60:00");
});
