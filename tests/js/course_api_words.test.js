// One course text per human language, right for each programming language (issue 40): a step's
// {api:…} marks render as JavaScript or Python spells the name, its {where:page|notebook} marks
// choose the notebook's words in the notebooks; over every step × human language × programming
// language, in the page's texts and hints and in the built notebooks, no JavaScript-only name in a
// Python text, no Python name in a JavaScript one, no page-only part in a notebook. A Python program
// using a JavaScript name (and the other way) gets a sentence naming the right one.
import test from "node:test";
import assert from "node:assert/strict";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { missingBuild, loadDist, DIST } from "./dist_helpers.js";
import { STEPS } from "../../www/course/steps/index.js";
import { textOf, hintsOf, findStep, starterOf, solutionOf } from "../../www/course/course.js";
import { apiWords, apiCode } from "../../www/course/api_words.js";
import { wrongName, mistakeSentence } from "../../www/code/mistakes.js";
import { setLanguage } from "../../www/i18n/index.js";

const LANGS = ["en", "ja", "ko", "zh"];
const CODES = ["js", "python"];

// Names only one language has (as course_honesty.test.js's hints check), and obs read as an object.
const JS_ONLY = [/\b(env|copy|model|after)\.[a-z]+[A-Z]\w*/, /\b(legalActions|isTerminal|currentPlayer|zeroGrad|rowCol|toArray|learningRate|afterStates|puyoAction|numActions)\b/, /\bobs\.[a-z]/, /=>/, /\b(const|let) \w+ =/, /===|!==/, /\bMath\./, /console\.log/, /\b(true|false|null|undefined)\b/];
const PY_ONLY = [/\b(legal_actions|is_terminal|current_player|zero_grad|row_col|tolist|learning_rate|after_states|puyo_action|num_actions)\b/, /\bobs\["/, /\b(True|False|None)\b/, /\blen\(/, /\bdef |\belif\b/, /\bprint\(/];
// The page's own parts, which a notebook does not have.
const PAGE_ONLY = {
  en: /Learn panel|Code panel|console|New game|class tournament|seat menu/i,
  ja: /学習パネル|コードパネル|コンソール|新しいゲーム|クラス大会|席のメニュー/,
  ko: /학습 패널|코드 패널|콘솔|새 게임|학급 대회|자리 메뉴/,
  zh: /学习面板|代码面板|控制台|新游戏|班级比赛|座位菜单/,
};

test("apiWords renders the marks in each programming language and place", () => {
  assert.equal(apiWords("use {api:env.legalActions()} now", "js"), "use env.legalActions() now");
  assert.equal(apiWords("use {api:env.legalActions()} now", "python"), "use env.legal_actions() now");
  assert.equal(apiCode("copy.returns()[env.currentPlayer]", "python"), "copy.returns()[env.current_player]");
  assert.equal(apiCode("obs.board[i] is obs.player + 1", "python"), 'obs["board"][i] is obs["player"] + 1');
  assert.equal(apiCode("copy.isTerminal is true", "python"), "copy.is_terminal is True");
  assert.equal(apiCode("t.toArray()", "python"), "t.tolist()");
  assert.equal(apiWords("see {where:the console under the editor|the cell's output}.", "python", "page"), "see the console under the editor.");
  assert.equal(apiWords("see {where:the console|the output of {api:env.render()}}.", "python", "notebook"), "see the output of env.render().");
  // A mark inside Python's own braces is left alone.
  assert.equal(apiWords('Return {"loss": 1} {where:to see it|so the check sees it}.', "python", "notebook"), 'Return {"loss": 1} so the check sees it.');
});

test("every step's text and hints name the API in the student's programming language, in every human language", () => {
  for (const step of STEPS) {
    for (const lang of LANGS) {
      for (const place of ["page", "notebook"]) {
        for (const code of CODES) {
          const words = [textOf(step, code, lang, place), ...hintsOf(step, code, lang, place)];
          for (const w of words) {
            assert.doesNotMatch(w, /\{(api|where):/, `${step.id} ${lang} ${code} ${place}: a mark left: ${w}`);
            for (const re of code === "python" ? JS_ONLY : PY_ONLY) assert.doesNotMatch(w, re, `${step.id} ${lang} ${code} ${place}: ${w}`);
          }
        }
        if (place === "notebook") for (const w of [textOf(step, "python", lang, place), ...hintsOf(step, "python", lang, place)]) assert.doesNotMatch(w, PAGE_ONLY[lang], `${step.id} ${lang} notebook: ${w}`);
      }
    }
  }
  // The sentences the issue quotes, now in Python's spelling.
  assert.match(textOf(findStep("puyo-board"), "python", "ja"), /合法手は env\.legal_actions\(\) でわかります/);
  assert.match(textOf(findStep("puyo-board"), "js", "ko"), /env\.legalActions\(\)/);
  assert.match(textOf(findStep("tictactoe-rules"), "python", "zh"), /copy\.is_terminal 和 copy\.returns\(\)/);
  // A page's text keeps its page parts; the notebook's has its own words there.
  assert.match(textOf(findStep("puyo-seat"), "python", "en", "page"), /Learn panel/);
  assert.match(textOf(findStep("puyo-seat"), "python", "en", "notebook"), /playground\.plot\(scores\)/);
  assert.match(hintsOf(findStep("puyo-board"), "python", "ko", "notebook")[0], /셀 아래/);
  // A starting program's comment about the Learn panel has its notebook words in a notebook.
  assert.match(starterOf(findStep("tictactoe-qlearning"), "python", "en", "page"), /Learn panel/);
  assert.doesNotMatch(starterOf(findStep("tictactoe-qlearning"), "python", "ja", "notebook"), /学習パネル|\{where:/);
});

test("Puyo step 5's text, followed literally, returns a move even when every move ends the game", () => {
  for (const lang of LANGS) {
    const text = textOf(findStep("puyo-features"), "js", lang);
    assert.doesNotMatch(text, /∞/, lang);
    assert.match(text, /1,000,000/, lang);
  }
});

const notebooksBuilt = existsSync(path.join(DIST, "notebooks"));
test("the built notebooks: Python's names only, and no page-only part", { skip: notebooksBuilt ? false : "dist/notebooks is missing: run bash scripts/build.sh" }, () => {
  let cells = 0;
  for (const lang of readdirSync(path.join(DIST, "notebooks")).filter((f) => f !== "index.json")) { // index.json: the course's order
    for (const file of readdirSync(path.join(DIST, "notebooks", lang))) {
      const nb = JSON.parse(readFileSync(path.join(DIST, "notebooks", lang, file), "utf8"));
      // The starting programs' comments too: no page-only part.
      for (const cell of nb.cells.filter((c) => /-program$/.test(c.id))) assert.doesNotMatch(cell.source.join(""), PAGE_ONLY[lang], `${lang}/${file} ${cell.id}`);
      for (const cell of nb.cells.filter((c) => c.cell_type === "markdown" && /-(text|hints)$/.test(c.id))) {
        const text = cell.source.join("");
        cells += 1;
        assert.doesNotMatch(text, /\{(api|where):/, `${lang}/${file} ${cell.id}`);
        for (const re of JS_ONLY) assert.doesNotMatch(text, re, `${lang}/${file} ${cell.id}: ${text}`);
        assert.doesNotMatch(text, PAGE_ONLY[lang], `${lang}/${file} ${cell.id}: ${text}`);
      }
    }
  }
  assert.ok(cells >= 4 * 22, `${cells} cells`);
});

test("one language's env name in the other gets a sentence naming the right one, in four languages", () => {
  assert.deepEqual(wrongName("AttributeError: 'Env' object has no attribute 'legalActions'"), { name: "legalActions", language: "Python", right: "env.legal_actions()" });
  assert.equal(wrongName("AttributeError: 'Env' object has no attribute 'currentPlayer'").right, "env.current_player");
  assert.equal(wrongName("TypeError: copy.legal_actions is not a function").right, "copy.legalActions()");
  assert.equal(wrongName("AttributeError: 'Env' object has no attribute 'foo'"), null);
  assert.equal(wrongName("TypeError: x.y is not a function"), null);
  const words = { en: /env has no legalActions: in Python it is env\.legal_actions\(\)/, ja: /env に legalActions はありません。Python では env\.legal_actions\(\) です/, ko: /env에는 legalActions이\(가\) 없어요/, zh: /env 没有 legalActions：在 Python 里是 env\.legal_actions\(\)/ };
  try {
    for (const lang of LANGS) {
      setLanguage(lang);
      assert.match(mistakeSentence("AttributeError: 'Env' object has no attribute 'legalActions'"), words[lang], lang);
    }
  } finally {
    setLanguage("en");
  }
});

const skip = missingBuild() || false;
const dist = skip ? null : await loadDist();
const { runCheck } = skip ? {} : await import(pathToFileURL(path.join(DIST, "course/check.js")).href);
const check = (step, source, language, lang) => runCheck({ step, source, language, pg: dist.pg, spawn: dist.spawn, lang });

test("a check names the right name: Python's env.legalActions(), JavaScript's env.legal_actions()", { skip }, async () => {
  const step = findStep("tictactoe-env");
  const py = await check(step, "def act(obs, env):\n    return env.legalActions()[0]\n", "python", "ja");
  assert.equal(py.passed, false);
  assert.match(py.message, /legalActions はありません。Python では env\.legal_actions\(\) です/, py.message);
  const js = await check(step, "function act(obs, env) {\n  return env.legal_actions()[0];\n}\n", "js", "zh");
  assert.equal(js.passed, false);
  assert.match(js.message, /env 没有 legal_actions：在 JavaScript 里是 env\.legalActions\(\)/, js.message);
});

test("learn()'s missing key is shown as the student's language writes it", { skip }, async () => {
  const step = findStep("puyo-learner");
  const js = await check(step, "function learn(env, episode) { return {}; }\nfunction act(obs, env) { return env.legalActions()[0]; }\n", "js", "ja");
  assert.match(js.message, /return \{ loss: 1 \}/, js.message);
  const py = await check(step, "def learn(env, episode):\n    return {}\n\ndef act(obs, env):\n    return env.legal_actions()[0]\n", "python", "ja");
  assert.match(py.message, /return \{"loss": 1\}/, py.message);
});

test("Puyo step 3's check tells the Random agent's figure that steps 4 and 6 compare with", { skip }, async () => {
  const random = await check(findStep("puyo-random"), solutionOf(findStep("puyo-random"), "js", "en"), "js", "en");
  const greedy = await check(findStep("puyo-greedy"), "function act(obs, env) {\n  return env.legalActions()[0];\n}\n", "js", "en");
  assert.equal(random.passed, true, random.message);
  assert.ok(random.figures.baseline > 0);
  assert.equal(random.figures.baseline, greedy.figures.baseline);
  const shown = new Intl.NumberFormat("en", { maximumFractionDigits: 1 }).format(greedy.figures.baseline);
  assert.ok(random.message.includes(`Random agent's mean score is ${shown}`), random.message);
  assert.ok(greedy.message.includes(`Random got ${shown}`), greedy.message);
});
