#!/usr/bin/env node
// The course as notebooks: one per game and language, from the same step sources as the page's
// Course panel (www/course/steps/, www/i18n/), so text, starters, hints and checks cannot drift.
//
//   node scripts/course_notebooks.mjs [DIST]      (default dist; needs DIST/course/ from build.sh)
//
// Writes DIST/notebooks/<lang>/<game>.ipynb (nbformat 4.5): a title and what to do, the setup cell
// (`%pip install playground` from the JupyterLite site's own index, then set_language), the
// game's board, then per step its title and text, its Python starter, its hints folded, and the
// check: `await playground.course.check("<step>")`, which takes the `act` or Kaggle's `agent`
// the student defined (with both, the one defined last). Each says, in the notebook's language,
// that edits are kept (the site saves every few seconds) but Python forgets on a reload or a
// restart (run the first cell again), and how to get out of a cell that never ends (■ cannot stop
// it: Restart). DIST/notebooks/index.json lists the languages and the games in course order (the
// site's entry opens the first). The JupyterLite site (scripts/lite.sh) opens on these. The same
// inputs give the same bytes.
import { mkdirSync, writeFileSync, existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const DIST = path.resolve(process.argv[2] ?? path.join(ROOT, "dist"));
if (!existsSync(path.join(DIST, "course/course.js"))) {
  process.stderr.write(`course_notebooks.mjs: ${DIST}/course/course.js is missing: run bash scripts/build.sh first\n`);
  process.exit(2);
}
const dist = (f) => import(pathToFileURL(path.join(DIST, f)).href);
const { courseGames, stepsOf, starterOf, hintsOf, textOf, COURSE_LANGUAGES } = await dist("course/course.js");
const i18n = await dist("i18n/index.js");
const { gameName } = await dist("i18n/lookup.js");

/** A cell's source as nbformat keeps it: lines, each but the last ending in a newline. */
const lines = (text) => {
  const parts = String(text).replace(/\n+$/, "").split("\n");
  return parts.map((l, i) => (i < parts.length - 1 ? l + "\n" : l));
};
const markdown = (id, text) => ({ cell_type: "markdown", id, metadata: {}, source: lines(text) });
const code = (id, text) => ({ cell_type: "code", id, metadata: {}, execution_count: null, outputs: [], source: lines(text) });

/** The notebook of `game` in `lang`. */
export function notebookOf(game, lang) {
  i18n.setLanguage(lang);
  const t = i18n.t;
  const cells = [
    markdown("title", `# ${t("course.nb.title", { game: gameName({ id: game }) })}\n\n${t("course.nb.intro")}\n\n${t("course.nb.saved")}`),
    code("setup", `%pip install playground\nimport playground\nplayground.set_language(${JSON.stringify(lang)})\n# ${t("course.nb.setupNote")}`),
    markdown("board-words", t("course.nb.board")),
    code("board", `env = playground.make(${JSON.stringify(game)})\nenv.reset(seed=1)\nenv`),
  ];
  const steps = stepsOf(game).filter((s) => starterOf(s, "python", lang));
  steps.forEach((step, k) => {
    const n = k + 1;
    cells.push(markdown(`${step.id}-text`, `## ${t("course.nb.step", { n, title: step.titles[lang] ?? step.titles.en })}\n\n${textOf(step, "python", lang, "notebook")}`));
    cells.push(code(`${step.id}-program`, starterOf(step, "python", lang, "notebook")));
    const hints = hintsOf(step, "python", lang, "notebook");
    if (hints.length) cells.push(markdown(`${step.id}-hints`, `<details><summary>${t("course.nb.hints")}</summary>\n\n${hints.map((h) => `- ${h}`).join("\n")}\n\n</details>`));
    cells.push(markdown(`${step.id}-check-words`, `${t("course.nb.check")}\n\n${t("course.nb.stuck")}`));
    cells.push(code(`${step.id}-check`, `# ${t("course.nb.checkNote")}\nawait playground.course.check(${JSON.stringify(step.id)})`));
  });
  return {
    cells,
    metadata: {
      kernelspec: { display_name: "Python (Pyodide)", language: "python", name: "python" },
      language_info: { name: "python" },
      playground: { game, lang, steps: steps.map((s) => s.id) },
    },
    nbformat: 4,
    nbformat_minor: 5,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  let count = 0;
  for (const lang of COURSE_LANGUAGES) {
    mkdirSync(path.join(DIST, "notebooks", lang), { recursive: true });
    for (const game of courseGames()) {
      writeFileSync(path.join(DIST, "notebooks", lang, `${game}.ipynb`), JSON.stringify(notebookOf(game, lang), null, 1) + "\n");
      count += 1;
    }
  }
  writeFileSync(path.join(DIST, "notebooks", "index.json"), JSON.stringify({ languages: COURSE_LANGUAGES, games: courseGames() }) + "\n");
  i18n.setLanguage("en");
  process.stdout.write(`course_notebooks.mjs: ${count} notebooks in ${path.relative(process.cwd(), path.join(DIST, "notebooks")) || "."}/\n`);
}
