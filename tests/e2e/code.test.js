// The code panel (issue 8 §2): a student types an agent with the keyboard, runs it, and it plays
// in a seat; endless loops, syntax errors and bad answers forfeit the game with the reason in
// words while the page stays responsive and the game is untouched; Python plays with no outside
// request; code in a link is shown but never run before Run. All in real Chromium.

import { test } from "node:test";
import assert from "node:assert/strict";
import { browserPerFile, open, watchedPage, shot, fastest, waitForEnd, waitText, typeCode, setCode, DIST, devServer, waitForSaved } from "./harness.js";

const browser = browserPerFile();

const cell = (i) => `#board [data-cell="${i}"]`;
const boardText = (page) => page.$$eval("#board .grid:not(.preview) [data-cell]", (els) => els.map((e) => e.textContent));

/**
 * Opens the page at `hash` (served from `base`) with a fresh store, opens the panel and waits
 * for the editor.
 */
async function openPanel(hash, base = browser.server.url) {
  const blank = await browser.context.newPage(); // same origin, no page scripts: a fresh store
  await blank.goto(`${base}style.css`);
  await blank.evaluate(() => {
    for (const k of Object.keys(localStorage)) if (k.startsWith("playground.code")) localStorage.removeItem(k);
  });
  await blank.close();
  const page = await open(browser.context, `${base}${hash}`);
  await fastest(page);
  if ((await page.getAttribute("#code-toggle", "aria-expanded")) !== "true") await page.click("#code-toggle");
  await page.waitForSelector("#code-editor .cm-content");
  return page;
}

/** The editor's view, found through the page's own CodeMirror module. */
const editorText = (page) =>
  page.evaluate(async () => {
    const cm = await import("/vendor/codemirror.js");
    return cm.EditorView.findFromDOM(document.querySelector("#code-editor .cm-editor")).state.doc.toString();
  });

