// The catalog source "code": the student's saved agents of the current game appear in the seat
// menus as "My agent: NAME" (ids `code:<id>`), play against anyone, and answer hints. Each
// request rebuilds the position from its replayable history and asks the sandbox (runner.js)
// for a move; a forfeit (timeout, error, illegal answer) comes back as `{forfeit}` and the page
// ends the game (play/session.js forfeit()). Every move is recorded for the debugger.
//
// Events (on): "progress" {agentId, calls, budget, logs}, "load" {text, percent},
//   "result" {agentId, result, record}, "records" (the recorded moves changed).

import { createStudentAgent, browserSpawn } from "./runner.js";
import { createEmitter } from "../play/events.js";
import { t } from "../i18n/index.js";

/** The id prefix of the student's agents in seats and links. */
export const PREFIX = "code:";
/** The id suffix of a learner's trained snapshot: `code:<id>@trained` plays with what it learned. */
export const TRAINED = "@trained";

/** The entry of `agent` for the catalog. */
export function entryOf(agent) {
  return {
    id: PREFIX + agent.id,
    name: t("code.myAgent", { name: agent.name }),
    description: t(agent.language === "python" ? "code.aboutPy" : "code.aboutJs"),
    defaults: [],
    source: "code",
  };
}

/** The entry of `agent`'s trained snapshot `learned` ({text, episodes}) for the catalog. */
export function trainedEntryOf(agent, learned) {
  return {
    id: PREFIX + agent.id + TRAINED,
    name: t("mine.trainedName", { name: agent.name, episodes: learned.episodes }),
    description: t("mine.trainedAbout", { name: agent.name, episodes: learned.episodes }),
    defaults: [],
    source: "code",
  };
}

/** Splits a seat id `code:<id>` or `code:<id>@trained` into {agentId, trained}. */
export function parseAgentId(id) {
  const rest = String(id).slice(PREFIX.length);
  return rest.endsWith(TRAINED) ? { agentId: rest.slice(0, -TRAINED.length), trained: true } : { agentId: rest, trained: false };
}

/** Rebuilds the real game of request `req` ({game, options, seed, history}) on engine `pg`. */
export function rebuild(pg, req) {
  const env = pg.make(req.game, req.options ?? {});
  env.reset(req.seed);
  for (const [kind, arg] of req.history ?? []) {
    if (kind === "step") env.step(arg);
    else if (kind === "flag") env.toggleFlag(arg);
    else if (kind === "chord") env.chord(arg);
  }
  return env;
}

/**
 * Makes the source. `store` holds the agents (store.js), `settings()` gives {timeLimitMs,
 * budget}, `describe(action, obs)` puts a move in words, `plain` turns engine values into plain
 * objects, `spawn` makes sandbox workers (tests may pass their own).
 */
