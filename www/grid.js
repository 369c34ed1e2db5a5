// A board of square cells, reused between draws and sized to fit the space the page gives it.
// Keyboard and screen readers: the grid is one Tab stop (`role="grid"`, roving focus): arrow
// keys, Home/End and PageUp/PageDown move between cells, Enter or Space acts on the focused
// cell (as a click does). Each cell is `data-cell` = row * cols + col. A grid made with
// `{nav: false}` (Puyo's field) keeps the focus on itself and leaves the keys to the game.

import { t } from "./i18n/index.js";

export { fitCell } from "./play/layout.js";

/**
 * The cell that key `key` moves to from cell `i` on a `rows` x `cols` grid (the same cell at an
 * edge), or null for a key that does not move.
 */
export function moveIndex(i, key, rows, cols) {
  const r = Math.floor(i / cols);
  const c = i % cols;
  const at = (rr, cc) => Math.max(0, Math.min(rows - 1, rr)) * cols + Math.max(0, Math.min(cols - 1, cc));
  switch (key) {
    case "ArrowLeft":
      return at(r, c - 1);
    case "ArrowRight":
      return at(r, c + 1);
    case "ArrowUp":
      return at(r - 1, c);
    case "ArrowDown":
      return at(r + 1, c);
    case "Home":
      return at(r, 0);
    case "End":
      return at(r, cols - 1);
    case "PageUp":
      return at(0, c);
    case "PageDown":
      return at(rows - 1, c);
    default:
      return null;
  }
}

/** A grid of cells inside `root`. */
export class Grid {
  /**
   * @param root the element the grid lives in.
   * @param className extra classes for the grid.
   * @param opts {label: the grid's name for screen readers, nav: roving focus (default true),
   *   role: "grid" (default) or "img" (a picture: cells are not read one by one),
   *   coords: true to number the rows (left) and columns (top) from 1, as cellName() words them}.
   */
  constructor(root, className = "", opts = {}) {
    this.nav = opts.nav ?? true;
    this.role = opts.role ?? "grid";
    this.el = document.createElement("div");
    this.el.className = `grid ${className}`;
    this.el.setAttribute("role", this.role);
    if (opts.label) this.el.setAttribute("aria-label", opts.label);
    if (this.role === "grid" && !this.nav) this.el.tabIndex = 0;
    this.frame = null;
    if (opts.coords) {
      // Row and column numbers around the grid: a picture for the eye (screen readers hear
      // the same words in each cell's name).
      this.frame = document.createElement("div");
      this.frame.className = "coord-frame";
      this.top = document.createElement("div");
      this.top.className = "coords top";
      this.left = document.createElement("div");
      this.left.className = "coords left";
      for (const strip of [this.top, this.left]) strip.setAttribute("aria-hidden", "true");
      const corner = document.createElement("div");
      corner.className = "coords corner";
      this.frame.append(corner, this.top, this.left, this.el);
      root.append(this.frame);
    } else root.append(this.el);
    this.rows = 0;
    this.cols = 0;
    this.cells = [];
    this.active = 0;
    if (this.role === "grid" && this.nav) this.el.addEventListener("keydown", (e) => this.onKey(e));
    this.el.addEventListener("pointerdown", (e) => {
      const cell = e.target.closest?.("[data-cell]");
      if (cell && this.nav) this.setActive(Number(cell.dataset.cell), false);
    });
  }

