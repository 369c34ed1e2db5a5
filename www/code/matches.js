// Games played away from the board, for class tournaments and the ladder: each game is played
// on its own env with agents asked through a catalog (built-in agents in their worker, student
// agents in their sandbox), never through the page's session, so the game on screen goes on.

import { schedule, leagueTable } from "./league.js";

/**
 * Plays one game of `game` on `seed` between `seats` ([{id, options}] per side) through
 * `catalog`; resolves {winner, score, won, chain, forfeit?, ms, moves, actions}, or null when
 * stopped. `forfeit` is {by (a side), kind, message, line, reason} (what the sandbox said);
 * `actions` the game's actions in order (enough to play it again on its seed).
 */
export async function playGame({ pg, catalog, plain, game, options, seed, seats, stopped = () => false }) {
  const env = pg.make(game, options);
  const history = [];
  const ms = seats.map(() => 0);
  const moves = seats.map(() => 0);
  let info = null;
  let forfeit = null;
  try {
    info = plain(env.reset(seed)[1]);
    while (!env.isTerminal) {
      if (stopped()) return null;
      const k = Math.max(0, env.currentPlayer);
      const seat = seats[k];
      const t0 = performance.now();
      const res = await catalog.request({ game, options, seed, history: history.slice(), agent: seat.id, agentOptions: { seed: String(seed * 2 + k), ...seat.options }, act: true, explain: false });
      ms[k] += performance.now() - t0;
      moves[k] += 1;
      if (res.cancelled || stopped()) return null;
      if (res.forfeit || res.error) {
        forfeit = { by: k, kind: res.forfeit?.kind ?? "error", message: res.forfeit?.message ?? res.error, line: res.forfeit?.line ?? null, reason: res.forfeit?.reason ?? null };
        break;
      }
      try {
        info = plain(env.step(res.action)[4]);
      } catch (err) {
        forfeit = { by: k, kind: "illegal", message: String(err?.message ?? err), line: null, reason: null };
        break;
      }
      history.push(["step", res.action]);
    }
    const returns = Array.from(env.returns());
    const obs = plain(env.observation());
    const two = seats.length > 1;
    return {
      winner: two ? (forfeit ? 1 - forfeit.by : (info?.winner ?? -1)) : undefined,
      score: returns[0],
      won: two ? undefined : forfeit ? false : obs?.won,
      chain: obs?.maxChain,
      forfeit: forfeit ?? undefined,
      ms,
      moves,
      actions: history.map(([, a]) => a),
    };
  } finally {
    env.free?.();
  }
}

/** Forfeit kinds after which a program plays no more games in a tournament. */
export const OUT_KINDS = new Set(["timeout", "error"]);

/**
 * The result of a game none of whose seats play because `out` (entry index -> its first forfeit)
 * holds one or more of them: each such side forfeits again at once with the same kind and
 * sentence (`carried: true`); the other side, if it is not out, wins. Nobody wins when both are out.
 */
export function carriedResult(g, out) {
  const forfeits = g.seats.flatMap((agent, side) => (out.has(agent) ? [{ ...out.get(agent), by: side, carried: true }] : []));
  const two = g.seats.length > 1;
  return {
    winner: two ? (forfeits.length > 1 ? null : 1 - forfeits[0].by) : undefined,
    score: two ? undefined : 0,
    won: two ? undefined : false,
    forfeit: forfeits[0],
    forfeits,
    ms: g.seats.map(() => 0),
    moves: g.seats.map(() => 0),
    actions: [],
  };
}

/**
 * Plays a whole league between `entries` ([{id, options, name}]): `perPair` games per pair
 * (schedule() in league.js), calling `onResult(result)` and `onGame(done, total, table)` after each; resolves the
 * final table (leagueTable rows), or the table so far when `stopped()` turns true. An entry
 * that forfeits by time or by an error (OUT_KINDS) is not asked again: its later games count at
 * once as forfeits of the same kind with the same sentence (carriedResult). Results carry
 * {seats, seed, actions, ...playGame's}.
 */
export async function runLeague({ pg, catalog, plain, game, options, players, entries, perPair, seed, onGame = () => {}, onResult = () => {}, stopped = () => false }) {
  const games = schedule(entries.length, perPair, seed, players);
  const results = [];
  const names = entries.map((e) => e.name);
  const out = new Map(); // entry index -> its first forfeit by time or error
  for (const g of games) {
    if (stopped()) break;
    let r;
    if (g.seats.some((i) => out.has(i))) r = carriedResult(g, out);
    else {
      r = await playGame({ pg, catalog, plain, game, options, seed: g.seed, seats: g.seats.map((i) => entries[i]), stopped });
      catalog.forget(); // built-in agents kept for this game's seeds are freed; programs start afresh
      if (!r) break;
      const f = r.forfeit;
      if (f && OUT_KINDS.has(f.kind)) out.set(g.seats[f.by], { kind: f.kind, message: f.message, line: f.line ?? null, reason: f.reason ?? null });
    }
    results.push({ ...r, seats: g.seats, seed: g.seed });
    onResult(results[results.length - 1]);
    onGame(results.length, games.length, leagueTable(names, results, players));
  }
  return { table: leagueTable(names, results, players), done: results.length, total: games.length, names, results };
}
