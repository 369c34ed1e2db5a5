// The learning curve on a canvas: one band per evaluation opponent (wins, draws and losses as
// stacked shares from 0 to 100 %, episodes across), one band per line (a number a learner
// reports, each on its own axis: a student learner's learn() numbers, a one-player game's own
// play) and, for learners that report one, the training loss as a line. Scaling and ticks come from curve.js; the words from the caller.
// The HTML legend and the text summary beside the canvas say the same in words.

import { scaleLinear, niceTicks, extent } from "./curve.js";

/** Colours (Okabe-Ito): wins bluish green, draws orange, losses vermillion, loss line blue; a trend's band and raw dots faint. */
export const COLORS = { win: "#009e73", draw: "#e69f00", loss: "#d55e00", line: "#0072b2", grid: "#d9dde3", ink: "#1f2933", muted: "#52606d", band: "rgba(0, 158, 115, 0.16)", raw: "rgba(31, 41, 51, 0.45)" };

const BANDS = { band: 78, loss: 64 }; // css px per opponent band, per line or loss band
const COMPACT = { band: 44, loss: 40 }; // the same in a short panel (stacked under the Code panel)
const GAP = 18; // css px above each band for its title
const AXIS_H = 36; // css px under the last band for the episode ticks and the axis's name
const MIN_LEFT = 42; // css px for the y labels, at least (wider when a label needs it)

/**
 * The css px left of the plot: room for the widest of `labels` (as `measure` gives its width)
 * and a small gap, and never less than MIN_LEFT, so that no y label is cut at the canvas's edge.
 */
export function leftMargin(labels, measure) {
  return Math.max(MIN_LEFT, Math.ceil(Math.max(0, ...labels.map(measure))) + 6);
}

/**
 * Under a trend line (curve.js trendLine points {x, y, raw, lo?, hi?}): its 95 % band, faint and
 * clipped to the plot `box`, and each measurement as a faint dot.
 */
function drawTrendBackdrop(g, points, xOf, yOf, box) {
  g.save();
  g.beginPath();
  g.rect(box.left, box.top, box.width, box.height);
  g.clip();
  const banded = points.filter((p) => Number.isFinite(p.lo) && Number.isFinite(p.hi));
  if (banded.length > 1) {
    g.fillStyle = COLORS.band;
    g.beginPath();
    banded.forEach((p, i) => (i ? g.lineTo(xOf(p.x), yOf(p.hi)) : g.moveTo(xOf(p.x), yOf(p.hi))));
    for (let i = banded.length - 1; i >= 0; i -= 1) g.lineTo(xOf(banded[i].x), yOf(banded[i].lo));
    g.closePath();
    g.fill();
  }
  g.fillStyle = COLORS.raw;
  for (const p of points) if (Number.isFinite(p.raw)) g.fillRect(xOf(p.x) - 1.5, yOf(p.raw) - 1.5, 3, 3);
  g.restore();
}

/**
 * Draws onto `canvas` (its CSS width is kept; its height is set here).
 * @param {HTMLCanvasElement} canvas
 * @param {object} data
 * @param {Array<{opponent, points: Array<{x, win, draw, loss}>}>} data.series from curveSeries()
 * @param {Array<{title, points: Array<{x, y, raw?, lo?, hi?}>, percent?, trend?}>} [data.lines] more
 *   numbers, a band each; a `trend` line (curve.js trendLine) also shows its measurements as faint
 *   dots and its 95 % band
 * @param {Array<{x, loss}>} data.losses the training loss per slice (may be empty)
 * @param {number} data.maxX episodes trained so far (the x range's end)
 * @param {(id: string) => string} data.title a band's title from the opponent id
 * @param {string} data.lossTitle the loss band's title
 * @param {(n: number) => string} data.format numbers for the ticks
 * @param {string} [data.xTitle] the x axis's name under its ticks ("episodes trained")
 * @param {boolean} [data.compact] shorter bands, for a short panel
 */
