// A chain's frames: each stays on screen for its time counted from when it was painted, so a
// machine too busy to paint on time still shows every step; a hidden tab (no paints) still moves on.

import { test, mock } from "node:test";
import assert from "node:assert/strict";
import { createAnimation } from "../../www/play/animation.js";

/** Animation frames the test paints by hand (requestAnimationFrame's stand-in). */
function fakePaints() {
  let next = 1;
  const waiting = new Map();
  globalThis.requestAnimationFrame = (f) => (waiting.set(next, f), next++);
  globalThis.cancelAnimationFrame = (id) => waiting.delete(id);
  return {
    paint() {
      const due = [...waiting.values()];
      waiting.clear();
      for (const f of due) f();
    },
  };
}

/** An animator of three frames, and what it has shown. */
function started() {
  const shown = [];
  let done = 0;
  const anim = createAnimation({
    frameMs: () => 250,
    onFrame: () => shown.push(anim.frame?.n ?? "end"),
    onDone: () => done++,
  });
  anim.start([{ n: 0 }, { n: 1 }, { n: 2 }]);
  return { anim, shown, done: () => done };
}

test("a frame's time starts when it is painted, not when it was asked for", () => {
  mock.timers.enable({ apis: ["setTimeout"] });
  try {
    const screen = fakePaints();
    const { anim, shown, done } = started();
    mock.timers.tick(900); // a busy machine: no paint for 900 ms
    assert.deepEqual(shown, [0], "the first frame has not been seen yet, so it stays");
    screen.paint();
    mock.timers.tick(249);
    assert.deepEqual(shown, [0]);
    mock.timers.tick(1);
    assert.deepEqual(shown, [0, 1]);
    screen.paint();
    mock.timers.tick(250);
    assert.deepEqual(shown, [0, 1, 2]);
    screen.paint();
    mock.timers.tick(250);
    assert.deepEqual(shown, [0, 1, 2, "end"]);
    assert.equal(done(), 1);
    assert.equal(anim.running, false);
  } finally {
    mock.timers.reset();
    delete globalThis.document;
  }
});

test("a tab that never paints still reaches the end, and stop() ends a chain at once; a hidden tab does not wait", () => {
  mock.timers.enable({ apis: ["setTimeout"] });
  try {
    fakePaints();
    const { shown, done } = started();
    const unpainted = () => (mock.timers.tick(1000), mock.timers.tick(250)); // the longest wait for a paint, then the frame's time
    unpainted();
    assert.deepEqual(shown, [0, 1]);
    unpainted();
    unpainted();
    assert.deepEqual(shown, [0, 1, 2, "end"]);
    assert.equal(done(), 1);

    const second = started();
    second.anim.stop();
    mock.timers.tick(5000);
    assert.deepEqual(second.shown, [0]);
    assert.equal(second.done(), 0, "a stopped chain does not hand the turn on");
    assert.equal(second.anim.running, false);

    // A tab known to be hidden does not wait for paints at all.
    globalThis.document = { hidden: true };
    const hidden = started();
    mock.timers.tick(250);
    assert.deepEqual(hidden.shown, [0, 1]);
    mock.timers.tick(250);
    mock.timers.tick(250);
    assert.deepEqual(hidden.shown, [0, 1, 2, "end"]);
  } finally {
    mock.timers.reset();
    delete globalThis.document;
  }
});
