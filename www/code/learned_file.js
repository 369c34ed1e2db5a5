// What a learner learned, carried inside its program's file: a downloaded file ends with one
// comment line holding save()'s JSON (and, when the Learn panel saved it, the run's curve and
// settings: learn/saved_curve.js), and loading the file gives it back, so a saved learner plays
// and shows its curve after a reload or on another computer without training again. Pure;
// tests/js/learner.test.js, tests/js/saved_curve.test.js.
//
//   withLearned(source, "js", {text, episodes, curve?, lines?, settings?}) -> source + "\n// playground-learned {...}\n"
//   splitLearned(fileText) -> {source, learned: {text, episodes, curve?, lines?, settings?} | null, error?}
//   `error` ({kind: "badLearned" | "badCurve", why}) when the last line is ours but damaged.

import { readCurve } from "../learn/saved_curve.js";

/** The marker that starts the comment line. */
export const MARK = "playground-learned ";

const COMMENT = { js: "// ", python: "# " };

/** `source` with `learned` ({text, episodes}) appended as its last line (replacing an earlier one). */
export function withLearned(source, language, learned) {
  const base = splitLearned(source).source.replace(/\s+$/, "");
  if (!learned) return base + "\n";
  const kept = learned.curve || learned.lines || learned.settings ? { curve: learned.curve ?? [], lines: learned.lines ?? [], settings: learned.settings ?? {} } : {};
  const payload = JSON.stringify({ episodes: learned.episodes, data: JSON.parse(learned.text), ...kept });
  return `${base}\n\n${COMMENT[language] ?? COMMENT.js}${MARK}${payload}\n`;
}

/**
 * The program and what it learned (or null) from a file's text. A last line that is not ours is
 * left as code; one that is ours but damaged (not JSON, or a curve that is not one) gives
 * `error` {kind, why} and learned null, so the page can say so and load nothing.
 */
export function splitLearned(fileText) {
  const text = String(fileText ?? "");
  const m = text.match(/\n?[ \t]*(?:\/\/|#) playground-learned (\{.*\})[ \t]*\n?$/);
  if (!m) return { source: text, learned: null };
  let saved;
  try {
    saved = JSON.parse(m[1]);
  } catch (err) {
    return { source: text, learned: null, error: { kind: "badLearned", why: String(err?.message ?? err) } };
  }
  const { episodes, data } = saved ?? {};
  if (data === undefined) return { source: text, learned: null };
  let kept;
  try {
    kept = readCurve(saved);
  } catch (err) {
    return { source: text, learned: null, error: { kind: "badCurve", why: err.why ?? String(err?.message ?? err) } };
  }
  return { source: text.slice(0, m.index).replace(/\s+$/, "") + "\n", learned: { text: JSON.stringify(data), episodes: Number(episodes) || 0, ...(kept ?? {}) } };
}
