#!/usr/bin/env node
// "Download for Kaggle", headless: one self-contained submission.py for Kaggle's ConnectX from a
// student's Python program, in our format (act(obs, env)) or Kaggle's (agent(observation,
// configuration)), the same file the Code panel's button gives (www/code/kaggle_submission.js).
//
//   node scripts/kaggle.mjs export PROGRAM.py --out submission.py
//
// Exits 0 having written the file, 2 with one line for bad flags, a missing file, a JavaScript
// program (Kaggle runs Python only) or a program without act or agent. Needs no build.

import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const USAGE = "usage: node scripts/kaggle.mjs export PROGRAM.py --out submission.py";

/** Exits 2 with a one-line reason. */
function fail(line) {
  process.stderr.write(`kaggle.mjs: ${line}\n`);
  process.exit(2);
}

const args = process.argv.slice(2);
if (args[0] !== "export") fail(USAGE);
let program = null;
let out = null;
for (let i = 1; i < args.length; i++) {
  if (args[i] === "--out") {
    out = args[++i] ?? fail(`--out needs a file name; ${USAGE}`);
  } else if (program === null && !args[i].startsWith("--")) {
    program = args[i];
  } else {
    fail(`unexpected ${JSON.stringify(args[i])}; ${USAGE}`);
  }
}
if (program === null || out === null) fail(USAGE);

const { kaggleSubmission } = await import(pathToFileURL(path.join(ROOT, "www/code/kaggle_submission.js")).href);
const { t, setLanguage } = await import(pathToFileURL(path.join(ROOT, "www/i18n/index.js")).href);
setLanguage("en");
let source;
try {
  source = readFileSync(program, "utf8");
} catch (err) {
  fail(`cannot read ${program}: ${err.message}`);
}
const language = /\.py$/i.test(program) ? "python" : /\.m?js$/i.test(program) ? "js" : fail(`${program}: a program is a .py file (or .js, which cannot be exported)`);
const made = kaggleSubmission(source, language);
if (!made.ok) fail(t(`code.${made.reason.key}`));
writeFileSync(out, made.text);
process.stderr.write(`kaggle.mjs: wrote ${out} (${made.format} format, ${made.text.length} characters)\n`);
