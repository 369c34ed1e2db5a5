// A chain shown step by step (Puyo): the frames a game module makes from a move's info, each on
// screen for frameMs(); the board draws the current frame over the observation.

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
      anim = { frames, i: 0, timer: 0 };
      const tick = () => {
        if (!anim) return;
        anim.i++;
        if (anim.i >= anim.frames.length) {
          anim = null;
          onFrame();
          onDone();
          return;
        }
        onFrame();
        anim.timer = setTimeout(tick, frameMs());
      };
      anim.timer = setTimeout(tick, frameMs());
      onFrame();
    },
    /** Stops the chain at once (a new game). */
    stop() {
      if (anim) clearTimeout(anim.timer);
      anim = null;
    },
  };
  return api;
}
