// A class hour the teacher runs from the front (issue 34, parts 6 and 7): a lesson that hides or
// locks anything hides the Lesson link button; the program a lesson link carries is seated on a
// small laptop and a classroom one; the Course, Code and Learn panels open together keep Check,
// Run and Start on screen; a Puyo board keeps playable cells during a series; "Seat it" starts a
// new game with the unattended pair limit; and a learner's curve has points within seconds.

import { test } from "node:test";
import assert from "node:assert/strict";
import { browserPerFile, openFresh, watchedPage, openCodePanel, setCode, pickMyLearner } from "./harness.js";

const browser = browserPerFile();

const fresh = (hash) => openFresh(browser.context, browser.server.url, hash);

/** Opens `url` in a new watched page `width` x `height` (after clearing this origin's storage). */
async function openSized(url, width, height) {
  const blank = await browser.context.newPage();
  await blank.goto(`${url.split("#")[0]}style.css`);
  await blank.evaluate(() => localStorage.clear());
  await blank.close();
  const page = await watchedPage(browser.context);
  await page.setViewportSize({ width, height });
  await page.goto(url);
  await page.waitForSelector("#board [data-cell]");
  return page;
}

/** Whether `selector` is shown whole inside the viewport and is what a click at its middle hits. */
function onScreen(page, selector) {
  return page.$eval(selector, (el) => {
    const r = el.getBoundingClientRect();
    if (!(r.width > 0 && r.height > 0)) return false;
    if (r.left < 0 || r.top < 0 || r.right > innerWidth || r.bottom > innerHeight) return false;
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return !!hit && (hit === el || el.contains(hit));
  });
}

/** Makes the game's JavaScript starter learner a program of the student's (the Code panel's starter menu). */
async function useStarterLearner(page) {
  await openCodePanel(page);
  await page.selectOption("#code-starter", "learner|js");
  // The starter is saved at once (no typing pause); pickMyLearner waits for it in the learner menu.
}

let carried = null;
/** The teacher's lesson link that carries a program seated as O, with the players and code locked (built once). */
async function carriedLink() {
  if (carried) return carried;
  const teacher = await fresh("#game=tictactoe&seat0=human&seat1=random&seed=3");
  await openCodePanel(teacher);
  await setCode(teacher, "function act(obs, env) {\n  // the teacher's program: the first free cell\n  return env.legalActions()[0];\n}\n");
  await teacher.click("#code-run");
  await teacher.waitForFunction(() => /^code:/.test(document.querySelector("select[name=seat0]").value), null, { timeout: 15_000 });
  const id = await teacher.inputValue("select[name=seat0]");
  await teacher.selectOption("select[name=seat0]", "human");
  await teacher.selectOption("select[name=seat1]", id);
  await teacher.click("#lesson-link-open");
  await teacher.selectOption("#lesson-ctl-seats", "lock");
  await teacher.selectOption("#lesson-ctl-code", "lock");
  await teacher.check("#lesson-with-code");
  await teacher.click("#lesson-build");
  await teacher.waitForFunction(() => document.querySelector("#lesson-url").value.length > 0);
  carried = await teacher.inputValue("#lesson-url");
  assert.deepEqual(teacher.problems, []);
  await teacher.close();
  return carried;
}

test("a lesson that hides or locks anything hides the Lesson link button; a plain page shows it", async () => {
  const plain = await fresh("#game=tictactoe&seat0=human&seat1=random&seed=1");
  assert.ok(await plain.isVisible("#lesson-link-open"));
  for (const flag of ["hide=seed", "lock=code", "hide=learn&lock=seats"]) {
    await plain.goto(`${browser.server.url}#game=tictactoe&seat0=human&seat1=random&seed=1&${flag}`);
    await plain.reload();
    await plain.waitForSelector("#board [data-cell]");
    await plain.waitForFunction(() => document.querySelector("#lesson-link-open").hidden, null, { timeout: 20_000 });
    assert.ok(await plain.isHidden("#lesson-link-open"), flag);
  }
  assert.deepEqual(plain.problems, []);
  await plain.close();
});

for (const [width, height] of [[911, 512], [1366, 768]]) {
  test(`the program a lesson link carries is seated at ${width}x${height}`, { timeout: 40_000 }, async () => {
    const url = await carriedLink();
    const student = await openSized(url, width, height);
    await student.waitForFunction(() => /^code:/.test(document.querySelector("select[name=seat1]").value), null, { timeout: 15_000 });
    assert.doesNotMatch(await student.textContent("#status"), /no agent|no such/i);
    assert.ok(await student.isHidden("#lesson-link-open"), "the student cannot make a link that unlocks it");
    // It plays: the student's X, then the teacher's O in the first free cell.
    await student.click('#board [data-cell="4"]');
    await student.waitForFunction(() => document.querySelector('#board [data-cell="0"]').textContent === "O", null, { timeout: 15_000 });
    assert.deepEqual(student.problems, []);
    await student.close();
  });
}

