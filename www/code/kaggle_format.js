// Kaggle's agent format for a student program: `agent(observation, configuration)` (or
// `agent(observation)`) instead of `act(obs, env)`. The fields are exactly those Kaggle's ConnectX
// hands (kaggle_environments/envs/connectx/connectx.json, version 1.33.2): the board, mark and step
// come from the engine's own observation (Rust's Connect4::observation); this module only picks
// them and adds Kaggle's fixed configuration values. sandbox_handlers.js calls it for both
// languages (Python gets the same objects as kaggle_environments.utils.Struct-like dicts).

/** Kaggle's ConnectX configuration values that are not the board's size (its defaults). */
const CONNECTX_FIXED = { episodeSteps: 1000, runTimeout: 1200, agentTimeout: 60 };
/** Kaggle's starting `observation.remainingOverageTime` (seconds; the sandbox grants no overage). */
const CONNECTX_OVERAGE_S = 60;

/** The games that have a Kaggle format, by game id: the Kaggle environment's name. */
export const KAGGLE_ENVS = Object.freeze({ connect4: "connectx" });

/** Whether game `gameId` has a Kaggle format. */
export function hasKaggleFormat(gameId) {
  return Object.hasOwn(KAGGLE_ENVS, gameId);
}

/**
 * Kaggle's `{observation, configuration}` for the engine's observation `obs` of game `gameId`
 * (plain objects, in Kaggle's field order), or null when the game has no Kaggle format.
 * `actTimeoutS` is the program's per-move time limit in seconds (Kaggle's `actTimeout`).
 */
export function kaggleInputs(gameId, obs, { actTimeoutS = 2 } = {}) {
  if (gameId !== "connect4") return null;
  const observation = { remainingOverageTime: CONNECTX_OVERAGE_S, step: obs.step, board: Array.from(obs.board), mark: obs.mark };
  const configuration = {
    episodeSteps: CONNECTX_FIXED.episodeSteps,
    actTimeout: actTimeoutS,
    runTimeout: CONNECTX_FIXED.runTimeout,
    columns: obs.columns,
    rows: obs.rows,
    inarow: obs.inarow,
    agentTimeout: CONNECTX_FIXED.agentTimeout,
    timeout: actTimeoutS,
  };
  return { observation, configuration };
}

/**
 * Whether a Kaggle agent that declares `count` parameters can be called as Kaggle calls it: with
 * the observation, or with the observation and the configuration.
 */
export function agentArityOk(count) {
  return count === 1 || count === 2;
}

/** The English sentence for an agent of `count` parameters (the page words reason "agentArity"). */
export function agentArityMessage(count) {
  return `your agent takes ${count} parameters; Kaggle's format is agent(observation, configuration) or agent(observation)`;
}

/** The English sentence for a Kaggle-format program in game `game` (the page words reason "noKaggle"). */
export function noKaggleMessage(game) {
  return `${game} has no Kaggle format: define act(obs, env) instead of agent(observation, configuration) (Kaggle's format is for Connect Four)`;
}