test("a typed agent runs, sits in the first seat and finishes a game against Random", async () => {
  const page = await openPanel("#game=tictactoe&seat0=human&seat1=random&seed=3");
  await typeCode(page, [
    "function act(obs, env) {",
    "const legal = env.legalActions();",
    'console.log("legal", legal.length);',
    "return legal[legal.length - 1];",
    "}",
  ]);
  const typed = await editorText(page);
  assert.match(typed, /\n {2}const legal/, "Enter after { indents the next line");
  assert.match(typed, /\n}$/, "the closing brace goes back to the margin");
  const wasm = [];
  page.on("request", (r) => {
    if (r.url().endsWith(".wasm")) wasm.push(new URL(r.url()).pathname);
  });
  await page.click("#code-run");
  const banner = await waitForEnd(page, 30_000);
  assert.match(banner, /wins!|Draw!/);
  // The sandbox runs on its own engine (the games and nn, no built-in agents), the agents' worker
  // on the game's; neither loads the whole one.
  assert.ok(wasm.includes("/pkg-sandbox/playground_bg.wasm"), wasm.join(" "));
  assert.ok(wasm.every((p) => p === "/pkg-sandbox/playground_bg.wasm" || p === "/pkg-tictactoe/playground_bg.wasm"), wasm.join(" "));
  assert.equal(await page.$eval("#seats select[name=seat0]", (s) => s.value), "code:bot");
  assert.match(await page.$eval("#seats select[name=seat0]", (s) => s.selectedOptions[0].textContent), /^My agent: bot$/);
  assert.match(await page.textContent("#code-console"), /legal 9/);
  assert.match(await page.textContent("#code-budget-text"), /of 10,000 engine calls/);
  // Saved as it was typed.
  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem("playground.code.tictactoe")));
  assert.equal(saved.length, 1);
  assert.match(saved[0].source, /return legal\[legal.length - 1\];/);
  // The debugger shows each of its moves: the picture it saw, legal moves, what it printed.
  await page.click("#code-debug summary");
  await waitText(page, "#code-debug-where", /of \d/);
  const last = await page.textContent("#code-debug-where");
  const n = Number(/of (\d+)/.exec(last)[1]);
  assert.ok(n >= 3, last);
  for (let k = 1; k < n; k++) await page.click("#code-debug-prev");
  assert.equal(await page.textContent("#code-debug-where"), `1 of ${n}`);
  const move1 = await page.textContent("#code-debug-move");
  assert.match(move1, /Move 1/);
  assert.match(move1, /Legal moves: 0, 1, 2, 3, 4, 5, 6, 7, 8/);
  assert.match(move1, /legal 9/);
  assert.match(move1, /It answered: 8/);
  const [download] = await Promise.all([page.waitForEvent("download"), page.click("#code-debug-save")]);
  const replay = JSON.parse(await (await import("node:fs")).promises.readFile(await download.path(), "utf8"));
  assert.equal(replay.game, "tictactoe");
  assert.equal(replay.moves.length, n);
  assert.equal(replay.moves[0].answer, 8);
  await shot(page, "code-panel-1366x768");
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("an endless loop is stopped at the time limit while Pause still answers", async () => {
  const page = await openPanel("#game=tictactoe&seat0=human&seat1=random&seed=4");
  await typeCode(page, ["function act(obs, env) {", "while (true) {}", "}"]);
  await page.click("#code-run");
  await page.waitForSelector("#board[data-busy]");
  await page.waitForTimeout(200);
  const { ms, looping } = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const play = document.querySelector("#play");
        const t0 = performance.now();
        new MutationObserver((_, obs) => {
          if (play.textContent === "Play") {
            obs.disconnect();
            // Still looping: the agent's move is pending and its time limit has not ended the game.
            const looping = document.querySelector("#board").hasAttribute("data-busy") && !document.querySelector("#banner.over");
            resolve({ ms: performance.now() - t0, looping });
          }
        }).observe(play, { childList: true, characterData: true, subtree: true });
        play.click();
      }),
  );
  // Answered during the loop, not after the limit (a time bound here measured the machine's speed).
  assert.ok(looping, `Pause answered in ${ms} ms, after the loop had ended`);
  console.log(`Pause answered in ${ms.toFixed(1)} ms while the agent looped`);
  const banner = await waitForEnd(page, 10_000);
  assert.equal(banner, "O (Random) wins: X (My agent: bot) forfeits (your agent took longer than 1 s on move 1).");
  assert.match(await page.textContent("#status"), /took longer than 1 s on move 1/);
  assert.deepEqual(await boardText(page), Array(9).fill(""), "no move was played");
  // The next game gets a fresh worker: the same loop is stopped again, the page still answers.
  await page.click("#new-game");
  await page.click("#play");
  await waitText(page, "#banner", /forfeits/, 10_000);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("a syntax error shows its line in the panel, in the editor and beside the board", async () => {
  const page = await openPanel("#game=tictactoe&seat0=human&seat1=random&seed=1");
  await typeCode(page, ["function act(obs, env) {", "return 1 +;", "}"]);
  await page.click("#code-run");
  await waitText(page, "#code-error", /line 2/);
  await waitText(page, "#status", /line 2/);
  await page.waitForSelector("#code-editor .cm-lint-marker-error");
  const marked = await page.evaluate(async () => {
    const cm = await import("/vendor/codemirror.js");
    const v = cm.EditorView.findFromDOM(document.querySelector("#code-editor .cm-editor"));
    return v.state.doc.lineAt(v.posAtDOM(v.dom.querySelector(".cm-lintRange-error"))).number;
  });
  assert.equal(marked, 2, "the error range is on line 2");
  assert.equal(await page.$eval("#seats select[name=seat0]", (s) => s.value), "human", "a broken agent is not seated");
  assert.deepEqual(page.problems, []);
  await page.close();
});

