// A student alone through a game's course, in the real page (Debian's Chromium, dist/ served as
// the e2e tests serve it), for issue 28's success criterion: a Japanese page at 4x CPU slowdown,
// the Puyo course from its first step to a seated learner that beats the greedy agent, timed.
//
//   node scripts/course_walkthrough.mjs [--game puyo|tictactoe|minesweeper|gomoku|connect4] [--lang ja|ko|zh|en]
//     [--python] [--cpu-throttle 4] [--train-minutes 10] [--games 10] [--opponent ID] [--seed 1]
//     [--out DIR]
//
// For each step of the game's course, in order, as the Course panel offers it: pick the step,
// "Start this step" (its starting program opens in the Code panel), edit the starting program into
// the step's solution (the span that differs is selected and the new text goes in as one input
// event, as a paste does: keyboard.insertText through the editor's own input handling; a step whose
// starting program is its solution is not edited), "Check my program", wait for passed (or failed),
// time it and take a screenshot. Then the learner (the program of the course's last step whose
// check trains, as the course ships it) trains in the Learn panel at the fastest speed for
// --train-minutes, is seated ("Seat it") and saved ("Save"), and plays --games games on the board
// through the page's Series against --opponent (Puyo: greedy; other games: random unless named).
// One-player games (Puyo, Minesweeper) play the learner's series and then the opponent's on the
// same seeds: a game is won when the learner's score is higher on that seed. Two-player games swap
// sides each game (the series does). Prints one JSON summary; screenshots go to --out.
//
// CPU throttling is Emulation.setCPUThrottlingRate through the DevTools protocol on the page's
// target: the page's main thread is slowed; workers (the sandbox, the trainer) may not be.
// Needs dist/ (scripts/build.sh) and tests/e2e/node_modules (tests/e2e/run.sh installs them).

import fs from "node:fs";
import path from "node:path";
import { serve, devServer, launch, watchedPage } from "../tests/e2e/harness.js";
import { stepsOf, stepLanguage, starterOf, solutionOf } from "../www/course/course.js";
import seriesWords from "../www/i18n/series.js";

const GAMES = ["puyo", "tictactoe", "minesweeper", "gomoku", "connect4"];
const LANGS = ["en", "ja", "ko", "zh"];
const ONE_PLAYER = new Set(["puyo", "minesweeper"]);

/** The command line as options; exits 2 with one line on a bad flag. */
function parseArgs(argv) {
  const o = { game: "puyo", lang: "ja", python: false, cpuThrottle: 4, trainMinutes: 10, games: 10, opponent: null, seed: 1, out: "course-walkthrough" };
  const bad = (why) => {
    console.error(`course_walkthrough: ${why}`);
    process.exit(2);
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const value = () => (i + 1 < argv.length ? argv[++i] : bad(`${a} needs a value`));
    const number = (min) => {
      const v = Number(value());
      if (!Number.isFinite(v) || v < min) bad(`${a} needs a number of at least ${min}`);
      return v;
    };
    if (a === "--game") o.game = value();
    else if (a === "--lang") o.lang = value();
    else if (a === "--python") o.python = true;
    else if (a === "--cpu-throttle") o.cpuThrottle = number(1);
    else if (a === "--train-minutes") o.trainMinutes = number(0);
    else if (a === "--games") o.games = Math.round(number(1));
    else if (a === "--opponent") o.opponent = value();
    else if (a === "--seed") o.seed = Math.round(number(0));
    else if (a === "--out") o.out = value();
    else if (a === "--help" || a === "-h") {
      console.log(fs.readFileSync(new URL(import.meta.url), "utf8").split("\n\nimport")[0]);
      process.exit(0);
    } else bad(`unknown flag ${a}`);
  }
  if (!GAMES.includes(o.game)) bad(`--game must be one of ${GAMES.join(", ")}`);
  if (!LANGS.includes(o.lang)) bad(`--lang must be one of ${LANGS.join(", ")}`);
  o.opponent ??= o.game === "puyo" ? "greedy" : "random";
  return o;
}

