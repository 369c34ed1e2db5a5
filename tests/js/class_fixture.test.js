// scripts/class_fixture.mjs (issue 34): the made-up class of 30 Tic-tac-toe programs the class
// tournament's tools play. It writes 30 files, 15 of them Python, whose names stay different after
// the page's naming (www/code/store.js nameOfFile), three broken as it says (only the syntax-error
// one fails to parse), and the same seed writes the same bytes. No build, no tournament: quick.

import { test, after } from "node:test";
import assert from "node:assert/strict";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { nameOfFile } from "../../www/code/store.js";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const SCRIPT = path.join(ROOT, "scripts/class_fixture.mjs");
const made = [];
after(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** Runs the script into a fresh folder: {dir, list (its JSON line's files), bytes: {file: text}}. */
function write(...args) {
  const dir = mkdtempSync(path.join(tmpdir(), "class-fixture-"));
  made.push(dir);
  const r = spawnSync(process.execPath, [SCRIPT, dir, ...args], { encoding: "utf8" });
  assert.equal(r.status, 0, r.stderr);
  const list = JSON.parse(r.stdout.trim()).files;
  const bytes = Object.fromEntries(readdirSync(dir).map((f) => [f, readFileSync(path.join(dir, f), "utf8")]));
  return { dir, list, bytes };
}

test("30 files, 15 Python, names different after the page's naming, three broken", () => {
  const { list, bytes } = write("--seed", "1");
  const files = Object.keys(bytes);
  assert.equal(files.length, 30);
  assert.equal(files.filter((f) => f.endsWith(".py")).length, 15);
  assert.equal(files.filter((f) => f.endsWith(".js")).length, 15);
  assert.equal(new Set(files.map(nameOfFile)).size, 30, "30 names once the page drops the extension");
  assert.ok(files.every((f) => f.includes(" ")), "names with spaces");
  assert.ok(files.some((f) => /[가-힣]/.test(f)) && files.some((f) => /[ぁ-ん一-龯]/.test(f)) && files.some((f) => /^[A-Za-zÀ-ÿ ]+\.(js|py)$/.test(f)), String(files));
  const kinds = list.map((x) => x.kind);
  for (const broken of ["syntax-error", "endless-loop", "throws-on-third-move"]) assert.equal(kinds.filter((k) => k === broken).length, 1, broken);
  assert.ok(kinds.filter((k) => k === "minimax").length >= 2, "a minimax in a few");
  assert.ok(kinds.includes("random") && kinds.includes("win-block") && kinds.includes("center") && kinds.includes("first"));
  for (const { file, language, kind } of list) {
    const text = bytes[file];
    assert.match(text, language === "js" ? /^function act\(obs, env\) \{$/m : /^def act\(obs, env\)/m, file);
    if (language !== "js") continue;
    let parsed = true;
    try {
      new Function(text); // parses only: nothing runs
    } catch {
      parsed = false;
    }
    assert.equal(parsed, kind !== "syntax-error", `${file} (${kind}) parses: ${parsed}`);
  }
  const py = list.filter((x) => x.language === "python");
  const check = spawnSync("python3", ["-c", "import sys, json\nfor f, t in json.load(sys.stdin):\n    try:\n        compile(t, f, 'exec'); print(f, 'ok')\n    except SyntaxError:\n        print(f, 'bad')\n"], {
    input: JSON.stringify(py.map((x) => [x.file, bytes[x.file]])),
    encoding: "utf8",
  });
  if (check.status === 0) {
    for (const { file, kind } of py) assert.ok(check.stdout.includes(`${file} ${kind === "syntax-error" ? "bad" : "ok"}`), `${file} (${kind}): ${check.stdout}`);
  }
});

test("the same seed writes the same bytes; another seed deals the class out differently", () => {
  const a = write("--seed", "7");
  const b = write("--seed", "7");
  assert.deepEqual(b.bytes, a.bytes);
  assert.deepEqual(b.list, a.list);
  const c = write("--seed", "8");
  assert.notDeepEqual(c.list, a.list);
  const bad = spawnSync(process.execPath, [SCRIPT, "--seed", "x"], { encoding: "utf8" });
  assert.equal(bad.status, 2);
  assert.equal(bad.stderr.trim().split("\n").length, 1);
});
