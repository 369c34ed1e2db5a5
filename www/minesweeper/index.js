// Minesweeper's page module: presets or a custom size, the first-click policy, view, input.

import { createView } from "./view.js";
import { attachInput, onKey } from "./input.js";
import { cellName } from "../grid.js";
import { t } from "../i18n/index.js";
import { optionLabel, choiceLabel } from "../i18n/lookup.js";

const isCustom = (v) => v.preset === "custom";

export default {
  /** Seat names, in player order. */
  get players() {
    return [t("games.player")];
  },
  /** Option fields of the setup form (see options.js for the field shape), in the page's language. */
  get fields() {
    const choice = (key, value) => [value, choiceLabel("minesweeper", key, value)];
    return [
      {
        key: "preset",
        label: optionLabel("minesweeper", "preset"),
        type: "select",
        choices: ["beginner", "intermediate", "expert", "custom"].map((v) => choice("preset", v)),
        sendIf: (v) => !isCustom(v), // a custom size is sent as rows/cols/mines
      },
      { key: "rows", label: optionLabel("minesweeper", "rows"), type: "number", min: 2, max: 100, showIf: isCustom, sendIf: isCustom },
      { key: "cols", label: optionLabel("minesweeper", "cols"), type: "number", min: 2, max: 100, showIf: isCustom, sendIf: isCustom },
      { key: "mines", label: optionLabel("minesweeper", "mines"), type: "number", min: 1, showIf: isCustom, sendIf: isCustom },
      {
        key: "firstClick",
        label: optionLabel("minesweeper", "firstClick"),
        type: "select",
        choices: ["safe", "opening", "seed", "none"].map((v) => choice("firstClick", v)),
      },
    ];
  },
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
  get humanHelp() {
    return t("games.minesweeper.help");
  },
  /** Label of the thinking toggle. */
  get thinkingLabel() {
    return t("games.minesweeper.thinking");
  },
  /** Shows a running clock from the first move. */
  hasTimer: true,
  /** Who sits in seat k when a link does not say. */
  defaultSeat: () => ({ kind: "human", options: {} }),
  /** A move in words, for hints. */
  describeAction: (a, obs) => cellName(a, obs.cols),
  /** The sentence at the end of a game. */
  endText(obs) {
    return t(obs.won ? "games.minesweeper.won" : "games.minesweeper.lost");
  },
  /** Colours the end banner: won or lost. */
  bannerClass(obs) {
    return obs.won ? "won" : "lost";
  },
};
