// Gomoku's page module: board size and n-in-a-row fields, seats, view and input.

import { createView } from "./view.js";
import { attachInput } from "./input.js";
import { cellName } from "../grid.js";
import { humanAgainst } from "../seats.js";

/** The boards people usually pick: [value, label, width, height, nInRow]. */
const PRESETS = [
  ["6x6x4", "6×6, 4 in a row", 6, 6, 4],
  ["8x8x5", "8×8, 5 in a row", 8, 8, 5],
  ["15x15x5", "15×15, 5 (gomoku)", 15, 15, 5],
];

function presetOf(v) {
  const p = PRESETS.find(([, , w, h, n]) => String(w) === String(v.width) && String(h) === String(v.height) && String(n) === String(v.nInRow));
  return p ? p[0] : "custom";
}

export default {
  /** Seat names, in player order. */
  players: ["Black", "White"],
  /** Option fields of the setup form (see options.js for the field shape). */
  fields: [
    {
      key: "board",
      label: "Board",
      type: "select",
      ui: true, // fills width/height/nInRow; not an engine option
      choices: [...PRESETS.map(([v, l]) => [v, l]), ["custom", "Custom size"]],
      onInput(value, set) {
        const p = PRESETS.find(([v]) => v === value);
        if (p) {
          set("width", String(p[2]));
          set("height", String(p[3]));
          set("nInRow", String(p[4]));
        }
      },
    },
    { key: "width", label: "Width", type: "number", min: 3, max: 19, showIf: (v) => v.board === "custom" },
    { key: "height", label: "Height", type: "number", min: 3, max: 19, showIf: (v) => v.board === "custom" },
    { key: "nInRow", label: "In a row to win", type: "number", min: 3, max: 19, showIf: (v) => v.board === "custom" },
  ],
  /** Form values from engine options (the board preset is worked out from the size). */
  valuesFromOptions(options, defaults) {
    const v = { ...defaults, ...options };
    v.board = presetOf(v);
    return v;
  },
  /** Draws the observation (view.js). */
  createView,
  /** Turns clicks, taps and keys into env calls (input.js). */
  attachInput,
  /** Agents asked for hints, in order of preference (the first the engine lists is used). */
  hintAgents: ["mcts", "pure-mcts"],
  /** How a human plays (under the seat). */
  humanHelp: "You play this side: click an empty cell.",
  /** Label of the thinking toggle. */
  thinkingLabel: "Show MCTS visits",
  /** Who sits in seat k when a link does not say. */
  defaultSeat: humanAgainst("mcts"),
  /** A move in words, for hints. */
  describeAction: (a, obs) => cellName(a, obs.cols),
};
