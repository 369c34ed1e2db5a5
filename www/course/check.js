// The check of a course step: runs the student's program in the sandbox (code/runner.js), trains
// it first when the step is about learning (learn/student_run.js), plays the step's games on the
// engine and answers {passed, message, figures}, the message in the student's language. The
// Course panel and scripts/course.mjs both use it.
//
//   const r = await runCheck({ step, source, language: "js", pg, spawn, lang: "ja" });
//
// A step's `check` (docs/course.md):
//   {games, seed, gameOptions?, opponent?, opponentOptions?, timeLimitMs?, maxMoves?,
//    learn?: {episodes, seconds?, keys?: [name, ...], positive?: [name, ...]}
//                                // needs learn(); trains before playing; learn() returns `keys`
//                                // as numbers, and `positive` ones above 0
//    positions?: [{moves: [action, ...], expect: [action, ...], why: "win" | "block" | ...}],
//                                // set positions, asked before the games: the program's move on
//                                // each must be one of `expect` (course.position.<why> says why)
//    require?: {measure: "score" | "steps" | "wins" | "losses",
//               versus?: AGENT, factor?: k, atLeast?: x, atMost?: x, overUntrained?: d}}
// `require` missing: the games only have to be played with no forfeit. `versus`: a built-in
// agent plays the same seeds in the same seat, and the student's measure must reach `factor`
// times its figure (and `atLeast`, when given). `overUntrained` (a step with `learn`): the same games
// are played first by the program as it starts, before any training, and the trained measure must
// be at least `d` above that (a learn() that does not learn cannot pass). A forfeit (error, time limit, an illegal or
// nonsense answer), a program that does not start, or an empty one fails with its reason.

import { createStudentAgent } from "../code/runner.js";
import { createStudentRun } from "../learn/student_run.js";
import { stopMessage } from "../learn/student_words.js";
import { forfeitText, agentName, gameName } from "../i18n/lookup.js";
import { t, language, setLanguage } from "../i18n/index.js";
import { ensureNets } from "../nets.js";
import { baselineCheck, BASELINES } from "./baselines.js";
import { mistakeSentence } from "../code/mistakes.js";

/** A move's (and a training episode's) time limit when the step names none: roomy, so a slow
 * Chromebook or a busy machine does not fail a correct program; an endless loop still stops. */
export const DEFAULT_CHECK_LIMIT_MS = 3000;

/** The measures a step may require, and whether more is better. */
export const MEASURES = { score: "more", steps: "more", wins: "more", losses: "fewer" };

/**
 * Words `key` with `vars` through the dictionary's `t`; numbers with the check's own digits. Called
 * only inside `inLanguage(lang, ...)`, so `t` already speaks `lang`.
 */
function say(lang, key, vars = {}) {
  return t(key, Object.fromEntries(Object.entries(vars).map(([k, v]) => [k, typeof v === "number" ? number(lang, v) : v])));
}

function number(lang, v) {
  const digits = Number.isInteger(v) ? 0 : Math.abs(v) < 10 ? 2 : 1;
  return new Intl.NumberFormat(lang, { maximumFractionDigits: digits }).format(v);
}

/** The seed of game `index` of a check seeded `seed` (the same boards for the student and the baseline). */
export function gameSeed(seed, index) {
  return (seed * 7919 + index * 104729 + 12345) % 4294967296;
}

/** Runs `fn` with the page's words in `lang` (the runtime's and the Learn panel's sentences too). */
async function inLanguage(lang, fn) {
  const before = language();
  if (before !== lang) setLanguage(lang);
  try {
    return await fn();
  } finally {
    if (language() !== before) setLanguage(before);
  }
}

/**
 * Plays `games` games of the step with `actOf(env, move)` in the measured seat; resolves
 * {results: [{score, steps, won, lost, draw}], two, forfeit: {game, result} | null, cancelled?}.
 */
