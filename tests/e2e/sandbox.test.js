// The student sandbox in real Chromium Web Workers, served by scripts/serve_dist.py (the dev
// server, with its Content-Security-Policy headers): an answer, the time limit, no network
// (an outside address is never reached), no DOM or storage, and a Python agent.
import test, { before, after } from "node:test";
import assert from "node:assert/strict";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { DIST, devServer, launch, watchedPage } from "./harness.js";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
let server, outside, context;
let outsideHits = 0;

before(async () => {
  server = await devServer();
  outside = http.createServer((req, res) => {
    outsideHits += 1;
    res.setHeader("Access-Control-Allow-Origin", "*");
    res.end("function act() { return 0; }");
  });
  await new Promise((r) => outside.listen(0, "127.0.0.1", r));
  outside.url = `http://127.0.0.1:${outside.address().port}/agent.js`;
  context = await launch();
});

after(async () => {
  await context?.close();
  server?.close();
  outside?.close();
});

test("sandboxed agents answer, time out, and reach no network, storage or DOM", { timeout: 180000 }, async () => {
  const page = await watchedPage(context);
  const t0 = Date.now();
  await page.goto(`${server.url}code/selfcheck.html?python=1&outside=${encodeURIComponent(outside.url)}`);
  await page.waitForFunction(() => globalThis.__sandboxCheck?.done, null, { timeout: 170000 });
  const r = await page.evaluate(() => globalThis.__sandboxCheck);

  assert.equal(r.first.ok, true, JSON.stringify(r.first));
  assert.equal(r.first.action, 0);
  assert.deepEqual(r.first.logs, ["hello"]);

  assert.equal(r.syntax.kind, "syntax");
  assert.equal(r.syntax.line, 2);

  assert.equal(r.loop.forfeit, "timeout");
  assert.equal(r.loop.message, "your agent took longer than 0.5 s on move 1");
  assert.ok(r.loop.wallMs < 60000, `loop took ${r.loop.wallMs} ms`); // a guard against a hang, not a speed

  assert.equal(r.network.ok, true, JSON.stringify(r.network));
  const lines = Object.fromEntries(r.network.logs.map((l) => [l.slice(0, l.indexOf(": ")), l.slice(l.indexOf(": ") + 2)]));
  for (const name of ["fetch", "importScripts", "XMLHttpRequest", "WebSocket", "EventSource"]) {
    assert.match(lines[name], /is not available to agents/, name);
  }
  assert.match(lines.indexedDB, /undefined|not available/);
  assert.match(lines.caches, /undefined|not available/);
  assert.equal(lines.document, "undefined, window: undefined");

  // A program that imports is refused before it runs, with the line of its import (code_guard.js;
  // the worker's CSP would refuse the address too: tests/e2e/wall.test.js).
  assert.equal(r.dynamicImport.ok, false, JSON.stringify(r.dynamicImport));
  assert.match(r.dynamicImport.message, /import is not available to agents/);
  assert.equal(r.dynamicImport.line, 5);
  // Nothing gives the address of the sandbox's engine copy away.
  assert.equal(r.engineImport.ok, true, JSON.stringify(r.engineImport));
  assert.deepEqual(r.engineImport.logs, ["stack clean | timing not listed"]);
  assert.equal(r.python.ok, true, JSON.stringify(r.python));
  assert.equal(r.python.action, 4);
  assert.deepEqual(r.python.logs, ["py [0, 1, 2]"]);
  assert.ok(r.python.progress.includes("Loading Python… 100 %"), JSON.stringify(r.python.progress));

  await new Promise((res) => setTimeout(res, 300));
  assert.equal(outsideHits, 0, "no request reached the outside address");
  assert.deepEqual(page.problems.filter((p) => !/Content Security Policy|agent\.js/.test(p)), []);
  console.log(`sandbox self-check in Chromium: ${Date.now() - t0} ms`);
});

test("the same sandbox runs from a single file opened from file:// (blob workers, inherited CSP)", { timeout: 120000 }, async () => {
  const fs = await import("node:fs");
  const os = await import("node:os");
  const { execFileSync } = await import("node:child_process");
  const src = path.join(DIST, "__selfcheck_single.html");
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "selfcheck-")), "selfcheck.html");
  fs.writeFileSync(src, fs.readFileSync(path.join(DIST, "code/selfcheck.html"), "utf8").replace('src="selfcheck.js"', 'src="code/selfcheck.js"'));
  try {
    execFileSync("python3", [path.join(ROOT, "scripts/bundle_single_file.py"), src, out]);
  } finally {
    fs.unlinkSync(src);
  }
  assert.match(fs.readFileSync(out, "utf8"), /content="default-src 'none'; script-src 'unsafe-inline'/);
  const page = await watchedPage(context);
  await page.goto(`file://${out}`);
  await page.waitForFunction(() => globalThis.__sandboxCheck?.done, null, { timeout: 100000 });
  const r = await page.evaluate(() => globalThis.__sandboxCheck);
  assert.equal(r.first.ok, true, JSON.stringify(r.first));
  assert.equal(r.syntax.line, 2);
  assert.equal(r.loop.forfeit, "timeout");
  assert.match(r.network.logs[0], /fetch is not available to agents/);
  assert.match(r.dynamicImport.message, /import is not available to agents/);
  assert.equal(outsideHits, 0);
});

test("the vendored CodeMirror bundle mounts JS and Python editors under the page's CSP", async () => {
  const page = await watchedPage(context);
  await page.goto(`${server.url}code/selfcheck.html?outside=${encodeURIComponent(outside.url)}`);
  const r = await page.evaluate(async () => {
    const cm = await import("../vendor/codemirror.js");
    const host = document.createElement("div");
    document.body.append(host);
    const js = new cm.EditorView({
      doc: "function act(obs, env) {\n  return 0;\n}\n",
      extensions: [cm.basicSetup, cm.javascript(), cm.lintGutter(), cm.keymap.of([cm.indentWithTab])],
      parent: host,
    });
    js.dispatch(cm.setDiagnostics(js.state, [{ from: 0, to: 8, severity: "error", message: "here" }]));
    new cm.EditorView({ doc: "def act(obs, env):\n    return 0\n", extensions: [cm.basicSetup, cm.python()], parent: host });
    return {
      lines: host.querySelectorAll(".cm-line").length,
      numbers: host.querySelectorAll(".cm-lineNumbers").length,
      coloured: host.querySelectorAll(".cm-line span").length,
      marked: host.querySelectorAll(".cm-lintRange-error").length,
    };
  });
  assert.equal(r.lines, 7);
  assert.equal(r.numbers, 2);
  assert.ok(r.coloured >= 6, JSON.stringify(r));
  assert.equal(r.marked, 1);
});
