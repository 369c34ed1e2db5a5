// Node only: module loader hooks registered by node_boot.js inside each sandbox worker thread.
// Once the sandbox is locked (a flag in shared memory, set by lockdown.js through
// globalThis.__playgroundLockImports), every import() is refused: student code cannot load
// node:fs, node:net or anything else.

let flag = null;

/** Receives the shared flag from node_boot.js. */
export async function initialize(data) {
  flag = new Int32Array(data.flag);
}

/** Refuses every import once the flag is set. */
export async function resolve(specifier, context, next) {
  if (flag && Atomics.load(flag, 0) === 1) {
    throw new Error(`import('${specifier}') is not available to agents: an agent cannot load other code`);
  }
  return next(specifier, context);
}
