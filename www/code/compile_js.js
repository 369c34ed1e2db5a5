// Compiles a student's JavaScript into its act function, with the line of any error in the
// student's own numbering (syntax errors located by the acorn parser, vendored into dist/).

import { parse } from "../vendor/acorn.js";
import { importLine, importRefusal } from "./code_guard.js";
import { agentArityOk, agentArityMessage } from "./kaggle_format.js";

/** An error in the student's code: `kind` is "syntax", "noact", "agentArity" or "error"; `line` may be null. */
export class StudentError extends Error {
  constructor(kind, message, line = null) {
    super(message);
    this.name = "StudentError";
    this.kind = kind;
    this.line = line;
  }
}

// How many lines `new Function` puts before the body (2 in V8: "function anonymous(console\n) {").
const OFFSET = (() => {
  try {
    new Function("console", "throw new Error()")();
  } catch (err) {
    const line = lineInStack(err, 0);
    if (line != null) return line - 1;
  }
  return 2;
})();

function lineInStack(err, offset) {
  const stack = String(err?.stack ?? "");
  // V8: "(eval at f (url:1:2), <anonymous>:5:11)"; Firefox: "Function:5:11" / "> Function:5:11".
  const m = stack.match(/<anonymous>:(\d+):\d+/) || stack.match(/Function:(\d+):\d+/);
  if (!m) return null;
  const line = Number(m[1]) - offset;
  return line >= 1 ? line : null;
}

/** The student's line of a runtime error thrown by compiled code, or null. */
export function errorLine(err) {
  return lineInStack(err, OFFSET);
}

/** "TypeError: x is undefined" for any thrown value. */
export function errorMessage(err) {
  if (err && typeof err === "object" && "message" in err) return `${err.name || "Error"}: ${err.message}`;
  return `threw ${typeof err === "string" ? JSON.stringify(err) : String(err)}`;
}

/**
 * The functions a program may define: `act` (or Kaggle's `agent`, kaggle_format.js); a learner
 * also `learn`, `save`, `load`.
 */
export const PROGRAM_FUNCTIONS = ["act", "agent", "learn", "save", "load"];

/**
 * Runs the student's top-level code once and returns its `act`.
 * @param {string} source
 * @param {object} studentConsole what `console` means in the student's code
 * @returns {Function}
 * @throws {StudentError}
 */
export function compileJs(source, studentConsole) {
  return compileProgram(source, studentConsole).act;
}

/**
 * Runs the student's top-level code once and returns its functions `{act, agent, learn, save,
 * load, kaggle}` (null where the program does not define them). A program with `agent` and no
 * `act` is in Kaggle's format (`kaggle: true`); its agent must take one or two parameters.
 * @param {string} source
 * @param {object} studentConsole what `console` means in the student's code
 * @returns {{act: Function|null, agent: Function|null, learn: Function|null, save: Function|null, load: Function|null, kaggle: boolean}}
 * @throws {StudentError}
 */
export function compileProgram(source, studentConsole) {
  // A program that loads other code is refused before it runs, with its line (code_guard.js).
  const importAt = importLine(source);
  if (importAt !== null) throw new StudentError("error", importRefusal().message, importAt || null);
  const pick = PROGRAM_FUNCTIONS.map((f) => `${f}: typeof ${f} === "function" ? ${f} : null`).join(", ");
  let factory;
  try {
    factory = new Function("console", `${source}\n;return { ${pick} };`);
  } catch (err) {
    if (err instanceof SyntaxError) {
      let line = null;
      let message = err.message;
      try {
        parse(source, { ecmaVersion: "latest", sourceType: "script", allowReturnOutsideFunction: true });
      } catch (perr) {
        line = perr?.loc?.line ?? null;
        if (perr?.message) message = perr.message.replace(/\s*\(\d+:\d+\)$/, "");
      }
      throw new StudentError("syntax", `SyntaxError: ${message}`, line);
    }
    throw new StudentError("error", errorMessage(err), null);
  }
  let program;
  try {
    program = factory(studentConsole);
  } catch (err) {
    throw new StudentError("error", errorMessage(err), errorLine(err));
  }
  program.kaggle = typeof program.act !== "function" && typeof program.agent === "function";
  if (program.kaggle && !agentArityOk(program.agent.length)) {
    const e = new StudentError("agentArity", agentArityMessage(program.agent.length), null);
    e.count = program.agent.length;
    throw e;
  }
  if (typeof program.act !== "function" && !program.kaggle) {
    throw new StudentError("noact", "your code does not define a function act(obs, env): add one that returns an action", null);
  }
  return program;
}
