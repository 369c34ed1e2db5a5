// A student's learner (api.md "Your own learner", issue 14): the pure helpers (episode seeds, the
// checks of learn()'s and save()'s values, the learned line of a file, the menu and settings), the
// sandbox's learn / saveLearned / loadLearned through the runner and the run driver in Node worker
// threads, every documented env call in the sandbox, and scripts/arena.mjs --train-episodes,
// --save and --load with the starter learners.
import test from "node:test";
import assert from "node:assert/strict";
import { mkdtempSync, writeFileSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { DIST, missingBuild, loadDist, runArena } from "./dist_helpers.js";
import { episodeSeed, checkLearnValues, saveText, literalOf, MAX_SAVE_CHARS } from "../../www/code/learner_values.js";
import { withLearned, splitLearned } from "../../www/code/learned_file.js";
import { definesLearn, studentOptionSpecs, studentLearners } from "../../www/learn/student_learner.js";
import { LEARNER_SOURCES, learnerStarters } from "../../www/code/learner_starters.js";
import { gomokuWins } from "../bench/gomoku_starter.bench.mjs";

const skip = missingBuild() || false;
const dist = skip ? null : await loadDist();
const runModule = skip ? null : await import(pathToFileURL(path.join(DIST, "learn/student_run.js")).href);
const dir = mkdtempSync(path.join(tmpdir(), "learner-test-"));

function file(name, text) {
  const p = path.join(dir, name);
  writeFileSync(p, text);
  return p;
}

// ---- pure helpers

test("episode seeds are whole numbers below 2^53, fixed by the run seed, different per episode", () => {
  const a = [1, 2, 3].map((e) => episodeSeed(0, e));
  assert.deepEqual(a, [1, 2, 3].map((e) => episodeSeed(0, e)));
  assert.equal(new Set(a).size, 3);
  assert.notEqual(episodeSeed(1, 1), episodeSeed(0, 1));
  for (const s of a) assert.ok(Number.isSafeInteger(s) && s >= 0, String(s));
});

test("learn() may return nothing or an object of numbers; anything else is named for the message", () => {
  assert.deepEqual(checkLearnValues(undefined), { values: null });
  assert.deepEqual(checkLearnValues(null), { values: null });
  assert.deepEqual(checkLearnValues({ reward: 1, won: true, bad: NaN }), { values: { reward: 1, won: 1 } });
  assert.deepEqual(checkLearnValues("done"), { bad: '"done"' });
  assert.deepEqual(checkLearnValues(3), { bad: "3" });
  assert.deepEqual(checkLearnValues([1, 2]), { bad: "[1, 2]" });
  assert.deepEqual(checkLearnValues({ reward: "high" }), { bad: '{reward: "high"}' });
  assert.ok("bad" in checkLearnValues(Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`k${i}`, i]))));
});

test("save() values JSON cannot hold are refused with the reason; typed arrays become arrays", () => {
  assert.deepEqual(saveText({ q: [1, 2], t: new Float32Array([0.5]) }), { text: '{"q":[1,2],"t":[0.5]}' });
  const cyclic = {};
  cyclic.self = cyclic;
  assert.equal(saveText(cyclic).why, "cycle");
  assert.equal(saveText({ f: () => 1 }).why, "function");
  assert.equal(saveText({ x: NaN }).why, "notFinite");
  assert.equal(saveText({ m: new Map([[1, 2]]) }).why, "map");
  assert.equal(saveText([undefined]).why, "undefined");
  assert.equal(saveText(10n).why, "bigint");
  assert.equal(saveText("x".repeat(MAX_SAVE_CHARS + 1)).why, "tooLarge");
  assert.equal(literalOf(() => 1), "function");
});

