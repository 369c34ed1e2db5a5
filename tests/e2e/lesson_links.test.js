// Lesson links cover the Code and Learn panels (issue 16): hide= and lock= for them, a starter or a
// program, a learner and its settings; a hidden control's key is off too; and the Lesson link
// dialog builds such a link from the page as it is.

import { test } from "node:test";
import assert from "node:assert/strict";
import { browserPerFile, open, openFresh } from "./harness.js";

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
  await page.waitForFunction(() => Number(document.querySelector("#learn-progress").dataset.episodes) > 0, null, { timeout: 15_000 });
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
