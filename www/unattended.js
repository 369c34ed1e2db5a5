// Options a game between agents alone starts with when none is given, so that it always ends: a
// watched Puyo game, a class tournament and `node scripts/arena.mjs --game puyo` stop after 100
// pairs. One table and one function for the page (play/setup.js's playOptions, tournaments) and
// the headless arena.

/** Game id -> {option: value} applied to a game only agents play, for each option not given. */
export const UNATTENDED = {
  puyo: { maxPairs: "100" },
};

/**
 * `options` of game `gameId` with its unattended defaults for each option left empty: returns
 * {options (a new object), added ({} when nothing was added)}.
 */
export function unattendedOptions(gameId, options) {
  const out = { ...options };
  const added = {};
  for (const [k, v] of Object.entries(UNATTENDED[gameId] ?? {})) if (out[k] === undefined || out[k] === "") out[k] = added[k] = v;
  return { options: out, added };
}
