#!/usr/bin/env node
// A made-up class of 30 Tic-tac-toe programs, as a teacher collects them at the end of a class
// hour (issue 34): 15 JavaScript files (`function act(obs, env)`) and 15 Python files
// (`def act(obs, env):`), of varied strength (random with Math.random / random.choice, the first
// or last legal move, centre first, win-else-block, a corner player, and a memoised minimax in
// three of them), named after their students in four scripts with spaces (김 민준.py, 佐藤 花子.js,
// 李 娜.js, Ada Lovelace.py, ...: 30 names, all different after the page's naming, which drops the
// extension), and exactly three broken ones: one with a syntax error, one whose act() never returns
// (an endless loop), and one that throws on its third move of a game (a counter at its top level).
//
//   node scripts/class_fixture.mjs OUTDIR [--seed S]
//
// The same seed writes the same bytes (which student gets which program, in which language, and
// the small differences of wording between programs); another seed deals them out differently.
// Prints one JSON line: {dir, seed, files: [{file, language, kind}]} (kind: the program's
// strategy, or "syntax-error", "endless-loop", "throws-on-third-move"). OUTDIR is created if
// missing; files of the class already there are overwritten, nothing else is touched. Used by
// scripts/replay_agreement.mjs and tests/e2e/bench_class_tournament.mjs.

import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const USAGE = "usage: node scripts/class_fixture.mjs OUTDIR [--seed S]";

/** The students' names (more than 30; the seed picks 30): Korean, Japanese, Chinese, Latin script. */
const NAMES = [
  "김 민준", "이 서연", "박 지훈", "최 수아", "정 예준", "강 하은", "조 도윤", "윤 지우",
  "佐藤 花子", "鈴木 一郎", "高橋 陽菜", "田中 蓮", "伊藤 結衣", "渡辺 大翔", "山本 さくら", "中村 悠真",
  "李 娜", "王 芳", "张 伟", "刘 洋", "陈 静", "杨 磊", "赵 敏", "黄 勇",
  "Wang Fang", "Ada Lovelace", "Alan Turing", "Grace Hopper", "Maria Garcia", "Chloé Dubois", "Jonas Müller", "Amara Okafor", "Sven Larsen",
];

/** The 27 working programs' strategies (how many of each); the seed deals them out. */
const KINDS = [
  ["random", 7],
  ["first", 3],
  ["last", 2],
  ["center", 4],
  ["corners", 2],
  ["win-block", 6],
  ["minimax", 3],
];
const BROKEN = ["syntax-error", "endless-loop", "throws-on-third-move"];

/** A small seeded generator (mulberry32): numbers in [0, 1). */
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffle(list, rand) {
  const a = list.slice();
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}

const pick = (list, rand) => list[Math.floor(rand() * list.length)];

// ---- the programs, as students write them (`v` varies a word or two between students)

