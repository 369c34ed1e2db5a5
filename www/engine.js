// Loads the WebAssembly engines and hands back one object with the JS API of
// ./pkg/playground.js (`games`, `make`, `agents`, `makeAgent`, ...).
//
// Served over http(s), the page loads one engine per game (pkg-<game>/, scripts/build.sh: each
// built with its game and its agents only, so the first board waits for that game's code alone):
// the object routes each call to the engine of the game it names, and `ready(game)` loads that
// engine first. The student sandbox has an engine of its own (pkg-sandbox/, `unlisted`).
// Elsewhere (Node scripts, the single file from file://) one engine with all four games answers
// every call: `globalThis.__playgroundEngine` when it is provided (the module namespace or a
// promise of it), else ./pkg/playground.js.

/** Whether this page is served over http(s) (the engines are files next to this one). */
const SERVED = /^https?:/.test(import.meta.url);

/** The games with an engine of their own in pkg-<game>/ (scripts/build.sh builds the same five). */
export const ENGINE_GAMES = ["minesweeper", "puyo", "tictactoe", "gomoku", "connect4"];

/**
 * Starts fetching and compiling the engine of `game` (its JS and wasm) before anything asks for
 * it: the served page calls it from engine_preload.js while its bundle is still loading, and
 * `loadEngine` then instantiates the module already compiled. Nothing to do elsewhere.
 */
export function preloadEngine(game) {
  if (!SERVED || !ENGINE_GAMES.includes(game)) return;
  // Not when the page's own load of it started first (a cached bundle may win the race): it
  // would be fetched a second time.
  if (globalThis.__playgroundEngineImports?.has(`pkg-${game}`)) return;
  const link = document.createElement("link");
  link.rel = "modulepreload";
  link.href = new URL(`./pkg-${game}/playground.js`, import.meta.url).href;
  document.head.append(link);
  const wasm = new URL(`./pkg-${game}/playground_bg.wasm`, import.meta.url);
  const compiled = WebAssembly.compileStreaming(fetch(wasm));
  compiled.catch(() => {}); // loadEngine falls back to its own fetch
  globalThis.__playgroundEngineCompiled = { dir: `pkg-${game}`, compiled };
}

/** The module preloadEngine compiled for `dir`, if it did (undefined otherwise or on failure). */
async function compiledEarly(dir) {
  const early = globalThis.__playgroundEngineCompiled;
  if (early?.dir !== dir) return undefined;
  return early.compiled.catch(() => undefined);
}

/** Calls whose first argument names the game, answered by that game's engine. */
const BY_GAME = new Set(["make", "makeAgent", "makeTrainer"]);
/** Catalogue calls (the same lists in every engine): that game's engine, else any loaded one. */
const CATALOGUE = new Set(["agents", "learners"]);

/**
 * Resolves to the engine object (see above), with the engine of `game` loaded when one is named
 * (left out: the whole engine, all four games).
 * `unlisted`: the student sandbox's engine (served: pkg-sandbox/, the four games and the students'
 * `nn`, no built-in agents), imported under an address no one else knows (a random query), so
 * code that imports an engine itself gets a copy that was never initialised and cannot be once
 * the sandbox is locked (no fetch): it cannot use the engine outside `env` and its budget of
 * engine calls.
 */
export async function loadEngine({ unlisted = false, game } = {}) {
  const engine = engineRouter({ unlisted });
  await engine.ready(game);
  return engine;
}

/** Imports and initialises one engine module (`dir`: "pkg", "pkg-<game>" or "pkg-sandbox"). */
async function importEngine(dir, unlisted) {
  (globalThis.__playgroundEngineImports ??= new Set()).add(dir); // seen by preloadEngine
  let pg;
  if (unlisted && SERVED) pg = await import(/* external */ new URL(`./${dir}/playground.js?copy=${randomToken()}`, import.meta.url).href);
  else if (dir === "pkg") pg = await import("./pkg/playground.js");
  else pg = await import(/* external */ new URL(`./${dir}/playground.js`, import.meta.url).href);
  const module = unlisted ? undefined : await compiledEarly(dir);
  await pg.default(module ? { module_or_path: module } : undefined);
  return pg;
}

