// Random play through the JavaScript API in Node (no browser): steps per second with the
// Gym-shaped `step` and with the fast path (`play`), and `clone()` + one `play` + `free()` per
// second, each the median of several timed runs.
//
//   bash scripts/build.sh && node scripts/bench_js.mjs [--runs 7] [--ms 700]
//
// Each figure is printed twice: per wall-clock second, and per CPU second of this process
// (process.cpuUsage), which stays meaningful when other programs load the machine.
// Random play means the agent picks from `legalActions()` (a seeded xorshift, so runs repeat).
// `step`: each game starts with `reset(seed)` and every move is `env.step(a)` (observation objects
// built). Fast path: each game starts as `start.playerCopy(seed)` (a fresh game with its own
// pairs, no observation built) and every move is `env.play(a)`; the copy is freed at the end.
// A third figure picks each move with `env.legalActionAt(below(env.legalCount))` instead of
// building the `legalActions()` array.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { dirname, join } from "node:path";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const pg = await import(join(root, "pkg", "playground.js"));
pg.initSync({ module: readFileSync(join(root, "pkg", "playground_bg.wasm")) });

const args = process.argv.slice(2);
const flag = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const RUNS = flag("--runs", 7);
const MS = flag("--ms", 700);

let state = 0x2545f491;
/** A seeded pseudo-random index below n (xorshift32). */
function below(n) {
  state ^= state << 13;
  state ^= state >>> 17;
  state ^= state << 5;
  return (state >>> 0) % n;
}

/** Steps per second of random play with `step`, games started by `reset`. */
function withStep(env) {
  let steps = 0;
  let seed = 1;
  const end = performance.now() + MS;
  const start = performance.now();
  while (performance.now() < end) {
    env.reset(seed++);
    for (let i = 0; i < 64 && !env.isTerminal; i++) {
      const legal = env.legalActions();
      env.step(legal[below(legal.length)]);
      steps++;
    }
    while (!env.isTerminal) {
      const legal = env.legalActions();
      env.step(legal[below(legal.length)]);
      steps++;
    }
  }
  return steps;
}

/**
 * Steps per second of random play with `play`, games started as player copies; `move(env)` plays
 * one random move.
 */
function withPlay(start, move) {
  let steps = 0;
  let seed = 1;
  const end = performance.now() + MS;
  while (performance.now() < end) {
    const env = start.playerCopy(seed++);
    while (!env.isTerminal) {
      move(env);
      steps++;
    }
    env.free();
  }
  return steps;
}

/** One random move picked from the `legalActions()` array. */
function playFromArray(env) {
  const legal = env.legalActions();
  env.play(legal[below(legal.length)]);
}

/** One random move picked with `legalCount` + `legalActionAt(i)` (no array). */
function playAt(env) {
  env.play(env.legalActionAt(below(env.legalCount)));
}

/** `clone()` + one `play` + `free()` per second on `env`. */
function clonePlayFree(env) {
  const legal = env.legalActions();
  let n = 0;
  const t0 = performance.now();
  const end = t0 + MS;
  while (performance.now() < end) {
    for (let i = 0; i < 1000; i++) {
      const copy = env.clone();
      copy.play(legal[n % legal.length]);
      copy.free();
      n++;
    }
  }
  return n;
}

function median(values) {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

/** Runs `run` (which works for about MS ms and returns how many operations it did) RUNS
 * times after a warm-up; prints and returns the median rate per wall-clock second and per
 * CPU second of this process (the second does not drop when other programs share the cores). */
function measure(label, run) {
  run(); // warm-up
  const wall = [];
  const cpu = [];
  for (let i = 0; i < RUNS; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const n = run();
    const dt = (performance.now() - t0) / 1000;
    const c = process.cpuUsage(c0);
    wall.push(n / dt);
    cpu.push(n / ((c.user + c.system) / 1e6));
  }
  const fmt = (x) => Math.round(x).toLocaleString("en-US");
  console.log(
    `${label.padEnd(50)} ${fmt(median(wall)).padStart(11)} /s wall (min ${fmt(Math.min(...wall))}, max ${fmt(Math.max(...wall))}), ${fmt(median(cpu)).padStart(11)} /CPU s`,
  );
  return { wall: Math.round(median(wall)), cpu: Math.round(median(cpu)) };
}

const games = [
  ["Tic-tac-toe", "tictactoe", {}],
  ["Connect Four 7x6", "connect4", {}],
  ["Gomoku 15x15", "gomoku", { preset: "15x15" }],
  ["Puyo (Tsu)", "puyo", {}],
];
const results = {};
for (const [name, id, options] of games) {
  const env = pg.make(id, options);
  results[`${id} step`] = measure(`${name}: steps/s with step()`, () => withStep(env));
  const start = pg.make(id, options);
  results[`${id} play`] = measure(`${name}: steps/s with play()`, () => withPlay(start, playFromArray));
  results[`${id} playAt`] = measure(`${name}: play() + legalActionAt()`, () => withPlay(start, playAt));
}
const gomoku = pg.make("gomoku", { preset: "15x15" });
gomoku.reset(1);
for (let i = 0; i < 20; i++) {
  const legal = gomoku.legalActions();
  gomoku.play(legal[below(legal.length)]);
}
results["gomoku clone+play+free"] = measure(
  "Gomoku 15x15: clone()+play()+free() per second",
  () => clonePlayFree(gomoku),
);
// The sandbox's hand-over: a player copy of a Minesweeper expert game after 40 solver moves
// (mines re-drawn from the view), and its text export.
const mines = pg.make("minesweeper", { preset: "expert" });
mines.reset(7);
const solver = pg.makeAgent("minesweeper", "solver", { seed: 1 });
for (let i = 0; i < 40 && !mines.isTerminal; i++) mines.play(solver.act(mines));
let copySeed = 0;
results["minesweeper expert playerCopy"] = measure(
  "Minesweeper expert: playerCopy()+free() per second",
  () => {
    let n = 0;
    const t0 = performance.now();
    while (performance.now() < t0 + MS) {
      mines.playerCopy(copySeed++).free();
      n++;
    }
    return n;
  },
);
console.log(JSON.stringify(results));
