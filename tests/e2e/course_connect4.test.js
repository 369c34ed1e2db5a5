// Connect Four's course in the page (issue 42): a step opened by a link on a Korean page shows
// its Korean text; the untouched starter fails on a set position with the position and the move
// asked for; the solution passes against random; the panel lists the four steps.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { launch, serve, openFresh, setCode, waitText } from "./harness.js";
import onestep from "../../www/course/steps/connect4/02-onestep.js";
import { textOf } from "../../www/course/course.js";

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

test("course=connect4-onestep on a Korean page: the starter fails on a set position, the solution passes", async () => {
  const page = await openFresh(context, server.url, "#game=connect4&seat0=human&seat1=random&seed=1&lang=ko&course=connect4-onestep");
  await page.waitForSelector("#course-panel:not([hidden])");
  await waitText(page, "#course-step-title", new RegExp(onestep.titles.ko));
  assert.equal(await page.textContent("#course-step-text"), textOf(onestep, "js", "ko"));
  const steps = await page.$$eval("[data-step]", (els) => els.map((e) => e.dataset.step));
  assert.deepEqual(steps, ["connect4-env", "connect4-onestep", "connect4-minimax", "connect4-selfplay"]);

  await page.click("#course-start");
  await page.waitForSelector("#code-editor .cm-content");
  await page.waitForFunction((src) => document.querySelector("#code-editor .cm-content").textContent.includes(src), "function score(obs, mark)");
  await page.click("#course-check");
  await page.waitForSelector('#course-result[data-passed="false"]', { timeout: 60_000 });
  const fail = await page.textContent("#course-result");
  assert.match(fail, /정해진 국면 4개 중 1번째에서는 바로 이길 수 있는데, 내 프로그램은 0을\(를\) 돌려줬어요\. 이 단계가 요구하는 수: 3\./, fail);

  await setCode(page, onestep.solution.js);
  await page.click("#course-check");
  await page.waitForSelector('#course-result[data-passed="true"]', { timeout: 90_000 });
  assert.match(await page.textContent("#course-result"), /^통과!/);
  assert.match(await page.textContent('[data-step="connect4-onestep"]'), /✓/);
  assert.deepEqual(page.problems, []);
  await page.close();
});
