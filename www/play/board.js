// The board area: mounts the current game's view (draws the observation) and input (pixels and
// keys -> moves) into #board, and owns the `ui` object they share (cursor, Puyo's aim...).
// Other panels never touch #board; they read the session and draw beside it.

/**
 * Makes the board keeper for element `el`. `act` is what the input modules may call:
 * {canPlay, step, flag, chord, redraw, status}.
 */
export function createBoard(el, act) {
  let mod = null;
  let view = null;
  let detach = null;
  let ui = {};
  return {
    /** Shows game module `m` (a fresh view and input). */
    mount(m, gameId) {
      detach?.();
      view?.destroy?.();
      el.replaceChildren();
      el.className = `board ${gameId}`;
      mod = m;
      ui = {};
      view = m.createView(el, ui);
      detach = m.attachInput(el, ui, act);
    },
    /** The view ({draw, hud, reset, destroy}). */
    get view() {
      return view;
    },
    /** State shared by the view and the input module. */
    get ui() {
      return ui;
    },
    /** A new game: the view forgets its per-game state (Puyo's aim). */
    reset() {
      view?.reset?.();
    },
    /** After a step was played (Puyo's aim goes back to the start). */
    afterStep() {
      ui.afterStep?.();
    },
    /** A hint a human asked for (Puyo moves the pair there). */
    hint(action) {
      mod?.onHint?.(action, ui);
    },
    /** Gives the game module a key pressed outside text fields; true when it used it. */
    key(e) {
      return !!mod?.onKey?.(e, ui, act);
    },
    /** Puts the keyboard focus on the board (its grid's Tab stop). */
    focus() {
      const grid = el.querySelector('[role="grid"]');
      const stop = grid?.querySelector('[tabindex="0"]') ?? grid;
      stop?.focus();
    },
  };
}
