// Loads the WebAssembly engine once and hands back the JS API of ./pkg/playground.js.
//
// The single-file build (dist/playground.html) may provide the engine itself, already
// initialised from inlined bytes, as `globalThis.__playgroundEngine` (the module namespace or a
// promise of it); otherwise the engine is imported from ./pkg/ next to this file.

/** Resolves to the initialised engine module (`games`, `make`, `agents`, `makeAgent`, ...). */
export async function loadEngine() {
  if (globalThis.__playgroundEngine) return await globalThis.__playgroundEngine;
  const pg = await import("./pkg/playground.js");
  await pg.default();
  return pg;
}

/** Turns what the engine returns (plain objects, maybe `Map`s) into plain objects. */
export function plain(value) {
  if (value instanceof Map) {
    const out = {};
    for (const [k, v] of value) out[k] = plain(v);
    return out;
  }
  return value;
}

/** The message of an error thrown by the engine, for the status line. */
export function messageOf(err) {
  if (err && typeof err === "object" && "message" in err) return String(err.message);
  return String(err);
}

/**
 * An engine error's `{message, kind, fields}` (kind and fields: see scripts/README.md), plain
 * enough to cross a worker's postMessage; null for an error without a kind.
 */
export function errorRecord(err) {
  if (err && typeof err === "object" && err.kind) return { message: String(err.message), kind: String(err.kind), fields: { ...(err.fields ?? {}) } };
  return null;
}
