// Takes away from the sandbox worker's global scope everything that reaches outside it: the
// network (fetch, XMLHttpRequest, WebSocket, EventSource, importScripts, sendBeacon, fonts, ...),
// storage (indexedDB, caches, localStorage-like globals), nested workers, and code built from text
// that loads other code (code_guard.js: a dynamic import through eval or a Function constructor). Runs
// after the engine (and Python) are loaded and before any student code: a call then throws an
// Error that says why, and no request is ever made. The Content-Security-Policy the page carries
// in its <meta> tag (inherited by the blob: workers of workers/channel.js, so it holds on any
// static host, with no header of ours) is the second wall; this one also holds where there is no
// CSP at all (Node worker threads).

import { t } from "../i18n/index.js";
import { guardCodeFromText } from "./code_guard.js";

/** Globals removed from the sandbox, with the reason the student sees. */
export const BLOCKED = [
  "fetch",
  "XMLHttpRequest",
  "WebSocket",
  "WebSocketStream",
  "EventSource",
  "importScripts",
  "WebTransport",
  "FontFace",
  "fonts",
  "Notification",
  "RTCPeerConnection",
  "BroadcastChannel",
  "SharedWorker",
  "Worker",
  "indexedDB",
  "caches",
  "localStorage",
  "sessionStorage",
  "cookieStore",
  "storage",
  "Request",
  "navigator",
  "require",
  "process",
  "Buffer",
];

function blocker(name) {
  const fail = function () {
    throw new Error(t("sandbox.locked", { name }));
  };
  return fail;
}

/**
 * Replaces every name in BLOCKED on `scope` (and its prototype chain) with a function that throws
 * (storage objects become undefined). Returns the names it changed.
 * @param {object} scope usually globalThis
 */
export function lockDown(scope = globalThis) {
  const changed = [];
  // Node worker threads (scripts/arena.mjs): from now on every dynamic import is refused.
  if (typeof scope.__playgroundLockImports === "function") {
    scope.__playgroundLockImports();
    delete scope.__playgroundLockImports;
  }
  // The engine and Pyodide handles the loaders left on the global (already in use by then), and
  // the Python single file's inlined Pyodide where no Python took it (pyodide_memory.js).
  for (const name of ["__playgroundEngine", "__playgroundPyodide", "__pg_pyodide"]) {
    try {
      delete scope[name];
    } catch {
      // not deletable: left
    }
  }
  // The addresses this worker loaded (its engine copy's among them) leave the timing buffer.
  try {
    scope.performance?.clearResourceTimings?.();
    scope.performance?.setResourceTimingBufferSize?.(0);
  } catch {
    // no Resource Timing here (Node)
  }
  guardCodeFromText(scope);
  // Objects (not functions) become undefined; the rest throw the sandbox's sentence when called.
  const storage = new Set(["indexedDB", "caches", "localStorage", "sessionStorage", "cookieStore", "storage", "navigator", "process", "Buffer", "fonts"]);
  for (const name of BLOCKED) {
    const value = storage.has(name) ? undefined : blocker(name);
    // Every level of the prototype chain that holds the name, then the scope itself.
    const holders = [];
    for (let h = Object.getPrototypeOf(scope); h; h = Object.getPrototypeOf(h)) {
      if (Object.prototype.hasOwnProperty.call(h, name)) holders.push(h);
    }
    holders.push(scope);
    for (const holder of holders) {
      try {
        Object.defineProperty(holder, name, { value, writable: false, configurable: false, enumerable: false });
      } catch {
        try {
          holder[name] = value;
        } catch {
          // a name the platform made read-only: left as it is
        }
      }
    }
    if (scope[name] === value) changed.push(name);
  }
  return changed;
}
