// Minesweeper's page module: presets or a custom size, the first-click policy, view, input.

import { createView } from "./view.js";
import { attachInput, onKey } from "./input.js";
import { cellName } from "../grid.js";
import { t } from "../i18n/index.js";

const isCustom = (v) => v.preset === "custom";

export default {
  /** Seat names, in player order. */
  get players() {
    return [t("games.player")];
  },
  /**
   * How the setup form shows the engine's options (see options.js): a page-only "custom" size,
   * whose rows, columns and mines show (and are sent) only then; a preset is sent otherwise.
   */
  optionsOverlay: {
    fields: {
      preset: { extraChoices: ["custom"], sendIf: (v) => !isCustom(v) },
      rows: { showIf: isCustom, sendIf: isCustom },
      cols: { showIf: isCustom, sendIf: isCustom },
      mines: { showIf: isCustom, sendIf: isCustom },
    },
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
