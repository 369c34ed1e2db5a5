// Code in a link: the source compressed (CompressionStream "deflate-raw") and written in
// base64url, so a link holds a student's agent. The first letter says how: "z" deflated, "b"
// plain (browsers without CompressionStream). Code that arrives in a link is shown, never run
// before a click on Run (panel.js).

/** The longest code a link may carry, in characters of the encoded text. */
export const MAX_LINK_CODE = 60000;

/** Bytes -> base64url (no padding). */
export function toBase64Url(bytes) {
  let bin = "";
  for (let k = 0; k < bytes.length; k += 0x8000) bin += String.fromCharCode(...bytes.subarray(k, k + 0x8000));
  return btoa(bin).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** base64url -> bytes; throws an Error that says what is wrong. */
export function fromBase64Url(text) {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error("the code in this link is damaged (it has letters base64url does not use)");
  const b64 = text.replace(/-/g, "+").replace(/_/g, "/") + "===".slice((text.length + 3) % 4);
  const bin = atob(b64);
  const out = new Uint8Array(bin.length);
  for (let k = 0; k < bin.length; k++) out[k] = bin.charCodeAt(k);
  return out;
}

async function through(bytes, stream) {
  const out = new Response(new Blob([bytes]).stream().pipeThrough(stream));
  return new Uint8Array(await out.arrayBuffer());
}

/** Encodes `source` for a link ("z..." deflated when the browser can, else "b..."). */
export async function encodeCode(source, { compress = typeof CompressionStream === "function" } = {}) {
  const bytes = new TextEncoder().encode(String(source));
  if (compress) return "z" + toBase64Url(await through(bytes, new CompressionStream("deflate-raw")));
  return "b" + toBase64Url(bytes);
}

/** Decodes what encodeCode made; throws an Error a person can act on when it cannot. */
export async function decodeCode(text) {
  const s = String(text ?? "");
  if (s.length > MAX_LINK_CODE) throw new Error("the code in this link is too long");
  const kind = s[0];
  const bytes = fromBase64Url(s.slice(1));
  if (kind === "b") return new TextDecoder().decode(bytes);
  if (kind === "z") {
    if (typeof DecompressionStream !== "function") throw new Error("this browser cannot unpack the code in this link");
    try {
      return new TextDecoder().decode(await through(bytes, new DecompressionStream("deflate-raw")));
    } catch {
      throw new Error("the code in this link is damaged (it does not unpack)");
    }
  }
  throw new Error("the code in this link is damaged (unknown kind)");
}
