// A channel to one worker: requests with a deadline, cancel, streamed progress, and respawn.
//
// The page (Web Worker) and Node (worker_threads) use the same channel through a tiny port:
//   port = { post(message), terminate(), onmessage: (data) => {}, onerror: (message) => {} }
// webWorkerPort(url) below makes one from a Web Worker; www/workers/node_port.js from a Node worker.
//
// Wire protocol (the worker side is serve() below):
//   owner -> worker  {id, type, ...payload}
//   worker -> owner  {id, progress}            any number of times while the request runs
//                    {id, result}              the answer; the request is over
//                    {id, error: {message, ...}}  the handler threw; the request is over
//                    {panic: message}          the worker is broken: every pending request fails
//
// A worker busy in synchronous code cannot read a "stop" message, so both a missed deadline and
// cancel() end the worker (terminate) and the next request starts a fresh one; `onSpawn` lets the
// owner re-send what a fresh worker needs (e.g. the student's code) before that request.

/** Why a request failed: `kind` is "timeout", "cancelled", "error" (the handler threw) or "crashed". */
export class ChannelError extends Error {
  /**
   * @param {string} kind "timeout" | "cancelled" | "error" | "crashed"
   * @param {string} message what happened, in words
   * @param {object} [details] what the worker sent with an error (e.g. {line})
   */
  constructor(kind, message, details = {}) {
    super(message);
    this.name = "ChannelError";
    this.kind = kind;
    this.details = details;
  }
}

/**
 * A channel to workers made by `spawn()`; a worker is started on the first request.
 *
 * @param {object} opts
 * @param {() => object} opts.spawn makes a port (see the top of this file)
 * @param {(channel) => Promise<void>|void} [opts.onSpawn] runs after each fresh worker starts,
 *   before the request that needed it is sent (its own requests go first)
 * @returns {{request: Function, cancel: Function, respawn: Function, close: Function,
 *   readonly spawns: number, readonly busy: boolean}}
 */
export function createChannel({ spawn, onSpawn } = {}) {
  if (typeof spawn !== "function") throw new Error("createChannel needs a spawn() function");
  let port = null;
  let starting = null; // the promise of onSpawn for the current port
  let nextId = 1;
  let spawns = 0;
  let closed = false;
  const pending = new Map(); // id -> {resolve, reject, onProgress, timer, due, expire}

  function settle(id, fn) {
    const p = pending.get(id);
    if (!p) return;
    pending.delete(id);
    if (p.timer) clearTimeout(p.timer);
    if (p.signal && p.abort) p.signal.removeEventListener("abort", p.abort);
    fn(p);
  }

  function failAll(kind, message) {
    for (const id of [...pending.keys()]) settle(id, (p) => p.reject(new ChannelError(kind, message)));
  }

  function kill() {
    const old = port;
    port = null;
    starting = null;
    if (old) {
      old.onmessage = null;
      old.onerror = null;
      try {
        old.terminate();
      } catch {
        // already gone
      }
    }
  }

  function onMessage(from, data) {
    if (from !== port || !data || typeof data !== "object") return;
    if ("panic" in data) {
      kill();
      failAll("crashed", `the worker stopped: ${data.panic}`);
      return;
    }
    const p = pending.get(data.id);
    if (!p) return;
    // An answer after the deadline is a timeout, even when its timer has not run yet (a task
    // that blocked the thread past the deadline, e.g. a worker served in this thread).
    if (("result" in data || "error" in data) && p.due != null && Date.now() >= p.due) {
      p.expire();
      return;
    }
    if ("progress" in data) {
      if (p.onProgress) {
        try {
          p.onProgress(data.progress);
        } catch {
          // a listener's bug must not break the channel
        }
      }
    } else if ("error" in data) {
      const e = data.error || {};
      settle(data.id, (q) => q.reject(new ChannelError("error", String(e.message ?? e), e)));
    } else if ("result" in data) {
      settle(data.id, (q) => q.resolve(data.result));
    }
  }

  function onError(from, message) {
    if (from !== port) return;
    kill();
    failAll("crashed", `the worker stopped: ${message}`);
  }

  function ensurePort() {
    if (port) return starting;
    const p = spawn();
    spawns += 1;
    port = p;
    p.onmessage = (data) => onMessage(p, data);
    p.onerror = (message) => onError(p, message);
    starting = Promise.resolve().then(() => (onSpawn ? onSpawn(channel) : undefined));
    const mine = starting;
    // A failed onSpawn fails the requests waiting on it; the next request tries a fresh worker.
    starting = mine.catch((err) => {
      if (port === p) kill();
      throw err;
    });
    starting.catch(() => {});
    return starting;
  }

  /**
   * Sends one request and resolves to the worker's result.
   * @param {string} type the handler's name on the worker side
   * @param {object} [payload] copied to the worker (structured clone)
   * @param {object} [opts]
   * @param {number} [opts.deadlineMs] past this (from when it is sent) the worker is ended and the
   *   request rejects with kind "timeout"
   * @param {(progress) => void} [opts.onProgress] called with each progress message
   * @param {AbortSignal} [opts.signal] aborting it is cancel() for this request
   * @param {boolean} [opts.internal] sent on the current worker without waiting for onSpawn
   *   (onSpawn's own requests use this)
   * @returns {Promise<any>} rejects with a ChannelError
   */
  function request(type, payload = {}, opts = {}) {
    if (closed) return Promise.reject(new ChannelError("cancelled", "the channel is closed"));
    const id = nextId++;
    return new Promise((resolve, reject) => {
      const entry = { resolve, reject, onProgress: opts.onProgress, timer: null, signal: opts.signal };
      pending.set(id, entry);
      if (opts.signal) {
        if (opts.signal.aborted) {
          settle(id, (p) => p.reject(new ChannelError("cancelled", "cancelled")));
          return;
        }
        entry.abort = () => cancel();
        opts.signal.addEventListener("abort", entry.abort, { once: true });
      }
      const send = () => {
        if (!pending.has(id)) return;
        if (opts.deadlineMs != null) {
          entry.expire = () => {
            kill();
            settle(id, (p) =>
              p.reject(new ChannelError("timeout", `no answer within ${opts.deadlineMs} ms`)),
            );
            failAll("crashed", "the worker was ended: another request ran past its deadline");
          };
          entry.due = Date.now() + opts.deadlineMs;
          entry.timer = setTimeout(entry.expire, opts.deadlineMs);
        }
        try {
          port.post({ id, type, ...payload });
        } catch (err) {
          settle(id, (p) => p.reject(new ChannelError("crashed", `could not send: ${err?.message ?? err}`)));
        }
      };
      if (opts.internal && port) {
        send();
        return;
      }
      ensurePort().then(
        () => (port ? send() : settle(id, (p) => p.reject(new ChannelError("crashed", "the worker stopped")))),
        (err) =>
          settle(id, (p) =>
            p.reject(err instanceof ChannelError ? err : new ChannelError("crashed", String(err?.message ?? err))),
          ),
      );
    });
  }

  /** Ends the worker now: every pending request rejects with kind "cancelled". */
  function cancel() {
    kill();
    failAll("cancelled", "cancelled");
  }

  /** Ends the worker (if any) and starts a fresh one now (running onSpawn). */
  function respawn() {
    cancel();
    return ensurePort();
  }

  /** Ends the worker for good; later requests reject. */
  function close() {
    cancel();
    closed = true;
  }

  const channel = {
    request,
    cancel,
    respawn,
    close,
    /** How many workers this channel has started. */
    get spawns() {
      return spawns;
    },
    /** Whether a request is waiting for its answer. */
    get busy() {
      return pending.size > 0;
    },
  };
  return channel;
}

