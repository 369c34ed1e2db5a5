// The Learn panel in real Chromium: train Q-learning in its worker, the curve gains points, Pause
// stops the progress, the snapshot sits in a seat and plays a game, Save keeps it and a reload
// offers it; a download / load round trip and a bad file refused with the engine's message; the
// board stays in view with the panel open.

import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createRequire } from "node:module";
import { browserPerFile, open, watchedPage, shot, fastest, waitForEnd, waitText } from "./harness.js";

const browser = browserPerFile();
/** axe-core from this folder's node_modules (pinned in package.json), injected at test time. */
const AXE = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

const episodes = (page) => page.$eval("#learn-progress", (e) => Number(e.dataset.episodes));
const points = (page) => page.$eval("#learn-chart", (e) => Number(e.dataset.points));

/** Opens the panel, sets a quick measurement and seed, starts Q-learning and waits for `n` curve points. */
async function trainUntil(page, n) {
  if (await page.isHidden("#learn-panel")) await page.click("#learn-toggle");
  await page.waitForSelector("#learn-learner option[value=qlearning]", { state: "attached" });
  await page.fill("#learn-opt-evalEvery", "200");
  await page.fill("#learn-opt-seed", "3");
  await page.click("#learn-start");
  await page.waitForFunction((k) => Number(document.querySelector("#learn-chart").dataset.points) >= k, n, { timeout: 30_000 });
}

