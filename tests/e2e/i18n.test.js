// The page in the students' languages: opened with a Japanese, Korean or Chinese browser, no
// English control word is left on any game's page; `lang=` in the link wins over the browser;
// the language menu re-labels the controls without a reload, keeps the choice in the link and
// remembers it; the code panel's starter programs come with comments in the page's language.
// Screenshots: screenshots/i18n-<lang>-<game>.png.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { serve, launch, open, openFresh, openCodePanel, setCode, shot } from "./harness.js";
import { DICTIONARIES } from "../../www/i18n/index.js";

const GAMES = ["tictactoe", "gomoku", "minesweeper", "puyo", "connect4"];
/** Latin words allowed in any language: names of things, keys on the keyboard. */
const ALLOWED = new Set(["mcts", "enter", "ctrl", "bot", "kaggle", "connectx"]); // "bot": the name the code panel gave a student's agent while the page was English; Kaggle and its ConnectX: names
/** Every English word of three letters or more that the page's English dictionary uses. */
const ENGLISH = new Set(
  Object.values(DICTIONARIES.en)
    .flatMap((text) => text.toLowerCase().match(/[a-z]{3,}/g) ?? [])
    .filter((w) => !ALLOWED.has(w)),
);

let server;
before(async () => {
  server = await serve();
});
after(async () => {
  await server?.close();
});

/**
 * The visible words of the page's controls: buttons, labels, menus, headings, status, titles,
 * the Moves panel and the Rules box (opened for this), the thinking legend.
 */
function controlTexts(page) {
  return page.evaluate(() => {
    const rules = document.querySelector("#rules");
    if (rules) rules.open = true;
    const shown = (el) => !!(el.offsetWidth || el.offsetHeight || el.getClientRects().length) && !el.closest("[hidden]");
    const out = [];
    const sel = "button, label, summary, h1, h2, h3, legend, option, #status, #hud, #banner, #tally, #explain-text, .about, .keys, .field-error, #move-list li, #rules li, #legend, #cell-info";
    for (const el of document.querySelectorAll(sel)) {
      if (el.tagName === "OPTION" ? !shown(el.parentElement) : !shown(el)) continue;
      out.push(el.textContent.trim());
    }
    for (const el of document.querySelectorAll("[title], [aria-label], [placeholder]")) {
      for (const a of ["title", "aria-label", "placeholder"]) if (el.getAttribute(a)) out.push(el.getAttribute(a));
    }
    out.push(document.title);
    return out.filter(Boolean);
  });
}

/** The English words (from the page's English dictionary) found in `texts`. */
function englishIn(texts) {
  const found = [];
  for (const text of texts) for (const w of text.toLowerCase().match(/[a-z]{3,}/g) ?? []) if (ENGLISH.has(w)) found.push(`${w} (in "${text}")`);
  return found;
}

for (const [locale, code, newGame] of [
  ["ja-JP", "ja", "新しいゲーム"],
  ["ko-KR", "ko", "새 게임"],
  ["zh-CN", "zh", "新游戏"],
]) {
  test(`a ${locale} browser gets every control in ${code}, on every game`, async () => {
    const context = await launch({ locale });
    try {
      for (const game of GAMES) {
        const page = await open(context, `${server.url}#game=${game}`);
        assert.equal(await page.getAttribute("html", "lang"), code);
        assert.equal((await page.textContent("#new-game")).trim(), newGame);
        assert.equal(await page.inputValue("#lang"), code);
        // A hint and the thinking toggle put status and explanation words on the screen too.
        if (await page.isVisible("#hint")) {
          await page.click("#hint");
          await page.waitForFunction(() => document.querySelector("#status").textContent !== "");
        }
        const found = englishIn(await controlTexts(page));
        assert.deepEqual(found, [], `${game} in ${code}`);
        await shot(page, `i18n-${code}-${game}`);
        assert.deepEqual(page.problems, []);
        await page.close();
      }
    } finally {
      await context.close();
    }
  });
}

test("lang=ko in the link wins over a Japanese browser", async () => {
  const context = await launch({ locale: "ja-JP" });
  try {
    const page = await open(context, `${server.url}#game=minesweeper&lang=ko`);
    assert.equal(await page.getAttribute("html", "lang"), "ko");
    assert.equal((await page.textContent("#new-game")).trim(), "새 게임");
    assert.equal((await page.textContent('#picker [data-game="minesweeper"]')).trim(), "지뢰 찾기");
    assert.match(page.url(), /lang=ko/); // the link keeps it
    assert.deepEqual(page.problems, []);
  } finally {
    await context.close();
  }
});

