// Tic-tac-toe's page module: who sits where, its view and input, which agent gives hints.

import { createView } from "./view.js";
import { attachInput } from "./input.js";
import { cellName } from "../grid.js";
import { humanAgainst } from "../seats.js";

export default {
  /** Seat names, in player order (X moves first). */
  players: ["X", "O"],
  /** Option fields (tic-tac-toe has none). */
  fields: [],
  /** Draws the observation (view.js). */
  createView,
  /** Turns clicks and taps into env calls (input.js). */
  attachInput,
  /** Agents asked for hints, in order of preference (the first the engine lists is used). */
  hintAgents: ["minimax", "mcts"],
  /** How a human plays (under the seat). */
  humanHelp: "You play this side: click an empty cell.",
  /** Label of the thinking toggle. */
  thinkingLabel: "Show thinking",
  /** A new player sits here by default: a human plays X against an agent. */
  defaultSeat: humanAgainst("mcts"),
  /** A move in words. */
  describeAction: (a) => cellName(a, 3),
};
