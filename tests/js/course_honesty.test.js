// The course, honest in every language (issue 34): no step's starting program passes its own check
// untouched, in JavaScript or Python; hints written for the student's programming language (no
// JavaScript names in Python's, no Python in JavaScript's); the starting programs' comments in the
// page's language; one random baseline per game and one name per agent; a step that needs a call
// names it; `env.isTerminal()` gets its own sentence; `course.mjs --list --lang` shows the starters
// and hints a student of that language sees.
import test from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { missingBuild, loadDist, ROOT, DIST } from "./dist_helpers.js";
import { STEPS } from "../../www/course/steps/index.js";
import { starterOf, solutionOf, hintsOf, stepsOf, findStep } from "../../www/course/course.js";
import { COURSE_STARTER_WORDS } from "../../www/i18n/course_starters.js";
import { BASELINES, baselineCheck } from "../../www/course/baselines.js";
import { valueCalled } from "../../www/code/mistakes.js";
import agentWords from "../../www/i18n/agents.js";
import codeWords from "../../www/i18n/code.js";

const skip = missingBuild() || false;
const dist = skip ? null : await loadDist();
const { runCheck } = skip ? {} : await import(pathToFileURL(path.join(DIST, "course/check.js")).href);
const LANGS = ["en", "ja", "ko", "zh"];
const OTHERS = ["ja", "ko", "zh"];
const CODES = ["js", "python"];
const CLI = path.join(ROOT, "scripts/course.mjs");

const check = (step, source, language = "js", lang = "en") => runCheck({ step, source, language, pg: dist.pg, spawn: dist.spawn, lang });

/** Three plain Latin words in a row (code such as env.legal_actions() or [pattern, cell] never counts), or null. */
function englishRun(text) {
  let run = [];
  for (const token of text.split(/\s+/)) {
    if (/^[A-Za-z]+$/.test(token)) {
      run.push(token);
      if (run.length >= 3) return run.join(" ");
    } else run = [];
  }
  return null;
}

/** A line split into its code and its comment (`//` or `#` outside string literals). */
function splitLine(line, language) {
  let quote = null;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quote) {
      if (ch === "\\") i++;
      else if (ch === quote) quote = null;
      continue;
    }
    if (ch === '"' || ch === "'" || ch === "`") quote = ch;
    else if (language === "js" ? line.startsWith("//", i) : ch === "#") return { code: line.slice(0, i).trimEnd(), comment: line.slice(i + (language === "js" ? 2 : 1)).trim() };
  }
  return { code: line.trimEnd(), comment: null };
}

const commentsOf = (source, language) => source.split("\n").map((l) => splitLine(l, language).comment).filter((c) => c !== null && c !== "");
const codeOf = (source, language) => source.split("\n").map((l) => splitLine(l, language).code).filter((c) => c.trim() !== "");

test("every step's untouched JavaScript starter fails its check, with a reason", { skip }, async () => {
  for (const step of STEPS) {
    const r = await check(step, starterOf(step, "js", "en"));
    assert.equal(r.passed, false, `${step.id}: ${r.message}`);
    assert.ok(r.message.length > 20, `${step.id}: ${r.message}`);
    // A move left unreturned points to the starter's TODO.
    if (/returned undefined/.test(r.message)) assert.match(r.message, /TODO asks for/, `${step.id}: ${r.message}`);
  }
});

// That every untouched Python starter fails its check too is the benchmark `bash scripts/bench.sh
// course-starters` (a full check each, its learner steps trained first: minutes in Pyodide); every
// Python solution runs in the suite (course.test.js).

