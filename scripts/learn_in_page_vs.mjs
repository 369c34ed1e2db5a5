// The in-page AlphaZero learner against a fixed opponent (issue 42's "the in-page AlphaZero after
// 180 s against negamax at depth 4"), as a student gets it: the real page (Debian's Chromium, dist/
// served as the e2e tests serve it, a plain static server) at #game=connect4, the Learn panel,
// "AlphaZero", the fastest speed, Start; after --seconds of wall clock, Pause and the panel's
// Download button (the trained net's weights file, PGWT bytes, the same bytes "Seat it" plays).
// Then, in node on the same build (dist/pkg), the learner's own agent with those bytes as its
// `weights` option (what the page's "Trained: ..." seat plays: www/learn/source.js; its other agent
// options at their defaults, as in the seat) plays --games games against negamax, seats
// alternating (the trained net moves first in even games), every game and agent seeded from --seed.
//
//   node scripts/learn_in_page_vs.mjs [--game connect4] [--seconds 180] [--games 200] [--seed 1]
//     [--opponent negamax] [--depth 4] [--lang en] [--keep FILE]
//
// Prints progress on stderr and one JSON line: {game, learner, seconds, episodes, games (trained),
// bytes, opponent, played, wins, draws, losses, score, winRate: {p, lo, hi}, scoreRate: {p, lo, hi},
// problems}. The intervals are Wilson 95 % (score: draws count half, the interval on that mean).
// --keep FILE also writes the downloaded weights. Needs dist/ (scripts/build.sh) and
// tests/e2e/node_modules. Exits 1 (the JSON with "error") when the page fails, 2 on a bad flag.

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { serve, launch, watchedPage, DIST } from "../tests/e2e/harness.js";

/** The command line as options; exits 2 with one line on a bad flag. */
export function parseArgs(argv) {
  const o = { game: "connect4", seconds: 180, games: 200, seed: 1, opponent: "negamax", depth: 4, lang: "en", keep: null };
  const bad = (why) => {
    console.error(`learn_in_page_vs: ${why}`);
    process.exit(2);
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const value = () => argv[++i] ?? bad(`${a} needs a value`);
    const whole = (min) => {
      const n = Number(value());
      if (!Number.isInteger(n) || n < min) bad(`${a} takes a whole number >= ${min}`);
      return n;
    };
    if (a === "--game") o.game = value();
    else if (a === "--seconds") o.seconds = whole(1);
    else if (a === "--games") o.games = whole(1);
    else if (a === "--seed") o.seed = whole(0);
    else if (a === "--opponent") o.opponent = value();
    else if (a === "--depth") o.depth = whole(1);
    else if (a === "--lang") o.lang = value();
    else if (a === "--keep") o.keep = value();
    else bad(`unknown flag ${a}`);
  }
  return o;
}

/** The Wilson 95 % interval of `k` successes (may be fractional: draws as halves) in `n`. */
export function wilson(k, n, z = 1.959963984540054) {
  if (n === 0) return { p: 0, lo: 0, hi: 0 };
  const p = k / n;
  const d = 1 + (z * z) / n;
  const c = (p + (z * z) / (2 * n)) / d;
  const h = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  const r = (x) => Math.round(x * 1e4) / 1e4;
  return { p: r(p), lo: r(Math.max(0, c - h)), hi: r(Math.min(1, c + h)) };
}

const log = (...a) => console.error(`[${new Date().toISOString().slice(11, 19)}]`, ...a);

