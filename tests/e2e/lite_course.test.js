// The course notebooks in the offline JupyterLite site as a Japanese student meets them (issue 40):
// a browser in ja-JP opens the site's address on a school's plain static host (harness.js
// plainHost: Python's http.server at a sub-path, no SharedArrayBuffer) and lands on the course's
// first notebook in ja/, not the Launcher, with JupyterLab's menus in Japanese (its language pack,
// dist/lite/api/translations/ja_JP.json); a ko/ notebook opens with Korean menus in the same
// browser. An edit is saved by the site's autosave (the tab's unsaved mark comes and goes, no fixed
// wait) and is there after a reload; then the first cell alone makes the notebook usable again
// (the board drawn, a step's check with its progress line and its verdict). Every request to
// anywhere but the host is refused and named. Skipped when dist/lite/ was not built.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { DIST, launch, watchedPage, shot, plainHost } from "./harness.js";

const LITE = path.join(DIST, "lite");
const skip = !fs.existsSync(path.join(LITE, "index.html")) && "dist/lite/ not built: run scripts/lite.sh";
const COURSE = !skip && JSON.parse(fs.readFileSync(path.join(DIST, "notebooks/index.json"), "utf8"));
/** Pyodide's start-up and the first cells, on a loaded 2-core machine. */
const KERNEL_MS = 240_000;

let host;
let context;
const blocked = [];
before(async () => {
  if (skip) return;
  host = await plainHost();
  context = await launch({ locale: "ja-JP", proxy: { server: "http://127.0.0.1:9", bypass: "127.0.0.1" } });
  await context.route(
    (url) => url.origin !== host.origin,
    (route) => {
      blocked.push(route.request().url());
      return route.abort("blockedbyclient");
    },
  );
});
after(async () => {
  await context?.close();
  host?.close();
});

/** The menu bar's labels. */
const menus = (page) => page.$$eval(".lm-MenuBar-item", (items) => items.map((i) => i.textContent.trim()));
/** The source of the notebook's `k`-th code cell, as the editor shows it. */
const codeText = (page, k) => page.$$eval(".jp-Notebook .jp-CodeCell .jp-InputArea .cm-content", (els, k) => els[k]?.innerText ?? null, k);

test("the site opens the course in the browser's language with JupyterLab in it; an edit survives a reload; the first cell makes the notebook usable again", { skip, timeout: 2 * KERNEL_MS + 120_000 }, async (t) => {
  const first = `ja/${COURSE.games[0]}.ipynb`;
  const page = await watchedPage(context);
  await page.goto(`${host.url}lite/`);
  await page.waitForSelector(".jp-Notebook .jp-CodeCell", { timeout: 120_000 });
  assert.match(decodeURIComponent(page.url()), new RegExp(`lab/index\\.html\\?path=${first.replace(".", "\\.")}`), "the entry opens the course's first notebook in ja/");
  const current = await page.textContent(".lm-DockPanel .lm-TabBar-tab.lm-mod-current");
  assert.equal(current.trim(), path.basename(first), "the course notebook is the open tab, not the Launcher");
  await page.waitForFunction(() => [...document.querySelectorAll(".lm-MenuBar-item")].some((i) => i.textContent.trim() === "カーネル"), null, { timeout: 30_000 }).catch(async (err) => {
    throw new Error(`${err.message}\nthe menus: ${(await menus(page)).join(" | ")}`);
  });
  assert.ok((await menus(page)).includes("ファイル"), "File is ファイル");

  // An edit in the first step's program (the third code cell), saved by the autosave: the tab
  // is marked unsaved, then not.
  const mine = `# わたしの答え ${Date.now()}`;
  await page.click(".jp-Notebook .jp-CodeCell >> nth=2 >> .cm-content");
  await page.keyboard.press("Control+End");
  await page.keyboard.insertText(`\n${mine}`);
  const typed = Date.now();
  const dirty = ".lm-DockPanel .lm-TabBar-tab.lm-mod-current.jp-mod-dirty";
  await page.waitForSelector(dirty, { timeout: 10_000 });
  await page.waitForSelector(dirty, { state: "detached", timeout: 60_000 });
  t.diagnostic(`the edit was saved ${((Date.now() - typed) / 1000).toFixed(1)} s after typing (autosave)`);

  await page.reload();
  await page.waitForSelector(".jp-Notebook .jp-CodeCell", { timeout: 120_000 });
  const reloaded = Date.now();
  assert.ok((await codeText(page, 2)).includes(mine), `the edit is there after the reload: ${await codeText(page, 2)}`);

  // One action: the first cell (install, import, language); then the board, then the step's own
  // program and its check, each with Shift+Enter as a student runs them.
  await page.click(".jp-Notebook .jp-CodeCell >> nth=0 >> .jp-InputPrompt");
  for (let k = 0; k < 2; k++) await page.keyboard.press("Shift+Enter");
  await page.waitForSelector(".jp-OutputArea-output .playground-board svg", { timeout: KERNEL_MS });
  t.diagnostic(`usable again (the board drawn) ${((Date.now() - reloaded) / 1000).toFixed(1)} s after the reload`);
  await page.click(".jp-Notebook .jp-CodeCell >> nth=2 >> .jp-InputPrompt");
  await page.keyboard.press("Shift+Enter"); // the program
  await page.click(".jp-Notebook .jp-CodeCell >> nth=3 >> .jp-InputPrompt");
  await page.keyboard.press("Shift+Enter"); // its check
  const verdict = await page
    .waitForFunction(() => document.querySelectorAll(".jp-Notebook .jp-CodeCell")[3]?.querySelector(".jp-OutputArea")?.textContent.match(/[✓✗] \S+/)?.[0], null, { timeout: KERNEL_MS })
    .catch(async (err) => {
      await shot(page, "lite-course-stuck");
      throw new Error(`${err.message}\nthe check cell shows: ${await page.$$eval(".jp-Notebook .jp-CodeCell", (c) => c[3]?.textContent)}`);
    });
  t.diagnostic(`the first step's check: ${await verdict.jsonValue()}`);
  const progress = await page.$$eval(".jp-Notebook .jp-CodeCell", (cells) => cells[3].querySelector(".playground-progress")?.textContent ?? null);
  assert.match(progress ?? "", /^チェック中… (\d+) ゲーム中 \1 ゲーム$/, "the check's progress, in Japanese, as the page's Course panel words it");
  await shot(page, "lite-course-ja");

  // A notebook in ko/ opens with Korean menus, in the same Japanese browser.
  await page.goto(`${host.url}lite/lab/index.html?path=ko/${COURSE.games[0]}.ipynb`);
  await page.waitForSelector(".jp-Notebook .jp-CodeCell", { timeout: 120_000 });
  await page.waitForFunction(() => [...document.querySelectorAll(".lm-MenuBar-item")].some((i) => i.textContent.trim() === "커널"), null, { timeout: 30_000 }).catch(async (err) => {
    throw new Error(`${err.message}\nthe menus: ${(await menus(page)).join(" | ")}`);
  });
  assert.deepEqual(blocked, [], "no request left the host");
  assert.deepEqual(host.missing, [], "every file the site asked for is there");
  await page.close();
});
