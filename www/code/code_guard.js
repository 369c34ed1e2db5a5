// Code built from text inside the sandbox (eval, the four Function constructors, setTimeout and
// setInterval with a string) passes through here once the sandbox is locked: a text that loads
// code (the `import` keyword: a dynamic import of a URL, the module meta property) is refused
// with the sandbox's own sentence, in the student's language. The student's program itself is checked the same way before it is
// compiled (compile_js.js). The worker's Content-Security-Policy, which the page carries itself
// (its <meta> tag, inherited by workers started from blob: URLs: workers/channel.js), is the
// second wall: it refuses any address but the page's own, even for code that got past this one.

import { parse, tokenizer } from "../vendor/acorn.js";
import { t } from "../i18n/index.js";

/**
 * The line (1-based) of the first place `code` loads other code (a dynamic import, the module
 * meta property, an import declaration), or null when it has none. Read by acorn's parser; a text the parser cannot
 * read is read token by token (the `import` keyword anywhere but in a string or a comment), and a
 * text neither can read counts as importing (line 0) whenever the word appears in it at all: the
 * check never lets through what it could not read.
 * @param {string} code
 * @returns {number|null}
 */
export function importLine(code) {
  const text = String(code);
  // A keyword cannot be written with escapes, so the plain word is in every text that imports.
  if (!text.includes("import")) return null;
  try {
    const tree = parse(text, { ecmaVersion: "latest", sourceType: "script", locations: true, allowReturnOutsideFunction: true, allowAwaitOutsideFunction: true, allowHashBang: true });
    return firstImport(tree);
  } catch {
    // not a script acorn reads (a generator's body with yield, new syntax): the tokens
  }
  try {
    for (const token of tokenizer(text, { ecmaVersion: "latest", allowHashBang: true, locations: true })) {
      if (token.type.keyword === "import") return token.loc.start.line;
    }
    return null;
  } catch {
    return 0;
  }
}

const IMPORTS = new Set(["ImportExpression", "ImportDeclaration", "ImportSpecifier"]);

function firstImport(node) {
  const stack = [node];
  while (stack.length) {
    const n = stack.pop();
    if (!n || typeof n !== "object") continue;
    if (Array.isArray(n)) {
      for (let i = n.length - 1; i >= 0; i--) stack.push(n[i]);
      continue;
    }
    if (typeof n.type === "string" && (IMPORTS.has(n.type) || (n.type === "MetaProperty" && n.meta?.name === "import"))) return n.loc?.start.line ?? 0;
    for (const key of Object.keys(n)) if (key !== "loc" && key !== "type") stack.push(n[key]);
  }
  return null;
}

/** The Error a refused text throws (sandbox.noImport, in the page's language). */
export function importRefusal() {
  return new Error(t("sandbox.noImport"));
}

// Texts already read and found clean (a runtime that builds the same function often reads it once).
const clean = new Set();
const CLEAN_KEPT = 512;

function refuseImports(code) {
  const text = String(code);
  if (clean.has(text)) return;
  if (importLine(text) !== null) throw importRefusal();
  if (clean.size >= CLEAN_KEPT) clean.clear();
  clean.add(text);
}

/**
 * Puts the guard on `scope`'s eval, Function (and the async, generator and async generator
 * function constructors, reached through any function's `.constructor`), setTimeout and
 * setInterval. Returns the names it guarded.
 * @param {object} scope usually globalThis
 */
export function guardCodeFromText(scope = globalThis) {
  const guarded = [];
  const evalOriginal = scope.eval;
  if (typeof evalOriginal === "function") {
    const evalGuarded = function (code) {
      if (typeof code === "string") refuseImports(code);
      return evalOriginal(code);
    };
    define(scope, "eval", evalGuarded);
    guarded.push("eval");
  }
  const constructors = [
    ["Function", scope.Function],
    ["AsyncFunction", Object.getPrototypeOf(async function () {}).constructor],
    ["GeneratorFunction", Object.getPrototypeOf(function* () {}).constructor],
    ["AsyncGeneratorFunction", Object.getPrototypeOf(async function* () {}).constructor],
  ];
  for (const [name, original] of constructors) {
    if (typeof original !== "function") continue;
    // Each part is made a string once, then read, then compiled: an object whose toString
    // answers differently the second time is compiled from what was read.
    const checked = function (...args) {
      const texts = args.map(String);
      for (const text of texts) refuseImports(text);
      return Reflect.construct(original, texts);
    };
    checked.prototype = original.prototype;
    Object.defineProperty(checked, "name", { value: original.name });
    define(original.prototype, "constructor", checked);
    if (name === "Function") define(scope, "Function", checked);
    guarded.push(name);
  }
  for (const name of ["setTimeout", "setInterval"]) {
    const original = scope[name];
    if (typeof original !== "function") continue;
    const timer = function (handler, ...rest) {
      if (typeof handler === "function") return original.call(scope, handler, ...rest);
      const text = String(handler);
      refuseImports(text);
      return original.call(scope, text, ...rest);
    };
    define(scope, name, timer);
    guarded.push(name);
  }
  return guarded;
}

function define(holder, name, value) {
  try {
    Object.defineProperty(holder, name, { value, writable: false, configurable: false, enumerable: false });
  } catch {
    holder[name] = value;
  }
}
