// The shipped nets (src/shipped.rs) are not inside the wasm: each is fetched the first time an
// agent that plays it is asked for, and handed to the engine (`provideNet`). The engine owns the
// list (`shippedNets()`: name, game, agent, board); this file only knows where the files are. The
// single-file build inlines them (these `new URL(...)` become data: URLs).

/** Where each shipped net's file is, by name (www/../weights/ is copied to dist/weights/). */
const FILES = {
  "tictactoe-qlearning": new URL("./weights/tictactoe-qlearning.bin", import.meta.url),
  "tictactoe-alphazero": new URL("./weights/tictactoe-alphazero.bin", import.meta.url),
  "gomoku-6x6-4-alphazero": new URL("./weights/gomoku-6x6-4-alphazero.bin", import.meta.url),
  "gomoku-8x8-5-alphazero": new URL("./weights/gomoku-8x8-5-alphazero.bin", import.meta.url),
  "minesweeper-neural": new URL("./weights/minesweeper-neural.bin", import.meta.url),
  "puyo-neural": new URL("./weights/puyo-neural.bin", import.meta.url),
};

/** The address of shipped net `name`'s file (undefined for a name this page does not know). */
export const netUrl = (name) => FILES[name];

/** The bytes at `url` (fetch; in Node, where fetch cannot read file: URLs, the file system). */
async function readBytes(url) {
  if (url.protocol === "file:" && typeof process === "object" && process.versions?.node) {
    const fs = await import(/* external */ "node:fs/promises");
    return new Uint8Array(await fs.readFile(url));
  }
  const res = await fetch(url);
  if (!res.ok) throw new Error(`could not load ${url.pathname.split("/").pop()} (${res.status})`);
  return new Uint8Array(await res.arrayBuffer());
}

/** Per engine instance: the (game, agent) pairs already asked for and each net's load. */
const ensured = new WeakMap();

/**
 * Makes sure engine `pg` has every shipped net that agent `agentId` plays on game `gameId`
 * (nothing to do for agents without one, or once loaded: a pair asked for before costs one
 * lookup, so agents may call this before every move). Rejects with an Error naming the file
 * when it cannot be read; the next call tries again.
 */
export async function ensureNets(pg, gameId, agentId) {
  if (typeof pg.shippedNets !== "function") return;
  if (!ensured.has(pg)) ensured.set(pg, { pairs: new Map(), nets: new Map() });
  const { pairs, nets } = ensured.get(pg);
  const pair = `${gameId}\n${agentId}`;
  if (!pairs.has(pair)) {
    const needed = pg.shippedNets().filter((n) => n.game === gameId && n.agent === agentId && !n.loaded);
    const load = Promise.all(needed.map((n) => netLoad(pg, nets, n.name)));
    pairs.set(pair, load);
    load.catch(() => pairs.delete(pair));
  }
  await pairs.get(pair);
}

/** The load of net `name` into `pg` (one per engine and net; a failed one is forgotten). */
function netLoad(pg, nets, name) {
  if (!nets.has(name)) {
    const url = FILES[name];
    const load = url ? readBytes(url).then((bytes) => pg.provideNet(name, bytes)) : Promise.reject(new Error(`no file for the shipped net ${name}`));
    nets.set(name, load);
    load.catch(() => nets.delete(name));
  }
  return nets.get(name);
}

/** Loads every shipped net into engine `pg` (for scripts such as arena.mjs that make agents synchronously). */
export async function ensureAllNets(pg) {
  if (typeof pg.shippedNets !== "function") return;
  const pairs = new Set(pg.shippedNets().map((n) => `${n.game}\n${n.agent}`));
  await Promise.all([...pairs].map((p) => ensureNets(pg, ...p.split("\n"))));
}
