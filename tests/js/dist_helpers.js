// Shared by the runner tests: the built engine and sandbox from dist/ (bash scripts/build.sh).
import { existsSync, readFileSync } from "node:fs";
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const DIST = path.join(ROOT, "dist");

/** Why the runner tests cannot run (no build), or null. */
export function missingBuild() {
  for (const f of ["pkg/playground_bg.wasm", "code/sandbox_worker.js", "vendor/acorn.js", "pyodide/pyodide.mjs"]) {
    if (!existsSync(path.join(DIST, f))) return `dist/${f} is missing: run bash scripts/build.sh first`;
  }
  return null;
}

/** The engine (initialised), the runner and a spawn() for sandbox workers. */
export async function loadDist() {
  const pg = await import(pathToFileURL(path.join(DIST, "pkg/playground.js")).href);
  pg.initSync({ module: readFileSync(path.join(DIST, "pkg/playground_bg.wasm")) });
  const { ensureAllNets } = await import(pathToFileURL(path.join(DIST, "nets.js")).href);
  await ensureAllNets(pg); // the shipped nets are files beside the wasm (www/nets.js)
  const runner = await import(pathToFileURL(path.join(DIST, "code/runner.js")).href);
  const { nodeWorkerPort } = await import(pathToFileURL(path.join(DIST, "workers/node_port.js")).href);
  const spawn = () =>
    nodeWorkerPort(pathToFileURL(path.join(DIST, "code/sandbox_worker.js")), {
      pkg: path.join(DIST, "pkg"),
      pyodide: path.join(DIST, "pyodide"),
    });
  return { pg, runner, spawn };
}

/**
 * A game env that remembers how it was reached, so agents work on engines without playerCopy
 * (the replay fallback); with playerCopy the record is not used.
 */
export function tracked(pg, game, options, seed, actions = []) {
  const env = pg.make(game, options);
  env.reset(seed);
  for (const a of actions) env.step(a);
  const record = { game, options, seed, actions: [...actions] };
  return {
    env,
    record,
    step(a) {
      record.actions.push(a);
      return env.step(a);
    },
    replayOf: () => record,
  };
}

/**
 * Runs scripts/arena.mjs with `args` in a child process; {status, stdout, stderr, report}, the
 * report being its last line's JSON (null for a bad-flag run).
 */
export function runArena(...args) {
  const r = spawnSync(process.execPath, [path.join(ROOT, "scripts/arena.mjs"), ...args], { encoding: "utf8", timeout: 240000 });
  let report = null;
  try {
    report = JSON.parse(r.stdout.trim().split("\n").at(-1));
  } catch {
    // no JSON: a bad-flag run
  }
  return { status: r.status, stdout: r.stdout, stderr: r.stderr, report };
}

/** The playground's version: the root Cargo.toml's `[package] version` (its one home). */
export function cargoVersion() {
  const text = readFileSync(path.join(ROOT, "Cargo.toml"), "utf8");
  const pkg = text.split(/^\[package\]$/m)[1].split(/^\[/m)[0];
  return pkg.match(/^version\s*=\s*"([^"]+)"/m)[1];
}
