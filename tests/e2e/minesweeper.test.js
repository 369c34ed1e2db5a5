// Minesweeper by hand (reveal, flag, chord) to a finished game, agents to the end, and a bad
// custom size shown as a readable message.

import { test } from "node:test";
import assert from "node:assert/strict";
import { browserPerFile, open, watchedPage, shot, fastest, waitForEnd, waitText } from "./harness.js";

const browser = browserPerFile();

const cell = (i) => `#board [data-cell="${i}"]`;

/** The board as codes read back from the page (9 hidden, 10 flag, -1 mine, 0..8 numbers). */
function codes(page) {
  return page.$$eval("#board [data-cell]", (els) =>
    els.map((e) => {
      if (e.classList.contains("flag")) return 10;
      if (e.classList.contains("hidden")) return 9;
      if (e.classList.contains("mine")) return -1;
      const m = /\bn(\d)\b/.exec(e.className);
      return m ? Number(m[1]) : NaN;
    }),
  );
}

const neighbours = (i, rows, cols) => {
  const r = Math.floor(i / cols);
  const c = i % cols;
  const out = [];
  for (let dr = -1; dr <= 1; dr++)
    for (let dc = -1; dc <= 1; dc++) {
      const rr = r + dr;
      const cc = c + dc;
      if ((dr || dc) && rr >= 0 && rr < rows && cc >= 0 && cc < cols) out.push(rr * cols + cc);
    }
  return out;
};

