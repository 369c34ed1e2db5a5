// The teachers' guide (docs/teachers/LANG.md, rendered by scripts/teachers_guide.mjs) and the page's
// link to it (www/play/guide.js): one guide per language the page speaks, the same sections, the
// three ways to a class, the buttons named as the page words them in that language, links that
// resolve; the rendered page has no Markdown left and no script. A pure unit: no build needed.

import { test } from "node:test";
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { DICTIONARIES, LANGUAGES, setLanguage } from "../../www/i18n/index.js";
import { guideHref, canLinkGuide, createGuideLink } from "../../www/play/guide.js";
import { GUIDES, guideLanguages, guidePage, renderMarkdown, shippedHref, joinLines } from "../../scripts/teachers_guide.mjs";
import { ROOT } from "./dist_helpers.js";

const LANGS = Object.keys(LANGUAGES);
const guide = (lang) => readFileSync(path.join(GUIDES, `${lang}.md`), "utf8");
const headings = (text, level) => text.split("\n").filter((l) => l.startsWith(`${"#".repeat(level)} `));

test("there is one guide per language the page speaks, with its style sheet", () => {
  assert.deepEqual(guideLanguages(), [...LANGS].sort());
  assert.ok(existsSync(path.join(GUIDES, "guide.css")));
});

