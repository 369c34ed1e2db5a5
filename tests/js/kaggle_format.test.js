// Kaggle's agent format (issue 42, part 3): a program that defines agent(observation,
// configuration) or agent(observation) instead of act(obs, env) gets exactly Kaggle's ConnectX
// fields (kaggle_environments 1.33.2: observation {remainingOverageTime, step, board, mark},
// configuration {episodeSteps, actTimeout, runTimeout, columns, rows, inarow, agentTimeout,
// timeout}), in JavaScript and in Python (Kaggle's Struct: attributes and keys); bad returns are
// the page's usual forfeits, an agent of another arity is an error before any game, a game
// without a Kaggle format says so; and an agent file written for Kaggle plays unchanged in
// scripts/arena.mjs. The units need no build; the sandbox and arena tests need dist/.
import test from "node:test";
import assert from "node:assert/strict";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { kaggleInputs, hasKaggleFormat, hasKaggleExport, agentArityOk } from "../../www/code/kaggle_format.js";
import { setLanguage, LANGUAGES } from "../../www/i18n/index.js";
import { forfeitText } from "../../www/i18n/lookup.js";
import { ROOT, DIST, missingBuild, loadDist, tracked, runArena } from "./dist_helpers.js";

const skip = missingBuild() || false;
const dist = skip ? null : await loadDist();
// Connect Four is in the browser door once its page part lists it (src/registry.rs `listed`).
const noConnect4 = skip || (dist.pg.games().some((g) => g.id === "connect4") ? false : "this build's engine has no connect4 (src/registry.rs lists it only once its page part lands)");
// compile_js.js imports the vendored acorn, which only dist/ has.
const { compileProgram, StudentError } = skip ? {} : await import(pathToFileURL(path.join(DIST, "code/compile_js.js")).href);
const quiet = { log() {} };

/** Kaggle's own field names, in its order (kaggle-environments 1.33.2, connectx). */
const KAGGLE_OBSERVATION = ["remainingOverageTime", "step", "board", "mark"];
const KAGGLE_CONFIGURATION = ["episodeSteps", "actTimeout", "runTimeout", "columns", "rows", "inarow", "agentTimeout", "timeout"];

test("Kaggle's inputs: its field names in its order, the board as a plain list, the time limit as actTimeout", () => {
  const obs = { board: new Uint8Array([0, 0, 1, 0, 2, 1]), rows: 2, columns: 3, inarow: 2, mark: 2, step: 3, lastMove: 0 };
  const { observation, configuration } = kaggleInputs("connect4", obs, { actTimeoutS: 1.5 });
  assert.deepEqual(Object.keys(observation), KAGGLE_OBSERVATION);
  assert.deepEqual(Object.keys(configuration), KAGGLE_CONFIGURATION);
  assert.ok(Array.isArray(observation.board));
  assert.deepEqual(observation.board, [0, 0, 1, 0, 2, 1]);
  assert.equal(observation.mark, 2);
  assert.equal(observation.step, 3);
  assert.deepEqual([configuration.columns, configuration.rows, configuration.inarow], [3, 2, 2]);
  assert.equal(configuration.actTimeout, 1.5);
  assert.equal(kaggleInputs("gomoku", obs), null);
  assert.equal(hasKaggleFormat("connect4"), true);
  assert.equal(hasKaggleFormat("tictactoe"), true);
  assert.equal(hasKaggleFormat("gomoku"), false);
  assert.equal(hasKaggleExport("connect4"), true);
  assert.equal(hasKaggleExport("tictactoe"), false, "a submission.py carries ConnectX's env only");
});

/** What Kaggle's own tictactoe env hands an agent (kaggle_environments 1.16.11: 1.33.2 has no tictactoe), as printed there. */
const KAGGLE_TTT_OBSERVATION = ["remainingOverageTime", "step", "board", "mark"];
const KAGGLE_TTT_CONFIGURATION = ["episodeSteps", "actTimeout", "runTimeout", "agentTimeout"];

test("Tic-tac-toe's Kaggle inputs are Kaggle's tictactoe env's: 0 empty, 1 for X (the first player), 2 for O, the mover's mark, the moves so far", { skip }, () => {
  const env = dist.pg.make("tictactoe", {});
  env.reset(1);
  for (const a of [4, 0, 8]) env.step(a);
  // O (the second player) to move after X 4, O 0, X 8: Kaggle's board [2, 0, 0, 0, 1, 0, 0, 0, 1], mark 2, step 3.
  const { observation, configuration } = kaggleInputs("tictactoe", env.observation(), { actTimeoutS: 1 });
  assert.deepEqual(observation, { remainingOverageTime: 2, step: 3, board: [2, 0, 0, 0, 1, 0, 0, 0, 1], mark: 2 });
  assert.deepEqual(configuration, { episodeSteps: 10, actTimeout: 1, runTimeout: 1200, agentTimeout: 2 });
  assert.deepEqual(Object.keys(observation), KAGGLE_TTT_OBSERVATION);
  assert.deepEqual(Object.keys(configuration), KAGGLE_TTT_CONFIGURATION);
  env.step(1);
  assert.deepEqual(kaggleInputs("tictactoe", env.observation()).observation, { remainingOverageTime: 2, step: 4, board: [2, 2, 0, 0, 1, 0, 0, 0, 1], mark: 1 });
  env.free();
});

