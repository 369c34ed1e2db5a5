// The course (www/course/, scripts/course.mjs) on the built page (dist/): every step's solution
// starts, trains and plays its step in JavaScript and Python (that it passes its check, a level, is
// `bash scripts/bench.sh course-js course-python`); random play and a program that throws fail every
// step that asks for more than random, with the message in the asked language; bad programs
// (empty, endless, nonsense answers, syntax errors) fail with a reason; the steps' words are
// complete in four languages and ja/ko/zh carry no English sentence; the command line's JSON and
// its bad flags.
import test from "node:test";
import assert from "node:assert/strict";
import { execFileSync, spawnSync } from "node:child_process";
import { writeFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { missingBuild, loadDist, ROOT, DIST } from "./dist_helpers.js";

const skip = missingBuild() || false;
const dist = skip ? null : await loadDist();
const course = skip ? null : await import(pathToFileURL(path.join(DIST, "course/course.js")).href);
const { runCheck } = skip ? {} : await import(pathToFileURL(path.join(DIST, "course/check.js")).href);
const LANGS = ["en", "ja", "ko", "zh"];
const CLI = path.join(ROOT, "scripts/course.mjs");

const check = (step, source, language = "js", lang = "en") => runCheck({ step, source, language, pg: dist.pg, spawn: dist.spawn, lang });

/** Whether `text` reads as `lang` (its own script), not English. */
function inLanguage(text, lang) {
  if (lang === "ja") return /[\u3040-\u30ff]/.test(text);
  if (lang === "ko") return /[\uac00-\ud7af]/.test(text);
  if (lang === "zh") return /[\u4e00-\u9fff]/.test(text) && !/[\u3040-\u30ff\uac00-\ud7af]/.test(text);
  return /^[\x00-\x7f×−…“”’‘–—·²∞→]*$/.test(text);
}

/** A run of three plain English words in `text`, outside `code` and code-like tokens, or null. */
export function englishRun(text) {
  const words = text.replace(/`[^`]*`/g, " ").split(/\s+/);
  let run = [];
  for (const w of words) {
    if (/^[A-Za-z]+[,.;:!?]?$/.test(w)) {
      run.push(w);
      if (run.length >= 3) return run.join(" ");
    } else run = [];
  }
  return null;
}

test("englishRun finds an English sentence and lets code names through", () => {
  assert.equal(englishRun("これは a plain English sentence です"), "a plain English");
  assert.equal(englishRun("env.legalActions() で合法手 obs.board と My learner"), null);
  assert.equal(englishRun("`const loss = the net` で"), null);
});

const RANDOM_JS = `function act(obs, env) {
  const legal = env.legalActions();
  return legal[Math.floor(Math.random() * legal.length)];
}
function learn(env, episode) {}
`;
const THROWS_JS = `function act(obs, env) { throw new Error("boom"); }
function learn(env, episode) { throw new Error("boom"); }
`;

test("every step has its words in four languages, programs, hints and a check", { skip }, () => {
  const ids = new Set();
  for (const step of course.STEPS) {
    assert.ok(!ids.has(step.id), `${step.id} twice`);
    ids.add(step.id);
    assert.ok(step.id.startsWith(`${step.game}-`), step.id);
    for (const lang of LANGS) {
      assert.ok(step.titles[lang]?.trim(), `${step.id} title ${lang}`);
      assert.ok(step.texts[lang]?.trim(), `${step.id} text ${lang}`);
      assert.ok(step.hints[lang]?.length >= 1, `${step.id} hints ${lang}`);
      assert.equal(step.hints[lang].length, step.hints.en.length, `${step.id} hints ${lang}`);
    }
    for (const language of ["js", "python"]) {
      assert.equal(typeof step.starter[language], "string", `${step.id} starter ${language}`);
      assert.equal(typeof step.solution[language], "string", `${step.id} solution ${language}`);
      // A solution made by replacing the starter's TODO really replaced it (a changed TODO line once left the starter as the solution).
      if (step.starter[language].includes("TODO")) assert.ok(!step.solution[language].includes("TODO"), `${step.id} solution ${language} still has the TODO`);
    }
    assert.ok(step.check.games >= 1, step.id);
  }
  for (const game of ["puyo", "tictactoe"]) assert.ok(course.stepsOf(game).length >= 5, game);
  assert.ok(course.stepsOf("connect4").length >= 4, "connect4");
});

test("ja, ko and zh words carry no English sentence and are in their own script", { skip }, () => {
  for (const step of course.STEPS) {
    for (const lang of ["ja", "ko", "zh"]) {
      for (const text of [step.titles[lang], step.texts[lang], ...step.hints[lang]]) {
        assert.equal(englishRun(text), null, `${step.id} ${lang}: ${text}`);
        assert.ok(inLanguage(text, lang), `${step.id} ${lang}: ${text}`);
      }
    }
  }
});

test("--list prints one JSON array of every step", { skip }, () => {
  const out = execFileSync("node", [CLI, "--list"], { encoding: "utf8" });
  assert.equal(out.trim().split("\n").length, 1);
  const list = JSON.parse(out);
  assert.equal(list.length, course.STEPS.length);
  for (const s of list) {
    assert.deepEqual(Object.keys(s).sort(), ["aboveRandom", "check", "game", "id", "language", "texts", "titles"]);
    assert.deepEqual(Object.keys(s.titles).sort(), LANGS);
    assert.deepEqual(Object.keys(s.texts).sort(), LANGS);
    assert.ok(["js", "python", "both"].includes(s.language));
    assert.equal(s.check, true);
  }
  assert.ok(list.filter((s) => s.aboveRandom).length >= 4);
  assert.ok(list.some((s) => !s.aboveRandom));
});

test("bad flags exit 2 with one line", { skip }, () => {
  for (const args of [[], ["--check"], ["--check", "puyo-greedy"], ["--check", "no-such-step", "--solution"], ["--list", "--solution"], ["--check", "puyo-greedy", "--solution", "--lang", "fr"], ["--nope"], ["--check", "puyo-greedy", "--file", "/no/such/file.js"]]) {
    const r = spawnSync("node", [CLI, ...args], { encoding: "utf8" });
    assert.equal(r.status, 2, `${args.join(" ")}: ${r.stderr}`);
    assert.equal(r.stderr.trim().split("\n").length, 1, r.stderr);
    assert.equal(r.stdout, "");
  }
});

test("--check with --file and --lang prints one JSON line; a file that only plays randomly fails a step above random", { skip }, () => {
  const dir = mkdtempSync(path.join(tmpdir(), "course-"));
  const file = path.join(dir, "random.js");
  writeFileSync(file, RANDOM_JS);
  const out = execFileSync("node", [CLI, "--check", "tictactoe-rules", "--file", file, "--lang", "ko"], { encoding: "utf8" });
  assert.equal(out.trim().split("\n").length, 1);
  const r = JSON.parse(out);
  assert.equal(r.passed, false);
  assert.ok(inLanguage(r.message, "ko"), r.message);
  assert.ok(r.figures.value < 0.75 && r.figures.need === 0.75, JSON.stringify(r.figures));
  const ok = JSON.parse(execFileSync("node", [CLI, "--check", "tictactoe/tictactoe-rules", "--solution"], { encoding: "utf8" }));
  assert.equal(ok.passed, true, ok.message);
});

/**
 * `step` with its check cut to one game and two training episodes and no level to reach: the
 * suite's smoke of a solution (it starts, trains, plays a whole game with no forfeit, and its
 * learn() returns the step's numbers). That every solution REACHES its step's level is
 * `bash scripts/bench.sh course-js course-python` (tests/bench/course.bench.mjs).
 */
function smokeOf(step) {
  const learn = step.check.learn ? { learn: { ...step.check.learn, episodes: Math.min(2, step.check.learn.episodes) } } : {};
  return { ...step, check: { ...step.check, games: 1, ...learn, require: undefined } };
}

test("every step's JavaScript solution starts, trains and plays a game of its step with no forfeit", { skip, timeout: 240_000 }, async () => {
  for (const step of course.STEPS) {
    const r = await check(smokeOf(step), course.solutionOf(step, "js"));
    assert.equal(r.passed, true, `${step.id}: ${r.message}`);
    assert.equal(r.figures.games, 1, `${step.id}: ${JSON.stringify(r.figures)}`);
    if (step.check.learn) assert.ok(r.figures.episodes >= 1, `${step.id}: ${JSON.stringify(r.figures)}`);
  }
});

test("a Python solution goes through the whole check too: it trains and plays (Tic-tac-toe's Q-learning step)", { skip, timeout: 120_000 }, async () => {
  const step = course.findStep("tictactoe-qlearning");
  const r = await check(smokeOf(step), course.solutionOf(step, "python", "ja"), "python", "ja");
  assert.equal(r.passed, true, r.message);
  assert.ok(r.figures.episodes >= 1 && r.figures.games === 1, JSON.stringify(r.figures));
  assert.ok(inLanguage(r.message, "ja"), r.message);
});

test("every step's Python solution compiles, learns two episodes and plays its step's game in one Pyodide sandbox", { skip, timeout: 240_000 }, async () => {
  // One worker for every step (Pyodide loads once): the program is compiled afresh for each.
  const { createChannel } = await import(pathToFileURL(path.join(DIST, "workers/channel.js")).href);
  const { exportForPlayer } = await import(pathToFileURL(path.join(DIST, "code/state.js")).href);
  const ch = createChannel({ spawn: dist.spawn });
  try {
    await ch.request("load", { language: "python" }, { deadlineMs: 120_000 });
    for (const step of course.STEPS) {
      const options = step.check.gameOptions ?? {};
      const compiled = await ch.request("compile", { source: course.solutionOf(step, "python"), seed: 1 }, { deadlineMs: 20_000 });
      assert.equal(compiled.ok, true, `${step.id}: ${JSON.stringify(compiled)}`);
      if (step.check.learn) {
        const r = await ch.request("learn", { game: step.game, gameOptions: options, runSeed: 1, first: 1, count: 2, ms: 60_000, limitMs: 30_000 }, { deadlineMs: 90_000 });
        assert.equal(r.ok, true, `${step.id} learn: ${JSON.stringify(r.stop)}`);
        assert.equal(r.done, 2, step.id);
        for (const key of step.check.learn.keys ?? []) assert.equal(typeof r.values[1]?.[key], "number", `${step.id}: learn() returns ${key}`);
      }
      const env = dist.pg.make(step.game, options);
      env.reset(step.check.seed);
      let moves = 0;
      while (!env.isTerminal && moves < 200) {
        moves += 1;
        const r = await ch.request("act", { state: exportForPlayer(env, moves, null), move: moves }, { deadlineMs: 30_000 });
        assert.equal(r.ok, true, `${step.id} move ${moves}: ${JSON.stringify(r)}`);
        env.step(r.action);
      }
      assert.ok(moves > 0, step.id);
      env.free();
    }
  } finally {
    ch.close();
  }
});

test("random play and a program that throws fail every step above random, in the asked language", { skip }, async () => {
  const above = course.STEPS.filter(course.asksAboveRandom);
  assert.ok(above.length >= 4);
  let i = 0;
  for (const step of above) {
    const lang = ["ja", "ko", "zh"][i++ % 3];
    for (const [name, source] of [["random", RANDOM_JS], ["throws", THROWS_JS]]) {
      const r = await check(step, source, "js", lang);
      assert.equal(r.passed, false, `${step.id} ${name}: ${r.message}`);
      assert.ok(inLanguage(r.message, lang), `${step.id} ${name} ${lang}: ${r.message}`);
      if (name === "throws") assert.match(r.message, /boom/, `${step.id}: ${r.message}`);
    }
  }
});

// Every step's untouched starter fails its check: tests/js/course_honesty.test.js (JavaScript) and
// `bash scripts/bench.sh course-starters` (both languages).

test("bad programs fail with a reason: empty, endless, nonsense answers, syntax errors, no act", { skip }, async () => {
  const step = course.findStep("tictactoe-env");
  const cases = [
    ["", /empty/],
    ["   \n", /empty/],
    ["function act(obs, env) { while (true) {} }", /longer than 3 s on move 1/],
    ["while (true) {}\nfunction act(obs, env) { return 0; }", /top level took longer/],
    ['function act(obs, env) { return "4"; }', /returned the string "4"|returned "4"/],
    ["function act(obs, env) { return 42; }", /not a legal action/],
    ["function act(obs, env) {\n  return ;;\n}\nlet x = ;", /line 4/],
    ["function play(obs) { return 0; }", /act\(obs, env\)/],
  ];
  for (const [source, why] of cases) {
    const r = await check(step, source);
    assert.equal(r.passed, false, source);
    assert.match(r.message, why, `${source}: ${r.message}`);
  }
  const learnStep = course.findStep("tictactoe-qlearning");
  const noLearn = await check(learnStep, RANDOM_JS.replace("function learn(env, episode) {}", ""), "js", "ja");
  assert.equal(noLearn.passed, false);
  assert.match(noLearn.message, /learn\(env, episode\)/);
  assert.ok(inLanguage(noLearn.message, "ja"), noLearn.message);
});

test("the loop step tells a learn() that returns nothing, or never plays, what is missing", { skip }, async () => {
  const step = course.findStep("puyo-loop");
  const none = await check(step, step.starter.js.replace(/return \{ score[^}]*\};/, "return;"));
  assert.equal(none.passed, false);
  assert.match(none.message, /“score”/);
  const idle = await check(step, step.starter.js, "js", "zh");
  assert.equal(idle.passed, false);
  assert.match(idle.message, /“moves”/);
  assert.ok(inLanguage(idle.message, "zh"), idle.message);
});

test("progress: a file round-trips, merges keep the earlier pass, and what is not progress is refused with a reason", async () => {
  const p = await import("../../www/course/progress.js");
  const step = { id: "puyo-board", game: "puyo" };
  const a = p.markPassed(p.emptyProgress(), step, { games: 3 }, "2026-02-01T00:00:00Z");
  const back = p.parseProgress(p.progressText(a));
  assert.equal(back.ok, true);
  assert.deepEqual(back.progress.passed, a.passed);
  const b = p.markPassed(p.emptyProgress(), step, {}, "2026-01-01T00:00:00Z");
  assert.equal(p.mergeProgress(a, b).passed["puyo-board"].at, "2026-01-01T00:00:00Z");
  for (const [text, why] of [["{x", /not JSON/], ["{}", /format/], ['{"format":"playground-course-progress","version":2,"passed":{}}', /version 2/], ['{"format":"playground-course-progress","version":1,"passed":{"Bad Id":{}}}', /bad step/]]) {
    const r = p.parseProgress(text);
    assert.equal(r.ok, false, text);
    assert.match(r.why, why);
  }
  const store = new Map();
  const storage = { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => store.set(k, v) };
  assert.deepEqual(p.readProgress(storage).passed, {});
  assert.equal(p.writeProgress(storage, a), true);
  assert.deepEqual(p.readProgress(storage).passed, a.passed);
  store.set(p.PROGRESS_KEY, "damaged");
  assert.deepEqual(p.readProgress(storage).passed, {});
});

test("--report lists who passed which step, in course order, and names a file it cannot read", { skip }, () => {
  const dir = mkdtempSync(path.join(tmpdir(), "course-"));
  const good = path.join(dir, "ana.json");
  writeFileSync(good, JSON.stringify({ format: "playground-course-progress", version: 1, name: "Ana", passed: { "tictactoe-env": { game: "tictactoe", at: "b" }, "puyo-board": { game: "puyo", at: "a" } } }));
  const bad = path.join(dir, "bad.json");
  writeFileSync(bad, "{");
  const out = JSON.parse(execFileSync("node", [CLI, "--report", good, bad], { encoding: "utf8" }));
  assert.deepEqual(out.steps, course.STEPS.map((s) => s.id));
  assert.deepEqual(out.students[0], { file: good, name: "Ana", passed: ["puyo-board", "tictactoe-env"] });
  assert.equal(out.students[1].file, bad);
  assert.match(out.students[1].error, /not JSON/);
  const r = spawnSync("node", [CLI, "--report"], { encoding: "utf8" });
  assert.equal(r.status, 2);
});
