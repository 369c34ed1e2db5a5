// Puyo's page module: rule set and pair limit, view, input, chain animation frames.

import { createView } from "./view.js";
import { attachInput, onKey } from "./input.js";

export default {
  players: ["Player"],
  fields: [
    {
      key: "rules",
      label: "Rules",
      type: "select",
      choices: [
        ["tsu", "Puyo Puyo Tsu (13 rows, next pairs)"],
        ["seed", "Seed 001 (12 rows, its quirks)"],
      ],
    },
    { key: "maxPairs", label: "Pairs (blank: no limit)", type: "number", min: 1, placeholder: "no limit" },
  ],
  createView,
  attachInput,
  onKey,
  /** The page passes the engine's action mask to the view (to show a pair that does not fit). */
  wantsMask: true,
  hintAgents: ["chain", "greedy"],
  thinkingLabel: "Show agent thinking (planned chain)",
  defaultSeat: () => ({ kind: "human", options: {} }),
  describeAction: (a) => `column ${(a % 6) + 1}, rotation ${Math.floor(a / 6)}`,
  /**
   * The boards to show one after another for a move's chain, from the step's info when the
   * engine gives them (`chainBoards`: one board per chain step, flattened), else none.
   */
  chainFrames(before, after, info) {
    const flat = info?.chainBoards ?? info?.boards;
    const n = after.rows * after.cols;
    if (!flat || !flat.length || flat.length % n) return [];
    const frames = [];
    for (let k = 0; k < flat.length / n; k++) frames.push({ board: flat.slice(k * n, (k + 1) * n), chain: k + 1 });
    frames.push({});
    return frames;
  },
  endText(obs, r) {
    const how = r.truncated ? "All pairs placed" : "Game over";
    return `${how} — score ${obs.score ?? r.score}, largest chain ${obs.maxChain ?? 0}`;
  },
};
