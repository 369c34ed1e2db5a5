// Minesweeper's page module: presets or a custom size, the first-click policy, view, input.

import { createView } from "./view.js";
import { attachInput, onKey } from "./input.js";
import { cellName } from "../grid.js";

const isCustom = (v) => v.preset === "custom";

export default {
  /** Seat names, in player order. */
  players: ["Player"],
  /** Option fields of the setup form (see options.js for the field shape). */
  fields: [
    {
      key: "preset",
      label: "Size",
      type: "select",
      choices: [
        ["beginner", "Beginner 9×9"],
        ["intermediate", "Intermediate 16×16"],
        ["expert", "Expert 16×30"],
        ["custom", "Custom…"],
      ],
      sendIf: (v) => !isCustom(v), // a custom size is sent as rows/cols/mines
    },
    { key: "rows", label: "Rows", type: "number", min: 2, max: 100, showIf: isCustom, sendIf: isCustom },
    { key: "cols", label: "Columns", type: "number", min: 2, max: 100, showIf: isCustom, sendIf: isCustom },
    { key: "mines", label: "Mines", type: "number", min: 1, showIf: isCustom, sendIf: isCustom },
    {
      key: "firstClick",
      label: "First click",
      type: "select",
      choices: [
        ["safe", "is never a mine"],
        ["opening", "opens an area"],
        ["seed", "seed 000: one cell opened for you"],
        ["none", "no help"],
      ],
    },
  ],
  /**
   * Form values from engine options. Any of rows/cols/mines in a link means a custom size, even
   * next to a preset: the engine lets explicit values override the preset one by one, so the
   * size the sender saw is asked from the engine (`observe`) and shown as "Custom".
   */
  valuesFromOptions(options, defaults, observe) {
    const v = { rows: "9", cols: "9", mines: "10", ...defaults, ...options };
    const explicit = ["rows", "cols", "mines"].some((k) => options[k] !== undefined && options[k] !== "");
    if (explicit) {
      const { preset, ...rest } = options;
      const obs = observe?.(preset === "custom" ? rest : options);
      if (obs) for (const k of ["rows", "cols", "mines"]) if (obs[k] !== undefined) v[k] = String(obs[k]);
      v.preset = "custom";
    }
    return v;
  },
  /** Draws the observation (view.js). */
  createView,
  /** Turns clicks, taps and keys into env calls (input.js). */
  attachInput,
  /** Keyboard flags: F on a focused cell (input.js). */
  onKey,
  /** Agents asked for hints, in order of preference (the first the engine lists is used). */
  hintAgents: ["solver", "seed-heuristic"],
  /** How a human plays (under the seat). */
  humanHelp: "You play: click a cell to open it; right-click (or press and hold, or press F) to flag it.",
  /** Label of the thinking toggle. */
  thinkingLabel: "Show mine probabilities",
  /** Shows a running clock from the first move. */
  hasTimer: true,
  /** Who sits in seat k when a link does not say. */
  defaultSeat: () => ({ kind: "human", options: {} }),
  /** A move in words, for hints. */
  describeAction: (a, obs) => cellName(a, obs.cols),
  /** The sentence at the end of a game. */
  endText(obs) {
    return obs.won ? "Cleared! Every safe cell is open." : "Boom! That was a mine.";
  },
  /** Colours the end banner: won or lost. */
  bannerClass(obs) {
    return obs.won ? "won" : "lost";
  },
};
