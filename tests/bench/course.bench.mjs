// The course's levels: every step's own solution passes its check, in JavaScript and in Python
// (www/course/check.js, the same check as the Course panel and scripts/course.mjs). A check that
// trains (a learner step) runs its episodes first, so this is minutes, not seconds; and every step's
// untouched starter FAILS its check (course-starters). The suite keeps the behaviour
// (tests/js/course.test.js: each solution's check cut to one game and two episodes passes; random
// play and throwing programs fail; tests/js/course_honesty.test.js: the JavaScript starters fail).
import path from "node:path";
import { pathToFileURL } from "node:url";
import { loadDist, DIST } from "../js/dist_helpers.js";

/**
 * Runs the course check of every step on the program `sourceOf(course, step)` in `language` (an
 * English page) and makes one row of each answer with `rowOf(step, answer)`.
 */
async function checkEveryStep(language, sourceOf, rowOf) {
  const dist = await loadDist();
  const course = await import(pathToFileURL(path.join(DIST, "course/course.js")).href);
  const { runCheck } = await import(pathToFileURL(path.join(DIST, "course/check.js")).href);
  const rows = [];
  for (const step of course.STEPS) {
    const r = await runCheck({ step, source: sourceOf(course, step), language, pg: dist.pg, spawn: dist.spawn, lang: "en" });
    rows.push(rowOf(step, r));
  }
  return rows;
}

/** Rows for every step's solution in `language`: the check's figure against its need. */
function solutionRows(language) {
  return checkEveryStep(
    language,
    (course, step) => course.solutionOf(step, language, "en"),
    (step, r) => {
      const games = language === "js" ? r.figures?.games === step.check.games : true;
      const value = r.figures?.value === undefined ? (r.passed ? "passed" : r.message) : `${round(r.figures.value)}`;
      const target = r.figures?.need === undefined ? "passes" : `${r.figures.need}`;
      return { figure: `${step.id} (${language})`, value, target, pass: r.passed === true && games };
    },
  );
}

/** Rows for every step's untouched starter in `language` (as an English page gives it): each must fail. */
function starterRows(language) {
  return checkEveryStep(
    language,
    (course, step) => course.starterOf(step, language, "en"),
    (step, r) => {
      const started = !/could not start/.test(r.message);
      return { figure: `${step.id} starter (${language})`, value: r.passed ? "passed" : started ? "failed" : "did not start", target: "fails", pass: !r.passed && started };
    },
  );
}

const round = (x) => (Number.isInteger(x) ? x : Math.round(x * 100) / 100);

export default [
  {
    name: "course-js",
    what: "every course step's JavaScript solution passes its own check",
    smoke: "tests/js/course.test.js (each solution's check cut to one game and two training episodes passes)",
    run: () => solutionRows("js"),
  },
  {
    name: "course-python",
    what: "every course step's Python solution passes its own check",
    smoke: "tests/js/course.test.js (each Python solution compiles, learns two episodes and plays a game in one sandbox)",
    run: () => solutionRows("python"),
  },
  {
    name: "course-starters",
    what: "every course step's untouched starting program fails its own check, in JavaScript and Python",
    smoke: "tests/js/course_honesty.test.js (the JavaScript starters, every step)",
    run: async () => [...(await starterRows("js")), ...(await starterRows("python"))],
  },
];
