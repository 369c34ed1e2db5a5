// A board of square cells as DOM buttons (one per cell, `data-cell` = row * cols + col), reused
// between draws; sized to fit the space the page gives it. Buttons make every cell clickable,
// tappable and reachable by keyboard and screen readers.

/**
 * The cell size in CSS pixels that fits `rows` x `cols` cells (plus `extraRows` of the same
 * size) into `avail`, within [min, max]; `gap` is the space between cells, `frame` the border
 * and padding around the grid.
 */
export function fitCell(avail, rows, cols, min, max, extraRows = 0, gap = 0, frame = 16) {
  const w = Math.floor((avail.w - frame - gap * (cols - 1)) / cols);
  const h = Math.floor((avail.h - frame - gap * (rows - 1)) / (rows + extraRows));
  return Math.max(min, Math.min(max, w, h));
}

/** A grid of cell buttons inside `root`. */
export class Grid {
  /** @param root the element the grid lives in. @param className extra class for the grid. */
  constructor(root, className = "") {
    this.el = document.createElement("div");
    this.el.className = `grid ${className}`;
    root.append(this.el);
    this.rows = 0;
    this.cols = 0;
    this.cells = [];
  }

  /** Makes sure there are `rows` x `cols` cells of `size` px; returns the cell elements. */
  ensure(rows, cols, size) {
    if (rows !== this.rows || cols !== this.cols) {
      this.rows = rows;
      this.cols = cols;
      this.cells = [];
      const frag = document.createDocumentFragment();
      for (let i = 0; i < rows * cols; i++) {
        const b = document.createElement("button");
        b.type = "button";
        b.className = "cell";
        b.dataset.cell = String(i);
        b.dataset.row = String(Math.floor(i / cols));
        b.dataset.col = String(i % cols);
        this.cells.push(b);
        frag.append(b);
      }
      this.el.replaceChildren(frag);
      this.el.style.gridTemplateColumns = `repeat(${cols}, var(--cell))`;
      this.el.style.gridTemplateRows = `repeat(${rows}, var(--cell))`;
    }
    this.el.style.setProperty("--cell", `${size}px`);
    return this.cells;
  }

  /** Removes the grid. */
  destroy() {
    this.el.remove();
  }
}

/** Cell `i` of a grid `cols` wide in words, for people and screen readers: "row 2, column 3". */
export function cellName(i, cols) {
  return `row ${Math.floor(i / cols) + 1}, column ${(i % cols) + 1}`;
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
