// The offline JupyterLite site (dist/lite/, scripts/lite.sh) with no network at all: served by
// scripts/serve_dist.py (with its CSP for /lite/), every request that is not
// to that server is refused, and the test fails naming it. The demo notebook installs the
// playground wheel from the site's own piplite index, plays Tic-tac-toe and prints the legal
// actions; the REPL app runs 1+1. A teacher's plain JupyterLite (built here by `jupyter lite build`
// with nothing of ours, served from another address) installs the wheel from the playground's
// server, with Pyodide's CDN answered by the test from the same files. Skipped when dist/lite/ was
// not built.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { DIST, launch, watchedPage, shot, plainHost } from "./harness.js";
import { runAll } from "./jupyterlite.js";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, "../..");
const LITE = path.join(DIST, "lite");
const skip = !fs.existsSync(path.join(LITE, "index.html")) && "dist/lite/ not built: run scripts/lite.sh";
/** Pyodide's start-up and the first cells, on a loaded 2-core machine. */
const KERNEL_MS = 240_000;

/** A free port on 127.0.0.1. */
async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** scripts/serve_dist.py on DIST (or Python's plain http.server on `plain`); resolves to {url, missing, close}. */
async function serveDist(plain = null) {
  const port = await freePort();
  const args = plain ? ["-u", "-m", "http.server", "--bind", "127.0.0.1", "--directory", plain, String(port)] : [path.join(ROOT, "scripts/serve_dist.py"), String(port), DIST];
  const child = spawn("python3", args, { stdio: ["ignore", "pipe", "pipe"] });
  await new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("exit", (code) => reject(new Error(`the server exited with ${code}`)));
    child.stdout.on("data", (d) => /serving/i.test(String(d)) && resolve());
  });
  // Its access log: every path it answered 404 (the browser's own /favicon.ico aside).
  const missing = [];
  child.stderr.on("data", (d) => {
    for (const m of String(d).matchAll(/"GET (\S+) HTTP\/[\d.]+" 404/g)) if (m[1] !== "/favicon.ico") missing.push(m[1]);
  });
  return { url: `http://127.0.0.1:${port}/`, missing, close: () => child.kill() };
}

let server;
/** DIST as a school's plain static host serves it: no header of ours, at a sub-path with a space. */
let schoolHost;
let context;
/** Requests to anywhere but the local server: refused, and each test asserts there were none. */
const blocked = [];
before(async () => {
  if (skip) return;
  server = await serveDist();
  schoolHost = await plainHost();
  // A dead proxy for everything but the loopback (Chromium never proxies it), so that even a
  // request the routes below do not see (a service worker's) cannot leave the machine;
  // Playwright proxies the loopback too unless told.
  context = await launch({ proxy: { server: "http://127.0.0.1:9", bypass: "127.0.0.1" } });
  const local = new Set([new URL(server.url).origin, new URL(schoolHost.url).origin]);
  await context.route(
    (url) => !local.has(url.origin),
    (route) => {
      if (!blocked.includes(route.request().url())) blocked.push(route.request().url());
      return route.abort("blockedbyclient");
    },
  );
  context.on("request", (r) => {
    if (!/^(data|blob):/.test(r.url()) && !local.has(new URL(r.url()).origin) && !blocked.includes(r.url())) blocked.push(r.url());
  });
  // The guard works: a request to elsewhere is refused and named.
  const canary = await context.newPage();
  await assert.rejects(canary.goto("http://example.com/lite-canary"));
  await canary.close();
  assert.deepEqual(blocked, ["http://example.com/lite-canary"]);
  blocked.length = 0;
});
after(async () => {
  await context?.close();
  server?.close();
  schoolHost?.close();
});

/**
 * A watched page that also notes its workers' requests to anywhere but the server (DevTools sees
 * them even where routing does not) into `blocked`.
 */
async function litePage() {
  const page = await watchedPage(context);
  const local = new Set([new URL(server.url).origin, new URL(schoolHost.url).origin]);
  const outside = (url) => !/^(data|blob):/.test(url) && !local.has(new URL(url).origin);
  const cdp = await context.newCDPSession(page);
  cdp.on("Target.receivedMessageFromTarget", ({ message }) => {
    const m = JSON.parse(message);
    if (m.method === "Network.requestWillBeSent" && outside(m.params.request.url)) blocked.push(`worker: ${m.params.request.url}`);
  });
  cdp.on("Target.attachedToTarget", ({ sessionId }) => {
    ["Network.enable", "Runtime.runIfWaitingForDebugger"].forEach((method, id) =>
      cdp.send("Target.sendMessageToTarget", { sessionId, message: JSON.stringify({ id, method }) }).catch(() => {}),
    );
  });
  await cdp.send("Target.setAutoAttach", { autoAttach: true, waitForDebuggerOnStart: true, flatten: false });
  return page;
}