test("train, watch the curve grow, pause, seat the snapshot, play it, save it, and a reload offers it", async () => {
  const page = await open(browser.context, `${browser.server.url}#game=tictactoe&seat0=human&seat1=random&seed=1`);
  assert.ok(await page.isHidden("#learn-panel"), "closed at first");
  await page.click("#learn-toggle");
  assert.equal(await page.getAttribute("#learn-toggle", "aria-expanded"), "true");
  // The form comes from the engine's option specs, each with its help sentence shown as text.
  assert.match(await page.textContent("#learn-opt-epsilon-help"), /random move/);
  assert.equal(await page.getAttribute("#learn-opt-epsilon", "max"), "1");
  assert.equal(await page.inputValue("#learn-opt-learningRate"), "0.5");
  assert.ok(await page.isChecked("#learn-opt-symmetries"));
  // A value out of range is refused by the field's name before anything starts.
  await page.fill("#learn-opt-epsilon", "3");
  await page.click("#learn-start");
  await waitText(page, "#learn-error", /Exploration \(epsilon\): give a number from 0 to 1\./);
  await page.fill("#learn-opt-epsilon", "0.2");

  await trainUntil(page, 3);
  await waitText(page, "#learn-state", /Training/);
  assert.ok(await page.isDisabled("#learn-opt-epsilon"), "settings are fixed while a run exists");
  assert.match(await page.textContent("#learn-progress"), /^[\d,]+ games · [\d,]+ episodes · \d+:\d\d so far$/);
  assert.match(await page.textContent("#learn-summary"), /Against Minimax: \d+ wins, \d+ draws, \d+ losses in 40 games\./);
  const before = await points(page);
  await page.waitForFunction((k) => Number(document.querySelector("#learn-chart").dataset.points) > k, before, { timeout: 20_000 });
  await shot(page, "learn-training-1366");

  // Pause answers at once: at most the slice in flight lands, then the counts stand still.
  await page.click("#learn-pause");
  await waitText(page, "#learn-state", /Paused/);
  await page.waitForSelector("#learn-state:not([data-slice])"); // the slice in flight has landed
  const paused = await episodes(page);
  await page.waitForTimeout(1200);
  assert.equal(await episodes(page), paused, "no progress while paused");
  assert.ok(paused >= 600, String(paused));

  // Seat it: the snapshot takes the second seat under its trained name.
  await page.click("#learn-seat");
  // Seating asks the training worker for the weights first: wait for the seat to change.
  await page.waitForFunction(() => /^net:/.test(document.querySelector("select[name=seat1]").value));
  const seatValue = await page.inputValue("select[name=seat1]");
  assert.match(seatValue, /^net:qlearning-\d+$/);
  const label = await page.$eval("select[name=seat1]", (s) => s.selectedOptions[0].textContent);
  assert.match(label, /^Trained: Q-learning after [\d,]+ games$/);
  assert.match(await page.textContent("#learn-note"), /now plays as O/);

  // It answers a human's move from the agents' worker, with its Q-values on show.
  await page.check("#show-thinking");
  await page.click('#board [data-cell="4"]');
  await page.waitForFunction(() => [...document.querySelectorAll("#board [data-cell]")].some((e) => e.textContent === "O"), null, { timeout: 15_000 });
  // Then a whole game against random.
  await page.selectOption("select[name=seat0]", "random");
  await fastest(page);
  const banner = await waitForEnd(page, 30_000);
  assert.match(banner, /wins|draw/i, banner);

  // Save: it is listed; going on training makes the page guard a reload.
  await page.click("#learn-save");
  await waitText(page, "#learn-saved", /Trained: Q-learning after [\d,]+ games/);
  const savedName = (await page.textContent("#learn-saved .name")).trim();
  await page.click("#learn-start");
  await page.waitForFunction((k) => Number(document.querySelector("#learn-progress").dataset.episodes) > k, paused, { timeout: 10_000 });
  await page.click("#learn-pause");
  let dialog = null;
  page.once("dialog", (d) => {
    dialog = d.type();
    d.accept();
  });
  await page.reload();
  await page.waitForSelector("#board [data-cell]");
  assert.equal(dialog, "beforeunload", "the reload was asked about");

  // After the reload the panel is open again and offers the saved weights, in the list and in the seats.
  await page.waitForSelector("#learn-panel:not([hidden])");
  await waitText(page, "#learn-saved", new RegExp(savedName.replace(/[()]/g, "\\$&")));
  const options = await page.$$eval("select[name=seat0] option", (os) => os.map((o) => o.textContent));
  assert.ok(options.includes(savedName), options.join(" | "));
  await page.selectOption("select[name=seat0]", "human");
  await page.click("#learn-saved button:has-text('Seat it')");
  assert.match(await page.inputValue("select[name=seat1]"), /^net:qlearning-\d+$/);
  await page.click("#new-game");
  await page.click('#board [data-cell="0"]');
  await page.waitForFunction(() => [...document.querySelectorAll("#board [data-cell]")].some((e) => e.textContent === "O"), null, { timeout: 15_000 });
  // Nothing unsaved now: a reload goes without a question.
  let asked = null;
  page.once("dialog", (d) => {
    asked = d.type();
    d.accept();
  });
  await page.reload();
  await page.waitForSelector("#board [data-cell]");
  assert.equal(asked, null, "no question when nothing is unsaved");
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("download and load a weights file; a bad file shows the engine's error beside the button", async () => {
  const page = await open(browser.context, `${browser.server.url}#game=tictactoe&seat0=human&seat1=random&seed=2`);
  await trainUntil(page, 2);
  // Switching games leaves the run training in its worker; coming back shows it going on.
  const left = await episodes(page);
  await page.click("#picker button[data-game=gomoku]");
  await page.waitForSelector("body[data-game=gomoku]");
  await waitText(page, "#learn-state", /Not started/); // Gomoku has no run of its own
  await page.waitForTimeout(800);
  await page.click("#picker button[data-game=tictactoe]");
  await waitText(page, "#learn-state", /Training/);
  assert.ok((await episodes(page)) > left, "it trained on while Gomoku was shown");
  await page.click("#learn-pause");
  const [download] = await Promise.all([page.waitForEvent("download"), page.click("#learn-download")]);
  assert.match(download.suggestedFilename(), /^tictactoe-qlearning-\d+\.bin$/);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "learn-e2e-"));
  const file = path.join(dir, download.suggestedFilename());
  await download.saveAs(file);
  const bytes = fs.readFileSync(file);
  assert.equal(bytes.subarray(0, 4).toString(), "PGWT");

  // Loading it lists it as a trained agent of this game.
  for (const button of await page.$$("#learn-saved button:has-text('Delete')")) await button.click();
  await page.setInputFiles("#learn-file", file);
  await waitText(page, "#learn-note", /Loaded: Trained: Q-learning after [\d,]+ games/);
  await waitText(page, "#learn-saved", /Trained: Q-learning after/);
  assert.ok(await page.isHidden("#learn-file-error"));

  // A file that is not a weights file: the engine's reason, beside the control.
  const junk = path.join(dir, "junk.bin");
  fs.writeFileSync(junk, "this is not a weights file");
  await page.setInputFiles("#learn-file", junk);
  await waitText(page, "#learn-file-error", /junk\.bin cannot be used here: .*PGWT/);
  fs.rmSync(dir, { recursive: true, force: true });
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("a net file for another board is refused with both boards named; on its own board it loads", async () => {
  const page = await open(browser.context, `${browser.server.url}#game=gomoku&width=8&height=8&nInRow=5&seat0=human&seat1=random&seed=1`);
  if (await page.isHidden("#learn-panel")) await page.click("#learn-toggle"); // remembered open or not
  await page.waitForSelector("#learn-panel:not([hidden])");
  const file = new URL("../../weights/gomoku-6x6-4-alphazero.bin", import.meta.url).pathname;
  await page.setInputFiles("#learn-file", file);
  await waitText(page, "#learn-file-error", /gomoku-6x6-4-alphazero\.bin cannot be used here: .*width=8.*width=6|width=6.*width=8/);
  assert.doesNotMatch(await page.textContent("#learn-saved"), /AlphaZero/, "not listed");
  // The same file on the 6x6 board it was trained on.
  await page.goto(`${browser.server.url}#game=gomoku&width=6&height=6&nInRow=4&seat0=human&seat1=random&seed=1`);
  await page.waitForSelector("#learn-panel:not([hidden])");
  await page.setInputFiles("#learn-file", file);
  await waitText(page, "#learn-saved", /AlphaZero/);
  assert.ok(await page.isHidden("#learn-file-error"));
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("the board stays in view beside the open panel at 1366x768 and 911x512; axe finds nothing serious in it", async () => {
  const page = await open(browser.context, `${browser.server.url}#game=tictactoe&seat0=human&seat1=random&seed=1`);
  await trainUntil(page, 2);
  await page.click("#learn-pause");
  await page.evaluate(fs.readFileSync(AXE, "utf8")); // (not addScriptTag: the page's CSP forbids inline scripts)
  const result = await page.evaluate(() => window.axe.run("#learn-panel", { resultTypes: ["violations"] }));
  const serious = result.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.help} (${v.nodes[0]?.target.join(" ")})`);
  assert.deepEqual(serious, []);
  for (const [width, height] of [
    [1366, 768],
    [911, 512],
  ]) {
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(300);
    const board = await page.$eval("#board", (e) => e.getBoundingClientRect().toJSON());
    const panel = await page.$eval("#learn-panel", (e) => e.getBoundingClientRect().toJSON());
    assert.ok(board.right <= panel.left + 1, `board ${JSON.stringify(board)} under panel ${JSON.stringify(panel)}`);
    assert.ok(board.width >= 150 && board.bottom <= height && board.top >= 0, JSON.stringify(board));
    assert.ok(panel.right <= width + 1, JSON.stringify(panel));
    await shot(page, `learn-panel-${width}x${height}`);
  }
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("without Web Workers, Start says why training cannot run, and the page still plays", async () => {
  const page = await watchedPage(browser.context);
  await page.addInitScript(() => {
    delete window.Worker;
  });
  await page.goto(`${browser.server.url}#game=tictactoe&seat0=human&seat1=random&seed=1`);
  await page.waitForSelector("#board [data-cell]");
  if (await page.isHidden("#learn-panel")) await page.click("#learn-toggle");
  await page.click("#learn-start");
  await waitText(page, "#learn-error", /Training needs Web Workers/);
  await waitText(page, "#learn-state", /Not started/);
  await page.click('#board [data-cell="4"]');
  await page.waitForFunction(() => [...document.querySelectorAll("#board [data-cell]")].some((e) => e.textContent === "O"), null, { timeout: 15_000 });
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("Puyo's learner draws what it improves: largest chain and score as lines, no win/draw/loss bands", { timeout: 120_000 }, async () => {
  const page = await open(browser.context, `${browser.server.url}#game=puyo&seat0=human&seed=1`);
  if (await page.isHidden("#learn-panel")) await page.click("#learn-toggle");
  await page.waitForSelector("#learn-learner option[value=neural]", { state: "attached" });
  // Measured every generation on two short games: two points soon (what is drawn is checked here).
  await page.fill("#learn-opt-evalEvery", "1");
  await page.fill("#learn-opt-evalGames", "2");
  await page.fill("#learn-opt-evalPairs", "50");
  await page.selectOption("#learn-speed", "full");
  await page.click("#learn-start");
  await page.waitForFunction(() => Number(document.querySelector("#learn-chart").dataset.points) >= 2, null, { timeout: 90_000 });
  assert.ok(await page.isHidden(".learn-legend"), "no wins/draws/losses key for a one-player game");
  const summary = await page.textContent("#learn-summary");
  assert.match(summary, /mean score [\d,]+, median largest chain \d+/);
  assert.doesNotMatch(summary, /wins|draws|losses/);
  await shot(page, "learn-puyo-lines");
  await page.click("#learn-pause");
  assert.deepEqual(page.problems, []);
  await page.close();
});
