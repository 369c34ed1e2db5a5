// The page's defects of issue 40, in real Chromium with real clicks: AlphaZero offered on Gomoku
// only where it has a net (a seated one falls back with a note when the board changes); the Text
// picture with the board's numbers and the page's language; the Learn panel says where a
// student's own learner comes from; with the Code panel open at 1366x768 and 911x512 the Code
// panel's buttons are not cut, long lines wrap in the editor, the end banner is wholly shown and
// the Learn panel's curve comes into view when training starts.

import { test } from "node:test";
import assert from "node:assert/strict";
import { browserPerFile, open, shot, waitForEnd, waitText } from "./harness.js";

const browser = browserPerFile();

const options = (page, name) => page.$$eval(`select[name="${name}"] option`, (os) => os.map((o) => o.value));

test("Gomoku: AlphaZero only on the boards it has a net for; a seated one gives way on 15x15, with a note", async () => {
  const page = await open(browser.context, `${browser.server.url}#game=gomoku&width=8&height=8&nInRow=5&seat0=human&seat1=alphazero&seed=1`);
  assert.ok((await options(page, "seat1")).includes("alphazero"), "8x8: AlphaZero is offered");
  assert.equal(await page.inputValue('select[name="seat1"]'), "alphazero");
  await page.selectOption('select[name="board"]', "15x15x5");
  await page.waitForFunction(() => document.querySelectorAll("#board [data-cell]").length === 225);
  assert.ok(!(await options(page, "seat1")).includes("alphazero"), "15x15: AlphaZero is not offered");
  assert.ok(!(await options(page, "seat0")).includes("alphazero"));
  assert.equal(await page.inputValue('select[name="seat1"]'), "mcts", "the seat took the game's usual agent");
  await waitText(page, "#status", /AlphaZero cannot play this board.*MCTS plays instead/);
  // The game goes on: a move by hand gets MCTS's answer.
  await page.click('#board [data-cell="112"]');
  await page.waitForFunction(() => document.querySelectorAll("#board [data-cell].white").length === 1, null, { timeout: 20_000 });
  await page.selectOption('select[name="board"]', "6x6x4");
  await page.waitForFunction(() => document.querySelectorAll("#board [data-cell]").length === 36);
  assert.ok((await options(page, "seat1")).includes("alphazero"), "6x6: AlphaZero is offered again");
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("the Text picture counts from 1 like the board and speaks the page's language", async () => {
  const page = await open(browser.context, `${browser.server.url}#game=gomoku&width=6&height=6&nInRow=4&seat0=human&seat1=human&seed=1&lang=zh`);
  await page.check("#show-text");
  await page.click('#board [data-cell="0"]');
  await page.waitForFunction(() => /轮到/.test(document.querySelector("#text-picture").textContent));
  const lines = (await page.textContent("#text-picture")).split("\n");
  assert.equal(lines[0].trim(), "1  2  3  4  5  6");
  assert.match(lines[1], /^ 1  X/);
  assert.match(lines[6], /^ 6 /);
  assert.doesNotMatch(lines.join("\n"), /to move/);
  assert.match(lines[7], /^轮到 白方 \(O\)$|^轮到 .+ \(O\)$/);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("the Learn panel says a student's own learner comes from the Code panel, in the page's language", async () => {
  const page = await open(browser.context, `${browser.server.url}#game=tictactoe&seat0=human&seat1=random&lang=ko`);
  if (await page.isHidden("#learn-panel")) await page.click("#learn-toggle");
  assert.match(await page.textContent("#learn-own"), /코드 패널/);
  await page.close();
  // A one-player game's curve is its own play, not wins, draws and losses.
  const puyo = await open(browser.context, `${browser.server.url}#game=puyo&seat0=human&seed=1`);
  if (await puyo.isHidden("#learn-panel")) await puyo.click("#learn-toggle");
  await waitText(puyo, "#learn-summary", /its own play scores/);
  assert.doesNotMatch(await puyo.textContent("#learn-summary"), /wins, draws and loses/);
  await puyo.close();
});

for (const [w, h] of [[1366, 768], [911, 512]]) {
  test(`${w}x${h} with the Code and Learn panels open: buttons whole, lines wrapped, banner whole, the curve in view`, { timeout: 120_000 }, async () => {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: w, height: h });
    await page.goto(`${browser.server.url}style.css`);
    await page.evaluate(() => {
      localStorage.setItem("playground.codepanel", "open");
      localStorage.setItem("playground.learnpanel", "open");
      localStorage.setItem("playground.setup", "open");
    });
    await page.goto("about:blank");
    // Two perfect players draw: the longest banner ("무승부! 판이 꽉 찼고 ...").
    await page.goto(`${browser.server.url}#game=tictactoe&seat0=minimax&seat1=minimax&seed=1&lang=ko`);
    await page.waitForSelector("#code-editor .cm-content");
    // No button of the Code panel's action row has its words cut.
    const cut = await page.$$eval("#code-actions button", (bs) => bs.filter((b) => b.offsetParent && (b.scrollWidth > b.clientWidth + 1 || b.scrollHeight > b.clientHeight + 1)).map((b) => b.textContent));
    assert.deepEqual(cut, [], `cut buttons at ${w}x${h}`);
    // A long line wraps inside the editor instead of running past its edge.
    const wrapped = await page.$eval("#code-editor .cm-content", (c) => getComputedStyle(c).whiteSpace);
    assert.match(wrapped, /pre-wrap|break-spaces/);
    // Two agents play by themselves.
    const banner = await waitForEnd(page, 60_000);
    assert.match(banner, /무승부/);
    const b = await page.$eval("#banner", (e) => {
      const r = e.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, sh: e.scrollHeight, ch: e.clientHeight, sw: e.scrollWidth, cw: e.clientWidth };
    });
    assert.ok(b.sh <= b.ch + 1 && b.sw <= b.cw + 1, `the banner's words are all shown: ${JSON.stringify(b)}`);
    assert.ok(b.top >= 0 && b.bottom <= h && b.left >= 0 && b.right <= w, `the banner is in the window: ${JSON.stringify(b)}`);
    // Training starts: the curve comes into view inside the Learn panel, not behind its sticky rows.
    await page.click("#learn-start");
    await page.waitForFunction(() => Number(document.querySelector("#learn-chart").dataset.points) > 0, null, { timeout: 30_000 });
    await page.click("#learn-pause");
    // What of the curve the panel shows (between its sticky rows) once its scroll has landed: a
    // wait for that, not a pause of a fixed length. With `need`, null until it is in view.
    const measure = (need) => {
      const panel = document.querySelector("#learn-panel").getBoundingClientRect();
      const c = document.querySelector("#learn-chart").getBoundingClientRect();
      const keep = document.querySelector("#learn-keep").getBoundingClientRect();
      const actions = document.querySelector("#learn-actions").getBoundingClientRect();
      const top = Math.max(panel.top, c.top, actions.bottom);
      const bottom = Math.min(panel.bottom, c.bottom, keep.top > c.top ? keep.top : panel.bottom);
      const m = { shown: Math.max(0, bottom - top), height: c.height, c: [c.top, c.bottom], panel: [panel.top, panel.bottom] };
      return !need || m.shown >= Math.min(m.height, 100) - 2 ? m : null;
    };
    const landed = await page.waitForFunction(measure, true, { timeout: 30_000 }).catch(() => null);
    assert.ok(landed, `the curve is in view: ${JSON.stringify(await page.evaluate(measure, false))}`);
    await shot(page, `page-defects-code-open-${w}x${h}`);
    assert.deepEqual(page.problems ?? [], []);
    await page.close();
  });
}

test("1366x768 with the setup and Code panels open (or Code and Course): a draw's banner is whole, not scrolled", { timeout: 120_000 }, async () => {
  const page = await browser.context.newPage();
  await page.setViewportSize({ width: 1366, height: 768 });
  for (const [setup, course] of [[true, false], [false, true]]) {
    await page.goto(`${browser.server.url}style.css`);
    await page.evaluate(([s, c]) => {
      localStorage.setItem("playground.setup", s ? "open" : "closed");
      localStorage.setItem("playground.codepanel", "open");
      localStorage.setItem("playground.learnpanel", "closed");
      localStorage.setItem("playground.coursepanel", c ? "open" : "closed");
    }, [setup, course]);
    await page.goto("about:blank");
    await page.goto(`${browser.server.url}#game=tictactoe&seat0=minimax&seat1=minimax&seed=1&lang=ko`);
    assert.match(await waitForEnd(page, 60_000), /무승부/);
    const b = await page.$eval("#banner", (e) => ({ sh: e.scrollHeight, ch: e.clientHeight, bottom: e.getBoundingClientRect().bottom }));
    assert.ok(b.sh <= b.ch + 1 && b.bottom <= 768, `setup=${setup} course=${course}: ${JSON.stringify(b)}`);
    if (setup) await shot(page, "page-defects-banner-setup-code-1366x768");
  }
  await page.close();
});
