// Pure helpers of a student's learner (api.md "Your own learner"), shared by the sandbox and its
// owners: the seed of each training episode, the check of what learn() returns, and the check of
// what save() returns. No engine, no DOM; unit-tested in tests/js/learner.test.js.

/** The most characters of save()'s JSON the page keeps (localStorage holds about 5 MB in all). */
export const MAX_SAVE_CHARS = 2_000_000;

/** The most numbers one learn() call may report (each becomes a line on the curve). */
export const MAX_VALUES = 8;

const MASK = 0xffffffffffffffffn;

/**
 * The game seed of training episode `episode` (1, 2, ...) of a run seeded `runSeed`: splitmix64 of
 * the pair, as a whole number below 2^53 (the engine's seeds). The same run seed, the same games.
 */
export function episodeSeed(runSeed, episode) {
  let z = (BigInt(Math.trunc(runSeed)) * 0x9e3779b97f4a7c15n + BigInt(Math.trunc(episode)) * 0xbf58476d1ce4e5b9n + 0x94d049bb133111ebn) & MASK;
  z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & MASK;
  z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & MASK;
  z ^= z >> 31n;
  return Number(z & 0x1fffffffffffffn);
}

/**
 * A short, language-neutral picture of any value, as code would write it: `null`, `"3"`, `2.5`,
 * `[1, 2, …]`, `function`, `{…}`. Used in messages in every language.
 */
export function literalOf(value) {
  if (value === null) return "null";
  if (value === undefined) return "undefined";
  if (typeof value === "string") return JSON.stringify(value.length > 30 ? value.slice(0, 30) + "…" : value);
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (typeof value === "bigint") return `${value}n`;
  if (typeof value === "function") return "function";
  if (Array.isArray(value)) return value.length ? `[${value.slice(0, 3).map(literalOf).join(", ")}${value.length > 3 ? ", …" : ""}]` : "[]";
  if (ArrayBuffer.isView(value)) return `${value.constructor?.name ?? "TypedArray"}(${value.length})`;
  return "{…}";
}

/**
 * What learn() returned, checked: nothing (`undefined`/`null`: no numbers this episode) or a plain
 * object whose values are numbers. Returns `{values}` (an object of finite numbers, or null) or
 * `{bad}` (the literal of what was wrong, for the stop message). Non-finite numbers are left out.
 */
export function checkLearnValues(value) {
  if (value === undefined || value === null) return { values: null };
  if (typeof value !== "object" || Array.isArray(value) || ArrayBuffer.isView(value)) return { bad: literalOf(value) };
  const values = {};
  let count = 0;
  for (const [key, v] of Object.entries(value)) {
    if (typeof v !== "number" && typeof v !== "boolean") return { bad: `{${key}: ${literalOf(v)}}` };
    count += 1;
    if (count > MAX_VALUES) return { bad: `{… ${count} keys}` };
    const n = Number(v);
    if (Number.isFinite(n)) values[key] = n;
  }
  return { values };
}

/**
 * save()'s value as JSON text, or why it cannot be kept: `{text}` or `{unsaveable, why}` where
 * `why` is "cycle", "function", "notFinite", "bigint", "undefined", "map" (a Map or Set, which JSON
 * would silently empty) or "tooLarge". Typed arrays
 * become plain arrays (load() gets arrays back).
 */
export function saveText(value) {
  let why = null;
  const seen = new Set();
  function check(v, depth) {
    if (why) return;
    if (v === undefined) why = "undefined";
    else if (typeof v === "function" || typeof v === "symbol") why = "function";
    else if (typeof v === "bigint") why = "bigint";
    else if (typeof v === "number" && !Number.isFinite(v)) why = "notFinite";
    else if (v instanceof Map || v instanceof Set) why = "map";
    else if (v && typeof v === "object") {
      if (seen.has(v) || depth > 100) {
        why = "cycle";
        return;
      }
      seen.add(v);
      const items = ArrayBuffer.isView(v) ? Array.from(v) : Array.isArray(v) ? v : Object.values(v);
      for (const item of items) check(item, depth + 1);
      seen.delete(v);
    }
  }
  check(value, 0);
  if (why) return { unsaveable: literalOf(value), why };
  const text = JSON.stringify(value, (_k, v) => (ArrayBuffer.isView(v) ? Array.from(v) : v));
  if (text.length > MAX_SAVE_CHARS) return { unsaveable: literalOf(value), why: "tooLarge" };
  return { text };
}
