// What a learner learned, carried inside its program's file: a downloaded file ends with one
// comment line holding save()'s JSON, and loading the file gives it back, so a saved learner plays
// after a reload or on another computer without training again. Pure; tests/js/learner.test.js.
//
//   withLearned(source, "js", {text, episodes})  -> source + "\n// playground-learned {...}\n"
//   splitLearned(fileText) -> {source, learned: {text, episodes} | null}

/** The marker that starts the comment line. */
export const MARK = "playground-learned ";

const COMMENT = { js: "// ", python: "# " };

/** `source` with `learned` ({text, episodes}) appended as its last line (replacing an earlier one). */
export function withLearned(source, language, learned) {
  const base = splitLearned(source).source.replace(/\s+$/, "");
  if (!learned) return base + "\n";
  const payload = JSON.stringify({ episodes: learned.episodes, data: JSON.parse(learned.text) });
  return `${base}\n\n${COMMENT[language] ?? COMMENT.js}${MARK}${payload}\n`;
}

/** The program and what it learned (or null) from a file's text; a broken last line is left as code. */
export function splitLearned(fileText) {
  const text = String(fileText ?? "");
  const m = text.match(/\n?[ \t]*(?:\/\/|#) playground-learned (\{.*\})[ \t]*\n?$/);
  if (!m) return { source: text, learned: null };
  try {
    const { episodes, data } = JSON.parse(m[1]);
    if (data === undefined) return { source: text, learned: null };
    return { source: text.slice(0, m.index).replace(/\s+$/, "") + "\n", learned: { text: JSON.stringify(data), episodes: Number(episodes) || 0 } };
  } catch {
    return { source: text, learned: null };
  }
}
