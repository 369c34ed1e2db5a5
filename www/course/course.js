// The course's steps as the page and scripts/course.mjs read them: lookups, and the summary
// `--list` prints. The steps themselves are data (steps/index.js, docs/course.md).

import { STEPS } from "./steps/index.js";

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

/** Whether a step's check asks for more than playing without a forfeit (random play must fail it). */
export function asksAboveRandom(step) {
  return Boolean(step.check?.require);
}

/** The step as `course.mjs --list` prints it. */
export function summary(step) {
  return {
    game: step.game,
    id: step.id,
    language: stepLanguage(step),
    titles: { ...step.titles },
    texts: { ...step.texts },
    check: Boolean(step.check),
    aboveRandom: asksAboveRandom(step),
  };
}

export { STEPS };