const opts = parseArgs(process.argv.slice(2));
const steps = stepsOf(opts.game);
if (!steps.length) {
  console.error(`course_walkthrough: no course steps for ${opts.game}`);
  process.exit(2);
}
fs.mkdirSync(opts.out, { recursive: true });
const secondsSince = (t0) => Math.round((Date.now() - t0) / 100) / 10;
const log = (...a) => console.error(`[${new Date().toISOString().slice(11, 19)}]`, ...a);
const words = seriesWords[opts.lang];

/** The editor's text. */
const editorText = (page) => page.evaluate(async () => {
  const cm = await import("/vendor/codemirror.js");
  return cm.EditorView.findFromDOM(document.querySelector("#code-editor .cm-editor")).state.doc.toString();
});

/**
 * Turns the editor's text into `target`: selects the span that differs and inserts the new text
 * as one input event (keyboard.insertText). Returns {chars, input}: the characters inserted and
 * how ("insertText", or "set" when the editor's input handling changed the text and the whole
 * text had to be set through CodeMirror as the e2e tests' setCode does).
 */
async function editInto(page, target) {
  const span = await page.evaluate(async (want) => {
    const cm = await import("/vendor/codemirror.js");
    const view = cm.EditorView.findFromDOM(document.querySelector("#code-editor .cm-editor"));
    const have = view.state.doc.toString();
    let p = 0;
    while (p < have.length && p < want.length && have[p] === want[p]) p++;
    let s = 0;
    while (s < have.length - p && s < want.length - p && have[have.length - 1 - s] === want[want.length - 1 - s]) s++;
    view.focus();
    view.dispatch({ selection: { anchor: p, head: have.length - s } });
    return { from: p, to: have.length - s, insert: want.slice(p, want.length - s) };
  }, target);
  if (span.from === span.to && !span.insert) return { chars: 0, input: "none" };
  if (span.insert) await page.keyboard.insertText(span.insert);
  else await page.keyboard.press("Delete");
  await page.waitForTimeout(700); // the panel saves typing after a pause
  if ((await editorText(page)) === target) return { chars: span.insert.length, input: "insertText" };
  await page.evaluate(async (code) => {
    const cm = await import("/vendor/codemirror.js");
    const view = cm.EditorView.findFromDOM(document.querySelector("#code-editor .cm-editor"));
    view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: code } });
  }, target);
  await page.waitForTimeout(700);
  return { chars: span.insert.length, input: "set" };
}

/** A regex of an i18n template: {name} and other words match anything, {n} a number. */
function templateRegex(template) {
  const esc = template.replace(/[.*+?^$()|[\]\\]/g, "\\$&");
  return new RegExp("^" + esc.replace(/\{n\}/g, "([\\d,.\\s]+)").replace(/\{\w+\}/g, ".*") + "$");
}
const toNumber = (s) => Number(String(s).replace(/[^\d.-]/g, ""));

/** Runs a series of `n` games from seed `seed` with the seats as they are; resolves to the tally's game lines. */
async function runSeries(page, n, seed) {
  await page.fill("#seed", String(seed));
  await page.dispatchEvent("#seed", "change");
  await page.fill("#series-n", String(n));
  await page.click("#series");
  await page.waitForFunction((k) => document.querySelectorAll("#tally details.games li").length >= k, n, { timeout: 0, polling: 500 });
  await page.waitForTimeout(500);
  return page.$$eval("#tally details.games li", (lis) => lis.map((li) => li.textContent));
}

/** Wins per line-up player from the tally's "NAME: n wins" lines (line-up order). */
async function tallyWins(page) {
  const lines = await page.$$eval("#tally .player b", (bs) => bs.map((b) => b.textContent));
  const many = templateRegex(words["series.wins"]);
  const one = templateRegex(words["series.wins1"]);
  return lines.map((text) => {
    const m = many.exec(text);
    if (m) return toNumber(m[1]);
    if (one.test(text)) return 1;
    throw new Error(`cannot read the tally line '${text}'`);
  });
}

/** Selects `id` (an agent id, or a value ending in it) in seat `k`'s menu; throws with the choices. */
async function seatAgent(page, k, id) {
  const values = await page.$$eval(`select[name=seat${k}] option`, (os) => os.map((o) => o.value));
  const value = values.find((v) => v === id) ?? values.find((v) => v.split(":")[0] === id);
  if (!value) throw new Error(`no agent '${id}' in seat ${k}: ${values.join(", ")}`);
  await page.selectOption(`select[name=seat${k}]`, value);
  return page.$eval(`select[name=seat${k}]`, (s) => s.selectedOptions[0].textContent);
}

