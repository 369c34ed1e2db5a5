#!/usr/bin/env node
// Does a class tournament say what really happened? Runs the Code panel's class tournament on a
// class's Tic-tac-toe program files twice, headless (scripts/tournament.mjs runTournament: the
// page's own runLeague on the built dist/, each program in the page's sandbox), then
//   (a) compares the two runs game by game (same players, seed, winner and moves: the tournament
//       is seeded, Math.random and Python's random included, so every game should be the same);
//   (b) picks --games games at random (seeded; among the games both programs played: moves not
//       empty) and plays each again from its seed and moves
//       - on the engine (pg.make, env.reset(seed), env.step(a)): the winner from env.returns(),
//         the seats as the tournament records them (players[0] moved first, as matches.js
//         seats[0]); a game that stops before its end was ended by a forfeit of the player to
//         move (time, an error, an illegal answer), so its winner is the other player;
//       - through the page's own replay path, without the DOM: the game row's replay link
//         (moves.js encodeMoves, hash.js formatHash, as code/tournament.js replayGame and
//         play/link.js replayLink build it), read back as the page reads a link (parseHash,
//         decodeMoves) and played by the page's session (play/session.js replay, as
//         play/review.js loadMoves does), its winner as the end banner takes it
//         (play/series.js resultOf);
//       and counts how many agree with the recorded winner.
//
//   node scripts/replay_agreement.mjs --class DIR [--games 100] [--seed S] [--per-pair 2]
//                                     [--lang en|ja|ko|zh] [--time-limit-ms MS]
//
// DIR: the class's .js and .py files (scripts/class_fixture.mjs writes one). Needs dist/
// (bash scripts/build.sh). Prints one JSON line:
//   {tournamentSeconds: [t1, t2], games, sameGamesBothRuns: "k of n", replayed,
//    replayAgreement, pageReplayAgreement, endedByForfeit, disagreements: [first 5]}
// (`games`: games per run; `replayAgreement`: engine replays whose winner is the recorded one;
// `pageReplayAgreement`: the same through the page's replay path; `endedByForfeit`: replayed games
// that stop before their end; a disagreement: {game, players, seed, recorded, engine, page, why}).
// Not a test: the lead runs it on an idle machine (two tournaments of 30 programs: minutes).
// Bad flags exit 2 with one line.

import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { loadBuild } from "./arena.mjs";
import { runTournament } from "./tournament.mjs";
import { rng } from "./class_fixture.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const DIST = path.join(ROOT, "dist");
const GAME = "tictactoe";
const USAGE = "usage: node scripts/replay_agreement.mjs --class DIR [--games 100] [--seed S] [--per-pair 2] [--lang en|ja|ko|zh] [--time-limit-ms MS]";

function fail(reason) {
  process.stderr.write(`replay_agreement.mjs: ${reason}\n`);
  process.exit(2);
}

function whole(flag, value, min, max) {
  if (!/^\d+$/.test(value ?? "")) fail(`${flag} takes a whole number, not '${value ?? ""}'; ${USAGE}`);
  const n = Number(value);
  if (n < min || n > max) fail(`${flag} must be from ${min} to ${max}, not ${value}`);
  return n;
}

/** Reads argv: {dir, games, seed, perPair, lang, timeLimitMs}. */
export function parseArgs(argv) {
  const o = { dir: null, games: 100, seed: 1, perPair: 2, lang: "en", timeLimitMs: 1000 };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const value = () => {
      if (i + 1 >= argv.length || argv[i + 1].startsWith("--")) fail(`${flag} needs a value; ${USAGE}`);
      return argv[++i];
    };
    if (flag === "--class") o.dir = value();
    else if (flag === "--games") o.games = whole(flag, value(), 1, 100000);
    else if (flag === "--seed") o.seed = whole(flag, value(), 0, 2 ** 32 - 1);
    else if (flag === "--per-pair") o.perPair = whole(flag, value(), 1, 200);
    else if (flag === "--lang") o.lang = value();
    else if (flag === "--time-limit-ms") o.timeLimitMs = whole(flag, value(), 1, 10000);
    else fail(`unknown argument '${flag}'; ${USAGE}`);
  }
  if (!o.dir) fail(`--class is required; ${USAGE}`);
  if (!["en", "ja", "ko", "zh"].includes(o.lang)) fail(`--lang must be one of en, ja, ko, zh, not '${o.lang}'`);
  return o;
}

const dist = (file) => import(pathToFileURL(path.join(DIST, file)).href);

