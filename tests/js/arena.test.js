// scripts/arena.mjs end to end (a child process on the built dist/): each forfeit kind, a Python
// file, bad flags exit 2 with one line, starter agents finish their games.
import test from "node:test";
import assert from "node:assert/strict";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { missingBuild, runArena } from "./dist_helpers.js";
import { starters, STARTER_GAMES } from "../../www/code/starters.js";

const skip = missingBuild() || false;
const dir = mkdtempSync(path.join(tmpdir(), "arena-test-"));

function file(name, text) {
  const p = path.join(dir, name);
  writeFileSync(p, text);
  return p;
}

const arena = runArena;

const CONTRACT = ["game", "agent", "opponent", "games", "wins", "draws", "losses", "winRate", "winRateCI95", "meanScore",
  "meanSteps", "maxChain", "medianMaxChain", "medianMaxChainCI95", "maxChains", "msPerMove", "msPerGame", "stepsPerSec", "bySeat", "forfeits"];

test("an endless loop forfeits every game on time: losses, and the JSON says timeout", { skip }, () => {
  const loop = file("loop.js", "function act(obs, env) { while (true) {} }\n");
  const r = arena("--game", "tictactoe", "--agent", `file:${loop}`, "--games", "2", "--time-limit-ms", "200");
  assert.equal(r.status, 0, r.stderr);
  assert.deepEqual(Object.keys(r.report), CONTRACT);
  assert.deepEqual(r.report.forfeits, { timeout: 2, error: 0, illegal: 0 });
  assert.equal(r.report.losses, 2);
  assert.equal(r.report.wins, 0);
  // Seats alternate: one loss moving first, one moving second.
  assert.deepEqual(r.report.bySeat, [{ wins: 0, draws: 0, losses: 1 }, { wins: 0, draws: 0, losses: 1 }]);
  assert.match(r.stderr, /took longer than 0\.2 s on move \d+/);
});

test("a throwing agent forfeits with error, its line on stderr", { skip }, () => {
  const bad = file("throws.js", "function act(obs, env) {\n  throw new Error('no idea');\n}\n");
  const r = arena("--game", "minesweeper", "--agent", `file:${bad}`, "--games", "3");
  assert.equal(r.status, 0, r.stderr);
  assert.deepEqual(r.report.forfeits, { timeout: 0, error: 3, illegal: 0 });
  assert.equal(r.report.losses, 3);
  assert.match(r.stderr, /Error: no idea \(line 2\)/);
});

test("returning null forfeits as illegal", { skip }, () => {
  const bad = file("null.js", "function act(obs, env) { return null; }\n");
  const r = arena("--game", "gomoku", "--agent", "random", "--opponent", `file:${bad}`, "--games", "2");
  assert.equal(r.status, 0, r.stderr);
  assert.deepEqual(r.report.opponentForfeits, { timeout: 0, error: 0, illegal: 2 });
  assert.equal(r.report.wins, 2, "the opponent's forfeit is the agent's win");
  const own = arena("--game", "puyo", "--agent", `file:${bad}`, "--games", "2");
  assert.deepEqual(own.report.forfeits, { timeout: 0, error: 0, illegal: 2 });
  assert.equal(own.report.losses, 2);
  assert.equal(own.report.bySeat, null, "one player: no seats");
});

test("a Python file plays Tic-tac-toe to the end", { skip, timeout: 240000 }, () => {
  const py = file("first.py", "import random\n\ndef act(obs, env):\n    return random.choice(env.legal_actions())\n");
  const r = arena("--game", "tictactoe", "--agent", `file:${py}`, "--opponent", "random", "--games", "6", "--seed", "3");
  assert.equal(r.status, 0, r.stderr);
  assert.deepEqual(r.report.forfeits, { timeout: 0, error: 0, illegal: 0 });
  assert.equal(r.report.wins + r.report.draws + r.report.losses, 6);
  assert.ok(r.report.meanSteps >= 5 && r.report.meanSteps <= 9);
});

