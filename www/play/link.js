// The one owner of the link (the URL hash): one listener and one builder. The setup (game,
// options, seats, seed) and the page's keys are written by play/setup.js (saveHash); panels that
// read keys of their own from a link (the code panel: code=, starter=; the Learn panel:
// learner=, learnOpts=) register a part here and are told when a link arrives, and every link the
// page hands out (Share link, Copy link, the Lesson link dialog) is built here.

import { parseHash, formatHash } from "../hash.js";

/**
 * @param {object} o
 * @param {object} o.setup gameId, options, seats, seed, page, lastHash (play/setup.js)
 * @param {(wanted) => (void | Promise)} o.route shows a setup that arrived in a link (main.js);
 *   a promise while the game's engine loads
 */
export function createLink({ setup, route }) {
  const parts = new Map(); // name -> apply(page)
  const holds = new Map(); // name -> (wanted) => the seats that part will seat itself

  function applyParts(page, wanted = null) {
    for (const apply of parts.values()) apply(page ?? {}, wanted ?? { seats: [], page: page ?? {} });
  }

  /**
   * The setup to show for link `wanted` until its parts have read it: a seat a part will seat
   * itself (a lesson link's program, once the Code panel has saved it here) waits as a person's,
   * so that nothing else, such as a program of the same id already here, plays in its place.
   */
  function held(wanted) {
    const waiting = new Set([...holds.values()].flatMap((seatsOf) => seatsOf(wanted)));
    if (!waiting.size) return wanted;
    return { ...wanted, seats: wanted.seats.map((s, k) => (waiting.has(k) ? { kind: "human", options: {} } : s)) };
  }

  window.addEventListener("hashchange", () => {
    if (location.hash === setup.lastHash) return; // our own write
    const wanted = parseHash(location.hash);
    // The parts read their keys once the game is on screen (route waits for its engine).
    const shown = route(held(wanted));
    if (shown?.then) shown.then(() => applyParts(wanted.page, wanted));
    else applyParts(wanted.page, wanted);
  });

  return {
    /**
     * Registers panel `name`'s reader of a link: `apply(page, wanted)` is called for every link that
     * arrives, with its page keys and the whole setup it asked for (seats that name a program the
     * link carries). `holdsSeats(wanted)` (optional) names the seats the part seats itself once
     * it has read the link: they are shown as a person's until then.
     */
    addPart(name, apply, holdsSeats = null) {
      parts.set(name, apply);
      if (holdsSeats) holds.set(name, holdsSeats);
    },
    held,
    /** Tells every part the link the page opened with (once, at start): its page keys and its setup. */
    applyParts,
    /**
     * A link to the page as it is now, with `page` keys added (a panel's own, hide=, lock=) and
     * `seats` replaced where given. Keys named in `drop` are left out; with `only`, the link's
     * page keys are `page` alone (and the page's language).
     */
    build({ page = {}, seats = null, drop = [], only = false } = {}) {
      const keys = only ? { lang: setup.page.lang, ...page } : { ...setup.page, ...page };
      for (const k of drop) delete keys[k];
      const hash = formatHash({ game: setup.gameId, options: setup.options, seats: seats ?? setup.seats, seed: setup.seed, page: keys });
      return location.href.split("#")[0] + hash;
    },
    /**
     * A link to a replay: the game `game` with `options`, `seats` and `seed` and its `moves` (link
     * text, moves.js encodeMoves), marked `replay=1` so a damaged one plays nothing (review.js);
     * `forfeit` ("SIDE.KIND", e.g. "1.timeout") when the game ended by that side's forfeit.
     */
    replayLink({ game, options, seats, seed, moves, forfeit }) {
      const page = { ...(setup.page.lang ? { lang: setup.page.lang } : {}), moves, replay: "1", ...(forfeit ? { forfeit } : {}) };
      return location.href.split("#")[0] + formatHash({ game, options, seats, seed, page });
    },
    /** Opens a link (a replay's) in this page as if it had arrived: the setup is shown, the parts told. */
    open(href) {
      const wanted = parseHash(new URL(href, location.href).hash);
      const shown = route(held(wanted));
      if (shown?.then) return shown.then(() => applyParts(wanted.page, wanted));
      applyParts(wanted.page, wanted);
    },
  };
}
