#!/usr/bin/env node
// The level benchmarks: what a learner, a starter or a course solution REACHES (a level), kept out
// of the test suite (tests/ check behaviour; each level's small seeded smoke version stays there).
// Each benchmark is a module in tests/bench/ (NAME.bench.mjs) whose default export is
// {name, what, smoke, run()}; run() resolves rows {figure, value, target, pass}.
//
//   node scripts/bench.mjs [--list] [--json] [NAME...]     (after bash scripts/build.sh)
//
// Prints one table: benchmark, figure, value, target and verdict, then "N passed, N failed".
// Exits 1 when a row misses its target, 2 on a bad name or a missing build.

import { readdirSync, existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const BENCH_DIR = path.join(ROOT, "tests/bench");

/** Every benchmark module, by name (file order). */
export async function loadBenchmarks() {
  const files = readdirSync(BENCH_DIR).filter((f) => f.endsWith(".bench.mjs")).sort();
  const all = [];
  for (const f of files) {
    const mod = (await import(pathToFileURL(path.join(BENCH_DIR, f)).href)).default;
    for (const b of Array.isArray(mod) ? mod : [mod]) all.push({ ...b, file: `tests/bench/${f}` });
  }
  return all;
}

/** Pads `text` to `width` columns (CJK-free text only: figures and ids). */
const pad = (text, width) => String(text).padEnd(width);

/** One table of rows [{bench, figure, value, target, verdict}] as aligned text. */
export function formatTable(rows) {
  const head = { bench: "benchmark", figure: "figure", value: "value", target: "target", verdict: "verdict" };
  const keys = Object.keys(head);
  const widths = Object.fromEntries(keys.map((k) => [k, Math.max(head[k].length, ...rows.map((r) => String(r[k]).length))]));
  const line = (r) => keys.map((k) => pad(r[k], widths[k])).join("  ").trimEnd();
  return [line(head), keys.map((k) => "-".repeat(widths[k])).join("  "), ...rows.map(line)].join("\n");
}

async function main(argv) {
  const json = argv.includes("--json");
  const list = argv.includes("--list");
  const names = argv.filter((a) => !a.startsWith("--"));
  const bad = argv.filter((a) => a.startsWith("--") && !["--json", "--list"].includes(a));
  if (bad.length) return fail(`unknown flag ${bad[0]}; usage: node scripts/bench.mjs [--list] [--json] [NAME...]`);
  if (!existsSync(path.join(ROOT, "dist/index.html"))) return fail("dist/ is missing: run bash scripts/build.sh first (bash scripts/bench.sh does)");
  const all = await loadBenchmarks();
  if (list) {
    for (const b of all) console.log(`${b.name.padEnd(18)} ${b.what}\n${"".padEnd(18)} smoke in the suite: ${b.smoke}`);
    return 0;
  }
  const unknown = names.filter((n) => !all.some((b) => b.name === n));
  if (unknown.length) return fail(`no benchmark named ${unknown.join(", ")}; there are ${all.map((b) => b.name).join(", ")}`);
  const chosen = names.length ? all.filter((b) => names.includes(b.name)) : all;
  const rows = [];
  for (const b of chosen) {
    const t0 = Date.now();
    process.stderr.write(`bench ${b.name}: ${b.what}\n`);
    let got;
    try {
      got = await b.run();
    } catch (err) {
      got = [{ figure: "ran to the end", value: String(err?.message ?? err).split("\n")[0], target: "no error", pass: false }];
    }
    for (const r of got) rows.push({ bench: b.name, figure: r.figure, value: r.value, target: r.target, verdict: r.pass ? "pass" : "FAIL" });
    process.stderr.write(`bench ${b.name}: ${((Date.now() - t0) / 1000).toFixed(0)} s\n`);
  }
  const failed = rows.filter((r) => r.verdict !== "pass").length;
  if (json) console.log(JSON.stringify(rows));
  else console.log(formatTable(rows));
  console.log(`${rows.length - failed} passed, ${failed} failed`);
  return failed ? 1 : 0;
}

function fail(reason) {
  process.stderr.write(`bench.mjs: ${reason}\n`);
  return 2;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await main(process.argv.slice(2));
  // Sandbox workers the benchmarks closed may keep handles a moment; the verdict is printed.
  setTimeout(() => process.exit(process.exitCode), 200).unref();
}