/** Trains the built-in AlphaZero learner in the page for `seconds` and downloads its net. */
async function trainInPage(opts) {
  const server = await serve();
  const context = await launch();
  const out = { problems: [] };
  try {
    const page = await watchedPage(context);
    await page.goto(`${server.url}#game=${opts.game}&lang=${opts.lang}`);
    await page.waitForSelector("#board [data-cell], #board canvas");
    await page.evaluate(() => localStorage.clear());
    if (await page.isHidden("#learn-panel")) await page.click("#learn-toggle");
    await page.waitForSelector("#learn-learner option[value='alphazero']", { state: "attached", timeout: 30_000 });
    await page.selectOption("#learn-learner", "alphazero");
    await page.selectOption("#learn-speed", "full");
    out.learner = await page.$eval("#learn-learner option[value='alphazero']", (o) => o.textContent);
    const start = Date.now();
    await page.click("#learn-start");
    await page.waitForTimeout(opts.seconds * 1000); // the figure is wall clock: this wait is what it measures
    await page.click("#learn-pause");
    out.seconds = Math.round((Date.now() - start) / 100) / 10;
    const [download] = await Promise.all([page.waitForEvent("download"), page.click("#learn-download")]);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "learn-vs-")), download.suggestedFilename());
    await download.saveAs(file);
    out.file = download.suggestedFilename();
    out.bytes = new Uint8Array(fs.readFileSync(file));
    out.episodes = Number((await page.getAttribute("#learn-progress", "data-episodes")) ?? 0);
    const error = await page.$eval("#learn-error", (e) => (e.hidden ? null : e.textContent));
    if (error) throw new Error(`the Learn panel says: ${error}`);
    out.problems = page.problems ?? [];
  } finally {
    await context.close().catch(() => {});
    await server.close?.();
  }
  return out;
}

/** Plays the trained net (`bytes`) against the opponent on the page's engine in node. */
async function playGames(opts, bytes) {
  const pg = await import(pathToFileURL(path.join(DIST, "pkg/playground.js")).href);
  pg.initSync({ module: fs.readFileSync(path.join(DIST, "pkg/playground_bg.wasm")) });
  const tally = { wins: 0, draws: 0, losses: 0 };
  for (let i = 0; i < opts.games; i++) {
    const seed = opts.seed * 1_000_003 + i;
    const trained = pg.makeAgent(opts.game, "alphazero", { weights: bytes, seed: String(seed) });
    const other = pg.makeAgent(opts.game, opts.opponent, { depth: String(opts.depth), seed: String(seed + 7) });
    const env = pg.make(opts.game, {});
    env.reset(seed);
    const me = i % 2; // the trained net's player: first in even games
    while (!env.isTerminal) env.play((env.currentPlayer === me ? trained : other).act(env));
    const r = env.returns()[me];
    if (r > 0) tally.wins++;
    else if (r < 0) tally.losses++;
    else tally.draws++;
    for (const x of [trained, other, env]) x.free?.();
    if ((i + 1) % 10 === 0) log(`${i + 1}/${opts.games} games: ${tally.wins}-${tally.draws}-${tally.losses}`);
  }
  return tally;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const opts = parseArgs(process.argv.slice(2));
  const summary = { game: opts.game, opponent: `${opts.opponent}:depth=${opts.depth}` };
  try {
    log(`training AlphaZero in the page for ${opts.seconds} s`);
    const trained = await trainInPage(opts);
    Object.assign(summary, { learner: trained.learner, seconds: trained.seconds, episodes: trained.episodes, file: trained.file, bytes: trained.bytes.length });
    if (String.fromCharCode(...trained.bytes.subarray(0, 4)) !== "PGWT") throw new Error(`the download is not a weights file (${trained.file})`);
    if (opts.keep) fs.writeFileSync(opts.keep, trained.bytes);
    log(`${trained.episodes} episodes; playing ${opts.games} games against ${summary.opponent}`);
    const t = await playGames(opts, trained.bytes);
    Object.assign(summary, { played: opts.games, ...t, score: t.wins + t.draws / 2, winRate: wilson(t.wins, opts.games), scoreRate: wilson(t.wins + t.draws / 2, opts.games), seed: opts.seed, problems: trained.problems });
  } catch (err) {
    summary.error = String(err?.message ?? err);
  }
  console.log(JSON.stringify(summary));
  process.exit(summary.error ? 1 : 0);
}
