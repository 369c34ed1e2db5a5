// Undo, review and shared positions (play/review.js), lesson links (play/lesson.js), the Rules
// box and the offline copy (sw.js), in real Chromium.

import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { DIST, browserPerFile, open, serve, shot, fastest, waitText, cellClasses, waitForEnd } from "./harness.js";

const browser = browserPerFile();
const cell = (i) => `#board [data-cell="${i}"]`;
/** The board's marks ("X", "O" or "") in cell order. */
const marks = (page) => page.$$eval("#board [data-cell]", (els) => els.map((e) => e.textContent));
const count = async (page) => (await marks(page)).filter(Boolean).length;
/** The move list's entries (without the Start entry), each "k. name" checked and returned as the name. */
const listed = (page) =>
  page.$$eval("#move-list button[data-move]", (els) =>
    els.filter((e) => e.dataset.move !== "0").map((e) => (e.textContent.startsWith(`${e.dataset.move}. `) ? e.textContent.slice(e.dataset.move.length + 2) : `bad number: ${e.textContent}`)),
  );
const waitMarks = (page, n) => page.waitForFunction((n) => [...document.querySelectorAll("#board [data-cell]")].filter((e) => e.textContent).length === n, n);

test("Undo against an agent goes back to before your last move, and the agent does not move again", async () => {
  const page = await open(browser.context, `${browser.server.url}#game=tictactoe&seat0=human&seat1=minimax&seed=1`);
  await fastest(page);
  await page.click(cell(0));
  await waitMarks(page, 2);
  const afterFirst = await marks(page);
  const free = afterFirst.findIndex((m, i) => !m && i !== 0);
  await page.click(cell(free));
  await waitMarks(page, 4);
  assert.equal((await listed(page)).length, 4);
  // Looking back at the agent's turn: it waits; a click says how to go on.
  await page.click("#back");
  await waitMarks(page, 3);
  const empty = (await marks(page)).findIndex((m) => !m);
  await page.click(cell(empty));
  await waitText(page, "#status", /turn here: press Step/);
  await page.waitForTimeout(400);
  assert.equal(await count(page), 3, "the agent does not move while reviewing");
  await page.click("#forward");
  await waitMarks(page, 4);
  await page.click("#undo");
  await waitMarks(page, 2);
  assert.deepEqual(await marks(page), afterFirst, "the position after the first exchange");
  assert.deepEqual(await listed(page), ["X: row 1, column 1", (await listed(page))[1]]);
  assert.match((await listed(page))[1], /^O: row \d, column \d$/);
  await waitText(page, "#status", /Took back 2 moves/);
  await waitText(page, "#hud", /X \(Human\)/);
  await page.waitForTimeout(600);
  assert.equal(await count(page), 2, "the agent waits for the human");
  // The human plays again: the agent answers as before.
  await page.click(cell(free));
  await waitMarks(page, 4);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("review: back and forward keep the later moves; a move played back there starts a new line", async () => {
  const page = await open(browser.context, `${browser.server.url}#game=tictactoe&seat0=human&seat1=human&seed=1`);
  for (const i of [4, 0, 8]) await page.click(cell(i));
  await waitMarks(page, 3);
  assert.deepEqual(await listed(page), ["X: row 2, column 2", "O: row 1, column 1", "X: row 3, column 3"]);
  await page.click("#back");
  await page.click("#back");
  await waitMarks(page, 1);
  assert.equal(await page.textContent(cell(4)), "X");
  assert.equal((await listed(page)).length, 3, "the later moves are kept");
  assert.equal(await page.$$eval("#move-list li.later", (els) => els.length), 2);
  await waitText(page, "#status", /Looking at move 1 of 3/);
  // Playing the line's own next move goes along it: the later moves stay.
  await page.click(cell(0));
  await waitMarks(page, 2);
  assert.equal(await page.textContent(cell(0)), "O");
  assert.equal((await listed(page)).length, 3);
  await waitText(page, "#status", /Looking at move 2 of 3/);
  // A click in the list jumps there.
  await page.click('#move-list button[data-move="1"]');
  await waitMarks(page, 1);
  // O plays elsewhere: a new line from move 1.
  await page.click(cell(2));
  await waitMarks(page, 2);
  assert.deepEqual(await listed(page), ["X: row 2, column 2", "O: row 1, column 3"]);
  assert.equal(await page.textContent(cell(0)), "");
  await waitText(page, "#status", /new line/);
  assert.ok(await page.isDisabled("#forward"), "nothing after the last move");
  // The list is one Tab stop; arrow keys, Home and End walk it.
  assert.equal(await page.$$eval('#move-list button[tabindex="0"]', (els) => els.length), 1);
  await page.focus('#move-list [aria-current="step"]');
  await page.keyboard.press("ArrowUp");
  await waitMarks(page, 1);
  await page.keyboard.press("Home");
  await waitMarks(page, 0);
  await page.keyboard.press("End");
  await waitMarks(page, 2);
  assert.equal(await page.evaluate(() => document.activeElement.dataset.move), "2");
  await shot(page, "review-branch");
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("Puyo: the move list names column and turn; Undo takes back one pair and the same pairs come again", async () => {
  const page = await open(browser.context, `${browser.server.url}#game=puyo&rules=tsu&seat0=human&seed=3`);
  const field = () => page.$$eval("#board .field [data-cell]", (els) => els.map((e) => e.className));
  const pair = () => page.$$eval("#board .preview .puyo", (els) => els.map((e) => e.className));
  await page.keyboard.press("z"); // turned: partner above
  await page.keyboard.press("Space");
  await waitText(page, "#hud", /Pairs\s*1\b/);
  await page.waitForSelector("#board:not([data-busy])");
  const afterOne = await field();
  const nextPair = await pair();
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("Space");
  await waitText(page, "#hud", /Pairs\s*2\b/);
  await page.waitForSelector("#board:not([data-busy])");
  const names = await listed(page);
  assert.equal(names.length, 2);
  for (const name of names) assert.match(name, /^column [1-6], (turned right|upright|turned left|upside down)$/);
  await page.click("#undo");
  await waitText(page, "#hud", /Pairs\s*1\b/);
  assert.deepEqual(await field(), afterOne, "the field after the first pair");
  assert.deepEqual(await pair(), nextPair, "the same pair to place again");
  assert.equal((await listed(page)).length, 1);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("a position link round trip: Copy link, open it in a new page, the same board and moves", async () => {
  const page = await open(browser.context, `${browser.server.url}#game=minesweeper&size=beginner&seat0=human&seed=5`);
  await page.click(cell(40));
  await waitText(page, "#hud", /Time/);
  const hidden = await page.$$eval("#board .mines [data-cell]", (els) => els.filter((e) => e.className.includes("hidden")).map((e) => e.dataset.cell));
  await page.click(cell(hidden[0]), { button: "right" });
  await page.click("#copy-link");
  await waitText(page, "#status", /copied|Copy the selected/);
  const link = await page.evaluate(() => document.getElementById("link").value);
  assert.match(link, /[#&]moves=[0-9a-z.-]+/);
  const second = await open(browser.context, link);
  await second.waitForFunction((n) => document.querySelectorAll("#move-list button[data-move]").length === n + 1, 2);
  assert.deepEqual(await cellClasses(second), await cellClasses(page));
  assert.deepEqual(await listed(second), await listed(page));
  assert.match((await listed(second))[1], /^flag row \d, column \d$/);
  await waitText(second, "#status", /Position from the link: 2 moves/);
  assert.match(second.url(), /moves=/, "the address keeps the position");
  await second.click("#new-game");
  await second.waitForFunction(() => !/moves=/.test(location.hash));
  assert.equal(await second.$$eval("#move-list button[data-move]", (els) => els.length), 1, "only Start");
  assert.deepEqual(page.problems, []);
  assert.deepEqual(second.problems, []);
  await page.close();
  await second.close();
});

test("a link with garbled moves plays up to the last good one and says so; an agent to move waits", async () => {
  const page = await open(browser.context, `${browser.server.url}#game=tictactoe&seat0=human&seat1=human&seed=1&moves=40Xz`);
  await waitMarks(page, 2);
  await waitText(page, "#status", /stop after move 2.*move 3/);
  const illegal = await open(browser.context, `${browser.server.url}#game=tictactoe&seat0=human&seat1=human&seed=1&moves=4048`);
  await waitMarks(illegal, 2);
  await waitText(illegal, "#status", /stop after move 2/);
  const agent = await open(browser.context, `${browser.server.url}#game=tictactoe&seat0=human&seat1=minimax&seed=1&moves=4`);
  await waitText(agent, "#status", /Paused at the shared position/);
  await agent.waitForTimeout(500);
  assert.equal(await count(agent), 1, "the agent waits for Play or Step");
  await agent.click("#play");
  await waitMarks(agent, 2);
  for (const p of [page, illegal, agent]) {
    assert.deepEqual(p.problems, []);
    await p.close();
  }
});

test("opened from file://, Copy link gives the text to paste after the page's address", { skip: !fs.existsSync(path.join(DIST, "playground.html")) && "not built" }, async () => {
  const url = pathToFileURL(path.join(DIST, "playground.html")).href;
  const page = await open(browser.context, `${url}#game=tictactoe&seat0=human&seat1=human&seed=1`);
  await page.click(cell(4));
  await page.click(cell(0));
  await page.click("#copy-link");
  await waitText(page, "#status", /file on your computer.*paste it right after the page's address/);
  assert.ok(await page.isVisible("#link"), "the text is shown");
  const text = await page.inputValue("#link");
  assert.match(text, /^#game=tictactoe&.*moves=40/);
  assert.ok(!text.includes("file:"), "no file:/// path");
  // From a file there is no manifest and no service worker.
  assert.equal(await page.$('link[rel="manifest"]'), null);
  assert.equal(await page.evaluate(() => navigator.serviceWorker?.controller ?? null), null);
  // Pasted after the page's address online, it opens the same position.
  const online = await open(browser.context, browser.server.url + text);
  await waitMarks(online, 2);
  assert.deepEqual(await marks(online), await marks(page));
  assert.deepEqual(page.problems, []);
  await page.close();
  await online.close();
});

test("lesson links hide controls (gone from view and Tab order) and lock others", async () => {
  const page = await open(browser.context, `${browser.server.url}#game=tictactoe&seat0=human&seat1=random&seed=1&hide=seed,seats,options,series&lock=games,speed`);
  for (const id of ["#seed", "#seats", "#options", "#series", "#series-n"]) assert.equal(await page.isVisible(id), false, `${id} hidden`);
  assert.ok(await page.isVisible("#new-game"));
  // Tab through the page: no hidden control takes the focus.
  const seen = new Set();
  for (let k = 0; k < 40; k++) {
    await page.keyboard.press("Tab");
    seen.add(await page.evaluate(() => document.activeElement?.id || document.activeElement?.tagName));
  }
  for (const id of ["seed", "series", "series-n"]) assert.ok(!seen.has(id), `${id} is not a Tab stop`);
  // Locked: shown, but cannot change.
  assert.ok(await page.isVisible('#picker [data-game="gomoku"]'));
  assert.ok(await page.isDisabled('#picker [data-game="gomoku"]'));
  assert.ok(await page.isDisabled("#speed"));
  await page.click('#picker [data-game="gomoku"]', { force: true });
  assert.equal(await page.getAttribute("body", "data-game"), "tictactoe");
  // The flags stay in the links the page writes.
  await page.click("#copy-link");
  const link = await page.evaluate(() => document.getElementById("link").value);
  assert.match(link, /hide=seed%2Cseats%2Coptions%2Cseries|hide=seed,seats,options,series/);
  assert.match(link, /lock=games%2Cspeed|lock=games,speed/);
  await shot(page, "lesson-link");
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("the Rules box: each game's rules and what a seed is", async () => {
  const page = await open(browser.context, `${browser.server.url}#game=gomoku&width=6&height=6&nInRow=4&seed=1`);
  await page.click("#rules summary");
  await waitText(page, "#rules", /4 or more of your stones in a row/);
  await waitText(page, "#rules", /same seed gives the same game/);
  await page.click('#picker [data-game="puyo"]');
  await waitText(page, "#rules", /cross ✕ \(third column, second row from the top\)/);
  await waitText(page, "#rules", /Score: each pop gives 10 ×/);
  await shot(page, "rules-puyo");
  await page.click('#picker [data-game="minesweeper"]');
  await waitText(page, "#rules", /how many of the 8 cells around it hide a mine/);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("offline: after one visit the page loads and plays with the network gone", async () => {
  const server = await serve();
  const context = browser.context;
  const url = `${server.url}#game=tictactoe&seat0=human&seat1=random&seed=2`;
  const page = await open(context, url);
  // The worker registers after the page loaded, keeps every file, then is active.
  await page.evaluate(() => navigator.serviceWorker.ready);
  // Installable: the manifest is linked and names the page.
  const manifest = await page.evaluate(async () => (await fetch(document.querySelector('link[rel="manifest"]').href)).json());
  assert.equal(manifest.start_url, "./");
  assert.ok(manifest.icons.length > 0);
  // Every file of the page was kept when the worker installed.
  // (one cache, named by the release: www/sw.js)
  const kept = await page.evaluate(async () => {
    const names = (await caches.keys()).filter((n) => n.startsWith("playground-"));
    if (names.length !== 1) throw new Error(`one release's cache, not ${JSON.stringify(names)}`);
    return (await (await caches.open(names[0])).keys()).map((r) => new URL(r.url).pathname);
  });
  for (const file of ["/", "/main.js", "/pkg-tictactoe/playground_bg.wasm", "/pkg-gomoku/playground_bg.wasm", "/play/review.js"]) assert.ok(kept.includes(file), `${file} kept`);
  await server.close();
  await context.setOffline(true);
  try {
    await page.reload();
    await page.waitForSelector("#board [data-cell]");
    await fastest(page);
    await page.click(cell(4));
    await waitMarks(page, 2); // the agent answers: the worker and the wasm came from the copy
    await shot(page, "offline");
    // A student's agent plays offline too: its sandbox loads its own engine copy (an address with
    // a query) from the kept files.
    if ((await page.getAttribute("#code-toggle", "aria-expanded")) !== "true") await page.click("#code-toggle");
    await page.waitForSelector("#code-editor .cm-content");
    await page.click("#code-run");
    assert.match(await waitForEnd(page, 30_000), /wins|Draw/);
    assert.equal(await page.$eval("#seats select[name=seat0]", (s) => s.value.startsWith("code:")), true);
  } finally {
    await context.setOffline(false);
  }
  await page.close();
});
