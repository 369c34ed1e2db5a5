// Words that come from the engine (Rust keeps one English text) translated at the page by id:
// games, agents and their options by their registry ids, engine errors by their kind and fields,
// explanation fields by their names. Whatever the dictionary lacks stays in the engine's English.

import { t, tOr, language, DICTIONARIES, formatNumber } from "./index.js";

export { errorRecord } from "../engine.js";

/** A game's name ("Minesweeper" -> "マインスイーパー"); `entry` is the engine's {id, name}. */
export const gameName = (entry) => (entry ? tOr(`game.${entry.id}.name`, entry.name ?? entry.id) : "");

/** A game's one-line description. */
export const gameDescription = (entry) => (entry ? tOr(`game.${entry.id}.description`, entry.description ?? "") : "");

/** An agent's name for `gameId` (`agent.<game>.<id>.name`, else `agent.<id>.name`, else the engine's). */
export function agentName(gameId, agent) {
  return tOr(`agent.${gameId}.${agent.id}.name`, tOr(`agent.${agent.id}.name`, agent.name ?? agent.id));
}

/** An agent's description, the same way. */
export function agentDescription(gameId, agent) {
  return tOr(`agent.${gameId}.${agent.id}.description`, tOr(`agent.${agent.id}.description`, agent.description ?? ""));
}

/** An agent option's label ("timeMs" -> "ms per move"), else the key itself. */
export const agentOptionLabel = (key) => tOr(`agent.option.${key}`, key);

/** A game option's label (`option.<game>.<key>.label`), else `fallback`. */
export const optionLabel = (gameId, key, fallback = key) => tOr(`option.${gameId}.${key}.label`, fallback);

/** A game option's help sentence (`option.<game>.<key>.help`), else `fallback` (the engine's English). */
export const optionHelp = (gameId, key, fallback = "") => tOr(`option.${gameId}.${key}.help`, fallback);

/** A choice of a game option (`choice.<game>.<key>.<value>`), else `fallback`. */
export const choiceLabel = (gameId, key, value, fallback = value) => tOr(`choice.${gameId}.${key}.${value}`, fallback);

/** An explanation field's name ("winRate" -> "win rate"), else `fallback`. */
export const explainKey = (key, fallback) => tOr(`explain.${key}`, fallback);

/** `{key, re, names}` for each `engine.reason.*` text: its English as a pattern, placeholders as groups. */
const REASONS = Object.entries(DICTIONARIES.en)
  .filter(([key]) => key.startsWith("engine.reason."))
  .map(([key, english]) => {
    const names = [];
    const source = english
      .split(/\{(\w+)\}/)
      .map((part, i) => (i % 2 ? (names.push(part), "(.+?)") : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
      .join("");
    return { key, re: new RegExp(`^${source}$`), names };
  });

/**
 * An engine error's free-text `reason` in the page's language: the engine's English is matched
 * against the English of each `engine.reason.*` text (its placeholders take what stands there)
 * and written again in the current language; a reason of another shape stays as it is.
 */
export function reasonText(reason) {
  const text = String(reason);
  for (const { key, re, names } of REASONS) {
    const m = re.exec(text);
    if (m) return t(key, Object.fromEntries(names.map((name, i) => [name, m[i + 1]])));
  }
  return text;
}

/**
 * Error kinds whose engine English names calls of the JavaScript API (`reset()`,
 * `legalActions()`, `makeAgent(...)`): the English page words them from the dictionary too. Every
 * other kind shows the engine's own English on the English page.
 */
const REWORDED_IN_ENGLISH = new Set(["GameOver", "IllegalAction", "WrongGame"]);

/**
 * An engine error for people, in the page's language: translated by its `kind` and `fields`
 * (`engine.error.<kind>` with the fields as placeholders) when the dictionary has that kind and
 * every placeholder has a field, else the engine's English message (which the English page
 * shows as it is, but for REWORDED_IN_ENGLISH). Takes an Error (or any object with `message`,
 * `kind`, `fields`) or a plain string; `context.game` names a game option by its label.
 */
export function engineMessage(err, context = {}) {
  if (err === null || err === undefined) return "";
  if (typeof err !== "object") return String(err);
  const message = "message" in err ? String(err.message) : String(err);
  const kind = err.kind;
  if (!kind || (language() === "en" && !REWORDED_IN_ENGLISH.has(kind))) return message;
  const fields = { ...(err.fields ?? {}) };
  for (const [k, v] of Object.entries(fields)) {
    if (Array.isArray(v)) fields[k] = v.join(", ");
    else if (k === "what") fields[k] = tOr(`engine.what.${v}`, v);
    else if (k === "reason") fields[k] = reasonText(v);
    else if (k === "option" && context.game) fields[k] = optionLabel(context.game, v, v);
  }
  const key = `engine.error.${kind}`;
  const text = tOr(key, null, fields);
  if (text === null || /\{\w+\}/.test(text)) return message;
  return text;
}

/** `t` re-exported for modules that only need lookups. */
export { t };

/**
 * A student agent's forfeit or failed start in the page's language, by its `reason` ({key,
 * ...fields}, www/code/runner.js); the runtime's own text (`reason.runtime`, else `message`) stays
 * as it is inside the sentence. Without a reason (an older record), the message as it came.
 */
export function forfeitText(f) {
  if (!f) return "";
  const r = f.reason;
  if (!r?.key || tOr(`forfeit.${r.key}`, null) === null) return String(f.message ?? "");
  const seconds = r.limitMs != null ? formatNumber(r.limitMs / 1000, { maximumFractionDigits: 2 }) : "";
  return t(`forfeit.${r.key}`, { runtime: String(f.message ?? ""), ...r, seconds });
}
