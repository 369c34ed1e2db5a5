// Turns an agent's explanation into something to draw on each cell: a heat (0..1) and a short
// label. Knows the explanation fields the engine's agents give: mine `probabilities`
// (Minesweeper solver), minimax `values`, MCTS `visits` and `winRate`; a `why` text is shown as
// it is, a sentence of its own.

/**
 * @returns {{kind: string, legend: string, cells: Array<{heat: number, label: string, sign?: number}|null>}|null} for an
 * explanation with a per-cell array of length `n`, or null.
 */
export function cellOverlay(e, n) {
  if (!e) return null;
  const fits = (a) => a && typeof a.length === "number" && a.length === n;
  if (fits(e.probabilities)) {
    return {
      kind: "probabilities",
      legend: "Numbers are the chance of a mine under each hidden cell.",
      cells: Array.from(e.probabilities, (p) =>
        Number.isFinite(p) && p >= 0 ? { heat: p, label: `${Math.round(p * 100)}%` } : null,
      ),
    };
  }
  if (fits(e.visits)) {
    const max = Math.max(1, ...e.visits);
    const rate = fits(e.winRate) ? e.winRate : null;
    return {
      kind: "visits",
      legend: "Darker = searched more: how often the tree search tried each move.",
      cells: Array.from(e.visits, (v, i) =>
        v > 0 ? { heat: v / max, label: rate && Number.isFinite(rate[i]) ? `${Math.round(rate[i] * 100)}%` : String(v) } : null,
      ),
    };
  }
  if (fits(e.values)) {
    return {
      kind: "values",
      legend: "Values for the player to move: +1 win, 0 draw, −1 loss with perfect play.",
      cells: Array.from(e.values, (v) =>
        Number.isFinite(v) ? { heat: (v + 1) / 2, label: v > 0 ? `+${fmt(v)}` : fmt(v), sign: Math.sign(v) } : null,
      ),
    };
  }
  return null;
}

function fmt(v) {
  return Number.isInteger(v) ? String(v) : v.toFixed(2);
}

/** The set of cells an explanation lists under `name` (e.g. the solver's `safe` or `mines`). */
export function cellSet(e, name) {
  const a = e?.[name];
  if (a && typeof a.length === "number" && typeof a !== "string") return new Set(Array.from(a, Number));
  return new Set();
}

/** Explanation fields that name an action (shown in words). */
const ACTION_KEYS = new Set(["best", "plannedAction", "action"]);

/** An explanation key in words: "winRate" -> "win rate". */
const words = (key) => key.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();

/**
 * The plain numbers of explanation `e` as a line of text ("expected chain: 5"), after the legend
 * of its per-cell overlay (`n` cells) if it has one. `describe(action)` puts a move in words.
 */
export function explainText(e, n, describe) {
  const parts = [];
  const legend = n ? cellOverlay(e, n)?.legend : null;
  for (const [k, v] of Object.entries(e)) {
    if (k === "why" && typeof v === "string") parts.push(v);
    else if (ACTION_KEYS.has(k) && Number.isInteger(v) && v >= 0 && describe) parts.push(`${words(k)}: ${describe(v)}`);
    else if (typeof v === "number") parts.push(`${words(k)}: ${Number.isInteger(v) ? v : v.toFixed(3)}`);
    else if (typeof v === "string" || typeof v === "boolean") parts.push(`${words(k)}: ${v}`);
  }
  return [legend, parts.length ? "Agent thinking — " + parts.join(" · ") : ""].filter(Boolean).join(" ");
}
