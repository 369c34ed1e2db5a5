// The class tournament from the front of the room (code/standings.js): the standings view full width
// over the board at 1920x1080 and 1366x768 with its header in view, names as the students wrote
// them, select all / none, progress with time left; every game replays on the board (review.js), its
// link opens the same game in a new page, and a damaged replay link says so.

import { test } from "node:test";
import assert from "node:assert/strict";
import { browserPerFile, open, fastest, waitText, shot } from "./harness.js";

const browser = browserPerFile();

/** Three quick programs (one a little slow, so the progress can be seen while it runs). */
const AGENTS = [
  ["Ann", "function act(obs, env) {\n  return env.legalActions()[0];\n}\n"],
  ["Bob", "function act(obs, env) {\n  const legal = env.legalActions();\n  return legal[legal.length - 1];\n}\n"],
  ["Cho", "function act(obs, env) {\n  let x = 0;\n  for (let i = 0; i < 2e7; i++) x += i % 7;\n  const legal = env.legalActions();\n  return legal[Math.floor(legal.length / 2)];\n}\n"],
];

/** Opens the page with only AGENTS saved for Tic-tac-toe, the code panel and the tournament open. */
async function openWithAgents(hash) {
  const blank = await browser.context.newPage();
  await blank.goto(`${browser.server.url}style.css`);
  await blank.evaluate((agents) => {
    for (const k of Object.keys(localStorage)) if (k.startsWith("playground.code")) localStorage.removeItem(k);
    const list = agents.map(([name, source], k) => ({ id: name.toLowerCase(), name, language: "js", source, updated: k + 1 }));
    localStorage.setItem("playground.code.tictactoe", JSON.stringify(list));
  }, AGENTS);
  await blank.close();
  const page = await open(browser.context, `${browser.server.url}${hash}`);
  await fastest(page);
  if ((await page.getAttribute("#code-toggle", "aria-expanded")) !== "true") await page.click("#code-toggle");
  await page.waitForSelector("#code-editor .cm-content");
  await page.click("#code-tournament summary");
  return page;
}

const boxes = (page) => page.$$eval("#code-tour-agents input", (els) => els.map((e) => e.checked));
const marks = (page) => page.$$eval("#board [data-cell]", (els) => els.map((e) => e.textContent));
const count = async (page) => (await marks(page)).filter(Boolean).length;
const waitMarks = (page, n) => page.waitForFunction((n) => [...document.querySelectorAll("#board [data-cell]")].filter((e) => e.textContent).length === n, n);

/** Where the standings view, its table and the board lie, and whether the header is in view. */
const geometry = (page) =>
  page.evaluate(() => {
    const r = (s) => document.querySelector(s).getBoundingClientRect().toJSON();
    return { view: r("#standings"), table: r("#standings-table table"), board: r("#board-wrap"), head: r("#standings-table thead th"), body: r("#standings .standings-body"), font: parseFloat(getComputedStyle(document.querySelector("#standings-table td")).fontSize), w: innerWidth };
  });