test("a program file carries what its learner learned in one last comment line, and gives it back", () => {
  const learned = { text: '{"a":[1,2]}', episodes: 300 };
  for (const language of ["js", "python"]) {
    const source = language === "js" ? "function act(obs, env) { return 0; }\n" : "def act(obs, env):\n    return 0\n";
    const file = withLearned(source, language, learned);
    assert.match(file, language === "js" ? /\n\/\/ playground-learned \{/ : /\n# playground-learned \{/);
    const back = splitLearned(file);
    assert.equal(back.source, source);
    assert.deepEqual(back.learned, learned);
    // Saving again replaces the line rather than adding one.
    assert.equal(withLearned(file, language, { text: "[]", episodes: 1 }).match(/playground-learned/g).length, 1);
  }
  assert.deepEqual(splitLearned("// playground-learned {broken\n"), { source: "// playground-learned {broken\n", learned: null });
});

test("programs that define learn are learners; their settings are option specs of the game", () => {
  assert.ok(definesLearn("function learn(env, episode) {}", "js"));
  assert.ok(definesLearn("const learn = (env) => {}", "js"));
  assert.ok(!definesLearn("function act(obs, env) { learner(); }", "js"));
  assert.ok(definesLearn("import random\ndef learn(env, episode):\n    pass\n", "python"));
  assert.ok(!definesLearn("def act(obs, env):\n    learn = 1\n", "python"));
  const specs = studentOptionSpecs("tictactoe", ["random", "minimax", "mcts"]);
  assert.deepEqual(specs.map((s) => s.name), ["opponent", "evalEvery", "evalGames", "timeLimitMs", "seed"]);
  assert.deepEqual(specs[0].choices, ["random", "minimax"]);
  assert.deepEqual(studentOptionSpecs("minesweeper", ["random"]).map((s) => s.name), ["evalEvery", "evalGames", "timeLimitMs", "seed"]);
  const list = studentLearners([{ id: "a", name: "A", language: "js", source: "function act(){}" }, { id: "b", name: "B", language: "js", source: "function learn(){}" }]);
  assert.deepEqual(list.map((l) => l.id), ["mine:b"]);
});

test("every game with learner starters has one in each language that defines all four functions", () => {
  for (const game of Object.keys(LEARNER_SOURCES)) {
    const list = learnerStarters(game);
    assert.deepEqual(list.map((s) => s.language), ["js", "python"], game);
    for (const s of list) {
      assert.ok(definesLearn(s.source, s.language), `${game} ${s.language}`);
      for (const f of ["act", "save", "load"]) assert.match(s.source, s.language === "js" ? new RegExp(`function ${f}\\(`) : new RegExp(`def ${f}\\(`), `${game} ${s.language} ${f}`);
    }
  }
});

// ---- the sandbox and the run driver

/** A started run of `source` on `game` (the driver of the Learn panel and arena.mjs). */
async function startRun(source, { game = "tictactoe", language = "js", timeLimitMs = 1000, evalEvery = 0, evalGames = 0, ...o } = {}) {
  const agent = dist.runner.createStudentAgent({ spawn: dist.spawn, source, language, timeLimitMs });
  const run = runModule.createStudentRun({ agent, pg: dist.pg, game, gameOptions: {}, evalEvery, evalGames, ...o });
  const started = await run.start();
  return { run, started, agent };
}

const COUNTER = `let n = 0;
function learn(env, episode) { n++; while (!env.isTerminal) env.step(env.legalActions()[0]); return { n, len: 1 }; }
function act(obs, env) { return env.legalActions()[0]; }
function save() { return { n }; }
function load(data) { n = data.n; }
`;

test("the runtime calls learn once per episode on a fresh game and keeps its numbers as curve lines", { skip }, async () => {
  const { run, started } = await startRun(COUNTER, { evalEvery: 50, evalGames: 4 });
  try {
    assert.equal(started.ok, true, JSON.stringify(started));
    assert.deepEqual(started.has, { learn: true, save: true, load: true, kaggle: false });
    while (run.progress().episodes < 120) {
      const r = await run.train({ episodes: Math.min(30, 120 - run.progress().episodes), ms: 500 });
      assert.equal(r.stop, null);
    }
    const p = run.progress();
    assert.equal(p.episodes, 120);
    assert.deepEqual(p.lines.map((l) => l.key), ["n", "len"]);
    assert.equal(p.lines[0].points.at(-1).x, 120);
    // The moving average of n over the last 100 episodes.
    assert.equal(p.lines[0].points.at(-1).y, (21 + 120) / 2);
    // Measurements at 0, 50 and 100 episodes, against random on fixed seeds.
    assert.deepEqual(p.curve.map((c) => c.episodes), [0, 50, 100]);
    assert.equal(p.curve[0].results[0].games, 4);
    const snap = await run.snapshot();
    assert.deepEqual(snap, { ok: true, text: '{"n":120}', episodes: 120 });
  } finally {
    run.close();
  }
});

test("a throw stops the run at its episode and line; what was learned stays and act still plays", { skip }, async () => {
  const { run } = await startRun(`let n = 0;
function learn(env, episode) {
  n++;
  if (episode === 9) null.x = 1;
}
function act(obs, env) { return env.legalActions()[0]; }
function save() { return n; }
function load(d) { n = d; }
`);
  try {
    let r;
    do r = await run.train({ episodes: 5, ms: 500 });
    while (!r.stop);
    assert.equal(r.stop.kind, "error");
    assert.equal(r.stop.episode, 9);
    assert.equal(r.stop.line, 4);
    assert.match(r.stop.message, /^TypeError: /);
    assert.equal(run.progress().episodes, 8);
    assert.deepEqual(await run.snapshot(), { ok: true, text: "9", episodes: 8 });
    // A stopped run trains no more.
    assert.equal((await run.train({ episodes: 5 })).stop.kind, "error");
  } finally {
    run.close();
  }
});

test("an endless episode is stopped at the time limit; the learner comes back from its last checkpoint", { skip }, async () => {
  const { run, agent } = await startRun(`let n = 0;
function learn(env, episode) { n++; if (episode === 40) while (true) {} }
function act(obs, env) { return env.legalActions()[0]; }
function save() { return n; }
function load(d) { n = d; }
`, { timeLimitMs: 200 });
  try {
    const r1 = await run.train({ episodes: 30, ms: 500 });
    assert.equal(r1.stop, null);
    // A checkpoint as the Learn panel takes one every second of training.
    const snap = await run.snapshot();
    agent.restoreWith(snap.text);
    const t = Date.now();
    const r2 = await run.train({ episodes: 30, ms: 500 });
    // Stopped by the 200 ms limit (its kind and limit below); the clock only guards against a hang
    // (the fresh worker's start is in it too, seconds on a loaded machine).
    assert.ok(Date.now() - t < 60000, "stopped at the limit, not hung");
    assert.equal(r2.stop.kind, "timeout");
    assert.equal(r2.stop.episode, 40);
    assert.equal(r2.stop.limitMs, 200);
    // The fresh worker loaded the checkpoint: save() tells 30 episodes.
    const after = await agent.save();
    assert.deepEqual(after, { ok: true, text: "30" });
  } finally {
    run.close();
  }
});

test("learn returning a string, save returning a Map or a function, and a throwing load are each stopped with a kind", { skip }, async () => {
  const bad = await startRun(`function learn(env, episode) { return "done"; }
function act(obs, env) { return env.legalActions()[0]; }
function save() { return new Map([["a", 1]]); }
function load(d) { throw new Error("cannot"); }
`);
  try {
    const r = await bad.run.train({ episodes: 3 });
    assert.deepEqual([r.stop.kind, r.stop.episode, r.stop.got], ["badReturn", 1, '"done"']);
    const s = await bad.agent.save();
    assert.deepEqual([s.ok, s.stop.kind, s.stop.why], [false, "unsaveable", "map"]);
    const l = await bad.agent.load("{}");
    assert.deepEqual([l.ok, l.stop.kind, l.stop.line], [false, "loadError", 4]);
  } finally {
    bad.run.close();
  }
  const nolearn = await startRun("function act(obs, env) { return 0; }\n");
  assert.equal(nolearn.started.ok, false);
  assert.equal(nolearn.started.stop.kind, "nolearn");
  nolearn.run.close();
});

test("the same run seed trains the same learner (episode games and Math.random both seeded)", { skip }, async () => {
  const src = `const seen = [];
function learn(env, episode) { const l = env.legalActions(); const a = l[Math.floor(Math.random() * l.length)]; env.step(a); seen.push(a, env.observation().board.join("")); }
function act(obs, env) { return env.legalActions()[0]; }
function save() { return seen; }
function load(d) {}
`;
  const texts = [];
  for (let k = 0; k < 2; k++) {
    const { run } = await startRun(src, { game: "minesweeper", runSeed: 5 });
    await run.train({ episodes: 20, ms: 1000 });
    texts.push((await run.snapshot()).text);
    run.close();
  }
  assert.equal(texts[0], texts[1]);
});

test("every documented env call works in the sandbox; clones of a learning episode hide the mines", { skip }, async () => {
  const { run } = await startRun(`let log = [];
function learn(env, episode) {
  const c = env.clone();
  c.step(c.legalActions()[0]);
  c.free();                                      // harmless
  log.push(env.numActions, env.numPlayers, env.currentPlayer, env.isTerminal, env.legalActions().length, env.actionMask().length,
    env.returns().length, typeof env.observation().board, typeof env.render(), env.gameId);
  env.toggleFlag(0); env.toggleFlag(0);
  let chord = "none";
  try { env.chord(0); chord = "played"; } catch (err) { chord = /not a function/.test(err.message) ? "missing" : "refused"; }
  const [obs] = env.reset(3);
  log.push(obs.rows);
  // Probing clones: a player copy's mines are re-drawn, so opening a cell on clones tells
  // nothing certain about the real board.
  env.step(0);
  const far = env.legalActions().at(-1);
  let mines = 0;
  for (let i = 0; i < 60; i++) { const p = env.clone(); p.step(far); if (p.observation().lost) mines++; }
  log.push(mines, chord, typeof env.play(env.legalActions()[0]));
  env.free();
}
function act(obs, env) { return env.legalActions()[0]; }
function save() { return log; }
function load(d) {}
`, { game: "minesweeper" });
  try {
    const r = await run.train({ episodes: 1 });
    assert.equal(r.stop, null, JSON.stringify(r.stop));
    const log = JSON.parse((await run.snapshot()).text);
    assert.deepEqual(log.slice(0, 11), [81, 1, 0, false, 81, 81, 1, "object", "string", "minesweeper", 9]);
    assert.ok(log[11] > 0 && log[11] < 60, `the far cell was a mine in ${log[11]} of 60 copies: the copies must differ`);
    assert.deepEqual(log.slice(12), ["refused", "number"]);
  } finally {
    run.close();
  }
});

test("a Python learner trains, reports its numbers, saves and loads", { skip, timeout: 120_000 }, async () => {
  const { run, started, agent } = await startRun(`counts = {}
def learn(env, episode):
    while not env.is_terminal:
        env.step(env.legal_actions()[0])
    counts["n"] = counts.get("n", 0) + 1
    env.free()
    return {"n": counts["n"]}
def act(obs, env):
    return env.legal_actions()[0]
def save():
    return counts
def load(data):
    counts.update(data)
`, { language: "python" });
  try {
    assert.equal(started.ok, true, JSON.stringify(started));
    await run.train({ episodes: 10, ms: 2000 });
    assert.equal(run.progress().episodes, 10);
    assert.deepEqual(run.progress().lines.map((l) => l.key), ["n"]);
    assert.deepEqual(await run.snapshot(), { ok: true, text: '{"n": 10}', episodes: 10 });
    assert.deepEqual(await agent.load('{"n": 100}'), { ok: true });
    assert.deepEqual((await agent.save()).text, '{"n": 100}');
  } finally {
    run.close();
  }
  const bad = await startRun(`def learn(env, episode):
    return [1, 2]
def act(obs, env):
    return 0
def save():
    return {"x": float("nan")}
`, { language: "python" });
  try {
    const r = await bad.run.train({ episodes: 2 });
    assert.equal(r.stop.kind, "badReturn");
    assert.match(r.stop.got, /\[1, 2\] \(a Python list\)/);
    const s = await bad.agent.save();
    assert.equal(s.stop.kind, "unsaveable");
  } finally {
    bad.run.close();
  }
});

// ---- arena.mjs

const arena = runArena;

test("arena.mjs: the Tic-tac-toe starter learner trains 30,000 episodes, then never loses to minimax; --save and --load", { skip, timeout: 240_000 }, () => {
  const learner = file("ttt.js", LEARNER_SOURCES.tictactoe.js);
  const saved = path.join(dir, "ttt.json");
  const r = arena("--game", "tictactoe", "--agent", `file:${learner}`, "--opponent", "minimax", "--games", "40", "--seed", "9", "--train-episodes", "30000", "--save", saved);
  assert.equal(r.status, 0, r.stderr);
  assert.equal(r.report.training.episodes, 30000);
  assert.equal(r.report.training.stopped, null);
  // Only a guard: the speed itself is a figure, not a test.
  assert.ok(r.report.training.seconds < 180, String(r.report.training.seconds));
  assert.equal(r.report.losses, 0, JSON.stringify(r.report));
  // The saved table plays as well without training again.
  const again = arena("--game", "tictactoe", "--agent", `file:${learner}`, "--opponent", "minimax", "--games", "40", "--seed", "10", "--load", saved);
  assert.equal(again.status, 0, again.stderr);
  assert.equal(again.report.training.episodes, 0);
  assert.equal(again.report.losses, 0);
  assert.ok(Object.keys(JSON.parse(readFileSync(saved, "utf8"))).length > 500);
});

test("arena.mjs: the Gomoku 6x6/4 starter learner, trained, beats pure-mcts:playouts=100 more often than untrained, in both languages", { skip, timeout: 240_000 }, () => {
  // The smoke of tests/bench/gomoku_starter.bench.mjs (its level: most of 40 against 400 playouts,
  // `bash scripts/bench.sh gomoku-starter`): 12 games, seed 5. When written: untrained 3 wins,
  // JavaScript after 1,000 episodes 12, Python after 300 episodes 10.
  const wins = (language, episodes) => gomokuWins(language, episodes, { games: 12, opponent: "pure-mcts:playouts=100", seed: "5" });
  const untrained = wins("js", 0);
  const js = wins("js", 1000);
  assert.ok(js >= untrained + 5, `JavaScript after 1,000 episodes: ${js} wins of 12 (untrained ${untrained})`);
  const python = wins("python", 300);
  assert.ok(python >= untrained + 4, `Python after 300 episodes: ${python} wins of 12 (untrained ${untrained})`);
});

test("arena.mjs: a learner that throws reports training.stopped with its message, line and episode", { skip }, () => {
  const bad = file("bad.js", "function learn(env, episode) {\n  if (episode > 3) throw new Error('tired');\n}\nfunction act(obs, env) { return env.legalActions()[0]; }\n");
  const r = arena("--game", "tictactoe", "--agent", `file:${bad}`, "--games", "2", "--train-episodes", "10");
  assert.equal(r.status, 0, r.stderr);
  assert.deepEqual(r.report.training.error, { message: "Error: tired", line: 2, episode: 4 });
  assert.equal(r.report.training.stopped, "error");
  assert.equal(r.report.training.episodes, 3);
  const flags = arena("--game", "tictactoe", "--agent", "random", "--train-episodes", "10");
  assert.equal(flags.status, 2);
  assert.match(flags.stderr, /for a learner file/);
});

test("an agent written against the documented API frees its clones and plays (free() is harmless in the sandbox)", { skip }, async () => {
  const agent = dist.runner.createStudentAgent({
    spawn: dist.spawn,
    language: "js",
    source: `function act(obs, env) {
  for (const a of env.legalActions()) { const c = env.clone(); c.step(a); const won = c.returns()[env.currentPlayer] > 0; c.free(); if (won) return a; }
  return env.legalActions()[0];
}`,
  });
  const env = dist.pg.make("tictactoe", {});
  try {
    env.reset(1);
    for (const a of [0, 3, 1, 4]) env.step(a);
    assert.equal((await agent.start()).ok, true);
    const r = await agent.act(env, { move: 5 });
    assert.deepEqual([r.ok, r.action], [true, 2], JSON.stringify(r));
  } finally {
    agent.close();
    env.free();
  }
});