test("clicking hidden cells on a small custom board ends the game, won or lost", async () => {
  const page = await open(browser.context, `${browser.server.url}#game=minesweeper&rows=5&cols=6&mines=4&firstClick=safe&seat0=human&seed=11`);
  assert.equal(await page.$$eval("#board [data-cell]", (e) => e.length), 30);
  await waitText(page, "#hud", /Mines left\s*4/);
  // Flag and unflag with the right button: the mine counter follows.
  await page.click(cell(29), { button: "right" });
  await waitText(page, cell(29), /^⚑$/);
  await waitText(page, "#hud", /Mines left\s*3/);
  // A left click on a flag does nothing but explain.
  await page.click(cell(29));
  await waitText(page, "#status", /flagged/);
  await page.click(cell(29), { button: "right" });
  await waitText(page, "#hud", /Mines left\s*4/);
  // A long press on a touch screen flags too (and the click that ends it does not reveal).
  await page.dispatchEvent(cell(28), "pointerdown", { pointerType: "touch", isPrimary: true, bubbles: true });
  await page.waitForTimeout(600);
  await page.dispatchEvent(cell(28), "pointerup", { pointerType: "touch", isPrimary: true, bubbles: true });
  await page.dispatchEvent(cell(28), "click");
  await waitText(page, cell(28), /^⚑$/);
  await page.click(cell(28), { button: "right" });
  await waitText(page, "#hud", /Mines left\s*4/);
  for (let n = 0; n < 40 && !(await page.$("#banner.over")); n++) {
    const board = await codes(page);
    const i = board.indexOf(9);
    await page.click(cell(i));
    await page.waitForFunction((i) => !document.querySelector(`#board [data-cell="${i}"]`).classList.contains("hidden"), i);
  }
  const text = await waitForEnd(page, 30_000);
  assert.match(text, /Cleared!|Boom!/);
  const board = await codes(page);
  if (/Boom/.test(text)) assert.ok(await page.$("#board .exploded"), "the mine that went off is marked");
  else assert.equal(board.filter((c) => c === 9 || c === 10).length, 4, "only the mines stay hidden");
  await shot(page, "minesweeper-small-end");
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("a long press on a touch screen flags once, whatever events follow it", async () => {
  const page = await open(browser.context, `${browser.server.url}#game=minesweeper&rows=5&cols=6&mines=4&firstClick=safe&seat0=human&seed=11`);
  const touch = { pointerType: "touch", isPrimary: true, bubbles: true };
  // ChromeOS and Android follow a long press with a contextmenu event and no click.
  await page.dispatchEvent(cell(28), "pointerdown", touch);
  await page.waitForTimeout(600);
  await page.dispatchEvent(cell(28), "contextmenu", { bubbles: true, cancelable: true });
  await page.dispatchEvent(cell(28), "pointerup", touch);
  await waitText(page, "#hud", /Mines left\s*3/);
  await page.waitForTimeout(100);
  assert.equal(await page.textContent(cell(28)), "⚑", "the contextmenu after a long press does not unflag");
  // The next tap reveals (it is not swallowed as the end of the long press).
  await page.dispatchEvent(cell(0), "pointerdown", touch);
  await page.dispatchEvent(cell(0), "pointerup", touch);
  await page.dispatchEvent(cell(0), "click");
  await page.waitForSelector(`${cell(0)}.open`, { timeout: 15_000 });
  // A right-click with a mouse still flags, and a second one unflags.
  await page.click(cell(29), { button: "right" });
  await waitText(page, "#hud", /Mines left\s*2/);
  await page.click(cell(29), { button: "right" });
  await waitText(page, "#hud", /Mines left\s*3/);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("by keyboard alone: the board is one Tab stop, arrows move, F flags and unflags, Enter opens", async () => {
  const page = await open(browser.context, `${browser.server.url}#game=minesweeper&rows=5&cols=6&mines=4&firstClick=safe&seat0=human&seed=11`);
  await page.focus(cell(7));
  await page.keyboard.press("f");
  await waitText(page, cell(7), /^⚑$/);
  await waitText(page, "#hud", /Mines left\s*3/);
  await page.keyboard.press("F");
  await waitText(page, "#hud", /Mines left\s*4/);
  await page.keyboard.press("ArrowRight");
  assert.equal(await page.evaluate(() => document.activeElement.dataset.cell), "8");
  // One Tab stop: only the focused cell is in the Tab order.
  assert.deepEqual(await page.$$eval('#board [data-cell][tabindex="0"]', (e) => e.map((x) => x.dataset.cell)), ["8"]);
  await page.keyboard.press("Enter");
  await page.waitForSelector(`${cell(8)}.open`);
  // F typed into a form field is text, not a flag.
  await page.focus("#seed");
  await page.keyboard.press("f");
  assert.equal(await page.$$eval("#board .flag", (e) => e.length), 0);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("the clock starts on the first reveal, counts seconds and stops at the end", async () => {
  const page = await open(browser.context, `${browser.server.url}#game=minesweeper&rows=9&cols=9&mines=10&firstClick=safe&seat0=human&seed=5`);
  await waitText(page, "#hud", /Time\s*0 s/);
  // A flag is not a reveal: the clock waits.
  await page.click(cell(0), { button: "right" });
  await waitText(page, cell(0), /^⚑$/);
  await page.waitForTimeout(1300);
  assert.match(await page.textContent("#hud"), /Time\s*0 s/);
  await page.click(cell(0), { button: "right" });
  await page.click(cell(40));
  await page.waitForSelector(`${cell(40)}.open`);
  const seconds = async () => Number(/Time\s*(\d+) s/.exec(await page.textContent("#hud"))[1]);
  await waitText(page, "#hud", /Time\s*1 s/, 15_000);
  await waitText(page, "#hud", /Time\s*2 s/, 15_000);
  // Play on to the end: reveal hidden cells until the game is over.
  for (let n = 0; n < 81 && !(await page.$("#banner.over")); n++) {
    const board = await codes(page);
    const i = board.indexOf(9);
    await page.click(cell(i));
    await page.waitForFunction((i) => !document.querySelector(`#board [data-cell="${i}"]`).classList.contains("hidden"), i);
  }
  await waitForEnd(page, 30_000);
  await page.waitForTimeout(100);
  const end = await seconds();
  assert.ok(end >= 2, `${end} s`);
  await page.waitForTimeout(2200);
  assert.equal(await seconds(), end, "the clock stopped with the game");
  // A new game starts from zero again.
  await page.click("#new-game");
  await waitText(page, "#hud", /Time\s*0 s/);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("a click on a satisfied number chords: its other neighbours open", async () => {
  let done = false;
  for (let seed = 1; seed <= 30 && !done; seed++) {
    const page = await open(browser.context, `${browser.server.url}#game=minesweeper&preset=beginner&firstClick=opening&seat0=human&seed=${seed}`);
    await page.click(cell(40));
    await page.waitForSelector(`${cell(40)}.open`);
    const board = await codes(page);
    // A number with exactly that many hidden neighbours: they are all mines. Flag them.
    const sure = board.findIndex((v, i) => v > 0 && v < 9 && neighbours(i, 9, 9).filter((j) => board[j] === 9).length === v);
    if (sure >= 0) {
      const toFlag = neighbours(sure, 9, 9).filter((j) => board[j] === 9);
      for (const j of toFlag) await page.click(cell(j), { button: "right" });
      await page.waitForFunction((n) => document.querySelectorAll("#board .flag").length === n, toFlag.length);
      const flagged = await codes(page);
      // A number whose flags are all placed and that still has hidden neighbours.
      const chord = flagged.findIndex((v, i) => {
        const ns = neighbours(i, 9, 9);
        return v > 0 && v < 9 && ns.filter((j) => flagged[j] === 10).length === v && ns.some((j) => flagged[j] === 9);
      });
      if (chord >= 0) {
        const hidden = neighbours(chord, 9, 9).filter((j) => flagged[j] === 9);
        await page.click(cell(chord));
        await page.waitForFunction(
          (cells) => cells.every((j) => !document.querySelector(`#board [data-cell="${j}"]`).classList.contains("hidden")),
          hidden,
          { timeout: 20_000 },
        );
        await shot(page, "minesweeper-chord");
        done = true;
      }
    }
    assert.deepEqual(page.problems, []);
    await page.close();
  }
  assert.ok(done, "some seed in 1..30 gives a position to chord");
});

test("agents play Minesweeper to the end; the solver's probabilities show", async () => {
  const page = await open(browser.context, `${browser.server.url}#game=minesweeper&preset=beginner&seat0=random&seed=4`);
  await fastest(page);
  assert.match(await waitForEnd(page), /Cleared!|Boom!/);
  await page.selectOption('select[name="seat0"]', "human");
  await page.click("#new-game");
  await page.click(cell(40));
  await page.check("#show-thinking");
  await page.waitForSelector("#board .heat.probabilities", { timeout: 30_000 });
  // Every hidden cell carries a percentage; open cells carry none.
  const labels = await page.$$eval("#board [data-cell]", (els) => els.map((e) => [e.classList.contains("hidden") && !e.classList.contains("flag"), e.textContent]));
  for (const [hidden, text] of labels) if (hidden) assert.match(text, /^\d+%$/);
  await page.click("#hint");
  await page.waitForSelector("#board .hint");
  await waitText(page, "#status", /Solver suggests row \d, column \d/);
  // The solver says why, in words.
  await waitText(page, "#explain-text", /Certainly safe|A guess: no cell is certain|Endgame: only|A forced 50\/50|No safe choice/);
  await shot(page, "minesweeper-probabilities");
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("an expert board fits a Chromebook screen", async () => {
  const page = await open(browser.context, `${browser.server.url}#game=minesweeper&preset=expert&seat0=human&seed=2`);
  await page.click(cell(8 * 30 + 15));
  const box = await page.$eval("#board .grid", (g) => g.getBoundingClientRect().toJSON());
  assert.ok(box.right <= 1366 && box.bottom <= 768, JSON.stringify(box));
  await shot(page, "minesweeper-expert");
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("a bad custom size is a readable message, not a broken page", async () => {
  const page = await watchedPage(browser.context);
  await page.goto(`${browser.server.url}#game=minesweeper&rows=1&cols=5&mines=1&seat0=human`);
  await page.waitForSelector("#status.error");
  await waitText(page, "#status", /rows/);
  await waitText(page, "#banner", /Fix the options/);
  // Fixing the size brings the board back.
  await page.fill('input[name="rows"]', "4");
  await page.press('input[name="rows"]', "Enter");
  await page.dispatchEvent('input[name="rows"]', "change");
  await page.waitForSelector("#board [data-cell]");
  assert.equal(await page.$$eval("#board [data-cell]", (e) => e.length), 20);
  assert.deepEqual(page.problems, []);
  await page.close();
});
