// Best Minesweeper times, one per board size and mine count, kept in the browser (localStorage).
// Pure apart from the storage object passed in (tests give a Map-like stand-in).

/** localStorage key of the table {"9x9/10": seconds, ...}. */
export const BEST_KEY = "playground.minesweeper.best";

/** The key of a board's size in the table: "rows x cols / mines" ("16x30/99"). */
export function sizeKey(obs) {
  return `${obs.rows}x${obs.cols}/${obs.mines}`;
}

/** The table in `storage` (an empty one when missing or unreadable). */
function readTable(storage) {
  try {
    const v = JSON.parse(storage?.getItem(BEST_KEY) ?? "{}");
    return v && typeof v === "object" && !Array.isArray(v) ? v : {};
  } catch {
    return {};
  }
}

/** The best time in whole seconds for size `key`, or null when none is kept. */
export function bestTime(storage, key) {
  const v = readTable(storage)[key];
  return Number.isFinite(v) && v >= 0 ? v : null;
}

/**
 * Records a won game of `seconds` (rounded down to whole seconds) for size `key`; returns true
 * when it is a new best (then it is kept). A storage that refuses writes keeps nothing.
 */
export function recordTime(storage, key, seconds) {
  if (!Number.isFinite(seconds) || seconds < 0) return false;
  const s = Math.floor(seconds);
  const old = bestTime(storage, key);
  if (old !== null && old <= s) return false;
  const table = readTable(storage);
  table[key] = s;
  try {
    storage?.setItem(BEST_KEY, JSON.stringify(table));
  } catch {
    return false;
  }
  return true;
}
