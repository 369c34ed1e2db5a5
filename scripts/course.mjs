#!/usr/bin/env node
// The course, headless: the steps and their checks as the page has them (www/course/), run on the
// built page (dist/ from `bash scripts/build.sh`) with the student's program in the same sandbox
// (code/sandbox_worker.js in a worker thread), as scripts/arena.mjs does.
//
//   node scripts/course.mjs --list [--game GAME] [--lang en|ja|ko|zh]
//       one JSON array: {game, id, language, titles, texts, check, aboveRandom} per step (only
//       GAME's with --game: puyo, minesweeper, tictactoe, gomoku, connect4); with
//       --lang also starters: {js, python} and hints: {js, python}, as a student on a page in that
//       language sees them (the starters' comments in it, each programming language's hints)
//   node scripts/course.mjs --check ID (--file PATH | --solution) [--lang en|ja|ko|zh] [--language js|python]
//       one JSON line {passed, message, figures}; --solution checks the step's own solution
//       (in JavaScript unless --language python, or a .py --file)
//   node scripts/course.mjs --report FILE...
//       the teacher's view of students' progress files (the Course panel's Download): one JSON
//       object {steps: [ID, ...], students: [{file, name?, passed: [ID, ...]} | {file, error}]}
//
// Bad flags, an unknown step or a missing build exit 2 with one line. A check that fails is still
// exit 0: its answer is the JSON.

import { readFileSync, existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const DIST = path.join(ROOT, "dist");
const USAGE = "usage: node scripts/course.mjs --list [--game GAME] [--lang en|ja|ko|zh] | --check ID (--file PATH | --solution) [--lang en|ja|ko|zh] [--language js|python] | --report FILE...";
const LANGS = ["en", "ja", "ko", "zh"];

/** Exits 2 with a one-line reason. */
function fail(reason) {
  process.stderr.write(`course.mjs: ${reason}\n`);
  process.exit(2);
}

/** Reads argv: {list} or {check, file, solution, lang, language}. */
export function parseArgs(argv) {
  const o = { list: false, check: null, file: null, solution: false, lang: "en", language: null, report: null, game: null };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const value = () => {
      if (i + 1 >= argv.length || argv[i + 1].startsWith("--")) fail(`${flag} needs a value; ${USAGE}`);
      return argv[++i];
    };
    switch (flag) {
      case "--list":
        o.list = true;
        break;
      case "--report":
        o.report = argv.slice(i + 1);
        if (!o.report.length) fail(`--report needs progress files; ${USAGE}`);
        i = argv.length;
        break;
      case "--check":
        o.check = value();
        break;
      case "--file":
        o.file = value();
        break;
      case "--solution":
        o.solution = true;
        break;
      case "--game":
        o.game = value();
        break;
      case "--lang":
        o.lang = value();
        o.langGiven = true;
        if (!LANGS.includes(o.lang)) fail(`--lang must be one of ${LANGS.join(", ")}, not '${o.lang}'`);
        break;
      case "--language":
        o.language = value();
        if (!["js", "python"].includes(o.language)) fail(`--language must be js or python, not '${o.language}'`);
        break;
      default:
        fail(`unknown argument '${flag}'; ${USAGE}`);
    }
  }
  if ([o.list, o.check, o.report].filter(Boolean).length > 1) fail(`--list, --check and --report go alone; ${USAGE}`);
  if (!o.list && !o.check && !o.report) fail(`--list, --check ID or --report FILE... is required; ${USAGE}`);
  if (o.check && !o.file === !o.solution) fail(`--check needs exactly one of --file PATH and --solution; ${USAGE}`);
  if (o.list && (o.file || o.solution)) fail(`--file and --solution go with --check; ${USAGE}`);
  if (o.game && !o.list) fail(`--game goes with --list; ${USAGE}`);
  return o;
}

function need(files) {
  for (const f of files) if (!existsSync(path.join(DIST, f))) fail(`dist/${f} is missing: build first with bash scripts/build.sh`);
}

async function main() {
  const o = parseArgs(process.argv.slice(2));
  need(["course/course.js"]);
  const course = await import(pathToFileURL(path.join(DIST, "course/course.js")).href);
  if (o.list) {
    if (o.game && !course.courseGames().includes(o.game)) fail(`--game ${o.game} has no course steps; the games: ${course.courseGames().join(", ")}`);
    const steps = o.game ? course.stepsOf(o.game) : course.STEPS;
    return `${JSON.stringify(steps.map((step) => course.summary(step, o.langGiven ? o.lang : null)))}\n`;
  }
  if (o.report) return `${JSON.stringify(await report(course, o.report))}\n`;
  const step = course.findStep(o.check);
  if (!step) fail(`no step '${o.check}'; the steps: ${course.STEPS.map((s) => s.id).join(", ")}`);
  let source;
  let language;
  if (o.file) {
    language = o.language ?? (o.file.endsWith(".py") ? "python" : o.file.endsWith(".js") || o.file.endsWith(".mjs") ? "js" : null);
    if (!language) fail(`--file ${o.file}: a program file ends in .js or .py (or give --language)`);
    try {
      source = readFileSync(o.file, "utf8");
    } catch (err) {
      fail(`--file ${o.file}: cannot read the file (${err.code ?? err.message})`);
    }
  } else {
    language = o.language ?? (step.solution?.js ? "js" : "python");
    source = course.solutionOf(step, language, o.lang);
    if (typeof source !== "string") fail(`step ${step.id} has no ${language} solution`);
  }
  need(["pkg/playground.js", "pkg/playground_bg.wasm", "code/sandbox_worker.js", "vendor/acorn.js"]);
  if (language === "python") need(["pyodide/pyodide.mjs"]);
  const answer = await checkWithDist({ step, source, language, lang: o.lang });
  return `${JSON.stringify(answer)}\n`;
}

/** Who passed which step: each progress file's passed steps, in course order. */
async function report(course, files) {
  const { parseProgress } = await import(pathToFileURL(path.join(DIST, "course/progress.js")).href);
  const order = course.STEPS.map((s) => s.id);
  const students = files.map((file) => {
    let text;
    try {
      text = readFileSync(file, "utf8");
    } catch (err) {
      return { file, error: `cannot read the file (${err.code ?? err.message})` };
    }
    const r = parseProgress(text);
    if (!r.ok) return { file, error: r.why };
    const passed = order.filter((id) => id in r.progress.passed);
    return { file, ...(r.progress.name ? { name: r.progress.name } : {}), passed };
  });
  return { steps: order, students };
}

/** Loads the built engine and sandbox from dist/ and runs the step's check. */
export async function checkWithDist({ step, source, language, lang }) {
  const pg = await import(pathToFileURL(path.join(DIST, "pkg/playground.js")).href);
  pg.initSync({ module: readFileSync(path.join(DIST, "pkg/playground_bg.wasm")) });
  const { runCheck } = await import(pathToFileURL(path.join(DIST, "course/check.js")).href);
  const { nodeWorkerPort } = await import(pathToFileURL(path.join(DIST, "workers/node_port.js")).href);
  const spawn = () => nodeWorkerPort(pathToFileURL(path.join(DIST, "code/sandbox_worker.js")), { pkg: path.join(DIST, "pkg"), pyodide: path.join(DIST, "pyodide") });
  return runCheck({ step, source, language, pg, spawn, lang });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  // Exits once the line is written (a sandbox worker left behind must not keep the process alive).
  main().then(
    (text) => process.stdout.write(text, () => process.exit(0)),
    (err) => {
      process.stderr.write(`course.mjs: ${err?.message ?? err}\n`);
      process.exit(1);
    },
  );
}
