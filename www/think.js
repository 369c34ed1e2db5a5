// Answers one agent request: rebuilds the position by replaying its history (the engine is
// deterministic), then asks the agent for a move and/or an explanation. Used by worker.js and,
// where Workers are unavailable, on the main thread.

import { plain, messageOf, errorRecord } from "./engine.js";
import { ensureNets } from "./nets.js";

/**
 * Replays `history` on a fresh env: events are ["step", action], ["flag", cell], ["chord", cell].
 * @returns the env at the end of the history.
 */
export function replay(pg, game, options, seed, history) {
  const env = pg.make(game, options);
  env.reset(seed);
  for (const [kind, arg] of history) {
    if (kind === "step") env.step(arg);
    else if (kind === "flag") env.toggleFlag(arg);
    else if (kind === "chord") env.chord(arg);
    else throw new Error(`unknown history event '${kind}'`);
  }
  return env;
}

/**
 * JSON.stringify replacer for agent keys: a bytes option (a trained agent's `weights`) becomes a
 * short tag of its length and an FNV-1a hash instead of thousands of numbers.
 */
export function bytesAsTag(key, value) {
  if (!(value instanceof Uint8Array)) return value;
  let h = 0x811c9dc5;
  for (let i = 0; i < value.length; i += 1) h = Math.imul(h ^ value[i], 0x01000193) >>> 0;
  return `bytes:${value.length}:${h.toString(16)}`;
}

/**
 * Makes a request handler for engine `pg`. A request is
 * `{game, options, seed, history, agent, agentOptions, act, explain}`; the answer is
 * `{action?, explanation?, error?}`. Agents are kept between requests (keyed by their setup) so
 * they can keep what they learnt; `forget()` drops them.
 */
export function createThinker(pg) {
  let agents = new Map();
  function agentFor(req) {
    const key = JSON.stringify([req.game, req.agent, req.agentOptions], bytesAsTag);
    let agent = agents.get(key);
    if (!agent) {
      agent = pg.makeAgent(req.game, req.agent, req.agentOptions);
      agents.set(key, agent);
    }
    return agent;
  }
  return {
    /**
     * Loads what the request's agent needs before `handle` (its game's engine, its shipped net,
     * www/nets.js); never
     * rejects: a net that cannot be loaded shows as the engine's error in `handle`.
     */
    async prepare(req) {
      try {
        await pg.ready?.(req.game); // the engine of the request's game (www/engine.js)
        await ensureNets(pg, req.game, req.agent);
      } catch (err) {
        console.warn(messageOf(err));
      }
    },
    /** Answers one request (never throws: errors come back as `{error}`). */
    handle(req) {
      try {
        const env = replay(pg, req.game, req.options, req.seed, req.history);
        const agent = agentFor(req);
        const out = {};
        if (req.explain && typeof agent.explain === "function") {
          const e = plain(agent.explain(env));
          if (e !== undefined && e !== null) out.explanation = e;
        }
        // An explanation that names its best move already is the agent's choice: no second search.
        const best = out.explanation?.best;
        if (req.act && Number.isInteger(best) && best >= 0 && env.actionMask()[best]) out.action = best;
        else if (req.act) out.action = agent.act(env);
        if (typeof env.free === "function") env.free();
        return out;
      } catch (err) {
        const info = errorRecord(err); // the kind and fields let the page word it in any language
        return info ? { error: info.message, errorKind: info.kind, errorFields: info.fields } : { error: messageOf(err) };
      }
    },
    /** Drops every kept agent (a new game or new setup). */
    forget() {
      for (const a of agents.values()) if (typeof a.free === "function") a.free();
      agents = new Map();
    },
  };
}
