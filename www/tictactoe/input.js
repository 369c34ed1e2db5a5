// Tic-tac-toe input: a click or tap on a cell plays that cell (action = 3 * row + col).

import { onCellClick } from "../grid.js";

/** Attaches to `root`; calls `api.step(cell)`. Returns a function that detaches. */
export function attachInput(root, ui, api) {
  return onCellClick(root, (cell) => api.step(cell));
}
