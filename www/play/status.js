// The status line by the board, and the screen-reader announcements. Every message says how
// long it stays true: until the next move, until the next game, or until the setup changes; the
// play modules call expire() when those happen, so no message outlives what it describes
// ("It is an agent's turn" goes with the next move, "Series finished" with the next game).

/** Lifetimes, shortest first: a message lives until an event of its level or a longer one. */
export const LIFETIMES = ["move", "game", "setup"];

/** Whether a message that lives `until` is out of date once `event` happened. */
export function expiresOn(until, event) {
  return LIFETIMES.indexOf(event) >= LIFETIMES.indexOf(until);
}

/**
 * The status line in `el` (role=status) and the announcer `announceEl` (aria-live, visually
 * hidden) for things a sighted player sees on the board, such as an agent's move.
 */
export function createStatus(el, announceEl) {
  let until = "move";
  let source = ""; // the message shown: a text, or a function that words it in the page's language
  let announced = ""; // the last announcement, the same way
  const api = {
    /**
     * Shows `msg` (kind "info" or "error") until an event of level `life` (see LIFETIMES). `msg`
     * may be a function returning the text: it is asked again when the language changes.
     */
    show(msg, kind = "info", life = "move") {
      source = msg;
      const text = typeof msg === "function" ? msg() : msg;
      el.textContent = text;
      el.className = text ? kind : "";
      until = life;
    },
    /** Words the message shown again (after a language change). */
    relabel() {
      if (typeof source === "function") el.textContent = source();
      // The last announcement too (a function words it again), so no other language lingers.
      if (typeof announced === "function") announceEl.textContent = announced();
    },
    /** Shows an error message. */
    error(msg, life = "move") {
      api.show(msg, "error", life);
    },
    /** Clears the line. */
    clear() {
      api.show("");
    },
    /** The text shown now. */
    text: () => el.textContent,
    /** Whether an error shows now. */
    isError: () => el.className === "error",
    /** Clears the message if `event` ("move", "game" or "setup") makes it out of date. */
    expire(event) {
      if (el.textContent && expiresOn(until, event)) api.clear();
    },
    /** Tells screen readers `msg` without showing it (the board already shows it). */
    announce(msg) {
      announced = msg;
      if (typeof msg === "function") msg = msg();
      // A changed text is read; the same text twice in a row is made different by a space.
      announceEl.textContent = announceEl.textContent === msg ? `${msg} ` : msg;
    },
  };
  return api;
}