const t0 = Date.now();
const server = opts.python ? await devServer() : await serve();
const context = await launch();
const summary = { game: opts.game, lang: opts.lang, language: opts.python ? "python" : "js", cpuThrottle: opts.cpuThrottle, steps: [], training: null, games: null };
let page;
try {
  page = await watchedPage(context);
  await page.goto(`${server.url}#game=${opts.game}&lang=${opts.lang}&seed=${opts.seed}`);
  await page.waitForSelector("#board [data-cell], #board canvas");
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: opts.cpuThrottle });
  if ((await page.getAttribute("#course-toggle", "aria-expanded")) !== "true") await page.click("#course-toggle");
  await page.waitForSelector("#course-panel:not([hidden])");

  // ---- the steps, in order
  for (const [k, step] of steps.entries()) {
    const started = Date.now();
    const which = stepLanguage(step);
    const language = which === "both" ? (opts.python ? "python" : "js") : which;
    await page.click(`[data-step="${step.id}"]`);
    await page.waitForFunction((id) => document.querySelector(`[data-step="${id}"]`)?.getAttribute("aria-current") === "step", step.id);
    await page.selectOption("#course-lang", language);
    await page.click("#course-start");
    await page.waitForSelector("#code-editor .cm-content");
    const firstLine = starterOf(step, language, opts.lang).split("\n").find((l) => l.trim()).trim();
    await page.waitForFunction((src) => document.querySelector("#code-editor .cm-content")?.textContent.includes(src), firstLine);
    const edit = await editInto(page, solutionOf(step, language, opts.lang));
    const checked = Date.now();
    await page.click("#course-check");
    await page.waitForSelector('#course-result[data-passed="true"], #course-result[data-passed="false"]', { timeout: 20 * 60_000 });
    const passed = (await page.getAttribute("#course-result", "data-passed")) === "true";
    const message = await page.textContent("#course-result");
    const row = { id: step.id, language, seconds: secondsSince(started), checkSeconds: secondsSince(checked), passed, charsInserted: edit.chars, input: edit.input, message };
    summary.steps.push(row);
    await page.screenshot({ path: path.join(opts.out, `${String(k + 1).padStart(2, "0")}-${step.id}.png`) });
    log(`${step.id}: ${passed ? "passed" : "FAILED"} in ${row.seconds} s (check ${row.checkSeconds} s) — ${message}`);
  }

  // ---- the learner: trained in the Learn panel, seated, saved
  const learnerStep = steps.filter((s) => s.check?.learn).at(-1);
  if (learnerStep) {
    const name = learnerStep.titles[opts.lang] ?? learnerStep.titles.en;
    if (await page.isHidden("#learn-panel")) await page.click("#learn-toggle");
    await page.waitForSelector("#learn-learner option[value^='mine:']", { state: "attached", timeout: 30_000 });
    const mine = await page.$$eval("#learn-learner option[value^='mine:']", (os) => os.map((o) => ({ value: o.value, text: o.textContent })));
    const pick = mine.filter((o) => o.text.includes(name)).at(-1);
    if (!pick) throw new Error(`no learner named '${name}' in the Learn panel: ${mine.map((o) => o.text).join(" | ")}`);
    await page.selectOption("#learn-learner", pick.value);
    await page.selectOption("#learn-speed", "full");
    const trainStart = Date.now();
    await page.click("#learn-start");
    await page.waitForFunction(() => Number(document.querySelector("#learn-progress")?.dataset.episodes) > 0, null, { timeout: 10 * 60_000, polling: 500 });
    const firstEpisode = secondsSince(trainStart);
    await page.waitForTimeout(Math.max(0, opts.trainMinutes * 60_000 - (Date.now() - trainStart)));
    // Still training: pause. Stopped on its own (the panel says why): kept in the summary.
    let stopped = null;
    if (await page.isEnabled("#learn-pause")) await page.click("#learn-pause");
    else stopped = { state: await page.getAttribute("#learn-state", "data-state"), text: await page.textContent("#learn-state"), error: await page.textContent("#learn-error") };
    await page.waitForTimeout(1500);
    const episodes = await page.$eval("#learn-progress", (e) => Number(e.dataset.episodes));
    await page.screenshot({ path: path.join(opts.out, "learn-trained.png") });
    await page.click("#learn-seat");
    // Seated, or the panel says why not (a learner without save() and load(data)).
    await page.waitForFunction(() => [...document.querySelectorAll("select[name^=seat]")].some((s) => /@trained$/.test(s.value)) || !document.querySelector("#learn-error").hidden, null, { timeout: 60_000 });
    if (await page.isVisible("#learn-error")) throw new Error(`Seat it: ${await page.textContent("#learn-error")}`);
    await page.waitForTimeout(500);
    const seatedNote = await page.textContent("#learn-note");
    await page.click("#learn-save");
    await page.waitForFunction((before) => document.querySelector("#learn-note")?.textContent !== before, seatedNote, { timeout: 60_000 });
    summary.training = { step: learnerStep.id, learner: pick.text, minutes: opts.trainMinutes, secondsToFirstEpisode: firstEpisode, seconds: secondsSince(trainStart), episodes, stopped, seated: seatedNote, saved: await page.textContent("#learn-note") };
    log(`trained ${pick.text}: ${episodes} episodes in ${summary.training.seconds} s`);

    // ---- games against the opponent through the Series
    const gamesStart = Date.now();
    const seats = await page.$$eval("select[name^=seat]", (ss) => ss.map((s) => s.value));
    const me = seats.findIndex((v) => /@trained$/.test(v));
    const trained = seats[me];
    await page.focus("#speed");
    await page.keyboard.press("End"); // the fastest board
    const games = { opponent: opts.opponent, n: opts.games, seed: opts.seed, learnerSeat: trained };
    if (ONE_PLAYER.has(opts.game)) {
      const score = (line) => toNumber(/(-?[\d,.]+)\s*$/.exec(line)?.[1] ?? NaN);
      const mineLines = await runSeries(page, opts.games, opts.seed);
      await page.screenshot({ path: path.join(opts.out, "games-learner.png") });
      games.opponentName = await seatAgent(page, 0, opts.opponent);
      const theirLines = await runSeries(page, opts.games, opts.seed);
      await page.screenshot({ path: path.join(opts.out, "games-opponent.png") });
      games.learnerLines = mineLines;
      games.opponentLines = theirLines;
      games.learnerScores = mineLines.map(score);
      games.opponentScores = theirLines.map(score);
      games.wins = games.learnerScores.filter((s, i) => s > games.opponentScores[i]).length;
      games.draws = games.learnerScores.filter((s, i) => s === games.opponentScores[i]).length;
      games.losses = opts.games - games.wins - games.draws;
      const mean = (xs) => Math.round(xs.reduce((a, b) => a + b, 0) / xs.length);
      games.learnerMean = mean(games.learnerScores);
      games.opponentMean = mean(games.opponentScores);
      games.beat = games.learnerMean > games.opponentMean;
      await seatAgent(page, 0, trained);
    } else {
      games.opponentName = await seatAgent(page, 1 - me, opts.opponent);
      games.lines = await runSeries(page, opts.games, opts.seed);
      await page.screenshot({ path: path.join(opts.out, "games.png") });
      // The line-up is the seats when the series started: seat 0 first.
      const [w0, w1] = await tallyWins(page);
      games.wins = me === 0 ? w0 : w1;
      games.losses = me === 0 ? w1 : w0;
      games.draws = opts.games - w0 - w1;
      games.beat = games.wins > games.losses;
    }
    games.seconds = secondsSince(gamesStart);
    summary.games = games;
    log(`games against ${opts.opponent}: ${games.wins} won, ${games.draws} drawn, ${games.losses} lost`);
  }
  summary.allPassed = summary.steps.every((s) => s.passed);
  summary.stepsSeconds = Math.round(summary.steps.reduce((a, s) => a + s.seconds, 0));
  summary.problems = page.problems;
} catch (err) {
  summary.error = String(err?.stack ?? err);
  if (page) await page.screenshot({ path: path.join(opts.out, "error.png") }).catch(() => {});
  process.exitCode = 1;
} finally {
  summary.totalSeconds = secondsSince(t0);
  console.log(JSON.stringify(summary));
  await context.close();
  await server.close();
}
