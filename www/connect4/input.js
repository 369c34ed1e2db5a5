// Connect Four input: a click or tap anywhere in a column drops a disc there (action = column).
// Keys (grid.js): the arrow keys move the focus, and so the column cursor; Enter or Space drops
// into the focused cell's column. The column under the pointer or the focus is `ui.aim`, which
// the view shades.

import { onCellClick } from "../grid.js";

/** Attaches to `root`; calls `api.step(column)`. Returns a function that detaches. */
export function attachInput(root, ui, api) {
  const columnOf = (e) => {
    const el = e.target.closest?.("[data-col]");
    return el && root.contains(el) ? Number(el.dataset.col) : null;
  };
  const aim = (col) => {
    if (ui.aim === col) return;
    ui.aim = col;
    api.redraw?.();
  };
  const onOver = (e) => aim(columnOf(e));
  const onLeave = () => {
    if (!root.contains(document.activeElement)) aim(null);
  };
  const onFocus = (e) => aim(columnOf(e));
  const onBlur = (e) => {
    if (!root.contains(e.relatedTarget)) aim(null);
  };
  root.addEventListener("pointerover", onOver);
  root.addEventListener("pointerleave", onLeave);
  root.addEventListener("focusin", onFocus);
  root.addEventListener("focusout", onBlur);
  const detachClick = onCellClick(root, (cell, e) => {
    const col = columnOf(e);
    if (col !== null) api.step(col);
  });
  return () => {
    detachClick();
    root.removeEventListener("pointerover", onOver);
    root.removeEventListener("pointerleave", onLeave);
    root.removeEventListener("focusin", onFocus);
    root.removeEventListener("focusout", onBlur);
  };
}
