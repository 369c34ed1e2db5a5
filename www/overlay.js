// Turns an agent's explanation into something a student can read on each cell: a colour (a heat
// 0..1 on one ramp), a label of at most 3 characters, and a full sentence (shown on hover or
// focus, and read by screen readers). Knows the explanation fields the engine's agents give: mine
// `probabilities` (Minesweeper solver; with `exact` beside them for a learned net), minimax `values`, MCTS `visits` and `winRate`; a `why`
// text is shown as it is, a sentence of its own. Whose estimate it is comes from `who` (the name
// of the player to move, for whom every agent here explains). Pure apart from t().

import { t, tOr, formatNumber, language } from "./i18n/index.js";
import { explainKey } from "./i18n/lookup.js";

/**
 * A share of a whole in at most 3 characters: "41%", "<1" (more than nothing, under 0.5 %),
 * "0%" (nothing), "100" (all; "100%" would be 4), "" when the whole is not positive.
 */
export function shareLabel(part, whole) {
  if (!(whole > 0) || !Number.isFinite(part)) return "";
  const p = (100 * part) / whole;
  if (p <= 0) return "0%";
  if (p < 0.5) return "<1";
  const r = Math.round(p);
  return r >= 100 ? "100" : `${r}%`;
}

/** WCAG relative luminance of [r, g, b] in 0..255. */
export function luminanceOf([r, g, b]) {
  const lin = (v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** [r, g, b] in 0..255 of a colour of hue `h` (degrees), saturation `s` and lightness `l` (0..1). */
function hsl(h, s, l) {
  const k = (n) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n) => l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return [f(0), f(8), f(4)].map((v) => Math.round(v * 255));
}

/** Luminance at the light (heat 0) and dark (heat 1) ends of the ramp. */
export const RAMP_ENDS = [0.9, 0.028];
const rampCache = new Map();

/**
 * The ramp's colour for `heat` in 0..1 ("#rrggbb"): pale yellow through orange and red to dark
 * purple, its luminance falling geometrically, so any two heats 0.18 apart differ by the same
 * clear contrast (about 1.57:1) wherever they lie. Heats are rounded to hundredths.
 */
export function rampColor(heat) {
  const h = Math.round(Math.max(0, Math.min(1, Number.isFinite(heat) ? heat : 0)) * 100) / 100;
  const hit = rampCache.get(h);
  if (hit) return hit;
  const [hi, lo] = RAMP_ENDS;
  // Geometric in luminance + 0.05 (what WCAG contrast divides): equal contrast per step.
  const target = (hi + 0.05) * ((lo + 0.05) / (hi + 0.05)) ** h - 0.05;
  const hue = 55 - 85 * h; // 55° yellow -> -30° (330°) crimson-purple
  let a = 0;
  let b = 1;
  for (let k = 0; k < 30; k++) {
    const m = (a + b) / 2;
    if (luminanceOf(hsl((hue + 360) % 360, 0.85, m)) < target) a = m;
    else b = m;
  }
  const out = "#" + hsl((hue + 360) % 360, 0.85, (a + b) / 2).map((v) => v.toString(16).padStart(2, "0")).join("");
  rampCache.set(h, out);
  return out;
}

/** The text colour that reads on `heat`'s ramp colour: dark ink on light, white on dark. */
export function rampInk(heat) {
  const [hi, lo] = RAMP_ENDS;
  const lum = (hi + 0.05) * ((lo + 0.05) / (hi + 0.05)) ** Math.max(0, Math.min(1, heat)) - 0.05;
  // Whichever of black and white gives more contrast (at least 4.58:1 on any colour).
  return (lum + 0.05) / 0.05 >= 1.05 / (lum + 0.05) ? "#000000" : "#ffffff";
}

/** A percentage in the current language ("54 %" or "54%"), from a fraction 0..1. */
const pct = (x) => formatNumber(x, { style: "percent", maximumFractionDigits: 0 });

/**
 * The per-cell overlay of explanation `e` for a board of `n` cells, or null.
 * `who` names the player to move (whose estimate it is); `by` whose search it is (a hint agent on
 * a human's turn), used where the legend says who searched.
 * @returns {{kind: string, legend: {title: string, kind: string, low?: string, high?: string},
 *   cells: Array<{heat: number, label: string, tip: string, sign?: number, sub?: string, miss?: boolean}|null>}|null}
 */
export function cellOverlay(e, n, who = "", by = who) {
  if (!e) return null;
  const fits = (a) => a && typeof a !== "string" && typeof a.length === "number" && a.length === n;
  if (fits(e.probabilities) && fits(e.exact)) {
    // A learned agent's chances beside the exact ones (Minesweeper `neural`): the net's in the
    // label, the exact one as `sub`, and `miss` where they are 25 points or more apart.
    return {
      kind: "probabilities",
      legend: { kind: "ramp", title: t("think.legend.netVsExact"), low: t("think.legend.safe"), high: t("think.legend.mine") },
      cells: Array.from(e.probabilities, (p, i) => {
        if (!(Number.isFinite(p) && p >= 0)) return null;
        const x = Number(e.exact[i]);
        if (!Number.isFinite(x)) return { heat: Math.min(1, p), label: shareLabel(p, 1), tip: t("think.tip.mine", { pct: pct(p) }) };
        const miss = Math.abs(p - x) >= 0.25;
        const tip = t("think.tip.netVsExact", { net: pct(p), exact: pct(x) }) + (miss ? ` (${t("think.tip.netMiss")})` : "");
        return { heat: Math.min(1, p), label: shareLabel(p, 1), sub: shareLabel(x, 1), miss, tip };
      }),
    };
  }
  if (fits(e.probabilities)) {
    return {
      kind: "probabilities",
      legend: { kind: "ramp", title: t("think.legend.mines"), low: t("think.legend.safe"), high: t("think.legend.mine") },
      cells: Array.from(e.probabilities, (p) =>
        Number.isFinite(p) && p >= 0 ? { heat: Math.min(1, p), label: shareLabel(p, 1), tip: t("think.tip.mine", { pct: pct(p) }) } : null,
      ),
    };
  }
  if (fits(e.visits)) {
    const visits = Array.from(e.visits, Number);
    const total = visits.reduce((a, v) => a + (v > 0 ? v : 0), 0);
    const max = Math.max(1, ...visits);
    return {
      kind: "visits",
      legend: { kind: "ramp", title: t("think.legend.visits", { who: by }), low: t("think.legend.few"), high: t("think.legend.most") },
      cells: visits.map((v) =>
        v > 0 ? { heat: v / max, label: shareLabel(v, total), tip: t("think.tip.visits", { pct: pct(v / total), n: v }) } : null,
      ),
    };
  }
  if (fits(e.values)) {
    const word = { 1: "win", 0: "draw", "-1": "loss" };
    return {
      kind: "values",
      legend: { kind: "values", title: t("think.legend.values", { who }) },
      cells: Array.from(e.values, (v) => {
        if (!Number.isFinite(v)) return null;
        const sign = Math.sign(v);
        return { heat: (sign + 1) / 2, sign, label: t(`think.${word[sign]}`), tip: t(`think.tip.${word[sign]}`, { who }) };
      }),
    };
  }
  return null;
}

/** The set of cells an explanation lists under `name` (e.g. the solver's `safe` or `mines`). */
export function cellSet(e, name) {
  const a = e?.[name];
  if (a && typeof a.length === "number" && typeof a !== "string") return new Set(Array.from(a, Number));
  return new Set();
}

/** Explanation fields that name an action (shown in words). */
const ACTION_KEYS = new Set(["best", "plannedAction", "action"]);
/** Fields drawn on the board, too technical for the sentence, or only there to word `why`. */
const SKIP = new Set(["beamWidth", "targetBoard", "priors", "scores", "safe", "mines", "whyKind", "whyLayouts", "whyWin", "whySafety"]);
/** Fields with a sentence of their own in the dictionary (think.f.<key>). */
const KNOWN = new Set(["playouts", "bestScore", "expectedChain", "potentialChain", "firesNow", "firesSoon", "chain", "score"]);

/** An explanation key in words: "winRate" -> "win rate" (translated by key, `explain.<key>`). */
const words = (key) => explainKey(key, key.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase());

/** The solver's reason, translated by its kind and numbers when the explanation carries them. */
function reason(e) {
  if (typeof e.whyKind === "string" && language() !== "en") {
    const vars = {};
    if (Number.isFinite(e.whyLayouts)) vars.layouts = Math.round(e.whyLayouts);
    if (Number.isFinite(e.whyWin)) vars.win = pct(e.whyWin);
    if (Number.isFinite(e.whySafety)) vars.safety = pct(e.whySafety);
    return tOr(`explain.why.${e.whyKind}`, e.why, vars);
  }
  return e.why;
}

/**
 * The explanation `e` as a sentence of its plain fields ("X's chance to win: 54 %", "chain it aims for: 5"). `describe(action)` puts a
 * move in words; `who` names the player to move.
 */
export function explainText(e, n, describe, who = "") {
  const parts = [];
  // The per-cell overlay's legend sits beside the board (play/thinkbar.js); `n` is kept for callers.
  void n;
  for (const [k, v] of Object.entries(e)) {
    if (SKIP.has(k)) continue;
    if (k === "why" && typeof v === "string") parts.push(reason(e));
    else if (k === "winRate" && typeof v === "number") parts.push(t("think.winRate", { who, pct: pct(v) }));
    else if (ACTION_KEYS.has(k) && Number.isInteger(v)) {
      if (v >= 0 && describe) parts.push(t("think.f.best", { move: describe(v) }));
    } else if (KNOWN.has(k) && typeof v === "boolean") {
      if (v) parts.push(t(`think.f.${k}`));
    } else if (KNOWN.has(k) && typeof v === "number") parts.push(t(`think.f.${k}`, { n: Math.round(v) }));
    else if (typeof v === "number") parts.push(`${words(k)}: ${formatNumber(v, { maximumFractionDigits: 2 })}`);
    else if (typeof v === "boolean") parts.push(`${words(k)}: ${t(v ? "play.yes" : "play.no")}`);
    else if (typeof v === "string") parts.push(`${words(k)}: ${v}`);
  }
  return parts.length ? t("think.prefix") + " " + parts.join(" · ") : "";
}
