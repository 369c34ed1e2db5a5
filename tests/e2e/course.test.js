// The Course panel (issue 28): a step opened by a link on a Japanese page shows its Japanese text;
// "Start this step" puts its starting program into the Code panel as a new program; the check
// fails the starting program and passes the solution, in Japanese with its figures; the progress
// survives a reload; and the single file (file://) lists the steps too.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { DIST, launch, serve, open, openFresh, setCode, waitText, pickMyLearner } from "./harness.js";
import rules from "../../www/course/steps/tictactoe/03-rules.js";
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

test("course=… on a Japanese page: start the step, check fails then passes, progress survives a reload", async () => {
  const page = await openFresh(context, server.url, "#game=tictactoe&seat0=human&seat1=random&seed=1&lang=ja&course=tictactoe/tictactoe-rules");
  await page.waitForSelector("#course-panel:not([hidden])");
  await waitText(page, "#course-step-title", new RegExp(rules.titles.ja));
  // The text names the API as JavaScript spells it (the step's marks rendered: no "{api:" left).
  assert.equal(await page.textContent("#course-step-text"), textOf(rules, "js", "ja"));
  assert.match(await page.textContent("#course-step-text"), /copy\.isTerminal/);
  assert.equal(await page.getAttribute("#course-toggle", "aria-expanded"), "true");
  // A hint at a time.
  await page.click("#course-hint");
  assert.equal(await page.textContent("#course-hints li"), rules.hints.ja[0]);

  await page.click("#course-start");
  await page.waitForSelector("#code-editor .cm-content");
  await page.waitForFunction((src) => document.querySelector("#code-editor .cm-content").textContent.includes(src), "function winningCell(board, mark)");
  // The starting program does not pass: it still plays at random after the TODOs.
  await page.click("#course-check");
  await page.waitForSelector('#course-result[data-passed="false"]', { timeout: 60_000 });
  const fail = await page.textContent("#course-result");
  assert.match(fail, /あと少し。.*75%/, fail);

  await setCode(page, rules.solution.js);
  await page.click("#course-check");
  await page.waitForSelector('#course-result[data-passed="true"]', { timeout: 60_000 });
  const pass = await page.textContent("#course-result");
  assert.match(pass, /^合格！ 勝ったゲームの割合: あなたは [\d.]+%/, pass);
  assert.match(await page.textContent('[data-step="tictactoe-rules"]'), /✓/);

  // Picking another step puts it in the link (a copied link opens that step).
  await page.click('[data-step="tictactoe-qlearning"]');
  await page.waitForFunction(() => new URLSearchParams(location.hash.slice(1)).get("course") === "tictactoe-qlearning");
  await page.click('[data-step="tictactoe-rules"]');
  await page.waitForFunction(() => new URLSearchParams(location.hash.slice(1)).get("course") === "tictactoe-rules");

  await page.reload();
  await page.waitForSelector("#board [data-cell]");
  await page.waitForSelector("#course-panel:not([hidden])");
  await waitText(page, '[data-step="tictactoe-rules"]', /✓/);
  assert.match(await page.textContent("#course-step-count"), /合格 ✓/);
  const kept = await page.evaluate(() => JSON.parse(localStorage.getItem("playground.course.progress")));
  assert.deepEqual(Object.keys(kept.passed), ["tictactoe-rules"]);
  assert.equal(kept.passed["tictactoe-rules"].figures.passed, true);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("a progress file that is not progress is refused and what was kept stays", async () => {
  const page = await openFresh(context, server.url, "#game=tictactoe&seat0=human&seat1=random&seed=1&course=tictactoe-env");
  await page.waitForSelector("#course-panel:not([hidden])");
  await page.setInputFiles("#course-file", { name: "x.json", mimeType: "application/json", buffer: Buffer.from("{not json") });
  await waitText(page, "#course-note", /not course progress: not JSON/);
  const good = { format: "playground-course-progress", version: 1, passed: { "tictactoe-env": { game: "tictactoe", at: "2026-01-01T00:00:00Z", figures: {} } } };
  await page.setInputFiles("#course-file", { name: "p.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(good)) });
  await waitText(page, "#course-note", /Progress loaded: 1 steps passed/);
  await waitText(page, '[data-step="tictactoe-env"]', /✓/);
  assert.deepEqual(page.problems, []);
  await page.close();
});

const FILE = path.join(DIST, "playground.html");
test("the single file from file:// lists a game's steps", { skip: !fs.existsSync(FILE) && "dist/playground.html not built" }, async () => {
  const page = await open(context, `${pathToFileURL(FILE).href}#game=puyo&seed=1&lang=ko&course=puyo-greedy`);
  await page.waitForSelector("#course-panel:not([hidden])");
  await waitText(page, "#course-step-title", /눈앞의 점수/); // greedy by its name in the agent list (issue 34)
  assert.ok((await page.$$("#course-steps li")).length >= 5);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("the layout rule keeps the board playable with the Course panel open beside Code and Learn", { timeout: 120_000 }, async () => {
  for (const [w, h] of [[1366, 768], [911, 512]]) {
    const page = await context.newPage();
    await page.setViewportSize({ width: w, height: h });
    await page.goto(`${server.url}style.css`);
    for (const learn of [false, true]) {
      await page.evaluate((l) => {
        localStorage.setItem("playground.setup", "open");
        localStorage.setItem("playground.codepanel", "open");
        localStorage.setItem("playground.learnpanel", l ? "open" : "closed");
        localStorage.setItem("playground.coursepanel", "open");
      }, learn);
      await page.goto("about:blank");
      await page.goto(`${server.url}#game=puyo&seed=1`);
      await page.waitForSelector("#board [data-cell], #board canvas");
      await page.waitForSelector("#code-editor .cm-content");
      await page.waitForTimeout(300);
      const box = await page.$eval("#board", (b) => b.getBoundingClientRect().toJSON());
      const what = `${w}x${h} learn=${learn} gave=${await page.getAttribute("body", "data-gave")}: ${JSON.stringify(box)}`;
      assert.ok(await page.isVisible("#course-panel"), what);
      assert.ok(box.x >= 0 && box.y >= 0 && box.right <= w + 1 && box.bottom <= h + 1, `outside the window: ${what}`);
      assert.ok(Math.min(box.width, box.height) >= (w === 1366 ? 240 : 150), `board too small: ${what}`);
      for (const sel of ["#course-check", "#code-run"]) {
        await page.$eval(sel, (b) => b.scrollIntoView({ block: "nearest" }));
        const where = await page.$eval(sel, (b) => {
          const r = b.getBoundingClientRect();
          const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
          return { x: r.x, y: r.y, w: r.width, h: r.height, onTop: !!top && (top === b || b.contains(top)) };
        });
        assert.ok(where.w > 0 && where.x >= 0 && where.x + where.w <= w + 1 && where.y + where.h <= h + 1 && where.onTop, `${sel}: ${what} ${JSON.stringify(where)}`);
      }
    }
    assert.deepEqual(page.problems ?? [], []);
    await page.close();
  }
});

test("the Puyo course's learner trains in the Learn panel with a person on the board (100 pairs, as agents alone) and is seated", { timeout: 150_000 }, async () => {
  const { default: learner } = await import("../../www/course/steps/puyo/06-learner.js");
  // The pairs field is empty (no limit) and a person sits: the learner's games still end.
  const page = await openFresh(context, server.url, "#game=puyo&seat0=human&seed=1&lang=zh&course=puyo-learner");
  await page.waitForSelector("#course-panel:not([hidden])");
  await page.click("#course-start");
  await page.waitForSelector("#code-editor .cm-content");
  await setCode(page, learner.solution.js);
  await pickMyLearner(page);
  await page.selectOption("#learn-speed", "full");
  await page.click("#learn-start");
  await page.waitForFunction(() => Number(document.querySelector("#learn-progress").dataset.episodes) >= 5, null, { timeout: 90_000 });
  await page.click("#learn-pause");
  await page.click("#learn-seat");
  await page.waitForFunction(() => /@trained$/.test(document.querySelector("select[name=seat0]").value), null, { timeout: 30_000 });
  assert.equal(await page.inputValue("#options [name=maxPairs]"), "", "the board's own pair field is left as it was");
  assert.deepEqual(page.problems, []);
  await page.close();
});
