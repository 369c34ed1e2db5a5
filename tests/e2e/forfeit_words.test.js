// A student agent's forfeits in the page's language (issue 16): in Korean, Japanese and Chinese
// pages an agent that loops, one that returns null and one that throws each lose the game with a
// reason worded by its kind (www/i18n/forfeit.js); no English sentence shows in the banner, the
// status line or the code panel, only the runtime's own error text.

import { test } from "node:test";
import assert from "node:assert/strict";
import { browserPerFile, open, fastest, waitForEnd } from "./harness.js";

const browser = browserPerFile();

const AGENTS = {
  loops: "function act(obs, env) { while (true) {} }",
  null: "function act(obs, env) { return null; }",
  throws: "function act(obs, env) { throw new RangeError('zz'); }",
};
/** Words of the English sentences that must not show. */
const ENGLISH = /\b(your|agent|took|longer|returned|must|legal|action|whole|number|such|move|stopped|error:)\b/i;

for (const lang of ["ko", "ja", "zh"]) {
  test(`forfeits are worded in ${lang}: a loop, a null and a throw`, { timeout: 90_000 }, async () => {
    for (const [kind, code] of Object.entries(AGENTS)) {
      const blank = await browser.context.newPage();
      await blank.goto(`${browser.server.url}style.css`);
      await blank.evaluate(() => localStorage.clear());
      await blank.close();
      const page = await open(browser.context, `${browser.server.url}#game=tictactoe&seat0=human&seat1=random&seed=1&lang=${lang}`);
      await fastest(page);
      if ((await page.getAttribute("#code-toggle", "aria-expanded")) !== "true") await page.click("#code-toggle");
      await page.waitForSelector("#code-editor .cm-content");
      await page.evaluate(async (text) => {
        const cm = await import("/vendor/codemirror.js");
        const view = cm.EditorView.findFromDOM(document.querySelector("#code-editor .cm-editor"));
        view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } });
      }, code);
      await page.waitForTimeout(600);
      await page.click("#code-run");
      const banner = await waitForEnd(page, 30_000);
      const status = await page.textContent("#status");
      const box = await page.textContent("#code-error");
      for (const text of [banner, status, box]) {
        const outside = text.replace(/RangeError: zz/g, "");
        assert.doesNotMatch(outside, ENGLISH, `${lang} ${kind}: ${text}`);
      }
      if (kind === "throws") assert.match(banner, /RangeError: zz/);
      if (kind === "null") assert.match(banner, /null/);
      await page.close();
    }
  });
}
