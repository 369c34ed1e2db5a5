#!/usr/bin/env node
// The headless runner for agent files: the native `arena`'s flags, where an agent may also be a
// student's file, run in the same sandbox as the page (www/code/sandbox_worker.js in a worker
// thread) on the built engine (dist/ from `bash scripts/build.sh`).
//
//   node scripts/arena.mjs --game GAME[:k=v,...] --agent AGENT [--opponent AGENT] [--games N]
//                          [--seed S] [--time-limit-ms MS] [--budget CALLS]
//                          [--train-episodes N] [--train-seconds S] [--save FILE] [--load FILE]
//   AGENT: a built-in agent id[:k=v,...] (as in `arena`), file:PATH.js / file:PATH.py, or
//          starter:ID:js / starter:ID:python, a starter program of the game as the Code panel
//          lists it, in English (starter:learner:js is the game's shipped learner starter)
//
// A learner file (one that also defines learn; api.md "Your own learner"): --load FILE first gives
// load() what an earlier --save wrote, --train-episodes N then calls learn(env, episode) N times in
// the same sandbox (--time-limit-ms is also each episode's limit), --train-seconds S trains for S
// seconds of wall clock instead (both given: it stops at whichever comes first; the episode running
// when the time is up finishes), --save FILE writes save()'s JSON, and then the games are played. The JSON last line adds "training": {episodes, seconds,
// episodesPerSec, stopped: null | "timeout" | "error", error: null | {message, line, episode}}.
//
// A game only agents play that could go on forever gets the page's unattended default when the
// option is not given (www/unattended.js: Puyo stops after 100 pairs), said on stderr and as the
// JSON's "unattended": {"maxPairs": "100"}.
//
// Prints progress and each forfeit on stderr and, as its LAST line, the same JSON as `arena` plus
// "forfeits": {"timeout", "error", "illegal"} of --agent (and "opponentForfeits" when the
// opponent is a file). A forfeited game is a loss for that agent (a lost game in one-player
// games). Bad flags, a missing build, or a file that does not define act exit 2 with one line.
// Games are seeded from --seed, but not the same games as the native arena's for that seed.

