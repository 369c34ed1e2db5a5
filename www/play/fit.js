// The one owner of the panels' layout: the board keeps a playable size, whatever is open.
//
// The rule: the stage (the board's column) keeps at least `minStage(width)` CSS pixels of width
// (360, or half the window on narrower screens). When the open panels would leave it less, they
// give way one step at a time, in this order, until it fits:
//   1. "review" the Moves panel steps aside
//   2. "text"   the text picture steps aside
//   3. "stack"  the Code, Learn and Course panels share one column, one above the other
//   4. "setup"  the setup panel steps aside; its button then opens it over the board (an overlay,
//               closed again by the button, Escape or a click on the board)
// The setup goes last: New game, Pause and the players live there.
// A board with a least playable cell (Puyo: 25 px, its view's `roomy`) also asks for height: the
// panels give way until that cell fits too, when some steps make it fit; else width alone decides.
// Nothing a person chose is forgotten: a panel that gave way comes back by itself when there is
// room again (a wider window, a panel closed). Pure planning (`planSteps`) is unit-tested in
// tests/js/fit.test.js; `createFit` applies it to the page.

/** The order in which panels give way. */
export const GIVE_WAY = ["review", "text", "stack", "setup"];

/** The stage's least width (CSS px) on a window `width` wide. */
export function minStage(width) {
  return Math.min(360, Math.floor(width / 2));
}

/**
 * Which steps apply, given a measure: `fits(steps)` says whether the stage is wide enough with
 * those steps taken, `applies(step)` whether the step can be taken (its panel is open; "stack"
 * needs two of Code, Learn and Course open), `roomy(steps)` (asked just after `fits(steps)`)
 * whether the board's least cell fits. Returns the shortest prefix of GIVE_WAY's applicable steps
 * that fits and is roomy; else the shortest that fits; else all of them.
 */
export function planSteps(fits, applies, roomy = () => true) {
  const prefixes = [[]];
  for (const step of GIVE_WAY) if (applies(step)) prefixes.push([...prefixes[prefixes.length - 1], step]);
  return prefixes.find((s) => fits(s) && roomy(s)) ?? prefixes.find((s) => fits(s)) ?? prefixes[prefixes.length - 1];
}

/**
 * Applies the rule to the page: `body` gets `data-gave` (the steps taken, space-separated) that
 * the style sheet reads. `panels` = {setup, review, text, code, learn, course} elements; `stage` the
 * board's column; `setupButton` the setup toggle. Refits on a resize and whenever a panel opens
 * or closes, and when the board's space (`wrap`) changes size. `roomy()` says whether the board's
 * least cell fits in `wrap` now (default: always). Returns {fit(), gave(step), toggleSetupOverlay()}.
 */
export function createFit({ body, stage, panels, wrap = null, roomy = () => true, onChange = () => {} }) {
  let gave = [];

  const open = (el) => !!el && !el.hidden;
  function applies(step) {
    if (step === "stack") return [panels.code, panels.learn, panels.course].filter(open).length >= 2;
    return open(panels[step]);
  }
  function take(steps) {
    body.dataset.gave = steps.join(" ");
    if (!steps.includes("setup")) delete body.dataset.setupOverlay;
  }
  function fits(steps) {
    take(steps);
    return stage.getBoundingClientRect().width >= minStage(window.innerWidth);
  }

  function fit() {
    const before = gave.join(" ");
    gave = planSteps(fits, applies, roomy);
    take(gave);
    if (gave.join(" ") !== before) onChange(gave);
  }

  if (typeof MutationObserver !== "undefined") {
    const watch = new MutationObserver(() => fit());
    for (const el of Object.values(panels)) if (el) watch.observe(el, { attributes: true, attributeFilter: ["hidden"] });
  }
  window.addEventListener("resize", fit);
  // A series' tally or a banner takes the board's height: refit (the plan is the same when nothing moved).
  // Deferred a frame: a refit inside the observer's own callback would loop.
  let pending = false;
  const later = () => {
    if (pending) return;
    pending = true;
    requestAnimationFrame(() => {
      pending = false;
      fit();
    });
  };
  if (wrap && typeof ResizeObserver !== "undefined") new ResizeObserver(later).observe(wrap);
  document.addEventListener("keydown", (e) => {
    if (e.key === "Escape" && body.dataset.setupOverlay) delete body.dataset.setupOverlay;
  });
  stage.addEventListener("pointerdown", () => delete body.dataset.setupOverlay);

  return {
    fit,
    /** Whether `step` is taken now. */
    gave: (step) => gave.includes(step),
    /** Shows or hides the setup panel over the board while it has given way. */
    toggleSetupOverlay() {
      if (body.dataset.setupOverlay) delete body.dataset.setupOverlay;
      else body.dataset.setupOverlay = "open";
      return !!body.dataset.setupOverlay;
    },
  };
}
