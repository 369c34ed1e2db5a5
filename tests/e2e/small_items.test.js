// Smaller classroom fixes (issue 16): "New" then "Start from an example" leaves no stray agent; the
// keyboard focus ring on a hidden Minesweeper cell stands out from it; Puyo's pairs field shows its
// whole placeholder.

import { test } from "node:test";
import assert from "node:assert/strict";
import { browserPerFile, open, openFresh, openCodePanel } from "./harness.js";
import { contrast } from "./contrast.js";

const browser = browserPerFile();

test("New, then Start from an example, gives one agent (the example), not a stray random one", async () => {
  const page = await openFresh(browser.context, browser.server.url, "#game=tictactoe&seat0=human&seat1=random&seed=1");
  await openCodePanel(page);
  const before = await page.$$eval("#code-agent option", (os) => os.length);
  await page.click("#code-new");
  await page.selectOption("#code-starter", "win-block|js");
  await page.waitForTimeout(300);
  const names = await page.$$eval("#code-agent option", (os) => os.map((o) => o.textContent));
  assert.equal(names.length, before + 1, names.join(" | "));
  assert.match(await page.$eval("#code-agent", (s) => s.selectedOptions[0].textContent), /Win, else block/);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("the focus ring on a hidden Minesweeper cell has at least 3:1 against the cell", async () => {
  const page = await open(browser.context, `${browser.server.url}#game=minesweeper&seat0=human&seed=1`);
  await page.focus('#board [tabindex="0"]');
  await page.keyboard.press("ArrowRight");
  const colours = await page.evaluate(() => {
    const cell = document.activeElement;
    const s = getComputedStyle(cell);
    return { ring: s.outlineColor, cell: s.backgroundColor, hidden: cell.classList.contains("hidden"), visible: cell.matches(":focus-visible") };
  });
  assert.ok(colours.hidden && colours.visible, JSON.stringify(colours));
  assert.ok(contrast(colours.ring, colours.cell) >= 3, JSON.stringify(colours));
  await page.close();
});

test("Puyo's pairs field shows its whole placeholder in every language", async () => {
  for (const lang of ["en", "ja", "ko", "zh"]) {
    const page = await open(browser.context, `${browser.server.url}#game=puyo&seat0=human&seed=1&lang=${lang}`);
    if (await page.isHidden("#setup")) await page.click("#setup-toggle");
    const fit = await page.$eval("#options input[placeholder]", (input) => {
      const g = document.createElement("canvas").getContext("2d");
      const s = getComputedStyle(input);
      g.font = `${s.fontSize} ${s.fontFamily}`;
      const room = input.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight) - 18; // the spinner
      return { text: g.measureText(input.placeholder).width, room };
    });
    assert.ok(fit.text <= fit.room, `${lang}: ${JSON.stringify(fit)}`);
    await page.close();
  }
});
