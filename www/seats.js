// The players panel: each seat is "Human" or any agent the catalog lists for the game (engine
// agents today, never a hard-coded list), with that agent's options (time budget, playouts).

import { HIDDEN_AGENT_OPTIONS } from "./catalog.js";
import { t } from "./i18n/index.js";
import { agentOptionLabel } from "./i18n/lookup.js";

/**
 * Builds the seat rows. `players` are the seat names (e.g. ["X", "O"]); `agents` the engine's
 * list; `seats` the current choice per seat; `humanHelp` tells a human how to play. Calls
 * `onChange` when anything changes and returns a function that reads the seats back.
 */
export function buildSeats(root, players, agents, seats, onChange, humanHelp = t("setup.humanHelp")) {
  root.replaceChildren();
  const rows = players.map((name, k) => {
    const seat = seats[k] ?? { kind: "human", options: {} };
    const row = document.createElement("div");
    row.className = "seat";
    const label = document.createElement("label");
    label.className = "row";
    label.append(name + " ");
    const select = document.createElement("select");
    select.name = `seat${k}`;
    select.add(new Option(t("setup.human"), "human"));
    for (const a of agents) select.add(new Option(a.name, a.id));
    select.value = seat.kind === "human" ? "human" : seat.id;
    if (select.value === "") select.value = "human";
    label.append(select);
    const about = document.createElement("p");
    about.className = "about";
    const opts = document.createElement("div");
    opts.className = "agent-options";
    row.append(label, opts, about);
    root.append(row);
    const inputs = new Map();
    function showAgentOptions(keep) {
      opts.replaceChildren();
      inputs.clear();
      const agent = agents.find((a) => a.id === select.value);
      about.textContent = agent ? agent.description : humanHelp;
      if (!agent) return;
      for (const [key, def] of agent.defaults) {
        if (HIDDEN_AGENT_OPTIONS.has(key)) continue;
        const l = document.createElement("label");
        l.className = "row small";
        const input = document.createElement("input");
        input.type = typeof def === "number" ? "number" : "text";
        if (input.type === "number") input.min = "1";
        input.name = `seat${k}.${key}`;
        input.value = keep?.[key] ?? def;
        input.addEventListener("change", onChange);
        l.append(input, " " + agentOptionLabel(key));
        opts.append(l);
        inputs.set(key, { input, def });
      }
    }
    showAgentOptions(seat.options);
    select.addEventListener("change", () => {
      showAgentOptions();
      onChange();
    });
    return () => {
      if (select.value === "human") return { kind: "human", options: {} };
      const options = {};
      for (const [key, { input, def }] of inputs) {
        const v = input.value.trim();
        if (v !== "" && v !== String(def)) options[key] = v;
      }
      return { kind: "agent", id: select.value, options };
    };
  });
  return () => rows.map((read) => read());
}

/**
 * A `defaultSeat` for two-player games: a human in the first seat against agent `preferred`
 * (or the engine's first agent when it has no such agent).
 */
export function humanAgainst(preferred) {
  return (k, agents) =>
    k === 0 || !agents.length
      ? { kind: "human", options: {} }
      : { kind: "agent", id: (agents.find((a) => a.id === preferred) ?? agents[0]).id, options: {} };
}
