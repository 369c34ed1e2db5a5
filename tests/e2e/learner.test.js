// The student's own learner (issue 14) in real Chromium: a learner typed with the keyboard shows in
// the Learn panel as "My learner: NAME", trains with a live curve, pauses, sits in a seat as
// "Trained: NAME after N episodes" and plays; Save keeps it with the program so it plays after a
// reload without training; the same in Python; a learner that throws, loops or returns a
// non-object stops the run with a sentence in the page's language (ko, ja, zh) while the page
// stays responsive and what it learned stays.

import { test } from "node:test";
import assert from "node:assert/strict";
import { browserPerFile, shot, fastest, waitForEnd, waitText, openFresh as openFreshPage, openCodePanel, typeCode as typeLines, devServer, pickMyLearner, waitForSaved } from "./harness.js";

const browser = browserPerFile();

const episodes = (page) => page.$eval("#learn-progress", (e) => Number(e.dataset.episodes));
const points = (page) => page.$eval("#learn-chart", (e) => Number(e.dataset.points));

/** Opens `hash` with a fresh store and the code panel open, editor ready. */
async function openFresh(hash, base = browser.server.url) {
  const page = await openFreshPage(browser.context, base, hash);
  await openCodePanel(page);
  return page;
}

/** Types `lines` into the editor and lets the panel save them. */
async function typeCode(page, lines) {
  await typeLines(page, lines);
  await waitForSaved(page); // the panel saves typing after a pause
}

// A learner a student can type in a few minutes: it plays random games against itself and keeps,
// for each (position, move) of the player who started, the sum of the results.
const TYPED_LEARNER = [
  "const score = {};",
  "function learn(env, episode) {",
  "const me = env.currentPlayer;",
  "const seen = [];",
  "while (!env.isTerminal) {",
  "const legal = env.legalActions();",
  "const a = legal[Math.floor(Math.random() * legal.length)];",
  'if (env.currentPlayer === me) seen.push(env.observation().board.join("") + a);',
  "env.step(a);",
  "}",
  "const result = env.returns()[me];",
  "for (const k of seen) score[k] = (score[k] || 0) + result;",
  "return { result };",
  "}",
  "function act(obs, env) {",
  "const legal = env.legalActions();",
  'const value = (a) => score[obs.board.join("") + a] || 0;',
  "let best = legal[0];",
  "for (const a of legal) if (value(a) > value(best)) best = a;",
  "return best;",
  "}",
  "function save() { return score; }",
  "function load(data) { Object.assign(score, data); }",
];

test("a typed learner trains with a live curve, pauses, is seated, plays, is saved and plays after a reload", { timeout: 240_000 }, async () => {
  const page = await openFresh("#game=tictactoe&seat0=random&seat1=human&seed=1");
  await typeCode(page, TYPED_LEARNER);
  const value = await pickMyLearner(page);
  const label = await page.$eval(`#learn-learner option[value='${value}']`, (o) => o.textContent);
  assert.match(label, /^My learner: /);
  // Its settings come from the same form builder: opponent, measurement, time limit, seed.
  assert.deepEqual(await page.$$eval("#learn-opt-opponent option", (os) => os.map((o) => o.value)), ["random", "minimax"]);
  await page.fill("#learn-opt-evalEvery", "300");
  await page.fill("#learn-opt-evalGames", "20");
  await page.selectOption("#learn-speed", "fast");
  await page.click("#learn-start");
  await page.waitForFunction(() => Number(document.querySelector("#learn-chart").dataset.points) >= 3, null, { timeout: 90_000 });
  await waitText(page, "#learn-state", /Training/);
  // A student learner's episode is whatever its learn() plays: the line counts episodes, not games.
  assert.match(await page.textContent("#learn-progress"), /^[\d,]+ episodes · \d+:\d\d so far$/);
  // The first points are early ones (learn/schedule.js): at most a quarter of the games, an even
  // number (fewer when measuring takes long, as on a loaded machine).
  assert.match(await page.textContent("#learn-summary"), /Against Random: \d+ wins, \d+ draws, \d+ losses in [246] games\./);
  // The curve draws learn()'s own number as a line of its own.
  assert.equal(await page.getAttribute("#learn-chart", "data-lines"), "result");
  await shot(page, "learner-training-1366");

  // 900 episodes before Pause: counted, since the early points come by seconds (a slow machine
  // reaches the third point with fewer episodes).
  await page.waitForFunction(() => Number(document.querySelector("#learn-progress").dataset.episodes) >= 900, null, { timeout: 60_000 });
  await page.click("#learn-pause");
  await waitText(page, "#learn-state", /Paused/);
  await page.waitForSelector("#learn-state:not([data-slice])"); // the slice in flight has landed
  const paused = await episodes(page);
  await page.waitForTimeout(800);
  assert.equal(await episodes(page), paused, "no progress while paused");
  assert.ok(paused >= 900, String(paused));

  // Seat it: the learner's act with what it learned, in the second seat, under its trained name.
  await page.click("#learn-seat");
  await page.waitForFunction(() => /@trained$/.test(document.querySelector("select[name=seat1]").value), null, { timeout: 10_000 });
  const seatLabel = await page.$eval("select[name=seat1]", (s) => s.selectedOptions[0].textContent);
  assert.match(seatLabel, /^Trained: .+ after [\d,]+ episodes$/);
  await fastest(page);
  await page.click("#new-game");
  const banner = await waitForEnd(page, 30_000);
  assert.doesNotMatch(banner, /forfeit/i, banner);

  // Save: kept with the program. After a reload it is offered in the seats and plays without training.
  await page.click("#learn-save");
  await waitText(page, "#learn-note", /Saved with the program/);
  // The saved list says so too (it no longer reads "Nothing saved yet").
  await waitText(page, "#learn-saved", /saved with the program \([\d,]+ episodes\)/);
  assert.doesNotMatch(await page.textContent("#learn-saved"), /Nothing saved yet/);
  await page.reload();
  await page.waitForSelector("#board [data-cell]");
  const offered = await page.$$eval("select[name=seat1] option", (os) => os.map((o) => o.value));
  const trained = offered.find((v) => /@trained$/.test(v));
  assert.ok(trained, offered.join(" | "));
  await page.selectOption("select[name=seat1]", trained);
  await fastest(page);
  await page.click("#new-game");
  const again = await waitForEnd(page, 30_000);
  assert.doesNotMatch(again, /forfeit/i, again);
  assert.deepEqual(page.problems, []);
  await page.close();
});

