// One training run of a student's learner (api.md "Your own learner"): the runtime owns the loop.
// It asks the sandbox (code/runner.js) for one slice of episodes at a time, keeps the numbers
// learn() returns as moving averages, and every `evalEvery` episodes plays the learner's own act
// on fixed seeds (against `opponent` in two-player games). Pausing is simply not asking for the
// next slice: the worker and what it learned stay. The Learn panel and scripts/arena.mjs use it.
//
//   const run = createStudentRun({agent, pg, game, gameOptions, runSeed, evalEvery, evalGames, opponent});
//   await run.start();                      // compiles; the first curve point (episode 0)
//   await run.train({episodes: 30, ms: 150}) // one slice -> {done, stop}
//   run.progress()                          // {episodes, seconds, curve, lines, stop}
//   await run.snapshot()                    // {ok: true, text, episodes} | {ok: false, stop}
//
// A stop is {kind, episode?, message, line?, got?, limitMs?, why?}: `kind` picks the sentence the
// page shows in the student's language (i18n "learn.stop.KIND"); `message` is the English one for
// the command line, and for a throw the runtime's own text.

import { ensureNets } from "../nets.js";
import { spreadOf } from "./curve.js";
import { pointDue, gamesFor, anotherGame, EARLY_POINTS } from "./schedule.js";

/** The fixed seeds evaluation games are played on (the same boards at every curve point). */
export const EVAL_SEED = 7_000_000;
/** How often (ms of training) a learner with save() is checkpointed, so a timeout loses little. */
export const CHECKPOINT_MS = 1000;
/** How many recent episodes a curve point of learn()'s numbers averages. */
export const SMOOTHING = 100;
/** The most points a line of learn()'s numbers keeps (older ones are thinned). */
export const MAX_LINE_POINTS = 400;
/** The longest evaluation game, in moves (Puyo can go on a long time). */
export const EVAL_MOVE_CAP = 300;

/** A moving average of the last `n` numbers. */
function movingAverage(n) {
  const ring = [];
  let sum = 0;
  return {
    push(v) {
      ring.push(v);
      sum += v;
      if (ring.length > n) sum -= ring.shift();
    },
    get value() {
      return ring.length ? sum / ring.length : null;
    },
  };
}

/** Adds `p` to `points`, halving the older points past `cap` (the shape stays, the list stays small). */
function appendThinned(points, p, cap) {
  points.push(p);
  if (points.length > cap) {
    const kept = points.filter((_, i) => i % 2 === 0 || i === points.length - 1);
    points.splice(0, points.length, ...kept);
  }
}

/**
 * @param {object} o
 * @param {object} o.agent a student agent from createStudentAgent (code/runner.js)
 * @param {object} o.pg the engine (evaluation games and their opponents)
 * @param {string} o.game game id
 * @param {object} [o.gameOptions]
 * @param {number} [o.runSeed] seeds the episodes' games (default 0)
 * @param {number} [o.evalEvery] episodes between curve points of the learner's own play (0: never)
 * @param {number} [o.evalGames] games per curve point
 * @param {string} [o.opponent] the built-in agent evaluation plays against (two-player games)
 * @param {object} [o.opponentOptions] its options (e.g. {playouts: "200"})
 * @param {boolean} [o.early] the page's schedule (schedule.js): the first points sooner and cheaper
 * (false: a point every evalEvery episodes with evalGames games, as scripts/arena.mjs measures)
 * @param {() => number} [o.clock] ms (tests)
 */
