// A series of games with the players seated now. In two-player games the players swap sides
// every game (as the `arena` command does) so neither keeps the first move; the tally counts wins
// per player of the line-up, and per side too (tally.js draws it). New game during a series
// replays the current game (the abandoned one does not count); when the series ends or is
// stopped the players go back to the seats they started in (and so does the link).

import { renderTally } from "../tally.js";
import { t } from "../i18n/index.js";

/**
 * The result of a finished game as the engine states it: the winner from the last step's info
 * (-1 for a draw) in two-player games; in one-player games `won` from the observation
 * (Minesweeper) and the score from returns().
 */
export function resultOf(session, players) {
  const returns = session.returns();
  const f = session.forfeited;
  // A forfeit loses the game for the agent that forfeited (a lost game in one-player games).
  if (f && players > 1) return { returns, winner: 1 - f.by, forfeit: f };
  if (f) return { returns, won: false, score: returns[0], truncated: false, forfeit: f };
  if (players > 1) return { returns, winner: session.info?.winner ?? -1 };
  return { returns, won: session.obs?.won, score: returns[0], truncated: session.truncated };
}

/** Whether game `index` (0-based) of a series has the line-up's players on swapped sides. */
export function swappedIn(index, players) {
  return players === 2 && index % 2 === 1;
}

/** The longest wait for the end of a game to be painted before the pause to the next one starts. */
const PAINT_WAIT_MS = 1000;

/**
 * Makes the series runner. `els` = {tally, button}; `flush` redraws the page now (draw.js); the
 * others come from main.js. Subscribes to the session's "end" (records the result) and the turns'
 * "over" (starts the next game).
 */
