// The served page loads one bundle (scripts/bundle_page.mjs): dist/index.html names it, every
// file the bundle asks for by address exists in dist/, and the workers it starts are named where
// they live (code/, learn/), not beside the bundle; the teachers' guides are there too. Runs on the
// built dist/; skipped without one.

import { test } from "node:test";
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { DIST } from "./dist_helpers.js";

const built = existsSync(path.join(DIST, "main.bundle.js"));

test("dist/index.html loads the bundle, preloads no whole engine, and no loose main.js", { skip: !built && "no dist/ build" }, () => {
  const html = readFileSync(path.join(DIST, "index.html"), "utf8");
  assert.match(html, /<script type="module" src="main\.bundle\.js"><\/script>/);
  assert.doesNotMatch(html, /src="main\.js"/);
  // The first board loads its own game's engine (pkg-<game>/, fetched and compiled early by
  // engine_preload.bundle.js), never the four games' pkg/.
  assert.doesNotMatch(html, /href="pkg\//);
  assert.match(html, /<script type="module" src="engine_preload\.bundle\.js" async><\/script>/);
  const preload = readFileSync(path.join(DIST, "engine_preload.bundle.js"), "utf8");
  assert.doesNotMatch(preload, /^import|[;}]import[ {]/m, "one file, no imports");
  assert.match(preload, /compileStreaming/);
  assert.equal(html.match(/BUNDLE \(scripts\/bundle_page\.mjs\)/g).length, 1, "one block of links");
});

test("each game has an engine of its own in dist/, smaller than the whole engine", { skip: !built && "no dist/ build" }, () => {
  const whole = readFileSync(path.join(DIST, "pkg/playground_bg.wasm")).length;
  for (const dir of ["pkg-minesweeper", "pkg-puyo", "pkg-tictactoe", "pkg-gomoku", "pkg-connect4", "pkg-sandbox"]) {
    for (const f of ["playground.js", "playground_bg.wasm"]) assert.ok(existsSync(path.join(DIST, dir, f)), `${dir}/${f}`);
    const own = readFileSync(path.join(DIST, `${dir}/playground_bg.wasm`)).length;
    assert.ok(own < 0.75 * whole, `${dir} is ${own} bytes, the whole engine ${whole}`);
  }
  // The page's engines make agents and no student nets; the sandbox's the other way round.
  const js = (dir) => readFileSync(path.join(DIST, `${dir}/playground.js`), "utf8");
  assert.match(js("pkg-gomoku"), /export function makeAgent/);
  assert.doesNotMatch(js("pkg-gomoku"), /export function nnModel/);
  assert.match(js("pkg-sandbox"), /export function nnModel/);
  assert.doesNotMatch(js("pkg-sandbox"), /export function makeAgent/);
  const precache = JSON.parse(readFileSync(path.join(DIST, "precache.json"), "utf8"));
  assert.ok(precache.includes("pkg-gomoku/playground_bg.wasm"), "the games' engines are kept offline");
  assert.ok(!precache.some((f) => f.startsWith("pkg/")), "the whole engine (Node scripts, the single file) is not");
});

test("what the bundle loads by address is in dist/, seen from the bundle's own folder", { skip: !built && "no dist/ build" }, () => {
  const bundle = readFileSync(path.join(DIST, "main.bundle.js"), "utf8");
  // Dynamic imports left out of the bundle (the engine, CodeMirror).
  const imports = [...bundle.matchAll(/import\("(\.[^"]+)"\)/g)].map((m) => m[1]);
  assert.ok(imports.includes("./pkg/playground.js"), `engine import: ${imports}`);
  assert.ok(imports.includes("./vendor/codemirror.js"), `CodeMirror import: ${imports}`);
  for (const rel of imports) assert.ok(existsSync(path.join(DIST, rel)), `${rel} is not in dist/`);
  // Each module's own address, from which it names its workers and files.
  const own = [...bundle.matchAll(/new URL\("(\.\/[^"]+)",import\.meta\.url\)/g)].map((m) => m[1]);
  for (const rel of ["./code/runner.js", "./learn/panel.js", "./agents.js", "./nets.js"]) assert.ok(own.includes(rel), `${rel} keeps its address: ${own}`);
  for (const rel of own) assert.ok(existsSync(path.join(DIST, rel)), `${rel} is not in dist/`);
  for (const worker of ["code/sandbox_worker.js", "learn/trainer_worker.js", "worker.js"]) assert.ok(existsSync(path.join(DIST, worker)), worker);
});

test("the teachers' guides are in dist/teachers/, kept offline, and the single file keeps its link hidden", { skip: !built && "no dist/ build" }, () => {
  const precache = JSON.parse(readFileSync(path.join(DIST, "precache.json"), "utf8"));
  for (const file of ["teachers/en.html", "teachers/ja.html", "teachers/ko.html", "teachers/zh.html", "teachers/guide.css"]) {
    assert.ok(existsSync(path.join(DIST, file)), `${file} is not in dist/`);
    assert.ok(precache.includes(file), `${file} is not kept offline`);
  }
  assert.match(readFileSync(path.join(DIST, "teachers/ja.html"), "utf8"), /<html lang="ja">[\s\S]*<h2>/);
  // From file:// (the single file) there is no guide beside the page: www/play/guide.js never shows it.
  assert.match(readFileSync(path.join(DIST, "playground.html"), "utf8"), /<a id="guide-link"[^>]* hidden[ >]/);
});
