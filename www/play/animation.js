// A chain shown step by step (Puyo): the frames a game module makes from a move's info, each on
// screen for frameMs() from the time it is painted; the board draws the current frame over the observation.

/** The longest wait for a frame to be painted before its time starts (a hidden tab never paints). */
const PAINT_WAIT_MS = 1000;

/**
 * Makes the animator. `frameMs()` says how long each frame stays; `onFrame()` asks for a redraw;
 * `onDone()` runs when the last frame has been shown (the agents may move again).
 */
export function createAnimation({ frameMs, onFrame, onDone }) {
  let anim = null; // {frames, i, timer}
  const api = {
    /** Whether a chain is being shown (no one moves meanwhile). */
    get running() {
      return !!anim;
    },
    /** The fields of the frame on screen ({board, chain, popping}), or null. */
    get frame() {
      return anim ? anim.frames[anim.i] : null;
    },
    /** Shows `frames` one after the other (nothing to show for fewer than two). */
    start(frames) {
      api.stop();
      if (!frames || frames.length < 2) return;
      const mine = { frames, i: 0, timer: 0, painted: 0 };
      anim = mine;
      // Each frame's time starts once it has been painted, so a slow machine still sees every step;
      // a hidden tab paints nothing, so there the time starts at once (and after PAINT_WAIT_MS anyway).
      const show = () => {
        onFrame();
        const startClock = () => {
          if (anim !== mine) return;
          cancelAnimationFrame(mine.painted);
          clearTimeout(mine.timer);
          mine.timer = setTimeout(tick, frameMs());
        };
        if (globalThis.document?.hidden) return startClock(); // nothing will be painted: no wait
        mine.painted = requestAnimationFrame(startClock);
        mine.timer = setTimeout(startClock, PAINT_WAIT_MS);
      };
      const tick = () => {
        if (anim !== mine) return;
        mine.i++;
        if (mine.i >= mine.frames.length) {
          anim = null;
          onFrame();
          onDone();
          return;
        }
        show();
      };
      show();
    },
    /** Stops the chain at once (a new game). */
    stop() {
      if (anim) {
        clearTimeout(anim.timer);
        cancelAnimationFrame(anim.painted);
      }
      anim = null;
    },
  };
  return api;
}
