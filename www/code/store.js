// The student's saved agents, per game, in the browser's storage (localStorage): several named
// agents per game, each {id, name, language, source, updated}. Pure apart from the `storage`
// it is given (tests pass a Map-backed fake); storage that refuses (file://, privacy settings)
// leaves the agents in memory for this visit.
//
//   const store = createStore(localStorage);
//   store.list("tictactoe")                 -> [{id, name, language, source, updated}]
//   store.create("tictactoe", {name, language, source}) -> the new agent (unique id and name)
//   store.update("tictactoe", id, {source})  store.rename(game, id, name)   store.remove(game, id)
//   store.update(game, id, {learned: {text, episodes, curve?, lines?, settings?}})  what a learner's
//                                           save() gave (null: none), with its run's curve and settings
//   store.onChange(fn)                      fn(gameId, {saved}) after every change (the Learn panel listens)
//   store.saved                             false when the last change could not reach the storage

/** localStorage key prefix of one game's agents. */
export const STORE_PREFIX = "playground.code.";
/** The languages an agent may be written in. */
export const LANGUAGES = ["js", "python"];
/** The longest name kept (longer names are cut). */
export const MAX_NAME = 40;
/** The file extension of each language. */
export const EXTENSIONS = { js: ".js", python: ".py" };

/** The longest id made of a name (in characters; a suffix "-2" may follow). */
export const MAX_ID = 30;

/**
 * An id made of a name: lower-case letters of any script, digits and dashes ("My bot!" -> "my-bot",
 * "José" -> "jose", "태양 봇" -> "태양-봇"); a name with no letter or digit (emoji only) gives "agent".
 */
export function slugOf(name) {
  const s = [
    ...String(name)
      .normalize("NFKD")
      .replace(/([a-z])\p{M}+/giu, "$1") // Latin accents go; Japanese voicing marks and Hangul recompose below
      .normalize("NFKC")
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, "-")
      .replace(/^-+|-+$/g, ""),
  ]
    .slice(0, MAX_ID)
    .join("")
    .replace(/-+$/, "");
  return s || "agent";
}

/** `wanted` (an id), or `wanted-2`, `wanted-3`, ... : the first that is not in `taken`. */
export function uniqueId(wanted, taken) {
  const set = new Set(taken);
  if (!set.has(wanted)) return wanted;
  for (let k = 2; ; k++) if (!set.has(`${wanted}-${k}`)) return `${wanted}-${k}`;
}

/** A name cleaned for showing: spaces collapsed, cut at MAX_NAME, "" becomes `fallback`. */
export function cleanName(name, fallback = "agent") {
  const s = String(name ?? "").replace(/\s+/g, " ").trim().slice(0, MAX_NAME);
  return s || fallback;
}

/** `wanted`, or `wanted 2`, `wanted 3`, ... : the first that is not in `taken`. */
export function uniqueName(wanted, taken) {
  const set = new Set(taken);
  if (!set.has(wanted)) return wanted;
  for (let k = 2; ; k++) if (!set.has(`${wanted} ${k}`)) return `${wanted} ${k}`;
}

/** The language of a file name by its extension (".py" -> "python", else "js"). */
export function languageOfFile(fileName) {
  return /\.py$/i.test(fileName) ? "python" : "js";
}

/** A file name for an agent ("My bot" in Python -> "my-bot.py"). */
export function fileNameOf(agent) {
  return slugOf(agent.name) + (EXTENSIONS[agent.language] ?? ".js");
}

/** An agent's name from a file name ("ada_bot.py" -> "ada_bot"). */
export function nameOfFile(fileName) {
  return cleanName(String(fileName).replace(/^.*[\\/]/, "").replace(/\.(js|py|txt)$/i, ""));
}

