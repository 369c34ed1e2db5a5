// The line under the board while agents' thinking shows: the colour legend with its scale
// (what the colours and labels on the cells mean, and whose estimate they are), and the value of
// the cell under the pointer or the keyboard focus, in words (cells too small for a label still
// tell it here). Reads each cell's accessible name, which the views write with its value.

import { t } from "../i18n/index.js";
import { cellOverlay, rampColor } from "../overlay.js";

/** CSS gradient of the ramp from heat 0 to 1 (for the legend's bar). */
export function rampGradient(steps = 6) {
  const stops = Array.from({ length: steps }, (_, k) => rampColor(k / (steps - 1)));
  return `linear-gradient(to right, ${stops.join(", ")})`;
}

/** Makes the bar in `els` = {bar, legend, info, board}. */
export function createThinkBar(els) {
  let hovered = null;
  let shown = "";
  const { bar, legend, info, board } = els;
  board.addEventListener("pointerover", (e) => {
    hovered = e.target.closest?.("[data-cell]") ?? null;
    refresh();
  });
  board.addEventListener("pointerleave", () => {
    hovered = null;
    refresh();
  });
  board.addEventListener("focusin", () => refresh());
  board.addEventListener("focusout", () => setTimeout(refresh));

  /** Writes the cell line: the hovered cell, else the focused one, else how to read one. */
  function refresh() {
    if (bar.hidden) return;
    const focused = document.activeElement?.closest?.("[data-cell]");
    const cell = hovered?.isConnected ? hovered : focused && board.contains(focused) ? focused : null;
    const text = cell?.getAttribute("aria-label") ?? t("think.hover");
    if (info.textContent !== text) info.textContent = text;
  }

  /** One part of the legend. */
  const span = (cls, text) => {
    const s = document.createElement("span");
    s.className = cls;
    if (text !== undefined) s.textContent = text;
    return s;
  };

  return {
    /**
     * Shows the legend for explanation `e` on a board of `n` cells (`who` to move), or for a
     * drawn plan (`plan` true); hides the bar when there is neither. `by` names whose search it
     * is (the hint agent on a human's turn; else `who`).
     */
    update(e, n, who, plan, by = who) {
      const ov = e && n ? cellOverlay(e, n, who, by) : null;
      const key = ov ? `${ov.kind}|${ov.legend.title}` : plan ? "plan" : "";
      bar.hidden = !key;
      if (key !== shown) {
        shown = key;
        if (!ov) legend.replaceChildren(...(plan ? [span("lg-title", t("think.legend.plan"))] : []));
        else if (ov.legend.kind === "values") {
          legend.replaceChildren(
            span("lg-title", ov.legend.title),
            ...["win", "draw", "loss"].map((w, k) => span(`lg-swatch ${["pos", "zero", "neg"][k]}`, t(`think.${w}`))),
          );
        } else {
          const barEl = span("lg-bar");
          barEl.style.background = rampGradient();
          // Mine chances run 0 % .. 100 %; search shares run from few tries to the most-tried move.
          const pcts = ov.kind === "probabilities";
          const low = pcts ? `${ov.legend.low} 0%` : ov.legend.low;
          const high = pcts ? `100% ${ov.legend.high}` : ov.legend.high;
          legend.replaceChildren(span("lg-title", ov.legend.title), span("lg-end", low), barEl, span("lg-end", high));
        }
      }
      refresh();
    },
  };
}
