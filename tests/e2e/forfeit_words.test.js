// A student agent's forfeits in the page's language (issue 16): in Korean, Japanese and Chinese
// pages an agent that loops, one that returns null and one that throws each lose the game with a
// reason worded by its kind (www/i18n/forfeit.js); no English sentence shows in the banner, the
// status line or the code panel, only the runtime's own error text.

import { test } from "node:test";
import assert from "node:assert/strict";
import { browserPerFile, fastest, waitForEnd, openFresh, openCodePanel, setCode } from "./harness.js";

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
      const page = await openFresh(browser.context, browser.server.url, `#game=tictactoe&seat0=human&seat1=random&seed=1&lang=${lang}`);
      await fastest(page);
      await openCodePanel(page);
      await setCode(page, code);
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
