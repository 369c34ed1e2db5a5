// Puyo Puyo board, drawn from the observation: `board` (rows x cols, row 0 top; 0 empty,
// 1.. colours), `rows`, `cols`, `pair` [centre, second], `next` (next and next-next pairs),
// `score`, `chain`, `maxChain`, `hiddenRows` (dimmed), `deathCell` (marked ✕), and during a chain
// animation `popping` (a Set of cells about to pop). The falling pair is shown above the board where the player is
// aiming it; every colour has a glyph too, so no one needs to tell colours apart.

import { Grid, fitCell, paint, cellName } from "../grid.js";

/** Glyph of each colour (1..5): colour-blind players read the shape. */
export const GLYPHS = ["", "●", "▲", "■", "◆", "★"];
/** Names of the colours, for screen readers. */
const NAMES = ["empty", "red", "blue", "yellow", "green", "purple"];
/** Column offset of the second puyo for each rotation (0 right, 1 above, 2 left, 3 below). */
export const DX = [1, 0, -1, 0];

/** Creates the view in `root`; `ui` holds the aim ({x, rot}) that the input module moves. */
export function createView(root, ui) {
  const wrap = document.createElement("div");
  wrap.className = "puyo-wrap";
  const left = document.createElement("div");
  left.className = "puyo-main";
  const side = document.createElement("div");
  side.className = "puyo-side";
  wrap.append(left, side);
  root.append(wrap);
  const preview = new Grid(left, "puyo preview");
  const board = new Grid(left, "puyo field");
  side.innerHTML = `
    <div class="next-box"><h3>Next</h3><div class="next n1"></div><div class="next n2"></div></div>
    <div class="puyo-buttons">
      <button type="button" data-puyo="ccw" title="Rotate left (Z)">⟲ Z</button>
      <button type="button" data-puyo="cw" title="Rotate right (X)">⟳ X</button>
      <button type="button" data-puyo="left" title="Move left (←)">←</button>
      <button type="button" data-puyo="right" title="Move right (→)">→</button>
      <button type="button" data-puyo="drop" class="wide" title="Drop (↓ or Space)">Drop ↓</button>
    </div>
    <p class="keys">Keys: ← → move · Z X rotate · ↓ drop. Or click a column.</p>`;
  const nextEls = [side.querySelector(".n1"), side.querySelector(".n2")];

  return {
    draw(state) {
      const { obs } = state;
      const { rows, cols } = obs;
      const size = fitCell({ w: state.avail.w - 190, h: state.avail.h }, rows, cols, 22, 50, 2.3);
      const hiddenRows = obs.hiddenRows ?? 0;
      const death = obs.deathCell ?? -1;
      // Where the pair is going: the human's aim, or the move an agent (or a hint) chose.
      const hinted = Number.isInteger(state.hint) && state.hint >= 0 ? { x: state.hint % cols, rot: Math.floor(state.hint / cols) } : null;
      const aim = state.animating || !obs.pair?.length ? null : state.humanTurn ? ui : hinted;
      const action = aim ? aim.rot * cols + aim.x : -1;
      const blocked = aim && state.legal ? !state.legal[action] : false;

      // The pair being aimed, in two rows above the board.
      const top = preview.ensure(2, cols, size);
      const spots = new Map();
      if (aim) {
        const [c, m] = obs.pair;
        const sx = aim.x + DX[aim.rot];
        if (aim.rot === 1) spots.set(aim.x, m).set(cols + aim.x, c);
        else if (aim.rot === 3) spots.set(aim.x, c).set(cols + aim.x, m);
        else spots.set(cols + aim.x, c).set(cols + sx, m);
      }
      const axis = aim ? (aim.rot === 3 ? aim.x : cols + aim.x) : -1;
      top.forEach((el, i) => {
        const v = spots.get(i) ?? 0;
        let cls = "cell sky";
        if (v) cls += ` puyo c${v}` + (i === axis ? " axis" : "") + (blocked ? " blocked" : "");
        paint(el, GLYPHS[v] ?? "?", cls, v ? `falling ${NAMES[v]}` : "sky");
      });

      // The field.
      const aimCols = aim ? new Set([aim.x, aim.x + DX[aim.rot]]) : new Set();
      board.ensure(rows, cols, size).forEach((el, i) => {
        const v = obs.board[i];
        const r = Math.floor(i / cols);
        let cls = "cell";
        if (r < hiddenRows) cls += " ghost-row";
        if (aimCols.has(i % cols)) cls += " aim";
        if (v) cls += ` puyo c${v}`;
        else if (i === death) cls += " death";
        if (obs.popping?.has(i)) cls += " pop";
        paint(el, v ? GLYPHS[v] ?? String(v) : i === death ? "✕" : "", cls, `${cellName(i, cols)}: ${NAMES[v] ?? v}`);
      });

      // Next and next-next.
      const next = obs.next ? Array.from(obs.next) : [];
      // At the end there is no next pair: the box keeps its place (hidden) so nothing jumps.
      if (next.length) nextEls.forEach((el, k) => {
        const pair = next.slice(2 * k, 2 * k + 2);
        el.style.setProperty("--cell", `${Math.round(size * (k ? 0.7 : 0.9))}px`);
        el.replaceChildren(
          ...[pair[1], pair[0]].filter((v) => v).map((v) => {
            const d = document.createElement("span");
            d.className = `cell puyo c${v}`;
            d.textContent = GLYPHS[v] ?? "?";
            return d;
          }),
        );
      });
      side.querySelector(".next-box").style.visibility = next.length ? "" : "hidden";
      side.querySelector(".puyo-buttons").classList.toggle("off", !state.humanTurn);
    },
    hud(state) {
      const { obs } = state;
      const out = [
        ["Score", obs.score ?? 0],
        ["Chain", obs.chain ?? 0],
        ["Largest chain", obs.maxChain ?? 0],
      ];
      if (obs.pairs !== undefined) out.push(["Pairs", obs.pairs]);
      return out;
    },
    reset() {
      ui.reset?.();
    },
    destroy() {
      wrap.remove();
    },
  };
}