async function playGames({ pg, step, actOf, onGame, signal }) {
  const c = step.check;
  const results = [];
  let two = false;
  let hasWon = false; // a one-player game that is won or lost (Minesweeper), not only scored
  for (let i = 0; i < c.games; i++) {
    if (signal?.aborted) return { results, two, hasWon, cancelled: true };
    const env = pg.make(step.game, c.gameOptions ?? {});
    let other = null;
    try {
      env.reset(gameSeed(c.seed ?? 0, i));
      two = env.numPlayers === 2;
      const seat = two ? i % 2 : 0;
      if (two) other = pg.makeAgent(step.game, c.opponent ?? "random", { ...(c.opponentOptions ?? {}), seed: String(gameSeed(c.seed ?? 0, i) + 1) });
      let move = 0;
      let steps = 0;
      while (!env.isTerminal && move < (c.maxMoves ?? 1000)) {
        move += 1;
        let action;
        if (!two || env.currentPlayer === seat) {
          const r = await actOf(env, move);
          if (!r.ok) return { results, two, hasWon, forfeit: r.cancelled ? null : { game: i + 1, result: r }, cancelled: Boolean(r.cancelled) };
          action = r.action;
          steps += 1;
        } else action = other.act(env);
        env.step(action);
      }
      const returns = Array.from(env.returns());
      const obs = env.observation();
      hasWon ||= !two && typeof obs.won === "boolean";
      const mine = returns[seat];
      const theirs = two ? returns[1 - seat] : null;
      results.push({
        score: mine,
        steps,
        won: two ? mine > theirs : obs.won === true,
        lost: two ? mine < theirs : obs.lost === true,
        draw: two ? mine === theirs : false,
      });
      onGame?.(i + 1, c.games);
    } finally {
      other?.free?.();
      env.free?.();
    }
  }
  return { results, two, hasWon, forfeit: null };
}

/** The figure of `measure` over `results`. */
export function measureOf(measure, results) {
  const n = Math.max(results.length, 1);
  const sum = (f) => results.reduce((s, r) => s + f(r), 0);
  if (measure === "score") return sum((r) => r.score) / n;
  if (measure === "steps") return sum((r) => r.steps) / n;
  if (measure === "wins") return sum((r) => (r.won ? 1 : 0)) / n;
  if (measure === "losses") return sum((r) => (r.lost ? 1 : 0));
  throw new Error(`unknown measure ${measure}`);
}

/** The figures of built-in agents on their baseline games, by game, agent and games (they never change). */
const baselineMemo = new Map();

/**
 * A built-in agent's games on the same seeds and seats (the baseline); the game's one random
 * baseline (baselines.js) plays its own games, the same in every step.
 */
async function baselineOf(pg, step, id) {
  await ensureNets(pg, step.game, id);
  const c = baselineCheck(step, id);
  const memo = c === step.check ? null : JSON.stringify([step.game, id, c.games, c.seed, c.gameOptions, c.maxMoves ?? null]);
  if (memo && baselineMemo.has(memo)) return baselineMemo.get(memo);
  const played = await playGames({
    pg,
    step: { ...step, check: c },
    actOf: (() => {
      let agent = null;
      let game = -1;
      return async (env, move) => {
        // One agent per game, seeded like the opponent's.
        if (move === 1 || agent === null) {
          agent?.free?.();
          game += 1;
          agent = pg.makeAgent(step.game, id, { seed: String(gameSeed(c.seed ?? 0, game) + 2) });
        }
        return { ok: true, action: agent.act(env) };
      };
    })(),
  });
  if (memo) baselineMemo.set(memo, played.results);
  return played.results;
}

/**
 * Checks `source` against `step`. Resolves (never rejects for a student's mistake) to
 * {passed, message, figures}; `figures` holds the numbers the message cites.
 * @param {object} o
 * @param {object} o.step a step (course/steps/)
 * @param {string} o.source the student's program
 * @param {"js"|"python"} o.language
 * @param {object} o.pg the engine (make, makeAgent; `ready(game)` when it has one)
 * @param {() => object} o.spawn a sandbox worker port (runner.js browserSpawn or nodeWorkerPort)
 * @param {string} [o.lang] en, ja, ko or zh (the page's language)
 * @param {(p: {phase: "train"|"play", done?, total?, episodes?}) => void} [o.onProgress]
 * @param {AbortSignal} [o.signal] stops the check (resolves passed: false, cancelled: true)
 */