const BAD = {
  throws: ["function learn(env, episode) {", "if (episode === 7) null.x = 1;", "return { n: episode };", "}", "function act(obs, env) { return env.legalActions()[0]; }"],
  loops: ["function learn(env, episode) {", "if (episode === 5) while (true) {}", "return {};", "}", "function act(obs, env) { return env.legalActions()[0]; }"],
  returns: ["function learn(env, episode) {", 'return "done";', "}", "function act(obs, env) { return env.legalActions()[0]; }"],
};

const STOPS = {
  ko: { throws: /에피소드 7에서 훈련이 멈췄어요: learn\(\)에서 오류가 났어요 \(2번째 줄\): TypeError/, loops: /에피소드 5이\(가\) 1초보다 오래 걸렸어요/, returns: /learn\(\)이 "done"을\(를\) 돌려줬어요/ },
  ja: { throws: /エピソード 7 で訓練が止まりました: learn\(\) がエラーになりました（2 行目）: TypeError/, loops: /エピソード 5 が 1 秒を超えました/, returns: /learn\(\) が "done" を返しました/ },
  zh: { throws: /训练在第 7 个回合停止：learn\(\) 出错了（第 2 行）：\s?TypeError/, loops: /第 5 个回合用了超过 1 秒/, returns: /learn\(\) 返回了 "done"/ },
};

for (const [lang, expect] of Object.entries(STOPS)) {
  test(`learners that throw, loop or return a string stop the run with a ${lang} sentence; the page answers`, { timeout: 90_000 }, async () => {
    for (const [kind, lines] of Object.entries(BAD)) {
      const page = await openFresh(`#game=tictactoe&seat0=human&seat1=random&seed=1&lang=${lang}`);
      await typeCode(page, lines);
      await pickMyLearner(page);
      await page.fill("#learn-opt-evalEvery", "1000");
      await page.click("#learn-start");
      await page.waitForFunction(() => document.querySelector("#learn-state").dataset.state === "error", null, { timeout: 20_000 });
      const text = await page.textContent("#learn-error");
      assert.match(text, expect[kind], `${kind}: ${text}`);
      // Only the runtime's own words may be English: the sentence around them is not.
      assert.doesNotMatch(text.replace(/TypeError.*$/, ""), /\b(stopped|episode|returned|failed)\b/i, text);
      // The page still answers: a human move on the board is played.
      await page.click('#board [data-cell="4"]');
      await page.waitForFunction(() => document.querySelector('#board [data-cell="4"]').textContent !== "", null, { timeout: 10_000 });
      // What was learned before stays: the episodes before the stop are counted.
      if (kind === "throws") assert.equal(await episodes(page), 6);
      if (kind === "loops") assert.ok((await episodes(page)) <= 4);
      // The stop says how to go on (Reset), and after Reset the learner trains again.
      assert.match(text, { ja: /リセット/, ko: /초기화/, zh: /重置/ }[lang], text);
      assert.ok(await page.isDisabled("#learn-learner"), "the learner stays fixed until Reset");
      await page.click("#learn-reset");
      await page.waitForFunction(() => !document.querySelector("#learn-learner").disabled, null, { timeout: 10_000 });
      assert.ok(await page.isEnabled("#learn-start"));
      assert.deepEqual(page.problems, []);
      await page.close();
    }
  });
}

test("the Python starter learner loads Pyodide, trains with a rising curve, is seated and plays", { timeout: 240_000 }, async (t) => {
  const server = await devServer();
  t.after(() => server.close());
  const page = await openFresh("#game=tictactoe&seat0=random&seat1=human&seed=4", server.url);
  await page.selectOption("#code-starter", "learner|python");
  await page.waitForTimeout(600);
  await pickMyLearner(page);
  const value = await page.inputValue("#learn-learner");
  assert.match(await page.$eval(`#learn-learner option[value='${value}']`, (o) => o.textContent), /^My learner: /);
  await page.fill("#learn-opt-evalEvery", "500");
  await page.selectOption("#learn-speed", "full");
  await page.click("#learn-start");
  await page.waitForFunction(() => Number(document.querySelector("#learn-chart").dataset.points) >= 3, null, { timeout: 200_000 });
  assert.equal(await page.getAttribute("#learn-chart", "data-lines"), "change positions");
  await page.click("#learn-pause");
  await waitText(page, "#learn-state", /Paused/);
  await page.click("#learn-seat");
  await page.waitForFunction(() => /@trained$/.test(document.querySelector("select[name=seat1]").value), null, { timeout: 20_000 });
  await fastest(page);
  await page.click("#new-game");
  const banner = await waitForEnd(page, 60_000);
  assert.doesNotMatch(banner, /forfeit/i, banner);
  assert.deepEqual(page.problems, []);
  await page.close();
});
