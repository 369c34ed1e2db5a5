// Options a game between agents alone starts with when none is given, so that it always ends: a
// watched Puyo game, a class tournament and `node scripts/arena.mjs --game puyo` stop after 100
// pairs. One table for the page (its game modules' `unattended`, play/setup.js's playOptions) and
// the headless arena.

/** Game id -> {option: value} applied to a game only agents play, for each option not given. */
export const UNATTENDED = {
  puyo: { maxPairs: "100" },
};
