#!/usr/bin/env node
// The student nn library's speed: one MLP trained natively (Rust, examples/nn_mlp_bench.rs),
// through JavaScript + wasm (www/code/student_nn.js on the built engine) and through Python +
// Pyodide (www/code/python_nn.js), side by side, with the ratios to native.
//
//   node scripts/bench_student_nn.mjs [--repeats N] [--ms MS] [--no-native]
//   (PLAYGROUND_DIST=DIR measures another build of dist/)
//
// Needs the built dist/ (bash scripts/build.sh); the native run uses `cargo run --release
// --example nn_mlp_bench`. The net: [dense(64, 128), relu, dense(128, 128), relu, dense(128, 10)],
// seed 1, batch 64, softmax cross-entropy against one class per sample, Adam (learning rate
// 0.001); one step is zeroGrad, forward, loss, backward, Adam step. Each figure is the median of
// N runs (default 7) of MS milliseconds (default 500), after a 1 s warm-up,, in samples per second. "data as lists"
// converts the batch from plain lists (arrays of arrays, Python lists) on every step, as a
// student's code would; "tensor made once" passes an nn.tensor built before the loop. The four
// in-process variants take turns run by run (so a change of load hits them alike); the native
// runs come before and after them.
//
// A second table is the small value net of the Gomoku starter learner (72-64-1, tanh), used as
// a student's learner uses it, with plain lists of 0/1 every call: one move's look (forward on
// 30 after-states, results back as lists) and one training step (forward, mse and Adam on 160
// rows, one game's boards in their 8 turns), in JavaScript and in Python, Python's ratio to
// JavaScript beside it.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const DIST = process.env.PLAYGROUND_DIST ? path.resolve(process.env.PLAYGROUND_DIST) : path.join(ROOT, "dist");
const LAYERS = [{ dense: [64, 128] }, "relu", { dense: [128, 128] }, "relu", { dense: [128, 10] }];
const BATCH = 64;

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const repeats = option("--repeats", 7);
const ms = option("--ms", 500);

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * Samples per second of each step function (one batch each) over `ms`, `repeats` times, after a
 * 1 s warm-up each; the runs take turns (A, B, A, B, ...) so a change of machine load or a late
 * compiler tier does not favour the one measured first.
 */
function measure(steps, perStep = BATCH) {
  for (const step of steps) for (const t0 = performance.now(); performance.now() - t0 < 1000; ) step();
  const rates = steps.map(() => []);
  for (let r = 0; r < repeats; r++) {
    steps.forEach((step, i) => {
      const t0 = performance.now();
      let n = 0;
      while (performance.now() - t0 < ms) {
        step();
        n += 1;
      }
      rates[i].push((n * perStep * 1000) / (performance.now() - t0));
    });
  }
  return rates;
}

/** A seeded random number generator (mulberry32): numbers in [0, 1). */
function mulberry32(seed) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The batch: 64 rows of 64 numbers in -1..1, one class (0..9) per row (mulberry32, seed 2). */
function batch() {
  const rand = mulberry32(2);
  const rows = Array.from({ length: BATCH }, () => Array.from({ length: 64 }, () => rand() * 2 - 1));
  const classes = Array.from({ length: BATCH }, () => Math.floor(rand() * 10));
  return { rows, classes };
}

function native() {
  const out = spawnSync("cargo", ["run", "--quiet", "--release", "--example", "nn_mlp_bench", "--", String(repeats), String(ms)], {
    cwd: ROOT,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  });
  if (out.status !== 0) throw new Error("cargo run --example nn_mlp_bench failed");
  return JSON.parse(out.stdout.trim().split("\n").at(-1)).samplesPerSecond;
}

async function engine() {
  const pg = await import(pathToFileURL(path.join(DIST, "pkg/playground.js")).href);
  pg.initSync({ module: readFileSync(path.join(DIST, "pkg/playground_bg.wasm")) });
  const { makeStudentNn } = await import(pathToFileURL(path.join(DIST, "code/student_nn.js")).href);
  return makeStudentNn(pg);
}

/** [tensor made once, data as lists]: JavaScript + wasm step functions. */
function javascript(nn) {
  const { rows, classes } = batch();
  const stepper = (x) => {
    const model = nn.sequential(LAYERS, { seed: 1 });
    const opt = nn.adam(model, { learningRate: 0.001 });
    return () => {
      model.zeroGrad();
      const loss = nn.softmaxCrossEntropy(model.forward(x), classes);
      loss.backward();
      opt.step();
    };
  };
  return [stepper(nn.tensor(rows)), stepper(rows)];
}

// [tensor made once, data as lists]: Python + Pyodide step functions (timed by measure(), one
// JavaScript-to-Python call per step).
const PYTHON = `
import nn, random
def steppers(layers):
    rng = random.Random(2)
    rows = [[rng.random() * 2 - 1 for _ in range(64)] for _ in range(64)]
    classes = [rng.randrange(10) for _ in range(64)]
    def stepper(x):
        model = nn.sequential(layers, seed=1)
        opt = nn.adam(model, learning_rate=0.001)
        def step():
            model.zero_grad()
            loss = nn.softmax_cross_entropy(model.forward(x), classes)
            loss.backward()
            opt.step()
        return step
    return [stepper(nn.tensor(rows)), stepper(rows)]
steppers
`;

