// The sandbox's guard of code built from text (www/code/code_guard.js): which texts load other
// code, and, in a process of its own (the guard changes the realm's Function for good), that eval,
// the four Function constructors and string timers refuse them and run everything else.
import test from "node:test";
import assert from "node:assert/strict";
import { existsSync } from "node:fs";
import { execFileSync } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { DIST } from "./dist_helpers.js";

const GUARD = path.join(DIST, "code/code_guard.js");
const skip = !existsSync(GUARD) && "dist/ is missing: run bash scripts/build.sh first";

test("importLine finds import as code, never in strings, comments or property names", { skip }, async () => {
  const { importLine } = await import(pathToFileURL(GUARD).href);
  const cases = [
    ['import("x")', 1],
    ["const a = 1;\n\nawait import(u)", 3],
    ["return 1;\nimport.meta.url", 2],
    ['import x from "y"', 1],
    ["yield 1;\nimport(u)", 2], // a generator's body: read token by token
    ['x = `import`; // import\n f("import")', null],
    ["a.import + b?.import", null],
    ["let { import: y } = z; o = { import() {} }", null],
    ["/* import(u) */ 1", null],
    ["no such word", null],
  ];
  for (const [text, line] of cases) assert.equal(importLine(text), line, JSON.stringify(text));
  // A text neither the parser nor the tokenizer reads, with the word in it, counts as importing.
  assert.equal(importLine('"unclosed import'), 0);
});

test("eval, the Function constructors and string timers refuse a text that imports and run the rest", { skip }, () => {
  const script = `
    const { guardCodeFromText } = await import(${JSON.stringify(pathToFileURL(GUARD).href)});
    const guarded = guardCodeFromText(globalThis);
    const tries = {
      "Function": () => Function("u", "return imp" + "ort(u)"),
      "new Function": () => new Function("return imp" + "ort('node:fs')"),
      "constructor": () => (function () {}).constructor("return imp" + "ort('node:fs')"),
      "AsyncFunction": () => (async () => {}).constructor("await imp" + "ort('node:fs')"),
      "GeneratorFunction": () => (function* () {}).constructor("yield imp" + "ort('node:fs')"),
      "AsyncGeneratorFunction": () => (async function* () {}).constructor("yield imp" + "ort('node:fs')"),
      "eval": () => (0, eval)("imp" + "ort('node:fs')"),
      "setTimeout": () => setTimeout("imp" + "ort('node:fs')", 0),
      "setInterval": () => setInterval("imp" + "ort('node:fs')", 1000),
      "toString twice": () => { let n = 0; return Function({ toString: () => (n++ ? "return imp" + "ort('node:fs')" : "return 1") }); },
    };
    const out = { guarded, refused: {}, works: {} };
    for (const [name, f] of Object.entries(tries)) {
      try { const r = f(); out.refused[name] = name === "toString twice" ? String(r()) : "no error"; } catch (e) { out.refused[name] = e.message; }
    }
    out.works.add = new Function("a", "b", "return a + b")(2, 3);
    out.works.eval = (0, eval)("6 * 7");
    out.works.async = (async () => {}).constructor.name;
    out.works.same = (function () {}).constructor === Function && Function.prototype.constructor === Function;
    out.works.instance = (() => 1) instanceof Function;
    out.works.timer = await new Promise((r) => setTimeout(() => r("ran"), 1));
    console.log(JSON.stringify(out));
  `;
  const out = JSON.parse(execFileSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" }));
  assert.deepEqual(out.guarded, ["eval", "Function", "AsyncFunction", "GeneratorFunction", "AsyncGeneratorFunction", "setTimeout", "setInterval"]);
  for (const [name, said] of Object.entries(out.refused)) {
    if (name === "toString twice") assert.equal(said, "1", "compiled from the text it read");
    else assert.match(said, /^import is not available to agents/, name);
  }
  assert.deepEqual(out.works, { add: 5, eval: 42, async: "AsyncFunction", same: true, instance: true, timer: "ran" });
});

test("every worker that runs student code starts through channel.js (inheriting the page's policy)", async () => {
  const { readdirSync, readFileSync, statSync } = await import("node:fs");
  const www = path.join(path.dirname(DIST), "www");
  const found = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (name.endsWith(".js")) {
        readFileSync(file, "utf8")
          .split("\n")
          .forEach((line, k) => {
            if (/new (Shared)?Worker\(/.test(line) && !/^\s*(\/\/|\*)/.test(line)) found.push(`${path.relative(www, file)}:${k + 1}`);
          });
      }
    }
  };
  walk(www);
  // channel.js's webWorkerPort (the sandbox, the trainer, every port), the engine's own agents'
  // worker (agents.js: built-in agents only, never student code) and Node's worker threads
  // (node_port.js: scripts/arena.mjs, the tests), nothing else.
  assert.deepEqual(
    found.map((f) => f.replace(/:\d+$/, "")).sort(),
    ["agents.js", "workers/channel.js", "workers/node_port.js"],
    found.join(", "),
  );
});