test("a JavaScript agent of one or two parameters is Kaggle's format; none or three is an error before any game", { skip }, () => {
  for (const params of ["obs", "obs, config"]) {
    const p = compileProgram(`function agent(${params}) { return 3; }`, quiet);
    assert.equal(p.kaggle, true, params);
    assert.equal(p.act, null);
  }
  const both = compileProgram("function act(obs, env) { return 0; }\nfunction agent(o, c) { return 1; }", quiet);
  assert.equal(both.kaggle, false, "act wins when both are defined");
  for (const [params, count] of [["", 0], ["a, b, c", 3]]) {
    assert.throws(
      () => compileProgram(`function agent(${params}) { return 3; }`, quiet),
      (e) => e instanceof StudentError && e.kind === "agentArity" && e.count === count && e.message.includes(`takes ${count} parameters`),
    );
  }
  assert.equal(agentArityOk(2), true);
  assert.equal(agentArityOk(3), false);
});

test("the arity error and the missing format are worded in each page language", () => {
  const seen = new Set();
  for (const code of Object.keys(LANGUAGES)) {
    setLanguage(code);
    const arity = forfeitText({ message: "x", reason: { key: "agentArity", count: 3 } });
    const none = forfeitText({ message: "x", reason: { key: "noKaggle", game: "gomoku" } });
    assert.ok(arity.includes("3") && arity.includes("agent(observation, configuration)"), `${code}: ${arity}`);
    assert.ok(none.includes("gomoku") && none.includes("act(obs, env)"), `${code}: ${none}`);
    seen.add(arity);
  }
  setLanguage("en");
  assert.equal(seen.size, Object.keys(LANGUAGES).length);
});

/** Starts `source` and plays one Connect Four move after `actions`; the start's or the move's answer. */
async function oneMove(source, { language = "js", actions = [], game = "connect4", options = {} } = {}) {
  const t = tracked(dist.pg, game, options, 3, actions);
  const agent = dist.runner.createStudentAgent({ spawn: dist.spawn, source, language, replayOf: t.replayOf, timeLimitMs: language === "python" ? 5000 : 1000 });
  try {
    const ready = await agent.start();
    if (!ready.ok) return ready;
    return await agent.act(t.env, { move: actions.length + 1 });
  } finally {
    agent.close();
  }
}

test("the sandbox hands a Kaggle agent exactly Kaggle's fields, in both languages", { skip: noConnect4, timeout: 180000 }, async () => {
  // After columns 3, 3, 2 on a 5 x 4 board with 3 in a row: the second player (mark 2) moves.
  const options = { columns: 5, rows: 4, inarow: 3 };
  const actions = [3, 3, 2];
  const board = [...Array(10).fill(0), 0, 0, 0, 2, 0, 0, 0, 1, 1, 0];
  const js = `function agent(observation, configuration) {
    console.log(JSON.stringify({o: Object.keys(observation), c: Object.keys(configuration), board: observation.board, list: Array.isArray(observation.board), mark: observation.mark, step: observation.step, size: [configuration.columns, configuration.rows, configuration.inarow], t: configuration.actTimeout}));
    return 4;
  }`;
  const r = await oneMove(js, { actions, options });
  assert.equal(r.ok, true, JSON.stringify(r));
  assert.equal(r.action, 4);
  const seen = JSON.parse(r.logs[0]);
  assert.deepEqual(seen, { o: KAGGLE_OBSERVATION, c: KAGGLE_CONFIGURATION, board, list: true, mark: 2, step: 3, size: [5, 4, 3], t: 1 });

  const py = [
    "def agent(observation, configuration):",
    "    assert observation.board == observation['board'] and configuration.rows == configuration['rows']",
    "    print(list(observation.keys()), list(configuration.keys()), type(observation.board).__name__)",
    "    print(observation.board, observation.mark, observation.step, configuration.columns, configuration.rows, configuration.inarow, configuration.actTimeout)",
    "    return 0",
  ].join("\n");
  const p = await oneMove(py, { language: "python", actions, options });
  assert.equal(p.ok, true, JSON.stringify(p));
  assert.equal(p.action, 0);
  assert.equal(p.logs[0], `${JSON.stringify(KAGGLE_OBSERVATION).replaceAll('","', "', '").replaceAll('"', "'")} ${JSON.stringify(KAGGLE_CONFIGURATION).replaceAll('","', "', '").replaceAll('"', "'")} list`);
  assert.equal(p.logs[1], `${JSON.stringify(board).replaceAll(",", ", ")} 2 3 5 4 3 5`);
});

