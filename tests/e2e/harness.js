// Shared test setup: a tiny static server for dist/, Debian's Chromium driven by playwright-core
// (never a downloaded browser), and a page wrapper that collects every console error (page and
// agent worker), page error and failed request so each test can assert there were none.

import http from "node:http";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { before, after } from "node:test";
import { chromium } from "playwright-core";

const HERE = path.dirname(fileURLToPath(import.meta.url));
/** The built site (scripts/build.sh). */
export const DIST = path.resolve(process.env.PLAYGROUND_DIST ?? path.resolve(HERE, "../../dist"));
/** Where screenshots go (gitignored). */
export const SHOTS = path.join(HERE, "screenshots");

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".wasm": "application/wasm",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
  ".png": "image/png",
  ".svg": "image/svg+xml",
  ".ts": "text/plain; charset=utf-8",
};

/**
 * Starts one static server and one browser for the test file that calls this (at its top level),
 * and closes them when the file's tests are done. Read `.server` and `.context` inside tests.
 */
export function browserPerFile() {
  const shared = { server: undefined, context: undefined };
  before(async () => {
    shared.server = await serve();
    shared.context = await launch();
  });
  after(async () => {
    await shared.context?.close();
    await shared.server?.close();
  });
  return shared;
}

/** Serves DIST on 127.0.0.1 at a free port; resolves to {url, close}. */
export async function serve() {
  if (!fs.existsSync(path.join(DIST, "index.html"))) {
    throw new Error(`${DIST}/index.html is missing: run scripts/build.sh first`);
  }
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, "http://x");
    let file = path.normalize(path.join(DIST, decodeURIComponent(url.pathname)));
    if (!file.startsWith(DIST)) {
      res.writeHead(403).end();
      return;
    }
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, "index.html");
    fs.readFile(file, (err, data) => {
      if (err) {
        res.writeHead(404, { "content-type": "text/plain" }).end("not found");
        return;
      }
      res.writeHead(200, { "content-type": TYPES[path.extname(file)] ?? "application/octet-stream", "cache-control": "no-store" });
      res.end(data);
    });
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise((r) => {
        server.close(r);
        server.closeAllConnections?.(); // kept-alive connections too: nothing answers afterwards
      }),
  };
}

/**
 * Launches Chromium with a fresh profile; resolves to the browser context. `options` adds
 * context options (e.g. `{locale: "ja-JP"}` for the browser's language).
 */
export async function launch(options = {}) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "playground-e2e-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
    headless: false, // the flags below choose the new headless mode themselves
    args: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
    viewport: { width: 1366, height: 768 },
    ...options,
  });
  const close = context.close.bind(context);
  context.close = async () => {
    await close();
    fs.rmSync(profile, { recursive: true, force: true });
  };
  return context;
}

/**
 * A new page whose `page.problems` lists console errors (page and agent worker), page errors and
 * failed requests seen so far (not those a reload or close aborted).
 */
export async function watchedPage(context) {
  const page = await context.newPage();
  page.problems = [];
  page.on("console", (m) => {
    if (m.type() === "error") page.problems.push(`console: ${m.text()}`);
  });
  page.on("pageerror", (e) => page.problems.push(`pageerror: ${e.message}`));
  page.on("worker", (w) =>
    w.on("console", (m) => {
      if (m.type() === "error") page.problems.push(`worker console: ${m.text()}`);
    }),
  );
  page.on("requestfailed", (r) => {
    // A request cut short by a reload or a closed page (the offline copy's service worker makes
    // loads go through one more hop, so a test that reloads at once may cut one) is not a fault.
    if (r.failure()?.errorText === "net::ERR_ABORTED") return;
    page.problems.push(`request failed: ${r.url()} ${r.failure()?.errorText}`);
  });
  page.on("response", (r) => {
    if (r.status() >= 400) page.problems.push(`HTTP ${r.status()}: ${r.url()}`);
  });
  namedWaits(page);
  return page;
}

/**
 * Makes a timed-out `page.waitForFunction` name what it waited for (Playwright's own message says
 * only "Timeout 30000ms exceeded"): the condition's source and its argument join the error.
 * `waitForSelector` names its selector already.
 */
