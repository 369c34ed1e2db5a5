// A series of games: in two-player games the players swap sides every game (like the arena
// command) and the tally counts wins per player, not per side; one-player games count wins,
// losses and the mean score. The tally is large enough to read on a projector.

import { test } from "node:test";
import assert from "node:assert/strict";
import { browserPerFile, open, shot, fastest, waitText } from "./harness.js";

const browser = browserPerFile();

/** Records, for every finished game (keyed by its seed), the end banner and who sat where. */
function recordGames(page) {
  return page.evaluate(() => {
    window.__games = {};
    const banner = document.querySelector("#banner");
    new MutationObserver(() => {
      if (!banner.classList.contains("over")) return;
      const seats = [...document.querySelectorAll("#seats select")].map((s) => s.value);
      window.__games[document.querySelector("#seed").value] = { banner: banner.textContent, seats };
    }).observe(banner, { childList: true, characterData: true, subtree: true, attributes: true });
  });
}

/** A tally line's number: `Random: 3 wins` -> 3. */
function count(tally, re) {
  const m = re.exec(tally);
  assert.ok(m, `${re} in '${tally}'`);
  return Number(m[1]);
}

test("two agents swap sides every game and the tally is per agent", async () => {
  const page = await open(browser.context, `${browser.server.url}#game=tictactoe&seat0=random&seat1=minimax&seed=5`);
  await fastest(page);
  await recordGames(page);
  await page.fill("#series-n", "4");
  await page.click("#series");
  await waitText(page, "#tally", /Game 4 of 4/, 60_000);
  await page.waitForFunction(() => Object.keys(window.__games).length === 4);
  const games = Object.entries(await page.evaluate(() => window.__games)).sort(([a], [b]) => a - b);
  assert.deepEqual(games.map(([seed]) => Number(seed)), [5, 6, 7, 8]);
  // Random moves first (X) in games 1 and 3, Minimax in games 2 and 4; when the series is over
  // the players are back in the seats they started in (so the 4th banner shows them there).
  const sat = [["random", "minimax"], ["minimax", "random"], ["random", "minimax"], ["minimax", "random"]];
  assert.deepEqual(
    games.map(([, g]) => g.seats),
    [sat[0], sat[1], sat[2], sat[0]],
  );
  // Each banner names a side; the tally must credit the agent that sat on that side.
  const expected = { random: 0, minimax: 0, draws: 0 };
  for (const [i, [, g]] of games.entries()) {
    g.seats = sat[i];
    const m = /^(X|O) \((Random|Minimax)\) wins! Three in a row\.$/.exec(g.banner);
    if (!m) {
      assert.equal(g.banner, "Draw! The board is full and no one has three in a row.");
      expected.draws++;
      continue;
    }
    const agent = g.seats[m[1] === "X" ? 0 : 1];
    assert.equal(agent, m[2].toLowerCase(), `the banner names who sat on side ${m[1]}`);
    expected[agent]++;
  }
  const tally = await page.textContent("#tally");
  assert.equal(count(tally, /Random: (\d+) wins?/), expected.random, tally);
  assert.equal(count(tally, /Minimax: (\d+) wins?/), expected.minimax, tally);
  assert.equal(count(tally, /draws: (\d+)/), expected.draws, tally);
  assert.equal(expected.random, 0, `minimax never loses: ${tally}`);
  assert.match(tally, new RegExp(`Minimax: ${expected.minimax} wins? \\(win rate ${Math.round((100 * expected.minimax) / 4)}%\\)`));
  assert.doesNotMatch(tally, /X \(|O \(/, "the tally names agents, not sides");
  // Readable from the back of a classroom.
  const px = await page.$eval("#tally .player b", (b) => parseFloat(getComputedStyle(b).fontSize));
  assert.ok(px >= 22, `tally text is ${px}px`);
  await waitText(page, "#status", /Series finished: 4 games/);
  // Split by side, each game listed, a chart.
  assert.match(tally, /as X: \d+ of 2 · as O: \d+ of 2/);
  assert.equal(await page.$$eval("#tally details.games li", (e) => e.length), 4);
  assert.ok(await page.$("#tally figure.chart canvas"));
  // The players are back in their first seats, and so is the link.
  assert.equal(await page.inputValue('select[name="seat0"]'), "random");
  assert.equal(await page.inputValue('select[name="seat1"]'), "minimax");
  assert.match(await page.evaluate(() => location.hash), /seat0=random&seat1=minimax/);
  await page.click("#tally details.games summary");
  await shot(page, "series-tictactoe");
  // The finished tally can be closed (×), and goes by itself with the next game (issue 16).
  assert.equal(await page.getAttribute("#tally .tally-close", "aria-label"), "Close the series results");
  await page.click("#new-game");
  await page.waitForSelector("#board [data-cell]");
  await page.waitForFunction(() => document.querySelector("#tally").textContent.trim() === "");
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("a machine that paints no frame still has every game's end banner in the page", async () => {
  // The slowest machine there is: after the first board, no animation frame ever comes. The series
  // goes on (it waits for a frame only so long), and each game's end is written into the page
  // before the next game starts, so a screen reader, or a student reading the page's text, misses
  // none (the frame rate of a loaded Chromebook decides nothing).
  const page = await open(browser.context, `${browser.server.url}#game=tictactoe&seat0=random&seat1=minimax&seed=5`);
  await fastest(page);
  await recordGames(page);
  await page.evaluate(() => {
    window.requestAnimationFrame = () => 0;
  });
  await page.fill("#series-n", "3");
  await page.click("#series");
  await waitText(page, "#status", /Series finished: 3 games/, 60_000);
  const games = Object.entries(await page.evaluate(() => window.__games)).sort(([a], [b]) => a - b);
  assert.deepEqual(games.map(([seed]) => Number(seed)), [5, 6, 7]);
  for (const [, g] of games) assert.match(g.banner, /^(X|O) \((Random|Minimax)\) wins! Three in a row\.$|^Draw!/);
  assert.equal(await page.$$eval("#tally details.games li", (e) => e.length), 3);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("the same agent on both sides is told apart in the tally; Stop ends a series", async () => {
  const page = await open(browser.context, `${browser.server.url}#game=tictactoe&seat0=random&seat1=random&seed=1`);
  await fastest(page);
  await page.fill("#series-n", "50");
  await page.click("#series");
  await waitText(page, "#series", /Stop/);
  await waitText(page, "#tally", /Game [2-9]\d* of 50/, 60_000);
  assert.match(await page.textContent("#tally"), /Random #1: \d+ wins?.*Random #2: \d+ wins?/);
  await page.click("#series");
  await waitText(page, "#tally", /Series stopped/);
  await waitText(page, "#series", /^Run$/);
  const seed = await page.inputValue("#seed");
  await page.waitForSelector("#banner.over");
  await page.waitForTimeout(800); // the next game of a running series would start by now
  assert.equal(await page.inputValue("#seed"), seed, "no further games after Stop");
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("a one-player series counts wins, losses and the mean score", async () => {
  const page = await open(browser.context, `${browser.server.url}#game=minesweeper&preset=beginner&seat0=random&seed=3`);
  await fastest(page);
  await page.fill("#series-n", "3");
  await page.click("#series");
  const tally = await waitText(page, "#tally", /Game 3 of 3/, 60_000);
  const won = count(tally, /won (\d+)/);
  const lost = count(tally, /lost (\d+)/);
  assert.equal(won + lost, 3, tally);
  assert.match(tally, /mean score -?\d+(?![.\d])/, "a whole number");
  assert.match(tally, /Score: \+1 for each safe cell/);
  assert.equal(await page.$$eval("#tally details.games li", (e) => e.length), 3);
  assert.match(tally, new RegExp(`win rate ${Math.round((100 * won) / 3)}%`));
  assert.equal(await page.inputValue('select[name="seat0"]'), "random");
  await shot(page, "series-minesweeper");
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("switching games during a series ends it: no tally, no further games", async () => {
  const page = await open(browser.context, `${browser.server.url}#game=tictactoe&seat0=random&seat1=random&seed=1`);
  await fastest(page);
  await page.fill("#series-n", "50");
  await page.click("#series");
  await waitText(page, "#tally", /Game [2-9]\d* of 50/, 60_000);
  await page.click('#picker [data-game="minesweeper"]');
  await page.waitForSelector("#board .mines [data-cell]");
  await waitText(page, "#series", /^Run$/);
  assert.equal(await page.textContent("#tally"), "");
  const seed = await page.inputValue("#seed");
  await page.waitForTimeout(800); // a series still running would start its next game by now
  assert.equal(await page.inputValue("#seed"), seed);
  assert.equal(await page.$$eval("#board .open", (e) => e.length), 0, "the human's new board is untouched");
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("a series survives New game: the game is replayed and the series goes on", async () => {
  const page = await open(browser.context, `${browser.server.url}#game=tictactoe&seat0=minimax&seat1=random&seed=11`);
  await page.fill("#series-n", "3");
  await page.click("#series");
  await waitText(page, "#tally", /Game 1 of 3/, 60_000);
  await page.click("#new-game");
  await waitText(page, "#series", /Stop/);
  await fastest(page);
  await waitText(page, "#tally", /Game 3 of 3/, 60_000);
  await waitText(page, "#status", /Series finished: 3 games/);
  assert.equal(await page.$$eval("#tally details.games li", (e) => e.length), 3);
  // Over, the players sit where they started (and the link says so).
  assert.equal(await page.inputValue('select[name="seat0"]'), "minimax");
  assert.match(await page.evaluate(() => location.hash), /seat0=minimax&seat1=random/);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("Stop gives the players back their first seats", async () => {
  const page = await open(browser.context, `${browser.server.url}#game=tictactoe&seat0=random&seat1=minimax&seed=1`);
  await fastest(page);
  await page.fill("#series-n", "50");
  await page.click("#series");
  // Stop during a game with the sides swapped (an even game count so far).
  await page.waitForFunction(() => document.querySelector('select[name="seat0"]').value === "minimax", null, { timeout: 60_000 });
  await page.click("#series");
  await waitText(page, "#series", /^Run$/);
  assert.equal(await page.inputValue('select[name="seat0"]'), "random");
  assert.equal(await page.inputValue('select[name="seat1"]'), "minimax");
  assert.match(await page.evaluate(() => location.hash), /seat0=random&seat1=minimax/);
  assert.deepEqual(page.problems, []);
  await page.close();
});
