// One notion of an agent and where it comes from. Seat menus, links, series labels and hints all
// ask the catalog; none of them knows which source an agent belongs to.
//
// An agent entry: {id, name, description, defaults: [[key, value]], source}.
//   id          what a seat stores and a link carries (`seat1=mcts`). Engine agents keep their
//               bare registry ids; every other source prefixes its own ("code:my-bot",
//               "net:tictactoe-az-3") so ids never collide and links stay readable.
//   defaults    the agent's options and their default values (the seat panel shows them).
//   source      the id of the source that lists and runs it.
//
// A source: {id, label, agents(gameId) -> entries, request(req) -> Promise<{action?,
// explanation?, error?, forfeit?, cancelled?}>, forget()}. `req` is {game, options, seed, history,
// agent, agentOptions, act, explain, hint?}: the position as a replayable history, so any source
// can rebuild it (hint: a Hint button asked, not a seat). A student's agent may answer
// {forfeit: {kind, message, line}} (the page ends the game: play/session.js forfeit()) or
// {cancelled: true} (stopped: no answer). Today there is one source, the engine registry (engineSource below). To add one:
//   - student code (issue 8): a source whose agents() lists the student's saved programs for the
//     game and whose request() runs them in the sandbox worker;
//   - trained net (issue 9): a source whose agents() lists the nets trained in the Learn panel
//     and whose request() asks the train worker to act with that net;
// then `catalog.addSource(source)` and `catalog.changed()` when its list changes: the seat menus
// rebuild, and links that name those ids resolve.

import { t } from "./i18n/index.js";
import { agentName, agentDescription, agentOptionLabel } from "./i18n/lookup.js";

/** The engine's `defaults` as [key, value] pairs, whatever shape they come in. */
export function pairs(defaults) {
  if (!defaults) return [];
  if (defaults instanceof Map) return [...defaults.entries()];
  if (Array.isArray(defaults)) return defaults;
  return Object.entries(defaults);
}

/** Agent options the page sets itself rather than showing (the seed follows the game's seed). */
export const HIDDEN_AGENT_OPTIONS = new Set(["seed"]);

/** Friendly labels for agent options, in the page's language (`agent.option.<key>`). */
export const OPTION_LABELS = { get timeMs() { return agentOptionLabel("timeMs"); }, get playouts() { return agentOptionLabel("playouts"); } };

/**
 * The engine registry as a source: `pg` is the engine module, `client` the AgentClient that
 * runs requests in the agents' worker (or on the page).
 */
export function engineSource(pg, client, plain = (v) => v) {
  return {
    id: "engine",
    get label() {
      return t("setup.source.engine");
    },
    /** The engine's agents, named and described in the page's language (English from the engine as the fallback). */
    agents(gameId) {
      return plain(pg.agents(gameId)).map((a) => ({
        ...a,
        name: agentName(gameId, a),
        description: agentDescription(gameId, a),
        defaults: pairs(a.defaults),
        source: "engine",
      }));
    },
    request: (req) => client.request(req),
    forget: () => client.forget(),
  };
}

/** Makes the catalog over `sources` (more can be added with addSource). */
export function createCatalog(sources = []) {
  const all = [...sources];
  const listeners = new Set();
  const cache = new Map(); // gameId -> entries (until a source changes)
  return {
    /** Adds a source of agents (see the top of this file). */
    addSource(source) {
      if (all.some((s) => s.id === source.id)) throw new Error(`there is already an agent source '${source.id}'`);
      all.push(source);
      this.changed();
    },
    /** Tells the page a source's list changed (seat menus rebuild). */
    changed() {
      cache.clear();
      for (const fn of listeners) fn();
    },
    /** Calls `fn` whenever the list of agents may have changed; returns an unsubscribe function. */
    onChange(fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    /**
     * Every agent for `gameId`, source by source. A source that fails to list is skipped and
     * its error passed to `onError` (the others still play).
     */
    agents(gameId, onError = () => {}) {
      if (cache.has(gameId)) return cache.get(gameId);
      const out = [];
      for (const s of all) {
        try {
          for (const a of s.agents(gameId)) if (!out.some((x) => x.id === a.id)) out.push({ ...a, source: a.source ?? s.id });
        } catch (err) {
          onError(err, s);
        }
      }
      cache.set(gameId, out);
      return out;
    },
    /** The agent `id` for `gameId`, or null. */
    find(gameId, id) {
      return this.agents(gameId).find((a) => a.id === id) ?? null;
    },
    /** The first agent of `preferred` ids that exists for `gameId` (hints), or null. */
    firstOf(gameId, preferred) {
      const list = this.agents(gameId);
      for (const id of preferred ?? []) {
        const a = list.find((x) => x.id === id);
        if (a) return a;
      }
      return null;
    },
    /** Runs `req` on the source of agent `req.agent`; resolves to {action?, explanation?, error?}. */
    async request(req) {
      const entry = this.find(req.game, req.agent);
      const source = all.find((s) => s.id === entry?.source);
      if (!source) return { error: t("setup.noAgent", { name: req.agent }) };
      return source.request(req);
    },
    /** Drops every source's kept agents (a new game or a new line-up). */
    forget() {
      for (const s of all) s.forget?.();
    },
    /** Who sits in `seat`, in words: "Human", or the agent's name and its changed options. */
    label(gameId, seat) {
      if (!seat || seat.kind !== "agent") return t("setup.human");
      const name = this.find(gameId, seat.id)?.name ?? seat.id;
      const opts = Object.entries(seat.options ?? {})
        .filter(([k]) => !HIDDEN_AGENT_OPTIONS.has(k))
        .map(([k, v]) => `${v} ${agentOptionLabel(k)}`);
      return opts.length ? `${name} (${opts.join(", ")})` : name;
    },
    /** The agent's name alone ("MCTS"), or "Human". */
    name(gameId, seat) {
      if (!seat || seat.kind !== "agent") return t("setup.human");
      return this.find(gameId, seat.id)?.name ?? seat.id;
    },
  };
}