// Names only one of the two languages has. Python's: snake_case env and nn calls, True/False/None,
// len(), def/elif, .tolist(); JavaScript's: camelCase calls, arrows, .map(, const/let, ===, Math.
const JS_ONLY = [/\b(env|copy|model|after)\.[a-z]+[A-Z]\w*/, /\b(legalActions|isTerminal|currentPlayer|zeroGrad|rowCol|toArray|learningRate)\b/, /=>/, /\.map\(/, /\bconst |\blet /, /===|!==/, /\bMath\./, /console\.log/, /\b(true|false|null|undefined)\b/, /\bSet\b|\bMap\b/];
const PY_ONLY = [/\b(legal_actions|is_terminal|current_player|zero_grad|row_col|tolist|learning_rate)\b/, /\b(True|False|None)\b/, /\blen\(/, /\bdef |\belif\b/, /random\.(choice|randrange)/, /\bPython\b/, / \/\/ /];

test("Python hints use Python's names, JavaScript hints JavaScript's, in every language", () => {
  for (const step of STEPS) {
    for (const lang of LANGS) {
      const js = hintsOf(step, "js", lang);
      const py = hintsOf(step, "python", lang);
      assert.equal(py.length, js.length, `${step.id} ${lang}: as many Python hints as JavaScript ones`);
      assert.equal(hintsOf(step, "python", lang).length, hintsOf(step, "python", "en").length, `${step.id} ${lang}`);
      for (const h of py) for (const re of JS_ONLY) assert.doesNotMatch(h, re, `${step.id} ${lang} Python hint: ${h}`);
      for (const h of js) for (const re of PY_ONLY) assert.doesNotMatch(h, re, `${step.id} ${lang} JavaScript hint: ${h}`);
      if (lang !== "en") for (const h of py) assert.equal(englishRun(h.replace(/`[^`]*`/g, " ")), null, `${step.id} ${lang}: ${h}`);
    }
  }
  // The names students asked about (issue 34), in Python's spelling.
  const all = STEPS.flatMap((s) => hintsOf(s, "python", "en")).join("\n");
  for (const name of ["env.current_player", "model.zero_grad()", "for _, mover in seen", "env.legal_actions()"]) assert.ok(all.includes(name), name);
});

test("the starters' comments are in the page's language, with the same code in every language", () => {
  const keys = Object.keys(COURSE_STARTER_WORDS.en).sort();
  for (const lang of OTHERS) assert.deepEqual(Object.keys(COURSE_STARTER_WORDS[lang]).sort(), keys, `${lang} has every key`);
  const used = new Set();
  for (const step of STEPS) {
    for (const code of CODES) {
      for (const m of `${step.starter[code]}\n${step.solution[code]}`.matchAll(/«([\w.]+)»/g)) used.add(m[1]);
      const english = starterOf(step, code, "en");
      for (const lang of OTHERS) {
        const source = starterOf(step, code, lang);
        assert.doesNotMatch(source, /[«»]/, `${step.id} ${code} ${lang}`);
        assert.deepEqual(codeOf(source, code), codeOf(english, code), `${step.id} ${code} ${lang}: the same code`);
        for (const comment of commentsOf(source, code)) {
          assert.equal(englishRun(comment), null, `${step.id} ${code} ${lang}: ${comment}`);
        }
        if (lang !== "en" && commentsOf(english, code).some((c) => englishRun(c))) {
          assert.notEqual(source, english, `${step.id} ${code} ${lang} has its comments worded`);
        }
      }
      // The English starter is the program as it always was: its comments are English sentences.
      assert.doesNotMatch(english, /[«»]/);
      assert.doesNotMatch(solutionOf(step, code, "ja"), /[«»]/);
    }
  }
  assert.deepEqual([...used].sort(), keys, "every key is used by a step");
});

test("one random baseline per game, and one name per agent", { skip }, async () => {
  for (const [game, b] of Object.entries(BASELINES)) {
    const steps = stepsOf(game);
    const versus = steps.filter((s) => s.check.require?.versus === b.agent);
    assert.ok(versus.length >= 2, `${game}: steps compared with ${b.agent}`);
    const checks = versus.map((s) => baselineCheck(s, b.agent));
    for (const c of checks) assert.deepEqual([c.games, c.seed, c.gameOptions], [b.games, b.seed, b.gameOptions], game);
    // The step that plays random itself plays the baseline's games, so its figure is the one cited later.
    const randomStep = steps.find((s) => !s.check.require && !s.check.learn && s.check.games === b.games);
    assert.ok(randomStep, `${game}: a step plays the baseline's games`);
    assert.deepEqual([randomStep.check.seed, randomStep.check.gameOptions], [b.seed, b.gameOptions]);
  }
  // Every step of a game that compares with random cites the same figure.
  const figures = [];
  for (const id of ["puyo-greedy", "puyo-learner"]) {
    const step = findStep(id);
    const r = await check(step, solutionOf(step, "js"));
    assert.equal(r.passed, true, `${id}: ${r.message}`);
    figures.push(r.figures.baseline);
  }
  assert.equal(figures[0], figures[1], `one random baseline: ${figures}`);
  // Greedy has the agent list's name in every language, not a second one.
  for (const lang of OTHERS) {
    const name = agentWords[lang]["agent.greedy.name"];
    for (const step of stepsOf("puyo")) {
      const words = [step.titles[lang], step.texts[lang], ...hintsOf(step, "js", lang), ...hintsOf(step, "python", lang)].join("\n");
      assert.doesNotMatch(words, /貪欲|グリーディ|욕심쟁이|그리디/, `${step.id} ${lang}`);
      if (/greedy/i.test(step.texts.en)) assert.ok(step.texts[lang].includes(name), `${step.id} ${lang} names greedy "${name}"`);
    }
    // The Code panel's greedy starter goes by the same name.
    assert.ok(codeWords[lang]["code.starter.greedy"].startsWith(name), `${lang}: ${codeWords[lang]["code.starter.greedy"]}`);
  }
});

test("a step that needs a call names it: Puyo step 5's observation()", () => {
  for (const step of STEPS) {
    for (const code of CODES) {
      if (!/\.observation\(\)/.test(solutionOf(step, code)) || /\.observation\(\)/.test(starterOf(step, code))) continue;
      for (const lang of LANGS) assert.match(step.texts[lang], /observation\(\)/, `${step.id} ${lang} names observation()`);
    }
  }
});

test("calling a value such as env.isTerminal() gets its own sentence, in four languages", { skip }, async () => {
  assert.equal(valueCalled("TypeError: env.isTerminal is not a function"), "isTerminal");
  assert.equal(valueCalled("TypeError: 'bool' object is not callable", "    if env.is_terminal():"), "is_terminal");
  assert.equal(valueCalled("TypeError: 'int' object is not callable", "    me = env.current_player()"), "current_player");
  assert.equal(valueCalled("TypeError: 'bool' object is not callable", "    done()"), null);
  assert.equal(valueCalled("TypeError: x is not a function"), null);
  const step = findStep("tictactoe-env");
  const js = "function act(obs, env) {\n  if (env.isTerminal()) return 0;\n  return env.legalActions()[0];\n}\n";
  const sentence = { en: /isTerminal is a value: write it without \(\)/, ja: /isTerminal は値です/, ko: /isTerminal은\(는\) 값이에요/, zh: /isTerminal 是一个值/ };
  for (const lang of LANGS) {
    const r = await check(step, js, "js", lang);
    assert.equal(r.passed, false);
    assert.match(r.message, sentence[lang], `${lang}: ${r.message}`);
  }
  const loop = findStep("puyo-loop");
  const learn = "function learn(env, episode) {\n  while (!env.isTerminal()) env.step(env.legalActions()[0]);\n  return { score: 1, moves: 1 };\n}\nfunction act(obs, env) { return env.legalActions()[0]; }\n";
  assert.match((await check(loop, learn, "js", "ko")).message, sentence.ko);
  const py = "def act(obs, env):\n    if env.is_terminal():\n        return 0\n    return env.legal_actions()[0]\n";
  const r = await check(step, py, "python", "ja");
  assert.match(r.message, /is_terminal は値です/, r.message);
});

test("course.mjs --list --lang ja prints each step's starters and hints as a Japanese student sees them", { skip }, () => {
  const list = JSON.parse(execFileSync("node", [CLI, "--list", "--lang", "ja"], { encoding: "utf8" }));
  assert.equal(list.length, STEPS.length);
  for (const s of list) {
    const step = findStep(s.id);
    for (const key of ["game", "id", "language", "titles", "texts", "check", "aboveRandom", "starters", "hints"]) assert.ok(key in s, `${s.id} ${key}`);
    assert.deepEqual(Object.keys(s.starters).sort(), CODES);
    assert.deepEqual(Object.keys(s.hints).sort(), CODES);
    for (const code of CODES) {
      assert.equal(s.starters[code], starterOf(step, code, "ja"), `${s.id} ${code}`);
      assert.deepEqual(s.hints[code], hintsOf(step, code, "ja"), `${s.id} ${code}`);
    }
  }
  const board = list.find((s) => s.id === "puyo-board");
  assert.match(board.starters.python, /# TODO: 合法手/);
  assert.match(board.hints.python.join(" "), /env\.legal_actions\(\)/);
  assert.match(board.hints.js.join(" "), /env\.legalActions\(\)/);
});
