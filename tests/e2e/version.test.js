// The page shows the playground's version (Cargo.toml's, written in by scripts/build.sh) beside its
// name, on screen in every language and on a small screen, readable (contrast), so a teacher can read
// it off a student's screen; the two single files carry it too.

import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { DIST, browserPerFile, open } from "./harness.js";
import { contrast } from "./contrast.js";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const VERSION = readFileSync(path.join(ROOT, "Cargo.toml"), "utf8").split(/^\[package\]$/m)[1].match(/^version\s*=\s*"([^"]+)"/m)[1];
const browser = browserPerFile();

test("the version shows beside the page's name, in the header, in every language and on a small screen", async () => {
  for (const [lang, size] of [["en", { width: 1366, height: 768 }], ["ja", { width: 1366, height: 768 }], ["ko", { width: 390, height: 700 }]]) {
    const page = await open(browser.context, `${browser.server.url}#game=tictactoe&seat0=human&seed=1&lang=${lang}`);
    await page.setViewportSize(size);
    const seen = await page.$eval("#version", (el) => {
      const box = el.getBoundingClientRect();
      const s = getComputedStyle(el);
      const h1 = document.querySelector("#top h1").getBoundingClientRect();
      return {
        text: el.textContent, heading: document.querySelector("#top h1").textContent, inTop: el.parentElement.id,
        box: [box.left, box.top, box.right, box.bottom], width: innerWidth, height: innerHeight,
        visible: s.visibility !== "hidden" && s.display !== "none" && box.width > 0, colour: s.color,
        background: getComputedStyle(document.querySelector("#top")).backgroundColor, nextToHeading: Math.abs(box.left - h1.right) < 40,
      };
    });
    const where = `${lang} ${size.width}x${size.height}: ${JSON.stringify(seen)}`;
    assert.equal(seen.text, VERSION, where);
    assert.equal(seen.inTop, "top", where);
    assert.ok(seen.visible && seen.box[0] >= 0 && seen.box[1] >= 0 && seen.box[2] <= seen.width && seen.box[3] <= seen.height, `on screen: ${where}`);
    assert.ok(seen.nextToHeading, `beside the name: ${where}`);
    assert.ok(contrast(seen.colour, seen.background) >= 4.5, `readable: ${where}`);
    assert.deepEqual(page.problems, []);
    await page.close();
  }
});

test("the single files show the same version", () => {
  for (const file of ["playground.html", "playground-python.html"]) {
    assert.match(readFileSync(path.join(DIST, file), "utf8"), new RegExp(`<span id="version" class="version">${VERSION.replaceAll(".", "\\.")}</span>`), file);
  }
});
