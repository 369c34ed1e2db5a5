// A module the page's Python lacks (issue 26): `import numpy` in student Python stops with the
// reason {key: "noModule", module}, and the page says in the student's language that the module is
// not in the page and points to nn, keeping Python's own text inside the sentence; at the top of the
// file, inside act() and inside learn() (the Learn panel's stop).
import test from "node:test";
import assert from "node:assert/strict";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { DIST, missingBuild, loadDist, tracked } from "./dist_helpers.js";
import { setLanguage, LANGUAGES } from "../../www/i18n/index.js";
import { forfeitText } from "../../www/i18n/lookup.js";
import { stopMessage } from "../../www/learn/student_words.js";

const skip = missingBuild() || false;
const dist = skip ? null : await loadDist();
const runModule = skip ? null : await import(pathToFileURL(path.join(DIST, "learn/student_run.js")).href);

/** The sentence in every page language, checked to name the module and nn and keep Python's text. */
function everyLanguage(f, module, pythonText) {
  const seen = new Set();
  for (const code of Object.keys(LANGUAGES)) {
    setLanguage(code);
    const text = f();
    assert.ok(text.includes(module), `${code}: ${text}`);
    assert.ok(text.includes(pythonText), `${code} keeps Python's words: ${text}`);
    assert.match(text, /import nn/, `${code}: ${text}`);
    seen.add(text);
  }
  setLanguage("en");
  assert.equal(seen.size, Object.keys(LANGUAGES).length, "a different sentence in each language");
}

test("import numpy at the top of an agent: not in the page, pointing to nn, in each language", { skip, timeout: 120000 }, async () => {
  const t = tracked(dist.pg, "tictactoe", {}, 1);
  const agent = dist.runner.createStudentAgent({ spawn: dist.spawn, language: "python", replayOf: t.replayOf, timeLimitMs: 5000, source: "import random\nimport numpy as np\ndef act(obs, env):\n    return 0\n" });
  try {
    const r = await agent.start();
    assert.equal(r.ok, false);
    assert.equal(r.line, 2);
    assert.deepEqual(r.reason, { key: "noModule", module: "numpy" });
    assert.match(r.message, /^ModuleNotFoundError: No module named 'numpy'/);
    everyLanguage(() => forfeitText(r), "numpy", "ModuleNotFoundError: No module named 'numpy'");
    setLanguage("ja");
    assert.match(forfeitText(r), /ありません/);
    setLanguage("en");
  } finally {
    agent.close();
  }
});

test("a submodule imported inside act() names its package; other errors keep their old words", { skip, timeout: 120000 }, async () => {
  const t = tracked(dist.pg, "tictactoe", {}, 1);
  const source = "def act(obs, env):\n    if obs['board'][4] == 0:\n        from sklearn import tree\n    return 1 / 0\n";
  const agent = dist.runner.createStudentAgent({ spawn: dist.spawn, language: "python", replayOf: t.replayOf, timeLimitMs: 5000, source });
  try {
    assert.equal((await agent.start()).ok, true);
    const r = await agent.act(t.env, { move: 1 });
    assert.equal(r.forfeit, "error");
    assert.equal(r.line, 3);
    assert.deepEqual(r.reason, { key: "noModule", module: "sklearn" });
    everyLanguage(() => forfeitText(r), "sklearn", "No module named 'sklearn'");
    t.step(4);
    const other = await agent.act(t.env, { move: 2 });
    assert.deepEqual(other.reason, { key: "error" });
    assert.doesNotMatch(forfeitText(other), /import nn/);
  } finally {
    agent.close();
  }
});

test("import numpy inside learn(): the Learn panel's stop says the same, with the episode", { skip, timeout: 120000 }, async () => {
  const source = "def learn(env, episode):\n    import numpy\ndef act(obs, env):\n    return env.legal_actions()[0]\n";
  const agent = dist.runner.createStudentAgent({ spawn: dist.spawn, source, language: "python", timeLimitMs: 5000 });
  const run = runModule.createStudentRun({ agent, pg: dist.pg, game: "tictactoe", gameOptions: {}, evalEvery: 0, evalGames: 0 });
  try {
    assert.equal((await run.start()).ok, true);
    const r = await run.train({ episodes: 3, ms: 2000 });
    assert.equal(r.stop.kind, "error");
    assert.equal(r.stop.module, "numpy");
    assert.equal(r.stop.line, 2);
    everyLanguage(() => stopMessage(r.stop), "numpy", "No module named 'numpy'");
  } finally {
    run.close();
  }
  const top = runModule.createStudentRun({ agent: dist.runner.createStudentAgent({ spawn: dist.spawn, source: "import pandas\n" + source, language: "python", timeLimitMs: 5000 }), pg: dist.pg, game: "tictactoe", gameOptions: {}, evalEvery: 0, evalGames: 0 });
  try {
    const started = await top.start();
    assert.equal(started.ok, false);
    assert.equal(started.stop.module, "pandas");
    everyLanguage(() => stopMessage(started.stop), "pandas", "No module named 'pandas'");
  } finally {
    top.close();
  }
});
