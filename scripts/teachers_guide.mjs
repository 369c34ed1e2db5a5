// The teachers' guide as pages the playground links to: docs/teachers/LANG.md -> DIST/teachers/LANG.html
// (with docs/teachers/guide.css beside them), run by scripts/build.sh. A small converter for the
// Markdown the guides use: headings, paragraphs, lists, links, bold and code. A link to another guide
// (ja.md) becomes its page (ja.html); a link to another file of the repository, not shipped, is
// left as its text. The pages have the page's strict policy: no script, this origin only.
//
//   node scripts/teachers_guide.mjs [DIST]      (default dist)

import { readFileSync, writeFileSync, mkdirSync, readdirSync, copyFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
/** Where the guides are written (one LANG.md each) and their style sheet. */
export const GUIDES = join(ROOT, "docs", "teachers");

const CJK = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\u3000-\u303f\uff00-\uffef]/u;
const CJK_PUNCTUATION = /[\u3000-\u303f\uff00-\uffef]/u;

function escape(text) {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** Where a guide's link goes in the shipped page: another guide's page, a web address, or nowhere (null). */
export function shippedHref(href) {
  if (/^https?:\/\//.test(href) || href.startsWith("#")) return href;
  const guide = /^([a-z]{2})\.md(#.*)?$/.exec(href);
  return guide ? `${guide[1]}.html${guide[2] ?? ""}` : null;
}

/** One line's inline Markdown as HTML: `code`, [links](href) and **bold**. */
export function inline(text) {
  return text
    .split(/(`[^`]*`)/)
    .map((part, i) => {
      if (i % 2) return `<code>${escape(part.slice(1, -1))}</code>`;
      return escape(part)
        .replace(/\*\*(.+?)\*\*/g, "<strong>$1</strong>")
        .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (_, label, href) => {
          const to = shippedHref(href.replace(/&amp;/g, "&"));
          return to === null ? label : `<a href="${escape(to)}">${label}</a>`;
        });
    })
    .join("");
}

/** Lines of one block joined: no space between two CJK characters or next to CJK punctuation, else one. */
export function joinLines(lines) {
  const tight = (a, b) => (CJK.test(a) && CJK.test(b)) || CJK_PUNCTUATION.test(a) || CJK_PUNCTUATION.test(b);
  return lines.reduce((text, line) => (!text ? line : tight(text.at(-1), line[0]) ? text + line : `${text} ${line}`), "");
}

/** The guide's Markdown as an HTML fragment. */
export function renderMarkdown(markdown) {
  const out = [];
  let para = null; // lines of the paragraph being read
  let list = null; // {tag, items: [lines]}
  const flush = () => {
    if (para) out.push(`<p>${inline(joinLines(para))}</p>`);
    if (list) out.push(`<${list.tag}>\n${list.items.map((item) => `<li>${inline(joinLines(item))}</li>`).join("\n")}\n</${list.tag}>`);
    para = list = null;
  };
  for (const raw of markdown.split("\n")) {
    const line = raw.trimEnd();
    const heading = /^(#{1,3}) (.*)$/.exec(line);
    const item = /^(-|\d+\.) (.*)$/.exec(line);
    if (!line.trim()) flush();
    else if (heading) {
      flush();
      out.push(`<h${heading[1].length}>${inline(heading[2])}</h${heading[1].length}>`);
    } else if (item) {
      const tag = item[1] === "-" ? "ul" : "ol";
      if (para || (list && list.tag !== tag)) flush();
      list ??= { tag, items: [] };
      list.items.push([item[2]]);
    } else if (list && /^\s/.test(line)) list.items.at(-1).push(line.trim());
    else {
      if (list) flush();
      (para ??= []).push(line.trim());
    }
  }
  flush();
  return out.join("\n");
}

/** The whole page of the guide in language `lang` from its Markdown. */
export function guidePage(lang, markdown) {
  const title = /^# (.*)$/m.exec(markdown)?.[1] ?? "Playground";
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'self'; img-src 'self' data:; style-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${escape(title.replace(/\*\*/g, ""))}</title>
<link rel="stylesheet" href="guide.css">
</head>
<body>
<main>
${renderMarkdown(markdown)}
</main>
</body>
</html>
`;
}

/** The guides' languages: one LANG.md each in docs/teachers/. */
export function guideLanguages() {
  return readdirSync(GUIDES).filter((f) => /^[a-z]{2}\.md$/.test(f)).map((f) => f.slice(0, 2)).sort();
}

/** Writes DIST/teachers/LANG.html for every guide and guide.css beside them; returns the languages. */
export function writeGuides(dist) {
  const dir = join(dist, "teachers");
  mkdirSync(dir, { recursive: true });
  const langs = guideLanguages();
  for (const lang of langs) writeFileSync(join(dir, `${lang}.html`), guidePage(lang, readFileSync(join(GUIDES, `${lang}.md`), "utf8")));
  copyFileSync(join(GUIDES, "guide.css"), join(dir, "guide.css"));
  return langs;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const langs = writeGuides(process.argv[2] ?? join(ROOT, "dist"));
  console.log(`teachers' guide: ${langs.map((l) => `teachers/${l}.html`).join(", ")}`);
}
