// The arithmetic of class tournaments and the ladder, pure (tests/js/league.test.js):
//   schedule(...)    which games to play: every pair N times with sides swapped, the same seeds
//                    for every pair (one-player games: every agent on the same N seeds)
//   leagueTable(...) wins, draws, losses, forfeits, win rate with its 95 % Wilson interval, mean
//                    score, largest chain and ms per move, per agent
//   sortTable, toCsv (UTF-8 with a BOM, words in the page's language), pairRows, forfeitsOf,
//   wilson, LADDERS, ladderVerdict

/** z for a 95 % interval. */
const Z95 = 1.959964;

/**
 * The 95 % Wilson score interval of `k` successes in `n` trials: [low, high] (both 0..1);
 * [0, 1] when n is 0.
 */
export function wilson(k, n, z = Z95) {
  if (!n) return [0, 1];
  const p = k / n;
  const z2 = z * z;
  const denom = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denom;
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/**
 * The games of a tournament between `count` agents (indices 0..count-1): two-player games play
 * each pair `perPair` times, sides swapped every other game, game g of every pair on seed
 * `seed + floor(g / 2)` (so each seed is played from both sides, and every pair sees the same
 * seeds); one-player games play each agent on seeds `seed .. seed + perPair - 1`.
 * @returns {{seats: number[], seed: number, pair: number[]}[]}
 */
export function schedule(count, perPair, seed, players) {
  if (!Number.isInteger(count) || count < 1) throw new Error("a tournament needs at least one agent");
  if (!Number.isInteger(perPair) || perPair < 1) throw new Error("a tournament needs at least one game per pair");
  const games = [];
  if (players === 1) {
    for (let i = 0; i < count; i++) for (let g = 0; g < perPair; g++) games.push({ seats: [i], seed: seed + g, pair: [i] });
    return games;
  }
  if (count < 2) throw new Error("a two-player tournament needs at least two agents");
  for (let i = 0; i < count; i++) {
    for (let j = i + 1; j < count; j++) {
      for (let g = 0; g < perPair; g++) games.push({ seats: g % 2 === 0 ? [i, j] : [j, i], seed: seed + Math.floor(g / 2), pair: [i, j] });
    }
  }
  return games;
}

/** A result's forfeits: `forfeits` (both sides may forfeit a game neither played), else `forfeit`. */
export function forfeitsOf(r) {
  return r.forfeits ?? (r.forfeit ? [r.forfeit] : []);
}

/**
 * The league table of `names` from finished games. A result is {seats, winner (a side, -1 for a
 * draw, null when nobody won; two-player), forfeit?: {by (a side), kind, message?, line?,
 * reason?, carried?}, forfeits?: [the same] (when both sides forfeited), score?, won?, chain?,
 * ms: [per side], moves: [per side]}. A forfeit is a loss for the side that forfeited (a lost
 * game alone). Each row's `firstForfeit` is its first forfeit ({kind, message, line, reason}, or
 * null) and `carried` how many of its forfeits were counted without playing (matches.js).
 */
export function leagueTable(names, results, players) {
  const rows = names.map((name, agent) => ({
    agent,
    name,
    games: 0,
    wins: 0,
    draws: 0,
    losses: 0,
    forfeits: { timeout: 0, error: 0, illegal: 0 },
    scoreSum: 0,
    won: 0,
    wonKnown: 0,
    chain: null,
    ms: 0,
    moves: 0,
    firstForfeit: null,
    carried: 0,
  }));
  for (const r of results) {
    r.seats.forEach((agent, side) => {
      const row = rows[agent];
      row.games++;
      row.ms += r.ms?.[side] ?? 0;
      row.moves += r.moves?.[side] ?? 0;
      for (const f of forfeitsOf(r)) {
        if (f.by !== side) continue;
        row.forfeits[f.kind] = (row.forfeits[f.kind] ?? 0) + 1;
        if (f.carried) row.carried++;
        row.firstForfeit ??= { kind: f.kind, message: f.message ?? "", line: f.line ?? null, reason: f.reason ?? null };
      }
      if (players > 1) {
        if (r.winner === side) row.wins++;
        else if (r.winner !== null && r.winner < 0) row.draws++;
        else row.losses++;
      } else {
        row.scoreSum += r.score ?? 0;
        if (r.won === true) row.won++;
        if (typeof r.won === "boolean") row.wonKnown++;
        if (r.chain !== undefined && r.chain !== null) row.chain = Math.max(row.chain ?? 0, r.chain);
      }
    });
  }
  return rows.map((row) => {
    const k = players > 1 ? row.wins : row.won;
    const [low, high] = wilson(k, row.games);
    return {
      ...row,
      winRate: row.games ? k / row.games : 0,
      low,
      high,
      meanScore: row.games ? row.scoreSum / row.games : 0,
      msPerMove: row.moves ? row.ms / row.moves : 0,
      forfeitCount: row.forfeits.timeout + row.forfeits.error + row.forfeits.illegal,
    };
  });
}

/** `rows` sorted by column `key` (descending when `down`), then by name. */
export function sortTable(rows, key = "winRate", down = true) {
  return [...rows].sort((a, b) => {
    const x = a[key];
    const y = b[key];
    const c = typeof x === "string" ? x.localeCompare(y) : (x ?? -Infinity) - (y ?? -Infinity);
    return (down ? -c : c) || a.name.localeCompare(b.name);
  });
}

function csvField(v) {
  const s = String(v ?? "");
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/**
 * Per pair of agents (two-player games): [{a, b, games, aWins, bWins, draws, aForfeits,
 * bForfeits}] in the order of `names`, from the same results leagueTable reads.
 */
export function pairRows(names, results) {
  const pairs = new Map();
  for (const r of results) {
    const [i, j] = [...r.seats].sort((x, y) => x - y);
    const key = `${i}|${j}`;
    if (!pairs.has(key)) pairs.set(key, { a: names[i], b: names[j], games: 0, aWins: 0, bWins: 0, draws: 0, aForfeits: 0, bForfeits: 0 });
    const p = pairs.get(key);
    p.games++;
    const sideOf = (agent) => r.seats.indexOf(agent);
    if (r.winner === sideOf(i)) p.aWins++;
    else if (r.winner === sideOf(j)) p.bWins++;
    else if (r.winner !== null) p.draws++;
    for (const f of forfeitsOf(r)) {
      if (f.by === sideOf(i)) p.aForfeits++;
      else p.bForfeits++;
    }
  }
  return [...pairs.values()];
}

/** The CSV's words in English: its headers (machine-readable names) and values. */
export const CSV_WORDS_EN = {
  agent: "agent", games: "games", wins: "wins", draws: "draws", losses: "losses", win_rate: "win_rate",
  win_rate_low95: "win_rate_low95", win_rate_high95: "win_rate_high95", forfeits_timeout: "forfeits_timeout",
  forfeits_error: "forfeits_error", forfeits_illegal: "forfeits_illegal", ms_per_move: "ms_per_move",
  mean_score: "mean_score", largest_chain: "largest_chain", reason: "reason", agent_a: "agent_a", agent_b: "agent_b",
  a_wins: "a_wins", b_wins: "b_wins", a_forfeits: "a_forfeits", b_forfeits: "b_forfeits", game: "game", seed: "seed",
  first: "first", second: "second", winner: "winner", forfeit: "forfeit", score: "score", won: "won", moves: "moves",
  draw: "draw", nobody: "nobody", yes: "yes", no: "no", timeout: "timeout", error: "error", illegal: "illegal",
};

/** The byte order mark a CSV starts with, so spreadsheets read it as UTF-8 (Korean, Japanese, Chinese). */
export const BOM = "\uFEFF";

/**
 * The tournament as CSV, UTF-8 with a BOM: the league table (one header line, one line per agent;
 * numbers unrounded but for ms; `reason`: the agent's first forfeit in words), and, when `names`
 * and `results` are given, after a blank line each, one line per pair of agents (two-player
 * games) and one line per game (its moves: the actions, space-separated). `words` names the
 * headers and values (CSV_WORDS_EN's keys; the page passes its language's) and `rowReason(row)`
 * words a row's first forfeit (tour_words.js); each block has exactly one header line.
 */
export function toCsv(rows, players, names = null, results = null, { words = CSV_WORDS_EN, rowReason = (row) => row.firstForfeit?.message ?? "" } = {}) {
  const w = (k) => words[k] ?? CSV_WORDS_EN[k];
  const kind = (k) => w(k) ?? k;
  const head =
    players > 1
      ? ["agent", "games", "wins", "draws", "losses", "win_rate", "win_rate_low95", "win_rate_high95", "forfeits_timeout", "forfeits_error", "forfeits_illegal", "ms_per_move", "reason"]
      : ["agent", "games", "mean_score", "wins", "win_rate", "win_rate_low95", "win_rate_high95", "largest_chain", "forfeits_timeout", "forfeits_error", "forfeits_illegal", "ms_per_move", "reason"];
  const lines = rows.map((r) => {
    const f = [r.forfeits.timeout, r.forfeits.error, r.forfeits.illegal];
    const rate = [r.winRate, r.low, r.high].map((x) => x.toFixed(4));
    const ms = r.msPerMove.toFixed(1);
    const why = rowReason(r);
    return players > 1
      ? [r.name, r.games, r.wins, r.draws, r.losses, ...rate, ...f, ms, why]
      : [r.name, r.games, r.meanScore.toFixed(3), r.won, ...rate, r.chain ?? "", ...f, ms, why];
  });
  const sections = [[head.map(w), ...lines]];
  const forfeitCell = (r) => forfeitsOf(r).map((f) => `${names[r.seats[f.by]]}: ${kind(f.kind)}`).join("; ");
  const movesCell = (r) => (r.actions ?? []).join(" ");
  if (names && results) {
    if (players > 1) {
      const pairHead = ["agent_a", "agent_b", "games", "a_wins", "b_wins", "draws", "a_forfeits", "b_forfeits"];
      sections.push([pairHead.map(w), ...pairRows(names, results).map((p) => [p.a, p.b, p.games, p.aWins, p.bWins, p.draws, p.aForfeits, p.bForfeits])]);
      const gameHead = ["game", "seed", "first", "second", "winner", "forfeit", "moves"];
      const winnerCell = (r) => (r.winner === null ? w("nobody") : r.winner < 0 ? w("draw") : names[r.seats[r.winner]]);
      sections.push([gameHead.map(w), ...results.map((r, k) => [k + 1, r.seed ?? "", names[r.seats[0]], names[r.seats[1]], winnerCell(r), forfeitCell(r), movesCell(r)])]);
    } else {
      const gameHead = ["game", "seed", "agent", "score", "won", "largest_chain", "forfeit", "moves"];
      const wonCell = (r) => (r.won === true ? w("yes") : r.won === false ? w("no") : "");
      sections.push([gameHead.map(w), ...results.map((r, k) => [k + 1, r.seed ?? "", names[r.seats[0]], r.score ?? "", wonCell(r), r.chain ?? "", forfeitsOf(r).map((f) => kind(f.kind)).join("; "), movesCell(r)])]);
    }
  }
  return BOM + sections.map((rowsOf) => rowsOf.map((l) => l.map(csvField).join(",")).join("\n")).join("\n\n") + "\n";
}

/**
 * Each game's ladder, weakest first: random, the seed agents, search agents on budgets counted
 * in playouts (the same on any machine), up to the strongest. `{id, options}` per rung.
 */
export const LADDERS = {
  tictactoe: [
    { id: "random", options: {} },
    { id: "pure-mcts", options: { playouts: 30 } },
    { id: "pure-mcts", options: { playouts: 300 } },
    { id: "pure-mcts", options: { playouts: 3000 } },
    { id: "minimax", options: {} },
  ],
  gomoku: [
    { id: "random", options: {} },
    { id: "pure-mcts", options: { playouts: 100 } },
    { id: "pure-mcts", options: { playouts: 300 } },
    { id: "pure-mcts", options: { playouts: 1000 } },
    { id: "pure-mcts", options: { playouts: 3000 } },
  ],
  connect4: [
    { id: "random", options: {} },
    { id: "pure-mcts", options: { playouts: 100 } },
    { id: "pure-mcts", options: { playouts: 300 } },
    { id: "pure-mcts", options: { playouts: 1000 } },
    { id: "pure-mcts", options: { playouts: 3000 } },
  ],
  minesweeper: [
    { id: "random", options: {} },
    { id: "seed-heuristic", options: {} },
    { id: "solver", options: {} },
  ],
  puyo: [
    { id: "random", options: {} },
    { id: "greedy", options: {} },
    { id: "chain", options: {} },
  ],
};

/**
 * Whether the student's agent (index 0 of a two-agent table from leagueTable) beat the rung
 * (index 1): two-player games, more wins than losses over the match; one-player games, a
 * higher win rate on the same seeds, or the same win rate and a higher mean score.
 */
export function ladderVerdict(table, players) {
  const [me, rung] = table;
  if (players > 1) return me.wins > me.losses;
  if (me.winRate !== rung.winRate) return me.winRate > rung.winRate;
  return me.meanScore > rung.meanScore;
}

/**
 * The time a tournament still needs, in ms, from the games so far: `done` of `total` games took
 * `elapsedMs`, so each game left is taken to last as long as their mean. null before the first game.
 */
export function timeLeftMs(done, total, elapsedMs) {
  if (!(done > 0) || !(elapsedMs >= 0)) return null;
  return Math.max(0, total - done) * (elapsedMs / done);
}

/** A duration in ms as "m:ss" (whole seconds, rounded up; hours as more minutes). */
export function clockText(ms) {
  const s = Math.ceil(Math.max(0, ms) / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}
