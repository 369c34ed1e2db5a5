// Puyo input: keys (← → move, Z/X rotate left/right, ↓ Space or Enter drop), the on-screen
// buttons, and clicking or tapping a column (drops the pair there). The aim ({x, rot}) lives in
// `ui` so the view can draw it; a drop sends action `rot * cols + x` to the engine, which says
// whether it fits.

import { DX } from "./view.js";

const COLS = 6;

/** Starts a new aim: column 2 (third column), second puyo above the centre. */
function resetAim(ui) {
  ui.x = 2;
  ui.rot = 1;
}

/** Keeps the second puyo inside the board's columns. */
function clamp(ui) {
  ui.x = Math.max(0, Math.min(COLS - 1, ui.x));
  const sx = ui.x + DX[ui.rot];
  if (sx < 0) ui.x = 1;
  if (sx > COLS - 1) ui.x = COLS - 2;
}

/** Applies a named command (left, right, cw, ccw, drop) to the aim. */
function command(name, ui, api) {
  if (!api.canPlay()) return false;
  if (name === "left") ui.x--;
  else if (name === "right") ui.x++;
  else if (name === "cw") ui.rot = (ui.rot + 3) % 4;
  else if (name === "ccw") ui.rot = (ui.rot + 1) % 4;
  else if (name === "drop") {
    api.step(ui.rot * COLS + ui.x);
    return true;
  } else return false;
  clamp(ui);
  api.redraw();
  return true;
}

/** Keyboard handler (play/controls.js calls it for keys not typed into a form field). */
export function onKey(e, ui, api) {
  const map = {
    ArrowLeft: "left",
    ArrowRight: "right",
    z: "ccw",
    Z: "ccw",
    x: "cw",
    X: "cw",
    ArrowUp: "cw",
    ArrowDown: "drop",
    " ": "drop",
    Enter: "drop",
  };
  const name = map[e.key];
  if (!name || e.ctrlKey || e.metaKey || e.altKey) return false;
  command(name, ui, api);
  return true;
}

/** Attaches pointer input to `root`. Returns a function that detaches. */
export function attachInput(root, ui, api) {
  resetAim(ui);
  ui.reset = () => resetAim(ui);
  ui.afterStep = () => resetAim(ui);
  const colOf = (e) => {
    const el = e.target.closest?.("[data-cell]");
    return el && root.contains(el) ? Number(el.dataset.col) : null;
  };
  function onClick(e) {
    const button = e.target.closest?.("[data-puyo]");
    if (button) {
      command(button.dataset.puyo, ui, api);
      return;
    }
    const col = colOf(e);
    if (col === null) return;
    if (!api.canPlay()) {
      api.step(-1); // lets the page say why not
      return;
    }
    ui.x = col;
    clamp(ui);
    command("drop", ui, api);
  }
  function onMove(e) {
    if (e.pointerType !== "mouse" || !api.canPlay()) return;
    const col = colOf(e);
    if (col === null || col === ui.x) return;
    ui.x = col;
    clamp(ui);
    api.redraw();
  }
  root.addEventListener("click", onClick);
  root.addEventListener("pointermove", onMove);
  return () => {
    root.removeEventListener("click", onClick);
    root.removeEventListener("pointermove", onMove);
  };
}