/**
 * Problems of the page that are not faults of the site:
 * - the console's line for a 404 names no address: the server's log is checked instead
 *   (`server.missing`), where only the browser's own /favicon.ico may be missing;
 * - the REPL app of JupyterLite 0.8.6 activates CodeMirror's notebook commands without a notebook.
 */
const BENIGN = [
  /^console: Failed to load resource: the server responded with a status of 404 \(File not found\)$/,
  /^console: Plugin '@jupyterlab\/codemirror-extension:commands' failed to activate\. TypeError: No provider for: @jupyterlab\/notebook:INotebookTracker\./,
];
const faults = (page) => page.problems.filter((p) => !BENIGN.some((re) => re.test(p)));

/** Types `code` into the REPL's prompt and runs it (Shift+Enter). */
async function replRun(page, code) {
  await page.click(".jp-CodeConsole-promptCell .cm-content");
  await page.keyboard.insertText(code);
  await page.keyboard.press("Shift+Enter");
}

/** The text of the REPL's outputs so far. */
const replOutputs = (page) => page.$$eval(".jp-CodeConsole .jp-OutputArea-output", (els) => els.map((e) => e.textContent.trim()));

test("the offline JupyterLite site, on a plain static host at a sub-path, runs the playground notebook with no network", { skip, timeout: KERNEL_MS + 60_000 }, async (t) => {
  const page = await litePage();
  const opened = Date.now();
  await page.goto(`${schoolHost.url}lite/lab/index.html?path=playground.ipynb`);
  await page.waitForSelector(".jp-Notebook .jp-Cell", { timeout: 60_000 });
  await runAll(page);
  const ran = Date.now();
  await page
    .waitForFunction(() => [...document.querySelectorAll(".jp-OutputArea-output")].some((e) => /legal actions: \[/.test(e.textContent)), null, { timeout: KERNEL_MS })
    .catch(async (err) => {
      // What the notebook shows, for the report: its prompts and outputs.
      const seen = await page.evaluate(() => ({
        prompts: [...document.querySelectorAll(".jp-InputPrompt")].map((p) => p.textContent.trim()).join(" "),
        outputs: [...document.querySelectorAll(".jp-OutputArea-output")].map((o) => o.textContent.trim().slice(0, 300)),
        dialog: document.querySelector(".jp-Dialog")?.textContent ?? null,
      }));
      await shot(page, "lite-notebook-stuck");
      throw new Error(`${err.message}\nthe notebook shows: ${JSON.stringify(seen)}`);
    });
  // Then the board, a course step's check and a learner's curve (the last cell).
  await page.waitForFunction(() => document.querySelector(".jp-OutputArea-output svg polyline") !== null, null, { timeout: KERNEL_MS });
  assert.ok(await page.$(".jp-OutputArea-output .playground-board svg"), "the board is drawn as a cell's output");
  assert.match(await page.textContent(".jp-Notebook"), /✓ tictactoe-random/, "the course step's check passed");
  assert.match(await page.textContent(".jp-Notebook"), /trained: 8 points/);
  const outputs = await page.$$eval(".jp-OutputArea-output", (els) => els.map((e) => e.textContent.trim()));
  t.diagnostic(`notebook: legal actions printed ${((Date.now() - ran) / 1000).toFixed(1)} s after Run All (${((Date.now() - opened) / 1000).toFixed(1)} s after opening)`);
  await shot(page, "lite-notebook");
  const printed = outputs.find((o) => /legal actions:/.test(o));
  assert.match(printed, /legal actions: \[3, 4, 5, 6, 7, 8\]/, outputs.join("\n---\n"));
  assert.doesNotMatch(outputs.join("\n"), /Traceback|Error/, outputs.join("\n---\n"));
  assert.deepEqual(blocked, [], "no request left the local server");
  assert.deepEqual(schoolHost.missing, [], "every file the site asked for is there");
  assert.deepEqual(faults(page), []);
  await page.close();
});

test("the offline JupyterLite REPL runs 1+1 with no network, installs from a URL, checks a course step with a bare call (a looping program stopped as in the page) and is usable again after an endless loop and a restart", { skip, timeout: KERNEL_MS + 60_000 }, async (t) => {
  const page = await litePage();
  const opened = Date.now();
  await page.goto(`${server.url}lite/repl/index.html?kernel=python&toolbar=1&code=${encodeURIComponent("1+1")}`);
  await page.waitForFunction(
    () => [...document.querySelectorAll(".jp-CodeConsole .jp-OutputArea-output")].some((e) => e.textContent.trim() === "2"),
    null,
    { timeout: KERNEL_MS },
  );
  t.diagnostic(`REPL: 1+1 answered ${((Date.now() - opened) / 1000).toFixed(1)} s after opening`);
  // A teacher's own site may install the wheel from any address instead (docs/jupyterlite.md):
  // here the one the page's build serves, dist/wheels/.
  const wheel = fs.readdirSync(path.join(DIST, "wheels")).find((f) => /^playground-.*-py3-none-any\.whl$/.test(f));
  await replRun(page, `%pip install ${server.url}wheels/${wheel}`);
  await replRun(page, 'import playground\nenv = playground.make("tictactoe")\nenv.reset(seed=2)\nprint("from the URL:", len(list(env.legal_actions())))');
  await page.waitForFunction(() => /from the URL: 9/.test(document.querySelector(".jp-CodeConsole").textContent), null, { timeout: 60_000 });
  // A course check as a bare call: Chromium has JSPI, so it waits for the verdict (no await).
  await replRun(page, 'def act(obs, env):\n    return env.legal_actions()[-1]\n\nplayground.course.check("tictactoe-random", act)');
  await page.waitForFunction(() => /✓ tictactoe-random/.test(document.querySelector(".jp-CodeConsole").textContent), null, { timeout: 60_000 }).catch(async (err) => {
    throw new Error(`${err.message}\nthe REPL shows: ${(await replOutputs(page)).join(" | ")}`);
  });
  assert.doesNotMatch((await replOutputs(page)).join("\n"), /Traceback|Error|await/);
  // A program that loops is stopped at the step's limit and worded as the page words it.
  await replRun(page, 'def act(obs, env):\n    while True:\n        pass\n\nplayground.course.check("tictactoe-random", act)');
  await page.waitForFunction(() => /✗ tictactoe-random:? Game 1: your agent took longer than 3 s on move 1/.test(document.querySelector(".jp-CodeConsole").textContent), null, { timeout: 60_000 }).catch(async (err) => {
    throw new Error(`${err.message}\nthe REPL shows: ${(await replOutputs(page)).join(" | ")}`);
  });
  // An endless loop: the kernel cannot be interrupted (jupyterlite-pyodide-kernel 0.8.6), so
  // the recourse docs/jupyterlite.md names is Restart, and the REPL answers again after it.
  await replRun(page, "while True: pass");
  await page.waitForTimeout(1000);
  await page.click('[data-command="console:restart-kernel"]');
  await page.click(".jp-Dialog .jp-mod-accept");
  await replRun(page, "6 * 7");
  await page.waitForFunction(() => [...document.querySelectorAll(".jp-CodeConsole .jp-OutputArea-output")].some((e) => e.textContent.trim() === "42"), null, { timeout: KERNEL_MS });
  await shot(page, "lite-repl");
  assert.deepEqual(blocked, [], "no request left the local server");
  assert.deepEqual(server.missing, [], "every file the site asked for is there");
  assert.deepEqual(faults(page), []);
  await page.close();
});

/** The build venv of scripts/lite.sh, which has `jupyter lite` (jupyterlite-core and the Pyodide kernel). */
const JUPYTER = path.join(ROOT, "target/lite-venv/bin/jupyter");
const skipPlain = skip || (!fs.existsSync(JUPYTER) && "target/lite-venv not built: run scripts/lite.sh");

test("a teacher's plain JupyterLite installs the wheel from the playground's address", { skip: skipPlain, timeout: KERNEL_MS + 120_000 }, async (t) => {
  // The school's own site: `jupyter lite build` in an empty folder, nothing of ours in it.
  const project = fs.mkdtempSync(path.join(os.tmpdir(), "plain-lite-"));
  execFileSync(JUPYTER, ["lite", "build", "--output-dir", "site"], { cwd: project, stdio: "ignore" });
  const config = JSON.parse(fs.readFileSync(path.join(project, "site/jupyter-lite.json"), "utf8"))["jupyter-config-data"];
  const kernel = config.litePluginSettings?.["@jupyterlite/pyodide-kernel-extension:kernel"] ?? {};
  assert.equal(kernel.pyodideUrl, undefined, "a plain site takes Pyodide from the kernel's default address");
  assert.equal(fs.existsSync(path.join(project, "site/static/pyodide")), false, "and ships none itself");
  const school = await serveDist(path.join(project, "site"));
  const classContext = await launch({ proxy: { server: "http://127.0.0.1:9", bypass: "127.0.0.1" } });
  try {
    // The internet, as far as this site needs it, answered from the files the offline site ships:
    // Pyodide's CDN (npm's pyodide at the kernel's pin, its start-up wheels) and PyPI's simple
    // index with its file host (the kernel asks PyPI for `comm`). Anything else outside the two
    // local servers is refused and named.
    const CDN = /^https:\/\/cdn\.jsdelivr\.net\/pyodide\/v[\d.]+\/full\/([\w.+-]+)$/;
    const PYPI = /^https:\/\/pypi\.org\/simple\/([\w.-]+)\/$/;
    const FILES = /^https:\/\/files\.pythonhosted\.org\/packages\/emulated\/([\w.+-]+\.whl)$/;
    const pypiDir = path.join(LITE, "pypi");
    const local = new Set([new URL(server.url).origin, new URL(school.url).origin]);
    const refused = [];
    const fromOutside = [];
    const cors = { "Access-Control-Allow-Origin": "*" };
    await classContext.route(
      (url) => !local.has(url.origin),
      (route) => {
        const url = route.request().url();
        const [, file] = CDN.exec(url) ?? FILES.exec(url) ?? [];
        const found = file && [path.join(LITE, "static/pyodide", file), path.join(pypiDir, file)].find((f) => fs.existsSync(f));
        if (found) {
          fromOutside.push(file);
          return route.fulfill({ path: found, headers: cors });
        }
        const name = PYPI.exec(url)?.[1];
        // (the playground is not on PyPI: it comes from the playground's own server below)
        const wheels = name && name !== "playground" ? fs.readdirSync(pypiDir).filter((f) => f.endsWith(".whl") && f.split("-")[0].toLowerCase().replace(/[-_.]+/g, "-") === name) : [];
        if (wheels.length) {
          fromOutside.push(`simple/${name}/`);
          const files = wheels.map((filename) => ({
            filename,
            url: `https://files.pythonhosted.org/packages/emulated/${filename}`,
            hashes: { sha256: createHash("sha256").update(fs.readFileSync(path.join(pypiDir, filename))).digest("hex") },
          }));
          const body = JSON.stringify({ meta: { "api-version": "1.0" }, name, files });
          return route.fulfill({ body, contentType: "application/vnd.pypi.simple.v1+json", headers: cors });
        }
        refused.push(url);
        return route.abort("blockedbyclient");
      },
    );
    const page = await watchedPage(classContext);
    await page.goto(`${school.url}repl/index.html?kernel=python&toolbar=1&code=${encodeURIComponent("1+1")}`);
    await page
      .waitForFunction(() => [...document.querySelectorAll(".jp-CodeConsole .jp-OutputArea-output")].some((e) => e.textContent.trim() === "2"), null, { timeout: KERNEL_MS })
      .catch((err) => {
        throw new Error(`${err.message}\nrefused: ${refused.join(" ")}\nfrom outside: ${fromOutside.join(" ")}\nproblems: ${page.problems.join(" | ")}`);
      });
    assert.ok(fromOutside.includes("pyodide.mjs"), `Pyodide came from its CDN address: ${fromOutside.join(" ")}`);
    // docs/jupyterlite.md's third way: the wheel from the playground's own server, another origin.
    const wheel = fs.readdirSync(path.join(DIST, "wheels")).find((f) => /^playground-.*-py3-none-any\.whl$/.test(f));
    await replRun(page, `%pip install ${server.url}wheels/${wheel}`);
    await replRun(page, 'import playground\nenv = playground.make("puyo", max_pairs=5)\nenv.reset(seed=3)\nprint("on the school site:", len(list(env.legal_actions())))');
    await page.waitForFunction(() => /on the school site: 22/.test(document.querySelector(".jp-CodeConsole").textContent), null, { timeout: 60_000 }).catch(async (err) => {
      throw new Error(`${err.message}\nthe REPL shows: ${(await replOutputs(page)).join(" | ")}`);
    });
    assert.doesNotMatch((await replOutputs(page)).join("\n"), /Traceback|Error/);
    await shot(page, "lite-plain-site");
    assert.deepEqual(refused, [], "nothing but Pyodide's CDN and PyPI was asked for outside");
    assert.deepEqual(school.missing, [], "every file the school site asked for is there");
    assert.deepEqual(server.missing, [], "and every file asked of the playground's server");
    assert.deepEqual(faults(page), []);
    t.diagnostic(`from the emulated CDN and PyPI: ${fromOutside.join(" ")}`);
    await page.close();
  } finally {
    await classContext.close();
    school.close();
    fs.rmSync(project, { recursive: true, force: true });
  }
});