/** `n` of `list` drawn without putting back, by `rand` (a seeded generator), in the list's order. */
export function sample(list, n, rand) {
  const a = list.slice();
  const k = Math.min(n, a.length);
  for (let i = 0; i < k; i++) {
    const j = i + Math.floor(rand() * (a.length - i));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a.slice(0, k).sort((x, y) => x - y);
}

/**
 * Game `g` ({players, seed, moves}) played again on the engine `pg`: {winner (a name or null for
 * a draw), forfeit (true when the moves stop before the end: the player to move forfeited), error
 * (the engine's message when a move is refused, else null)}.
 */
export function engineReplay(pg, options, g) {
  const env = pg.make(GAME, options);
  try {
    env.reset(g.seed);
    for (const [k, a] of g.moves.entries()) {
      try {
        env.step(a);
      } catch (err) {
        return { winner: null, forfeit: false, error: `move ${k + 1} (${a}): ${err?.message ?? err}` };
      }
    }
    if (!env.isTerminal) return { winner: g.players[1 - Math.max(0, env.currentPlayer)], forfeit: true, error: null };
    const [r0, r1] = Array.from(env.returns());
    return { winner: r0 > r1 ? g.players[0] : r1 > r0 ? g.players[1] : null, forfeit: false, error: null };
  } finally {
    env.free?.();
  }
}

/**
 * Game `g` replayed through the page's replay path (no DOM): its link as the standings row builds
 * it, read back as the page reads a link, played by the page's session; {winner, forfeit, error, link}.
 */
export function pageReplay(page, options, g) {
  const { pg, encodeMoves, decodeMoves, formatHash, parseHash, createSession, resultOf } = page;
  const numActions = pg.make(GAME, options);
  const n = numActions.numActions;
  numActions.free?.();
  const seats = g.players.map((name, k) => ({ kind: "agent", id: `code:${k}`, options: {} }));
  const link = formatHash({ game: GAME, options, seats, seed: g.seed, page: { moves: encodeMoves(g.moves.map((a) => ["step", a]), n), replay: "1" } });
  const wanted = parseHash(link);
  const session = createSession(pg);
  if (!session.start(wanted.game, wanted.options, wanted.seed)) return { winner: null, forfeit: false, error: "the session did not start", link };
  const { moves, error } = decodeMoves(wanted.page.moves, session.numActions);
  if (error) return { winner: null, forfeit: false, error: `the link's moves: ${error.text}`, link };
  const whole = session.replay(moves.map((event) => ({ event })));
  if (whole) return { winner: null, forfeit: false, error: `the replay stopped at move ${whole.at + 1}: ${whole.error}`, link };
  if (!session.terminal) return { winner: g.players[1 - Math.max(0, session.currentPlayer)], forfeit: true, error: null, link };
  const r = resultOf(session, 2);
  return { winner: r.winner < 0 ? null : g.players[r.winner], forfeit: false, error: null, link };
}

/** Runs both tournaments and the replays of `o` (parseArgs); resolves the report. */
export async function replayAgreement(o) {
  let files;
  try {
    files = readdirSync(o.dir)
      .filter((f) => /\.(js|py)$/i.test(f))
      .sort()
      .map((f) => path.join(o.dir, f));
  } catch (err) {
    fail(`--class ${o.dir}: ${err?.message ?? err}`);
  }
  if (files.length < 2) fail(`--class ${o.dir} holds ${files.length} program file(s); a tournament needs 2`);
  const args = { game: GAME, perPair: o.perPair, seed: o.seed, lang: o.lang, csv: null, timeLimitMs: o.timeLimitMs, budget: 10000, files };
  const one = (await runTournament(args)).report;
  const two = (await runTournament(args)).report;
  const same = one.games.filter((g, k) => JSON.stringify(g) === JSON.stringify(two.games[k]));
  const n = Math.max(one.games.length, two.games.length);

  const { pg } = await loadBuild();
  const { unattendedOptions } = await dist("unattended.js");
  const options = unattendedOptions(GAME, {}).options;
  const page = {
    pg,
    ...(await dist("moves.js")),
    ...(await dist("hash.js")),
    ...(await dist("play/session.js")),
    ...(await dist("play/series.js")),
  };
  const played = one.games.flatMap((g, k) => (g.moves.length > 0 && two.games[k]?.moves.length > 0 ? [k] : []));
  const picked = sample(played, o.games, rng(o.seed));
  let agree = 0;
  let pageAgree = 0;
  let forfeits = 0;
  const disagreements = [];
  for (const k of picked) {
    const g = one.games[k];
    const e = engineReplay(pg, options, g);
    const p = pageReplay(page, options, g);
    if (e.forfeit) forfeits++;
    const okEngine = !e.error && e.winner === g.winner;
    const okPage = !p.error && p.winner === g.winner;
    if (okEngine) agree++;
    if (okPage) pageAgree++;
    if (!okEngine || !okPage) {
      disagreements.push({
        game: k + 1,
        players: g.players,
        seed: g.seed,
        moves: g.moves,
        recorded: g.winner,
        engine: e.error ? `error: ${e.error}` : e.winner,
        page: p.error ? `error: ${p.error}` : p.winner,
        why: e.forfeit ? "the moves stop before the end (a forfeit)" : "the game ends by its rules",
      });
    }
  }
  return {
    tournamentSeconds: [one.seconds, two.seconds],
    games: n,
    sameGamesBothRuns: `${same.length} of ${n}`,
    replayed: picked.length,
    replayAgreement: agree,
    pageReplayAgreement: pageAgree,
    endedByForfeit: forfeits,
    disagreements: disagreements.slice(0, 5),
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  // Exits once the line is written (a sandbox worker left behind must not keep the process alive).
  replayAgreement(parseArgs(process.argv.slice(2))).then(
    (report) => process.stdout.write(`${JSON.stringify(report)}\n`, () => process.exit(0)),
    (err) => {
      process.stderr.write(`replay_agreement.mjs: ${err?.message ?? err}\n`);
      process.exit(1);
    },
  );
}