  /** Makes sure there are `rows` x `cols` cells of `size` px; returns the cell elements. */
  ensure(rows, cols, size) {
    if (rows !== this.rows || cols !== this.cols) {
      const hadFocus = this.el.contains(document.activeElement);
      this.rows = rows;
      this.cols = cols;
      this.cells = [];
      const frag = document.createDocumentFragment();
      const picture = this.role !== "grid";
      for (let r = 0; r < rows; r++) {
        const row = document.createElement("div");
        row.className = "grid-row";
        if (!picture) row.setAttribute("role", "row");
        for (let c = 0; c < cols; c++) {
          const i = r * cols + c;
          const b = document.createElement("div");
          if (!picture) b.setAttribute("role", "gridcell");
          b.className = "cell";
          b.dataset.cell = String(i);
          b.dataset.row = String(r);
          b.dataset.col = String(c);
          if (this.nav && !picture) b.tabIndex = -1;
          this.cells.push(b);
          row.append(b);
        }
        frag.append(row);
      }
      this.el.replaceChildren(frag);
      this.el.style.gridTemplateColumns = `repeat(${cols}, var(--cell))`;
      this.el.style.gridTemplateRows = `repeat(${rows}, var(--cell))`;
      if (this.frame) this.labelCoords(rows, cols);
      if (this.nav && !picture) this.setActive(Math.min(this.active, rows * cols - 1), hadFocus);
    }
    this.el.style.setProperty("--cell", `${size}px`);
    this.frame?.style.setProperty("--cell", `${size}px`);
    return this.cells;
  }

  /** Writes the numbers 1..rows and 1..cols into the coordinate strips, spaced like the cells. */
  labelCoords(rows, cols) {
    const strip = (el, n) =>
      el.replaceChildren(
        ...Array.from({ length: n }, (_, k) => {
          const s = document.createElement("span");
          s.textContent = String(k + 1);
          return s;
        }),
      );
    strip(this.top, cols);
    strip(this.left, rows);
    // The strips copy the grid's gap, border and padding so each number sits over its cell.
    const cs = getComputedStyle(this.el);
    const gap = cs.columnGap === "normal" ? "0px" : cs.columnGap;
    const rowGap = cs.rowGap === "normal" ? "0px" : cs.rowGap;
    this.top.style.cssText = `grid-template-columns: repeat(${cols}, var(--cell)); column-gap: ${gap}; padding-left: calc(${cs.borderLeftWidth} + ${cs.paddingLeft})`;
    this.left.style.cssText = `grid-template-rows: repeat(${rows}, var(--cell)); row-gap: ${rowGap}; padding-top: calc(${cs.borderTopWidth} + ${cs.paddingTop})`;
  }

  /** Makes cell `i` the grid's Tab stop (and focuses it when `focus`). */
  setActive(i, focus = true) {
    const old = this.cells[this.active];
    if (old) old.tabIndex = -1;
    this.active = i;
    const cell = this.cells[i];
    if (!cell) return;
    cell.tabIndex = 0;
    if (focus) cell.focus();
  }

  /** Puts the keyboard focus on the grid (its active cell, or itself). */
  focus() {
    if (this.nav && this.role === "grid") this.setActive(this.active, true);
    else this.el.focus();
  }

  /** Arrow keys move the focus; Enter and Space act on the focused cell. */
  onKey(e) {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const from = Number(e.target.closest?.("[data-cell]")?.dataset.cell ?? this.active);
    const to = moveIndex(from, e.key, this.rows, this.cols);
    if (to !== null) {
      e.preventDefault();
      this.setActive(to, true);
    } else if (e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      this.cells[from]?.click();
    }
  }

  /** Removes the grid. */
  destroy() {
    this.el.remove();
    this.frame?.remove();
  }
}

/** Cell `i` of a grid `cols` wide in words, for people and screen readers: "row 2, column 3". */
export function cellName(i, cols) {
  return t("games.cell", { row: Math.floor(i / cols) + 1, col: (i % cols) + 1 });
}

/** Sets an element's text and class list only when they changed (cheap redraws). */
export function paint(el, text, className, label) {
  if (el.textContent !== text) el.textContent = text;
  if (el.className !== className) el.className = className;
  if (label !== undefined && el.getAttribute("aria-label") !== label) el.setAttribute("aria-label", label);
}

/** Calls `onCell(index, event)` for clicks on a cell of `root`; returns a function that detaches. */
export function onCellClick(root, onCell) {
  const handler = (e) => {
    const cell = e.target.closest?.("[data-cell]");
    if (cell && root.contains(cell)) onCell(Number(cell.dataset.cell), e);
  };
  root.addEventListener("click", handler);
  return () => root.removeEventListener("click", handler);
}