test("the four guides have the same sections: as many ## and ### headings, numbered alike", () => {
  const en = guide("en");
  for (const lang of LANGS) {
    const text = guide(lang);
    assert.equal(headings(text, 1).length, 1, `${lang}: one title`);
    for (const level of [2, 3]) assert.equal(headings(text, level).length, headings(en, level).length, `${lang}: ${"#".repeat(level)} headings`);
    const numbers = (t) => headings(t, 2).map((h) => h.match(/^## (\d+)\./)?.[1]);
    assert.deepEqual(numbers(text), numbers(en), `${lang}: section numbers`);
    const letters = (t) => headings(t, 3).map((h) => h.match(/^### ([A-C])\./)?.[1] ?? null);
    assert.deepEqual(letters(text), letters(en), `${lang}: the ways A, B, C`);
  }
});

test("every guide tells the three ways, the release files, the notebooks and the version", () => {
  for (const lang of LANGS) {
    const text = guide(lang);
    for (const needle of ["https://USER.github.io/REPO/", "GitHub Actions", "playground-VERSION.html", "playground-python-VERSION.html", "playground-site-VERSION.zip", "SHA256SUMS", "lite/", "%pip install playground", "course-progress.json"]) {
      assert.ok(text.includes(needle), `${lang}: ${needle}`);
    }
    assert.doesNotMatch(text, /\.\.\/shared\//, `${lang}: the project stands on its own`);
  }
});

test("each guide names the page's buttons in bold as the page words them in its language", () => {
  const keys = ["lang.label", "app.guide", "play.lessonLink", "lesson.state.hide", "lesson.state.lock", "lesson.dialog.build", "lesson.dialog.withCode", "course.toggle", "course.start", "course.check", "course.hint", "course.download", "course.load", "code.showPanel", "code.download", "code.loadFiles", "code.tourTitle", "code.tourAll", "code.tourGames", "code.tourRun", "code.tourStandings", "code.tourCsv", "code.ladderTitle", "learn.save"];
  for (const lang of LANGS) {
    const text = guide(lang).replace(/\n\s*/g, " ");
    const missing = keys.filter((k) => !text.includes(`**${DICTIONARIES[lang][k]}**`));
    assert.deepEqual(missing, [], `${lang} lacks the page's words for these keys`);
  }
});

test("every relative link of the guides (and the README's line to them) names a file of the repository", () => {
  const links = (text) => [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]).filter((h) => !/^(https?:|#)/.test(h));
  for (const lang of LANGS) {
    const found = links(guide(lang));
    assert.ok(found.length >= 4, `${lang}: links to the four guides`);
    for (const href of found) assert.ok(existsSync(path.join(GUIDES, href.split("#")[0])), `${lang}.md links ${href}`);
  }
  const readme = readFileSync(path.join(ROOT, "README.md"), "utf8");
  const line = readme.split("\n").slice(0, 12).find((l) => l.startsWith("For teachers:"));
  assert.ok(line, "the README's first lines link the guides");
  for (const lang of LANGS) assert.ok(line.includes(`(docs/teachers/${lang}.md)`), lang);
});

test("bold in the guides opens and closes as GitHub reads it (no closing ** between a sign and a letter)", () => {
  const P = /[\p{P}\p{S}]/u;
  const W = /\s/u;
  for (const lang of LANGS) {
    for (const block of guide(lang).split(/\n(?:\s*\n|(?=\s*(?:-|\d+\.) )|(?=#))/)) {
      const line = block.replace(/\n\s*/g, " ");
      let open = false;
      for (const m of line.matchAll(/\*\*/g)) {
        const before = line[m.index - 1] ?? " ";
        const after = line[m.index + 2] ?? " ";
        const ok = open
          ? !W.test(before) && (!P.test(before) || W.test(after) || P.test(after))
          : !W.test(after) && (!P.test(after) || W.test(before) || P.test(before));
        assert.ok(ok, `${lang}: ** at "${line.slice(Math.max(0, m.index - 12), m.index + 14)}"`);
        open = !open;
      }
      assert.ok(!open, `${lang}: unclosed ** in "${line.slice(0, 50)}"`);
    }
  }
});

test("the converter: headings, lists, links, bold and code; other guides' links become their pages", () => {
  const html = renderMarkdown("# T\n\n[日本語](ja.md) · [docs](../course.md) · [web](https://example.org/)\n\n1. **Fork** it\n   then `a<b`\n2. two\n\n- x\n\n一行目の文で\n続きの文。\nNext");
  assert.match(html, /^<h1>T<\/h1>/);
  assert.match(html, /<a href="ja\.html">日本語<\/a> · docs · <a href="https:\/\/example\.org\/">web<\/a>/);
  assert.match(html, /<ol>\n<li><strong>Fork<\/strong> it then <code>a&lt;b<\/code><\/li>\n<li>two<\/li>\n<\/ol>/);
  assert.match(html, /<ul>\n<li>x<\/li>\n<\/ul>/);
  assert.match(html, /<p>一行目の文で続きの文。Next<\/p>/);
  assert.equal(joinLines(["Korean 안내를", "누릅니다"]), "Korean 안내를 누릅니다");
  assert.equal(shippedHref("../../README.md"), null);
});

test("each rendered guide is a page with its language, a strict policy, no script and no Markdown left", () => {
  for (const lang of LANGS) {
    const page = guidePage(lang, guide(lang));
    assert.match(page, new RegExp(`<html lang="${lang}">`));
    assert.match(page, /Content-Security-Policy" content="default-src 'self';/);
    assert.match(page, /<link rel="stylesheet" href="guide\.css">/);
    assert.doesNotMatch(page, /<script|\*\*|\]\(|^#/m, lang);
    for (const other of LANGS) assert.ok(page.includes(`<a href="${other}.html">`), `${lang} links ${other}.html`);
  }
});

test("the page's guide link: its words in four languages, each language to its own guide, hidden from a file", () => {
  for (const lang of LANGS) {
    for (const key of ["app.guide", "app.guideTitle"]) assert.ok(DICTIONARIES[lang][key], `${lang} ${key}`);
    if (lang !== "en") assert.notEqual(DICTIONARIES[lang]["app.guide"], DICTIONARIES.en["app.guide"], lang);
    assert.equal(guideHref(lang), `teachers/${lang}.html`);
  }
  const html = readFileSync(path.join(ROOT, "www/index.html"), "utf8");
  const tag = html.match(/<a id="guide-link"[^>]*>/)?.[0] ?? "";
  for (const attr of ['target="_blank"', 'rel="noopener"', " hidden", 'data-i18n="app.guide"', 'href="teachers/en.html"']) assert.ok(tag.includes(attr), `${attr} in ${tag}`);

  assert.equal(canLinkGuide({ protocol: "file:" }), false);
  assert.equal(canLinkGuide({ protocol: "https:" }), true);
  const fromFile = { hidden: true };
  createGuideLink(fromFile, { protocol: "file:" });
  assert.deepEqual(fromFile, { hidden: true }, "the single file keeps it hidden");
  setLanguage("en");
  const served = { hidden: true };
  createGuideLink(served, { protocol: "http:" });
  assert.equal(served.hidden, false);
  assert.equal(served.href, "teachers/en.html");
  setLanguage("ko");
  assert.equal(served.href, "teachers/ko.html", "follows the language menu");
  setLanguage("en");
});
