// Minesweeper board, drawn from the observation: `board` codes (9 hidden, 0..8 number,
// -1 revealed mine, 10 flag), `rows`, `cols`, `minesLeft`, `won`/`exploded` when given.
// Numbers in their usual colours, flags, the exploded mine in red; the solver's mine
// probabilities as an overlay on hidden cells, its safest cell ringed; a learned net's chances
// with the exact ones small in the corner and a "!" where the net is far off.

import { Grid, fitCell, paint, cellName } from "../grid.js";
import { cellOverlay, cellSet, rampColor, rampInk } from "../overlay.js";
import { t } from "../i18n/index.js";
import { bestTime, sizeKey } from "./best.js";

const HIDDEN = 9;
const FLAG = 10;
/** A flag on a safe cell, shown after a loss. */
const WRONG_FLAG = 11;
const MINE = -1;

/** Creates the view in `root`. */
export function createView(root) {
  const grid = new Grid(root, "mines", { coords: true, label: t("games.minesweeper.board") });
  return {
    draw(state) {
      const { obs } = state;
      const { rows, cols } = obs;
      const size = fitCell(state.avail, rows, cols, 20, 56, 0, 2, 12);
      const cells = grid.ensure(rows, cols, size);
      const overlay = cellOverlay(state.overlay, rows * cols, state.who);
      const safe = cellSet(state.overlay, "safe");
      const sure = cellSet(state.overlay, "mines");
      const boom = obs.exploded ?? -1; // the mine that went off (-1: none)
      cells.forEach((el, i) => {
        const v = obs.board[i];
        let cls = "cell";
        let text = "";
        let label;
        let exact = "";
        if (v === WRONG_FLAG) {
          cls += " hidden flag wrong";
          text = "⚑";
          label = t("mines.wrongFlag");
        } else if (v === HIDDEN || v === FLAG) {
          cls += " hidden";
          if (v === FLAG) {
            cls += " flag";
            text = "⚑";
            label = t("games.minesweeper.flag");
          } else label = t("games.minesweeper.hidden");
          const o = v === HIDDEN && overlay?.cells[i];
          if (o) {
            cls += " heat probabilities";
            el.style.setProperty("--ramp", rampColor(o.heat));
            el.style.setProperty("--ramp-ink", rampInk(o.heat));
            // Three characters fit from 26 px cells; smaller ones tell it on hover or focus.
            text = size >= 26 ? o.label : "";
            label += " — " + o.tip;
            // A net's chance comes with the exact one, small in the corner (from 32 px cells).
            if (o.sub !== undefined && size >= 32) exact = o.sub;
            if (o.miss) cls += " miss";
          }
          if (v === HIDDEN && safe.has(i)) cls += " safe";
          if (v === HIDDEN && sure.has(i)) cls += " sure-mine";
          if (i === state.hint) cls += " hint";
        } else if (v === MINE) {
          cls += " open mine";
          text = "●";
          label = t("games.minesweeper.mine");
          if (i === boom) cls += " exploded";
        } else {
          cls += ` open n${v}`;
          text = v > 0 ? String(v) : "";
          label = String(v);
        }
        paint(el, text, cls, `${cellName(i, cols)}: ${label}`);
        if (exact) el.dataset.exact = exact;
        else delete el.dataset.exact;
      });
    },
    hud(state) {
      const { obs } = state;
      const seconds = Math.floor(state.elapsed);
      const best = bestTime(globalThis.localStorage, sizeKey(obs));
      const out = [
        [t("games.minesweeper.minesLeft"), Math.max(0, obs.minesLeft ?? obs.mines)],
        [t("games.minesweeper.time"), t("games.minesweeper.seconds", { n: seconds })],
      ];
      if (best !== null) out.push([t("mines.best"), t("mines.seconds", { n: best })]);
      return out;
    },
    destroy() {
      grid.destroy();
    },
  };
}

