// Node only: the first script of a worker_threads Worker made by node_port.js. It gives the page
// worker module the Web Worker globals it uses, then imports it.

import { parentPort, workerData } from "node:worker_threads";
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import path from "node:path";
import { register } from "node:module";

// Imports are refused once the sandbox locks itself (lockdown.js calls this before student code).
const importFlag = new SharedArrayBuffer(4);
register(new URL("./node_hooks.js", import.meta.url), { data: { flag: importFlag } });
globalThis.__playgroundLockImports = () => Atomics.store(new Int32Array(importFlag), 0, 1);

const queue = [];
let handler = null;
globalThis.self = globalThis;
globalThis.postMessage = (message) => parentPort.postMessage(message);
globalThis.close = () => process.exit(0);
Object.defineProperty(globalThis, "onmessage", {
  configurable: true,
  get: () => handler,
  set: (fn) => {
    handler = fn;
    while (handler && queue.length) handler({ data: queue.shift() });
  },
});
parentPort.on("message", (data) => (handler ? handler({ data }) : queue.push(data)));

if (workerData.pkg) {
  const dir = path.resolve(workerData.pkg);
  globalThis.__playgroundEngine = import(pathToFileURL(path.join(dir, "playground.js")).href).then((pg) => {
    pg.initSync({ module: readFileSync(path.join(dir, "playground_bg.wasm")) });
    return pg;
  });
}
// Pyodide in Node wants a folder path, not a file: URL.
if (workerData.pyodide) globalThis.__playgroundPyodide = path.resolve(workerData.pyodide) + "/";

await import(workerData.module);
