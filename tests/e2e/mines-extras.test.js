// Minesweeper polish (issue 10 §7): wrong flags marked after a loss, mines left never below zero,
// New game beside the end message, best times per size kept in the browser, an optional sound
// (off by default), true/false engine options as checkboxes.

import { test } from "node:test";
import assert from "node:assert/strict";
import { browserPerFile, open, shot, waitText } from "./harness.js";

const browser = browserPerFile();

test("the view marks wrong flags (code 11) and never shows fewer than 0 mines left", async () => {
  const page = await open(browser.context, `${browser.server.url}#game=minesweeper&seat0=human&seed=1`);
  const out = await page.evaluate(async () => {
    const { createView } = await import("./minesweeper/view.js");
    const root = document.createElement("div");
    document.body.append(root);
    const view = createView(root);
    const state = {
      obs: { rows: 2, cols: 2, board: [11, -1, 10, 1], mines: 1, minesLeft: -1, exploded: 1 },
      avail: { w: 300, h: 300 },
      overlay: null,
      hint: null,
      elapsed: 3,
    };
    view.draw(state);
    const cells = [...root.querySelectorAll("[data-cell]")].map((e) => ({ cls: e.className, label: e.getAttribute("aria-label"), text: e.textContent }));
    const hud = view.hud(state);
    view.destroy();
    return { cells, hud };
  });
  assert.match(out.cells[0].cls, /\bflag\b.*\bwrong\b/);
  assert.match(out.cells[0].label, /^row 1, column 1: wrong flag/);
  assert.doesNotMatch(out.cells[2].cls, /wrong/, "a right flag stays a flag");
  assert.match(out.cells[1].cls, /exploded/);
  assert.deepEqual(out.hud[0], ["Mines left", 0]);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("a won game keeps its best time per size; New game sits beside the end message", async () => {
  let won = null;
  for (let seed = 1; seed <= 12 && !won; seed++) {
    const page = await open(browser.context, `${browser.server.url}#game=minesweeper&rows=5&cols=5&mines=3&seat0=human&seed=${seed}`);
    await page.evaluate(() => localStorage.removeItem("playground.minesweeper.best"));
    // Play the hint agent's suggestions (it points at a safe cell whenever one is certain).
    for (let k = 0; k < 25; k++) {
      if (await page.$("#banner.over")) break;
      await page.click("#hint");
      await page.waitForSelector("#board .hint", { timeout: 10_000 });
      await page.click("#board .hint");
      await page.waitForTimeout(50);
    }
    const banner = await page.textContent("#banner");
    if (/won|cleared|win/i.test(banner) && !(await page.$("#board .exploded"))) won = page;
    else await page.close();
  }
  assert.ok(won, "one of 12 seeded small boards is won by following the hints");
  const page = won;
  await waitText(page, "#status", /New best time for 5×5: \d+ s!/);
  const best = await page.evaluate(() => JSON.parse(localStorage.getItem("playground.minesweeper.best")));
  assert.ok(Number.isInteger(best["5x5/3"]), JSON.stringify(best));
  await waitText(page, "#hud", /Best\s*\d+ s/);
  // New game beside the end message.
  assert.ok(await page.isVisible("#again"));
  const [b, a] = await page.evaluate(() => [document.querySelector("#banner").getBoundingClientRect(), document.querySelector("#again").getBoundingClientRect()].map((r) => ({ top: r.top, bottom: r.bottom, right: r.right, left: r.left })));
  assert.ok(a.top < b.bottom && a.bottom > b.top && a.left >= b.right - 1, "the button is on the banner's line, right of it");
  await shot(page, "mines-best-time");
  await page.click("#again");
  await page.waitForFunction(() => !document.querySelector("#banner").classList.contains("over"));
  assert.ok(await page.isHidden("#again"));
  // The best time stays for the next game of that size.
  await waitText(page, "#hud", /Best\s*\d+ s/);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("sound is off by default, remembered when switched on, and shown in Minesweeper only", async () => {
  // This file's browser has never switched the sound on: it starts off.
  const page = await open(browser.context, `${browser.server.url}#game=minesweeper&seat0=human&seed=2`);
  assert.equal(await page.evaluate(() => localStorage.getItem("playground.sound")), null);
  assert.ok(await page.isVisible("#sound-toggle"));
  assert.equal(await page.isChecked("#sound"), false);
  await page.click('#board [data-cell="0"]');
  assert.equal(await page.evaluate(() => document.body.dataset.lastSound ?? ""), "", "silent by default");
  await page.check("#sound");
  await page.click("#new-game");
  await page.click('#board [data-cell="12"]');
  await page.waitForFunction(() => ["open", "boom", "win"].includes(document.body.dataset.lastSound));
  await page.waitForLoadState("networkidle"); // nothing in flight is cut off by the reload
  await page.reload();
  await page.waitForSelector("#board [data-cell]");
  assert.equal(await page.isChecked("#sound"), true, "remembered");
  await page.click('#picker [data-game="tictactoe"]');
  await page.waitForSelector("#board .ttt [data-cell]");
  assert.ok(await page.isHidden("#sound-toggle"));
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("an engine option of kind bool is a checkbox that sends a boolean", async () => {
  const page = await open(browser.context, `${browser.server.url}#game=minesweeper&seat0=human&seed=2`);
  assert.equal(await page.$eval('#options input[name="noGuess"]', (box) => box.type), "checkbox", "the setup form's noGuess");
  const out = await page.evaluate(async () => {
    const { buildOptionsForm, fieldsFromSpecs, gameWords, optionsFromValues } = await import("./options.js");
    const form = document.createElement("form");
    document.body.append(form);
    let changed = 0;
    const specs = [
      { name: "noGuess", kind: "bool", default: false, help: "" },
      { name: "mines", kind: "whole", min: 1, max: 10000, default: "", help: "" },
    ];
    const fields = fieldsFromSpecs(specs, gameWords("minesweeper"));
    const read = buildOptionsForm(form, fields, { noGuess: "true", mines: 10 }, () => changed++);
    const box = form.querySelector('input[name="noGuess"]');
    const before = { type: box.type, checked: box.checked, values: read() };
    box.click();
    const after = optionsFromValues(fields, read());
    form.remove();
    return { before, after, changed };
  });
  assert.equal(out.before.type, "checkbox");
  assert.equal(out.before.checked, true, "a link's noGuess=true ticks it");
  assert.equal(out.before.values.noGuess, true);
  assert.equal(out.after.noGuess, false);
  assert.equal(out.changed, 1);
  assert.deepEqual(page.problems, []);
  await page.close();
});
