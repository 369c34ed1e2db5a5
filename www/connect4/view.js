// Connect Four board, drawn from the observation: `board` (Kaggle's: row-major, the top row
// first; 0 empty, 1 the first player's disc, 2 the second's), `rows`, `columns`, `inarow`,
// `lastMove` (a column), `winLine` (cells). The disc played last falls in from above the board
// (a CSS animation, off for people who ask for less motion), the winning line is ringed, the
// column under the pointer or the keyboard focus is shaded on a human's turn, and the search's
// thinking (one number per column) sits in each column's next free cell.

import { Grid, fitCell, paint, cellName } from "../grid.js";
import { t } from "../i18n/index.js";
import { cellOverlay, rampColor } from "../overlay.js";

const DISC = { 1: "red", 2: "yellow" };

/** The row a disc dropped into column `col` lands on (-1 when the column is full). */
function landingRow(board, rows, cols, col) {
  for (let r = rows - 1; r >= 0; r--) if (!board[r * cols + col]) return r;
  return -1;
}

/** The cell of the topmost disc of column `col` (-1 for an empty column). */
function topDisc(board, rows, cols, col) {
  for (let r = 0; r < rows; r++) if (board[r * cols + col]) return r * cols + col;
  return -1;
}

/** Creates the view in `root`; `ui.aim` (input.js) is the column the player points at. */
export function createView(root, ui = {}) {
  const grid = new Grid(root, "c4", { coords: true, label: t("games.connect4.boardLabel") });
  return {
    /** Draws `state.obs` (see play/draw.js for the fields of `state`). */
    draw(state) {
      const { obs } = state;
      const rows = obs.rows;
      const cols = obs.columns;
      const size = fitCell(state.avail, rows, cols, 28, 84, 0, 0, 16);
      const cells = grid.ensure(rows, cols, size);
      const win = new Set(Array.from(obs.winLine ?? []));
      const last = obs.lastMove >= 0 ? topDisc(obs.board, rows, cols, obs.lastMove) : -1;
      const overlay = cellOverlay(state.overlay, cols, state.who);
      const landing = Array.from({ length: cols }, (_, c) => landingRow(obs.board, rows, cols, c));
      const hintCell = state.hint >= 0 && state.hint < cols && landing[state.hint] >= 0 ? landing[state.hint] * cols + state.hint : -1;
      cells.forEach((el, i) => {
        const disc = DISC[obs.board[i]];
        const r0 = Math.floor(i / cols);
        const c0 = i % cols;
        let cls = "cell";
        if (disc) cls += ` disc ${disc}`;
        else if (state.humanTurn) cls += " open";
        if (state.humanTurn && ui.aim === c0) cls += " aim";
        if (i === last) cls += " last";
        if (win.has(i)) cls += " win";
        if (i === hintCell) cls += " hint";
        const o = !disc && landing[c0] === r0 && overlay?.cells[c0];
        let text = "";
        if (o) {
          cls += ` heat ${overlay.kind}`;
          el.style.setProperty("--ramp", rampColor(o.heat));
          text = size >= 34 ? o.label : "";
        }
        // The disc played last falls from above the board to its row.
        if (i === last) el.style.setProperty("--fall", String(r0 + 1));
        paint(el, text, cls, `${cellName(i, cols)}: ${t(disc ? `games.connect4.${disc}` : "games.empty")}${o ? " — " + o.tip : ""}`);
      });
    },
    /** The heads-up numbers: how many in a row win. */
    hud(state) {
      return [[t("games.connect4.goal"), t("games.connect4.inRow", { n: state.obs.inarow })]];
    },
    destroy() {
      grid.destroy();
    },
  };
}