export function drawCurve(canvas, { series, lines = [], losses, maxX, title, lossTitle, format, xTitle = "", compact = false }) {
  const { band: BAND_H, loss: LOSS_H } = compact ? COMPACT : BANDS;
  const bands = series.length + lines.length + (losses.length ? 1 : 0);
  const cssW = Math.max(200, Math.round(canvas.clientWidth || canvas.parentElement?.clientWidth || 280));
  const cssH = Math.max(1, bands) * GAP + series.length * BAND_H + (lines.length + (losses.length ? 1 : 0)) * LOSS_H + AXIS_H + (bands ? 0 : BAND_H);
  const ratio = globalThis.devicePixelRatio || 1;
  canvas.style.height = `${cssH}px`;
  canvas.width = Math.round(cssW * ratio);
  canvas.height = Math.round(cssH * ratio);
  const g = canvas.getContext("2d");
  if (!g) return;
  g.setTransform(ratio, 0, 0, ratio, 0, 0);
  g.clearRect(0, 0, cssW, cssH);
  g.font = "12px system-ui, sans-serif";
  const right = cssW - 8;
  const yLabels = ["100%"];
  for (const line of lines) if (!line.percent) yLabels.push(...extent(line.points.flatMap((p) => [p.y, p.raw ?? p.y])).map(format));
  if (losses.length) yLabels.push(...extent(losses.map((p) => p.loss)).map(format));
  const LEFT = leftMargin(yLabels, (text) => g.measureText(text).width);
  const ticks = niceTicks(Math.max(1, maxX), 4);
  const xOf = scaleLinear([0, ticks[ticks.length - 1]], [LEFT, right]);
  let top = 0;

  /** Writes a band's title at (LEFT, y), shrinking the type to fit the band's width. */
  function titleAt(text, y) {
    g.fillStyle = COLORS.ink;
    g.textAlign = "left";
    g.textBaseline = "alphabetic";
    let size = 12;
    g.font = `${size}px system-ui, sans-serif`;
    while (size > 9 && g.measureText(text).width > right - LEFT) {
      size -= 1;
      g.font = `${size}px system-ui, sans-serif`;
    }
    g.fillText(text, LEFT, y);
    g.font = "12px system-ui, sans-serif";
  }

  function frame(y0, h) {
    g.strokeStyle = COLORS.grid;
    g.lineWidth = 1;
    for (const tx of ticks) {
      const x = Math.round(xOf(tx)) + 0.5;
      g.beginPath();
      g.moveTo(x, y0);
      g.lineTo(x, y0 + h);
      g.stroke();
    }
    g.strokeRect(LEFT + 0.5, y0 + 0.5, right - LEFT, h);
  }

  for (const s of series) {
    const y0 = top + GAP;
    titleAt(title(s.opponent), y0 - 5);
    const yOf = scaleLinear([0, 1], [y0 + BAND_H, y0]);
    frame(y0, BAND_H);
    const pts = s.points;
    if (pts.length) {
      // Stacked from the bottom: wins, then draws, then losses (which reach the top).
      const layers = [
        ["win", (p) => p.win],
        ["draw", (p) => p.win + p.draw],
        ["loss", (p) => p.win + p.draw + p.loss],
      ];
      let below = () => 0;
      for (const [name, upTo] of layers) {
        g.fillStyle = COLORS[name];
        g.beginPath();
        pts.forEach((p, i) => (i ? g.lineTo(xOf(p.x), yOf(upTo(p))) : g.moveTo(xOf(p.x), yOf(upTo(p)))));
        if (pts.length === 1) g.lineTo(xOf(pts[0].x) + 3, yOf(upTo(pts[0])));
        for (let i = pts.length - 1; i >= 0; i -= 1) g.lineTo(xOf(pts[i].x) + (pts.length === 1 ? 3 : 0), yOf(below(pts[i])));
        if (pts.length === 1) g.lineTo(xOf(pts[0].x), yOf(below(pts[0])));
        g.closePath();
        g.fill();
        below = upTo;
      }
      // The points as measured, as dots on the wins/draws border (the areas are their trend).
      g.fillStyle = COLORS.ink;
      for (const p of pts) g.fillRect(xOf(p.x) - 1.5, yOf((p.raw ?? p).win + (p.raw ?? p).draw) - 1.5, 3, 3);
    }
    g.fillStyle = COLORS.muted;
    g.textAlign = "right";
    g.textBaseline = "middle";
    g.fillText("100%", LEFT - 3, y0 + 5);
    g.fillText("0", LEFT - 3, y0 + BAND_H - 4);
    top = y0 + BAND_H;
  }

  for (const line of lines) {
    const y0 = top + GAP;
    titleAt(line.title, y0 - 5);
    frame(y0, LOSS_H);
    const [lo, hi] = line.percent ? [0, 1] : extent(line.points.flatMap((p) => [p.y, p.raw ?? p.y]));
    const yOf = scaleLinear([lo, hi], [y0 + LOSS_H - 2, y0 + 2]);
    if (line.trend) drawTrendBackdrop(g, line.points, xOf, yOf, { left: LEFT, top: y0, width: right - LEFT, height: LOSS_H });
    g.strokeStyle = COLORS.win;
    g.fillStyle = COLORS.win;
    g.lineWidth = 2;
    g.beginPath();
    line.points.forEach((p, i) => (i ? g.lineTo(xOf(p.x), yOf(p.y)) : g.moveTo(xOf(p.x), yOf(p.y))));
    g.stroke();
    if (!line.trend && line.points.length < 40) for (const p of line.points) g.fillRect(xOf(p.x) - 2, yOf(p.y) - 2, 4, 4);
    g.fillStyle = COLORS.muted;
    g.textAlign = "right";
    g.textBaseline = "middle";
    g.fillText(line.percent ? "100%" : format(hi), LEFT - 3, y0 + 6);
    g.fillText(line.percent ? "0" : format(lo), LEFT - 3, y0 + LOSS_H - 4);
    top = y0 + LOSS_H;
  }

  if (losses.length) {
    const y0 = top + GAP;
    titleAt(lossTitle, y0 - 5);
    frame(y0, LOSS_H);
    // The loss on its own axis, from its lowest to its highest value (a negative loss, such as
    // a learner's minus-score, reads the right way up).
    const [lo, hi] = extent(losses.map((p) => p.loss));
    const yOf = scaleLinear([lo, hi], [y0 + LOSS_H - 2, y0 + 2]);
    g.strokeStyle = COLORS.line;
    g.lineWidth = 2;
    g.beginPath();
    losses.forEach((p, i) => (i ? g.lineTo(xOf(p.x), yOf(p.loss)) : g.moveTo(xOf(p.x), yOf(p.loss))));
    g.stroke();
    g.fillStyle = COLORS.muted;
    g.textAlign = "right";
    g.textBaseline = "middle";
    g.fillText(format(hi), LEFT - 3, y0 + 6);
    g.fillText(format(lo), LEFT - 3, y0 + LOSS_H - 4);
    top = y0 + LOSS_H;
  }
  if (!bands) top = BAND_H;

  g.fillStyle = COLORS.muted;
  g.textBaseline = "top";
  ticks.forEach((tx, i) => {
    g.textAlign = i === 0 ? "left" : i === ticks.length - 1 ? "right" : "center";
    g.fillText(format(tx), xOf(tx), top + 4);
  });
  // The axis's name, under the ticks at the right (where the episodes grow).
  if (xTitle) {
    g.textAlign = "right";
    g.fillText(xTitle, right, top + 19);
  }
}

/** The curve's height in css px for `bands` counts ({series, lines}) (tests: the axis's name fits). */
export function curveHeight({ series = 0, lines = 0, compact = false }) {
  const { band, loss } = compact ? COMPACT : BANDS;
  const bands = series + lines;
  return Math.max(1, bands) * GAP + series * band + lines * loss + AXIS_H + (bands ? 0 : band);
}