export function createCodeSource({ pg, store, settings, describe, plain = (v) => v, spawn = browserSpawn }) {
  const events = createEmitter();
  const workers = new Map(); // `${agentId}|${seed}` -> {agent, fingerprint}
  const queues = new Map(); // the same key -> the last request's promise
  const seated = new Map(); // `${game}|${agentId}` -> {text, episodes}: snapshots seated this visit
  let records = []; // this game's recorded moves
  let lastRecords = []; // the game before (kept after a new game starts)

  // A JavaScript agent gets a worker per seat (the seat's seed is the game's seed * 2 + seat:
  // its parity; a hint has one of its own); a Python agent keeps one worker for all its seats and
  // games (Pyodide loads once). A trained snapshot has workers of its own (they load what it
  // learned). Every game starts from a fresh program: the first request of a game (after
  // forget(), or on another game or seed) compiles the program afresh in its worker, its
  // Math.random / Python random seeded from the seat's seed (runner.js newGame), so the same
  // game with the same seats and seed plays the same moves.
  const keyOf = (agentId, language, seed, hint = false) => (language === "python" ? `${agentId}|python` : `${agentId}|${hint ? "hint" : seed % 2}`);

  /** The snapshot `code:<id>@trained` plays: this visit's seated one, else the one saved with the program. */
  function learnedOf(game, agentId) {
    return seated.get(`${game}|${agentId}`) ?? store.get(game, agentId)?.learned ?? null;
  }

  function workerFor(agentId, saved, seed, learned = null, hint = false) {
    const { timeLimitMs, budget } = settings();
    const key = keyOf(agentId + (learned ? TRAINED : ""), saved.language, seed, hint);
    const fingerprint = `${saved.language}|${timeLimitMs}|${budget}|${saved.source}|${learned?.text ?? ""}`;
    let w = workers.get(key);
    if (w && w.fingerprint !== fingerprint) {
      w.agent.close(); // the code or the limits changed: a fresh worker
      w = null;
    }
    if (!w) {
      w = { fingerprint, agent: createStudentAgent({ spawn, source: saved.source, language: saved.language, timeLimitMs, budget, seed }) };
      if (learned) w.agent.restoreWith(learned.text);
      workers.set(key, w);
    }
    return w;
  }

  /** `req`'s game as a worker remembers it: another one means a fresh program. */
  const gameOf = (req, seed) => JSON.stringify([req.game, req.options ?? {}, req.seed, seed]);

  async function run(req) {
    const { agentId, trained } = parseAgentId(req.agent);
    const saved = store.get(req.game, agentId);
    if (!saved) return { error: t("code.noSuchAgent", { name: agentId }) };
    const learned = trained ? learnedOf(req.game, agentId) : null;
    if (trained && !learned) return { error: t("code.noSuchAgent", { name: agentId + TRAINED }) };
    const seed = Number(req.agentOptions?.seed ?? 0) || 0;
    const w = workerFor(agentId, saved, seed, learned, !!req.hint);
    // Python's one worker serves both seats of a game the program plays against itself: one game, one program.
    const game = saved.language === "python" ? JSON.stringify([req.game, req.options ?? {}, req.seed]) : gameOf(req, seed);
    if (w.game !== game) {
      const fresh = await w.agent.newGame({ fresh: true, seed });
      w.game = game;
      if (fresh && !fresh.ok) {
        if (fresh.cancelled) return { cancelled: true };
        w.game = null;
        const move = (req.history ?? []).filter(([kind]) => kind === "step").length + 1;
        events.emit("result", { agentId, result: fresh, record: { agentId, name: saved.name, move } });
        return { forfeit: { kind: fresh.forfeit, message: fresh.message, line: fresh.line ?? null, reason: fresh.reason ?? null } };
      }
    }
    let env;
    try {
      env = rebuild(pg, req);
    } catch (err) {
      return { error: String(err?.message ?? err) };
    }
    const move = (req.history ?? []).filter(([kind]) => kind === "step").length + 1;
    const obs = plain(env.observation());
    const record = {
      agentId,
      setup: { game: req.game, options: req.options ?? {}, seed: req.seed },
      name: saved.name,
      seat: Math.max(0, env.currentPlayer),
      move,
      picture: env.render(),
      legal: Array.from(env.legalActions()),
      hint: !!req.hint, // a Hint request (turns.askHint): not one of its moves
      logs: [],
    };
    let result;
    try {
      result = await w.agent.act(env, {
        move,
        onProgress: (p) => {
          if (p.phase) events.emit("load", p);
          else {
            if (p.logs?.length) record.logs.push(...p.logs);
            events.emit("progress", { agentId, calls: p.calls, budget: p.budget, logs: p.logs ?? [] });
          }
        },
      });
    } finally {
      env.free?.();
    }
    if (result.logs) record.logs = result.logs.slice();
    Object.assign(record, { calls: result.calls ?? null, budget: result.budget ?? settings().budget, ms: result.ms ?? null });
    if (result.ok) {
      record.answer = result.action;
      record.answerText = describe(result.action, obs);
    } else if (!result.cancelled) {
      record.forfeit = { kind: result.forfeit, message: result.message, line: result.line ?? null, got: result.got, reason: result.reason ?? null };
    }
    if (!result.cancelled) {
      records.push(record);
      events.emit("records");
    }
    events.emit("result", { agentId, result, record });
    if (result.cancelled) return { cancelled: true };
    if (!result.ok) return { forfeit: { kind: result.forfeit, message: result.message, line: result.line ?? null, reason: result.reason ?? null } };
    return { action: result.action, explanation: null };
  }

  return {
    id: "code",
    label: "My agents",
    /** Subscribes to "progress", "load", "result" or "records". */
    on: events.on,
    /** The student's agents of `gameId`, each followed by its trained snapshot where it has one. */
    agents: (gameId) =>
      store.list(gameId).flatMap((a) => {
        const learned = learnedOf(gameId, a.id);
        return learned ? [entryOf(a), trainedEntryOf(a, learned)] : [entryOf(a)];
      }),
    /** Lists learner `agentId`'s snapshot `learned` ({text, episodes}) for this visit (Seat it). */
    keepTrained(gameId, agentId, learned) {
      seated.set(`${gameId}|${agentId}`, { text: learned.text, episodes: learned.episodes });
    },
    /** The seat id of learner `agentId`'s trained snapshot. */
    trainedId: (agentId) => PREFIX + agentId + TRAINED,
    /** Asks the student's agent for a move (requests to one worker wait their turn). */
    request(req) {
      const { agentId, trained } = parseAgentId(req.agent);
      const seed = Number(req.agentOptions?.seed ?? 0) || 0;
      const key = keyOf(agentId + (trained ? TRAINED : ""), store.get(req.game, agentId)?.language, seed, !!req.hint);
      const next = (queues.get(key) ?? Promise.resolve()).then(() => run(req));
      queues.set(key, next.catch(() => {}));
      return next;
    },
    /**
     * Starts agent `agentId` of `game` for seed `seed` (Run): loads (Python: Pyodide, with
     * "load" events) and compiles it; resolves {ok: true} or the failure with its line.
     */
    prepare({ game, agentId, seed }) {
      const saved = store.get(game, agentId);
      if (!saved) return Promise.resolve({ ok: false, forfeit: "error", message: t("code.noSuchAgent", { name: agentId }), line: null });
      const key = keyOf(agentId, saved.language, seed);
      const next = (queues.get(key) ?? Promise.resolve()).then(() => workerFor(agentId, saved, seed).agent.start((p) => events.emit("load", p)));
      queues.set(key, next.catch(() => {}));
      return next;
    },
    /** A new game or line-up: the agents start their next game (print caps start again). */
    forget() {
      if (records.length) {
        lastRecords = records;
        records = [];
        events.emit("records");
      }
      // Each worker's next request starts its program afresh (run() above).
      for (const w of workers.values()) w.game = null;
    },
    /** Stops every running agent now (the panel's Stop): pending moves resolve {cancelled}. */
    cancel() {
      for (const w of workers.values()) w.agent.cancel();
    },
    /** Ends every worker (the code was deleted, the page switches game). */
    closeAll() {
      for (const w of workers.values()) w.agent.close();
      workers.clear();
    },
    /** The recorded moves of this game, else of the game before (the debugger's replay). */
    records: () => (records.length ? records : lastRecords).filter((r) => !r.hint),
  };
}
