// The course notebooks in the offline JupyterLite site as a Japanese student meets them (issue 40):
// a browser in ja-JP opens the site's address on a school's plain static host (harness.js
// plainHost: Python's http.server at a sub-path, no SharedArrayBuffer) and lands on the course's
// first notebook in ja/, not the Launcher, with JupyterLab's menus in Japanese (its language pack,
// dist/lite/api/translations/ja_JP.json); a ko/ notebook opens with Korean menus in the same
// browser. An edit is saved by the site's own saver, with JupyterLab's autosave off (the tab's unsaved
// mark comes and goes, no fixed wait) and is there after a reload; then the first cell alone makes the notebook usable again
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
/**
 * Runs the notebook's `k`-th code cell with Shift+Enter, as a student does (a dialog in the way,
 * JupyterLab's "Select Kernel" when it is slow to match, takes its default).
 */
async function runCode(page, k) {
  const accept = await page.$(".jp-Dialog .jp-mod-accept");
  if (accept) await accept.click();
  await page.click(`.jp-Notebook .jp-CodeCell >> nth=${k} >> .cm-content`);
  await page.keyboard.press("Shift+Enter");
}
/** What the notebook shows, for a failure's report. */
const seen = (page) =>
  page.evaluate(() => ({
    prompts: [...document.querySelectorAll(".jp-InputPrompt")].map((p) => p.textContent.trim()).join(" "),
    outputs: [...document.querySelectorAll(".jp-OutputArea-output")].map((o) => o.textContent.trim().slice(0, 200)),
    dialog: document.querySelector(".jp-Dialog")?.textContent ?? null,
  }));

/** The source of the notebook's `k`-th code cell, as the editor shows it. */
const codeText = (page, k) => page.$$eval(".jp-Notebook .jp-CodeCell .jp-InputArea .cm-content", (els, k) => els[k]?.innerText ?? null, k);

test("the site opens the course in the browser's language with JupyterLab in it; an edit survives a reload; the first cell makes the notebook usable again", { skip, timeout: 2 * KERNEL_MS + 120_000 }, async (t) => {
  const first = `ja/${COURSE.games[0]}.ipynb`;
  const page = await watchedPage(context);
  await page.goto(`${host.url}lite/`);
  await page.waitForSelector(".jp-Notebook .jp-CodeCell", { timeout: 120_000 });
  // (JupyterLab then drops ?path= from the address: the open tab says which notebook it is.)
  const tab = ".lm-DockPanel .lm-TabBar-tab.lm-mod-current";
  assert.equal((await page.textContent(tab)).trim(), path.basename(first), "the course notebook is the open tab, not the Launcher");
  await page.waitForFunction(([tab, first]) => document.querySelector(tab)?.title.includes(first), [tab, first], { timeout: 30_000 }).catch(async (err) => {
    throw new Error(`${err.message}\nthe tab's title: ${await page.getAttribute(tab, "title")}`);
  }); // "Name: puyo.ipynb Path: ja/puyo.ipynb ...": the one in ja/
  await page.waitForFunction(() => [...document.querySelectorAll(".lm-MenuBar-item")].some((i) => i.textContent.trim() === "カーネル"), null, { timeout: 30_000 }).catch(async (err) => {
    throw new Error(`${err.message}\nthe menus: ${(await menus(page)).join(" | ")}`);
  });
  assert.ok((await menus(page)).includes("ファイル"), "File is ファイル");

  // An edit in the first step's program (the third code cell), saved by the site's own saver
  // (playground-site.js: every 2 s, whatever JupyterLab's back-off): JupyterLab's autosave is
  // switched off first, so only that saver can save it. The tab is marked unsaved, then not.
  const autosave = "docmanager:toggle-autosave";
  await page.waitForFunction(() => window.jupyterapp && window.jupyterapp.commands.hasCommand("docmanager:toggle-autosave"), null, { timeout: 30_000 });
  if (await page.evaluate((id) => window.jupyterapp.commands.isToggled(id), autosave)) {
    await page.evaluate((id) => window.jupyterapp.commands.execute(id), autosave);
  }
  await page.waitForFunction((id) => !window.jupyterapp.commands.isToggled(id), autosave, { timeout: 10_000 });
  const mine = `# わたしの答え ${Date.now()}`;
  const dirty = ".lm-DockPanel .lm-TabBar-tab.lm-mod-current.jp-mod-dirty";
  // The mark can come and go between two polls (the saver runs every 2 s; a loaded machine can
  // take longer than that to poll): an observer set up before typing records that it came.
  await page.evaluate((dirty) => {
    window.__sawDirty = false;
    new MutationObserver(() => {
      if (document.querySelector(dirty)) window.__sawDirty = true;
    }).observe(document.body, { attributes: true, attributeFilter: ["class"], subtree: true, childList: true });
  }, dirty);
  await page.click(".jp-Notebook .jp-CodeCell >> nth=2 >> .cm-content");
  await page.keyboard.press("Control+End");
  await page.keyboard.insertText(`\n${mine}`);
  const typed = Date.now();
  await page.waitForFunction((dirty) => window.__sawDirty && !document.querySelector(dirty), dirty, { timeout: 60_000 });
  t.diagnostic(`the edit was saved ${((Date.now() - typed) / 1000).toFixed(1)} s after typing (the site's saver; JupyterLab's autosave off)`);

  await page.reload();
  await page.waitForSelector(".jp-Notebook .jp-CodeCell", { timeout: 120_000 });
  const reloaded = Date.now();
  // (the cells render one after another: wait for the third, then read it)
  await page.waitForFunction(() => document.querySelectorAll(".jp-Notebook .jp-CodeCell .cm-content").length > 3, null, { timeout: 60_000 });
  assert.ok((await codeText(page, 2)).includes(mine), `the edit is there after the reload: ${await codeText(page, 2)}`);

  // One action: the first cell (install, import, language); then the board, then the step's own
  // program and its check, each with Shift+Enter as a student runs them.
  await runCode(page, 0); // the first cell
  await runCode(page, 1); // the board
  await page.waitForSelector(".jp-OutputArea-output .playground-board svg", { timeout: KERNEL_MS }).catch(async (err) => {
    await shot(page, "lite-course-stuck");
    throw new Error(`${err.message}\nthe notebook shows: ${JSON.stringify(await seen(page))}`);
  });
  t.diagnostic(`usable again (the board drawn) ${((Date.now() - reloaded) / 1000).toFixed(1)} s after the reload`);
  // Her program: one that plays (the starter stops at its TODO before any game), then run.
  await page.click(".jp-Notebook .jp-CodeCell >> nth=2 >> .cm-content");
  await page.keyboard.press("Control+A");
  await page.keyboard.insertText("def act(obs, env):\n    return env.legal_actions()[0]\n");
  await runCode(page, 2); // the program
  await runCode(page, 3); // its check
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