test("agent(observation) alone is Kaggle's format too; act wins where both are defined", { skip: noConnect4, timeout: 180000 }, async () => {
  const one = await oneMove("def agent(observation):\n    return observation.board.index(0) % 7\n", { language: "python" });
  assert.equal(one.ok, true, JSON.stringify(one));
  assert.equal(one.action, 0);
  const both = await oneMove("function act(obs, env) { return 5; }\nfunction agent(o, c) { return 1; }");
  assert.equal(both.action, 5);
});

test("a Kaggle agent that returns a full column, a float, a string, None or nothing forfeits with the usual reasons", { skip: noConnect4, timeout: 300000 }, async () => {
  const full = [0, 0, 0, 0, 0, 0]; // column 0 filled to the top
  const cases = [
    ["0", "notLegal", full],
    ["2.5", "notWhole", []],
    ['"3"', "notWhole", []],
    ["null", "notWhole", []],
    [null, "notWhole", []],
  ];
  for (const [value, key, actions] of cases) {
    const js = value === null ? "function agent(o, c) { }" : `function agent(o, c) { return ${value}; }`;
    const r = await oneMove(js, { actions });
    assert.equal(r.forfeit, "illegal", `${js}: ${JSON.stringify(r)}`);
    assert.equal(r.reason.key, key, js);
  }
  const python = [
    ["0", "notLegal", full],
    ["2.5", "notWhole", []],
    ["'3'", "notWhole", []],
    ["None", "notWhole", []],
    [null, "notWhole", []],
  ];
  for (const [value, key, actions] of python) {
    const py = value === null ? "def agent(observation, configuration):\n    pass\n" : `def agent(observation, configuration):\n    return ${value}\n`;
    const r = await oneMove(py, { language: "python", actions });
    assert.equal(r.forfeit, "illegal", `${py}: ${JSON.stringify(r)}`);
    assert.equal(r.reason.key, key, py);
    setLanguage("ja");
    assert.ok(forfeitText(r).length > 0 && !forfeitText(r).includes("{"), forfeitText(r));
    setLanguage("en");
  }
});

test("a Python agent of three parameters is an error before any game; a Kaggle agent in Tic-tac-toe gets Kaggle's fields, in Gomoku a sentence that the game has no Kaggle format", { skip, timeout: 180000 }, async () => {
  const r = await oneMove("def agent(observation, configuration, extra):\n    return 0\n", { language: "python", game: "tictactoe" });
  assert.equal(r.ok, false);
  assert.equal(r.kind, "agentArity");
  assert.deepEqual(r.reason, { key: "agentArity", count: 3 });
  const g = await oneMove("function agent(o, c) { return 0; }", { game: "gomoku" });
  assert.equal(g.forfeit, "error");
  assert.deepEqual(g.reason, { key: "noKaggle", game: "gomoku" });
  assert.match(g.message, /gomoku has no Kaggle format/);
  // Tic-tac-toe after X 4, O 0: X (mark 1) moves, in both languages, with Kaggle's own names and marks.
  const seen = { o: KAGGLE_TTT_OBSERVATION, c: KAGGLE_TTT_CONFIGURATION, board: [2, 0, 0, 0, 1, 0, 0, 0, 0], mark: 1, step: 2 };
  const js = await oneMove("function agent(observation, configuration) {\n  console.log(JSON.stringify({o: Object.keys(observation), c: Object.keys(configuration), board: observation.board, mark: observation.mark, step: observation.step}));\n  return observation.board.indexOf(0);\n}", { game: "tictactoe", actions: [4, 0] });
  assert.equal(js.ok, true, JSON.stringify(js));
  assert.equal(js.action, 1);
  assert.deepEqual(JSON.parse(js.logs[0]), seen);
  const py = await oneMove("import json\ndef agent(observation, configuration):\n    print(json.dumps({'o': list(observation.keys()), 'c': list(configuration.keys()), 'board': list(observation.board), 'mark': observation.mark, 'step': observation.step}))\n    return observation.board.index(0)\n", { language: "python", game: "tictactoe", actions: [4, 0] });
  assert.equal(py.ok, true, JSON.stringify(py));
  assert.equal(py.action, 1);
  assert.deepEqual(JSON.parse(py.logs[0]), seen);
});

test("an agent file written for Kaggle (Kaggle Learn's one-step lookahead) plays unchanged in arena.mjs", { skip: noConnect4, timeout: 600000 }, async () => {
  const file = path.join(ROOT, "tests/kaggle/kaggle_one_step.py");
  const r = runArena("--game", "connect4", "--agent", `file:${file}`, "--opponent", "random", "--games", "4", "--seed", "1", "--time-limit-ms", "5000");
  assert.equal(r.status, 0, r.stderr);
  assert.deepEqual(r.report.forfeits, { timeout: 0, error: 0, illegal: 0 }, r.stderr);
  assert.equal(r.report.games, 4);
});