import { readFileSync, writeFileSync, existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const USAGE =
  "usage: node scripts/arena.mjs --game GAME[:k=v,...] --agent AGENT[:k=v,...]|file:PATH.js|file:PATH.py " +
  "[--opponent AGENT] [--games N] [--seed S] [--time-limit-ms MS] [--budget CALLS] " +
  "[--train-episodes N] [--train-seconds S] [--save FILE] [--load FILE]; AGENT may also be starter:ID:js|python";

/** Exits 2 with a one-line reason. */
function fail(reason) {
  process.stderr.write(`arena.mjs: ${reason}\n`);
  process.exit(2);
}

function wholeFlag(flag, value, min, max) {
  if (!/^\d+$/.test(value)) fail(`${flag} takes a whole number, not '${value}'`);
  const n = Number(value);
  if (n < min || n > max) fail(`${flag} must be from ${min} to ${max}, not ${value}`);
  return n;
}

function secondsFlag(flag, value, max) {
  if (!/^\d+(\.\d+)?$/.test(value)) fail(`${flag} takes a number of seconds (like 120 or 2.5), not '${value}'`);
  const n = Number(value);
  if (!(n > 0) || n > max) fail(`${flag} must be more than 0 and at most ${max}, not ${value}`);
  return n;
}

/** Parses `id` or `id:k=v,k=v` into {id, options, text}. */
function parseSpec(text, flag) {
  const i = text.indexOf(":");
  const id = (i < 0 ? text : text.slice(0, i)).trim();
  const options = {};
  if (i >= 0) {
    for (const part of text.slice(i + 1).split(",")) {
      if (!part.trim()) continue;
      const eq = part.indexOf("=");
      if (eq <= 0) fail(`${flag}: option '${part}' is not key=value`);
      options[part.slice(0, eq).trim()] = part.slice(eq + 1).trim();
    }
  }
  if (!id) fail(`${flag} needs a name; ${USAGE}`);
  return { id, options, text };
}

/** Whether an --agent / --opponent text names a student's program (run in the sandbox). */
function isProgram(text) {
  return text.startsWith("file:") || text.startsWith("starter:");
}

/**
 * The source of `starter:ID:LANGUAGE` for `game`: the starter the Code panel lists under that
 * id and language, in English. Exits 2 with the choices when there is none.
 */
async function starterSource(text, flag, game) {
  const m = /^starter:([\w-]+):(js|python)$/.exec(text);
  if (!m) fail(`${flag} ${text}: write starter:ID:js or starter:ID:python (e.g. starter:learner:js)`);
  const { starters } = await import(pathToFileURL(path.join(ROOT, "www/code/starters.js")).href);
  const list = starters(game, "en");
  const found = list.find((s) => s.id === m[1] && s.language === m[2]);
  if (!found) {
    const ids = [...new Set(list.map((s) => s.id))];
    fail(`${flag} ${text}: ${game} has no starter '${m[1]}' in ${m[2]}${ids.length ? ` (its starters: ${ids.join(", ")})` : ""}`);
  }
  return { source: found.source, language: m[2], name: text };
}

/** Reads argv into the series to play. */
export function parseArgs(argv) {
  const s = { game: null, agent: null, opponent: null, games: 100, seed: 0, timeLimitMs: 1000, budget: 10000, trainEpisodes: 0, trainSeconds: 0, save: null, load: null };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const value = () => {
      if (i + 1 >= argv.length) fail(`${flag} needs a value; ${USAGE}`);
      return argv[++i];
    };
    switch (flag) {
      case "--game":
        s.game = parseSpec(value(), flag);
        break;
      case "--agent":
        s.agent = value();
        break;
      case "--opponent":
        s.opponent = value();
        break;
      case "--games":
        s.games = wholeFlag(flag, value(), 1, 1e9);
        break;
      case "--seed":
        s.seed = wholeFlag(flag, value(), 0, Number.MAX_SAFE_INTEGER);
        break;
      case "--time-limit-ms":
        s.timeLimitMs = wholeFlag(flag, value(), 1, 10000);
        break;
      case "--budget":
        s.budget = wholeFlag(flag, value(), 1, 1e9);
        break;
      case "--train-episodes":
        s.trainEpisodes = wholeFlag(flag, value(), 0, 1e9);
        break;
      case "--train-seconds":
        s.trainSeconds = secondsFlag(flag, value(), 86400);
        break;
      case "--save":
        s.save = value();
        break;
      case "--load":
        s.load = value();
        break;
      case "--help":
      case "-h":
        fail(USAGE);
        break;
      default:
        fail(`unknown argument '${flag}'; ${USAGE}`);
    }
  }
  if (!s.game) fail(`--game is required; ${USAGE}`);
  if (!s.agent) fail(`--agent is required; ${USAGE}`);
  if ((s.trainEpisodes || s.trainSeconds || s.save || s.load) && !isProgram(s.agent)) {
    fail("--train-episodes, --train-seconds, --save and --load are for a learner file: --agent file:PATH.js, file:PATH.py or starter:learner:js|python");
  }
  return s;
}

// splitmix64: the series' seeds, one after another (BigInt, exact).
function seedStream(seed) {
  let x = BigInt(seed) & 0xffffffffffffffffn;
  return () => {
    x = (x + 0x9e3779b97f4a7c15n) & 0xffffffffffffffffn;
    let z = x;
    z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & 0xffffffffffffffffn;
    z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & 0xffffffffffffffffn;
    z ^= z >> 31n;
    return Number(z & 0x1fffffffffffffn); // 53 bits: a whole JS number the engine accepts
  };
}

