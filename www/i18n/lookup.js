// Words that come from the engine (Rust keeps one English text) translated at the page by id:
// games, agents and their options by their registry ids, engine errors by their kind and fields,
// explanation fields by their names. Whatever the dictionary lacks stays in the engine's English.

import { t, tOr, language, formatNumber } from "./index.js";
import { mistakeSentence } from "../code/mistakes.js";

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

/** Reason fields that hold an option's name (or names): a game option shows by its label, any other by its name (what code types). */
const OPTION_FIELDS = new Set(["name", "options"]);

/**
 * An engine error's reason in the page's language, by its key and fields (`fields.reasonKey`,
 * `fields.reasonFields`, src/reason.rs): `engine.reason.<key>` with the fields as placeholders
 * (lists joined with ", ", option names by their labels, a game by its name). Null when the
 * reason has no key, the dictionary lacks the key, or a placeholder has no field: the caller
 * then shows the engine's English reason. Never decided by the English text.
 */
function reasonByKey(fields, context) {
  const key = fields.reasonKey;
  if (typeof key !== "string" || !key) return null;
  const label = (name) => (context.game ? optionLabel(context.game, name, name) : name);
  const values = {};
  for (const [k, v] of Object.entries(fields.reasonFields ?? {})) {
    const list = Array.isArray(v) ? v.map(String) : null;
    if (OPTION_FIELDS.has(k)) values[k] = (list ?? [String(v)]).map(label).join(", ");
    else if (list) values[k] = list.join(", ");
    else if (k === "game") values[k] = tOr(`game.${v}.name`, String(v));
    else values[k] = String(v);
  }
  const text = tOr(`engine.reason.${key}`, null, values);
  if (text === null || /\{\w+\}/.test(text)) return null;
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
 * shows as it is, but for REWORDED_IN_ENGLISH). A refused action or option words its reason by
 * the reason's key (see reasonByKey); a reason without a known key stays the engine's English
 * inside the translated sentence. Takes an Error (or any object with `message`, `kind`,
 * `fields`) or a plain string; `context.game` names a game option by its label.
 */
export function engineMessage(err, context = {}) {
  if (err === null || err === undefined) return "";
  if (typeof err !== "object") return String(err);
  const message = "message" in err ? String(err.message) : String(err);
  const kind = err.kind;
  if (!kind || (language() === "en" && !REWORDED_IN_ENGLISH.has(kind))) return message;
  const raw = err.fields ?? {};
  const fields = {};
  for (const [k, v] of Object.entries(raw)) {
    if (k === "reasonKey" || k === "reasonFields") continue;
    if (Array.isArray(v)) fields[k] = v.join(", ");
    else if (k === "what") fields[k] = tOr(`engine.what.${v}`, v);
    else if (k === "reason") fields[k] = reasonByKey(raw, context) ?? String(v);
    else if (k === "option" && context.game) fields[k] = optionLabel(context.game, v, v);
    else fields[k] = v;
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
 * as it is inside the sentence, followed by a common mistake's own sentence (code/mistakes.js)
 * unless `withMistake` is false. Without a reason (an older record), the message as it came.
 */
export function forfeitText(f, { withMistake = true } = {}) {
  if (!f) return "";
  const r = f.reason;
  if (!r?.key || tOr(`forfeit.${r.key}`, null) === null) return String(f.message ?? "");
  const seconds = r.limitMs != null ? formatNumber(r.limitMs / 1000, { maximumFractionDigits: 2 }) : "";
  const text = t(`forfeit.${r.key}`, { runtime: String(f.message ?? ""), ...r, seconds });
  const mistake = withMistake ? mistakeSentence(f.message) : "";
  return mistake ? t("forfeit.withMistake", { text, mistake }) : text;
}
