// The one command that seats an agent. The Learn panel's "Seat it" and the code panel's Run ask it
// rather than copying the seats themselves. It
//   - keeps what a lesson link fixed: with the players hidden or locked, only a seat that already
//     holds an agent is changed (never a Human a teacher placed), else it refuses with a reason;
//   - stops a running series (its line-up changed);
//   - starts a new game when asked, or when the game on screen already has moves, so a newcomer
//     never inherits another player's game and score;
//   - announces the change in the status line (and to screen readers).

import { t } from "../i18n/index.js";

/**
 * @param {object} o
 * @param {object} o.setup seats, showSeats, saveHash, mod, gameId (play/setup.js)
 * @param {object} o.turns newGame, lineupChanged, setPlaying (play/turns.js)
 * @param {object} o.session history, terminal (play/session.js)
 * @param {object} [o.series] running, stop (play/series.js)
 * @param {object} [o.status] show, error (play/status.js)
 * @param {object} [o.lesson] hidden, lockedNames (play/lesson.js)
 * @param {object} o.catalog name(gameId, seat)
 */
export function createSeating({ setup, turns, session, series = null, status = null, lesson = null, catalog }) {
  /** Whether a lesson link fixed the players. */
  const fixed = () => ["seats", "setup"].some((name) => lesson?.hidden?.includes(name) || lesson?.locked?.includes(name));

  return {
    /**
     * Seats agent `id` (a catalog id). `at`: "last" (the last seat, for a newcomer to play
     * against), "first", or a seat index; a seat that already holds `id` is kept. `game`:
     * "new" (always a new game, playing), or "fresh" (a new game only when this one has moves).
     * Returns {ok: true, k, name, player} or {ok: false, reason} (the reason is shown too).
     */
    seat(id, { at = "last", game = "fresh" } = {}) {
      const seats = setup.seats.map((s) => ({ ...s, options: { ...s.options } }));
      let k = seats.findIndex((s) => s.kind === "agent" && s.id === id);
      if (k < 0) {
        const wanted = at === "first" ? 0 : at === "last" ? seats.length - 1 : Number(at);
        const order = [wanted, ...seats.keys()].filter((i, j, all) => all.indexOf(i) === j && i >= 0 && i < seats.length);
        k = fixed() ? order.find((i) => seats[i].kind === "agent") ?? -1 : order[0] ?? -1;
        if (k < 0) {
          const reason = t("seats.fixed");
          status?.error?.(reason);
          return { ok: false, reason };
        }
        seats[k] = { kind: "agent", id, options: {} };
        if (series?.running) series.stop(() => t("status.seriesStoppedPlayers"));
        setup.showSeats(seats);
        setup.saveHash();
      }
      const moved = (session.history?.length ?? 0) > 0 && !session.terminal;
      if (game === "new" || moved) {
        turns.newGame();
        if (game === "new") turns.setPlaying(true);
      } else turns.lineupChanged();
      const name = catalog.name(setup.gameId, seats[k]);
      const player = setup.mod?.players?.[k] ?? String(k + 1);
      status?.show?.(() => t("seats.seated", { name: catalog.name(setup.gameId, seats[k]), player }), "info", "game");
      return { ok: true, k, name, player };
    },
    /**
     * Puts back the seats a link asked for once the programs they name exist (the code panel
     * restored the program a lesson link carried): `seats` is the link's line-up with each of those
     * seats naming the restored program. A lesson's lock does not refuse it, since the link itself
     * chose these players. A new game starts; the "no such agent" message the first reading of the
     * link left goes.
     */
    restore(seats) {
      const players = setup.mod?.players?.length ?? seats.length;
      const next = setup.seats.map((s, k) => (k < players && seats[k] ? { ...seats[k], options: { ...(seats[k].options ?? {}) } } : s));
      if (series?.running) series.stop(() => t("status.seriesStoppedPlayers"));
      setup.showSeats(next);
      setup.saveHash();
      status?.expire?.("game");
      turns.newGame();
    },
  };
}
