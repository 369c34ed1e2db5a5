// Loads the WebAssembly engine once and hands back the JS API of ./pkg/playground.js.
//
// The single-file build (dist/playground.html) may provide the engine itself, already
// initialised from inlined bytes, as `globalThis.__playgroundEngine` (the module namespace or a
// promise of it); otherwise the engine is imported from ./pkg/ next to this file.

/**
 * Resolves to the initialised engine module (`games`, `make`, `agents`, `makeAgent`, ...).
 * `unlisted`: the student sandbox's copy, imported under an address no one else knows (a random
 * query), so code that imports ./pkg/playground.js itself gets a copy that was never initialised
 * and cannot be once the sandbox is locked (no fetch): it cannot use the engine outside `env`
 * and its budget of engine calls.
 */
export async function loadEngine({ unlisted = false } = {}) {
  if (globalThis.__playgroundEngine) return await globalThis.__playgroundEngine;
  // (Served over http(s) only: in the single file the engine comes bundled, reached by no address.)
  const served = /^https?:/.test(import.meta.url);
  const pg =
    unlisted && served
      ? await import(/* external */ new URL("./pkg/playground.js?copy=" + randomToken(), import.meta.url).href)
      : await import("./pkg/playground.js");
  await pg.default();
  return pg;
}

/** 128 random bits in hex (crypto.getRandomValues also works outside secure contexts). */
function randomToken() {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
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
