// Every course step, in order: one module per step (steps/<game>/<nn>-<name>.js), listed here so
// the page, the single file (no fetch from file://) and scripts/course.mjs all see the same steps.
// A teacher adds a step by writing its file and one import line below (docs/course.md).

import puyoBoard from "./puyo/01-board.js";
import puyoLoop from "./puyo/02-loop.js";
import puyoRandom from "./puyo/03-random.js";
import puyoGreedy from "./puyo/04-greedy.js";
import puyoFeatures from "./puyo/05-features.js";
import puyoLearner from "./puyo/06-learner.js";
import puyoSeat from "./puyo/07-seat.js";
import gomokuState from "./gomoku/01-state.js";
import gomokuRules from "./gomoku/02-rules.js";
import gomokuMontecarlo from "./gomoku/03-montecarlo.js";
import gomokuSelfplay from "./gomoku/04-selfplay.js";
import gomokuAlphazero from "./gomoku/05-alphazero.js";
import minesEnv from "./minesweeper/01-env.js";
import minesRandom from "./minesweeper/02-random.js";
import minesRules from "./minesweeper/03-rules.js";
import minesCounting from "./minesweeper/04-counting.js";
import minesLearned from "./minesweeper/05-learned.js";
import tttEnv from "./tictactoe/01-env.js";
import tttRandom from "./tictactoe/02-random.js";
import tttRules from "./tictactoe/03-rules.js";
import tttQlearning from "./tictactoe/04-qlearning.js";
import tttPerfect from "./tictactoe/05-perfect.js";
import c4Env from "./connect4/01-env.js";
import c4Onestep from "./connect4/02-onestep.js";
import c4Minimax from "./connect4/03-minimax.js";
import c4Selfplay from "./connect4/04-selfplay.js";

/** The steps, in course order within each game. */
export const STEPS = [
  puyoBoard, puyoLoop, puyoRandom, puyoGreedy, puyoFeatures, puyoLearner, puyoSeat,
  minesEnv, minesRandom, minesRules, minesCounting, minesLearned,
  tttEnv, tttRandom, tttRules, tttQlearning, tttPerfect,
  gomokuState, gomokuRules, gomokuMontecarlo, gomokuSelfplay, gomokuAlphazero,
  c4Env, c4Onestep, c4Minimax, c4Selfplay,
];
