// The catalog source "net": trained snapshots appear in the seat menus as "Trained: NAME after
// 1,200 games" (ids `net:<snapshot id>`) and play like any agent. A request goes to the engine
// agents' worker (the page's AgentClient) as the learner's own agent with the snapshot's weights
// bytes as its `weights` option, so series, Hint and the thinking overlay work as for any agent.
//
// Snapshots come from two places: the ones seated from the Learn panel during this visit (kept
// in memory) and the ones saved in the browser (store.js), which outlive a reload.

import { t } from "../i18n/index.js";
import { pairs } from "../catalog.js";

/** The id prefix of trained snapshots in seats and links. */
export const PREFIX = "net:";

/**
 * Makes the source. `client` runs engine agent requests (agents.js AgentClient), `store` holds the
 * saved snapshots, `agentDefaults(game, learner)` gives the learner's agent options as [key,
 * value] pairs (shown in the seat panel; `weights` is left out), `learnerName(game, learner)` its
 * name.
 */
export function createNetSource({ client, store, agentDefaults = () => [], learnerName = (g, l) => l }) {
  const seated = new Map(); // `${game}|${id}` -> snapshot (this visit only)

  function find(game, id) {
    return seated.get(`${game}|${id}`) ?? store.get(game, id);
  }

  function entryOf(snap) {
    return {
      id: PREFIX + snap.id,
      name: t("learn.trainedName", { name: snap.name ?? learnerName(snap.game, snap.learner), games: snap.games ?? 0 }),
      description: t("learn.trainedAbout", { learner: learnerName(snap.game, snap.learner), episodes: snap.episodes ?? snap.games ?? 0 }),
      defaults: pairs(agentDefaults(snap.game, snap.learner)).filter(([k]) => k !== "weights"),
      source: "net",
    };
  }

  return {
    id: "net",
    label: "Trained agents",
    /** Snapshots of `gameId`: this visit's, then the saved ones (an id listed once). */
    agents(gameId) {
      const out = new Map();
      for (const snap of seated.values()) if (snap.game === gameId) out.set(snap.id, snap);
      for (const snap of store.list(gameId)) if (!out.has(snap.id)) out.set(snap.id, snap);
      return [...out.values()].map(entryOf);
    },
    /** Plays the snapshot: the learner's agent with `weights` = the snapshot's bytes. */
    request(req) {
      const snap = find(req.game, String(req.agent).slice(PREFIX.length));
      if (!snap) return Promise.resolve({ error: t("learn.noSnapshot", { id: req.agent }) });
      return client.request({ ...req, agent: snap.learner, agentOptions: { ...(req.agentOptions ?? {}), weights: snap.bytes } });
    },
    /** The engine source already tells the agents' worker to forget its agents. */
    forget() {},
    /** Lists `snap` for this visit (Seat it); the catalog must be told (catalog.changed()). */
    keep(snap) {
      seated.set(`${snap.game}|${snap.id}`, snap);
    },
    /** Drops `id` of `game` from this visit's list. */
    drop(game, id) {
      seated.delete(`${game}|${id}`);
    },
    /** The snapshot `id` of `game` (this visit's or saved), or null. */
    find,
    /** Every id in use for `game`. */
    ids(game) {
      return [...new Set([...[...seated.values()].filter((s) => s.game === game).map((s) => s.id), ...store.list(game).map((s) => s.id)])];
    },
  };
}