for (const [what, answer, move, re, marks] of [
  ["null", "return null;", 1, /null/, 0],
  ['"3"', 'return "3";', 1, /string "3"|"3"/, 0],
  ["an illegal move", "return 0;", 3, /not a legal|legal/, 2],
]) {
  test(`an agent answering ${what} forfeits and the game is unharmed`, async () => {
    const page = await openPanel("#game=tictactoe&seat0=human&seat1=random&seed=7");
    await typeCode(page, ["function act(obs, env) {", answer, "}"]);
    await page.click("#code-run");
    const banner = await waitForEnd(page, 15_000);
    assert.match(banner, new RegExp(`^O \\(Random\\) wins: X \\(My agent: bot\\) forfeits \\(.*\\)\\.$`));
    assert.match(banner, re);
    assert.match(await page.textContent("#code-error"), re);
    assert.match(await page.textContent("#code-console"), new RegExp(`Move ${move}:`));
    const cells = await boardText(page);
    assert.equal(cells.filter((c) => c !== "").length, marks, `the board: ${cells}`);
    if (marks) assert.equal(cells[0], "X", "its first answer stands; the bad one was never played");
    await page.check("#show-text");
    // The picture is drawn on the next animation frame: wait for it rather than read it at once.
    await page.waitForFunction(() => document.querySelector("#text-picture").textContent.trim() !== "");
    assert.equal((await page.textContent("#text-picture")).split("X").length - 1, marks ? 1 : 0);
    assert.deepEqual(page.problems, []);
    await page.close();
  });
}

