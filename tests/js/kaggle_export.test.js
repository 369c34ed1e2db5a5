// "Download for Kaggle" (issue 42, part 3): `node scripts/kaggle.mjs export PROGRAM.py --out
// submission.py` writes one self-contained file from a Python program in our format (act) or
// Kaggle's (agent); a JavaScript program gets one sentence. The exported files of
// tests/kaggle/*.py play in kaggle-environments' make("connectx").run([file, "negamax"]) and
// against "random" with no error from Kaggle's validator, and the file's own Connect Four env
// agrees with Kaggle's rules (scripts/kaggle_submission_check.py in target/kaggle-venv, or
// $KAGGLE_PYTHON; those tests skip, saying so, when neither exists). Needs no build.
import test from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { kaggleSubmission, pythonFormat } from "../../www/code/kaggle_submission.js";
import { setLanguage, LANGUAGES, t } from "../../www/i18n/index.js";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const PYTHON = process.env.KAGGLE_PYTHON ?? path.join(ROOT, "target/kaggle-venv/bin/python");
const noVenv = existsSync(PYTHON) ? false : `no kaggle-environments venv at ${PYTHON}: bash -c '. scripts/lib.sh; ensure_kaggle_venv'`;
const tmp = mkdtempSync(path.join(os.tmpdir(), "kaggle-export-"));

/** Runs scripts/kaggle.mjs with `args`; {status, stderr}. */
function exportCli(...args) {
  const r = spawnSync(process.execPath, [path.join(ROOT, "scripts/kaggle.mjs"), ...args], { encoding: "utf8" });
  return { status: r.status, stderr: r.stderr };
}

/** Exports `program` (a path) to a file in tmp; its path. */
function exported(program, name) {
  const out = path.join(tmp, name);
  const r = exportCli("export", program, "--out", out);
  assert.equal(r.status, 0, r.stderr);
  return out;
}

test("the format is read off the program; a JavaScript program or one without act or agent is refused in a sentence, in each language", () => {
  assert.equal(pythonFormat("def act(obs, env):\n    return 0\n"), "act");
  assert.equal(pythonFormat("def agent(observation, configuration):\n    return 0\n"), "agent");
  assert.equal(pythonFormat("x = 1\n"), null);
  assert.deepEqual(kaggleSubmission("function act(obs, env) { return 0; }", "js"), { ok: false, reason: { key: "kaggleJs" } });
  assert.deepEqual(kaggleSubmission("x = 1\n", "python"), { ok: false, reason: { key: "kaggleNoAgent" } });
  const said = new Set();
  for (const code of Object.keys(LANGUAGES)) {
    setLanguage(code);
    const text = t("code.kaggleJs");
    assert.match(text, /JavaScript/);
    assert.match(text, /Kaggle/);
    said.add(text);
  }
  setLanguage("en");
  assert.equal(said.size, Object.keys(LANGUAGES).length);
  const js = path.join(tmp, "agent.js");
  writeFileSync(js, "function act(obs, env) { return 0; }\n");
  const r = exportCli("export", js, "--out", path.join(tmp, "never.py"));
  assert.equal(r.status, 2);
  assert.match(r.stderr, /A JavaScript program cannot be exported for Kaggle/);
  assert.equal(existsSync(path.join(tmp, "never.py")), false);
});

test("the file holds the program as written and ends with the function Kaggle calls", () => {
  for (const name of ["act_lookahead.py", "kaggle_one_step.py"]) {
    const source = readFileSync(path.join(ROOT, "tests/kaggle", name), "utf8");
    const made = kaggleSubmission(source, "python");
    assert.equal(made.ok, true);
    assert.ok(made.text.includes(source), `${name}: the program's own text is inside`);
    const defs = [...made.text.matchAll(/^def (\w+)/gm)].map((m) => m[1]);
    assert.equal(defs.at(-1), "_playground_agent", "kaggle_environments calls the last callable");
    assert.doesNotMatch(made.text, /^\s*(import|from)\s+playground/m, "no playground package on Kaggle");
  }
});

