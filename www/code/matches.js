// Games played away from the board, for class tournaments and the ladder: each game is played
// on its own env with agents asked through a catalog (built-in agents in their worker, student
// agents in their sandbox), never through the page's session, so the game on screen goes on.

import { schedule, leagueTable } from "./league.js";

/**
 * Plays one game of `game` on `seed` between `seats` ([{id, options}] per side) through
 * `catalog`; resolves {winner, score, won, chain, forfeit?, ms, moves}, or null when stopped.
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
        forfeit = { by: k, kind: res.forfeit?.kind ?? "error", message: res.forfeit?.message ?? res.error };
        break;
      }
      try {
        info = plain(env.step(res.action)[4]);
      } catch (err) {
        forfeit = { by: k, kind: "illegal", message: String(err?.message ?? err) };
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
    };
  } finally {
    env.free?.();
  }
}

/**
 * Plays a whole league between `entries` ([{id, options, name}]): `perPair` games per pair
 * (schedule() in league.js), calling `onGame(done, total, table)` after each; resolves the
 * final table (leagueTable rows), or the table so far when `stopped()` turns true.
 */
export async function runLeague({ pg, catalog, plain, game, options, players, entries, perPair, seed, onGame = () => {}, stopped = () => false }) {
  const games = schedule(entries.length, perPair, seed, players);
  const results = [];
  const names = entries.map((e) => e.name);
  for (const g of games) {
    if (stopped()) break;
    const r = await playGame({ pg, catalog, plain, game, options, seed: g.seed, seats: g.seats.map((i) => entries[i]), stopped });
    catalog.forget(); // built-in agents kept for this game's seeds are freed
    if (!r) break;
    results.push({ ...r, seats: g.seats, seed: g.seed });
    onGame(results.length, games.length, leagueTable(names, results, players));
  }
  return { table: leagueTable(names, results, players), done: results.length, total: games.length, names, results };
}