export async function runCheck({ step, source, language: codeLanguage, pg, spawn, lang = "en", onProgress, signal }) {
  return inLanguage(lang, () => check({ step, source, codeLanguage, pg, spawn, lang, onProgress, signal }));
}

async function check({ step, source, codeLanguage, pg, spawn, lang, onProgress, signal }) {
  const c = step.check;
  const fail = (key, vars = {}, figures = {}) => ({ passed: false, message: say(lang, key, vars), figures });
  if (typeof source !== "string" || !source.trim()) return fail("course.empty");
  await pg.ready?.(step.game);
  const agent = createStudentAgent({ spawn, source, language: codeLanguage, timeLimitMs: c.timeLimitMs ?? DEFAULT_CHECK_LIMIT_MS, seed: c.seed ?? 0 });
  const stopAll = () => agent.cancel();
  signal?.addEventListener("abort", stopAll);
  const figures = {};
  // The check's result when playGames' `outcome` was cancelled or a game was forfeited, else null.
  const gamesStopped = (outcome) => {
    if (outcome.cancelled && !outcome.forfeit) return { ...fail("course.learnStop", { why: "" }), cancelled: true };
    if (!outcome.forfeit) return null;
    const r = outcome.forfeit.result;
    return fail("course.forfeit", { game: outcome.forfeit.game, why: forfeitWhy(r, source, lang) }, { ...figures, forfeit: r.forfeit ?? "error", game: outcome.forfeit.game });
  };
  let untrained = null; // the results of the program before training (require.overUntrained)
  try {
    if (c.learn) {
      const run = createStudentRun({ agent, pg, game: step.game, gameOptions: c.gameOptions ?? {}, runSeed: c.seed ?? 0, evalEvery: 0, evalGames: 0 });
      const s = await run.start();
      if (!s.ok) return fail(s.stop.kind === "nolearn" ? "course.needLearn" : "course.compile", { why: stopMessage(s.stop) });
      if (c.require?.overUntrained != null) {
        // The program as it starts plays the step's games first: what the training must improve on.
        const before = await playGames({ pg, step, signal, onGame: (done, total) => onProgress?.({ phase: "play", done, total }), actOf: gamesActOf(agent, true) });
        const stopped = gamesStopped(before);
        if (stopped) return stopped;
        untrained = before.results;
      }
      const t0 = performance.now();
      const limitMs = (c.learn.seconds ?? 60) * 1000;
      while (run.progress().episodes < c.learn.episodes && performance.now() - t0 < limitMs) {
        if (signal?.aborted) return { ...fail("course.learnStop", { why: "" }), cancelled: true };
        const left = c.learn.episodes - run.progress().episodes;
        const r = await run.train({ episodes: left, ms: 300 });
        if (r.stop) return fail("course.learnStop", { why: stopMessage({ ...r.stop, lineText: lineOf(source, r.stop.line) }) });
        onProgress?.({ phase: "train", episodes: run.progress().episodes });
      }
      const p = run.progress();
      figures.episodes = p.episodes;
      figures.trainSeconds = Math.round(p.seconds * 10) / 10;
      if (p.episodes < c.learn.episodes) {
        return fail("course.tooFewEpisodes", { episodes: p.episodes, seconds: c.learn.seconds ?? 60, need: c.learn.episodes }, figures);
      }
      const lines = new Map(p.lines.map((l) => [l.key, l.points]));
      for (const key of c.learn.keys ?? []) {
        const pts = lines.get(key);
        if (!pts?.length || !pts.every((q) => Number.isFinite(q.y))) {
          return fail("course.missingKey", { key, example: returnExample(c.learn.keys, codeLanguage) }, figures);
        }
      }
      for (const key of c.learn.positive ?? []) {
        const pts = lines.get(key) ?? [];
        if (!pts.some((q) => q.y > 0)) return fail("course.notPositive", { key }, figures);
      }
      figures.keys = [...lines.keys()];
    } else {
      const ready = await agent.start();
      if (!ready.ok) {
        const kind = ready.kind === "syntax" ? "syntax" : ready.kind === "noact" ? "noact" : ready.forfeit === "timeout" ? "topTimeout" : "compile";
        return fail("course.compile", { why: stopMessage({ kind, message: ready.message, line: ready.line ?? null }) });
      }
    }
    if (c.positions?.length) {
      const asked = await askPositions({ pg, step, agent, signal });
      if (asked.cancelled) return { ...fail("course.learnStop", { why: "" }), cancelled: true };
      if (asked.forfeit) return fail("course.positionForfeit", { n: asked.n, why: forfeitWhy(asked.forfeit, source, lang) }, { ...figures, forfeit: asked.forfeit.forfeit ?? "error", position: asked.n });
      if (asked.wrong) {
        const { n, position, got } = asked.wrong;
        return fail("course.position", { n, total: c.positions.length, why: say(lang, `course.position.${position.why}`), got, want: position.expect.join(" / ") }, { ...figures, position: n, got });
      }
      figures.positions = c.positions.length;
    }
    const played = await playGames({
      pg,
      step,
      signal,
      onGame: (done, total) => onProgress?.({ phase: "play", done, total }),
      actOf: gamesActOf(agent, !c.positions?.length && !untrained),
    });
    const stopped = gamesStopped(played);
    if (stopped) return stopped;
    const res = played.results;
    const two = played.two;
    figures.games = res.length;
    figures.meanScore = round(measureOf("score", res));
    figures.bestScore = res.length ? Math.max(...res.map((r) => r.score)) : 0;
    figures.meanSteps = round(measureOf("steps", res));
    figures.wins = res.filter((r) => r.won).length;
    figures.draws = res.filter((r) => r.draw).length;
    figures.losses = res.filter((r) => r.lost).length;
    const summary = [];
    if (figures.positions) summary.push(say(lang, "course.positionsOk", { total: figures.positions }));
    if (c.learn?.keys) summary.push(say(lang, "course.learnOk", { episodes: figures.episodes, keys: figures.keys.join(", ") }));
    else if (c.learn) summary.push(say(lang, "course.trained", { episodes: figures.episodes, seconds: figures.trainSeconds }));
    summary.push(
      two
        ? say(lang, "course.playedTwo", { games: res.length, wins: figures.wins, draws: figures.draws, lost: figures.losses })
        : played.hasWon
          ? say(lang, "course.playedWon", { games: res.length, wins: figures.wins, mean: figures.meanScore })
          : say(lang, "course.played", { games: res.length, mean: figures.meanScore, best: figures.bestScore }),
    );
    const need = c.require;
    // The step that plays its game's baseline games also tells the baseline's figure: the one the
    // later steps compare with (the student's own random play differs from it by luck).
    const b = BASELINES[step.game];
    if (!need && b && c.games === b.games && c.seed === b.seed && JSON.stringify(c.gameOptions ?? {}) === JSON.stringify(b.gameOptions)) {
      const base = await baselineOf(pg, step, b.agent);
      figures.versus = b.agent;
      figures.baseline = round(measureOf("score", base));
      summary.push(say(lang, "course.baselineNote", { versus: agentName(step.game, { id: b.agent }), baseline: figures.baseline }));
    }
    if (!need) return { passed: true, message: `${say(lang, "course.passedSimple")} ${summary.join(" ")}`, figures };
    const value = round(measureOf(need.measure, res));
    figures.measure = need.measure;
    figures.value = value;
    const what = say(lang, `course.measure.${need.measure}`);
    const shown = (v) => (need.measure === "wins" ? `${number(lang, Math.round(v * 1000) / 10)}%` : v);
    let target;
    if (need.versus) {
      const base = await baselineOf(pg, step, need.versus);
      figures.versus = need.versus;
      figures.baseline = round(measureOf(need.measure, base));
      target = need.factor != null ? figures.baseline * need.factor : figures.baseline;
      if (need.atLeast != null) target = Math.max(target, need.atLeast);
    } else target = need.atLeast ?? need.atMost;
    target = round(target);
    figures.need = target;
    const more = MEASURES[need.measure] === "more";
    const reached = more ? value >= target && (need.versus ? value > 0 : true) : value <= target;
    let learned = true;
    if (untrained) {
      figures.untrained = round(measureOf(need.measure, untrained));
      figures.overUntrained = need.overUntrained;
      learned = more ? value >= round(figures.untrained + need.overUntrained) : value <= round(figures.untrained - need.overUntrained);
      if (learned) summary.push(say(lang, "course.untrainedNote", { value: shown(figures.untrained) }));
    }
    const passed = reached && learned;
    figures.passed = passed;
    const vars = { what, value: shown(value), need: shown(target), factor: need.factor ?? 1, baseline: shown(figures.baseline ?? 0), versus: need.versus ? agentName(step.game, { id: need.versus }) : "" };
    let verdict;
    if (reached && !learned) verdict = say(lang, "course.failUntrained", { what, value: shown(value), untrained: shown(figures.untrained), margin: shown(need.overUntrained) });
    else if (passed) verdict = say(lang, need.versus ? "course.passVs" : "course.pass", vars);
    else if (need.versus) verdict = say(lang, "course.failVs", vars);
    else verdict = say(lang, more ? "course.failAtLeast" : "course.failAtMost", vars);
    return { passed, message: `${verdict} ${summary.join(" ")}`, figures };
  } finally {
    signal?.removeEventListener("abort", stopAll);
    agent.close();
  }
}

