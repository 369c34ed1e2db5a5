// Kaggle's agent format in the page (issue 42, part 3), in real Chromium on the page's own sandbox
// engine (pkg-sandbox). Tic-tac-toe: "Download for Kaggle" is not offered there, and a program in
// Kaggle's format plays a whole game on Kaggle's tictactoe marks. Connect Four: the button downloads one
// submission.py that runs in a plain Python with no playground package (and, where
// target/kaggle-venv or $KAGGLE_PYTHON has kaggle-environments, plays Kaggle's negamax and random
// with no error: scripts/kaggle_submission_check.py); a JavaScript program is refused in a sentence.

import { test } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { browserPerFile, open, fastest, waitForEnd, setCode, waitText } from "./harness.js";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const KAGGLE_PYTHON = process.env.KAGGLE_PYTHON ?? path.join(ROOT, "target/kaggle-venv/bin/python");

const browser = browserPerFile();

test("a Kaggle-format program in Tic-tac-toe: no Download for Kaggle; it plays a whole game on Kaggle's marks (0 empty, 1 X, 2 O)", async () => {
  const page = await open(browser.context, `${browser.server.url}#game=tictactoe&seat0=human&seat1=random&seed=7`);
  await fastest(page);
  if ((await page.getAttribute("#code-toggle", "aria-expanded")) !== "true") await page.click("#code-toggle");
  await page.waitForSelector("#code-editor .cm-content");
  assert.equal(await page.isHidden("#code-kaggle"), true, "Download for Kaggle is for Connect Four only (its submission carries ConnectX's env)");
  // A move on anything but Kaggle's marks would be refused by the agent itself.
  await setCode(page, "function agent(observation, configuration) {\n  if (observation.board.some((c) => c !== 0 && c !== 1 && c !== 2) || ![1, 2].includes(observation.mark)) throw new Error(\"not Kaggle's marks\");\n  return observation.board.indexOf(0);\n}\n");
  await page.click("#code-run");
  const banner = await waitForEnd(page, 60_000);
  assert.doesNotMatch(banner, /forfeit/, banner);
  assert.deepEqual(page.problems, []);
  await page.close();
});

// Kaggle's own format, in Python: the middle column while it has room, else the first with room.
const KAGGLE_PROGRAM = `def agent(observation, configuration):
    board = observation.board if hasattr(observation, "board") else observation["board"]
    columns = configuration.columns if hasattr(configuration, "columns") else configuration["columns"]
    middle = columns // 2
    if board[middle] == 0:
        return middle
    return [c for c in range(columns) if board[c] == 0][0]
`;

test("Connect Four's Download for Kaggle: a Python program in the Code panel becomes one self-contained submission.py; a JavaScript one is refused in a sentence", { timeout: 300_000 }, async (t) => {
  const page = await open(browser.context, `${browser.server.url}#game=connect4&seat0=human&seat1=random&seed=7`);
  await fastest(page);
  if ((await page.getAttribute("#code-toggle", "aria-expanded")) !== "true") await page.click("#code-toggle");
  await page.waitForSelector("#code-editor .cm-content");
  assert.equal(await page.isVisible("#code-kaggle"), true, "Download for Kaggle is offered in Connect Four");
  // A JavaScript program: one sentence, no file.
  await setCode(page, "function agent(observation, configuration) {\n  return 3;\n}\n");
  let downloads = 0;
  page.on("download", () => downloads++);
  await page.click("#code-kaggle");
  await waitText(page, "#status", /A JavaScript program cannot be exported for Kaggle/);
  assert.equal(downloads, 0, "no file for a JavaScript program");
  // The Python program, as a student types it into the panel.
  await page.selectOption("#code-lang", "python");
  await setCode(page, KAGGLE_PROGRAM);
  const [download] = await Promise.all([page.waitForEvent("download"), page.click("#code-kaggle")]);
  assert.equal(download.suggestedFilename(), "submission.py");
  const text = readFileSync(await download.path(), "utf8");
  assert.ok(text.includes(KAGGLE_PROGRAM), "the program as written is inside");
  assert.equal([...text.matchAll(/^def (\w+)/gm)].map((m) => m[1]).at(-1), "_playground_agent", "kaggle-environments calls the file's last function");
  assert.doesNotMatch(text, /^\s*(import|from)\s+playground/m, "no playground package on Kaggle");
  await waitText(page, "#status", /submission\.py/);
  // Self-contained: a plain Python in an empty folder runs it (the middle column full: column 0).
  const dir = mkdtempSync(path.join(os.tmpdir(), "kaggle-page-"));
  const file = path.join(dir, "submission.py");
  writeFileSync(file, text);
  const board = Array(42).fill(0);
  for (let r = 0; r < 6; r++) board[r * 7 + 3] = 1 + (r % 2);
  const run = spawnSync("python3", ["-I", "-c", `import json, sys, types\nns = {}\nexec(open(sys.argv[1]).read(), ns)\nlast = [v for v in ns.values() if isinstance(v, types.FunctionType)][-1]\nprint(json.dumps([last({"board": ${JSON.stringify(board)}, "mark": 1}, {"columns": 7, "rows": 6, "inarow": 4}), last({"board": [0] * 42, "mark": 1}, {"columns": 7, "rows": 6, "inarow": 4})]))`, file], { encoding: "utf8", cwd: dir });
  assert.equal(run.status, 0, run.stderr);
  assert.deepEqual(JSON.parse(run.stdout), [0, 3]);
  if (existsSync(KAGGLE_PYTHON)) {
    // Kaggle's own runner and validator: every game DONE against negamax and random.
    const r = spawnSync(KAGGLE_PYTHON, [path.join(ROOT, "scripts/kaggle_submission_check.py"), "--games", "1", file], { encoding: "utf8", timeout: 240_000 });
    assert.equal(r.status, 0, r.stdout + r.stderr);
    assert.equal(JSON.parse(r.stdout.trim().split("\n").at(-1)).bad, 0, r.stdout);
  } else {
    t.diagnostic(`no kaggle-environments venv at ${KAGGLE_PYTHON}: Kaggle's own run of the file skipped`);
  }
  assert.deepEqual(page.problems, []);
  await page.close();
});
