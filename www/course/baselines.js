// Each game's one random baseline: the games on which the course measures the built-in random
// agent, so that every step comparing with random cites the same figure (Puyo's step 3 plays
// exactly these games, and steps 4 and 6 ask for 1.5 × random's mean on them). A game without an
// entry measures its baseline on the step's own games.

/** game -> {agent, games, seed, gameOptions}: the baseline's agent and the games it plays. */
export const BASELINES = {
  puyo: { agent: "random", games: 100, seed: 3, gameOptions: { maxPairs: "100" } },
};

/**
 * The check whose games measure agent `versus` for `step`: the game's baseline games when
 * `versus` is its baseline agent, else the step's own check.
 */
export function baselineCheck(step, versus) {
  const b = BASELINES[step.game];
  if (!b || b.agent !== versus) return step.check;
  return { ...step.check, games: b.games, seed: b.seed, gameOptions: { ...b.gameOptions } };
}