/**
 * The `actOf` of playGames for the student's `agent`: a new game is told to the program before
 * every game but the first when `fresh` (nothing asked of it yet), before every game otherwise.
 */
function gamesActOf(agent, fresh) {
  let first = fresh;
  return async (env, move) => {
    if (move === 1 && !first) await agent.newGame();
    first = false;
    return agent.act(env, { move });
  };
}

/** Why a forfeit `r` (an act() answer that is not a move) lost, in the check's language. */
function forfeitWhy(r, source, lang) {
  const lineText = lineOf(source, r.line);
  const mistake = r.kind ? "" : mistakeSentence(r.message, lineText);
  const stopped = r.kind ? stopMessage({ kind: r.kind, message: r.message, line: r.line, lineText }) : forfeitText(r, { withMistake: false }) + (r.line ? say(lang, "mine.where", { line: r.line }) : "");
  const why = mistake ? say(lang, "forfeit.withMistake", { text: stopped, mistake }) : stopped;
  // A move not returned, in a program that still has its starting TODO: say where the work is.
  if (r.reason?.key === "notWhole" && /^(undefined|None)\b/.test(String(r.reason.got ?? "")) && /\bTODO\b/.test(source)) return say(lang, "forfeit.withMistake", { text: why, mistake: say(lang, "course.todoLeft") });
  return why;
}

