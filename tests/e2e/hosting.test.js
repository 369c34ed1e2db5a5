// The whole site hosted as a school would host it: dist/ on a plain static server (Python's
// http.server: no header of ours, its own Last-Modified, no Cache-Control, so the browser may keep
// files by its own rule of thumb for days) at a sub-path with a space in it. The page works, and
// opens and plays again with the network off after one visit; the notebooks and the wheels download;
// a new release deployed over an old one reaches the student's page on its next load online, every
// file of it, with no file of the old release, and offline after that too. (lite/ on the same
// plain host: tests/e2e/lite.test.js; the sandbox's wall there: tests/e2e/wall.test.js.)
import test, { before, after } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { DIST, launch, watchedPage, plainHost } from "./harness.js";

const TEXT = { ".js": (n) => `\n/* release ${n} */\n`, ".css": (n) => `\n/* release ${n} */\n`, ".html": (n) => `\n<!-- release ${n} -->\n` };
/** Big folders the page's offline copy does not keep: linked, not copied, into each release. */
const LINKED = new Set(["lite", "pyodide", "wheels", "notebooks", "pkg"]);

/**
 * A release of the site in `dir`: dist/ with every page file (.js, .css, .html) marked "release N",
 * the service worker's release named `test-N` (as scripts/build.sh names a real one) and every file
 * last modified `age` days ago.
 */
function makeRelease(dir, n, ageDays) {
  fs.mkdirSync(dir, { recursive: true });
  for (const entry of fs.readdirSync(DIST)) {
    if (LINKED.has(entry)) fs.symlinkSync(path.join(DIST, entry), path.join(dir, entry));
    else fs.cpSync(path.join(DIST, entry), path.join(dir, entry), { recursive: true });
  }
  const when = new Date(Date.now() - ageDays * 86_400_000);
  const walk = (folder) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isSymbolicLink()) continue;
      if (entry.isDirectory()) {
        walk(file);
        continue;
      }
      const mark = TEXT[path.extname(file)];
      if (mark && !/^playground(-python)?\.html$/.test(entry.name)) fs.appendFileSync(file, mark(n));
      fs.utimesSync(file, when, when);
    }
  };
  const sw = path.join(dir, "sw.js");
  const text = fs.readFileSync(sw, "utf8").replace(/^const RELEASE = "[^"]*";/m, `const RELEASE = "test-${n}";`);
  assert.match(text, new RegExp(`const RELEASE = "test-${n}";`), "sw.js names its release");
  fs.writeFileSync(sw, text);
  walk(dir);
}

let root;
let host; // the plain host (tests/e2e/harness.js plainHost), release 1 first
let site; // its address: http://127.0.0.1:PORT/school%20site/playground/
let context;

before(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "school-releases-"));
  makeRelease(path.join(root, "release-1"), 1, 30);
  makeRelease(path.join(root, "release-2"), 2, 0);
  host = await plainHost(path.join(root, "release-1"));
  site = host.url;
  context = await launch();
});

after(async () => {
  await context?.close();
  host?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

/**
 * Opens the page at `hash` in a new tab (a student's next visit) and records every page file it
 * was given: {url, release} each. Resolves to {page, given}.
 */
async function load(hash) {
  const page = await watchedPage(context);
  const given = [];
  const onResponse = async (res) => {
    const url = new URL(res.url());
    const ext = path.extname(url.pathname) || (url.pathname.endsWith("/") ? ".html" : "");
    if (!url.href.startsWith(site) || !(ext in TEXT)) return;
    const body = await res.text().catch(() => "");
    const marks = [...body.matchAll(/release (\d+) (?:\*\/|-->)/g)].map((m) => Number(m[1]));
    given.push({ url: url.pathname, release: marks.at(-1) ?? null });
  };
  page.on("response", onResponse);
  await page.goto(`${site}${hash}`);
  await page.waitForSelector("#board [data-cell]");
  // The agents' worker has answered too (its modules are page files as well).
  await page.click('#board [data-cell="4"]');
  const marks = () => [...document.querySelectorAll("#board [data-cell]")].filter((e) => e.textContent).length;
  try {
    await page.waitForFunction((n) => [...document.querySelectorAll("#board [data-cell]")].filter((e) => e.textContent).length === n, 2, { timeout: 120_000 });
  } catch (err) {
    const said = await page.evaluate(() => document.querySelector("#status")?.textContent);
    throw new Error(`${err.message}\nmarks: ${await page.evaluate(marks)}, status: ${said}, problems: ${JSON.stringify(page.problems)}`);
  }
  page.off("response", onResponse);
  return { page, given };
}

/** The release's caches the page's origin holds (www/sw.js names one per release). */
const cacheNames = (page) => page.evaluate(async () => (await caches.keys()).filter((n) => n.startsWith("playground")));

test("a plain static host at a sub-path: the page works, keeps itself for offline, and a new release replaces the old one whole", { timeout: 240_000 }, async () => {
  const hash = "#game=tictactoe&seat0=human&seat1=random&seed=2";
  const { page, given: first } = await load(hash);
  assert.ok(first.length > 5, `page files seen: ${first.length}`);
  assert.deepEqual(first.filter((f) => f.release !== 1), [], "the first visit is release 1");
  await page.evaluate(() => navigator.serviceWorker.ready);
  assert.deepEqual(await cacheNames(page), ["playground-test-1"]);
  await page.close();

  // A visit later, release 2 is on the server: the next load is release 2, every file of it.
  host.deploy(path.join(root, "release-2"));
  const next = await load(hash);
  assert.ok(next.given.length > 5, `page files seen: ${next.given.length}`);
  assert.deepEqual(next.given.filter((f) => f.release !== 2), [], "no file of release 1 on the next load");
  // Its worker takes over and keeps release 2 alone.
  await next.page.waitForFunction(async () => (await caches.keys()).filter((n) => n.startsWith("playground")).join() === "playground-test-2", null, { timeout: 60_000, polling: 200 });
  await next.page.close();

  // Offline now: the page opens from its copy, all of release 2, and plays.
  await context.setOffline(true);
  try {
    const offline = await load(hash);
    assert.ok(offline.given.length > 5, `page files seen: ${offline.given.length}`);
    assert.deepEqual(offline.given.filter((f) => f.release !== 2), [], "offline, the copy is release 2 only");
    await offline.page.close();
  } finally {
    await context.setOffline(false);
  }
});

test("the notebooks and the wheels download from the plain host", async () => {
  const notebooks = fs.readdirSync(path.join(DIST, "notebooks", "ja")).filter((f) => f.endsWith(".ipynb"));
  assert.ok(notebooks.length >= 4, notebooks.join());
  const nb = await fetch(`${site}notebooks/ja/${encodeURIComponent(notebooks[0])}`);
  assert.equal(nb.status, 200);
  assert.ok(Array.isArray((await nb.json()).cells));
  for (const wheel of fs.readdirSync(path.join(DIST, "wheels")).filter((f) => f.endsWith(".whl"))) {
    const res = await fetch(`${site}wheels/${wheel}`);
    assert.equal(res.status, 200, wheel);
    assert.ok(Buffer.from(await res.arrayBuffer()).equals(fs.readFileSync(path.join(DIST, "wheels", wheel))), `${wheel}: the same bytes`);
  }
});
