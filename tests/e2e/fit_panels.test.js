// The board keeps a playable size whatever is open (issue 16; the rule in www/play/fit.js): at
// 1366x768, 1280x800, 911x512 and 800x600, with the setup, Code and Learn panels open in every
// combination, the board is wholly in the window and, at 1366x768, at least 240 px on its short
// side, and the open panels' Run, Start and Seat it are on screen; a setup that gave way opens
// over the board from its button.

import { test } from "node:test";
import assert from "node:assert/strict";
import { browserPerFile, shot, fastest, setCode } from "./harness.js";

const browser = browserPerFile();
const SIZES = [[1366, 768], [1280, 800], [911, 512], [800, 600]];
// Combination k shows GAMES[k % 5]: Connect Four (no learner yet, so no Learn panel's Start) gets
// combination 3, setup and Code open.
const GAMES = ["tictactoe", "gomoku", "minesweeper", "connect4", "puyo"];

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

/** The board's short side, and whether it is wholly in the window. */
async function boardBox(page, w, h) {
  const b = await page.$eval("#board", (el) => {
    const r = el.getBoundingClientRect();
    return { x: r.x, y: r.y, w: r.width, h: r.height };
  });
  return { short: Math.min(b.w, b.h), inside: b.x >= 0 && b.y >= 0 && b.x + b.w <= w + 1 && b.y + b.h <= h + 1, b };
}

for (const [w, h] of [[1366, 768], [911, 512]]) {
  const least = w === 1366 ? 240 : 150;
  test(`${w}x${h}: a long status line, a series tally and a forfeit banner never shrink the board below ${least} px`, { timeout: 120_000 }, async () => {
    const fresh = async (hash, code = false) => {
      const page = await browser.context.newPage();
      await page.setViewportSize({ width: w, height: h });
      await page.goto(`${browser.server.url}style.css`);
      await page.evaluate((c) => {
        localStorage.clear();
        localStorage.setItem("playground.codepanel", c ? "open" : "closed");
      }, code);
      await page.goto(`${browser.server.url}${hash}`);
      await page.waitForSelector("#board [data-cell], #board canvas");
      return page;
    };
    // A long status line (a link naming an agent the page does not have), Korean, Puyo.
    let page = await fresh("#game=puyo&seat0=no-such-agent-from-an-old-link&seed=1&lang=ko");
    await page.waitForSelector("#status.error");
    let got = await boardBox(page, w, h);
    assert.ok(got.inside && got.short >= least, `puyo with a long status: ${JSON.stringify(got)}`);
    await page.close();
    // A series tally over a 6x6 Gomoku board.
    page = await fresh("#game=gomoku&width=6&height=6&nInRow=4&seat0=random&seat1=random&seed=1");
    const overlay = await page.isHidden("#setup"); // the setup gave way: it opens over the board
    if (overlay) await page.click("#setup-toggle");
    await fastest(page);
    await page.fill("#series-n", "6");
    await page.click("#series");
    if (overlay) await page.keyboard.press("Escape");
    await page.waitForFunction(() => document.querySelector("#tally").textContent.length > 0, null, { timeout: 30_000 });
    await page.waitForTimeout(1500);
    got = await boardBox(page, w, h);
    assert.ok(got.inside && got.short >= least, `gomoku 6x6 with a tally: ${JSON.stringify(got)}`);
    await page.close();
    // A forfeit banner: a student's agent that returns null.
    page = await fresh("#game=tictactoe&seat0=random&seat1=human&seed=1", true);
    await page.waitForSelector("#code-editor .cm-content");
    await setCode(page, "function act(obs, env) {\n  return null;\n}\n");
    await page.click("#code-run");
    await page.waitForFunction(() => document.querySelector("#banner").classList.contains("over"), null, { timeout: 20_000 });
    got = await boardBox(page, w, h);
    assert.ok(got.inside && got.short >= least, `tic-tac-toe with a forfeit banner: ${JSON.stringify(got)}`);
    await shot(page, `fit-forfeit-banner-${w}x${h}`);
    await page.close();
  });
}
