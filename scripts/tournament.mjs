#!/usr/bin/env node
// The Code panel's class tournament, headless: the page's own code (www/code/matches.js runLeague,
// league.js, the "code" source of source.js and the runner) on the built page (dist/ from
// `bash scripts/build.sh`), each program in the page's sandbox (code/sandbox_worker.js in a worker
// thread, loaded as scripts/arena.mjs loads it).
//
//   node scripts/tournament.mjs --game G --per-pair N --seed S [--lang en|ja|ko|zh] [--csv FILE]
//                               [--time-limit-ms MS] [--budget CALLS] FILE...
//
// FILE: a student's program (.js or .py), named as the page names an uploaded file (ada_bot.py ->
// ada_bot). Every pair plays N games, sides swapped, on the same seeds; each game starts every
// program afresh (compiled again, its randomness seeded from the game's seed and its seat); a
// program that forfeits by time or by an error plays no more games (its later games are counted
// as forfeits with the same reason). Prints, as its one stdout line:
//   {seconds, table: [{name, wins, draws, losses, forfeits, reason, notPlayed}],
//    games: [{players: [name, name], seed, winner, moves}]}
// (`winner`: a name, null for a draw or when neither played; `reason`: the first forfeit's
// sentence in --lang, null if none; `moves`: the game's actions, enough to play it again on its
// seed). The same command prints the same table and games every time (but `seconds`). --csv
// writes the page's CSV (in --lang, UTF-8 with a BOM). A file that cannot play (not .js/.py,
// empty, too big, a name another file has, unreadable) gets one sentence on stderr and the rest
// play; bad flags, fewer than the game's players, or a missing build exit 2 with one line.

import { readFileSync, writeFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { loadBuild } from "./arena.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const DIST = path.join(ROOT, "dist");
const USAGE = "usage: node scripts/tournament.mjs --game G --per-pair N --seed S [--lang en|ja|ko|zh] [--csv FILE] [--time-limit-ms MS] [--budget CALLS] FILE...";
const LANGS = ["en", "ja", "ko", "zh"];

/** Exits 2 with a one-line reason. */
function fail(reason) {
  process.stderr.write(`tournament.mjs: ${reason}\n`);
  process.exit(2);
}

function whole(flag, value, min, max) {
  if (!/^\d+$/.test(value ?? "")) fail(`${flag} takes a whole number, not '${value ?? ""}'; ${USAGE}`);
  const n = Number(value);
  if (n < min || n > max) fail(`${flag} must be from ${min} to ${max}, not ${value}`);
  return n;
}

/** Reads argv: {game, perPair, seed, lang, csv, timeLimitMs, budget, files}. */
export function parseArgs(argv) {
  const o = { game: null, perPair: 2, seed: 0, lang: "en", csv: null, timeLimitMs: 1000, budget: 10000, files: [] };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    if (!flag.startsWith("--")) {
      o.files.push(flag);
      continue;
    }
    const value = () => {
      if (i + 1 >= argv.length || argv[i + 1].startsWith("--")) fail(`${flag} needs a value; ${USAGE}`);
      return argv[++i];
    };
    switch (flag) {
      case "--game":
        o.game = value();
        break;
      case "--per-pair":
        o.perPair = whole(flag, value(), 1, 200);
        break;
      case "--seed":
        o.seed = whole(flag, value(), 0, 2 ** 32 - 1);
        break;
      case "--lang":
        o.lang = value();
        if (!LANGS.includes(o.lang)) fail(`--lang must be one of ${LANGS.join(", ")}, not '${o.lang}'`);
        break;
      case "--csv":
        o.csv = value();
        break;
      case "--time-limit-ms":
        o.timeLimitMs = whole(flag, value(), 1, 10000);
        break;
      case "--budget":
        o.budget = whole(flag, value(), 1, 1e9);
        break;
      default:
        fail(`unknown argument '${flag}'; ${USAGE}`);
    }
  }
  if (!o.game) fail(`--game is required; ${USAGE}`);
  if (!o.files.length) fail(`no program files; ${USAGE}`);
  return o;
}

const dist = (file) => import(pathToFileURL(path.join(DIST, file)).href);

/**
 * The files that play, as the page's store keeps them ({name, language, source} in `store`), and
 * one sentence (in the page's language) per file that cannot (www/code/program_files.js, as the
 * page's Load files).
 */
