// Curves a student can read (issue 26) in real Chromium at 1366x768: the Learn panel draws the
// trend of a learner's own measurements (the mean of the 5 around each, the points faint, a 95 % band)
// with its key in words; a saved student learner keeps its curve and settings after a reload and
// in a downloaded file, which restores them on a page with nothing saved; a damaged file is
// refused with a sentence in the page's language and changes nothing.

import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { browserPerFile, shot, waitText, SHOTS, openFresh as openFreshPage, openCodePanel, setCode, pickMyLearner } from "./harness.js";

const browser = browserPerFile();

// A small tic-tac-toe learner: random self-play, each (position, move) of the starting player scored.
const LEARNER = `const score = {};
function learn(env, episode) {
  const me = env.currentPlayer;
  const seen = [];
  while (!env.isTerminal) {
    const legal = env.legalActions();
    const a = legal[Math.floor(Math.random() * legal.length)];
    if (env.currentPlayer === me) seen.push(env.observation().board.join("") + a);
    env.step(a);
  }
  const result = env.returns()[me];
  for (const k of seen) score[k] = (score[k] || 0) + result;
  return { result };
}
function act(obs, env) {
  const legal = env.legalActions();
  const value = (a) => score[obs.board.join("") + a] || 0;
  let best = legal[0];
  for (const a of legal) if (value(a) > value(best)) best = a;
  return best;
}
function save() { return score; }
function load(data) { Object.assign(score, data); }
`;

async function openFresh(hash) {
  const page = await openFreshPage(browser.context, browser.server.url, hash);
  await openCodePanel(page);
  return page;
}

/** What the panel shows of a saved curve: points, lines, the saved episodes, the settings form. */
const shown = (page) =>
  page.evaluate(() => ({
    points: Number(document.querySelector("#learn-chart").dataset.points),
    saved: document.querySelector("#learn-progress").dataset.saved,
    progress: document.querySelector("#learn-progress").textContent,
    opponent: document.querySelector("#learn-opt-opponent")?.value,
    evalEvery: document.querySelector("#learn-opt-evalEvery")?.value,
    evalGames: document.querySelector("#learn-opt-evalGames")?.value,
    speed: document.querySelector("#learn-speed").value,
    trendKey: document.querySelector("#learn-trend-key").hidden ? null : document.querySelector("#learn-trend-key").textContent,
    curve: JSON.parse(document.querySelector("#learn-chart").dataset.curve ?? "null"),
  }));

