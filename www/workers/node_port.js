// Node only (scripts/arena.mjs, tests): a channel port (see channel.js) over a worker_threads
// Worker that runs a page worker module unchanged. node_boot.js gives the module the Web Worker
// globals it expects (self, postMessage, onmessage) and, when `pkg` is given, the engine already
// loaded from pkg/playground_bg.wasm (Node's fetch cannot read files).

import { Worker } from "node:worker_threads";

/**
 * @param {string|URL} moduleUrl the worker module (e.g. www/code/sandbox_worker.js)
 * @param {object} [opts]
 * @param {string} [opts.pkg] folder of the built engine (playground.js + playground_bg.wasm)
 * @param {string} [opts.pyodide] folder of Pyodide (pyodide.mjs + its files), for Python agents
 * @param {number} [opts.maxOldGenerationSizeMb] heap limit of the worker
 */
export function nodeWorkerPort(moduleUrl, opts = {}) {
  const worker = new Worker(new URL("./node_boot.js", import.meta.url), {
    workerData: { module: String(moduleUrl), pkg: opts.pkg ?? null, pyodide: opts.pyodide ?? null },
    resourceLimits: opts.maxOldGenerationSizeMb ? { maxOldGenerationSizeMb: opts.maxOldGenerationSizeMb } : undefined,
    stdout: true, // the worker's own console output is not the terminal's
    stderr: true,
  });
  worker.stdout.resume();
  worker.stderr.resume();
  let ended = false;
  const port = {
    onmessage: null,
    onerror: null,
    post: (message) => worker.postMessage(message),
    terminate: () => {
      ended = true;
      worker.terminate();
    },
  };
  worker.on("message", (data) => port.onmessage?.(data));
  worker.on("error", (err) => {
    if (!ended) port.onerror?.(err?.message ?? String(err));
  });
  worker.on("exit", (code) => {
    if (!ended) port.onerror?.(`the worker exited (code ${code})`);
    ended = true;
  });
  return port;
}