export async function readPrograms(files, store, game, { t, nameOfFile, sortProgramFiles }) {
  const { ok, bad } = await sortProgramFiles(
    files.map((file) => {
      let size = 0;
      try {
        size = statSync(file).size;
      } catch {
        // read() says why
      }
      return { file, size, read: () => readFileSync(file, "utf8") };
    }),
    { t, nameOfFile: (f) => nameOfFile(path.basename(f)) },
  );
  for (const p of ok) store.create(game, { name: p.name, language: p.language, source: p.text });
  return bad;
}

/** Runs the tournament of `o` (parseArgs); returns {report, csv}. */
export async function runTournament(o) {
  const build = await loadBuild();
  const { pg, spawn } = build;
  const i18n = await dist("i18n/index.js");
  i18n.setLanguage(o.lang);
  const { createStore, nameOfFile } = await dist("code/store.js");
  const { sortProgramFiles } = await dist("code/program_files.js");
  const { createCodeSource, PREFIX } = await dist("code/source.js");
  const { createCatalog } = await dist("catalog.js");
  const { plain } = await dist("engine.js");
  const { runLeague } = await dist("code/matches.js");
  const { toCsv, sortTable } = await dist("code/league.js");
  const { reasonText, rowReason, csvWords } = await dist("code/tour_words.js");
  const { unattendedOptions } = await dist("unattended.js");
  let players;
  try {
    const env = pg.make(o.game, {});
    players = env.numPlayers;
    env.free?.();
  } catch (err) {
    fail(`--game ${o.game}: ${err?.message ?? err}`);
  }
  const store = createStore(null);
  for (const line of await readPrograms(o.files, store, o.game, { t: i18n.t, nameOfFile, sortProgramFiles })) process.stderr.write(`tournament.mjs: ${line}\n`);
  const programs = store.list(o.game);
  if (programs.length < players) fail(i18n.t("code.tourPick", { n: players }));
  if (programs.some((a) => a.language === "python")) {
    try {
      statSync(path.join(DIST, "pyodide/pyodide.mjs"));
    } catch {
      fail("dist/pyodide/ is missing: build first with bash scripts/build.sh");
    }
  }
  const source = createCodeSource({ pg, store, plain, spawn, settings: () => ({ timeLimitMs: o.timeLimitMs, budget: o.budget }), describe: () => "" });
  const catalog = createCatalog([source]);
  const entries = programs.map((a) => ({ id: PREFIX + a.id, options: {}, name: a.name }));
  const t0 = performance.now();
  let lastSaid = t0;
  const { table, names, results } = await runLeague({
    pg,
    catalog,
    plain,
    game: o.game,
    options: unattendedOptions(o.game, {}).options,
    players,
    entries,
    perPair: o.perPair,
    seed: o.seed,
    onGame: (k, n) => {
      const now = performance.now();
      if (now - lastSaid > 2000 || k === n) {
        lastSaid = now;
        process.stderr.write(`tournament.mjs: ${k}/${n} games (${((now - t0) / 1000).toFixed(1)} s)\n`);
      }
    },
  });
  const seconds = (performance.now() - t0) / 1000;
  source.closeAll();
  const sorted = sortTable(table, players > 1 ? "winRate" : "meanScore");
  const report = {
    seconds: Math.round(seconds * 1000) / 1000,
    table: sorted.map((r) => ({
      name: r.name,
      ...(players > 1 ? { wins: r.wins, draws: r.draws, losses: r.losses } : { meanScore: r.meanScore, wins: r.won }),
      forfeits: r.forfeitCount,
      reason: r.firstForfeit ? reasonText(r.firstForfeit) : null,
      notPlayed: r.carried,
    })),
    games: results.map((r) => ({
      players: r.seats.map((i) => names[i]),
      seed: r.seed,
      winner: players > 1 ? (r.winner === null || r.winner < 0 ? null : names[r.seats[r.winner]]) : r.won ? names[r.seats[0]] : null,
      moves: r.actions ?? [],
      ...(players > 1 ? {} : { score: r.score ?? null }),
    })),
  };
  const csv = toCsv(sorted, players, names, results, { words: csvWords(), rowReason });
  return { report, csv };
}

async function main() {
  const o = parseArgs(process.argv.slice(2));
  const { report, csv } = await runTournament(o);
  if (o.csv) writeFileSync(o.csv, csv, "utf8");
  return `${JSON.stringify(report)}\n`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  // Exits once the line is written (a sandbox worker left behind must not keep the process alive).
  main().then(
    (text) => process.stdout.write(text, () => process.exit(0)),
    (err) => {
      process.stderr.write(`tournament.mjs: ${err?.message ?? err}\n`);
      process.exit(1);
    },
  );
}
