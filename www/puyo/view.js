// Puyo Puyo board, drawn from the observation: `board` (rows x cols, row 0 top; 0 empty,
// 1.. colours), `rows`, `cols`, `pair` [centre, second], `next` (next and next-next pairs),
// `score`, `chain`, `maxChain`, `hiddenRows` (dimmed), `deathCell` (marked ✕), and during a chain
// animation `popping` (a Set of cells about to pop). The falling pair is shown above the board where the player is
// aiming it; every colour has a glyph too, so no one needs to tell colours apart.

import { Grid, fitCell, paint, cellName } from "../grid.js";
import { t } from "../i18n/index.js";

/** Glyph of each colour (1..5): colour-blind players read the shape. */
export const GLYPHS = ["", "●", "▲", "■", "◆", "★"];
/** Names of the colours, for screen readers (keys of the dictionary). */
const COLOURS = ["empty", "red", "blue", "yellow", "green", "purple"];
/** The name of colour `v` in the page's language (the number itself when unknown). */
const colourName = (v) => (COLOURS[v] ? t(`games.puyo.colour.${COLOURS[v]}`) : String(v));
/** Column offset of the second puyo for each rotation (0 right, 1 above, 2 left, 3 below). */
export const DX = [1, 0, -1, 0];

/** The least cell (CSS px) a Puyo board stays playable and readable at. */
export const LEAST_CELL = 25;

/** The cell that fits `avail` ({w, h}) for a `rows` x `cols` field (the side column and the pair above take the rest). */
export function cellFor(avail, rows, cols) {
  return fitCell({ w: avail.w - 190, h: avail.h }, rows, cols, 22, 50, 2.3);
}

/** Creates the view in `root`; `ui` holds the aim ({x, rot}) that the input module moves. */
export function createView(root, ui) {
  let lastShape = null; // {rows, cols} of the field last drawn
  const wrap = document.createElement("div");
  wrap.className = "puyo-wrap";
  const left = document.createElement("div");
  left.className = "puyo-main";
  const side = document.createElement("div");
  side.className = "puyo-side";
  wrap.append(left, side);
  root.append(wrap);
  // The falling pair is a picture (its cells are not read one by one); the field is one Tab stop
  // whose keys move the pair (the page forwards them to input.js).
  const preview = new Grid(left, "puyo preview", { role: "img", label: t("games.puyo.fallingPair") });
  const board = new Grid(left, "puyo field", { nav: false, coords: true, label: t("games.puyo.field") });
  side.innerHTML = `
    <div class="next-box"><h3>${t("games.puyo.next")}</h3><div class="next n1"></div><div class="next n2"></div></div>
    <div class="puyo-buttons">
      <button type="button" data-puyo="ccw" title="${t("games.puyo.rotateLeft")}">⟲ Z</button>
      <button type="button" data-puyo="cw" title="${t("games.puyo.rotateRight")}">⟳ X</button>
      <button type="button" data-puyo="left" title="${t("games.puyo.moveLeft")}">←</button>
      <button type="button" data-puyo="right" title="${t("games.puyo.moveRight")}">→</button>
      <button type="button" data-puyo="drop" class="wide" title="${t("games.puyo.dropTitle")}">${t("games.puyo.drop")} ↓</button>
    </div>
    <p class="keys">${t("games.puyo.keys")}</p>`;
  const nextEls = [side.querySelector(".n1"), side.querySelector(".n2")];

  return {
    draw(state) {
      const { obs } = state;
      const { rows, cols } = obs;
      lastShape = { rows, cols };
      const size = cellFor(state.avail, rows, cols);
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
        paint(el, GLYPHS[v] ?? "?", cls);
      });
      const falling = aim ? t("games.puyo.pairOver", { a: colourName(obs.pair[0]), b: colourName(obs.pair[1]), col: aim.x + 1 }) : t("games.puyo.noPair");
      if (preview.el.getAttribute("aria-label") !== falling) preview.el.setAttribute("aria-label", falling);

      // The field.
      const plan = state.animating || state.terminal ? null : state.plan;
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
        // An agent's plan (state.plan, see play/plan.js): its pair as faded ghosts where they
        // will land, and a ring on every puyo the move will pop.
        const ghost = plan && !v ? plan.landed[i] : 0;
        let text = v ? GLYPHS[v] ?? String(v) : i === death ? "✕" : "";
        let label = `${cellName(i, cols)}: ${colourName(v)}`;
        if (ghost) {
          cls += ` puyo ghost c${ghost}`;
          text = GLYPHS[ghost] ?? "?";
          label = `${cellName(i, cols)}: ${colourName(ghost)} (${t("think.ghost")})`;
        }
        if (plan?.pops.has(i)) {
          cls += " will-pop";
          label += ` (${t("think.pops")})`;
        }
        paint(el, text, cls, label);
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
    /** Whether a cell of at least LEAST_CELL fits `avail` (play/fit.js gives way until it does). */
    roomy(avail) {
      return !lastShape || cellFor(avail, lastShape.rows, lastShape.cols) >= LEAST_CELL;
    },
    /** The least height (CSS px) the board's space needs for LEAST_CELL (play/draw.js keeps it). */
    leastHeight() {
      return lastShape ? Math.ceil(LEAST_CELL * (lastShape.rows + 2.3) + 16) : 0;
    },
    hud(state) {
      const { obs } = state;
      const out = [
        [t("games.puyo.hud.score"), obs.score ?? 0],
        [t("games.puyo.hud.chain"), obs.chain ?? 0],
        [t("games.puyo.hud.largest"), obs.maxChain ?? 0],
      ];
      // With a pair limit (a game agents play alone: unattended.js) the count says where it ends.
      const limit = Number(state.options?.maxPairs) || 0;
      if (obs.pairs !== undefined) out.push([t("games.puyo.hud.pairs"), limit ? `${obs.pairs} / ${limit}` : obs.pairs]);
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
