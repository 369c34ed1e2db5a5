// The board keeps a playable size whatever is open (issue 16; the rule in www/play/fit.js): at
// 1366x768, 1280x800, 911x512 and 800x600, with the setup, Code and Learn panels open in every
// combination, the board is wholly in the window and, at 1366x768, at least 240 px on its short
// side, and the open panels' Run, Start and Seat it are on screen; a setup that gave way opens
// over the board from its button.

import { test } from "node:test";
import assert from "node:assert/strict";
import { browserPerFile, shot } from "./harness.js";

const browser = browserPerFile();
const SIZES = [[1366, 768], [1280, 800], [911, 512], [800, 600]];
const GAMES = ["tictactoe", "gomoku", "minesweeper", "puyo"];

for (const [w, h] of SIZES) {
  test(`${w}x${h}: the board stays wholly visible with setup, Code and Learn open in every combination`, { timeout: 120_000 }, async () => {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: w, height: h });
    await page.goto(`${browser.server.url}style.css`);
    for (let mask = 0; mask < 8; mask++) {
      const setup = !!(mask & 1), code = !!(mask & 2), learn = !!(mask & 4);
      await page.evaluate(([s, c, l]) => {
        localStorage.setItem("playground.setup", s ? "open" : "closed");
        localStorage.setItem("playground.codepanel", c ? "open" : "closed");
        localStorage.setItem("playground.learnpanel", l ? "open" : "closed");
      }, [setup, code, learn]);
      const game = GAMES[mask % GAMES.length];
      await page.goto("about:blank"); // a fresh load: the panels open as remembered
      await page.goto(`${browser.server.url}#game=${game}&seat0=human&seed=1`);
      await page.waitForSelector("#board [data-cell], #board canvas");
      await page.waitForTimeout(300);
      const box = await page.$eval("#board", (b) => {
        const r = b.getBoundingClientRect();
        return { x: r.x, y: r.y, w: r.width, h: r.height };
      });
      const gave = await page.getAttribute("body", "data-gave");
      const what = `${game} setup=${setup} code=${code} learn=${learn} gave=${gave}: ${JSON.stringify(box)}`;
      assert.equal(await page.isVisible("#code-panel"), code, `code panel: ${what}`);
      assert.equal(await page.isVisible("#learn-panel"), learn, `learn panel: ${what}`);
      assert.ok(box.x >= 0 && box.y >= 0 && box.x + box.w <= w + 1 && box.y + box.h <= h + 1, `outside the window: ${what}`);
      const short = Math.min(box.w, box.h);
      if (w === 1366) assert.ok(short >= 240, `short side ${short} < 240: ${what}`);
      else assert.ok(short >= 150, `short side ${short} < 150: ${what}`);
      // The panels' controls stay on screen too (inside their own panel's scroll): Run, Start and
      // Seat it are wholly in the window and nothing covers their middle.
      const wanted = [...(code ? ["#code-run"] : []), ...(learn ? ["#learn-start", "#learn-seat"] : [])];
      for (const sel of wanted) {
        const where = await page.$eval(sel, (b) => {
          const r = b.getBoundingClientRect();
          const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
          return { x: r.x, y: r.y, w: r.width, h: r.height, onTop: !!top && (top === b || b.contains(top)) };
        });
        assert.ok(where.w > 0 && where.x >= 0 && where.y >= 0 && where.x + where.w <= w + 1 && where.y + where.h <= h + 1, `${sel} off screen: ${what} ${JSON.stringify(where)}`);
        assert.ok(where.onTop, `${sel} covered: ${what} ${JSON.stringify(where)}`);
      }
      if (mask === 7) await shot(page, `fit-all-open-${w}x${h}`);
    }
    // A setup that gave way opens over the board, and Escape closes it.
    await page.evaluate(() => {
      localStorage.setItem("playground.setup", "open");
      localStorage.setItem("playground.codepanel", "open");
      localStorage.setItem("playground.learnpanel", "open");
    });
    await page.goto("about:blank");
    await page.goto(`${browser.server.url}#game=tictactoe&seat0=human&seed=1`);
    await page.waitForSelector("#board [data-cell]");
    assert.equal(await page.getAttribute("#code-toggle", "aria-expanded"), "true");
    if ((await page.getAttribute("body", "data-gave"))?.includes("setup")) {
      assert.equal(await page.textContent("#setup-toggle"), "Show setup");
      assert.ok(await page.isHidden("#setup"));
      await page.click("#setup-toggle");
      assert.ok(await page.isVisible("#setup"));
      assert.equal(await page.textContent("#setup-toggle"), "Hide setup");
      await page.keyboard.press("Escape");
      assert.ok(await page.isHidden("#setup"));
    }
    await page.close();
  });
}
