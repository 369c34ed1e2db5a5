// The course's levels: every step's own solution passes its check, in JavaScript and in Python
// (www/course/check.js, the same check as the Course panel and scripts/course.mjs). A check that
// trains (a learner step) runs its episodes first, so this is minutes, not seconds. The suite keeps
// the behaviour (tests/js/course.test.js: each solution starts and plays, the checks of the steps
// that do not learn pass, starters and random play fail).
import path from "node:path";
import { pathToFileURL } from "node:url";
import { loadDist, DIST } from "../js/dist_helpers.js";

/** Rows for every step's solution in `language`: the check's figure against its need. */
async function solutionRows(language) {
  const dist = await loadDist();
  const course = await import(pathToFileURL(path.join(DIST, "course/course.js")).href);
  const { runCheck } = await import(pathToFileURL(path.join(DIST, "course/check.js")).href);
  const rows = [];
  for (const step of course.STEPS) {
    const r = await runCheck({ step, source: step.solution[language], language, pg: dist.pg, spawn: dist.spawn, lang: "en" });
    const games = language === "js" ? r.figures?.games === step.check.games : true;
    const value = r.figures?.value === undefined ? (r.passed ? "passed" : r.message) : `${round(r.figures.value)}`;
    const target = r.figures?.need === undefined ? "passes" : `${r.figures.need}`;
    rows.push({ figure: `${step.id} (${language})`, value, target, pass: r.passed === true && games });
  }
  return rows;
}

const round = (x) => (Number.isInteger(x) ? x : Math.round(x * 100) / 100);

export default [
  {
    name: "course-js",
    what: "every course step's JavaScript solution passes its own check",
    smoke: "tests/js/course.test.js (solutions start and play; checks without learning pass)",
    run: () => solutionRows("js"),
  },
  {
    name: "course-python",
    what: "every course step's Python solution passes its own check",
    smoke: "tests/js/course.test.js (Python solutions compile and play a move; learners run an episode)",
    run: () => solutionRows("python"),
  },
];
