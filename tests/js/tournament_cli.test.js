// scripts/tournament.mjs end to end (a child process on the built dist/): the page's class
// tournament on program files. A program that forfeits by time or error plays no more games (its
// later games are forfeits at once, same reason); each game starts every program afresh; the same
// command gives the same games (Math.random and Python's random seeded per game and seat); the
// CSV is in the page's language with a BOM; bad files each get one sentence and the rest play.
import test from "node:test";
import assert from "node:assert/strict";
import { mkdtempSync, mkdirSync, writeFileSync, readFileSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { tmpdir } from "node:os";
import path from "node:path";
import { ROOT, missingBuild } from "./dist_helpers.js";

const skip = missingBuild() || false;
const dir = mkdtempSync(path.join(tmpdir(), "tournament-test-"));

function file(name, text) {
  const p = path.join(dir, name);
  mkdirSync(path.dirname(p), { recursive: true });
  writeFileSync(p, text);
  return p;
}

/** Runs the script; {status, stdout, stderr, report} (report: the JSON line, or null). */
function tournament(...args) {
  const r = spawnSync(process.execPath, [path.join(ROOT, "scripts/tournament.mjs"), ...args], { encoding: "utf8", timeout: 120000 });
  let report = null;
  try {
    report = JSON.parse(r.stdout.trim().split("\n").pop());
  } catch {
    // a bad-flag run prints no JSON
  }
  return { status: r.status, stdout: r.stdout, stderr: r.stderr, report };
}

const FIRST = file("first.js", "function act(obs, env) { return env.legalActions()[0]; }\n");
// Throws on its 3rd move of a game; it keeps a counter at the top level.
const COUNTER = file(
  "counter.js",
  "let n = 0;\nfunction act(obs, env) {\n  n += 1;\n  if (n === 3) throw new Error('third move');\n  const a = env.legalActions();\n  return a[a.length - 1];\n}\n",
);
// The same in Python.
const TALLY = file("tally.py", "n = 0\n\ndef act(obs, env):\n    global n\n    n += 1\n    if n == 3:\n        raise ValueError('third move')\n    a = env.legal_actions()\n    return a[-1]\n");
const LOOP = file("loop.js", "function act(obs, env) { while (true) {} }\n");
const RANDOM_JS = file("dice.js", "function act(obs, env) { const a = env.legalActions(); return a[Math.floor(Math.random() * a.length)]; }\n");
const RANDOM_PY = file("coin.py", "import random\n\ndef act(obs, env):\n    return random.choice(env.legal_actions())\n");

const row = (report, name) => report.table.find((r) => r.name === name);

test("an endless loop times out once, then forfeits its other games at once; a counter program starts each game afresh", { skip }, () => {
  const t0 = Date.now();
  const r = tournament("--game", "tictactoe", "--per-pair", "2", "--seed", "3", "--time-limit-ms", "300", FIRST, COUNTER, LOOP);
  assert.equal(r.status, 0, r.stderr);
  const { table, games } = r.report;
  assert.equal(games.length, 6);
  // loop: its first game times out; its 3 other games are forfeits without playing, same reason.
  const loop = row(r.report, "loop");
  assert.equal(loop.forfeits, 4);
  assert.equal(loop.losses, 4);
  assert.equal(loop.notPlayed, 3);
  assert.match(loop.reason, /^your agent took longer than 0\.3 s on move \d+$/);
  const loopGames = games.filter((g) => g.players.includes("loop"));
  assert.equal(loopGames.filter((g) => g.moves.length === 0).length, 3, "played once only");
  // counter: second in its first game (first wins on move 5: counter moved twice, no error); first in
  // its second game it throws on its own 3rd move of that game, not on its first (a fresh program).
  const [g1, g2] = games.filter((g) => g.players.includes("counter") && g.players.includes("first"));
  assert.deepEqual(g1, { players: ["first", "counter"], seed: 3, winner: "first", moves: [0, 8, 1, 7, 2] });
  assert.deepEqual(g2, { players: ["counter", "first"], seed: 3, winner: "first", moves: [8, 0, 7, 1] });
  const counter = row(r.report, "counter");
  assert.equal(counter.reason, "line 4: act() stopped with an error: Error: third move");
  assert.equal(counter.forfeits, 3);
  assert.equal(counter.notPlayed, 2);
  // Both out: nobody plays, nobody wins.
  const both = games.filter((g) => g.players.includes("counter") && g.players.includes("loop"));
  assert.deepEqual(both.map((g) => [g.winner, g.moves.length]), [[null, 0], [null, 0]]);
  assert.equal(row(r.report, "first").wins, 4);
  assert.equal(table.reduce((s, x) => s + x.wins, 0), 4);
  // One timeout, not one per game: the loop's three other games were never played (above); the
  // wall clock is only a guard (it was < 30 s, which a loaded machine's starts alone can reach).
  assert.ok(Date.now() - t0 < 110000, "one timeout, not one per game");
});

test("the same command twice: the same table and games, Math.random and Python's random included", { skip }, () => {
  const args = ["--game", "tictactoe", "--per-pair", "2", "--seed", "7", FIRST, RANDOM_JS, RANDOM_PY];
  const a = tournament(...args);
  const b = tournament(...args);
  assert.equal(a.status, 0, a.stderr);
  assert.equal(b.status, 0, b.stderr);
  assert.deepEqual(b.report.table, a.report.table);
  assert.deepEqual(b.report.games, a.report.games);
  assert.ok(a.report.games.every((g) => g.moves.length >= 5), "every game played");
  const dice = a.report.games.filter((g) => g.players[0] === "dice").map((g) => g.moves[0]);
  const coin = a.report.games.filter((g) => g.players[0] === "coin").map((g) => g.moves[0]);
  // Each game reseeds: a program moving first on the same seed draws the same first number in every pair.
  assert.equal(dice.length, 2);
  assert.equal(coin.length, 2);
  assert.equal(dice[0], dice[1], "Math.random reseeded per game and seat");
  assert.equal(coin[0], coin[1], "Python's random reseeded per game and seat");
  const other = tournament("--game", "tictactoe", "--per-pair", "2", "--seed", "8", FIRST, RANDOM_JS, RANDOM_PY);
  assert.notDeepEqual(other.report.games.map((g) => g.moves), a.report.games.map((g) => g.moves), "another seed, other games");
});

test("the CSV is in the page's language, UTF-8 with a BOM, one header line per block; a Python program starts each game afresh too", { skip }, () => {
  const csvPath = path.join(dir, "class.csv");
  const r = tournament("--game", "tictactoe", "--per-pair", "2", "--seed", "1", "--lang", "ja", "--csv", csvPath, FIRST, COUNTER, TALLY);
  assert.equal(r.status, 0, r.stderr);
  assert.match(row(r.report, "counter").reason, /^4 行目: act\(\) がエラーで止まりました: Error: third move$/);
  assert.match(row(r.report, "tally").reason, /^7 行目: act\(\) がエラーで止まりました: ValueError: third move$/);
  const tallyGames = r.report.games.filter((g) => g.players.includes("tally") && g.players.includes("first"));
  assert.deepEqual(tallyGames.map((g) => g.moves), [[0, 8, 1, 7, 2], [8, 0, 7, 1]], "2 moves in game 1; in game 2 it throws on its own 3rd move");
  const text = readFileSync(csvPath, "utf8");
  assert.ok(text.startsWith("\uFEFF"), "a BOM");
  const blocks = text.slice(1).trim().split("\n\n").map((b) => b.split("\n"));
  assert.equal(blocks.length, 3);
  assert.match(blocks[0][0], /^エージェント,対局数,勝,分,負,/);
  assert.match(blocks[0][0], /,理由$/);
  assert.equal(blocks[0].length, 4, "a header and three programs");
  assert.match(blocks[1][0], /^エージェントA,エージェントB,/);
  assert.equal(blocks[2][0], "対局,シード,先手,後手,勝者,反則負け,手");
  assert.equal(blocks[2].length, 7, "a header and six games");
  assert.ok(blocks[2].some((l) => l.includes("counter: エラー")), blocks[2].join("\n"));
  assert.ok(blocks[0].some((l) => l.startsWith("counter,") && l.includes("act() がエラーで止まりました")), blocks[0].join("\n"));
});

test("bad files each get one sentence and the rest of the class plays; bad flags exit 2 with one line", { skip }, () => {
  const notes = file("notes.txt", "function act(obs, env) { return 0; }\n");
  const empty = file("empty.js", "  \n");
  const twin = file("other/first.py", "def act(obs, env):\n    return env.legal_actions()[0]\n");
  const big = file("big.js", `// ${"x".repeat(2_000_000)}\nfunction act(obs, env) { return env.legalActions()[0]; }\n`);
  const r = tournament("--game", "tictactoe", "--per-pair", "2", "--seed", "1", FIRST, notes, empty, twin, big, COUNTER);
  assert.equal(r.status, 0, r.stderr);
  const said = r.stderr.split("\n").filter((l) => /does not play/.test(l));
  assert.equal(said.length, 4, r.stderr);
  assert.match(said[0], /notes\.txt is not a program: a program file ends in \.js or \.py/);
  assert.match(said[1], /empty\.js is empty/);
  assert.match(said[2], /other\/first\.py has the name first, like .*first\.js.*rename one/);
  assert.match(said[3], /big\.js is 2\.0 MB, more than a program may be \(1 MB\)/);
  assert.deepEqual(r.report.table.map((x) => x.name).sort(), ["counter", "first"]);
  assert.equal(r.report.games.length, 2);
  const ko = tournament("--game", "tictactoe", "--lang", "ko", FIRST, empty, COUNTER);
  assert.equal(ko.status, 0, ko.stderr);
  assert.match(ko.stderr, /empty\.js이\(가\) 비어 있어서 대국하지 않아요/);
  for (const args of [["--game", "tictactoe", "--per-pair", "x", FIRST, COUNTER], ["--game", "tictactoe", "--speed", "2", FIRST], ["--game", "tictactoe"], ["--per-pair", "2", FIRST, COUNTER], ["--game", "tictactoe", "--lang", "fr", FIRST, COUNTER]]) {
    const bad = tournament(...args);
    assert.equal(bad.status, 2, args.join(" "));
    assert.equal(bad.stdout, "");
    assert.equal(bad.stderr.trim().split("\n").length, 1, bad.stderr);
  }
  const alone = tournament("--game", "tictactoe", FIRST, empty);
  assert.equal(alone.status, 2);
  assert.match(alone.stderr.trim().split("\n").pop(), /at least 2/);
});