/** 95 % Wilson interval, as the native arena. */
export function wilson(wins, n) {
  if (n === 0) return [0, 1];
  const z = 1.959963984540054;
  const p = wins / n;
  const denom = 1 + (z * z) / n;
  const centre = (p + (z * z) / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / denom;
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/**
 * A distribution-free 95 % interval for the median of `values` (order statistics): [v(k), v(n-k+1)]
 * of the sorted values, with the largest k whose binomial(n, 1/2) tail below k is at most 2.5 %;
 * null for fewer than 6 values (no such k).
 */
export function medianInterval(values) {
  const v = [...values].sort((a, b) => a - b);
  const n = v.length;
  let below = 0; // P(Binomial(n, 1/2) <= k - 1)
  let term = 0.5 ** n; // P(Binomial(n, 1/2) = k - 1)
  let k = 0;
  for (let j = 0; j < n; j++) {
    if (below + term > 0.025) break;
    below += term;
    term = (term * (n - j)) / (j + 1);
    k = j + 1;
  }
  return k >= 1 ? [v[k - 1], v[n - k]] : null;
}

const round6 = (x) => (Number.isFinite(x) ? Math.round(x * 1e6) / 1e6 : null);

function median(values) {
  if (!values.length) return null;
  const v = [...values].sort((a, b) => a - b);
  const m = v.length >> 1;
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
}

/**
 * Loads the built page (dist/): the engine (with the shipped nets), the runner, the sandbox's
 * worker-thread spawn and the student run; exits 2 when the build is missing. scripts/tournament.mjs uses it too.
 */
export async function loadBuild() {
  const dist = path.join(ROOT, "dist");
  const need = ["pkg/playground.js", "pkg/playground_bg.wasm", "code/sandbox_worker.js", "vendor/acorn.js"];
  for (const f of need) {
    if (!existsSync(path.join(dist, f))) fail(`dist/${f} is missing: build first with bash scripts/build.sh`);
  }
  const pg = await import(pathToFileURL(path.join(dist, "pkg/playground.js")).href);
  pg.initSync({ module: readFileSync(path.join(dist, "pkg/playground_bg.wasm")) });
  const { ensureAllNets } = await import(pathToFileURL(path.join(dist, "nets.js")).href);
  await ensureAllNets(pg); // the shipped nets live beside the wasm (dist/weights/), not in it
  const { createStudentAgent } = await import(pathToFileURL(path.join(dist, "code/runner.js")).href);
  const { nodeWorkerPort } = await import(pathToFileURL(path.join(dist, "workers/node_port.js")).href);
  const { createStudentRun } = await import(pathToFileURL(path.join(dist, "learn/student_run.js")).href);
  const spawn = () =>
    nodeWorkerPort(pathToFileURL(path.join(dist, "code/sandbox_worker.js")), {
      pkg: path.join(dist, "pkg"),
      pyodide: path.join(dist, "pyodide"),
    });
  return { pg, createStudentAgent, createStudentRun, spawn, dist };
}

/** Builds one side: a built-in agent (engine) or a student's file (sandbox). */
async function makeSide(text, flag, ctx) {
  if (isProgram(text)) {
    let file, language, source;
    if (text.startsWith("starter:")) {
      ({ source, language, name: file } = await starterSource(text, flag, ctx.series.game.id));
    } else {
      file = text.slice(5);
      language = file.endsWith(".py") ? "python" : file.endsWith(".js") || file.endsWith(".mjs") ? "js" : null;
      if (!language) fail(`${flag} ${text}: an agent file ends in .js or .py`);
      try {
        source = readFileSync(file, "utf8");
      } catch (err) {
        fail(`${flag} ${text}: cannot read the file (${err.code ?? err.message})`);
      }
    }
    if (language === "python" && !existsSync(path.join(ctx.dist, "pyodide/pyodide.mjs"))) {
      fail("dist/pyodide/ is missing: build first with bash scripts/build.sh");
    }
    const agent = ctx.createStudentAgent({
      spawn: ctx.spawn,
      source,
      language,
      timeLimitMs: ctx.series.timeLimitMs,
      budget: ctx.series.budget,
      seed: ctx.nextSeed() % 4294967296,
      replayOf: ctx.replayOf,
    });
    const ready = await agent.start();
    if (!ready.ok) {
      agent.close();
      fail(`${file}: ${ready.message}${ready.line ? ` (line ${ready.line})` : ""}`);
    }
    return { kind: "file", text, agent, forfeits: { timeout: 0, error: 0, illegal: 0 } };
  }
  const spec = parseSpec(text, flag);
  const options = { ...spec.options };
  if (!("seed" in options)) options.seed = String(ctx.nextSeed());
  try {
    return { kind: "engine", text, agent: ctx.pg.makeAgent(ctx.series.game.id, spec.id, options) };
  } catch (err) {
    fail(`${flag} ${text}: ${err?.message ?? err}`);
  }
}

/**
 * Adds to `game.options` (in place) the unattended defaults of its game for the options not given
 * (www/unattended.js); returns what it added ({} when nothing), and says so on stderr.
 */
async function unattendedOf(game) {
  const { unattendedOptions } = await import(pathToFileURL(path.join(ROOT, "www/unattended.js")).href);
  const { options, added } = unattendedOptions(game.id, game.options);
  Object.assign(game.options, options);
  const said = Object.entries(added).map(([k, v]) => `${k}=${v}`).join(",");
  if (said) process.stderr.write(`arena.mjs: ${game.id}: ${said} (only agents play: the game ends there; give --game ${game.id}:${Object.keys(added)[0]}=N to change it)\n`);
  return added;
}

/** Plays the series; returns the report object (the JSON last line). */
export async function runSeries(series, build) {
  const { pg } = build;
  const nextSeed = seedStream(series.seed);
  // No human plays here: a game that could go on forever (Puyo with no pair limit) gets the page's
  // unattended default (www/unattended.js), said on stderr and in the JSON.
  const unattended = await unattendedOf(series.game);
  let template;
  try {
    template = pg.make(series.game.id, series.game.options);
  } catch (err) {
    fail(`--game ${series.game.text}: ${err?.message ?? err}`);
  }
  const twoPlayer = template.numPlayers === 2;
  if (!twoPlayer && series.opponent) fail(`${series.game.id} is a one-player game: leave out --opponent`);
  // Until the engine has playerCopy(), the sandbox rebuilds the game by replay (tests only).
  const history = new Map();
  const copyDoor = typeof pg.importState === "function" && typeof template.playerCopy === "function";
  if (!copyDoor && [series.agent, series.opponent].some((t) => t && isProgram(t))) {
    process.stderr.write("arena.mjs: note: this engine has no playerCopy(); file agents get a replay of the real game\n");
  }
  const replayOf = copyDoor ? undefined : (env) => history.get(env);
  const ctx = { pg, series, nextSeed, replayOf, createStudentAgent: build.createStudentAgent, spawn: build.spawn, dist: build.dist };
  const A = await makeSide(series.agent, "--agent", ctx);
  const training = A.kind === "file" && (series.trainEpisodes || series.trainSeconds || series.save || series.load) ? await train(series, A, build) : undefined;
  const B = twoPlayer ? await makeSide(series.opponent ?? "random", "--opponent", ctx) : null;

  let scores = 0, steps = 0, agentMoves = 0, agentMs = 0;
  // The agent's results when it moved first ([0]) and second ([1]); one-player games count in
  // [0]. The totals are the two seats' sums.
  const bySeat = [0, 1].map(() => ({ wins: 0, draws: 0, losses: 0 }));
  let forfeitGames = 0;
  const maxChains = [];
  const start = performance.now();
  let lastReport = start;
  for (let index = 0; index < series.games; index++) {
    const env = template.clone();
    const seed = nextSeed();
    env.reset(seed);
    history.set(env, { game: series.game.id, options: series.game.options, seed, actions: [] });
    const agentSeat = twoPlayer ? index % 2 : 0;
    for (const side of [A, B]) if (side?.kind === "file") await side.agent.newGame();
    let gameMaxChain = null;
    let forfeit = null; // {seat, side, result}
    let move = 0;
    while (!env.isTerminal) {
      const player = env.currentPlayer;
      const side = player === agentSeat ? A : B;
      move += 1;
      const t = performance.now();
      let action;
      if (side.kind === "engine") {
        action = side.agent.act(env);
      } else {
        const r = await side.agent.act(env, { move });
        if (!r.ok) {
          forfeit = { seat: player, side, result: r };
          break;
        }
        action = r.action;
      }
      if (side === A) {
        agentMs += performance.now() - t;
        agentMoves += 1;
      }
      const out = env.step(action);
      history.get(env).actions.push(action);
      steps += 1;
      const chain = out[4]?.chain;
      if (typeof chain === "number") gameMaxChain = Math.max(gameMaxChain ?? 0, chain);
    }
    if (gameMaxChain !== null) maxChains.push(gameMaxChain);
    const returns = env.returns();
    if (forfeit) {
      const kind = forfeit.result.forfeit ?? "error";
      forfeit.side.forfeits[kind] = (forfeit.side.forfeits[kind] ?? 0) + 1;
      forfeitGames += 1;
      const who = forfeit.side === A ? "--agent" : "--opponent";
      if (forfeitGames <= 20) {
        const r = forfeit.result;
        process.stderr.write(
          `arena.mjs: game ${index + 1}: ${who} ${forfeit.side.text} forfeits (${kind}): ${r.message}${r.line ? ` (line ${r.line})` : ""}\n`,
        );
      }
      if (forfeit.side === A) {
        bySeat[agentSeat].losses += 1;
        scores += twoPlayer ? -1 : returns[0];
      } else {
        bySeat[agentSeat].wins += 1;
        scores += 1;
      }
    } else {
      scores += returns[agentSeat];
      const info = env.observation();
      if (twoPlayer) {
        const mine = returns[agentSeat];
        const theirs = returns[1 - agentSeat];
        const tally = bySeat[agentSeat];
        if (mine > theirs) tally.wins += 1;
        else if (mine < theirs) tally.losses += 1;
        else tally.draws += 1;
      } else if (info.won === true) {
        bySeat[0].wins += 1;
      } else if (info.lost === true) {
        bySeat[0].losses += 1;
      }
    }
    history.delete(env);
    env.free();
    const now = performance.now();
    if (now - lastReport > 1000 || index + 1 === series.games) {
      lastReport = now;
      process.stderr.write(`arena.mjs: ${index + 1}/${series.games} games (${((now - start) / 1000).toFixed(1)} s)\n`);
    }
  }
  for (const side of [A, B]) if (side?.kind === "file") side.agent.close();
  const elapsed = Math.max(performance.now() - start, 1e-9);
  const n = series.games;
  const [wins, draws, losses] = ["wins", "draws", "losses"].map((k) => bySeat[0][k] + bySeat[1][k]);
  const decided = wins + draws + losses > 0;
  const report = {
    game: series.game.text,
    agent: series.agent,
    opponent: twoPlayer ? (series.opponent ?? "random") : null,
    games: n,
    wins: decided ? wins : null,
    draws: twoPlayer ? draws : null,
    losses: decided ? losses : null,
    winRate: decided ? round6(wins / n) : null,
    winRateCI95: decided ? wilson(wins, n).map(round6) : null,
    meanScore: round6(scores / n),
    meanSteps: round6(steps / n),
    maxChain: maxChains.length ? Math.max(...maxChains) : null,
    medianMaxChain: maxChains.length ? round6(median(maxChains)) : null,
    medianMaxChainCI95: maxChains.length ? medianInterval(maxChains) : null,
    maxChains: maxChains.length ? maxChains : null,
    msPerMove: round6(agentMoves ? agentMs / agentMoves : 0),
    msPerGame: round6(elapsed / n),
    stepsPerSec: round6(steps / (elapsed / 1000)),
    bySeat: twoPlayer ? bySeat : null,
    forfeits: A.kind === "file" ? A.forfeits : { timeout: 0, error: 0, illegal: 0 },
  };
  if (B?.kind === "file") report.opponentForfeits = B.forfeits;
  if (training) report.training = training;
  if (Object.keys(unattended).length) report.unattended = unattended;
  return report;
}

/**
 * --load, --train-episodes / --train-seconds and --save of a learner file: the report's
 * "training" field ({episodes, seconds: the wall-clock seconds trained, episodesPerSec, stopped,
 * error}).
 */
async function train(series, side, build) {
  const run = build.createStudentRun({ agent: side.agent, pg: build.pg, game: series.game.id, gameOptions: series.game.options, runSeed: series.seed, evalEvery: 0, evalGames: 0 });
  const stopOf = (s) => ({
    stopped: s.kind === "timeout" ? "timeout" : "error",
    error: { message: s.got != null && !s.message ? `learn() returned ${s.got}` : s.message, line: s.line ?? null, episode: s.episode ?? null },
  });
  let done = null;
  if (series.load) {
    let text;
    try {
      text = readFileSync(series.load, "utf8");
    } catch (err) {
      fail(`--load ${series.load}: cannot read the file (${err.code ?? err.message})`);
    }
    const r = await run.load(text);
    if (r.stop) done = stopOf(r.stop);
  }
  const t = performance.now();
  // Either limit alone, or both: whichever comes first.
  const maxEpisodes = series.trainEpisodes || (series.trainSeconds ? Infinity : 0);
  const endMs = series.trainSeconds ? t + series.trainSeconds * 1000 : Infinity;
  const goal = [series.trainEpisodes ? `${series.trainEpisodes} episodes` : null, series.trainSeconds ? `${series.trainSeconds} s` : null].filter(Boolean).join(" or ");
  let lastReport = t;
  while (!done && run.progress().episodes < maxEpisodes && performance.now() < endMs) {
    const left = maxEpisodes - run.progress().episodes;
    const ms = Math.max(1, Math.min(1000, endMs - performance.now()));
    const r = await run.train({ episodes: Number.isFinite(left) ? left : null, ms });
    if (r.stop) done = stopOf(r.stop);
    const now = performance.now();
    if (now - lastReport > 1000) {
      lastReport = now;
      process.stderr.write(`arena.mjs: trained ${run.progress().episodes} episodes of ${goal} (${((now - t) / 1000).toFixed(1)} s)\n`);
    }
  }
  const seconds = (performance.now() - t) / 1000;
  const episodes = run.progress().episodes;
  if (done) {
    process.stderr.write(`arena.mjs: training stopped (${done.stopped}) at episode ${done.error.episode}: ${done.error.message}${done.error.line ? ` (line ${done.error.line})` : ""}\n`);
  }
  if (series.save && !done) {
    const snap = await run.snapshot();
    if (!snap.ok) done = stopOf(snap.stop);
    else writeFileSync(series.save, snap.text);
  }
  return { episodes, seconds: round6(seconds), episodesPerSec: round6(episodes / Math.max(seconds, 1e-9)), stopped: done?.stopped ?? null, error: done?.error ?? null };
}

async function main() {
  const series = parseArgs(process.argv.slice(2));
  const build = await loadBuild();
  const report = await runSeries(series, build);
  process.stdout.write(`${JSON.stringify(report)}\n`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((err) => {
    process.stderr.write(`arena.mjs: ${err?.message ?? err}\n`);
    process.exit(1);
  });
}