/**
 * Asks the program for a move on each of the step's set positions (`check.positions`: the moves
 * from a fresh game, and the moves this step expects there); resolves {} when every answer is
 * one of them, else {wrong: {n, position, got}}, {forfeit, n} or {cancelled}.
 */
async function askPositions({ pg, step, agent, signal }) {
  const c = step.check;
  for (let k = 0; k < c.positions.length; k++) {
    if (signal?.aborted) return { cancelled: true };
    const position = c.positions[k];
    const env = pg.make(step.game, c.gameOptions ?? {});
    try {
      env.reset(gameSeed(c.seed ?? 0, k));
      for (const m of position.moves) env.step(m);
      if (k > 0) await agent.newGame();
      const r = await agent.act(env, { move: position.moves.length + 1 });
      if (!r.ok) return r.cancelled ? { cancelled: true } : { forfeit: r, n: k + 1 };
      if (!position.expect.includes(r.action)) return { wrong: { n: k + 1, position, got: r.action } };
    } finally {
      env.free?.();
    }
  }
  return {};
}

const round = (x) => Math.round(x * 1000) / 1000;

/** learn()'s return with `keys` as `codeLanguage` writes it: `{ loss: 1 }` or `{"loss": 1}`. */
export function returnExample(keys, codeLanguage) {
  return codeLanguage === "python" ? `{${keys.map((k) => `"${k}": 1`).join(", ")}}` : `{ ${keys.map((k) => `${k}: 1`).join(", ")} }`;
}

/** Line `n` (from 1) of `source`, or null. */
const lineOf = (source, n) => (n ? (source.split("\n")[n - 1] ?? null) : null);

/** The step's game's name in the current language (for the panel's "choose that game" line). */
export function stepGameName(step, games) {
  const entry = games?.find((g) => g.id === step.game) ?? { id: step.game, name: step.game };
  return gameName(entry);
}
