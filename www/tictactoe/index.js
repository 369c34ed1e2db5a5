// Tic-tac-toe's page module: who sits where, its view and input, which agent gives hints.

import { createView } from "./view.js";
import { attachInput } from "./input.js";
import { cellName } from "../grid.js";
import { humanAgainst } from "../seats.js";
import { t } from "../i18n/index.js";

export default {
  /** Seat names, in player order (X moves first). */
  players: ["X", "O"], // the marks themselves: the same in every language
  /** Draws the observation (view.js). */
  createView,
  /** Turns clicks and taps into env calls (input.js). */
  attachInput,
  /** Agents asked for hints, in order of preference (the first the engine lists is used). */
  hintAgents: ["minimax", "mcts"],
  /** How a human plays (under the seat). */
  get humanHelp() {
    return t("games.clickEmpty");
  },
  /** Label of the thinking toggle. */
  get thinkingLabel() {
    return t("games.tictactoe.thinking");
  },
  /** A new player sits here by default: a human plays X against an agent. */
  defaultSeat: humanAgainst("mcts"),
  /** Why the winner won (after "X (Human) wins!"). */
  winReason: () => t("games.tictactoe.win"),
  /** Why no one won. */
  drawReason: () => t("games.tictactoe.draw"),
  /** A move in words. */
  describeAction: (a) => cellName(a, 3),
};
