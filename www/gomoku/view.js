// Gomoku board, drawn from the observation: `board` (0 empty, 1 first player, 2 second),
// `rows`, `cols`, `lastMove`, `winLine`. Black and white stones on a wooden board, the last move
// marked with a dot, the winning line ringed, MCTS visits as a heat map on empty points.

import { Grid, fitCell, paint, cellName } from "../grid.js";
import { t } from "../i18n/index.js";
import { cellOverlay, rampColor } from "../overlay.js";

const STONE = { 1: "black", 2: "white" };

/** Creates the view in `root`. */
export function createView(root) {
  const grid = new Grid(root, "gomoku", { coords: true, label: t("games.gomoku.boardLabel") });
  return {
    draw(state) {
      const { obs } = state;
      const rows = obs.rows;
      const cols = obs.cols;
      const size = fitCell(state.avail, rows, cols, 24, 72, 0, 0, 16);
      const cells = grid.ensure(rows, cols, size);
      const win = new Set(Array.from(obs.winLine ?? []));
      const overlay = cellOverlay(state.overlay, rows * cols, state.who);
      cells.forEach((el, i) => {
        const stone = STONE[obs.board[i]];
        const r0 = Math.floor(i / cols);
        const c0 = i % cols;
        let cls = "cell";
        // Edge points draw only the inner half of their grid lines.
        if (r0 === 0) cls += " et";
        if (r0 === rows - 1) cls += " eb";
        if (c0 === 0) cls += " el";
        if (c0 === cols - 1) cls += " er";
        if (stone) cls += ` stone ${stone}`;
        else if (state.humanTurn) cls += " open";
        if (i === obs.lastMove) cls += " last";
        if (win.has(i)) cls += " win";
        if (i === state.hint && !stone) cls += " hint";
        const o = !stone && overlay?.cells[i];
        let text = "";
        if (o) {
          // A square ring (never a round, stone-like dot) in the ramp's colour, the share inside
          // when the cell has room; the focus/hover line under the board says it otherwise.
          cls += ` heat ${overlay.kind}`;
          el.style.setProperty("--ramp", rampColor(o.heat));
          text = size >= 34 && o.heat >= 0.15 ? o.label : "";
        }
        paint(el, text, cls, `${cellName(i, cols)}: ${t(stone ? `games.gomoku.${stone}` : "games.empty")}${o ? " — " + o.tip : ""}`);
      });
    },
    hud(state) {
      return [[t("games.gomoku.goal"), t("games.gomoku.inRow", { n: state.obs.nInRow })]];
    },
    destroy() {
      grid.destroy();
    },
  };
}
