// A student's course progress: which steps passed, when, with the check's figures. Kept in the
// browser (localStorage) and moved as a small JSON file (Download / Load in the Course panel), so
// a teacher can collect the files and see who passed which step. Pure functions but the storage
// pair; a file that is not progress is refused with a reason and never replaces what was kept.
//
//   {format: "playground-course-progress", version: 1, name?, passed: {STEP_ID: {game, at, figures}}}

/** The localStorage key. */
export const PROGRESS_KEY = "playground.course.progress";
/** The file's format tag. */
export const PROGRESS_FORMAT = "playground-course-progress";
/** The largest progress file read (bytes). */
export const MAX_PROGRESS_BYTES = 1_000_000;

/** Progress with nothing passed. */
export function emptyProgress() {
  return { format: PROGRESS_FORMAT, version: 1, passed: {} };
}

/**
 * Reads progress from `text`: {ok: true, progress} or {ok: false, why} where `why` is a short
 * English reason ("not JSON", ...) the panel shows inside its own sentence.
 */
export function parseProgress(text) {
  if (typeof text !== "string" || text.length > MAX_PROGRESS_BYTES) return { ok: false, why: "too large" };
  let data;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, why: "not JSON" };
  }
  if (!data || typeof data !== "object" || data.format !== PROGRESS_FORMAT) return { ok: false, why: `no "format": "${PROGRESS_FORMAT}"` };
  if (data.version !== 1) return { ok: false, why: `version ${data.version} is not 1` };
  if (!data.passed || typeof data.passed !== "object" || Array.isArray(data.passed)) return { ok: false, why: 'no "passed" object' };
  const passed = {};
  for (const [id, v] of Object.entries(data.passed)) {
    if (!/^[a-z0-9-]{1,60}$/.test(id) || !v || typeof v !== "object") return { ok: false, why: `a bad step entry "${String(id).slice(0, 40)}"` };
    passed[id] = { game: String(v.game ?? ""), at: String(v.at ?? ""), figures: v.figures && typeof v.figures === "object" ? v.figures : {} };
  }
  const progress = { ...emptyProgress(), passed };
  if (typeof data.name === "string") progress.name = data.name.slice(0, 80);
  return { ok: true, progress };
}

/** The progress kept in `storage` (nothing passed when there is none or it is damaged). */
export function readProgress(storage) {
  let text = null;
  try {
    text = storage?.getItem(PROGRESS_KEY) ?? null;
  } catch {
    text = null;
  }
  const r = text === null ? null : parseProgress(text);
  return r?.ok ? r.progress : emptyProgress();
}

/** Keeps `progress` in `storage`; false when the browser refused. */
export function writeProgress(storage, progress) {
  try {
    storage.setItem(PROGRESS_KEY, progressText(progress));
    return true;
  } catch {
    return false;
  }
}

/** `progress` with step `step` passed now (a new object). */
export function markPassed(progress, step, figures = {}, at = new Date().toISOString()) {
  return { ...progress, passed: { ...progress.passed, [step.id]: { game: step.game, at, figures } } };
}

/** Every step passed in either (the earlier date kept for a step passed in both). */
export function mergeProgress(a, b) {
  const passed = { ...a.passed };
  for (const [id, v] of Object.entries(b.passed)) if (!passed[id] || v.at < passed[id].at) passed[id] = v;
  const out = { ...a, passed };
  if (!out.name && b.name) out.name = b.name;
  return out;
}

/** The file's text. */
export function progressText(progress) {
  return JSON.stringify(progress, null, 1);
}
