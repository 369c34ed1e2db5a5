// Lesson links cover the Code and Learn panels (issue 16): hide= and lock= for them, a starter or a
// program, a learner and its settings; a hidden control's key is off too; and the Lesson link
// dialog builds such a link from the page as it is.

import { test } from "node:test";
import assert from "node:assert/strict";
import { browserPerFile, open, openFresh, openCodePanel, setCode } from "./harness.js";

const browser = browserPerFile();

const fresh = (hash) => openFresh(browser.context, browser.server.url, hash);

test("hide=code,newgame: the Code panel and New game are gone, and the N key starts no game", async () => {
  const page = await fresh("#game=tictactoe&seat0=human&seat1=human&seed=1&hide=code,newgame");
  assert.ok(await page.isHidden("#code-toggle"));
  assert.ok(await page.isHidden("#new-game"));
  await page.click('#board [data-cell="4"]');
  await page.waitForFunction(() => document.querySelector('#board [data-cell="4"]').textContent === "X");
  await page.focus("#board");
  await page.keyboard.press("n");
  await page.waitForTimeout(300);
  assert.equal(await page.textContent('#board [data-cell="4"]'), "X", "N did not start a new game");
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("starter= with lock=code opens the starter read-only; Run still plays it", async () => {
  const page = await fresh("#game=tictactoe&seat0=human&seat1=random&seed=1&starter=learner&panel=code&lock=code");
  await page.waitForSelector("#code-editor .cm-content");
  await page.waitForFunction(() => /function learn\(env, episode\)/.test(document.querySelector("#code-editor .cm-content").textContent));
  assert.equal(await page.getAttribute("#code-editor .cm-content", "contenteditable"), "false");
  assert.ok(await page.isDisabled("#code-lang"));
  assert.ok(await page.isDisabled("#code-new"));
  assert.ok(await page.isEnabled("#code-run"));
  await page.click("#code-run");
  await page.waitForFunction(() => /code:/.test(document.querySelector("select[name=seat0]").value), null, { timeout: 15_000 });
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("learner= and learnOpts= open the Learn panel with them; lock=learn fixes them while Start works", async () => {
  const page = await fresh("#game=tictactoe&seat0=human&seat1=random&seed=1&learner=qlearning&learnOpts=epsilon:0.3,evalEvery:300&lock=learn");
  await page.waitForSelector("#learn-panel:not([hidden])");
  assert.equal(await page.inputValue("#learn-learner"), "qlearning");
  assert.equal(await page.inputValue("#learn-opt-epsilon"), "0.3");
  assert.equal(await page.inputValue("#learn-opt-evalEvery"), "300");
  assert.ok(await page.isDisabled("#learn-learner"));
  assert.ok(await page.isDisabled("#learn-opt-epsilon"));
  assert.ok(await page.isEnabled("#learn-start"));
  await page.click("#learn-start");
  await page.waitForFunction(() => Number(document.querySelector("#learn-progress").dataset.episodes) > 0, null, { timeout: 60_000 });
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("the Lesson link dialog builds a link that hides and locks what the teacher chose, with the learner", async () => {
  const page = await fresh("#game=tictactoe&seat0=human&seat1=minimax&seed=5");
  if (await page.isHidden("#learn-panel")) await page.click("#learn-toggle");
  await page.waitForSelector("#learn-learner option[value=qlearning]", { state: "attached" });
  await page.fill("#learn-opt-evalEvery", "250");
  await page.click("#lesson-link-open");
  await page.selectOption("#lesson-ctl-code", "hide");
  await page.selectOption("#lesson-ctl-seed", "lock");
  await page.check("#lesson-with-learner");
  await page.click("#lesson-build");
  await page.waitForFunction(() => document.querySelector("#lesson-url").value.length > 0);
  const url = await page.inputValue("#lesson-url");
  const params = new URLSearchParams(url.split("#")[1]);
  assert.equal(params.get("hide"), "code");
  assert.equal(params.get("lock"), "seed");
  assert.equal(params.get("learner"), "qlearning");
  assert.match(params.get("learnOpts"), /evalEvery:250/);
  assert.equal(params.get("seat1"), "minimax");
  await page.click("#lesson-close");
  const student = await open(browser.context, url);
  assert.ok(await student.isHidden("#code-toggle"));
  assert.ok(await student.isDisabled("#seed"));
  await student.waitForSelector("#learn-panel:not([hidden])");
  assert.equal(await student.inputValue("#learn-opt-evalEvery"), "250");
  assert.deepEqual(page.problems, []);
  assert.deepEqual(student.problems, []);
  await page.close();
  await student.close();
});

test("a lesson link that seats the teacher's program seats it on the student's page, locked, and it plays", async () => {
  const teacher = await fresh("#game=tictactoe&seat0=human&seat1=random&seed=3");
  await openCodePanel(teacher);
  await teacher.click("#code-new"); // the teacher's second program: id bot-2
  const program = "function act(obs, env) {\n  // the teacher's program: the first free cell\n  return env.legalActions()[0];\n}\n";
  await setCode(teacher, program);
  await teacher.click("#code-run"); // seated as the first seat; then moved to O below
  await teacher.waitForFunction(() => document.querySelector("select[name=seat0]").value === "code:bot-2", null, { timeout: 15_000 });
  await teacher.selectOption("select[name=seat0]", "human");
  await teacher.selectOption("select[name=seat1]", "code:bot-2");
  await teacher.click("#lesson-link-open");
  await teacher.selectOption("#lesson-ctl-seats", "lock");
  await teacher.selectOption("#lesson-ctl-code", "lock");
  await teacher.selectOption("#lesson-ctl-learn", "hide");
  await teacher.check("#lesson-with-code");
  await teacher.click("#lesson-build");
  await teacher.waitForFunction(() => document.querySelector("#lesson-url").value.length > 0);
  const url = await teacher.inputValue("#lesson-url");
  const params = new URLSearchParams(url.split("#")[1]);
  assert.equal(params.get("seat1"), "code:bot-2");
  assert.equal(params.get("codeId"), "bot-2");
  await teacher.click("#lesson-close");

  // The student's browser already holds a program of their own under the same id.
  const base = url.split("#")[0];
  const blank = await browser.context.newPage();
  await blank.goto(`${base}style.css`);
  await blank.evaluate(() => {
    localStorage.clear();
    localStorage.setItem("playground.code.tictactoe", JSON.stringify([{ id: "bot-2", name: "mine", language: "js", source: "// the student's own\nfunction act(obs, env) { return env.legalActions().at(-1); }", updated: 1 }]));
  });
  await blank.close();
  const student = await open(browser.context, url);
  await student.waitForFunction(() => /^code:/.test(document.querySelector("select[name=seat1]").value), null, { timeout: 15_000 });
  const seated = (await student.inputValue("select[name=seat1]")).slice("code:".length);
  const stored = await student.evaluate(() => JSON.parse(localStorage.getItem("playground.code.tictactoe")));
  assert.equal(stored.find((a) => a.id === seated)?.source, program, "the seat names the teacher's program");
  assert.equal(stored.find((a) => a.id === "bot-2")?.source.startsWith("// the student's own"), true, "the student's own program is untouched");
  assert.ok(await student.isDisabled("select[name=seat1]"), "the players stay locked");
  assert.doesNotMatch(await student.textContent("#status"), /bot-2|no agent/i);
  await student.waitForSelector("#code-editor .cm-content");
  assert.equal(await student.getAttribute("#code-editor .cm-content", "contenteditable"), "false");
  // The student plays X; the teacher's program answers as O (the first free cell).
  await student.click('#board [data-cell="4"]');
  await student.waitForFunction(() => document.querySelector('#board [data-cell="0"]').textContent === "O", null, { timeout: 15_000 });
  // Run plays it too: the lesson's lock does not refuse a program already seated.
  await student.click("#code-run");
  await student.waitForTimeout(500);
  assert.doesNotMatch(await student.textContent("#status"), /fix|lesson/i);
  // Opening the same link again does not copy the program a second time.
  const again = await open(browser.context, url);
  await again.waitForFunction(() => /^code:/.test(document.querySelector("select[name=seat1]").value), null, { timeout: 15_000 });
  assert.equal(await again.inputValue("select[name=seat1]"), "code:" + seated);
  const after = await again.evaluate(() => JSON.parse(localStorage.getItem("playground.code.tictactoe")));
  assert.equal(after.length, 2, after.map((a) => a.name).join(", "));
  assert.deepEqual(teacher.problems, []);
  assert.deepEqual(student.problems, []);
  await teacher.close();
  await student.close();
  await again.close();
});

test("the Lesson link dialog carries a course step: the student's page opens the Course panel at it", async () => {
  const { default: qlearning } = await import("../../www/course/steps/tictactoe/04-qlearning.js");
  const { default: rules } = await import("../../www/course/steps/tictactoe/03-rules.js");
  // The teacher's page names a step already: the menu starts at it, in the page's language.
  const teacher = await fresh("#game=tictactoe&seat0=human&seat1=random&seed=2&lang=ko&course=tictactoe-rules");
  await teacher.waitForSelector("#course-panel:not([hidden])");
  await teacher.click("#lesson-link-open");
  assert.equal(await teacher.inputValue("#lesson-course"), "tictactoe-rules");
  const options = await teacher.$$eval("#lesson-course option", (os) => os.map((o) => [o.value, o.textContent]));
  assert.deepEqual(options[0], ["", "없음"]);
  assert.ok(options.some(([v, text]) => v === "tictactoe-qlearning" && text.endsWith(qlearning.titles.ko)), JSON.stringify(options));
  assert.match(await teacher.textContent('label[for="lesson-course"]'), /코스 단계/);
  // None: the link carries no step.
  await teacher.selectOption("#lesson-course", "");
  await teacher.click("#lesson-build");
  await teacher.waitForFunction(() => document.querySelector("#lesson-url").value.length > 0);
  assert.equal(new URLSearchParams((await teacher.inputValue("#lesson-url")).split("#")[1]).get("course"), null);
  // The teacher picks another step, with the players locked.
  await teacher.selectOption("#lesson-course", "tictactoe-qlearning");
  await teacher.selectOption("#lesson-ctl-seats", "lock");
  await teacher.click("#lesson-build");
  await teacher.waitForFunction(() => /course=/.test(document.querySelector("#lesson-url").value));
  const url = await teacher.inputValue("#lesson-url");
  const params = new URLSearchParams(url.split("#")[1]);
  assert.equal(params.get("course"), "tictactoe-qlearning");
  assert.equal(params.get("lock"), "seats");
  assert.equal(params.get("lang"), "ko");
  await teacher.click("#lesson-close");
  // The teacher's own page still names the step it showed.
  assert.equal(new URLSearchParams((await teacher.evaluate(() => location.hash)).slice(1)).get("course"), "tictactoe-rules");
  assert.match(await teacher.textContent("#course-step-title"), new RegExp(rules.titles.ko));

  // A student's first visit from the link.
  const student = await openFresh(browser.context, url.split("#")[0], "#" + url.split("#")[1]);
  await student.waitForSelector("#course-panel:not([hidden])");
  assert.equal(await student.getAttribute("#course-toggle", "aria-expanded"), "true");
  assert.equal(await student.textContent("#course-step-title"), qlearning.titles.ko);
  assert.equal(await student.textContent("#course-step-text"), qlearning.texts.ko);
  assert.equal(await student.getAttribute('[data-step="tictactoe-qlearning"]', "aria-current"), "step");
  assert.ok(await student.isDisabled("select[name=seat1]"), "the players stay locked");
  assert.deepEqual(teacher.problems, []);
  assert.deepEqual(student.problems, []);
  await teacher.close();
  await student.close();
});
