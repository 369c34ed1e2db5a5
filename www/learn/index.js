// The Learn area's one entry for main.js: the trained-agents catalog source (source.js) over the
// browser's saved snapshots (store.js), and the Learn panel (panel.js) in #learn-panel.

import { createSnapshotStore } from "./store.js";
import { createNetSource } from "./source.js";
import { createLearnPanel } from "./panel.js";
import { learnerName as nameInWords } from "./words.js";

/**
 * Adds the "net" source to `catalog` and makes the panel. `$` finds elements by id; `client` is the
 * page's AgentClient (trained agents play in the engine agents' worker); `codeStore` and
 * `codeSource` are the code panel's programs and their catalog source (the student's learners).
 * Returns the panel.
 */
export function createLearn({ $, pg, plain, client, catalog, setup, session, turns, status, codeStore = null, codeSource = null, seating, link = null }) {
  const storage = globalThis.localStorage;
  const store = createSnapshotStore(storage);
  const agentDefaults = (game, learner) => {
    try {
      return plain(pg.agents(game)).find((a) => a.id === learner)?.defaults ?? [];
    } catch {
      return [];
    }
  };
  const learnerName = (game, learner) => {
    try {
      const entry = plain(pg.learners(game)).find((l) => l.id === learner);
      return entry ? nameInWords(game, entry) : learner;
    } catch {
      return learner;
    }
  };
  const source = createNetSource({ client, store, agentDefaults, learnerName });
  catalog.addSource(source);
  return createLearnPanel({ root: $("learn-panel"), toggle: $("learn-toggle"), storage, pg, plain, source, store, catalog, setup, session, turns, status, codeStore, codeSource, seating, link });
}