export function createSeries({ session, turns, setup, catalog, status, delay, flush = () => {}, els }) {
  let s = null; // {target, done, results, lineup, names}
  let timer = 0;
  let painted = 0; // the animation frame the pause before the next game waits for
  const players = () => setup.mod.players.length;

  let last = null; // {gen, names}: who sat where in the series' last game (its end banner)
  let shown = null; // the series whose tally shows (stays after it ends; drawn again on a language change)

  /** Clears the tally box (its × button, or the next game after a series ended). */
  function clearTally() {
    els.tally.replaceChildren();
    shown = null;
    note = null;
  }

  /** The tally's × button, for a series that has ended. */
  function closeButton() {
    const b = document.createElement("button");
    b.type = "button";
    b.className = "small tally-close";
    b.textContent = "×";
    b.title = t("series.closeTally");
    b.setAttribute("aria-label", t("series.closeTally"));
    b.addEventListener("click", clearTally);
    return b;
  }

  function show() {
    if (s) {
      shown = s;
      renderTally(els.tally, s, setup.mod.players, setup.gameId);
    }
  }

  // A new game after a series ended (not one of its own) clears the old results.
  let ended = false; // a series ended: its tally goes with the next game
  session.on("newgame", () => {
    if (!s && shown && ended) clearTally();
    ended = false;
  });

  /** Seats the series' players for its next game. */
  function seatGame() {
    const seats = swappedIn(s.done, players()) ? [s.lineup[1], s.lineup[0]] : s.lineup;
    setup.showSeats(seats.map((seat) => ({ ...seat, options: { ...seat.options } })));
  }

  /**
   * Ends the series. With `restore` the line-up goes back to the seats it started in (the link
   * too); a finished game on screen keeps naming the players where they sat in it.
   */
  function finish(restore) {
    clearTimeout(timer);
    cancelAnimationFrame(painted);
    els.button.textContent = t("play.run");
    if (!s) return;
    const lineup = s.lineup;
    s = null;
    ended = true;
    if (!restore) return;
    if (session.terminal) last = { gen: session.gen, names: setup.mod.players.map((_, k) => setup.seatName(k)) };
    setup.showSeats(lineup.map((seat) => ({ ...seat, options: { ...seat.options } })));
    setup.saveHash();
  }
  let note = null; // the note under a stopped series' tally (a text or a function wording it)

  session.on("end", () => {
    if (!s) return;
    const r = resultOf(session, players());
    const swapped = swappedIn(s.done, players());
    // The winner as a player of the line-up (not a side of the board).
    const winner = r.winner === undefined || r.winner < 0 ? r.winner : swapped ? 1 - r.winner : r.winner;
    // A forfeit is counted against the player of the line-up who sat on that side.
    const forfeit = r.forfeit ? { kind: r.forfeit.kind, player: swapped ? 1 - r.forfeit.by : r.forfeit.by } : undefined;
    s.results.push({ ...r, winner, swapped, forfeit, chain: session.obs?.maxChain });
    s.done++;
    show();
    if (s.done >= s.target) {
      const done = s.done;
      const key = players() > 1 ? "series.finishedSeats" : "series.finished";
      status.show(() => t(key, { n: done }), "info", "game");
      finish(true);
      els.tally.prepend(closeButton());
    }
  });

  // The next game starts a while after the end has been painted (the board is drawn on the next
  // animation frame): on a slow machine a pause timed from the end itself could pass before the end
  // was ever drawn, and its banner would never be seen. A hidden tab paints nothing: there the pause
  // starts at once, and after PAINT_WAIT_MS in any case. The end is written into the page first
  // (flush), so that even a machine that paints no frame in that time has every game's end banner
  // in the page, for a screen reader and for whoever watches the page's text.
  turns.on("over", () => {
    flush();
    if (!s || s.done >= s.target) return;
    clearTimeout(timer);
    cancelAnimationFrame(painted);
    const next = () => {
      if (!s) return; // stopped meanwhile
      setup.setSeed(setup.seed + 1);
      seatGame();
      setup.saveHash();
      turns.newGame();
    };
    const startPause = () => {
      cancelAnimationFrame(painted);
      clearTimeout(timer);
      timer = setTimeout(next, Math.max(delay(), 250));
    };
    if (globalThis.document?.hidden) return startPause();
    painted = requestAnimationFrame(startPause);
    timer = setTimeout(startPause, PAINT_WAIT_MS);
  });

  return {
    /** Whether a series runs. */
    get running() {
      return !!s;
    },
    /**
     * The name of the player on side `k` in the game on screen when it was a series' last game
     * (the seats have gone back since), else null.
     */
    nameInLastGame(k) {
      return last && last.gen === session.gen ? last.names[k] ?? null : null;
    },
    /** Starts a series of `n` games (the caller starts its first game). */
    start(n) {
      const lineup = setup.seats.map((seat) => ({ ...seat, options: { ...seat.options } }));
      const names = lineup.map((seat) => catalog.label(setup.gameId, seat));
      if (names.length > 1 && names.every((x) => x === names[0])) names.forEach((x, k) => (names[k] = `${x} #${k + 1}`));
      s = { target: n, done: 0, results: [], lineup, names };
      note = null;
      els.button.textContent = t("play.stop");
      seatGame();
      setup.saveHash();
      show();
    },
    /**
     * Ends the series; the tally stays with `why` (a text, or a function that words it) when
     * given, else it is cleared. `restore` (the Stop button) gives the players back their first
     * seats; a changed line-up or game keeps what people chose.
     */
    stop(why = "", restore = false) {
      if (!s) {
        if (!why) {
          els.tally.replaceChildren();
          shown = null;
        }
        return;
      }
      const finished = s.done >= s.target;
      finish(restore);
      if (why && !finished) {
        note = why;
        const p = document.createElement("p");
        p.className = "note";
        p.textContent = typeof why === "function" ? why() : why;
        els.tally.append(p);
        els.tally.prepend(closeButton());
      }
      if (!why) {
        els.tally.replaceChildren();
        shown = null;
      }
    },
    /** Words the button and the tally again (after a language change). */
    relabel() {
      els.button.textContent = t(s ? "play.stop" : "play.run");
      if (!shown) return;
      renderTally(els.tally, shown, setup.mod.players, setup.gameId);
      if (!s) els.tally.prepend(closeButton());
      if (note && !s) {
        const p = document.createElement("p");
        p.className = "note";
        p.textContent = typeof note === "function" ? note() : note;
        els.tally.append(p);
      }
    },
  };
}