const JS = {
  random: (v) => `// ${v.name}: ${pick(["any free square", "pick one at random", "random moves"], v.rand)}
function act(obs, env) {
  const ${v.legal} = env.legalActions();
  return ${v.legal}[Math.floor(Math.random() * ${v.legal}.length)];
}
`,
  first: (v) => `// ${v.name}: the first free square
function act(obs, env) {
  const ${v.legal} = env.legalActions();
  return ${v.legal}[0];
}
`,
  last: (v) => `// ${v.name}: the last free square
function act(obs, env) {
  const ${v.legal} = env.legalActions();
  return ${v.legal}[${v.legal}.length - 1];
}
`,
  center: (v) => `// ${v.name}: the middle first, then a corner, then anything
function act(obs, env) {
  const ${v.legal} = Array.from(env.legalActions());
  for (const cell of [4, 0, 2, 6, 8]) {
    if (${v.legal}.includes(cell)) return cell;
  }
  return ${v.legal}[Math.floor(Math.random() * ${v.legal}.length)];
}
`,
  corners: (v) => `// ${v.name}: corners are the best squares (I think)
function act(obs, env) {
  const ${v.legal} = Array.from(env.legalActions());
  const corners = ${v.legal}.filter((c) => c === 0 || c === 2 || c === 6 || c === 8);
  const from = corners.length > 0 ? corners : ${v.legal};
  return from[Math.floor(Math.random() * from.length)];
}
`,
  "win-block": (v) => `// ${v.name}: win if I can, else stop their win, else the middle
function act(obs, env) {
  const me = env.currentPlayer;
  const ${v.legal} = Array.from(env.legalActions());
  for (const move of ${v.legal}) {
    const copy = env.clone();
    copy.play(move);
    if (copy.isTerminal && copy.returns()[me] > 0) return move;
  }
  for (const move of ${v.legal}) {
    const other = ${v.legal}.find((m) => m !== move);
    if (other === undefined) break;
    const copy = env.clone();
    copy.play(other);
    if (copy.isTerminal) continue;
    copy.play(move);
    if (copy.isTerminal && copy.returns()[1 - me] > 0) return move;
  }
  if (${v.legal}.includes(4)) return 4;
  return ${v.legal}[Math.floor(Math.random() * ${v.legal}.length)];
}
`,
  minimax: (v) => `// ${v.name}: minimax over the whole game (it never loses)
const LINES = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]];
const seen = new Map();

function winner(board) {
  for (const [a, b, c] of LINES) {
    if (board[a] !== 0 && board[a] === board[b] && board[a] === board[c]) return board[a];
  }
  return 0;
}

// The best score the player with mark \`turn\` can reach from here: +1 win, 0 draw, -1 loss.
function value(board, turn) {
  const key = board.join(",") + "|" + turn;
  if (seen.has(key)) return seen.get(key);
  let best = -2;
  let moved = false;
  for (let i = 0; i < 9; i++) {
    if (board[i] !== 0) continue;
    moved = true;
    board[i] = turn;
    const score = winner(board) === turn ? 1 : -value(board, -turn);
    board[i] = 0;
    if (score > best) best = score;
  }
  if (!moved) best = 0;
  seen.set(key, best);
  return best;
}

function act(obs, env) {
  const board = Array.from(obs.board);
  const me = obs.player;
  let ${v.best} = -1;
  let bestScore = -2;
  for (const move of env.legalActions()) {
    board[move] = me;
    const score = winner(board) === me ? 1 : -value(board, -me);
    board[move] = 0;
    if (score > bestScore) {
      bestScore = score;
      ${v.best} = move;
    }
  }
  return ${v.best};
}
`,
  "syntax-error": (v) => `// ${v.name}: not finished yet
function act(obs, env) {
  const ${v.legal} = env.legalActions();
  if (${v.legal}.length > 4 {
    return ${v.legal}[0];
  }
  return ${v.legal}[${v.legal}.length - 1];
}
`,
  "endless-loop": (v) => `// ${v.name}: look for the best square
function act(obs, env) {
  const ${v.legal} = env.legalActions();
  let i = 0;
  while (i < ${v.legal}.length) {
    if (${v.legal}[i] === 4) return 4;
    // (forgot i += 1)
  }
  return ${v.legal}[0];
}
`,
  "throws-on-third-move": (v) => `// ${v.name}: counts my moves
let turns = 0;
function act(obs, env) {
  turns += 1;
  if (turns === 3) throw new Error("third move: not written yet");
  const ${v.legal} = env.legalActions();
  return ${v.legal}[${v.legal}.length - 1];
}
`,
};

