// Runs agent requests in a Web Worker (worker.js) so the page stays responsive; falls back to
// the main thread where a worker cannot be made, fails to load, or does not start in time.

import { createThinker } from "./think.js";

/** How long the worker may take to load the engine before the main thread takes over. */
const WORKER_START_MS = 15000;

/** Sends agent requests to the worker, or runs them on the main thread as a fallback. */
export class AgentClient {
  /**
   * @param pg the engine (used by the main-thread fallback).
   * @param onMode called with "worker" or "main thread" now and whenever that changes.
   */
  constructor(pg, onMode = () => {}) {
    this.onMode = onMode;
    this.pg = pg;
    this.nextId = 1;
    this.pending = new Map(); // id -> {req, resolve}
    this.local = null; // the main-thread thinker, once we fall back
    this.worker = null;
    this.mode = "main thread";
    this.ready = false;
    this.watchdog = 0;
    const canWork = typeof Worker !== "undefined";
    if (canWork) {
      try {
        this.worker = new Worker(new URL("./worker.js", import.meta.url), { type: "module" });
        this.mode = "worker";
        this.worker.onmessage = (e) => this.onAnswer(e.data);
        this.worker.onerror = (e) => {
          e.preventDefault?.();
          this.fallBack();
        };
      } catch {
        this.worker = null;
        this.mode = "main thread";
      }
    }
    this.onMode(this.mode);
  }

  /** Stops using the worker and reruns whatever it still owed on the main thread. */
  fallBack() {
    if (this.worker) this.worker.terminate();
    this.worker = null;
    this.mode = "main thread";
    this.onMode(this.mode);
    const owed = [...this.pending.entries()];
    this.pending.clear();
    for (const [, p] of owed) this.runLocally(p.req).then(p.resolve);
  }

  onAnswer(msg) {
    if (msg.ready) {
      this.ready = true;
      clearTimeout(this.watchdog);
      return;
    }
    if (msg.panic) {
      globalThis.__playgroundPanic?.(msg.panic);
      return;
    }
    if (msg.fatal) {
      this.fallBack();
      return;
    }
    const p = this.pending.get(msg.id);
    if (!p) return;
    this.pending.delete(msg.id);
    p.resolve(msg);
  }

  runLocally(req) {
    if (!this.local) this.local = createThinker(this.pg);
    // Let the page paint first: the answer comes on a later task.
    return this.local.prepare(req).then(() => new Promise((resolve) => setTimeout(() => resolve(this.local.handle(req)), 0)));
  }

  /**
   * Asks for a move and/or explanation: `req` = {game, options, seed, history, agent,
   * agentOptions, act, explain}. Resolves to {action?, explanation?, error?}.
   */
  request(req) {
    if (!this.worker) return this.runLocally(req);
    const id = this.nextId++;
    // A worker that never starts (some browsers, some file:// setups): use the main thread.
    if (!this.ready && !this.watchdog) this.watchdog = setTimeout(() => this.ready || this.fallBack(), WORKER_START_MS);
    return new Promise((resolve) => {
      this.pending.set(id, { req, resolve });
      this.worker.postMessage({ ...req, id, type: "think" });
    });
  }

  /** Forgets kept agents (new game or new setup). */
  forget() {
    if (this.worker) this.worker.postMessage({ type: "forget" });
    if (this.local) this.local.forget();
  }
}
