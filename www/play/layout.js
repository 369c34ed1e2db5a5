// Sizing: the board gets all the room the stage leaves it and is redrawn whenever that room
// changes (window resize, zoom, the thinking text wrapping, the link box opening, the setup panel
// collapsing). The setup panel collapses with a toggle that the browser remembers.
//
// fitCell is pure (unit-tested in tests/js/layout.test.js); the rest touches the DOM when called.

import { t, onLanguageChange } from "../i18n/index.js";

/**
 * The cell size in whole CSS pixels that fits `rows` x `cols` cells (plus `extraRows` rows of
 * the same size, e.g. Puyo's falling pair) into `avail` = {w, h}: `gap` is the space between
 * cells, `frame` the border and padding around the grid (both directions). Never above `max`;
 * below `min` only when `min` does not fit (then as large as fits, at least 1): a board must
 * always be wholly visible.
 */
export function fitCell(avail, rows, cols, min, max, extraRows = 0, gap = 0, frame = 16) {
  const w = Math.floor((avail.w - frame - gap * (cols - 1)) / cols);
  const h = Math.floor((avail.h - frame - gap * (rows - 1 + extraRows)) / (rows + extraRows));
  // `min` is only a preference: a board that does not fit at `min` shrinks further, never overflows.
  void min;
  return Math.max(1, Math.min(max, w, h));
}

/** localStorage key of the setup panel's state ("open" or "closed"). */
export const SETUP_KEY = "playground.setup";

/**
 * Whether the setup panel starts open: the remembered choice, else open on screens at least
 * `wide` CSS pixels wide (a 911x512 zoomed Chromebook or an 800x600 projector starts closed).
 */
export function setupStartsOpen(remembered, width, wide = 1000) {
  if (remembered === "open") return true;
  if (remembered === "closed") return false;
  return width >= wide;
}

/**
 * Wires the setup toggle (`button` with aria-controls) and calls `onResize` whenever the board's
 * space (`wrap`) changes size. `aside` (fit.js) says when the setup panel has given way to the
 * board: the button then shows it over the board instead. Returns {setOpen(open), relabel()}.
 */
export function createLayout({ wrap, button, panel, storage, onResize, aside = null }) {
  const read = () => {
    try {
      return storage?.getItem(SETUP_KEY) ?? null;
    } catch {
      return null; // storage refused (file://, privacy settings): nothing is remembered
    }
  };
  function setOpen(open, remember = false) {
    panel.hidden = !open;
    document.body.dataset.setup = open ? "open" : "closed";
    button.setAttribute("aria-expanded", String(open));
    button.textContent = t(open ? "play.hideSetup" : "play.showSetup");
    if (remember) {
      try {
        storage?.setItem(SETUP_KEY, open ? "open" : "closed");
      } catch {
        // not remembered; still works
      }
    }
  }
  /** Whether the setup shows now (open in its place, or over the board while it gave way). */
  const showing = () => !panel.hidden && (!aside?.gave("setup") || document.body.dataset.setupOverlay === "open");
  function relabel() {
    button.textContent = t(showing() ? "play.hideSetup" : "play.showSetup");
    button.setAttribute("aria-expanded", String(showing()));
  }
  setOpen(setupStartsOpen(read(), window.innerWidth));
  button.addEventListener("click", () => {
    if (aside?.gave("setup") && !panel.hidden) aside.toggleSetupOverlay();
    else if (aside?.gave("setup")) {
      setOpen(true, true);
      aside.toggleSetupOverlay();
    } else setOpen(panel.hidden, true);
    relabel();
  });
  onLanguageChange(relabel);
  if (typeof ResizeObserver !== "undefined") new ResizeObserver(() => onResize()).observe(wrap);
  window.addEventListener("resize", onResize);
  return { setOpen, relabel };
}