/**
 * The engine object with nothing loaded yet: a router over the engine modules (one, or one per
 * game); `await engine.ready(game)` before calling it for `game`. For workers, which learn the
 * game from their requests.
 */
export function engineRouter({ unlisted = false } = {}) {
  const provided = globalThis.__playgroundEngine;
  const perGame = !provided && SERVED;
  let whole = null; // the promise of the all-games module, once asked for
  let wholeModule = null; // that module, once initialised: it serves every game
  const loads = new Map(); // game -> promise of its module
  const loaded = new Map(); // game -> its module, once initialised
  let first = null; // any loaded module: the catalogue (games, agents, ...) is the same in each

  function loadWhole() {
    const dir = unlisted && SERVED ? "pkg-sandbox" : "pkg";
    whole ??= (provided ? Promise.resolve(provided) : importEngine(dir, unlisted)).then((pg) => {
      wholeModule = pg;
      first ??= pg;
      return pg;
    });
    return whole;
  }

  /** Loads the engine of `game` (undefined: the whole engine) once; resolves to its module. */
  function ready(game) {
    if (game === undefined || unlisted || !perGame || !ENGINE_GAMES.includes(game)) {
      return loadWhole();
    }
    if (!loads.has(game)) {
      const load = importEngine(`pkg-${game}`, unlisted).then((pg) => {
        loaded.set(game, pg);
        first ??= pg;
        return pg;
      });
      load.catch(() => loads.delete(game));
      loads.set(game, load);
    }
    return loads.get(game);
  }

  /** The loaded module for `game` (a call for a game whose engine is not loaded yet throws). */
  function moduleFor(game) {
    const pg = loaded.get(game) ?? wholeModule ?? (!perGame || !ENGINE_GAMES.includes(game) ? first : null);
    if (pg) return pg;
    // Worded by kind like the engine's own errors (engineMessage says it in the page's language).
    const err = new Error(first ? `The ${game} engine is still loading; try again in a moment.` : "The engine is still loading; try again in a moment.");
    err.kind = "EngineLoading";
    err.fields = {};
    throw err;
  }
  const anyModule = () => moduleFor(undefined);

  /** The game a state text (exportState) belongs to, for routing; undefined when unreadable. */
  function gameOfState(text) {
    try {
      const game = JSON.parse(text)?.game;
      return typeof game === "string" && loaded.has(game) ? game : undefined;
    } catch {
      return undefined;
    }
  }

  const own = {
    ready,
    /** Whether the engine of `game` is loaded (calls for it answer at once). */
    isReady: (game) => loaded.has(game) || wholeModule !== null,
    importState: (text) => moduleFor(gameOfState(text)).importState(text),
    /** Each game's nets as the engine that plays them sees them (`loaded` included). */
    shippedNets: () => {
      const list = anyModule().shippedNets();
      if (loaded.size === 0) return list; // the whole engine only
      return list.map((n) => (loaded.has(n.game) ? loaded.get(n.game).shippedNets().find((m) => m.name === n.name) ?? n : { ...n, loaded: false }));
    },
    /** Hands net `name`'s bytes to the engine of its game. */
    provideNet: (name, bytes) => {
      const net = anyModule().shippedNets().find((n) => n.name === name);
      return moduleFor(net?.game).provideNet(name, bytes);
    },
  };
  return new Proxy(own, {
    get(target, prop) {
      if (prop in target) return target[prop];
      if (typeof prop !== "string" || prop === "then") return undefined;
      if (BY_GAME.has(prop)) return (game, ...rest) => moduleFor(game)[prop](game, ...rest);
      if (CATALOGUE.has(prop)) return (game, ...rest) => (loaded.get(game) ?? anyModule())[prop](game, ...rest);
      const pg = anyModule();
      const value = pg[prop];
      return typeof value === "function" ? value.bind(pg) : value;
    },
  });
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