async function python(nn) {
  const { loadPyodide } = await import(pathToFileURL(path.join(DIST, "pyodide/pyodide.mjs")).href);
  const { installPythonNn } = await import(pathToFileURL(path.join(DIST, "code/python_nn.js")).href);
  const py = await loadPyodide({ indexURL: path.join(DIST, "pyodide") + path.sep });
  installPythonNn(py, nn);
  const [once, lists] = py.runPython(PYTHON)(py.toPy(LAYERS));
  return { py, steps: [() => once(), () => lists()] };
}

// The small value net (second table): its layers, and the rows of 0/1 its calls take.
const SMALL_LAYERS = [{ dense: [72, 64] }, "relu", { dense: [64, 1] }, "tanh"];

/** `count` rows of 72 numbers, 0 or 1 (about a third 1), and one target of -1 or 1 per row (mulberry32, seed 3). */
function smallRows(count) {
  const rand = mulberry32(3);
  const rows = Array.from({ length: count }, () => Array.from({ length: 72 }, () => (rand() < 0.33 ? 1 : 0)));
  return { rows, targets: rows.map(() => [rand() < 0.5 ? -1 : 1]) };
}

/** [one move's look, one training step]: JavaScript step functions on the small net. */
function javascriptSmall(nn) {
  const model = nn.sequential(SMALL_LAYERS, { seed: 1 });
  const opt = nn.adam(model, { learningRate: 0.003 });
  const look = smallRows(30).rows;
  const game = smallRows(160);
  return [
    () => model.forward(look).toArray(),
    () => {
      const loss = nn.mse(model.forward(game.rows), game.targets);
      model.zeroGrad();
      loss.backward();
      opt.step();
    },
  ];
}

const PYTHON_SMALL = `
import nn
def steppers(layers, look, rows, targets):
    look, rows, targets = look.to_py(), rows.to_py(), targets.to_py()
    look = [[float(v) for v in row] for row in look]
    rows = [[float(v) for v in row] for row in rows]
    targets = [[float(v) for v in row] for row in targets]
    model = nn.sequential(layers, seed=1)
    opt = nn.adam(model, learning_rate=0.003)
    def look_step():
        model.forward(look).tolist()
    def train_step():
        loss = nn.mse(model.forward(rows), targets)
        model.zero_grad()
        loss.backward()
        opt.step()
    return [look_step, train_step]
steppers
`;

async function pythonSmall(py) {
  const game = smallRows(160);
  const [look, train] = py.runPython(PYTHON_SMALL)(py.toPy(SMALL_LAYERS), smallRows(30).rows, game.rows, game.targets);
  return [() => look(), () => train()];
}

for (const f of ["pkg/playground_bg.wasm", "code/student_nn.js", "code/python_nn.js", "pyodide/pyodide.mjs"]) {
  if (!existsSync(path.join(DIST, f))) {
    console.error(`dist/${f} is missing: run bash scripts/build.sh first`);
    process.exit(1);
  }
}
console.log(`load average ${os.loadavg().map((l) => l.toFixed(2)).join(", ")} (${os.cpus().length} cores); ${repeats} runs of ${ms} ms each`);
const rows = [];
// The native runs come before and after the others (a separate process cannot take turns with
// them); the in-process ones take turns run by run.
const nativeRuns = args.includes("--no-native") ? null : native();
const nn = await engine();
const names = ["JavaScript + wasm, tensor made once", "JavaScript + wasm, data as lists", "Python + Pyodide, tensor made once", "Python + Pyodide, data as lists"];
const { py, steps: pythonSteps } = await python(nn);
const rates = measure([...javascript(nn), ...pythonSteps]);
if (nativeRuns) rows.push(["native Rust (release)", [...nativeRuns, ...native()]]);
names.forEach((name, i) => rows.push([name, rates[i]]));

/** Prints a table of `rows` ([name, rates]) with each median's ratio to the row `ratioTo(i)`. */
function table(title, unit, rows, ratioTo) {
  console.log(`\n| ${title} | ${unit} (median) | min - max | ratio |`);
  console.log("|---|---:|---:|---:|");
  rows.forEach(([name, rates], i) => {
    const m = median(rates);
    const base = ratioTo(i);
    const ratio = base != null && rows[base][1] ? `${(m / median(rows[base][1])).toFixed(2)}x` : "";
    console.log(`| ${name} | ${Math.round(m).toLocaleString("en")} | ${Math.round(Math.min(...rates)).toLocaleString("en")} - ${Math.round(Math.max(...rates)).toLocaleString("en")} | ${ratio} |`);
  });
}
table("MLP 64-128-128-10, batch 64, Adam, softmax CE (ratio: to the first row)", "samples/s", rows, () => 0);

const small = measure([...javascriptSmall(nn), ...(await pythonSmall(py))], 1);
table(
  "value net 72-64-1, plain lists of 0/1 (ratio: Python to JavaScript)",
  "calls/s",
  [
    ["JavaScript, one move's look (forward on 30 rows, toArray)", small[0]],
    ["JavaScript, one training step (160 rows, mse, Adam)", small[1]],
    ["Python, one move's look (forward on 30 rows, tolist)", small[2]],
    ["Python, one training step (160 rows, mse, Adam)", small[3]],
  ],
  (i) => (i >= 2 ? i - 2 : null),
);
console.log(`load average after: ${os.loadavg().map((l) => l.toFixed(2)).join(", ")}`);