export function namedWaits(page) {
  const wait = page.waitForFunction.bind(page);
  page.waitForFunction = async (condition, arg, options) => {
    try {
      return await wait(condition, arg, options);
    } catch (err) {
      if (err?.name === "TimeoutError" || /Timeout \d+ms exceeded/.test(err?.message ?? "")) {
        const what = String(condition).replace(/\s+/g, " ").slice(0, 300);
        const given = arg === undefined || arg === null ? "" : ` with ${JSON.stringify(arg)?.slice(0, 120)}`;
        err.message = `${err.message}\n  the test waited for: ${what}${given}`;
      }
      throw err;
    }
  };
  return page;
}

/** Opens `url` in a new watched page (see watchedPage) and waits until a board is drawn. */
export async function open(context, url) {
  const page = await watchedPage(context);
  await page.goto(url);
  await page.waitForSelector("#board [data-cell]");
  return page;
}

/**
 * Goes to `url` (a link to one of the games) on a page that shows a board already, and waits for
 * that game's board. When only the hash changes, the board of the game shown before stays until
 * the new game's engine has loaded: waiting for any board would find the old one.
 */
export async function showLink(page, url) {
  await page.goto(url);
  const game = /[#&]game=(\w+)/.exec(new URL(url).hash)?.[1];
  await page.waitForSelector(game ? `body[data-game="${game}"] #board [data-cell]` : "#board [data-cell]");
}

/**
 * Opens `hash` on `base` with the browser's storage of this origin cleared first (no saved agents,
 * panels or snapshots from an earlier test): a student's first visit.
 */
export async function openFresh(context, base, hash) {
  const blank = await context.newPage();
  await blank.goto(`${base}style.css`);
  await blank.evaluate(() => localStorage.clear());
  await blank.close();
  return open(context, `${base}${hash}`);
}

/** Opens the code panel (if closed) and waits for its editor. */
export async function openCodePanel(page) {
  if ((await page.getAttribute("#code-toggle", "aria-expanded")) !== "true") await page.click("#code-toggle");
  await page.waitForSelector("#code-editor .cm-content");
}

/**
 * Replaces the editor's code by typing `lines` with the keyboard (each line's own indent is left
 * to the editor's auto-indent, as a student's Enter does).
 */
export async function typeCode(page, lines) {
  await page.click("#code-editor .cm-content");
  await page.keyboard.press("Control+A");
  await page.keyboard.press("Delete");
  for (let k = 0; k < lines.length; k++) {
    await page.keyboard.type(lines[k].trimStart());
    if (k < lines.length - 1) await page.keyboard.press("Enter");
  }
}

/** Replaces the editor's code with `text` at once (through the page's CodeMirror), then lets it save. */
export async function setCode(page, text) {
  await page.evaluate(async (code) => {
    const cm = await import("/vendor/codemirror.js");
    const view = cm.EditorView.findFromDOM(document.querySelector("#code-editor .cm-editor"));
    view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: code } });
  }, text);
  await waitForSaved(page, text);
}

/**
 * Waits until the Code panel has saved what its editor shows (it saves once the typing pauses,
 * SAVE_DELAY_MS): the save itself, not a fixed pause that a loaded machine's late timer outlasts.
 * `text` is what it should save (default: the editor's lines). A program from a link (a draft, kept
 * in memory until saved by hand) has nothing to wait for.
 */
export async function waitForSaved(page, text = null, timeout = 30_000) {
  // What the editor shows: its lines (short programs are drawn whole; from file:// the editor's
  // module cannot be imported again by its path).
  text ??= await page.$$eval("#code-editor .cm-content .cm-line", (lines) => lines.map((l) => l.textContent).join("\n"));
  await page.waitForFunction(
    (source) =>
      document.querySelector("#code-agent")?.value === "#draft" ||
      Object.keys(localStorage).some((k) => {
        if (!k.startsWith("playground.code.")) return false;
        try {
          return JSON.parse(localStorage.getItem(k)).some((a) => a?.source === source);
        } catch {
          return false;
        }
      }),
    text,
    { timeout },
  );
}

/**
 * Serves DIST with the dev server (scripts/serve_dist.py: CSP headers, and Pyodide's files cached as
 * the page serves them; the harness's own server sends `no-store`, and Pyodide then aborts, harmlessly,
 * its second download of the wasm file, which the problem list would report). Resolves to {url, close}.
 */
