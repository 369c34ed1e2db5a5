// The whole setup lives in the URL hash, so a copied link restores it:
//   #game=gomoku&width=15&height=15&nInRow=5&seat0=human&seat1=mcts&seat1.timeMs=200&seed=7
// Keys: `game`, `seed`, `seatK` (human or an agent id), `seatK.option` (that agent's options);
// the page's own keys (PAGE_KEYS: language, moves played, hidden or locked controls, code or a
// starter in a link with the id its seats name it by, a learner and its settings, a course step:
// `course=ID` or `course=GAME/ID`)
// go to `page`; every other key is a game option.

/** Keys that belong to the page rather than to the game: they land in `setup.page`. */
export const PAGE_KEYS = new Set(["lang", "moves", "hide", "lock", "panel", "code", "codeLang", "codeName", "codeId", "starter", "learner", "learnOpts", "course", "replay", "forfeit"]);

/** The game a link naming `wanted` opens, among the game ids `known`: that one, else Tic-tac-toe. */
export function gameToShow(wanted, known) {
  return known.includes(wanted) ? wanted : known.includes("tictactoe") ? "tictactoe" : known[0];
}

/**
 * Reads a setup from a hash string.
 * @returns {{game?: string, seed?: number, options: Object<string,string>,
 *            seats: Array<{kind: string, id?: string, options: Object<string,string>}>,
 *            page: Object<string,string>}}
 */
export function parseHash(hash) {
  const params = new URLSearchParams(hash.replace(/^#/, ""));
  const setup = { options: {}, seats: [], page: {} };
  for (const [key, value] of params) {
    const seat = /^seat(\d)(?:\.(.+))?$/.exec(key);
    if (key === "game") setup.game = value;
    else if (PAGE_KEYS.has(key)) setup.page[key] = value;
    else if (key === "seed") {
      const n = Number(value);
      if (Number.isInteger(n) && n >= 0) setup.seed = n;
    } else if (seat) {
      const k = Number(seat[1]);
      setup.seats[k] ??= { kind: "human", options: {} };
      if (seat[2]) setup.seats[k].options[seat[2]] = value;
      else if (value === "human") setup.seats[k].kind = "human";
      else Object.assign(setup.seats[k], { kind: "agent", id: value });
    } else setup.options[key] = value;
  }
  return setup;
}

/** Writes a setup (same shape as parseHash returns) as a hash string, starting with '#'. */
export function formatHash(setup) {
  const params = new URLSearchParams();
  params.set("game", setup.game);
  for (const [k, v] of Object.entries(setup.options)) params.set(k, v);
  setup.seats.forEach((seat, k) => {
    params.set(`seat${k}`, seat.kind === "human" ? "human" : seat.id);
    if (seat.kind !== "human") for (const [o, v] of Object.entries(seat.options)) params.set(`seat${k}.${o}`, v);
  });
  params.set("seed", String(setup.seed));
  for (const [k, v] of Object.entries(setup.page ?? {})) if (PAGE_KEYS.has(k) && v !== undefined && v !== "") params.set(k, v);
  return "#" + params.toString();
}
