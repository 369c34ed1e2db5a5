// What travels to the sandbox each move: the exported state of a player copy of the game
// (env.playerCopy(seed).exportState(): Minesweeper's mines and Puyo's future pairs re-drawn
// consistently with what the player sees), never the real game's seed or history.

/** Whether the engine has the player-copy door (playerCopy, exportState, importState). */
export function hasPlayerCopy(pg, env) {
  return typeof pg?.importState === "function" && typeof env?.playerCopy === "function";
}

/**
 * The text a sandbox rebuilds its env from.
 * @param {object} env the real game (left unchanged)
 * @param {number} copySeed re-draws what the player cannot see (not the game's seed)
 * @param {object} [fallback] ONLY for tests on an engine without playerCopy: {game, options, seed,
 *   actions}, replayed in the sandbox; it hands over hidden information, so the page never uses it
 */
export function exportForPlayer(env, copySeed, fallback = null) {
  if (typeof env.playerCopy === "function") {
    const copy = env.playerCopy(copySeed);
    try {
      return copy.exportState();
    } finally {
      copy.free?.();
    }
  }
  if (fallback) return JSON.stringify({ replay: fallback });
  throw new Error("this engine has no env.playerCopy(): rebuild it (bash scripts/build.sh)");
}

/** Rebuilds an env from exportForPlayer's text. */
export function importForPlayer(pg, text) {
  if (text.startsWith('{"replay":')) {
    const { game, options, seed, actions } = JSON.parse(text).replay;
    const env = pg.make(game, options ?? {});
    env.reset(seed);
    for (const a of actions) env.step(a);
    return env;
  }
  return pg.importState(text);
}