/** Makes the store over `storage` (getItem/setItem; may be null or throw). */
export function createStore(storage) {
  const memory = new Map(); // gameId -> agents, when storage refuses
  const listeners = new Set();
  let clock = 0;
  const now = () => Math.max(Date.now(), ++clock);

  function read(gameId) {
    if (memory.has(gameId)) return memory.get(gameId);
    let list = [];
    try {
      const raw = storage?.getItem(STORE_PREFIX + gameId);
      const parsed = raw ? JSON.parse(raw) : [];
      if (Array.isArray(parsed)) {
        list = repaired(parsed.filter((a) => a && typeof a.id === "string" && typeof a.source === "string" && LANGUAGES.includes(a.language)));
      }
    } catch {
      list = []; // unreadable: start empty rather than break the page
    }
    memory.set(gameId, list);
    return list;
  }

  let saved = true;
  function write(gameId, list) {
    memory.set(gameId, list);
    saved = true;
    try {
      storage?.setItem(STORE_PREFIX + gameId, JSON.stringify(list));
    } catch {
      saved = false; // kept in memory for this visit; what the storage held before stays there
    }
    for (const fn of listeners) fn(gameId, { saved });
    return saved;
  }

  const find = (gameId, id) => read(gameId).find((a) => a.id === id) ?? null;

  return {
    /** The agents saved for `gameId`, oldest first (copies). */
    list: (gameId) => read(gameId).map((a) => ({ ...a })),
    /** The agent `id` of `gameId` (a copy), or null. */
    get(gameId, id) {
      const a = find(gameId, id);
      return a ? { ...a } : null;
    },
    /**
     * Whether the last change reached the browser's storage (false: the storage is full or refused,
     * and the change lives only until the page closes; what was saved before is still there).
     */
    get saved() {
      return saved;
    },
    /** Saves a new agent; its name and its id are made unique within the game. Returns it. */
    create(gameId, { name, language = "js", source = "" }) {
      if (!LANGUAGES.includes(language)) throw new Error(`an agent is written in ${LANGUAGES.join(" or ")}; it got ${language}`);
      const list = read(gameId);
      const clean = uniqueName(cleanName(name), list.map((a) => a.name));
      const id = uniqueId(slugOf(clean), list.map((a) => a.id));
      const agent = { id, name: clean, language, source: String(source), updated: now() };
      write(gameId, [...list, agent]);
      return { ...agent };
    },
    /** Changes an agent's source or language; false when there is no such agent. */
    update(gameId, id, changes) {
      const list = read(gameId);
      const k = list.findIndex((a) => a.id === id);
      if (k < 0) return false;
      const next = { ...list[k], updated: now() };
      if (typeof changes.source === "string") next.source = changes.source;
      if (LANGUAGES.includes(changes.language)) next.language = changes.language;
      if (changes.learned === null) delete next.learned;
      else if (changes.learned && typeof changes.learned.text === "string") {
        next.learned = { text: changes.learned.text, episodes: Number(changes.learned.episodes) || 0 };
        // The run's curve and settings, when the Learn panel saved them (learn/saved_curve.js).
        for (const key of ["curve", "lines", "settings"]) if (changes.learned[key] !== undefined) next.learned[key] = changes.learned[key];
      }
      write(gameId, list.map((a, j) => (j === k ? next : a)));
      return true;
    },
    /** Calls `fn(gameId, {saved})` after every change; returns an unsubscribe function. */
    onChange(fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    /** Renames an agent (the id stays: seats and links keep working); returns the name used. */
    rename(gameId, id, name) {
      const list = read(gameId);
      const k = list.findIndex((a) => a.id === id);
      if (k < 0) return null;
      const clean = uniqueName(cleanName(name, list[k].name), list.filter((a) => a.id !== id).map((a) => a.name));
      write(gameId, list.map((a, j) => (j === k ? { ...a, name: clean } : a)));
      return clean;
    },
    /** Deletes an agent; false when there was none. */
    remove(gameId, id) {
      const list = read(gameId);
      if (!list.some((a) => a.id === id)) return false;
      write(gameId, list.filter((a) => a.id !== id));
      return true;
    },
  };
}

/**
 * A list read back from storage with every id and name unique: a later copy of an id (left by an
 * older page that made the same id twice) gets an id of its own, so no program hides another.
 */
function repaired(list) {
  const ids = new Set();
  const names = new Set();
  return list.map((a) => {
    let out = a;
    if (!a.id || ids.has(a.id)) out = { ...out, id: uniqueId(slugOf(a.name ?? a.id), ids) };
    const name = cleanName(out.name, out.id);
    if (names.has(name) || name !== out.name) out = { ...out, name: uniqueName(name, names) };
    ids.add(out.id);
    names.add(out.name);
    return out;
  });
}

/**
 * Calls `fn` `ms` after the last call of the returned function (typing saves once it pauses);
 * `.flush()` runs a pending call now.
 */
export function debounce(fn, ms) {
  let timer = null;
  let args = null;
  const run = () => {
    timer = null;
    const a = args;
    args = null;
    if (a) fn(...a);
  };
  const debounced = (...a) => {
    args = a;
    clearTimeout(timer);
    timer = setTimeout(run, ms);
  };
  debounced.flush = () => {
    clearTimeout(timer);
    run();
  };
  return debounced;
}
