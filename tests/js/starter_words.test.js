// The starter programs in the page's four languages (www/i18n/starters.js, issue 16): every key in
// every language, printed sentences that fit in a string, the same code in every language once
// comments and printed sentences are taken out, and no English left in a ja/ko/zh comment.
import test from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { starters, starterOf, STARTER_GAMES } from "../../www/code/starters.js";
import { learnerSources, LEARNER_SOURCES } from "../../www/code/learner_starters.js";
import { STARTER_WORDS, STARTER_LANGUAGES, worded } from "../../www/i18n/starters.js";
import { LANGUAGES } from "../../www/i18n/index.js";

const OTHERS = STARTER_LANGUAGES.filter((l) => l !== "en");
const placeholders = (text) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const isSay = (key) => /^say/.test(key.split(".").pop());

/** Every starter of every game in `words`, once each: [{name, language, source}]. */
function allStarters(words) {
  const seen = new Map();
  for (const game of STARTER_GAMES) {
    for (const s of starters(game, words)) {
      const name = `${s.learner ? game + " " : ""}${s.id} ${s.language}`;
      if (!seen.has(name)) seen.set(name, { name, language: s.language, source: s.source });
    }
  }
  return [...seen.values()];
}

/**
 * One line of a program read the simple way the starters allow: string literals ("...", '...',
 * `...`, one line each, backslash escapes) and the comment after `//` (JavaScript) or `#`
 * (Python) outside them. Returns {code, comment, printed}: `code` keeps the quotes but drops the
 * contents of strings on a console.log( / print( line (the printed sentences), `printed` is
 * those contents.
 */
function readLine(line, language) {
  const printing = /\b(console\.log|print)\(/.test(line);
  let code = "";
  let quote = null;
  let text = "";
  const printed = [];
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quote) {
      if (ch === "\\") {
        text += ch + (line[i + 1] ?? "");
        i++;
      } else if (ch === quote) {
        if (printing) printed.push(text);
        code += (printing ? "" : text) + ch;
        quote = null;
      } else text += ch;
      continue;
    }
    if (ch === '"' || ch === "'" || ch === "`") {
      quote = ch;
      text = "";
      code += ch;
      continue;
    }
    if (language === "js" ? line.startsWith("//", i) : ch === "#") {
      return { code: code.trimEnd(), comment: line.slice(i + (language === "js" ? 2 : 1)), printed };
    }
    code += ch;
  }
  assert.equal(quote, null, `a string left open: ${line}`);
  return { code: code.trimEnd(), comment: null, printed };
}

/** The program without comments, printed sentences and blank lines: one string per code line. */
function codeOf(source, language) {
  return source
    .split("\n")
    .map((line) => readLine(line, language).code)
    .filter((code) => code.trim() !== "");
}

/** The words a student reads: every comment and every printed sentence. */
function wordsOf(source, language) {
  return source.split("\n").flatMap((line) => {
    const { comment, printed } = readLine(line, language);
    return [...(comment === null ? [] : [comment]), ...printed];
  });
}

// The rule for "left in English": three whitespace-separated tokens in a row made only of Latin
// letters ("is a copy", "the best one"). Code inside a comment, such as act(obs, env),
// env.legal_actions() or TURNS[t][i], has brackets, dots or digits and never counts; one or two
// Latin words (a name such as AlphaZero, Box-Muller, nn) are fine.
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

test("the starters speak the page's languages, and every language has every key", () => {
  assert.deepEqual(STARTER_LANGUAGES, Object.keys(LANGUAGES));
  const keys = Object.keys(STARTER_WORDS.en).sort();
  for (const words of OTHERS) {
    assert.deepEqual(Object.keys(STARTER_WORDS[words]).sort(), keys, `${words} has the keys en has`);
    for (const key of keys) {
      const text = STARTER_WORDS[words][key];
      assert.ok(typeof text === "string" && text.trim() !== "", `${words} ${key} is empty`);
      assert.deepEqual(placeholders(text), placeholders(STARTER_WORDS.en[key]), `${words} ${key} keeps the placeholders`);
    }
  }
});