export function createStudentRun({ agent, pg, game, gameOptions = {}, runSeed = 0, evalEvery = 100, evalGames = 20, opponent = "random", opponentOptions = {}, early = false, clock = () => performance.now() }) {
  let episodes = 0;
  let trainMs = 0;
  let stop = null;
  let twoPlayer = null;
  let checkpoint = null; // {text, episodes}
  let sinceCheckpoint = 0;
  let nextEval = evalEvery;
  let episodesAtLast = 0; // episodes and training ms at the last curve point (the early schedule)
  let msAtLast = 0;
  const curve = []; // evaluation points {episodes, results: [...]}
  const averages = new Map(); // key -> movingAverage
  const lines = new Map(); // key -> [{x, y}]

  function absorbValues(first, values) {
    values.forEach((v, i) => {
      if (!v) return;
      for (const [key, n] of Object.entries(v)) {
        if (!averages.has(key)) {
          averages.set(key, movingAverage(SMOOTHING));
          lines.set(key, []);
        }
        averages.get(key).push(n);
      }
      const x = first + i;
      // One point per key every so often (and at the slice's end below).
      if (x % 10 === 0) for (const [key, avg] of averages) appendThinned(lines.get(key), { x, y: avg.value }, MAX_LINE_POINTS);
    });
    const last = first + values.length - 1;
    if (values.length && last % 10 !== 0) {
      for (const [key, avg] of averages) {
        const pts = lines.get(key);
        if (pts.length && pts[pts.length - 1].x > last - 10) pts[pts.length - 1] = { x: last, y: avg.value };
        else appendThinned(pts, { x: last, y: avg.value }, MAX_LINE_POINTS);
      }
    }
  }

  /** Plays one evaluation game on seed `seed` with the learner in `seat`; the game's summary or a stop. */
  async function playOne(seed, seat, index) {
    const env = pg.make(game, gameOptions);
    let other = null;
    try {
      env.reset(seed);
      if (twoPlayer) {
        await ensureNets(pg, game, opponent);
        other = pg.makeAgent(game, opponent, { ...opponentOptions, seed: String(EVAL_SEED + index) });
      }
      let move = 0;
      while (!env.isTerminal && move < EVAL_MOVE_CAP) {
        move += 1;
        let action;
        if (!twoPlayer || env.currentPlayer === seat) {
          const r = await agent.act(env, { move });
          if (!r.ok) return { stop: { kind: r.cancelled ? "cancelled" : "act", forfeit: r.forfeit, message: r.message, line: r.line ?? null, got: r.got, episode: episodes } };
          action = r.action;
        } else {
          action = other.act(env);
        }
        env.step(action);
      }
      const returns = Array.from(env.returns());
      const obs = env.observation();
      return { returns, won: obs.won === true, hasWon: typeof obs.won === "boolean", score: returns[twoPlayer ? seat : 0], chain: typeof obs.maxChain === "number" ? obs.maxChain : null };
    } finally {
      other?.free?.();
      env.free?.();
    }
  }

  /** A curve point now: the learner's own act on evalGames fixed seeds. Returns a stop or null. */
  async function evaluate() {
    const planned = early ? gamesFor(curve.length, evalGames, twoPlayer) : evalGames;
    if (!(planned > 0)) return null;
    const isEarly = early && curve.length < EARLY_POINTS;
    const began = clock();
    episodesAtLast = episodes;
    msAtLast = trainMs;
    const point = { episodes, results: [] };
    let wins = 0, draws = 0, losses = 0, score = 0;
    const chains = [];
    const scores = [];
    let hasWon = false;
    let games = 0;
    for (let i = 0; anotherGame({ played: i, planned, seconds: (clock() - began) / 1000, early: isEarly, twoPlayer }); i++) {
      games += 1;
      const seat = twoPlayer ? i % 2 : 0;
      const g = await playOne(EVAL_SEED + i, seat, i);
      if (g.stop) return g.stop;
      score += g.score;
      scores.push(g.score);
      if (g.chain != null) chains.push(g.chain);
      hasWon ||= g.hasWon;
      if (twoPlayer) {
        const [mine, theirs] = [g.returns[seat], g.returns[1 - seat]];
        if (mine > theirs) wins += 1;
        else if (mine < theirs) losses += 1;
        else draws += 1;
      } else if (g.won) wins += 1;
      else losses += 1;
    }
    chains.sort((a, b) => a - b);
    // As the engine's learners report it (src/learn EvalResult): `measure` says what each is.
    const result = (measure, value) => ({ measure, opponent: twoPlayer ? opponent : null, wins, draws, losses, games, score: value });
    if (twoPlayer) point.results.push(result("games", (wins + draws / 2) / games));
    else {
      if (hasWon) point.results.push(result("won", wins / games));
      // The games' spread too, for the curve's 95 % band (curve.js trendLine).
      point.results.push({ ...result("score", score / games), sd: spreadOf(scores) });
      if (chains.length) point.results.push(result("chain", chains[chains.length >> 1]));
    }
    curve.push(point);
    return null;
  }

  async function takeCheckpoint() {
    if (!agent.has?.save || !agent.has?.load) return null;
    const r = await agent.save();
    if (!r.ok) return r.stop;
    checkpoint = { text: r.text, episodes };
    agent.restoreWith(r.text);
    sinceCheckpoint = 0;
    return null;
  }

  function stopWith(s) {
    stop = s;
    return { done: 0, stop };
  }

  return {
    /** Loads and compiles the program and plays the first curve point. Resolves {ok} or {ok: false, stop}. */
    async start(onProgress) {
      const template = pg.make(game, gameOptions);
      twoPlayer = template.numPlayers === 2;
      template.free?.();
      const r = await agent.start(onProgress);
      if (!r.ok) {
        stop = { kind: r.kind === "syntax" ? "syntax" : r.kind === "noact" ? "noact" : r.forfeit === "timeout" ? "topTimeout" : "compile", message: r.message, line: r.line ?? null, episode: 0, ...(r.reason?.module ? { module: r.reason.module } : {}) };
        return { ok: false, stop };
      }
      if (!r.has?.learn) {
        stop = { kind: "nolearn", message: "your code does not define a function learn(env, episode)", episode: 0 };
        return { ok: false, stop };
      }
      const s = await evaluate();
      if (s) {
        stop = s;
        return { ok: false, stop };
      }
      return { ok: true, has: r.has };
    },

    /** Loads what save() gave earlier (a saved learner), before training or playing on. */
    async load(text, trainedEpisodes = 0) {
      const r = await agent.load(text);
      if (!r.ok) return stopWith(r.stop);
      episodes = trainedEpisodes;
      nextEval = evalEvery ? (Math.floor(episodes / evalEvery) + 1) * evalEvery : Infinity;
      checkpoint = { text, episodes };
      agent.restoreWith(text);
      return { done: 0, stop: null };
    },

    /**
     * One slice: at most `episodes` (null: no cap) within about `ms`, then a curve point when one
     * is due. Resolves {done, stop}; after a stop the run trains no more (what it learned stays).
     */
    async train({ episodes: cap = null, ms = 150 } = {}) {
      if (stop) return { done: 0, stop };
      const untilEval = evalEvery ? nextEval - episodes : Infinity;
      const count = Math.max(1, Math.min(cap ?? Infinity, untilEval, 1e6));
      const t = clock();
      const r = await agent.learn({ game, gameOptions, runSeed, first: episodes + 1, count, ms });
      const took = clock() - t;
      trainMs += took;
      sinceCheckpoint += took;
      if (r.cancelled) return { done: 0, stop: null };
      absorbValues(episodes + 1, r.values ?? []);
      episodes += r.done ?? 0;
      if (!r.ok) {
        const s = { ...r.stop };
        if (s.kind === "timeout") {
          // The worker was ended: what it learned since the last checkpoint is gone.
          s.keptEpisodes = checkpoint?.episodes ?? 0;
          episodes = s.keptEpisodes;
        }
        return stopWith(s);
      }
      const due = early ? pointDue({ episodes, nextEval, points: curve.length, episodesAtLast, secondsSinceLast: (trainMs - msAtLast) / 1000, evalEvery }) : evalEvery && episodes >= nextEval;
      if (due) {
        while (nextEval <= episodes) nextEval += evalEvery;
        const s = await evaluate();
        if (s) return stopWith(s);
      }
      if (sinceCheckpoint >= CHECKPOINT_MS) {
        const s = await takeCheckpoint();
        if (s) return stopWith(s);
      }
      return { done: r.done, stop: null };
    },

    /** save()'s text now: {ok: true, text, episodes} or {ok: false, stop}. */
    async snapshot() {
      const r = await agent.save();
      if (!r.ok) return { ok: false, stop: r.stop };
      return { ok: true, text: r.text, episodes };
    },

    /** Where the run is: episodes, training seconds, the curve, the lines of learn()'s numbers, the stop. */
    progress() {
      return {
        episodes,
        games: episodes,
        seconds: trainMs / 1000,
        curve: curve.slice(),
        lines: [...lines].map(([key, points]) => ({ key, points: points.slice() })),
        loss: null,
        stop,
      };
    },

    /** Lets a stopped run train again (after the student fixed nothing: e.g. a longer time limit). */
    clearStop() {
      stop = null;
    },

    /** Ends the run's worker. */
    close() {
      agent.close();
    },
  };
}
