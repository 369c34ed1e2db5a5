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
 * needs two of Code, Learn and Course open). Returns the shortest prefix of GIVE_WAY's applicable steps that
 * fits (all of them when nothing fits).
 */
export function planSteps(fits, applies) {
  const steps = [];
  if (fits(steps)) return steps;
  for (const step of GIVE_WAY) {
    if (!applies(step)) continue;
    steps.push(step);
    if (fits(steps)) break;
  }
  return steps;
}

/**
 * Applies the rule to the page: `body` gets `data-gave` (the steps taken, space-separated) that
 * the style sheet reads. `panels` = {setup, review, text, code, learn, course} elements; `stage` the
 * board's column; `setupButton` the setup toggle. Refits on a resize and whenever a panel opens
 * or closes. Returns {fit(), gave(step), toggleSetupOverlay()}.
 */
export function createFit({ body, stage, panels, onChange = () => {} }) {
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
    gave = planSteps(fits, applies);
    take(gave);
    if (gave.join(" ") !== before) onChange(gave);
  }

  if (typeof MutationObserver !== "undefined") {
    const watch = new MutationObserver(() => fit());
    for (const el of Object.values(panels)) if (el) watch.observe(el, { attributes: true, attributeFilter: ["hidden"] });
  }
  window.addEventListener("resize", fit);
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
