// Every sandbox error a student can reach is in the student's language (issue 27): the sandbox is
// told the page's language (runner.js -> sandbox_worker.js's load) and words its own errors and the
// engine's in it (i18n/sandbox.js, lookup.js's engineMessage); the forfeit's frame is worded by its
// reason (i18n/forfeit.js). On ja, ko and zh pages, the whole forfeit sentence has no run of three
// English words outside code names. The runtime's own words (a TypeError's) may stay English: none
// of the programs here raise one.
import test from "node:test";
import assert from "node:assert/strict";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { missingBuild, loadDist, tracked, DIST } from "./dist_helpers.js";

const skip = missingBuild() || false;
const dist = skip ? null : await loadDist();
const i18n = skip ? null : await import(pathToFileURL(path.join(DIST, "i18n/index.js")).href);
const lookup = skip ? null : await import(pathToFileURL(path.join(DIST, "i18n/lookup.js")).href);

/** Runs `source` for one move of `game`; returns the result (a forfeit here). */
async function oneMove(source, { game = "tictactoe", language = "js", timeLimitMs = 1000 } = {}) {
  const t = tracked(dist.pg, game, {}, 7, []);
  const agent = dist.runner.createStudentAgent({ spawn: dist.spawn, source, language, timeLimitMs, replayOf: t.replayOf });
  try {
    const ready = await agent.start();
    if (!ready.ok) return ready;
    return await agent.act(t.env, { move: 1 });
  } finally {
    agent.close();
  }
}

/**
 * The first run of three English words in `text`, code names left out (calls, dotted names, an
 * exception's class name before its colon, such as "JsException:"); or null.
 */
export function englishRun(text) {
  const tokens = String(text).split(/\s+/).filter(Boolean);
  let run = [];
  for (const tok of tokens) {
    if (/^[A-Z]\w*(Error|Exception):$/.test(tok)) run = [];
    else if (/^[A-Za-z]+[,.;:!?]?$/.test(tok)) {
      run.push(tok);
      if (run.length >= 3) return run.join(" ");
    } else run = [];
  }
  return null;
}

// Each reachable sandbox error: [what, program in JS, program in Python, game].
const ERRORS = [
  ["a cell off the board", "function act(obs, env) { return env.cell(5, 5); }", "def act(obs, env):\n    return env.cell(5, 5)\n"],
  ["a cell that is not a whole number", "function act(obs, env) { return env.cell(1.5, 0); }", "def act(obs, env):\n    return env.cell(1.5, 0)\n"],
  ["a Puyo helper in another game", "function act(obs, env) { return env.puyoAction(0, 0); }", "def act(obs, env):\n    return env.puyo_action(0, 0)\n"],
  ["a Puyo move out of range", "function act(obs, env) { return env.puyoAction(9, 7); }", "def act(obs, env):\n    return env.puyo_action(9, 7)\n", "puyo"],
  ["an illegal step on a copy", "function act(obs, env) { env.clone().step(99); return 0; }", "def act(obs, env):\n    env.clone().step(99)\n    return 0\n"],
  ["the network", "function act(obs, env) { fetch('http://127.0.0.1:9/'); return 0; }", null],
  ["returning null", "function act(obs, env) { return null; }", "def act(obs, env):\n    return None\n"],
  ["no act", "function play(obs, env) { return 0; }", "def play(obs, env):\n    return 0\n"],
  ["a loop", "function act(obs, env) { while (true) {} }", "def act(obs, env):\n    while True:\n        pass\n"],
];

/**
 * One Python sandbox told the page's language `lang` (Pyodide loads once): `oneMove(source, game)`
 * compiles `source` there and asks for one move, answering what the runner's act() would (the
 * runner hands a compile or act answer back as it is; only its time limit is its own, so the
 * endless loop goes through oneMove above).
 */
async function pythonSandbox(lang) {
  const { createChannel } = await import(pathToFileURL(path.join(DIST, "workers/channel.js")).href);
  const { exportForPlayer } = await import(pathToFileURL(path.join(DIST, "code/state.js")).href);
  const ch = createChannel({ spawn: dist.spawn });
  await ch.request("load", { language: "python", words: lang }, { deadlineMs: 120_000 });
  return {
    async oneMove(source, game) {
      const compiled = await ch.request("compile", { source, seed: 0 }, { deadlineMs: 10_000 });
      if (!compiled.ok) return compiled;
      const t = tracked(dist.pg, game, {}, 7, []);
      try {
        return await ch.request("act", { state: exportForPlayer(t.env, 1, t.replayOf(t.env)), move: 1 }, { deadlineMs: 10_000 });
      } finally {
        t.env.free();
      }
    },
    close: () => ch.close(),
  };
}

for (const lang of ["ja", "ko", "zh"]) {
  test(`every sandbox error a student can reach reads in ${lang}, JavaScript and Python`, { skip, timeout: 240_000 }, async () => {
    i18n.setLanguage(lang);
    const python = await pythonSandbox(lang);
    try {
      for (const [what, js, py, game = "tictactoe"] of ERRORS) {
        for (const [language, source] of [["js", js], ["python", py]]) {
          if (!source) continue;
          const loop = what === "a loop";
          const r = language === "python" && !loop ? await python.oneMove(source, game) : await oneMove(source, { game, language, timeLimitMs: language === "python" ? 2000 : 300 });
          assert.equal(r.ok, false, `${what} (${language}) should forfeit: ${JSON.stringify(r)}`);
          const text = lookup.forfeitText(r);
          assert.ok(text.length > 0, `${what} (${language}): no message`);
          assert.equal(englishRun(text), null, `${what} (${language}, ${lang}): English in "${text}"`);
        }
      }
    } finally {
      python.close();
      i18n.setLanguage("en");
    }
  });
}

test("the English run detector finds English and passes code names", () => {
  assert.equal(englishRun("act() stopped with an error"), "stopped with an");
  assert.equal(englishRun("cell(5, 5) は盤の外です"), null);
  assert.equal(englishRun("JsException: Error: 盤の外"), null);
});