test("the language menu re-labels the controls, keeps the game, and goes into the link", async () => {
  const context = await launch({ locale: "en-US" });
  try {
    const page = await open(context, `${server.url}#game=tictactoe&seat0=human&seat1=random&seed=3`);
    assert.equal((await page.textContent("#new-game")).trim(), "New game");
    await page.click('#board [data-cell="4"]'); // a move: switching must not start a new game
    await page.waitForFunction(() => document.querySelectorAll("#board .cell.x, #board .cell.o").length === 2);
    await page.selectOption("#lang", "ja");
    await page.waitForFunction(() => document.querySelector("#new-game").textContent.trim() === "新しいゲーム");
    assert.equal(await page.getAttribute("html", "lang"), "ja");
    assert.equal((await page.textContent('#picker [data-game="tictactoe"]')).trim(), "三目並べ");
    assert.equal((await page.textContent("#setup-toggle")).trim(), "設定をかくす");
    assert.equal((await page.textContent("#review-title")).trim(), "手の記録"); // the Moves panel
    assert.notEqual((await page.textContent("#code-toggle")).trim(), "Code");
    assert.notEqual((await page.textContent("#learn-toggle")).trim(), "Learn");
    assert.equal(await page.$eval('select[name="seat0"]', (s) => s.selectedOptions[0].textContent), "人");
    assert.equal(await page.$eval('select[name="seat1"]', (s) => s.selectedOptions[0].textContent), "ランダム");
    assert.equal(await page.$$eval("#board .cell.x, #board .cell.o", (e) => e.length), 2, "the game goes on");
    assert.match(page.url(), /lang=ja/);
    assert.match(await page.inputValue("#link"), /lang=ja/);
    assert.deepEqual(englishIn(await controlTexts(page)), []);
    await shot(page, "i18n-switched-ja");
    // Remembered: a link without lang= opens in Japanese in this browser now.
    const again = await open(context, `${server.url}#game=gomoku`);
    assert.equal((await again.textContent("#new-game")).trim(), "新しいゲーム");
    // And back to English.
    await page.selectOption("#lang", "en");
    await page.waitForFunction(() => document.querySelector("#new-game").textContent.trim() === "New game");
    assert.equal(await page.getAttribute("html", "lang"), "en");
    assert.match(page.url(), /lang=en/);
    assert.deepEqual([...page.problems, ...again.problems], []);
  } finally {
    await context.close();
  }
});

/** The code in the panel's editor, through the page's own CodeMirror module. */
const editorText = (page) =>
  page.evaluate(async () => {
    const cm = await import("/vendor/codemirror.js");
    return cm.EditorView.findFromDOM(document.querySelector("#code-editor .cm-editor")).state.doc.toString();
  });
const firstLine = async (page) => (await editorText(page)).split("\n")[0];

test("the code panel's starters are commented in the page's language, and follow a switch until edited", async () => {
  const context = await launch({ locale: "en-US" });
  try {
    const page = await openFresh(context, server.url, "#game=tictactoe&lang=ko");
    await openCodePanel(page);
    // A first visit's agent is the random starter, in Korean.
    assert.match(await firstLine(page), /^\/\/ 무작위 에이전트/);
    // A starter picked from the menu: its first comment is Korean, and so is what it prints.
    await page.selectOption("#code-starter", "win-block|python");
    await page.waitForFunction(() => document.querySelector("#code-lang").value === "python");
    assert.match(await firstLine(page), /^# 이기는 수, 없으면 막기/);
    assert.match(await editorText(page), /print\("여기를 막아요:"/);
    // The language menu re-words the unedited starter: the same code, the comments in Japanese.
    await page.selectOption("#lang", "ja");
    await page.waitForFunction(() => document.documentElement.lang === "ja");
    await page.waitForFunction(async () => {
      const cm = await import("/vendor/codemirror.js");
      return cm.EditorView.findFromDOM(document.querySelector("#code-editor .cm-editor")).state.doc.toString().startsWith("# 勝てる手");
    });
    // The menu of starters follows too.
    assert.match(await page.$eval("#code-starter", (s) => s.options[0].textContent), /例から始める/);
    // Once the student has changed it, a switch leaves it alone.
    const edited = (await editorText(page)).replace("return min(legal, key=far)", "return max(legal, key=far)");
    await setCode(page, edited);
    await page.selectOption("#lang", "zh");
    await page.waitForFunction(() => document.documentElement.lang === "zh");
    await page.waitForTimeout(300);
    assert.equal(await editorText(page), edited);
    // The panel's own words follow the switch too (not only on the next load).
    assert.equal(await page.textContent("#code-run"), "运行");
    assert.equal(await page.textContent("#code-delete"), DICTIONARIES.zh["code.delete"]);
    assert.equal(await page.textContent("#code-tournament summary"), DICTIONARIES.zh["code.tourTitle"]);
    assert.equal(await page.textContent("#code-panel h2"), DICTIONARIES.zh["code.title"]);
    await shot(page, "i18n-code-starter");
    assert.deepEqual(page.problems, []);
  } finally {
    await context.close();
  }
});

test("tournament and ladder words and the agent names in them follow a language switch", async () => {
  const context = await launch({ locale: "en-US" });
  const page = await openFresh(context, server.url, "#game=tictactoe&seat0=human&seat1=random&seed=1");
  await openCodePanel(page);
  await page.click("#code-tournament summary");
  await page.click("#code-ladder summary");
  assert.equal((await page.textContent("#code-tour-run")).trim(), "Run tournament");
  await page.selectOption("#lang", "ko");
  await page.waitForFunction(() => document.documentElement.lang === "ko");
  for (const sel of ["#code-tour-run", "#code-tour-csv", "#code-ladder-climb", "#code-tour-agents", "#code-ladder-rungs", "#code-tournament label.small"]) {
    const text = (await page.textContent(sel)).trim();
    assert.doesNotMatch(text, /Run tournament|Download CSV|Games per pair|Climb|Random|Minimax|Pure MCTS/, `${sel}: ${text}`);
    assert.match(text, /[\uac00-\ud7a3]/, `${sel} has Korean: ${text}`);
  }
  assert.deepEqual(page.problems, []);
  await context.close();
});
