// Gomoku's page module: board size and n-in-a-row fields, seats, view and input.

import { createView } from "./view.js";
import { attachInput } from "./input.js";
import { cellName } from "../grid.js";
import { humanAgainst } from "../seats.js";
import { t } from "../i18n/index.js";

/** The boards people usually pick: [value, width, height, nInRow] (labels from the dictionary). */
const PRESETS = [
  ["6x6x4", 6, 6, 4],
  ["8x8x5", 8, 8, 5],
  ["15x15x5", 15, 15, 5],
];

function presetOf(v) {
  const p = PRESETS.find(([, w, h, n]) => String(w) === String(v.width) && String(h) === String(v.height) && String(n) === String(v.nInRow));
  return p ? p[0] : "custom";
}

export default {
  /** Seat names, in player order. */
  get players() {
    return [t("games.gomoku.black"), t("games.gomoku.white")];
  },
  /**
   * How the setup form shows the engine's options (see options.js): a page-only board menu that
   * fills width, height and nInRow (shown only for a custom size); the engine's own `preset` is
   * not shown, the sizes say it all.
   */
  get optionsOverlay() {
    const custom = (v) => v.board === "custom";
    return {
      extra: [
        {
          key: "board",
          kind: "choice",
          label: t("games.gomoku.board"),
          ui: true, // fills width/height/nInRow; not an engine option
          choices: [
            ...PRESETS.map(([v, w, h, n]) => [v, t(n === 5 && w === 15 ? "games.gomoku.preset15" : "games.gomoku.preset", { w, h, n })]),
            ["custom", t("games.gomoku.custom")],
          ],
          onInput(value, set) {
            const p = PRESETS.find(([v]) => v === value);
            if (p) {
              set("width", String(p[1]));
              set("height", String(p[2]));
              set("nInRow", String(p[3]));
            }
          },
        },
      ],
      fields: { preset: { hidden: true }, width: { showIf: custom }, height: { showIf: custom }, nInRow: { showIf: custom } },
    };
  },
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
  get humanHelp() {
    return t("games.clickEmpty");
  },
  /** Label of the thinking toggle. */
  get thinkingLabel() {
    return t("games.gomoku.thinking");
  },
  /** Who sits in seat k when a link does not say. */
  defaultSeat: humanAgainst("mcts"),
  /** Why the winner won (after "Black (Human) wins!"). */
  winReason: (obs) => t("games.gomoku.win", { n: obs.nInRow }),
  /** Why no one won. */
  drawReason: (obs) => t("games.gomoku.draw", { n: obs.nInRow }),
  /** A move in words, for hints. */
  describeAction: (a, obs) => cellName(a, obs.cols),
};
