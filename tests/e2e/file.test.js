// The single-file build (dist/playground.html, wasm inlined) opened straight from disk plays,
// agents included.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { DIST, launch, open, shot, waitForEnd, waitText, fastest, watchedPage, typeCode as typeLines, pickMyLearner, waitForSaved } from "./harness.js";

const FILE = path.join(DIST, "playground.html");
let context;
before(async () => {
  context = await launch();
});
after(async () => {
  await context?.close();
});

test("playground.html from file:// plays tic-tac-toe by hand and against an agent", { skip: !fs.existsSync(FILE) && "dist/playground.html not built" }, async (t) => {
  const url = pathToFileURL(FILE).href;
  const page = await open(context, `${url}#game=tictactoe&seat0=human&seat1=human&seed=1`);
  for (const i of [4, 0, 2, 6, 3, 5, 8, 1]) await page.click(`#board [data-cell="${i}"]`);
  await page.click(`#board [data-cell="7"]`);
  assert.match(await waitForEnd(page), /wins!|Draw!/);
  await shot(page, "file-tictactoe");
  await page.selectOption('select[name="seat1"]', "random");
  await page.click("#new-game");
  await page.click(`#board [data-cell="4"]`);
  await page.waitForFunction(() => [...document.querySelectorAll("#board [data-cell]")].some((e) => e.textContent === "O"));
  // The single file rebuilds the worker from a Blob; the main thread is only the fallback.
  t.diagnostic(`agents run in: ${await page.getAttribute("body", "data-agents")}`);
  // Another game in the same file.
  await page.click('#picker [data-game="minesweeper"]');
  await page.waitForSelector("#board .mines [data-cell]");
  await page.click(`#board [data-cell="40"]`);
  await waitText(page, "#hud", /Time/);
  await fastest(page);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("playground.html from file:// plays the shipped nets too (inlined, no file beside it needed)", { skip: !fs.existsSync(FILE) && "dist/playground.html not built" }, async () => {
  const url = pathToFileURL(FILE).href;
  const page = await open(context, `${url}#game=tictactoe&seat0=qlearning&seat1=alphazero&seat1.playouts=50&seed=2`);
  await fastest(page);
  assert.match(await waitForEnd(page, 60_000), /wins!|Draw!/);
  assert.deepEqual(page.problems, []);
  await page.close();
});

// The small single file has no Python inside: it names the one that has, in the page's language.
const PYTHON_ELSEWHERE = {
  en: /For Python with no server, open playground-python\.html/,
  ja: /サーバーなしで Python を使うには、.*playground-python\.html を開いてください/,
  ko: /서버 없이 Python을 쓰려면 .*playground-python\.html을 여세요/,
  zh: /想不用服务器运行 Python，请打开 .*playground-python\.html/,
};
for (const [lang, words] of Object.entries(PYTHON_ELSEWHERE)) {
  test(`playground.html from file:// names the Python single file in ${lang}${lang === "ja" ? ", and JavaScript still runs" : ""}`, { skip: !fs.existsSync(FILE) && "dist/playground.html not built" }, async () => {
    const url = pathToFileURL(FILE).href;
    const page = await open(context, `${url}#game=tictactoe&seat0=human&seat1=random&seed=1&lang=${lang}`);
    await page.evaluate(() => localStorage.clear());
    if ((await page.getAttribute("#code-toggle", "aria-expanded")) !== "true") await page.click("#code-toggle");
    await page.waitForSelector("#code-editor .cm-content");
    await page.selectOption("#code-lang", "python");
    await page.click("#code-run");
    await page.waitForSelector("#code-error:not([hidden])", { timeout: 30_000 });
    const said = await page.textContent("#code-error");
    assert.match(said, words, said);
    if (lang !== "en") assert.doesNotMatch(said, /runs JavaScript only|with no server/, said);
    if (lang === "ja") {
      // Back to JavaScript: the same program runs.
      await page.selectOption("#code-lang", "js");
      await page.click("#code-run");
      await page.waitForFunction(() => /^code:/.test(document.querySelector("select[name=seat0]").value), null, { timeout: 20_000 });
    }
    assert.deepEqual(page.problems, []);
    await page.close();
  });
}

// The Python single file (dist/playground-python.html: the same page with Pyodide inlined,
// scripts/bundle_single_file.py --pyodide) opened from disk with the network off: Python agents
// and learners run with no server. The CPU is slowed as on a low-end Chromebook
// (PLAYGROUND_CPU_SLOWDOWN, 4 unless set; Chrome's Emulation.setCPUThrottlingRate), and the time
// from opening the file to the first Python move is reported. Chrome slows only the page's main
// thread so: a worker answers that setting with "Operation is only supported for pages, not
// workers", and Pyodide starts in the sandbox worker at the machine's speed.
const PY_FILE = path.join(DIST, "playground-python.html");
const SLOWDOWN = Number(process.env.PLAYGROUND_CPU_SLOWDOWN ?? 4);

/**
 * Opens the Python single file at `hash` with the network off; `page.outside` lists every request
 * but the file itself and data:/blob: URLs (Pyodide must come from memory, not from disk or a
 * network), the page's and its workers' (seen through DevTools: their requests, and any the CSP refused).
 */
async function openPythonFile(hash, slowdown = SLOWDOWN) {
  await context.setOffline(true);
  const page = await watchedPage(context);
  const self = pathToFileURL(PY_FILE).href;
  const fromOutside = (url) => !/^(data|blob):/.test(url) && url.split("#")[0] !== self;
  page.outside = [];
  page.on("request", (r) => {
    if (fromOutside(r.url())) page.outside.push(r.url());
  });
  const cdp = await context.newCDPSession(page);
  cdp.on("Target.receivedMessageFromTarget", ({ message }) => {
    const m = JSON.parse(message);
    if (m.method === "Network.requestWillBeSent" && fromOutside(m.params.request.url)) page.outside.push(`worker: ${m.params.request.url}`);
    if (m.method === "Log.entryAdded" && m.params.entry.source === "security") page.outside.push(`worker: ${m.params.entry.text}`);
  });
  cdp.on("Target.attachedToTarget", ({ sessionId }) => {
    ["Network.enable", "Log.enable", "Runtime.runIfWaitingForDebugger"].forEach((method, id) =>
      cdp.send("Target.sendMessageToTarget", { sessionId, message: JSON.stringify({ id, method }) }).catch(() => {}),
    );
  });
  await cdp.send("Target.setAutoAttach", { autoAttach: true, waitForDebuggerOnStart: true, flatten: false });
  if (slowdown > 1) await cdp.send("Emulation.setCPUThrottlingRate", { rate: slowdown });
  await page.goto(`${pathToFileURL(PY_FILE).href}${hash}`);
  await page.waitForSelector("#board [data-cell]");
  // A first visit: no programs or open panels an earlier test left in this file's storage; the
  // file is then opened again (timed from there).
  await page.evaluate(() => localStorage.clear());
  page.openedAt = Date.now();
  await page.reload();
  await page.waitForSelector("#board [data-cell]");
  page.boardMs = Date.now() - page.openedAt;
  return page;
}

const marks = (page, mark) => page.$$eval("#board [data-cell]", (els, m) => els.filter((e) => e.textContent === m).length, mark);

test("playground-python.html from file:// with no network seats a Python agent that plays legal moves", { skip: !fs.existsSync(PY_FILE) && "dist/playground-python.html not built", timeout: 300_000 }, async (t) => {
  t.after(() => context.setOffline(false));
  const page = await openPythonFile("#game=tictactoe&seat0=human&seat1=human&seed=3");
  await page.evaluate(() => localStorage.clear());
  if ((await page.getAttribute("#code-toggle", "aria-expanded")) !== "true") await page.click("#code-toggle");
  await page.waitForSelector("#code-editor .cm-content");
  await page.selectOption("#code-lang", "python");
  assert.match(await page.textContent("#code-editor .cm-content"), /def act\(obs, env\):/, "the Python starter is in the editor");
  const runAt = Date.now();
  await page.click("#code-run");
  await page.waitForFunction(() => /^code:/.test(document.querySelector("select[name=seat0]").value), null, { timeout: 240_000 });
  // The agent is X and moves first: one X on an empty board is a legal move.
  await page.waitForFunction(() => [...document.querySelectorAll("#board [data-cell]")].some((e) => e.textContent === "X"), null, { timeout: 240_000 });
  const firstMove = Date.now();
  assert.equal(await marks(page, "X"), 1);
  assert.equal(await marks(page, "O"), 0);
  const size = fs.statSync(PY_FILE).size;
  t.diagnostic(`${path.basename(PY_FILE)}: ${(size / 2 ** 20).toFixed(1)} MiB; page's main thread ${SLOWDOWN}x slower: first Python move ${((firstMove - page.openedAt) / 1000).toFixed(1)} s after opening the file (board ${(page.boardMs / 1000).toFixed(1)} s; ${((firstMove - runAt) / 1000).toFixed(1)} s after Run)`);
  assert.match(await page.textContent("#code-console"), /I can choose from 9 moves/, "the starter's print() reached the console");
  // The human answers; the agent moves again, legally, into an empty cell.
  const free = await page.$$eval("#board [data-cell]", (els) => els.filter((e) => e.textContent === "").map((e) => e.dataset.cell));
  await page.click(`#board [data-cell="${free[0]}"]`);
  await page.waitForFunction(() => [...document.querySelectorAll("#board [data-cell]")].filter((e) => e.textContent === "X").length === 2, null, { timeout: 60_000 });
  assert.equal(await marks(page, "O"), 1);
  assert.doesNotMatch(await page.textContent("#banner"), /forfeit/i);
  assert.deepEqual(page.outside, [], "no request left the file");
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("playground-python.html from file:// with no network trains the Python starter learner", { skip: !fs.existsSync(PY_FILE) && "dist/playground-python.html not built", timeout: 300_000 }, async (t) => {
  t.after(() => context.setOffline(false));
  const page = await openPythonFile("#game=tictactoe&seat0=random&seat1=human&seed=4");
  await page.evaluate(() => localStorage.clear());
  if ((await page.getAttribute("#code-toggle", "aria-expanded")) !== "true") await page.click("#code-toggle");
  await page.waitForSelector("#code-editor .cm-content");
  await page.selectOption("#code-starter", "learner|python");
  await page.waitForTimeout(600); // the panel saves the program after a pause
  await pickMyLearner(page);
  await page.selectOption("#learn-speed", "full");
  await page.click("#learn-start");
  await page.waitForFunction(() => Number(document.querySelector("#learn-progress").dataset.episodes) >= 50, null, { timeout: 240_000 });
  await page.click("#learn-pause");
  const episodes = await page.$eval("#learn-progress", (e) => Number(e.dataset.episodes));
  assert.ok(episodes >= 50, `trained ${episodes} episodes`);
  assert.deepEqual(page.outside, [], "no request left the file");
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("playground-python.html from file:// runs JavaScript agents too, and their sandbox drops the inlined Pyodide", { skip: !fs.existsSync(PY_FILE) && "dist/playground-python.html not built", timeout: 120_000 }, async (t) => {
  t.after(() => context.setOffline(false));
  const page = await openPythonFile("#game=tictactoe&seat0=human&seat1=human&seed=5", 1);
  await page.evaluate(() => localStorage.clear());
  await fastest(page);
  if ((await page.getAttribute("#code-toggle", "aria-expanded")) !== "true") await page.click("#code-toggle");
  await page.waitForSelector("#code-editor .cm-content");
  await typeLines(page, ["function act(obs, env) {", 'console.log("inlined Pyodide: " + typeof globalThis.__pg_pyodide);', "return env.legalActions()[0];", "}"]);
  await waitForSaved(page); // the panel saves typing after a pause
  await page.click("#code-run");
  await page.waitForFunction(() => [...document.querySelectorAll("#board [data-cell]")].some((e) => e.textContent === "X"), null, { timeout: 60_000 });
  assert.equal(await page.textContent('#board [data-cell="0"]'), "X", "the agent took the first legal cell");
  assert.match(await page.textContent("#code-console"), /inlined Pyodide: undefined/);
  assert.deepEqual(page.outside, [], "no request left the file");
  assert.deepEqual(page.problems, []);
  await page.close();
});