test("bad flags and files without act exit 2 with one line", { skip }, () => {
  const noAct = file("noact.js", "function play() { return 0; }\n");
  const syntax = file("syntax.py", "def act(obs, env)\n    return 0\n");
  const cases = [
    [["--game", "tictactoe"], /--agent is required/],
    [["--game", "tictactoe", "--agent", "random", "--games", "x"], /--games takes a whole number/],
    [["--game", "tictactoe", "--agent", "random", "--bogus"], /unknown argument '--bogus'/],
    [["--game", "tictactoe", "--agent", "random", "--time-limit-ms", "20000"], /--time-limit-ms must be from 1 to 10000/],
    [["--game", "chess", "--agent", "random"], /no game called 'chess'/],
    [["--game", "tictactoe", "--agent", "nobody"], /no agent called 'nobody'/],
    [["--game", "minesweeper", "--agent", "random", "--opponent", "random"], /one-player game/],
    [["--game", "tictactoe", "--agent", `file:${noAct}`], /does not define a function act/],
    [["--game", "tictactoe", "--agent", `file:${path.join(dir, "missing.js")}`], /cannot read the file/],
    [["--game", "tictactoe", "--agent", `file:${dir}/x.txt`], /ends in \.js or \.py/],
    [["--game", "tictactoe", "--agent", `file:${syntax}`], /SyntaxError.*\(line 1\)/],
  ];
  for (const [args, why] of cases) {
    const r = arena(...args);
    assert.equal(r.status, 2, `${args.join(" ")}: ${r.stderr}`);
    assert.equal(r.stdout, "");
    const lines = r.stderr.trim().split("\n").filter((l) => !l.includes("note:"));
    assert.equal(lines.length, 1, r.stderr);
    assert.match(lines[0], why);
  }
});

test("every JavaScript starter finishes its games without a forfeit", { skip, timeout: 240000 }, () => {
  for (const game of STARTER_GAMES) {
    for (const s of starters(game).filter((x) => x.language === "js")) {
      const p = file(`${game}-${s.id}.js`, s.source);
      const r = arena("--game", game, "--agent", `file:${p}`, "--games", "3", "--seed", "5");
      assert.equal(r.status, 0, `${game} ${s.id}: ${r.stderr}`);
      assert.deepEqual(r.report.forfeits, { timeout: 0, error: 0, illegal: 0 }, `${game} ${s.id}: ${r.stderr}`);
      assert.ok(r.report.meanSteps > 0);
    }
  }
});

test("the win-else-block starter beats random at Tic-tac-toe more often than it loses", { skip }, () => {
  const s = starters("tictactoe").find((x) => x.id === "win-block" && x.language === "js");
  const r = arena("--game", "tictactoe", "--agent", `file:${file("wb.js", s.source)}`, "--games", "20", "--seed", "9");
  assert.ok(r.report.wins > r.report.losses, JSON.stringify(r.report));
});

test("a Puyo game between agents ends: 100 pairs when --game gives no limit (the page's unattended default), said in the JSON", { skip }, () => {
  const r = arena("--game", "puyo", "--agent", "starter:greedy:js", "--games", "2", "--seed", "3");
  assert.equal(r.status, 0, r.stderr);
  assert.deepEqual(r.report.unattended, { maxPairs: "100" });
  assert.ok(r.report.meanSteps <= 100 && r.report.meanSteps > 0, String(r.report.meanSteps));
  assert.match(r.stderr, /maxPairs=100/);
  const given = arena("--game", "puyo:maxPairs=7", "--agent", "starter:greedy:js", "--games", "2", "--seed", "3");
  assert.equal(given.status, 0, given.stderr);
  assert.equal(given.report.unattended, undefined, "a limit given is kept as it is");
  assert.ok(given.report.meanSteps <= 7, String(given.report.meanSteps));
});
