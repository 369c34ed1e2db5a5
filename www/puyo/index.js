// Puyo's page module: rule set and pair limit, view, input, chain animation frames.

import { createView } from "./view.js";
import { attachInput, onKey } from "./input.js";
import { t } from "../i18n/index.js";

export default {
  /** Seat names, in player order. */
  get players() {
    return [t("games.player")];
  },
  /**
   * How the setup form shows the engine's options (see options.js): an empty pair count reads "no
   * limit"; the colour count stays the engine's default (not shown).
   */
  get optionsOverlay() {
    return { fields: { maxPairs: { placeholder: t("games.puyo.noLimit") }, colors: { hidden: true } } };
  },
  /** Draws the observation (view.js). */
  createView,
  /** Turns clicks, taps and keys into env calls (input.js). */
  attachInput,
  /** Keyboard play (play/controls.js forwards keys that are not typed into the form). */
  onKey,
  /** A hint moves the player's pair to the suggested place (drop it to accept). */
  onHint(action, ui) {
    ui.x = action % 6;
    ui.rot = Math.floor(action / 6);
  },
  /** The page passes the engine's action mask to the view (to show a pair that does not fit). */
  wantsMask: true,
  /** Agents asked for hints, in order of preference (the first the engine lists is used). */
  hintAgents: ["chain", "greedy"],
  /** How a human plays (under the seat). */
  get humanHelp() {
    return t("games.puyo.help");
  },
  /** Label of the thinking toggle. */
  get thinkingLabel() {
    return t("games.puyo.thinking");
  },
  /** Who sits in seat k when a link does not say. */
  defaultSeat: () => ({ kind: "human", options: {} }),
  /** A move in words, for hints. */
  describeAction: (a) => t("games.puyo.move", { col: (a % 6) + 1, rot: Math.floor(a / 6) }),
  /**
   * The frames that show a move's chain step by step, from the step's info: `chainBoards`
   * (the board after the pair landed, then after each step's pops and fall) and `chainSteps`
   * (the cells popped in each step, each list ended by -1). Each frame flashes the cells about
   * to pop. No frames when nothing popped.
   */
  chainFrames(before, after, info) {
    const boards = info?.chainBoards;
    const n = after.rows * after.cols;
    if (!boards || boards.length < 2 * n || boards.length % n) return [];
    const pops = [];
    let current = new Set();
    for (const c of info.chainSteps ?? []) {
      if (c < 0) {
        pops.push(current);
        current = new Set();
      } else current.add(c);
    }
    const frames = [];
    for (let k = 0; k < boards.length / n; k++) {
      const popping = pops[k] ?? new Set();
      // While a step's groups flash, the counter already shows that step's chain number.
      frames.push({ board: boards.slice(k * n, (k + 1) * n), chain: popping.size ? k + 1 : k, popping });
    }
    return frames;
  },
  /** The sentence at the end of a game. */
  endText(obs, r) {
    const score = t("games.puyo.score", { score: obs.score ?? r.score, chain: obs.maxChain ?? 0 });
    if (r.truncated) return t("games.puyo.allPlaced", { score });
    if (Number.isInteger(obs.deathCell) && obs.deathCell >= 0) return t("games.puyo.crossAt", { col: (obs.deathCell % obs.cols) + 1, score });
    return t("games.puyo.cross", { score });
  },
};
