// The Code panel's Reference and the missing-module message in Chromium (issue 26), on a Japanese
// page: the Reference button opens a dialog with every entry of reference_data.js in Japanese, with
// the examples of the editor's language (switchable); `import numpy` in Python says, in Japanese,
// that the module is not in the page and points to nn.
import test, { before, after } from "node:test";
import assert from "node:assert/strict";
import { devServer, launch, openFresh, openCodePanel, setCode } from "./harness.js";
import { REFERENCE } from "../../www/code/reference_data.js";
import words from "../../www/i18n/reference.js";

let server, context;

before(async () => {
  server = await devServer();
  context = await launch();
});

after(async () => {
  await context?.close();
  server?.close();
});

test("the Reference opens beside Run, in the page's language, with JS or Python examples", { timeout: 120000 }, async () => {
  const page = await openFresh(context, server.url, "#game=tictactoe&lang=ja");
  await openCodePanel(page);
  await page.selectOption("#code-lang", "js");
  assert.equal(await page.textContent("#code-reference-open"), words.ja["ref.button"]);
  await page.click("#code-reference-open");
  await page.waitForSelector("dialog#code-reference[open]");
  assert.equal(await page.textContent("#code-reference-title"), words.ja["ref.title"]);
  assert.equal(await page.locator("#code-reference .reference-entry").count(), REFERENCE.length);
  const afterStates = page.locator("#ref-afterStates");
  assert.match(await afterStates.locator(".reference-sig").textContent(), /env\.afterStates\(\)/);
  assert.equal(await afterStates.locator("p").textContent(), words.ja["ref.afterStates"]);
  await page.selectOption("#code-reference-lang", "python");
  assert.match(await page.locator("#ref-afterStates .reference-sig").textContent(), /env\.after_states\(\)/);
  assert.match(await page.locator("#ref-nn-model .reference-example").textContent(), /^import nn/);
  await page.click("#code-reference-close");
  assert.equal(await page.locator("dialog#code-reference[open]").count(), 0);
});

test("import numpy says in Japanese that it is not in the page and points to nn", { timeout: 180000 }, async () => {
  const page = await openFresh(context, server.url, "#game=tictactoe&lang=ja");
  await openCodePanel(page);
  await page.selectOption("#code-lang", "python");
  await setCode(page, "import numpy as np\ndef act(obs, env):\n    return env.legal_actions()[0]\n");
  await page.click("#code-run");
  await page.waitForSelector("#code-error:not([hidden])", { timeout: 120000 });
  const text = await page.textContent("#code-error");
  assert.match(text, /numpy/);
  assert.match(text, /import nn/);
  assert.match(text, /このページの Python にはありません/);
  assert.match(text, /No module named 'numpy'/);
});
