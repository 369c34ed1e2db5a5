// The Course panel speaks the student's two languages (issue 34): on a Korean page, a step started in
// Python has its comments in Korean and its hints in Python's names; in JavaScript, JavaScript's.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { launch, serve, openFresh } from "./harness.js";
import board from "../../www/course/steps/puyo/01-board.js";
import { hintsOf } from "../../www/course/course.js";

let context;
let server;
before(async () => {
  server = await serve();
  context = await launch();
});
after(async () => {
  await context?.close();
  await server?.close();
});

test("a Korean page: Python's starter has Korean comments and Python hints; JavaScript's has JavaScript hints", async () => {
  const page = await openFresh(context, server.url, "#game=puyo&lang=ko&course=puyo-board");
  await page.waitForSelector("#course-panel:not([hidden])");
  await page.selectOption("#course-lang", "python");
  await page.click("#course-start");
  await page.waitForSelector("#code-editor .cm-content");
  await page.waitForFunction(() => document.querySelector("#code-editor .cm-content")?.textContent.includes("def act(obs, env):"));
  const python = await page.textContent("#code-editor .cm-content");
  assert.match(python, /# TODO: 둘 수 있는 수를 하나 돌려주기/, python);
  assert.doesNotMatch(python, /return a legal move/, python);
  await page.click("#course-hint");
  await page.click("#course-hint");
  const pyHints = await page.$$eval("#course-hints li", (li) => li.map((x) => x.textContent));
  assert.deepEqual(pyHints, hintsOf(board, "python", "ko"));
  assert.match(pyHints.join(" "), /env\.legal_actions\(\)/);
  // The step's text names the API as Python spells it (issue 40), on a Korean page too.
  assert.match(await page.textContent("#course-step-text"), /env\.legal_actions\(\)/);
  assert.doesNotMatch(await page.textContent("#course-step-text"), /legalActions|\{api:/);

  await page.selectOption("#course-lang", "js");
  await page.click("#course-start");
  await page.waitForFunction(() => document.querySelector("#code-editor .cm-content")?.textContent.includes("function act(obs, env)"));
  const js = await page.textContent("#code-editor .cm-content");
  assert.match(js, /\/\/ TODO: 둘 수 있는 수를 하나 돌려주기\(env\.legalActions\(\)/, js);
  const jsHints = await page.$$eval("#course-hints li", (li) => li.map((x) => x.textContent));
  assert.deepEqual(jsHints, hintsOf(board, "js", "ko"));
  assert.match(await page.textContent("#course-step-text"), /env\.legalActions\(\)/);
});