test("a module-level lambda is an entry point too (agent = lambda observation, configuration: ..., act = lambda obs, env: ...): exported, and the file plays in plain Python", () => {
  assert.equal(pythonFormat("agent = lambda observation, configuration: 3\n"), "agent");
  assert.equal(pythonFormat("act = lambda obs, env: env.legal_actions()[0]\n"), "act");
  assert.equal(pythonFormat("agent=lambda observation: 3\n"), "agent");
  assert.equal(pythonFormat("def helper():\n    agent = lambda o, c: 3\n    return agent\n"), null, "a lambda inside a function is not the program's entry point");
  assert.equal(pythonFormat("agent = make_agent()\n"), null, "only a def or a lambda is read as the entry point");
  const programs = {
    "lambda_agent.py": "agent = lambda observation, configuration: [c for c in range(configuration['columns']) if observation['board'][c] == 0][-1]\n",
    "lambda_agent_one.py": "agent = lambda observation: [c for c in range(7) if observation['board'][c] == 0][-1]\n",
    "lambda_act.py": "act = lambda obs, env: env.legal_actions()[-1]\n",
  };
  const python = spawnSync("python3", ["--version"]).status === 0 ? "python3" : null;
  for (const [name, source] of Object.entries(programs)) {
    const program = path.join(tmp, name);
    writeFileSync(program, source);
    const file = exported(program, `submission_${name}`);
    const text = readFileSync(file, "utf8");
    assert.ok(text.includes(source), `${name}: the program's own text is inside`);
    if (!python) continue;
    // Column 6 full: the last column with room is 5. Kaggle calls the file's last function.
    const board = Array(42).fill(0);
    for (let r = 0; r < 6; r++) board[r * 7 + 6] = 1 + (r % 2);
    const run = spawnSync(python, ["-c", `import json, sys, types\nns = {}\nexec(open(sys.argv[1]).read(), ns)\nlast = [v for v in ns.values() if isinstance(v, types.FunctionType)][-1]\nprint(json.dumps(last({"board": ${JSON.stringify(board)}, "mark": 1}, {"columns": 7, "rows": 6, "inarow": 4})))`, file], { encoding: "utf8" });
    assert.equal(run.status, 0, `${name}: ${run.stderr}`);
    assert.equal(JSON.parse(run.stdout), 5, `${name}: the program's own move`);
  }
});

test("exported files play Kaggle's negamax and random in kaggle-environments with no error, and their env keeps Kaggle's rules", { skip: noVenv, timeout: 600000 }, () => {
  // A lambda entry point too: Kaggle's own runner calls it through the file's last function.
  const lambda = path.join(tmp, "lambda_for_kaggle.py");
  writeFileSync(lambda, "agent = lambda observation, configuration: [c for c in range(configuration.columns) if observation.board[c] == 0][-1]\n");
  const files = [exported(path.join(ROOT, "tests/kaggle/act_lookahead.py"), "act.py"), exported(path.join(ROOT, "tests/kaggle/kaggle_one_step.py"), "agent.py"), exported(lambda, "lambda.py")];
  const r = spawnSync(PYTHON, [path.join(ROOT, "scripts/kaggle_submission_check.py"), "--games", "1", ...files], { encoding: "utf8", timeout: 540000 });
  const report = JSON.parse(r.stdout.trim().split("\n").at(-1));
  assert.equal(r.status, 0, r.stdout + r.stderr);
  assert.equal(report.runs, 4 * files.length);
  assert.equal(report.bad, 0, r.stdout);
  assert.equal(report.ruleDisagreements, 0, r.stdout);
});

test("the check refuses a file Kaggle's validator marks invalid (a program that plays a full column)", { skip: noVenv, timeout: 300000 }, () => {
  const program = path.join(tmp, "stubborn.py");
  writeFileSync(program, "def agent(observation, configuration):\n    return 0\n");
  const file = exported(program, "stubborn_submission.py");
  // Column 0 fills only where the opponent plays into it too: the check's games are seeded, and in
  // its second game against each opponent (--games 2) Kaggle's random and negamax do (with one game
  // each, the stubborn program wins or loses before its column is full, and nothing is refused).
  const r = spawnSync(PYTHON, [path.join(ROOT, "scripts/kaggle_submission_check.py"), "--games", "2", file], { encoding: "utf8", timeout: 240000 });
  assert.equal(r.status, 1, r.stdout + r.stderr);
  assert.match(r.stdout, /INVALID/);
});
