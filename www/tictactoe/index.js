// Tic-tac-toe's page module: who sits where, its view and input, which agent gives hints.

import { createView } from "./view.js";
import { attachInput } from "./input.js";

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
  defaultSeat: (k, agents) =>
    k === 0 || !agents.length
      ? { kind: "human", options: {} }
      : { kind: "agent", id: (agents.find((a) => a.id === "mcts") ?? agents[0]).id, options: {} },
  /** A move in words. */
  describeAction: (a) => `row ${Math.floor(a / 3) + 1}, column ${(a % 3) + 1}`,
};
