// The panels' layout rule (www/play/fit.js): the stage's least width, and the order in which
// panels give way until the board fits.
import test from "node:test";
import assert from "node:assert/strict";
import { planSteps, minStage, GIVE_WAY } from "../../www/play/fit.js";

test("the stage keeps 360 px, or half the window on narrow screens", () => {
  assert.equal(minStage(1366), 360);
  assert.equal(minStage(700), 350);
});

test("panels give way in order (Moves, text, Code and Learn stacked, then setup) only as far as needed", () => {
  assert.deepEqual(GIVE_WAY, ["review", "text", "stack", "setup"]);
  const all = () => true;
  // Each step frees some width: the stage fits once `need` steps are taken.
  for (let need = 0; need <= 4; need++) {
    assert.deepEqual(planSteps((steps) => steps.length >= need, all), GIVE_WAY.slice(0, need));
  }
  // Steps whose panel is closed are skipped.
  const open = (step) => step !== "review" && step !== "text";
  assert.deepEqual(planSteps((steps) => steps.includes("stack"), open), ["stack"]);
  // Nothing fits: every applicable step is taken.
  assert.deepEqual(planSteps(() => false, open), ["stack", "setup"]);
});

test("a board with a least cell: panels give way for its height too, only when some steps make it fit", () => {
  const all = () => true;
  const wide = () => true;
  // The Moves panel stepping aside gives the board its least cell: that is taken.
  assert.deepEqual(planSteps(wide, all, (steps) => steps.includes("review")), ["review"]);
  // Width needs two steps and height one: two.
  assert.deepEqual(planSteps((steps) => steps.length >= 2, all, (steps) => steps.length >= 1), ["review", "text"]);
  // No steps make the cell fit (a 911x512 window): width alone decides, nothing more gives way.
  assert.deepEqual(planSteps(wide, all, () => false), []);
  assert.deepEqual(planSteps((steps) => steps.length >= 1, all, () => false), ["review"]);
});
