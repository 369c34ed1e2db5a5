// Common mistakes a runtime error points to, each with its own sentence in the page's language:
// calling one of env's values as if it were a function (env.isTerminal(), Python's
// env.is_terminal()); one language's name in the other (Python's env.legalActions(), JavaScript's
// env.legal_actions()). forfeitText (i18n/lookup.js) and the learners' stops (learn/student_words.js)
// add the sentence after the runtime's own text.

import { t } from "../i18n/index.js";

/** env's values (not functions) in JavaScript, with Python's names for them. */
export const ENV_VALUES = { isTerminal: "is_terminal", currentPlayer: "current_player", numActions: "num_actions", numPlayers: "num_players", gameId: "game_id" };

// Python's error names the value's type only: the type each of env's values has.
const PY_TYPES = { is_terminal: "bool", current_player: "int", num_actions: "int", num_players: "int", game_id: "str" };

/**
 * The name of env's value that `message` (a runtime error) shows was called with (), or null.
 * JavaScript names it ("env.isTerminal is not a function"); Python names only its type ("'bool'
 * object is not callable"), so `lineText` (the failing line, when known) must call that value;
 * without it, a bool called is taken for is_terminal, env's only bool.
 */
export function valueCalled(message, lineText = null) {
  const text = String(message ?? "");
  const js = /\b(isTerminal|currentPlayer|numActions|numPlayers|gameId) is not a function/.exec(text);
  if (js) return js[1];
  const py = /'(bool|int|str)' object is not callable/.exec(text);
  if (!py) return null;
  if (lineText != null) {
    const called = Object.keys(PY_TYPES).find((name) => PY_TYPES[name] === py[1] && new RegExp(`\\.${name}\\s*\\(`).test(lineText));
    return called ?? null;
  }
  return py[1] === "bool" ? "is_terminal" : null;
}

/** env's functions as JavaScript names them (code/student_env.js; Python's are their snake_case, code/python.js). */
export const ENV_FUNCTIONS = ["legalActions", "actionMask", "returns", "observation", "render", "clone", "step", "play", "afterStates", "reset", "toggleFlag", "chord", "free", "cell", "rowCol", "puyoAction", "puyoParts"];
const ENV_PROPERTIES = [...Object.keys(ENV_VALUES), "budgetLeft"];

const snake = (name) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const camel = (name) => name.replace(/_([a-z])/g, (_, c) => c.toUpperCase());

/**
 * env's member that `message` shows was written with the other language's name: Python's
 * "'Env' object has no attribute 'legalActions'", JavaScript's "env.legal_actions is not a
 * function"; {name, language, right} ("legalActions", "Python", "env.legal_actions()"), or null.
 */
export function wrongName(message) {
  const text = String(message ?? "");
  const py = /'Env' object has no attribute '(\w+)'/.exec(text);
  if (py) {
    const js = camel(py[1]);
    const right = ENV_FUNCTIONS.includes(js) ? `env.${snake(js)}()` : ENV_PROPERTIES.includes(js) ? `env.${snake(js)}` : null;
    return right && right.replace(/\(\)$/, "") !== `env.${py[1]}` ? { name: py[1], language: "Python", right } : null;
  }
  const js = /\b(\w+)\.(\w+_\w*) is not a function/.exec(text);
  if (js) {
    const name = camel(js[2]);
    if (ENV_FUNCTIONS.includes(name)) return { name: js[2], language: "JavaScript", right: `${js[1]}.${name}()`, object: js[1] };
    if (ENV_PROPERTIES.includes(name)) return { name: js[2], language: "JavaScript", right: `${js[1]}.${name}`, object: js[1] };
  }
  return null;
}

/** The sentence for a common mistake behind `message` ("isTerminal is a value: write it without ()"), or "". */
export function mistakeSentence(message, lineText = null) {
  const name = valueCalled(message, lineText);
  if (name) return t("forfeit.valueCalled", { name });
  const wrong = wrongName(message);
  return wrong ? t("forfeit.wrongName", { object: wrong.object ?? "env", name: wrong.name, language: wrong.language, right: wrong.right }) : "";
}
