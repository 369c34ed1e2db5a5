// A tiny publish/subscribe helper shared by the play modules: each module owns its state and
// tells the others what changed through named events, instead of one global state object.

/**
 * Makes an emitter. `on(name, fn)` subscribes and returns a function that unsubscribes;
 * `emit(name, detail)` calls the subscribers of `name` in the order they subscribed.
 */
export function createEmitter() {
  const subs = new Map();
  return {
    /** Calls `fn(detail)` on every `emit(name, detail)`; returns the unsubscribe function. */
    on(name, fn) {
      if (!subs.has(name)) subs.set(name, new Set());
      subs.get(name).add(fn);
      return () => subs.get(name)?.delete(fn);
    },
    /** Calls every subscriber of `name` with `detail`. */
    emit(name, detail) {
      for (const fn of [...(subs.get(name) ?? [])]) fn(detail);
    },
  };
}
