// A step's words are written once per human language; the API names in them are marked and
// rendered in the student's programming language, and the sentences about the page's own parts
// are marked with their notebook version:
//
//   {api:env.legalActions()}  JavaScript: env.legalActions()   Python: env.legal_actions()
//   {api:copy.isTerminal}     copy.isTerminal                  copy.is_terminal
//   {api:obs.board[i]}        obs.board[i]                     obs["board"][i]
//   {api:true}                true                             True
//   {where:PAGE|NOTEBOOK}     PAGE in the page's Course panel, NOTEBOOK in the notebooks
//                             (scripts/course_notebooks.mjs): a notebook has no Code or Learn
//                             panel, no console under the editor and no "New game" button
//
// Python's names are JavaScript's in snake_case (www/code/python.js's Env), with the few that
// differ listed in PY_NAMES; obs is a dict in Python.

/** JavaScript names whose Python name is not their snake_case. */
export const PY_NAMES = { toArray: "tolist", null: "None", undefined: "None", true: "True", false: "False" };

/** `name` (one identifier) as Python spells it. */
export function pythonName(name) {
  return PY_NAMES[name] ?? name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/** The code `code` (JavaScript spelling, no spaces in names) in `codeLanguage` ("js" or "python"). */
export function apiCode(code, codeLanguage) {
  if (codeLanguage !== "python") return code;
  return code
    .replace(/\bobs\.([A-Za-z]\w*)/g, (_, f) => `obs["${f}"]`)
    .replace(/(?<![\w"])[A-Za-z]\w*/g, (w) => pythonName(w));
}

const WHERE = /\{where:((?:[^{}|]|\{api:[^{}]*\})*)\|((?:[^{}|]|\{api:[^{}]*\})*)\}/g;
const API = /\{api:([^{}]*)\}/g;

/**
 * `text` with its marks rendered for a student writing `codeLanguage` in `place` ("page" or
 * "notebook").
 */
export function apiWords(text, codeLanguage = "js", place = "page") {
  return String(text ?? "")
    .replace(WHERE, (_, page, notebook) => (place === "notebook" ? notebook : page))
    .replace(API, (_, code) => apiCode(code, codeLanguage));
}
