// Trained snapshots kept in the browser (localStorage, the weights as base64: Q-tables and small
// nets are a few KB to a few hundred KB), and the little the page reads of a weights file's
// header to name a loaded file. Whether a file is good for a game is the engine's answer
// (pg.makeAgent refuses a bad or mismatched file with a message); this file never decides it.
//
// A snapshot: {id, game, gameOptions, learner, name, games, episodes, saved (ms since 1970),
// bytes: Uint8Array}; `gameOptions` is the board it was trained on.

import { t } from "../i18n/index.js";

/** The localStorage key that holds the saved snapshots (a JSON list). */
export const STORE_KEY = "playground.learn.snapshots";

/** Bytes as base64 text. */
export function bytesToBase64(bytes) {
  let text = "";
  const CHUNK = 0x8000;
  for (let i = 0; i < bytes.length; i += CHUNK) text += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  return btoa(text);
}

/** Base64 text back to bytes (throws an Error on text that is not base64). */
export function base64ToBytes(text) {
  const raw = atob(text);
  const bytes = new Uint8Array(raw.length);
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/**
 * The JSON header of a weights file (`PGWT`, u32 version, u32 header length, JSON), or null when
 * `bytes` does not start like one. Used only to name a loaded file; the engine checks the rest.
 */
export function readHeader(bytes) {
  if (!(bytes instanceof Uint8Array) || bytes.length < 12) return null;
  if (String.fromCharCode(...bytes.subarray(0, 4)) !== "PGWT") return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const length = view.getUint32(8, true);
  if (12 + length > bytes.length) return null;
  try {
    const header = JSON.parse(new TextDecoder().decode(bytes.subarray(12, 12 + length)));
    return header && typeof header === "object" ? header : null;
  } catch {
    return null;
  }
}

/** A snapshot id from its learner and games ("qlearning-1200"), made unique among `taken` ids. */
export function snapshotId(learner, games, taken = []) {
  const base = `${learner}-${Math.max(0, Math.floor(games || 0))}`;
  let id = base;
  for (let n = 2; taken.includes(id); n += 1) id = `${base}-${n}`;
  return id;
}

/** A file name for downloading `snap`: "tictactoe-qlearning-1200.bin". */
export function fileNameOf(snap) {
  return `${snap.game}-${snap.id}.bin`.replace(/[^\w.-]+/g, "_");
}

/**
 * The saved snapshots over `storage` (localStorage or anything with getItem/setItem). Storage that
 * refuses (privacy settings, full) makes `add` throw an Error with a message a person can act on.
 */
export function createSnapshotStore(storage) {
  function readAll() {
    try {
      const list = JSON.parse(storage?.getItem(STORE_KEY) ?? "[]");
      return Array.isArray(list) ? list : [];
    } catch {
      return [];
    }
  }
  function writeAll(list) {
    try {
      storage.setItem(STORE_KEY, JSON.stringify(list));
    } catch (err) {
      throw new Error(t("learn.storeRefused", { why: err?.message ?? err }));
    }
  }
  const revive = (s) => {
    try {
      return { ...s, bytes: base64ToBytes(s.data), data: undefined };
    } catch {
      return null;
    }
  };
  return {
    /** The saved snapshots of `game`, newest first. */
    list(game) {
      return readAll()
        .filter((s) => s.game === game)
        .map(revive)
        .filter(Boolean)
        .sort((a, b) => (b.saved ?? 0) - (a.saved ?? 0));
    },
    /** The saved snapshot `id` of `game`, or null. */
    get(game, id) {
      const s = readAll().find((x) => x.game === game && x.id === id);
      return s ? revive(s) : null;
    },
    /** Saves `snap` (replacing one of the same game and id). */
    add(snap) {
      const { bytes, ...rest } = snap;
      const list = readAll().filter((x) => !(x.game === snap.game && x.id === snap.id));
      list.push({ ...rest, saved: snap.saved ?? Date.now(), data: bytesToBase64(bytes) });
      writeAll(list);
    },
    /** Forgets the snapshot `id` of `game`. */
    remove(game, id) {
      writeAll(readAll().filter((x) => !(x.game === game && x.id === id)));
    },
  };
}
