// The shipped nets are files beside the wasm (www/nets.js, src/shipped.rs): an agent asked to play
// before its net is loaded answers NetNotLoaded; ensureNets loads exactly what it needs, once.
// Runs on the built dist/ (bash scripts/build.sh); skipped without a build.

import { test } from "node:test";
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { DIST } from "./dist_helpers.js";

const built = existsSync(path.join(DIST, "pkg/playground_bg.wasm")) && existsSync(path.join(DIST, "nets.js"));

/** A fresh engine instance (a new module copy, so no net is loaded yet). */
async function freshEngine(tag) {
  const pg = await import(pathToFileURL(path.join(DIST, "pkg/playground.js")).href + `?fresh=${tag}`);
  pg.initSync({ module: readFileSync(path.join(DIST, "pkg/playground_bg.wasm")) });
  return pg;
}

test("every shipped net has a file the page knows, and none is inside the wasm", { skip: !built && "no dist/ build" }, async () => {
  const pg = await freshEngine("list");
  const { netUrl } = await import(pathToFileURL(path.join(DIST, "nets.js")).href);
  const nets = pg.shippedNets();
  assert.ok(nets.length >= 6);
  for (const n of nets) {
    assert.equal(n.loaded, false, `${n.name} should not be compiled into the wasm`);
    const url = netUrl(n.name);
    assert.ok(url, `www/nets.js has no file for ${n.name}`);
    assert.ok(existsSync(url), `${url} is missing from dist/`);
  }
  const wasm = readFileSync(path.join(DIST, "pkg/playground_bg.wasm"));
  const net = readFileSync(path.join(DIST, "weights/gomoku-8x8-5-alphazero.bin"));
  assert.equal(wasm.indexOf(net.subarray(200, 264)), -1, "the 8x8 net's bytes are in the wasm");
});

test("an agent without its net says so; ensureNets loads only its own nets, then it plays", { skip: !built && "no dist/ build" }, async () => {
  const pg = await freshEngine("play");
  const { ensureNets } = await import(pathToFileURL(path.join(DIST, "nets.js")).href);
  const env = pg.make("gomoku", { width: 6, height: 6, nInRow: 4 });
  env.reset(1);
  const agent = pg.makeAgent("gomoku", "alphazero", { playouts: 20 });
  assert.throws(() => agent.act(env), (err) => err.kind === "NetNotLoaded" && err.fields.net === "gomoku-6x6-4-alphazero");
  await ensureNets(pg, "gomoku", "alphazero");
  const loaded = pg.shippedNets().filter((n) => n.loaded).map((n) => n.name).sort();
  assert.deepEqual(loaded, ["gomoku-6x6-4-alphazero", "gomoku-8x8-5-alphazero"]);
  const action = agent.act(env);
  assert.ok(env.legalActions().includes(action));
  await ensureNets(pg, "gomoku", "mcts"); // nothing to load for an agent without a net
  await ensureNets(pg, "puyo", "neural");
  assert.ok(pg.shippedNets().find((n) => n.name === "puyo-neural").loaded);
  assert.throws(() => pg.provideNet("chess-net", new Uint8Array([1])), (err) => err.kind === "Unknown");
});
