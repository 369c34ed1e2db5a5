// Pyodide from memory: the Python single file (dist/playground-python.html, made by
// scripts/bundle_single_file.py --pyodide) carries Pyodide's files gzipped and base64-encoded, and
// its bundler hands them to the sandbox worker as `self.__pg_pyodide` = {base64, index}. This
// module unpacks them (DecompressionStream) and starts Pyodide with no request at all: its two
// scripts are evaluated here (the bundler made them classic scripts), and the files Pyodide asks
// for under MEMORY_INDEX are answered from memory by a fetch stand-in while it loads. Everywhere
// else (the served page, Node, the small single file) there is no payload and this returns null.

/** The made-up folder Pyodide is told it lives in (never fetched: the stand-in answers it). */
export const MEMORY_INDEX = "memory://pyodide/";

const TYPES = { ".wasm": "application/wasm", ".json": "application/json", ".zip": "application/zip" };

function fromBase64(text) {
  if (typeof Uint8Array.fromBase64 === "function") return Uint8Array.fromBase64(text);
  const raw = atob(text);
  const out = new Uint8Array(raw.length);
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

async function gunzip(bytes) {
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/**
 * Pyodide's loadPyodide and the options that make it load from memory, or null where this
 * worker was given no inlined Pyodide. Call `done()` once loadPyodide has resolved or failed:
 * it puts the worker's own fetch and importScripts back (lockdown.js takes them away later).
 * @param {object} [scope] the worker's global scope
 * @returns {Promise<null | {loadPyodide: Function, options: object, done: () => void}>}
 */
export async function pyodideFromMemory(scope = globalThis) {
  const payload = scope.__pg_pyodide;
  if (!payload) return null;
  delete scope.__pg_pyodide;
  const all = await gunzip(fromBase64(payload.base64));
  const files = new Map();
  for (const [name, [start, length]] of Object.entries(payload.index)) {
    files.set(name, all.subarray(start, start + length));
  }
  const text = (name) => new TextDecoder().decode(files.get(name));
  const realFetch = scope.fetch;
  const realImportScripts = scope.importScripts;
  const done = () => {
    scope.fetch = realFetch;
    scope.importScripts = realImportScripts;
  };
  scope.fetch = async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    if (!url.startsWith(MEMORY_INDEX)) return realFetch(input, init);
    const name = url.slice(MEMORY_INDEX.length);
    const bytes = files.get(name);
    if (!bytes) return new Response(null, { status: 404, statusText: `${name} is not inlined` });
    const type = TYPES[name.slice(name.lastIndexOf("."))] ?? "application/octet-stream";
    return new Response(bytes, { headers: { "Content-Type": type } });
  };
  // Pyodide refuses a worker where importScripts works ("classic"); the single file's workers are
  // classic only because file:// pages cannot start module workers, and nothing here needs it.
  scope.importScripts = undefined;
  try {
    (0, eval)(text("pyodide.js"));
    (0, eval)(text("pyodide.asm.js"));
  } catch (err) {
    done();
    throw err;
  }
  const { loadPyodide } = scope.__pg_pyodide_api;
  const createPyodideModule = scope.__pg_pyodide_module;
  delete scope.__pg_pyodide_api;
  delete scope.__pg_pyodide_module;
  return { loadPyodide, options: { indexURL: MEMORY_INDEX, createPyodideModule }, done };
}