test("printed sentences fit in a string; only whole comment lines have several lines", () => {
  for (const words of STARTER_LANGUAGES) {
    for (const [key, text] of Object.entries(STARTER_WORDS[words])) {
      if (isSay(key)) assert.doesNotMatch(text, /["'`\\{}\n]/, `${words} ${key}`);
      for (const line of text.split("\n")) assert.ok(line.trim() !== "", `${words} ${key} has a blank line`);
    }
  }
});

test("every key is used by some starter and every starter's «key» has a text", () => {
  const used = new Set();
  STARTER_WORDS.keys = Object.fromEntries(Object.keys(STARTER_WORDS.en).map((k) => [k, `@${k}@`]));
  try {
    for (const s of allStarters("keys")) for (const m of s.source.matchAll(/@([\w.]+)@/g)) used.add(m[1]);
  } finally {
    delete STARTER_WORDS.keys;
  }
  assert.deepEqual([...used].sort(), Object.keys(STARTER_WORDS.en).sort());
  for (const words of STARTER_LANGUAGES) {
    for (const s of allStarters(words)) assert.doesNotMatch(s.source, /[«»]/, `${words} ${s.name}`);
  }
});

test("every starter has the same code in every language, once comments and printed sentences are out", () => {
  const english = allStarters("en");
  assert.ok(english.length >= 14, `${english.length} starters`);
  for (const words of OTHERS) {
    const list = allStarters(words);
    assert.deepEqual(list.map((s) => s.name), english.map((s) => s.name));
    for (const [i, s] of list.entries()) {
      assert.notEqual(s.source, english[i].source, `${words} ${s.name} is translated`);
      assert.deepEqual(codeOf(s.source, s.language), codeOf(english[i].source, s.language), `${words} ${s.name}`);
    }
  }
  // The learners' sources as scripts and tests read them are the English starters.
  for (const game of Object.keys(LEARNER_SOURCES)) {
    const mine = starters(game).filter((s) => s.learner);
    assert.deepEqual(LEARNER_SOURCES[game], { js: mine[0].source, python: mine[1].source });
    assert.deepEqual(learnerSources("ko")[game].js, starters(game, "ko").find((s) => s.learner).source);
  }
});

test("no ja/ko/zh starter has a comment or printed sentence left in English", () => {
  for (const words of OTHERS) {
    for (const s of allStarters(words)) {
      for (const text of wordsOf(s.source, s.language)) {
        assert.equal(englishRun(text), null, `${words} ${s.name}: "${text.trim()}"`);
      }
    }
  }
  // The rule finds English: every English starter has such a run.
  for (const s of allStarters("en")) assert.ok(wordsOf(s.source, s.language).some(englishRun), s.name);
});

test("every JavaScript starter parses in every language, and so does every Python one", () => {
  for (const words of STARTER_LANGUAGES) {
    for (const s of allStarters(words).filter((x) => x.language === "js")) {
      assert.doesNotThrow(() => new Function(s.source), `${words} ${s.name}`);
    }
  }
  const python = spawnSync("python3", ["--version"]);
  if (python.status !== 0) return; // no python3 here: starters.test.js still compiles them in Pyodide
  const sources = STARTER_LANGUAGES.flatMap((words) => allStarters(words).filter((x) => x.language === "python").map((s) => [`${words} ${s.name}`, s.source]));
  const check = "import ast, json, sys\nfor name, src in json.load(sys.stdin):\n    ast.parse(src, name)\n";
  const r = spawnSync("python3", ["-c", check], { input: JSON.stringify(sources), encoding: "utf8" });
  assert.equal(r.status, 0, r.stderr);
});

test("worded() fills «key»s, comment blocks line by line, and refuses what it cannot place", () => {
  const block = worded("  # «random.about»\nx = 1", "ja");
  assert.deepEqual(block.split("\n").slice(0, -1), STARTER_WORDS.ja["random.about"].split("\n").map((l) => "  # " + l));
  assert.equal(worded('print("«random.sayFrom»")', "zh"), `print("${STARTER_WORDS.zh["random.sayFrom"]}")`);
  assert.equal(worded("// «rules.rule2»", "fr"), "// rule 2", "an unknown language is English");
  assert.throws(() => worded("x = 1  # «random.about»", "en"), /several lines/);
  assert.throws(() => worded("// «no.such»", "en"), /no «no.such»/);
  assert.throws(() => worded("// «rules.mines»", "en"), /needs \{mineKey\}/);
});

test("starterOf() knows an unedited starter in any language, and not an edited one", () => {
  const ko = starters("tictactoe", "ko").find((s) => s.id === "win-block" && s.language === "python");
  assert.deepEqual(starterOf("tictactoe", ko.source), { id: "win-block", language: "python", words: "ko" });
  const learner = starters("gomoku", "zh").find((s) => s.learner && s.language === "js");
  assert.deepEqual(starterOf("gomoku", learner.source), { id: "learner", language: "js", words: "zh" });
  assert.equal(starterOf("tictactoe", ko.source.replace("return move", "return  move")), null);
  assert.equal(starterOf("chess", ko.source), null);
});
