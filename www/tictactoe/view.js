// Tic-tac-toe board, drawn from the observation: `board` (0 empty, 1 O, -1 X), `lastMove`,
// `winLine`. Marks the last move, highlights the winning line, and shows agent thinking
// (minimax values, MCTS visits) on empty cells.

import { Grid, fitCell, paint, cellName } from "../grid.js";
import { t } from "../i18n/index.js";
import { cellOverlay, rampColor, rampInk } from "../overlay.js";

const MARK = { "-1": "X", 1: "O", 0: "" };

/** Creates the view in `root`; `ui` is shared with the input module. */
export function createView(root) {
  const grid = new Grid(root, "ttt", { coords: true, label: t("games.tictactoe.board") });
  return {
    /** Draws `state.obs` (see play/draw.js for the fields of `state`). */
    draw(state) {
      const { obs } = state;
      const size = fitCell(state.avail, 3, 3, 56, 150, 0, 6, 24);
      const cells = grid.ensure(3, 3, size);
      const win = new Set(Array.from(obs.winLine ?? []));
      const overlay = cellOverlay(state.overlay, 9, state.who);
      cells.forEach((el, i) => {
        const v = obs.board[i];
        const mark = MARK[v] ?? "";
        let cls = "cell";
        if (mark) cls += mark === "X" ? " x" : " o";
        else if (state.humanTurn) cls += " open";
        if (i === obs.lastMove) cls += " last";
        if (win.has(i)) cls += " win";
        if (i === state.hint && !mark) cls += " hint";
        const o = !mark && overlay?.cells[i];
        let text = mark;
        if (o) {
          cls += ` heat ${overlay.kind}`;
          if (o.sign !== undefined) cls += o.sign > 0 ? " pos" : o.sign < 0 ? " neg" : " zero";
          else {
            el.style.setProperty("--ramp", rampColor(o.heat));
            el.style.setProperty("--ramp-ink", rampInk(o.heat));
          }
          text = o.label;
        }
        paint(el, text, cls, `${cellName(i, 3)}: ${mark || t("games.empty")}${o ? " — " + o.tip : ""}`);
      });
    },
    /** The heads-up numbers (none beyond whose turn it is). */
    hud() {
      return [];
    },
    destroy() {
      grid.destroy();
    },
  };
}
