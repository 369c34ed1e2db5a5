// The course as notebooks (scripts/course_notebooks.mjs -> dist/notebooks/<lang>/<game>.ipynb):
// made from the page's step sources (their words cannot drift), and a notebook run top to bottom in
// Node's Pyodide with the notebook wheel, as JupyterLite's kernel would run it.
import { test } from "node:test";
import assert from "node:assert/strict";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { DIST } from "./dist_helpers.js";

const NOTEBOOKS = path.join(DIST, "notebooks");
const WHEELS = path.join(DIST, "wheels");
const skip = !existsSync(NOTEBOOKS) || !existsSync(WHEELS) ? "dist/notebooks or dist/wheels is missing: run bash scripts/build.sh" : false;
const dist = (f) => import(pathToFileURL(path.join(DIST, f)).href);
const read = (lang, game) => JSON.parse(readFileSync(path.join(NOTEBOOKS, lang, `${game}.ipynb`), "utf8"));
const text = (cell) => cell.source.join("");

test("one notebook per game and language, every step's words, starter, hints and check from the course's sources", { skip }, async () => {
  const { courseGames, stepsOf, starterOf, hintsOf, textOf, COURSE_LANGUAGES } = await dist("course/course.js");
  const { default: words } = await dist("i18n/course.js");
  assert.deepEqual(readdirSync(NOTEBOOKS).filter((f) => f !== "index.json").sort(), [...COURSE_LANGUAGES].sort());
  // The course's order, for the JupyterLite site's entry (it opens the first game).
  assert.deepEqual(JSON.parse(readFileSync(path.join(NOTEBOOKS, "index.json"), "utf8")), { languages: [...COURSE_LANGUAGES], games: courseGames() });
  for (const lang of COURSE_LANGUAGES) {
    for (const game of courseGames()) {
      const nb = read(lang, game);
      assert.equal(nb.nbformat, 4);
      const ids = nb.cells.map((c) => c.id);
      assert.equal(new Set(ids).size, ids.length, `${lang}/${game}: cell ids are unique`);
      const byId = new Map(nb.cells.map((c) => [c.id, c]));
      assert.equal(text(byId.get("setup")), `%pip install playground\nimport playground\nplayground.set_language("${lang}")\n# ${words[lang]["course.nb.setupNote"]}`);
      // Told in her language: edits are kept, Python forgets on a reload or a restart, and how to leave a cell that never ends.
      assert.ok(text(byId.get("title")).includes(words[lang]["course.nb.saved"]), `${lang}/${game}: the title cell says what a reload keeps`);
      const steps = stepsOf(game);
      assert.ok(steps.length >= (game === "connect4" ? 4 : 5), `${game}: its steps`); // Connect Four follows Kaggle Learn's four
      for (const step of steps) {
        assert.ok(text(byId.get(`${step.id}-text`)).endsWith(textOf(step, "python", lang, "notebook")), `${lang}/${step.id}: the step's own text`);
        assert.equal(text(byId.get(`${step.id}-program`)), starterOf(step, "python", lang, "notebook").replace(/\n+$/, ""));
        for (const hint of hintsOf(step, "python", lang, "notebook")) assert.ok(text(byId.get(`${step.id}-hints`)).includes(hint), `${lang}/${step.id}: hint`);
        assert.equal(text(byId.get(`${step.id}-check`)), `# ${words[lang]["course.nb.checkNote"]}\nawait playground.course.check("${step.id}")`); // act or agent, whichever the student defined
        assert.ok(text(byId.get(`${step.id}-check-words`)).includes(words[lang]["course.nb.stuck"]), `${lang}/${step.id}: how to leave a cell that never ends`);
      }
    }
  }
});

/**
 * Runs the `lang` notebook of `game` top to bottom in Pyodide with the first two steps solved and
 * the third left as it starts; resolves what each code cell showed, by cell id.
 */
async function runNotebook(lang, game) {
  const { loadPyodide } = await dist("pyodide/pyodide.mjs");
  const py = await loadPyodide({ indexURL: path.join(DIST, "pyodide") + "/" });
  const wheel = readdirSync(WHEELS).find((f) => f.endsWith("-py3-none-any.whl"));
  py.unpackArchive(new Uint8Array(readFileSync(path.join(WHEELS, wheel))), "wheel"); // what %pip install does from the site's index
  const { findStep, solutionOf } = await dist("course/course.js");
  const nb = read(lang, game);
  const shown = [];
  for (const cell of nb.cells.filter((c) => c.cell_type === "code")) {
    let source = text(cell).replace(/^%pip install playground\n/, "");
    const stepId = nb.metadata.playground.steps.find((id) => cell.id === `${id}-program`);
    // The student's work: the first two steps solved, the third left as it starts.
    if (stepId && nb.metadata.playground.steps.indexOf(stepId) < 2) source = solutionOf(findStep(stepId), "python", lang);
    if (stepId && nb.metadata.playground.steps.indexOf(stepId) > 2) break;
    const value = await py.runPythonAsync(source);
    shown.push({ id: cell.id, html: value?._repr_html_ ? value._repr_html_() : null, passed: value?.passed ?? null, message: value?.message ?? null });
  }
  return { nb, by: Object.fromEntries(shown.map((s) => [s.id, s])) };
}

for (const [lang, game, words] of [["ko", "tictactoe", /[가-힣]/], ["zh", "connect4", /[\u4e00-\u9fff]/]]) {
  test(`the ${game} notebook (${lang}) runs top to bottom: the board drawn, solutions pass, an untouched starter does not`, { skip, timeout: 240_000 }, async () => {
    const { nb, by } = await runNotebook(lang, game);
    assert.match(by.board.html, /<svg /, "the board cell draws the board");
    const [first, second, third] = nb.metadata.playground.steps;
    assert.equal(by[`${first}-check`].passed, true, by[`${first}-check`].message);
    assert.equal(by[`${second}-check`].passed, true, by[`${second}-check`].message);
    assert.equal(by[`${third}-check`].passed, false, "an untouched starter fails its check");
    assert.match(by[`${third}-check`].message, words, `words in ${lang}: ${by[`${third}-check`].message}`);
  });
}
