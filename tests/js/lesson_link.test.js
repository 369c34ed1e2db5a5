// The Lesson link dialog's keys (www/play/lesson_dialog.js lessonKeys): what it hides and locks,
// in the controls' order, plus the panels' own keys; nothing empty.
import test from "node:test";
import assert from "node:assert/strict";
import { lessonKeys } from "../../www/play/lesson_dialog.js";
import { CONTROLS, parseFlag } from "../../www/play/lesson.js";

test("hide= and lock= list the chosen controls in order; the panels' keys come along; empty keys are left out", () => {
  const keys = lessonKeys({ code: "hide", seed: "lock", games: "hide", learn: "lock", hint: "show" }, { learner: "qlearning", learnOpts: "" });
  assert.deepEqual(keys, { hide: "games,code", lock: "seed,learn", learner: "qlearning" });
  assert.deepEqual(parseFlag(keys.hide), ["games", "code"]);
  assert.deepEqual(lessonKeys({}), {});
  assert.ok("code" in CONTROLS && "learn" in CONTROLS);
});
