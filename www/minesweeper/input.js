// Minesweeper input: click a hidden cell to reveal it; right-click (or long-press on a touch
// screen) to flag it; click a number whose flags are all placed to open its neighbours (chord).

import { t } from "../i18n/index.js";

const LONG_PRESS_MS = 450;

/**
 * Keyboard play for people who use no mouse: Tab to the board, arrow keys move (grid.js), Enter
 * or Space opens the focused cell (a click), F flags or unflags it. The page calls this for keys
 * not typed into a form field.
 */
export function onKey(e, ui, api) {
  if ((e.key !== "f" && e.key !== "F") || e.ctrlKey || e.metaKey || e.altKey) return false;
  const el = e.target.closest?.("#board [data-cell]");
  if (!el) return false;
  api.flag(Number(el.dataset.cell));
  return true;
}

/** Attaches to `root`; calls `api.step`, `api.flag`, `api.chord`. Returns a detach function. */
export function attachInput(root, ui, api) {
  let pressTimer = 0;
  // The touch press that just flagged a cell: the click or contextmenu the browser may send
  // when it ends belongs to that press and must not reveal or unflag the cell.
  let pressFlagged = false;

  const cellOf = (e) => {
    const el = e.target.closest?.("[data-cell]");
    return el && root.contains(el) ? el : null;
  };
  const isHidden = (el) => el.classList.contains("hidden");

  function onClick(e) {
    const el = cellOf(e);
    if (!el) return;
    if (pressFlagged) {
      pressFlagged = false;
      return;
    }
    const i = Number(el.dataset.cell);
    if (el.classList.contains("flag")) api.status(() => t("games.minesweeper.flagged"));
    else if (isHidden(el)) api.step(i);
    else if (/\bn[1-8]\b/.test(el.className)) api.chord(i);
  }

  function onContextMenu(e) {
    const el = cellOf(e);
    if (!el) return;
    e.preventDefault();
    if (pressFlagged) return; // ChromeOS and Android send this after a long press
    if (isHidden(el)) api.flag(Number(el.dataset.cell));
  }

  function onPointerDown(e) {
    pressFlagged = false; // a new press: whatever ended the last one is over
    if (e.pointerType !== "touch") return;
    const el = cellOf(e);
    if (!el || !isHidden(el)) return;
    clearTimeout(pressTimer);
    pressTimer = setTimeout(() => {
      pressFlagged = true;
      api.flag(Number(el.dataset.cell));
    }, LONG_PRESS_MS);
  }
  const cancelPress = () => clearTimeout(pressTimer);

  const listeners = [
    ["click", onClick],
    ["contextmenu", onContextMenu],
    ["pointerdown", onPointerDown],
    ["pointerup", cancelPress],
    ["pointercancel", cancelPress],
    ["pointerleave", cancelPress],
  ];
  for (const [type, fn] of listeners) root.addEventListener(type, fn);
  return () => {
    clearTimeout(pressTimer);
    for (const [type, fn] of listeners) root.removeEventListener(type, fn);
  };
}
