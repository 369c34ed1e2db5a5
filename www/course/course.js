// The course's steps as the page and scripts/course.mjs read them: lookups, and the summary
// `--list` prints. The steps themselves are data (steps/index.js, docs/course.md).

import { STEPS } from "./steps/index.js";
import { worded } from "../i18n/starters.js";
import { COURSE_STARTER_WORDS } from "../i18n/course_starters.js";
import { apiWords } from "./api_words.js";

/** The languages every step's words come in. */
export const COURSE_LANGUAGES = ["en", "ja", "ko", "zh"];

/** The games that have a course, in the order of their first step. */
export function courseGames() {
  return [...new Set(STEPS.map((s) => s.game))];
}

/** The steps of `game`, in course order. */
export function stepsOf(game) {
  return STEPS.filter((s) => s.game === game);
}

/** The step called `id` ("puyo-greedy", or "puyo/puyo-greedy"), or null. */
export function findStep(id) {
  const name = String(id ?? "").split("/").pop();
  return STEPS.find((s) => s.id === name) ?? null;
}

/** Which languages the step's programs come in: "js", "python" or "both". */
export function stepLanguage(step) {
  const js = Boolean(step.starter?.js && step.solution?.js);
  const py = Boolean(step.starter?.python && step.solution?.python);
  return js && py ? "both" : py ? "python" : "js";
}

/** The programming languages a step's programs and hints come in. */
export const CODE_LANGUAGES = ["js", "python"];

/**
 * The step's text for a student writing `codeLanguage` ("js" or "python") on a page in `lang`, in
 * `place` ("page": the Course panel; "notebook": scripts/course_notebooks.mjs): its API names in
 * that language's spelling and its page-only sentences in their notebook version (api_words.js).
 */
export function textOf(step, codeLanguage, lang = "en", place = "page") {
  return apiWords(step.texts[lang] ?? step.texts.en, codeLanguage, place);
}

/**
 * The step's hints for a student writing `codeLanguage` ("js" or "python") on a page in `lang`
 * (in `place`, as textOf): `hints[lang]` are JavaScript's, `pythonHints[lang]` Python's (with
 * Python's names); a step whose hints name no code has only `hints`, its names marked.
 */
export function hintsOf(step, codeLanguage, lang = "en", place = "page") {
  const words = codeLanguage === "python" && step.pythonHints ? step.pythonHints : step.hints;
  return (words[lang] ?? words.en).map((h) => apiWords(h, codeLanguage, place));
}

/**
 * The step's starting program in `codeLanguage` with its comments in the page's language `lang`
 * (its «key» marks worded from i18n/course_starters.js by i18n/starters.js's worded(), as the
 * Code panel's starters are; a comment about the page's parts in its `place`'s version), or null.
 */
export function starterOf(step, codeLanguage, lang = "en", place = "page") {
  const source = step.starter?.[codeLanguage];
  return typeof source === "string" ? apiWords(worded(source, lang, {}, COURSE_STARTER_WORDS), codeLanguage, place) : null;
}

/** The step's solution in `codeLanguage`, its comments in `lang` (null when it has none); `place` as textOf. */
export function solutionOf(step, codeLanguage, lang = "en", place = "page") {
  const source = step.solution?.[codeLanguage];
  return typeof source === "string" ? apiWords(worded(source, lang, {}, COURSE_STARTER_WORDS), codeLanguage, place) : null;
}

/** Whether a step's check asks for more than playing without a forfeit (a level or set positions: random play must fail it). */
export function asksAboveRandom(step) {
  return Boolean(step.check?.require || step.check?.positions?.length);
}

/**
 * The step as `course.mjs --list` prints it; with `lang` (`--list --lang xx`) also `starters` and
 * `hints` ({js, python}) as a student on a page in that language sees them.
 */
export function summary(step, lang = null) {
  return {
    game: step.game,
    id: step.id,
    language: stepLanguage(step),
    titles: { ...step.titles },
    texts: Object.fromEntries(Object.keys(step.texts).map((l) => [l, textOf(step, "js", l)])),
    check: Boolean(step.check),
    aboveRandom: asksAboveRandom(step),
    ...(lang
      ? {
          starters: Object.fromEntries(CODE_LANGUAGES.map((c) => [c, starterOf(step, c, lang)])),
          hints: Object.fromEntries(CODE_LANGUAGES.map((c) => [c, hintsOf(step, c, lang)])),
          text: Object.fromEntries(CODE_LANGUAGES.map((c) => [c, textOf(step, c, lang)])),
        }
      : {}),
  };
}

export { STEPS };