/**
 * The worker side: answers requests with `handlers[type](payload, {progress})` (sync or async).
 * `progress(value)` streams a progress message for this request.
 *
 * @param {object} scope the worker's global (`self`); needs postMessage and onmessage
 * @param {Record<string, Function>} handlers
 * @param {(err) => object} [describe] turns a thrown error into the `{message, ...}` sent back
 */
export function serve(scope, handlers, describe = (err) => ({ message: String(err?.message ?? err) })) {
  const post = scope.postMessage.bind(scope);
  scope.onmessage = async (event) => {
    const msg = event.data;
    if (!msg || typeof msg !== "object" || typeof msg.id !== "number") return;
    const { id, type, ...payload } = msg;
    const handler = Object.prototype.hasOwnProperty.call(handlers, type) ? handlers[type] : null;
    if (!handler) {
      post({ id, error: { message: `unknown request type '${type}'` } });
      return;
    }
    const progress = (value) => post({ id, progress: value });
    try {
      const result = await handler(payload, { progress });
      post({ id, result });
    } catch (err) {
      post({ id, error: describe(err) });
    }
  };
  return post;
}

const inheritingUrls = new Map(); // a script's address -> the blob: URL that starts it

/**
 * The address to start a worker for the script at `url` from: a one-line blob: script that
 * imports it. A worker started from a blob: URL inherits the page's own Content-Security-Policy
 * (its <meta> tag, and any header the page came with), while a worker started from its script's
 * address gets only the headers of that response: none on a plain static host (GitHub Pages, a
 * school's web space). So the page carries the sandbox's policy itself, on every host. A blob:
 * or data: address (the single file's workers) is used as it is.
 * @param {string|URL} url
 * @param {WorkerOptions} [options]
 * @returns {string}
 */
export function inheritingWorkerUrl(url, options = { type: "module" }) {
  const href = new URL(String(url), globalThis.location?.href).href;
  if (/^(blob|data):/.test(href) || typeof Blob !== "function" || typeof URL.createObjectURL !== "function") return href;
  const key = `${options?.type === "module" ? "module" : "classic"} ${href}`;
  if (!inheritingUrls.has(key)) {
    const body = options?.type === "module" ? `import ${JSON.stringify(href)};\n` : `importScripts(${JSON.stringify(href)});\n`;
    inheritingUrls.set(key, URL.createObjectURL(new Blob([body], { type: "text/javascript" })));
  }
  return inheritingUrls.get(key);
}

/**
 * A port over a browser Web Worker for the script at `url` (a module worker unless `type` is
 * given), started so that it inherits the page's policy (inheritingWorkerUrl).
 * @param {string|URL} url
 * @param {WorkerOptions} [options]
 */
export function webWorkerPort(url, options = { type: "module" }) {
  const worker = new Worker(inheritingWorkerUrl(url, options), options);
  const port = {
    onmessage: null,
    onerror: null,
    post: (message) => worker.postMessage(message),
    terminate: () => worker.terminate(),
  };
  worker.onmessage = (event) => port.onmessage?.(event.data);
  worker.onerror = (event) => {
    event.preventDefault?.();
    port.onerror?.(event.message || "the worker could not start");
  };
  worker.onmessageerror = () => port.onerror?.("a message could not be read");
  return port;
}