// Pyodide is served by the dev server here: the test harness's own server sends `no-store`, and
// Pyodide then aborts (harmlessly) its second download of the wasm file, which the problem list
// would report.
test("a Python agent plays Tic-tac-toe with every outside request refused", { timeout: 180_000 }, async (t) => {
  const server = await devServer();
  t.after(() => server.close());
  const page = await openPanel("#game=tictactoe&seat0=human&seat1=random&seed=2", server.url);
  let outside = 0;
  await page.route("**/*", (route) => {
    const host = new URL(route.request().url()).hostname;
    if (host === "127.0.0.1") return route.continue();
    outside++;
    return route.abort();
  });
  await page.selectOption("#code-lang", "python");
  assert.match(await editorText(page), /def act\(obs, env\):/, "the starter switches to its Python twin");
  await page.click("#code-run");
  await waitText(page, "#code-load", /Loading Python… \d+ %/, 60_000);
  const banner = await waitForEnd(page, 150_000);
  assert.match(banner, /wins!|Draw!/);
  assert.doesNotMatch(banner, /forfeit/);
  assert.match(await page.textContent("#code-console"), /I can choose from 9 moves/);
  assert.equal(outside, 0, "no request left 127.0.0.1");
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("code in a link is shown but runs only after a click on Run", async () => {
  const page = await openPanel("#game=tictactoe&seat0=human&seat1=random&seed=5");
  await typeCode(page, ["function act(obs, env) {", 'console.log("RAN");', "return env.legalActions()[0];", "}"]);
  await page.click("#code-share");
  // The link is written once the code is compressed (asynchronously).
  await page.waitForFunction(() => document.querySelector("#code-share-link").value !== "");
  const link = await page.inputValue("#code-share-link");
  assert.match(link, /[#&]code=z[A-Za-z0-9_-]+/);
  assert.match(link, /seat0=human/, "the link seats no code agent");
  await page.close();

  const other = await browser.context.newPage();
  const sandbox = [];
  other.on("request", (r) => {
    if (/sandbox_worker|pyodide/.test(r.url())) sandbox.push(r.url());
  });
  await other.goto(link);
  await other.waitForSelector("#code-editor .cm-content");
  await waitText(other, "#code-link-note", /runs only when you press Run/);
  assert.match(await editorText(other), /console\.log\("RAN"\)/);
  assert.match(await other.$eval("#code-agent", (s) => s.selectedOptions[0].textContent), /from a link/);
  await other.waitForTimeout(1500);
  assert.deepEqual(sandbox, [], "no sandbox worker started before Run");
  assert.equal(await other.textContent("#code-console"), "");
  await fastest(other);
  await other.click("#code-run");
  await waitForEnd(other, 30_000);
  assert.match(await other.textContent("#code-console"), /RAN/);
  assert.ok(sandbox.length > 0);
  await other.close();
});

test("the open panel leaves the board in view at 1366x768 and 911x512", async () => {
  const page = await openPanel("#game=gomoku&width=15&height=15&nInRow=5&seat0=human&seat1=human");
  for (const size of [
    { width: 1366, height: 768 },
    { width: 911, height: 512 },
  ]) {
    await page.setViewportSize(size);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const m = await page.evaluate(() => ({ board: document.querySelector("#board .grid").getBoundingClientRect().toJSON(), panel: document.querySelector("#code-panel").getBoundingClientRect().toJSON(), w: innerWidth, h: innerHeight }));
    assert.ok(m.board.left >= 0 && m.board.right <= m.w && m.board.top >= 0 && m.board.bottom <= m.h, `board in view at ${size.width}x${size.height}: ${JSON.stringify(m)}`);
    assert.ok(m.board.right <= m.panel.left + 1, "the panel does not cover the board");
    await shot(page, `code-panel-${size.width}x${size.height}`);
  }
  // Open or closed is remembered.
  await page.waitForLoadState("networkidle");
  await page.reload();
  await page.waitForSelector("#code-editor .cm-content");
  assert.equal(await page.getAttribute("#code-toggle", "aria-expanded"), "true");
  await page.click("#code-toggle");
  assert.equal(await page.isVisible("#code-panel"), false);
  await page.waitForLoadState("networkidle");
  await page.reload();
  await page.waitForSelector("#board [data-cell]");
  assert.equal(await page.isVisible("#code-panel"), false);
  assert.equal(await page.textContent("#code-toggle"), "Code");
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("my agent plays itself in a series: sides swap, forfeits are counted, Hint asks it", async () => {
  const page = await openPanel("#game=tictactoe&seat0=human&seat1=human&seed=9");
  // It plays the first legal move as X and answers 99 (no such move) as O.
  await typeCode(page, ["function act(obs, env) {", "return env.currentPlayer === 1 ? 99 : env.legalActions()[0];", "}"]);
  // Hint: what it would play for the human to move, without playing it.
  await page.click("#code-hint");
  await waitText(page, "#status", /^My agent: bot suggests /);
  assert.deepEqual(await boardText(page), Array(9).fill(""));
  await waitForSaved(page); // the edit is saved (debounced) before the seats read it
  await page.selectOption("#seats select[name=seat0]", "code:bot");
  await page.selectOption("#seats select[name=seat1]", "code:bot");
  await page.fill("#series-n", "2");
  await page.click("#series");
  await waitText(page, "#tally", /Game 2 of 2/, 30_000);
  await waitText(page, "#tally", /#2: forfeited 1/, 10_000);
  const tally = await page.textContent("#tally");
  assert.match(tally, /My agent: bot #1: 1 win/);
  assert.match(tally, /My agent: bot #2: 1 win/);
  assert.match(tally, /My agent: bot #1: forfeited 1 \(illegal move 1\)/);
  assert.match(tally, /My agent: bot #2: forfeited 1 \(illegal move 1\)/);
  assert.match(await page.textContent("#banner"), /forfeits/);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("a 3-agent class tournament gives a consistent table; the ladder remembers a climb", async () => {
  const page = await openPanel("#game=tictactoe&seat0=human&seat1=human&seed=11");
  await page.click("#code-tournament summary");
  const labels = await page.$$eval("#code-tour-agents label", (ls) => ls.map((l) => l.textContent.trim()));
  assert.deepEqual(labels.slice(0, 5), ["Random", "Pure MCTS (30 playouts)", "Pure MCTS (300 playouts)", "Pure MCTS (3000 playouts)", "Minimax"]);
  assert.equal(labels[5], "My agent: bot");
  await page.check("#code-tour-agents label:nth-child(2) input"); // Pure MCTS (30 playouts)
  await page.fill("#code-tour-games", "2");
  await page.click("#code-tour-run");
  await waitText(page, "#code-tour-count", /^6 of 6 games$/, 60_000);
  await waitText(page, "#status", /Tournament finished: 6 games/);
  const rows = await page.$$eval("#code-tour-table tbody tr", (trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent)));
  assert.equal(rows.length, 3);
  const num = (r, k) => Number(r[k]);
  for (const r of rows) assert.equal(num(r, 1) + num(r, 2) + num(r, 3), 4, `each agent played 2 games against each other: ${r}`);
  assert.equal(rows.reduce((s, r) => s + num(r, 1), 0), rows.reduce((s, r) => s + num(r, 3), 0), "wins of one side are losses of the other");
  assert.equal(rows.reduce((s, r) => s + num(r, 1) + num(r, 2) / 2, 0), 6, "every game counted once");
  for (const r of rows) assert.match(r[4], /^\d+ % \(\d+ %–\d+ %\)$/);
  // Sorted by a header; CSV of the same rows.
  await page.click("#code-tour-table thead button[data-key=losses]");
  const losses = await page.$$eval("#code-tour-table tbody tr", (trs) => trs.map((tr) => Number(tr.children[3].textContent)));
  assert.deepEqual(losses, [...losses].sort((a, b) => b - a));
  const [download] = await Promise.all([page.waitForEvent("download"), page.click("#code-tour-csv")]);
  const csvText = await (await import("node:fs")).promises.readFile(await download.path(), "utf8");
  assert.ok(csvText.startsWith("\uFEFF"), "UTF-8 with a BOM, so spreadsheets read Korean, Japanese and Chinese names right");
  const sections = csvText.trim().split("\n\n").map((x) => x.split("\n"));
  // The league table, then one line per pair, then one line per game (issue 16).
  assert.equal(sections.length, 3);
  assert.equal(sections[0].length, 4);
  assert.match(sections[0][0], /^agent,games,wins,draws,losses,win_rate/);
  assert.equal(sections[1][0], "agent_a,agent_b,games,a_wins,b_wins,draws,a_forfeits,b_forfeits");
  assert.equal(sections[1].length, 4, "3 pairs");
  for (const line of sections[1].slice(1)) {
    const f = line.split(",");
    assert.equal(Number(f[3]) + Number(f[4]) + Number(f[5]), 2, line);
  }
  assert.equal(sections[2][0], "game,seed,first,second,winner,forfeit,moves");
  assert.equal(sections[2].length, 7, "6 games");
  // The table fits the panel at 1366x768: nothing cut off to the side.
  const cut = await page.$eval("#code-tour-table", (t) => t.scrollWidth - t.clientWidth);
  assert.ok(cut <= 1, `the table is ${cut} px wider than the panel`);
  // The board's game was left alone.
  assert.deepEqual(await boardText(page), Array(9).fill(""));

  // Ladder: "Win, else block" from the starters beats Random over a fair match (seeded: always
  // the same games), and the page remembers the rung.
  await page.selectOption("#code-starter", "win-block|js");
  assert.equal(await page.inputValue("#code-name"), "Win, else block");
  await page.click("#code-ladder summary");
  await page.click("#code-ladder-climb");
  await waitText(page, "#code-ladder-result", /^Beaten: Random \(\d–\d\)/, 60_000);
  const progress = await page.evaluate(() => JSON.parse(localStorage.getItem("playground.code.ladder")));
  assert.deepEqual(progress, { tictactoe: { "win-else-block": 1 } });
  assert.match(await page.textContent("#code-ladder-rungs li:first-child"), /^✓ Random/);
  await page.reload();
  await page.waitForSelector("#code-editor .cm-content");
  await page.click("#code-ladder summary");
  assert.match(await page.textContent("#code-ladder-rungs li:first-child"), /^✓ Random/, "remembered after a reload");
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("agents: several per game, renamed, deleted, downloaded, loaded from a class's files", async () => {
  const page = await openPanel("#game=tictactoe&seat0=human&seat1=human&seed=1");
  // Two files at once, as a teacher collects them.
  await page.setInputFiles("#code-files", [
    { name: "ada.js", mimeType: "text/javascript", buffer: Buffer.from("function act(obs, env) { return env.legalActions()[0]; }\n") },
    { name: "bo_b.py", mimeType: "text/x-python", buffer: Buffer.from("def act(obs, env):\n    return env.legal_actions()[0]\n") },
  ]);
  await waitText(page, "#status", /Loaded 2 file/);
  const menu = await page.$$eval("#seats select[name=seat0] option", (os) => os.map((o) => o.textContent));
  for (const name of ["My agent: bot", "My agent: ada", "My agent: bo_b"]) assert.ok(menu.includes(name), `${name} in ${menu}`);
  assert.equal(await page.inputValue("#code-lang"), "python", "the last file loaded is in the editor, as Python");
  assert.match(await editorText(page), /legal_actions/);
  const [py] = await Promise.all([page.waitForEvent("download"), page.click("#code-download")]);
  assert.equal(py.suggestedFilename(), "bo-b.py");
  // Rename: the seat menus follow; the id (and links) stay.
  await page.fill("#code-name", "Bob");
  await page.press("#code-name", "Enter");
  await page.waitForFunction(() => [...document.querySelectorAll("#seats select[name=seat0] option")].some((o) => o.textContent === "My agent: Bob"));
  // Delete asks twice.
  await page.click("#code-delete");
  assert.equal(await page.textContent("#code-delete"), "Really delete?");
  await page.click("#code-delete");
  await waitText(page, "#status", /deleted/);
  const after = await page.$$eval("#seats select[name=seat0] option", (os) => os.map((o) => o.textContent));
  assert.ok(!after.some((x) => /Bob/.test(x)), String(after));
  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem("playground.code.tictactoe")).map((a) => a.name));
  assert.deepEqual(saved, ["bot", "ada"]);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("a class's files with bad ones: one sentence each in the page's language, and the rest load", async () => {
  const page = await openPanel("#game=tictactoe&seat0=human&seat1=human&seed=1&lang=ko");
  const good = "function act(obs, env) { return env.legalActions()[0]; }\n";
  await page.setInputFiles("#code-files", [
    { name: "김 민준.js", mimeType: "text/javascript", buffer: Buffer.from(good) },
    { name: "notes.docx", mimeType: "application/octet-stream", buffer: Buffer.from("PK\u0003\u0004 not a program") },
    { name: "empty.py", mimeType: "text/x-python", buffer: Buffer.from("  \n") },
    { name: "김 민준.py", mimeType: "text/x-python", buffer: Buffer.from("def act(obs, env):\n    return env.legal_actions()[0]\n") },
    { name: "huge.js", mimeType: "text/javascript", buffer: Buffer.alloc(2_000_000, "/") },
    { name: "佐藤 花子.py", mimeType: "text/x-python", buffer: Buffer.from("def act(obs, env):\n    return env.legal_actions()[-1]\n") },
  ]);
  // Korean words: loaded 2, and one sentence for each of the four bad files, naming it.
  const status = await waitText(page, "#status", /notes\.docx/);
  for (const file of ["notes.docx", "empty.py", "김 민준.py", "huge.js"]) assert.ok(status.includes(file), `${file} in: ${status}`);
  assert.ok(!/does not play|is empty/.test(status), `the sentences are Korean: ${status}`);
  assert.ok(/2/.test(status), status);
  const menu = await page.$$eval("#seats select[name=seat0] option", (os) => os.map((o) => o.textContent));
  for (const name of ["김 민준", "佐藤 花子"]) assert.ok(menu.some((m) => m.endsWith(name)), `${name} in ${menu}`);
  assert.ok(!menu.some((m) => /huge|empty|notes|김 민준 2/.test(m)), String(menu));
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("the open code panel passes axe (no serious or critical violation)", async () => {
  const { createRequire } = await import("node:module");
  const { readFileSync } = await import("node:fs");
  const page = await openPanel("#game=tictactoe&seat0=human&seat1=random&seed=3");
  await page.click("#code-run");
  await waitForEnd(page, 30_000);
  for (const id of ["#code-debug", "#code-tournament", "#code-ladder"]) await page.click(`${id} summary`);
  await page.evaluate(readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8"));
  const result = await page.evaluate(() => window.axe.run(document.querySelector("#code-panel"), { resultTypes: ["violations"] }));
  const bad = result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  assert.deepEqual(bad, []);
  await shot(page, "code-panel-finished");
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("Stop ends a running agent at once; the time limit is set in seconds", async () => {
  const page = await openPanel("#game=tictactoe&seat0=human&seat1=random&seed=6");
  // The longest limit (10 s): what ends the loop within 8 s is Stop, and no forfeit follows (below).
  await page.fill("#code-limit", "10");
  await page.press("#code-limit", "Enter");
  await typeCode(page, ["function act(obs, env) {", "while (true) {}", "}"]);
  await page.click("#code-run");
  await page.waitForSelector("#board[data-busy]");
  await page.click("#code-stop");
  await waitText(page, "#code-console", /Stopped\./, 8_000);
  // The console's line and the Play button are updated by different listeners of the same stop.
  await waitText(page, "#play", /^Play$/, 8_000);
  assert.equal(await page.textContent("#banner"), "", "a stopped agent does not forfeit");
  // Play asks again: a fresh worker, and the new limit ends it.
  await page.fill("#code-limit", "0.5");
  await page.press("#code-limit", "Enter");
  await page.click("#play");
  const banner = await waitForEnd(page, 10_000);
  assert.match(banner, /your agent took longer than 0\.5 s on move 1/);
  assert.equal(await page.evaluate(() => localStorage.getItem("playground.code.limitMs")), "500");
  await page.fill("#code-limit", "11");
  await page.press("#code-limit", "Enter");
  await waitText(page, "#status", /0\.1 to 10/);
  assert.equal(await page.inputValue("#code-limit"), "0.5");
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("the single file from file:// runs a JavaScript agent from the panel", async () => {
  const page = await watchedPage(browser.context);
  await page.goto(`file://${DIST}/playground.html#game=tictactoe&seat0=human&seat1=random&seed=6`);
  await page.waitForSelector("#board [data-cell]");
  await fastest(page);
  await page.click("#code-toggle");
  await page.waitForSelector("#code-editor .cm-content");
  await page.click("#code-run");
  assert.match(await waitForEnd(page, 30_000), /My agent: bot/);
  assert.match(await page.textContent("#code-console"), /I can choose from 9 moves/);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("a one-player tournament (Minesweeper): the same seeds for every agent, mean score and win rate", async () => {
  const page = await openPanel("#game=minesweeper&preset=beginner&seat0=human&seed=4");
  await page.click("#code-tournament summary");
  await page.check("#code-tour-agents label:nth-child(3) input"); // the solver
  await page.fill("#code-tour-games", "3");
  await page.click("#code-tour-run");
  await waitText(page, "#status", /Tournament finished: 9 games/, 120_000);
  const head = await page.$$eval("#code-tour-table thead th", (ths) => ths.map((th) => th.textContent.replace(/ [▼▲]$/, "")));
  assert.deepEqual(head, ["Agent", "Mean score", "Win rate (95 %)", "Forfeits", "ms/move"]);
  const rows = await page.$$eval("#code-tour-table tbody tr", (trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent)));
  assert.deepEqual(rows.map((r) => r[0]).sort(), ["My agent: bot", "Random", "Solver"].sort());
  const scores = rows.map((r) => Number(r[1].replace(/,/g, "")));
  assert.deepEqual(scores, [...scores].sort((a, b) => b - a), "sorted by mean score");
  assert.equal(rows[0][0], "Solver", "the solver opens more cells than random play on the same boards");
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("a tournament: a program that throws is not played again and the table says why, with its line", async () => {
  const page = await openPanel("#game=tictactoe&seat0=human&seat1=human&seed=2");
  await setCode(page, "function act(obs, env) {\n  throw new Error('not yet');\n}\n");
  await page.click("#code-tournament summary");
  await page.fill("#code-tour-games", "4");
  await page.click("#code-tour-run"); // Random (ticked first) and my agent
  await waitText(page, "#status", /Tournament finished: 4 games/, 60_000);
  const head = await page.$$eval("#code-tour-table thead th", (ths) => ths.map((th) => th.textContent.replace(/ [▼▲]$/, "")));
  assert.equal(head.at(-1), "Why it forfeited");
  const rows = await page.$$eval("#code-tour-table tbody tr", (trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent)));
  const mine = rows.find((r) => r[0] === "My agent: bot");
  assert.equal(mine[3], "4", "4 losses");
  assert.equal(mine[5], "4", "4 forfeits");
  assert.equal(mine.at(-1), "line 2: act() stopped with an error: Error: not yet (not played again; games left, counted as forfeits: 3)");
  assert.equal(rows.find((r) => r[0] === "Random").at(-1), "");
  assert.deepEqual(page.problems, []);
  await page.close();
});