test("a saved learner's curve and settings come back after a reload and from its downloaded file; a damaged file changes nothing", { timeout: 150_000 }, async () => {
  const page = await openFresh("#game=tictactoe&seat0=random&seat1=human&seed=1");
  await setCode(page, LEARNER);
  await pickMyLearner(page);
  await page.selectOption("#learn-opt-opponent", "minimax");
  await page.fill("#learn-opt-evalEvery", "300");
  await page.fill("#learn-opt-evalGames", "12");
  await page.selectOption("#learn-speed", "fast");
  await page.click("#learn-start");
  await page.waitForFunction(() => Number(document.querySelector("#learn-chart").dataset.points) >= 5, null, { timeout: 60_000 });
  await page.click("#learn-pause");
  await waitText(page, "#learn-state", /Paused/);
  // The trend's key says what the line, the dots and the band are.
  // (Against an opponent: the coloured shares are the trend; a one-player game's key, below, has the band.)
  assert.match(await page.textContent("#learn-trend-key"), /^Coloured areas: the mean of the 5 measurements around each point\. Dots: each measurement\.$/);
  await shot(page, "saved-curve-training-1366");
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.locator("#learn-chart").screenshot({ path: path.join(SHOTS, "saved-curve-tictactoe-chart.png") });
  const trained = await shown(page);

  await page.click("#learn-save");
  await waitText(page, "#learn-note", /Saved with the program/);
  const [download] = await Promise.all([page.waitForEvent("download"), page.click("#learn-download")]);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "saved-curve-"));
  const file = path.join(dir, download.suggestedFilename());
  await download.saveAs(file);
  const text = fs.readFileSync(file, "utf8");
  assert.match(text, /\n\/\/ playground-learned \{.*"curve":\[\{"episodes":0,/);

  // After a reload, with no run: choosing the learner shows its saved curve and settings.
  await page.selectOption("#learn-speed", "slow"); // the saved speed must come back, not this one
  await page.reload();
  await page.waitForSelector("#board [data-cell]");
  await pickMyLearner(page);
  await page.waitForFunction(() => document.querySelector("#learn-progress").dataset.saved !== "", null, { timeout: 10_000 });
  const again = await shown(page);
  assert.equal(again.points, trained.points);
  assert.equal(again.saved, String(await page.evaluate(() => JSON.parse(localStorage.getItem("playground.code.tictactoe")).find((a) => a.learned).learned.episodes)));
  assert.match(again.progress, /^Saved with the program after [\d,]+ episodes/);
  assert.deepEqual([again.opponent, again.evalEvery, again.evalGames, again.speed], ["minimax", "300", "12", "fast"]);
  assert.deepEqual(again.curve.first, trained.curve.first);
  assert.equal(again.curve.last.episodes, trained.curve.last.episodes);
  assert.ok(again.trendKey, "the trend's key shows with a saved curve");
  await shot(page, "saved-curve-reloaded-1366");
  assert.deepEqual(page.problems, []);
  await page.close();

  // Another page with nothing saved (a Japanese one): a damaged file is refused in Japanese and loads nothing.
  const other = await openFresh("#game=tictactoe&seat0=random&seat1=human&seed=1&lang=ja");
  const before = await other.$$eval("#code-agent option", (os) => os.map((o) => o.value));
  const damaged = path.join(dir, "damaged.js");
  fs.writeFileSync(damaged, text.replace('"curve":[', '"curve":"oops","x":['));
  await other.setInputFiles("#code-files", damaged);
  await waitText(other, "#status", /damaged\.js は読み込みませんでした.*壊れています。何も変更していません。/);
  assert.deepEqual(await other.$$eval("#code-agent option", (os) => os.map((o) => o.value)), before);
  assert.equal(await other.evaluate(() => (JSON.parse(localStorage.getItem("playground.code.tictactoe") ?? "[]") ?? []).filter((a) => a.learned).length), 0);

  // The good file: the learner, what it learned, its curve and settings come back.
  await other.setInputFiles("#code-files", file);
  await waitText(other, "#status", /1 個のファイル/);
  await pickMyLearner(other);
  await other.waitForFunction(() => document.querySelector("#learn-progress").dataset.saved !== "", null, { timeout: 10_000 });
  const loaded = await shown(other);
  assert.equal(loaded.points, trained.points);
  assert.equal(loaded.saved, again.saved);
  assert.deepEqual([loaded.opponent, loaded.evalEvery, loaded.evalGames, loaded.speed], ["minimax", "300", "12", "fast"]);
  assert.deepEqual(loaded.curve.first, trained.curve.first);
  assert.match(loaded.trendKey, /^色の面: その点のまわり 5 回の測定の平均/);
  assert.match(loaded.progress, /エピソードの後にプログラムと一緒に保存/);
  await shot(other, "saved-curve-loaded-ja-1366");
  assert.deepEqual(other.problems, []);
  await other.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

test("an older save (no curve kept) still loads and plays: no curve, no error", { timeout: 60_000 }, async () => {
  const page = await openFresh("#game=tictactoe&seat0=random&seat1=human&seed=1");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "old-save-"));
  const file = path.join(dir, "old.js");
  fs.writeFileSync(file, `${LEARNER}\n// playground-learned {"episodes":900,"data":{"0000000004":3}}\n`);
  await page.setInputFiles("#code-files", file);
  await waitText(page, "#status", /Loaded 1 file/);
  await pickMyLearner(page);
  const s = await shown(page);
  assert.equal(s.points, 0);
  assert.equal(s.saved, "");
  assert.equal(s.evalEvery, "500"); // the game's default: no settings were saved
  // It is listed as saved with the program and offered as a trained player.
  await waitText(page, "#learn-saved", /\(900 episodes\)/);
  const offered = await page.$$eval("select[name=seat1] option", (os) => os.map((o) => o.value));
  assert.ok(offered.some((v) => /@trained$/.test(v)), offered.join(" | "));
  assert.deepEqual(page.problems, []);
  await page.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

test("Puyo's starter: the measurements are drawn as their trend with a band, and no axis label is cut at 1366x768", { timeout: 150_000 }, async () => {
  const page = await openFresh("#game=puyo&seed=1");
  await page.selectOption("#code-starter", "learner|js");
  await page.waitForTimeout(600);
  await pickMyLearner(page);
  // Measured often and on few games (the drawing is what is checked, not the level): six points soon.
  await page.fill("#learn-opt-evalEvery", "100");
  await page.fill("#learn-opt-evalGames", "3");
  await page.selectOption("#learn-speed", "full");
  await page.click("#learn-start");
  await page.waitForFunction(() => Number(document.querySelector("#learn-chart").dataset.points) >= 6, null, { timeout: 120_000 });
  // Every text the chart writes, with where it ends up: recorded from here on (Pause redraws).
  await page.evaluate(() => {
    window.__labels = [];
    const fill = CanvasRenderingContext2D.prototype.fillText;
    CanvasRenderingContext2D.prototype.fillText = function (text, x, y) {
      if (this.canvas.id === "learn-chart") window.__labels.push({ text: String(text), x, align: this.textAlign, width: this.measureText(text).width, canvas: this.canvas.clientWidth });
      return fill.apply(this, arguments);
    };
  });
  await page.click("#learn-pause");
  await page.waitForFunction(() => window.__labels.length > 0, null, { timeout: 10_000 });
  await page.waitForTimeout(300);
  assert.equal(await page.getAttribute("#learn-chart", "data-lines"), "score chain");
  assert.match(await page.textContent("#learn-trend-key"), /^Line: the mean of the 5 measurements around each point\. Dots: each measurement\. Shaded: .*\(95 %\)\.$/);
  const labels = await page.evaluate(() => window.__labels);
  // Puyo's scores pass 10,000: compact labels ("40.6K"), and the y labels of both bands are there.
  assert.ok(labels.some((l) => /K$/.test(l.text)), labels.map((l) => l.text).join(" "));
  for (const l of labels) {
    const from = l.align === "right" ? l.x - l.width : l.align === "center" ? l.x - l.width / 2 : l.x;
    assert.ok(from >= -0.5 && from + l.width <= l.canvas + 0.5, `"${l.text}" runs past the canvas: ${JSON.stringify(l)}`);
  }
  await shot(page, "saved-curve-puyo-1366");
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.locator("#learn-chart").screenshot({ path: path.join(SHOTS, "saved-curve-puyo-chart.png") });
  assert.deepEqual(page.problems, []);
  await page.close();
});