const PY = {
  random: (v) => `# ${v.name}: ${pick(["any free square", "pick one at random", "random moves"], v.rand)}
import random

def act(obs, env):
    ${v.legal} = env.legal_actions()
    return random.choice(${v.legal})
`,
  first: (v) => `# ${v.name}: the first free square

def act(obs, env):
    ${v.legal} = env.legal_actions()
    return ${v.legal}[0]
`,
  last: (v) => `# ${v.name}: the last free square

def act(obs, env):
    ${v.legal} = env.legal_actions()
    return ${v.legal}[-1]
`,
  center: (v) => `# ${v.name}: the middle first, then a corner, then anything
import random

def act(obs, env):
    ${v.legal} = list(env.legal_actions())
    for cell in [4, 0, 2, 6, 8]:
        if cell in ${v.legal}:
            return cell
    return random.choice(${v.legal})
`,
  corners: (v) => `# ${v.name}: corners are the best squares (I think)
import random

def act(obs, env):
    ${v.legal} = list(env.legal_actions())
    corners = [c for c in ${v.legal} if c in (0, 2, 6, 8)]
    return random.choice(corners if corners else ${v.legal})
`,
  "win-block": (v) => `# ${v.name}: win if I can, else stop their win, else the middle
import random

def act(obs, env):
    me = env.current_player
    ${v.legal} = list(env.legal_actions())
    for move in ${v.legal}:
        copy = env.clone()
        copy.play(move)
        if copy.is_terminal and copy.returns()[me] > 0:
            return move
    for move in ${v.legal}:
        others = [m for m in ${v.legal} if m != move]
        if not others:
            break
        copy = env.clone()
        copy.play(others[0])
        if copy.is_terminal:
            continue
        copy.play(move)
        if copy.is_terminal and copy.returns()[1 - me] > 0:
            return move
    if 4 in ${v.legal}:
        return 4
    return random.choice(${v.legal})
`,
  minimax: (v) => `# ${v.name}: minimax over the whole game (it never loses)
LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]
seen = {}

def winner(board):
    for a, b, c in LINES:
        if board[a] != 0 and board[a] == board[b] == board[c]:
            return board[a]
    return 0

# The best score the player with mark \`turn\` can reach from here: +1 win, 0 draw, -1 loss.
def value(board, turn):
    key = (tuple(board), turn)
    if key in seen:
        return seen[key]
    best = -2
    moved = False
    for i in range(9):
        if board[i] != 0:
            continue
        moved = True
        board[i] = turn
        score = 1 if winner(board) == turn else -value(board, -turn)
        board[i] = 0
        best = max(best, score)
    if not moved:
        best = 0
    seen[key] = best
    return best

def act(obs, env):
    board = [int(x) for x in obs["board"]]
    me = int(obs["player"])
    ${v.best} = -1
    best_score = -2
    for move in env.legal_actions():
        board[move] = me
        score = 1 if winner(board) == me else -value(board, -me)
        board[move] = 0
        if score > best_score:
            best_score = score
            ${v.best} = move
    return ${v.best}
`,
  "syntax-error": (v) => `# ${v.name}: not finished yet

def act(obs, env)
    ${v.legal} = env.legal_actions()
    return ${v.legal}[0]
`,
  "endless-loop": (v) => `# ${v.name}: look for the best square

def act(obs, env):
    ${v.legal} = env.legal_actions()
    i = 0
    while i < len(${v.legal}):
        if ${v.legal}[i] == 4:
            return 4
        # (forgot i += 1)
    return ${v.legal}[0]
`,
  "throws-on-third-move": (v) => `# ${v.name}: counts my moves
turns = 0

def act(obs, env):
    global turns
    turns += 1
    if turns == 3:
        raise ValueError("third move: not written yet")
    ${v.legal} = env.legal_actions()
    return ${v.legal}[-1]
`,
};

/**
 * The class of `seed`: 30 programs [{file, language, kind, text}] (file: the file's name, e.g.
 * "김 민준.py"; language "js" | "python"; kind a strategy or one of the three broken kinds).
 * Pure: the same seed gives the same list.
 */
export function classFixture(seed = 1) {
  const rand = rng(seed);
  const names = shuffle(NAMES, rand).slice(0, 30);
  const languages = shuffle([...Array(15).fill("js"), ...Array(15).fill("python")], rand);
  const kinds = shuffle([...KINDS.flatMap(([k, n]) => Array(n).fill(k)), ...BROKEN], rand);
  return names.map((name, k) => {
    const language = languages[k];
    const kind = kinds[k];
    const v = {
      name,
      rand,
      legal: pick(language === "js" ? ["legal", "moves", "free", "options"] : ["legal", "moves", "free", "options"], rand),
      best: pick(["best", "choice", "answer"], rand),
    };
    const text = (language === "js" ? JS : PY)[kind](v);
    return { file: `${name}${language === "js" ? ".js" : ".py"}`, language, kind, text };
  });
}

/** Writes classFixture(seed) into `dir` (created if missing); returns its list without the texts. */
export function writeClass(dir, seed = 1) {
  mkdirSync(dir, { recursive: true });
  return classFixture(seed).map(({ file, language, kind, text }) => {
    writeFileSync(path.join(dir, file), text, "utf8");
    return { file, language, kind };
  });
}

function main(argv) {
  let dir = null;
  let seed = 1;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === "--seed") {
      if (!/^\d+$/.test(argv[i + 1] ?? "")) return fail(`--seed takes a whole number; ${USAGE}`);
      seed = Number(argv[++i]);
      if (seed > 2 ** 32 - 1) return fail(`--seed must be below 2^32; ${USAGE}`);
    } else if (argv[i].startsWith("--")) return fail(`unknown argument '${argv[i]}'; ${USAGE}`);
    else if (dir === null) dir = argv[i];
    else return fail(`one OUTDIR only; ${USAGE}`);
  }
  if (dir === null) return fail(USAGE);
  const files = writeClass(dir, seed);
  process.stdout.write(`${JSON.stringify({ dir: path.resolve(dir), seed, files })}\n`);
}

function fail(reason) {
  process.stderr.write(`class_fixture.mjs: ${reason}\n`);
  process.exit(2);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main(process.argv.slice(2));