test("the standings view: full width over the board, sticky header, plain names, select all / none, progress with time left", async () => {
  const page = await openWithAgents("#game=tictactoe&seat0=human&seat1=human&seed=11");
  await page.setViewportSize({ width: 1920, height: 1080 });
  // Before any tournament the view says so.
  await page.click("#code-tour-standings");
  await waitText(page, "#standings-table", /No tournament yet/);
  await page.keyboard.press("Escape");
  const n = (await boxes(page)).length;
  assert.ok(n >= 4);
  await page.click("#code-tour-none");
  assert.deepEqual(await boxes(page), Array(n).fill(false));
  await page.click("#code-tour-all");
  assert.deepEqual(await boxes(page), Array(n).fill(true));
  await page.click("#code-tour-none");
  await page.check("#code-tour-agents label:nth-child(1) input"); // Random
  for (const [name] of AGENTS) await page.check(`#code-tour-agents label:has-text("${name}") input`);
  await page.fill("#code-tour-games", "2");
  await page.click("#code-tour-run");
  await page.click("#code-tour-standings");
  // While it runs: games done of all, and the time left estimated from the games so far.
  await waitText(page, "#standings-count", /^\d+ of 12 games · about \d+:\d\d left$/, 30_000);
  await waitText(page, "#standings-count", /^12 of 12 games$/, 60_000);
  const names = await page.$$eval("#standings-table tbody th", (els) => els.map((e) => e.textContent));
  assert.deepEqual([...names].sort(), ["Ann", "Bob", "Cho", "Random"]);
  const ranks = await page.$$eval("#standings-table tbody tr td:first-child", (els) => els.map((e) => e.textContent));
  assert.deepEqual(ranks, ["1", "2", "3", "4"]);
  assert.equal(await page.$$eval("#standings-games button", (els) => els.length), 12);
  for (const [w, h] of [[1920, 1080], [1366, 768]]) {
    await page.setViewportSize({ width: w, height: h });
    const g = await geometry(page);
    assert.ok(g.view.left <= 0 && g.view.right >= w && g.view.top <= g.board.top && g.view.bottom >= g.board.bottom, `over the board at ${w}x${h}`);
    assert.ok(g.table.width >= 0.95 * w, `the table is full width at ${w}x${h}: ${g.table.width}`);
    assert.ok(g.font >= (w >= 1920 ? 24 : 18), `large type at ${w}x${h}: ${g.font}px`);
    await shot(page, `standings-${w}x${h}`);
  }
  // Scrolled (a short window so the rows must scroll): the header stays at the top of the view.
  await page.setViewportSize({ width: 1366, height: 360 });
  await page.$eval("#standings .standings-body", (b) => (b.scrollTop = b.scrollHeight));
  const g = await geometry(page);
  assert.ok(await page.$eval("#standings .standings-body", (b) => b.scrollTop > 0), "the view scrolls");
  assert.ok(Math.abs(g.head.top - g.body.top) <= 2, `the header is in view: ${g.head.top} vs ${g.body.top}`);
  // Escape goes back; the close button too.
  await page.keyboard.press("Escape");
  assert.equal(await page.isVisible("#standings"), false);
  await page.click("#code-tour-standings");
  await page.click("#standings-close");
  assert.equal(await page.isVisible("#standings"), false);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("a game row replays that game on the board; its link opens the same game; a damaged link says so", async () => {
  const page = await openWithAgents("#game=tictactoe&seat0=human&seat1=human&seed=11");
  await page.click("#code-tour-none");
  for (const [name] of AGENTS.slice(0, 2)) await page.check(`#code-tour-agents label:has-text("${name}") input`);
  await page.fill("#code-tour-games", "2");
  await page.click("#code-tour-run");
  await waitText(page, "#code-tour-count", /^2 of 2 games$/, 30_000);
  await page.click("#code-tour-standings");
  const rows = await page.$$eval("#standings-games button", (els) => els.map((e) => e.textContent));
  const k = rows.findIndex((r) => / wins$/.test(r));
  assert.ok(k >= 0, `a game someone won: ${rows}`);
  const [, first, other, winner] = /^\d+\. (\S+) – (\S+): (\S+) wins$/.exec(rows[k]);
  const mark = winner === first ? "X" : "O";
  assert.ok(winner === first || winner === other);
  await page.click(`#standings-games button[data-game="${k}"]`);
  assert.equal(await page.isVisible("#standings"), false, "the view closes: the board shows the game");
  const said = await waitText(page, "#status", /Replay of a tournament game: \d+ moves/);
  const moves = /: (\d+) moves/.exec(said)[1];
  await waitMarks(page, Number(moves));
  await waitText(page, "#banner", new RegExp(`^${mark}\\b.*wins`));
  const end = await marks(page);
  await shot(page, "standings-replay");
  // Stepping back and forward with the review controls.
  await page.click("#back");
  await waitMarks(page, Number(moves) - 1);
  await page.click("#forward");
  await waitMarks(page, Number(moves));
  assert.deepEqual(await marks(page), end);
  // The replay's link opens the same game in a new page.
  const link = page.url();
  assert.match(link, /[#&]replay=1/);
  assert.match(link, /[#&]moves=[0-9a-z]+/);
  assert.match(link, /seat0=code%3A|seat0=code:/);
  const second = await open(browser.context, link);
  await waitText(second, "#status", /Replay of a tournament game/);
  await waitMarks(second, Number(moves));
  assert.deepEqual(await marks(second), end);
  // A game that ended by a forfeit says so after its last move; a forfeit that cannot be read is damage.
  const forfeited = await open(browser.context, `${link}&forfeit=1.timeout`);
  await waitText(forfeited, "#status", new RegExp(`${moves} moves\\. Then .+ forfeited \\(took longer than the time limit\\)`));
  await waitMarks(forfeited, Number(moves));
  const unreadable = await open(browser.context, `${link}&forfeit=7.boom`);
  await waitText(unreadable, "#status", /replay link is damaged \(how the game ended is not readable\)/);
  await unreadable.waitForTimeout(400);
  assert.equal(await count(unreadable), 0, "nothing replayed");
  for (const p of [forfeited, unreadable]) {
    assert.deepEqual(p.problems, []);
    await p.close();
  }
  // A damaged replay link: a message, nothing replayed, the page still plays.
  const damaged = await open(browser.context, link.replace(/moves=[0-9a-z]+/, "moves=4Zz"));
  await waitText(damaged, "#status", /replay link is damaged/);
  await damaged.waitForTimeout(400);
  assert.equal(await count(damaged), 0, "nothing replayed");
  await damaged.click("#step");
  await waitMarks(damaged, 1);
  for (const p of [page, second, damaged]) {
    assert.deepEqual(p.problems, []);
    await p.close();
  }
});