export async function devServer() {
  const { spawn } = await import("node:child_process");
  const port = await new Promise((resolve) => {
    const probe = http.createServer().listen(0, "127.0.0.1", () => {
      const { port: free } = probe.address();
      probe.close(() => resolve(free));
    });
  });
  const proc = spawn("python3", [path.join(path.resolve(DIST, ".."), "scripts/serve_dist.py"), String(port), DIST], { stdio: ["ignore", "pipe", "inherit"] });
  await new Promise((resolve) => proc.stdout.once("data", resolve));
  return { url: `http://127.0.0.1:${port}/`, close: () => proc.kill() };
}

/** Saves a screenshot as screenshots/<name>.png. */
export async function shot(page, name) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

/** Moves the speed slider to its fastest setting with the keyboard. */
export async function fastest(page) {
  await page.focus("#speed");
  await page.keyboard.press("End");
}

/** Opens the Learn panel (if hidden), picks the first "My learner" entry and returns its value. */
export async function pickMyLearner(page) {
  if (await page.isHidden("#learn-panel")) await page.click("#learn-toggle");
  await page.waitForSelector("#learn-learner option[value^='mine:']", { state: "attached", timeout: 10_000 });
  const value = await page.$eval("#learn-learner option[value^='mine:']", (o) => o.value);
  await page.selectOption("#learn-learner", value);
  return value;
}

/** Waits until the game-over banner shows and returns its text. */
export async function waitForEnd(page, timeout = 60_000) {
  await page.waitForSelector("#banner.over", { timeout });
  return (await page.textContent("#banner")).trim();
}

/** The board cells' class names, in cell order. */
export function cellClasses(page) {
  return page.$$eval("#board .grid:not(.preview) [data-cell]", (els) => els.map((e) => e.className));
}

/**
 * Waits until the text of `selector` matches `re` (the page redraws on the next frame). The default
 * deadline (30 s, Playwright's own) is a guard for a slow machine, not a speed the test expects.
 */
export async function waitText(page, selector, re, timeout = 30_000) {
  try {
    await page.waitForFunction(
      ([sel, src, flags]) => new RegExp(src, flags).test(document.querySelector(sel)?.textContent ?? ""),
      [selector, re.source, re.flags],
      { timeout },
    );
  } catch (err) {
    throw new Error(`${selector} never matched ${re}: it says '${await page.textContent(selector)}'`);
  }
  return page.textContent(selector);
}

/** A free port on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve) => {
    const probe = http.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** The sub-path a school's plain host serves the site at in the tests (with a space, as a folder may have). */
export const SCHOOL_PATH = "school site/playground";

/**
 * `folder` (default DIST) as a school's plain static host serves it: Python's http.server (no
 * header of ours, its own Last-Modified and content types, no Cache-Control) at SCHOOL_PATH, a link
 * to `folder` inside a temporary root. `deploy(other)` replaces the link at once (a new release
 * copied over the old); `missing` lists the paths it answered 404. Resolves to {url, origin,
 * missing, deploy, close}.
 */
export async function plainHost(folder = DIST) {
  const { spawn } = await import("node:child_process");
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "plain-host-"));
  const link = path.join(root, ...SCHOOL_PATH.split("/"));
  fs.mkdirSync(path.dirname(link), { recursive: true });
  fs.symlinkSync(folder, link);
  const port = await freePort();
  const proc = spawn("python3", ["-u", "-m", "http.server", String(port), "--bind", "127.0.0.1", "--directory", root], { stdio: ["ignore", "pipe", "pipe"] });
  await new Promise((resolve, reject) => {
    const ready = (chunk) => /Serving HTTP/.test(String(chunk)) && resolve();
    proc.stdout.on("data", ready);
    proc.stderr.on("data", ready);
    proc.once("exit", (code) => reject(new Error(`http.server exited with ${code}`)));
  });
  // Its access log: every path it answered 404 (the browser's own /favicon.ico aside).
  const missing = [];
  proc.stderr.on("data", (d) => {
    for (const m of String(d).matchAll(/"GET (\S+) HTTP\/[\d.]+" 404/g)) if (m[1] !== "/favicon.ico") missing.push(m[1]);
  });
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    missing,
    url: `${origin}/${SCHOOL_PATH.split("/").map(encodeURIComponent).join("/")}/`,
    deploy(other) {
      const next = `${link}.next`;
      fs.symlinkSync(other, next);
      fs.renameSync(next, link);
    },
    close() {
      proc.kill();
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
