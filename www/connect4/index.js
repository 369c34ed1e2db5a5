// Connect Four's page module: seats (Red moves first, as Kaggle's first agent), view and input.
// The board size and line length are the engine's own options (columns, rows, inarow), shown
// by the setup form as they are.

import { createView } from "./view.js";
import { attachInput } from "./input.js";
import { humanAgainst } from "../seats.js";
import { t } from "../i18n/index.js";

export default {
  /** Seat names, in player order (Kaggle's marks 1 and 2). */
  get players() {
    return [t("games.connect4.red"), t("games.connect4.yellow")];
  },
  /** Draws the observation (view.js). */
  createView,
  /** Turns clicks, taps and keys on a column into env calls (input.js). */
  attachInput,
  /** Agents asked for hints, in order of preference (the first the engine lists is used). */
  hintAgents: ["mcts", "pure-mcts"],
  /** How a human plays (under the seat). */
  get humanHelp() {
    return t("games.connect4.howToPlay");
  },
  /** Label of the thinking toggle. */
  get thinkingLabel() {
    return t("games.connect4.thinking");
  },
  /** Who sits in seat k when a link does not say: a human against the search, else the first agent listed. */
  defaultSeat: humanAgainst("mcts"),
  /** Why the winner won (after "Red (Human) wins!"). */
  winReason: (obs) => t("games.connect4.win", { n: obs.inarow }),
  /** Why no one won. */
  drawReason: (obs) => t("games.connect4.draw", { n: obs.inarow }),
  /** A move in words: the column, counted from 1 as the board numbers them. */
  describeAction: (a) => t("games.connect4.column", { col: a + 1 }),
};