test("with the Course, Code and Learn panels open at 1366x768, Check, Run and Start are on screen", { timeout: 30_000 }, async () => {
  const page = await openSized(`${browser.server.url}#game=tictactoe&seat0=human&seat1=random&seed=1`, 1366, 768);
  for (const name of ["course", "code", "learn"]) if ((await page.getAttribute(`#${name}-toggle`, "aria-expanded")) !== "true") await page.click(`#${name}-toggle`);
  await page.waitForSelector("#code-editor .cm-content");
  await page.waitForSelector("#course-check");
  await page.waitForTimeout(300);
  const where = await page.evaluate(() => ["#course-check", "#code-run", "#learn-start"].map((s) => JSON.stringify(document.querySelector(s)?.getBoundingClientRect())));
  for (const s of ["#course-check", "#code-run", "#learn-start"]) assert.ok(await onScreen(page, s), `${s} on screen: ${where.join(" ")} gave=${await page.getAttribute("body", "data-gave")}`);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("a Puyo board keeps cells of at least 25 px during a 10-game series", { timeout: 120_000 }, async () => {
  const page = await openSized(`${browser.server.url}#game=puyo&rules=tsu&maxPairs=6&seat0=random&seed=1`, 1366, 768);
  if ((await page.getAttribute("#learn-toggle", "aria-expanded")) !== "true") await page.click("#learn-toggle");
  await page.fill("#series-n", "10");
  await page.click("#series");
  // 40 samples, 200 ms apart (counted, not 8 s of them: a slow machine took fewer than 10 samples).
  const sizes = [];
  for (let k = 0; k < 40; k++) {
    const s = await page.$$eval("#board .field [data-cell]", (els) => els.map((e) => e.getBoundingClientRect()).filter((r) => r.width > 0).map((r) => Math.min(r.width, r.height)));
    if (s.length) sizes.push(Math.min(...s));
    await page.waitForTimeout(200);
  }
  assert.ok(sizes.length > 10, `${sizes.length} samples`);
  assert.ok(Math.min(...sizes) >= 25, `${sizes.map(Math.round).join(",")} smallest cell ${Math.min(...sizes).toFixed(1)} px`);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("Seat it starts a new game the seated Puyo learner plays under the unattended pair limit", { timeout: 60_000 }, async () => {
  const page = await fresh("#game=puyo&rules=tsu&seat0=human&seed=1");
  // The person's own game: no pair limit; they place two pairs.
  for (let k = 0; k < 2; k++) {
    await page.click('#board button[data-puyo="drop"]');
    await page.waitForFunction((n) => new RegExp(`Pairs\\s*${n}\\b`).test(document.querySelector("#hud").textContent), k + 1);
    await page.waitForSelector("#board:not([data-busy])");
  }
  assert.doesNotMatch(await page.textContent("#hud"), /\/\s*\d/, "the person's game has no limit");
  await useStarterLearner(page);
  await pickMyLearner(page);
  await page.click("#learn-start");
  await page.waitForFunction(() => Number(document.querySelector("#learn-progress").dataset.episodes) > 0, null, { timeout: 30_000 });
  await page.click("#learn-pause");
  await page.click("#learn-seat");
  await page.waitForFunction(() => /@trained$/.test(document.querySelector("select[name=seat0]").value), null, { timeout: 15_000 });
  // A new game, playing, with the limit: the pair count starts again and says where it ends.
  await page.waitForFunction(() => /Pairs\s*\d+\s*\/\s*100\b/.test(document.querySelector("#hud").textContent), null, { timeout: 10_000 });
  const first = Number(/Pairs\s*(\d+)/.exec(await page.textContent("#hud"))[1]);
  await page.waitForFunction((n) => Number(/Pairs\s*(\d+)/.exec(document.querySelector("#hud").textContent)?.[1]) > n, first, { timeout: 10_000 });
  assert.deepEqual(page.problems, []);
  await page.close();
});

// How soon the points come (within 20 s of the first episode) is the benchmark class-hour-curve
// (bash scripts/bench.sh class-hour-curve): a time, which a loaded machine stretches.
test("a Tic-tac-toe starter learner's curve gets three points at the default speed (full)", { timeout: 240_000 }, async () => {
  const page = await fresh("#game=tictactoe&seat0=human&seat1=random&seed=1");
  await useStarterLearner(page);
  await pickMyLearner(page);
  assert.equal(await page.inputValue("#learn-speed"), "full");
  await page.click("#learn-start");
  await page.waitForFunction(() => Number(document.querySelector("#learn-progress").dataset.episodes) > 0, null, { timeout: 60_000 });
  const t0 = Date.now();
  await page.waitForFunction(() => Number(document.querySelector("#learn-chart").dataset.points) >= 3, null, { timeout: 180_000 });
  console.log(`# three curve points ${((Date.now() - t0) / 1000).toFixed(1)} s after the first episode`);
  assert.deepEqual(page.problems, []);
  await page.close();
});
