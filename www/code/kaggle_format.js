// Kaggle's agent format for a student program: `agent(observation, configuration)` (or
// `agent(observation)`) instead of `act(obs, env)`. The fields are exactly those Kaggle's ConnectX
// hands (kaggle_environments/envs/connectx/connectx.json, version 1.33.2): the board, mark and step
// come from the engine's own observation (Rust's Connect4::observation); this module only picks
// them and adds Kaggle's fixed configuration values. Tic-tac-toe gets what Kaggle's own tictactoe
// env handed (kaggle_environments 1.16.11; 1.33.2 has none): the board in Kaggle's marks (0 empty,
// 1 the first player's X, 2 O, where the engine writes -1 and 1), mark and step. sandbox_handlers.js calls it for both
// languages (Python gets the same objects as kaggle_environments.utils.Struct-like dicts).

/** Kaggle's ConnectX configuration values that are not the board's size (its defaults). */
const CONNECTX_FIXED = { episodeSteps: 1000, runTimeout: 1200, agentTimeout: 60 };
/** Kaggle's starting `observation.remainingOverageTime` (seconds; the sandbox grants no overage). */
const CONNECTX_OVERAGE_S = 60;

/** Kaggle's tictactoe configuration values but actTimeout, and its starting remainingOverageTime (s). */
const TICTACTOE_FIXED = { episodeSteps: 10, runTimeout: 1200, agentTimeout: 2 };
const TICTACTOE_OVERAGE_S = 2;
/** The engine's Tic-tac-toe cells (src/games/tictactoe/mod.rs: X = -1 moves first, O = 1) as Kaggle's marks. */
const TICTACTOE_MARKS = new Map([[0, 0], [-1, 1], [1, 2]]);

/** The games that have a Kaggle format, by game id: the Kaggle environment's name. */
export const KAGGLE_ENVS = Object.freeze({ connect4: "connectx", tictactoe: "tictactoe" });

/** Whether game `gameId` has a Kaggle format. */
export function hasKaggleFormat(gameId) {
  return Object.hasOwn(KAGGLE_ENVS, gameId);
}

/** Whether "Download for Kaggle" can write a submission for game `gameId` (its submission.py carries ConnectX's env). */
export function hasKaggleExport(gameId) {
  return gameId === "connect4";
}

/**
 * Kaggle's `{observation, configuration}` for the engine's observation `obs` of game `gameId`
 * (plain objects, in Kaggle's field order), or null when the game has no Kaggle format.
 * `actTimeoutS` is the program's per-move time limit in seconds (Kaggle's `actTimeout`).
 */
export function kaggleInputs(gameId, obs, { actTimeoutS = 2 } = {}) {
  if (gameId === "tictactoe") {
    const board = Array.from(obs.board, (c) => TICTACTOE_MARKS.get(c));
    const observation = { remainingOverageTime: TICTACTOE_OVERAGE_S, step: board.filter((c) => c !== 0).length, board, mark: TICTACTOE_MARKS.get(obs.player) };
    const configuration = { episodeSteps: TICTACTOE_FIXED.episodeSteps, actTimeout: actTimeoutS, runTimeout: TICTACTOE_FIXED.runTimeout, agentTimeout: TICTACTOE_FIXED.agentTimeout };
    return { observation, configuration };
  }
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
  return `${game} has no Kaggle format: define act(obs, env) instead of agent(observation, configuration) (Kaggle's format is for Connect Four and Tic-tac-toe)`;
}
