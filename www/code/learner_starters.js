// Starter learners, one per game in JavaScript and Python (api.md "Your own learner"): each
// defines learn(env, episode), act(obs, env), save() and load(data), runs as it is, and learns
// visibly within two minutes in the Learn panel. The ideas come from the documents the project
// grew from: tabular Q-learning (the 002 Tic-tac-toe environment), a cell-safety table (the 000
// Minesweeper environment), a board evaluation tuned by the cross-entropy method (the 001 Puyo
// lessons) and a small policy net trained by self-play with `nn` (the 004 AlphaZero idea).
//
//   learnerStarters(gameId, words = "en") -> [{id, name, language, source, learner: true}]
//
// `words` is the page's language: as in starters.js, the sources are templates whose «key»s are
// comments taken from www/i18n/starters.js by worded(); the code is the same in every language.

import { worded } from "../i18n/starters.js";

// Python's import lines are written ${IMPORT}: no line of this file may start with that word
// (the single-file bundler reads those as module syntax).
const IMPORT = "import";

const QLEARN_TTT_JS = `// «qlearn.about»
const Q = {};               // «qlearn.table»
const ALPHA = 0.5;          // «qlearn.alpha»
const EXPLORE = 0.5;        // «qlearn.explore»
// «qlearn.turns»
const TURNS = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8], [6, 3, 0, 7, 4, 1, 8, 5, 2], [8, 7, 6, 5, 4, 3, 2, 1, 0], [2, 5, 8, 1, 4, 7, 0, 3, 6],
  [2, 1, 0, 5, 4, 3, 8, 7, 6], [6, 7, 8, 3, 4, 5, 0, 1, 2], [0, 3, 6, 1, 4, 7, 2, 5, 8], [8, 5, 2, 7, 4, 1, 6, 3, 0],
];

// «qlearn.guesses»
function guessesOf(board) {
  let key = null, turn = null;
  for (const t of TURNS) {                      // «qlearn.smallest»
    const text = t.map((cell) => board[cell]).join(",");
    if (key === null || text < key) { key = text; turn = t; }
  }
  if (!Q[key]) Q[key] = [0, 0, 0, 0, 0, 0, 0, 0, 0];
  return { row: Q[key], slot: (move) => turn.indexOf(move) };
}

function bestMove(g, legal) {
  let best = legal[0];
  for (const move of legal) if (g.row[g.slot(move)] > g.row[g.slot(best)]) best = move;
  return best;
}

// «qlearn.episode»
function learn(env, episode) {
  let change = 0;
  while (!env.isTerminal) {
    const g = guessesOf(env.observation().board);
    const legal = env.legalActions();
    const move = Math.random() < EXPLORE ? legal[Math.floor(Math.random() * legal.length)] : bestMove(g, legal);
    const mover = env.currentPlayer;
    env.step(move);
    let target;
    if (env.isTerminal) {
      target = env.returns()[mover];            // «qlearn.result»
    } else {                                    // «qlearn.opponent»
      const next = guessesOf(env.observation().board);
      target = -next.row[next.slot(bestMove(next, env.legalActions()))];
    }
    const k = g.slot(move);
    change += Math.abs(target - g.row[k]);
    g.row[k] += ALPHA * (target - g.row[k]);
  }
  return { change, positions: Object.keys(Q).length };
}

function act(obs, env) {
  return bestMove(guessesOf(obs.board), env.legalActions());
}

function save() {
  return Q;
}

function load(data) {
  Object.assign(Q, data);
}
`;

const QLEARN_TTT_PY = `# «qlearn.about»
${IMPORT} random

Q = {}                      # «qlearn.table»
ALPHA = 0.5                 # «qlearn.alpha»
EXPLORE = 0.5               # «qlearn.explore»
# «qlearn.turns»
TURNS = [
    [0, 1, 2, 3, 4, 5, 6, 7, 8], [6, 3, 0, 7, 4, 1, 8, 5, 2], [8, 7, 6, 5, 4, 3, 2, 1, 0], [2, 5, 8, 1, 4, 7, 0, 3, 6],
    [2, 1, 0, 5, 4, 3, 8, 7, 6], [6, 7, 8, 3, 4, 5, 0, 1, 2], [0, 3, 6, 1, 4, 7, 2, 5, 8], [8, 5, 2, 7, 4, 1, 6, 3, 0],
]

# «qlearn.guessesPy»
def guesses_of(board):
    key, turn = min((",".join(str(board[cell]) for cell in t), t) for t in TURNS)
    if key not in Q:
        Q[key] = [0.0] * 9
    return Q[key], turn

def best_move(row, turn, legal):
    return max(legal, key=lambda move: row[turn.index(move)])

# «qlearn.episode»
def learn(env, episode):
    change = 0.0
    while not env.is_terminal:
        row, turn = guesses_of(env.observation()["board"])
        legal = env.legal_actions()
        move = random.choice(legal) if random.random() < EXPLORE else best_move(row, turn, legal)
        mover = env.current_player
        env.step(move)
        if env.is_terminal:
            target = env.returns()[mover]             # «qlearn.result»
        else:                                         # «qlearn.opponent»
            nrow, nturn = guesses_of(env.observation()["board"])
            target = -nrow[nturn.index(best_move(nrow, nturn, env.legal_actions()))]
        k = turn.index(move)
        change += abs(target - row[k])
        row[k] += ALPHA * (target - row[k])
    return {"change": change, "positions": len(Q)}

def act(obs, env):
    row, turn = guesses_of(obs["board"])
    return best_move(row, turn, env.legal_actions())

def save():
    return Q

def load(data):
    Q.update(data)
`;

const SAFETY_MINES_JS = `// «safety.about»
const HIDDEN = 9, FLAG = 10;
const seen = {};            // «safety.seen»
const EXPLORE = 0.1;        // «safety.explore»

function neighbours(obs, cell) {
  const r = Math.floor(cell / obs.cols), c = cell % obs.cols, out = [];
  for (let dr = -1; dr <= 1; dr++)
    for (let dc = -1; dc <= 1; dc++) {
      const rr = r + dr, cc = c + dc;
      if ((dr || dc) && rr >= 0 && cc >= 0 && rr < obs.rows && cc < obs.cols) out.push(rr * obs.cols + cc);
    }
  return out;
}

// «safety.rules»
function sureMines(obs) {
  const hidden = (cell) => obs.board[cell] === HIDDEN || obs.board[cell] === FLAG;
  const mines = new Set();
  for (let cell = 0; cell < obs.board.length; cell++) {   // «safety.rule1»
    const n = obs.board[cell];
    if (n < 1 || n > 8) continue;
    const around = neighbours(obs, cell).filter(hidden);
    if (around.length === n) for (const m of around) mines.add(m);
  }
  return mines;
}

function sureSafe(obs, mines) {
  const safe = new Set();
  for (let cell = 0; cell < obs.board.length; cell++) {   // «safety.rule2»
    const n = obs.board[cell];
    if (n < 0 || n > 8) continue;
    const around = neighbours(obs, cell);
    if (around.filter((m) => mines.has(m)).length !== n) continue;
    for (const m of around) if (obs.board[m] === HIDDEN && !mines.has(m)) safe.add(m);
  }
  return safe;
}

// «safety.key»
function keyOf(obs, cell, mines, safe) {
  if (mines.has(cell)) return "mine";
  if (safe.has(cell)) return "safe";
  let text = "";                      // «safety.pattern»
  for (const m of neighbours(obs, cell)) {
    const v = obs.board[m];
    text += v === HIDDEN || v === FLAG ? "." : String(v);
  }
  return text;
}

function danger(key) {                // «safety.danger»
  const [mines, opened] = seen[key] ?? [0, 0];
  return (mines + 1) / (opened + 2);
}

function keysOf(obs, legal) {         // «safety.keys»
  const mines = sureMines(obs);
  const safe = sureSafe(obs, mines);
  return legal.map((cell) => keyOf(obs, cell, mines, safe));
}

function safest(legal, keys) {
  let best = 0;
  for (let i = 1; i < legal.length; i++) if (danger(keys[i]) < danger(keys[best])) best = i;
  return legal[best];
}

// «safety.episode»
function learn(env, episode) {
  const asked = [];                   // «safety.asked»
  let opened = 0;
  while (!env.isTerminal) {
    const obs = env.observation();
    const legal = Array.from(env.legalActions());
    const keys = keysOf(obs, legal);
    legal.forEach((cell, i) => asked.push([keys[i], cell]));
    const cell = Math.random() < EXPLORE ? legal[Math.floor(Math.random() * legal.length)] : safest(legal, keys);
    env.step(cell);
    opened += 1;
  }
  const end = env.observation();      // «safety.end»
  for (const [key, cell] of asked) {
    const v = end.board[cell];
    const wasMine = end.won ? v === HIDDEN || v === FLAG : v === -1;
    const count = seen[key] ?? (seen[key] = [0, 0]);
    count[0] += wasMine ? 1 : 0;
    count[1] += 1;
  }
  return { won: end.won ? 1 : 0, opened };
}

function act(obs, env) {
  const legal = Array.from(env.legalActions());
  return safest(legal, keysOf(obs, legal));
}

function save() {
  return seen;
}

function load(data) {
  Object.assign(seen, data);
}
`;

const SAFETY_MINES_PY = `# «safety.about»
${IMPORT} random

HIDDEN, FLAG = 9, 10
seen = {}                   # «safety.seen»
EXPLORE = 0.1               # «safety.explore»

def neighbours(obs, cell):
    rows, cols = obs["rows"], obs["cols"]
    r, c = divmod(cell, cols)
    return [rr * cols + cc for rr in (r - 1, r, r + 1) for cc in (c - 1, c, c + 1)
            if (rr, cc) != (r, c) and 0 <= rr < rows and 0 <= cc < cols]

# «safety.rules»
def sure_mines(obs, around):
    board = obs["board"]
    mines = set()
    for cell, n in enumerate(board):   # «safety.rule1»
        if 1 <= n <= 8:
            hidden = [m for m in around[cell] if board[m] in (HIDDEN, FLAG)]
            if len(hidden) == n:
                mines.update(hidden)
    return mines

def sure_safe(obs, around, mines):
    board = obs["board"]
    safe = set()
    for cell, n in enumerate(board):   # «safety.rule2»
        if 0 <= n <= 8 and sum(1 for m in around[cell] if m in mines) == n:
            safe.update(m for m in around[cell] if board[m] == HIDDEN and m not in mines)
    return safe

# «safety.key»
def key_of(obs, around, cell, mines, safe):
    if cell in mines:
        return "mine"
    if cell in safe:
        return "safe"
    board = obs["board"]               # «safety.pattern»
    return "".join("." if board[m] in (HIDDEN, FLAG) else str(board[m]) for m in around[cell])

def danger(key):                       # «safety.danger»
    mines, opened = seen.get(key, (0, 0))
    return (mines + 1) / (opened + 2)

def keys_of(obs, legal):               # «safety.keys»
    around = [neighbours(obs, cell) for cell in range(len(obs["board"]))]
    mines = sure_mines(obs, around)
    safe = sure_safe(obs, around, mines)
    return [key_of(obs, around, cell, mines, safe) for cell in legal]

def safest(legal, keys):
    best = min(range(len(legal)), key=lambda i: danger(keys[i]))
    return legal[best]

# «safety.episode»
def learn(env, episode):
    asked = []                         # «safety.asked»
    opened = 0
    while not env.is_terminal:
        obs = env.observation()
        legal = env.legal_actions()
        keys = keys_of(obs, legal)
        asked.extend(zip(keys, legal))
        cell = random.choice(legal) if random.random() < EXPLORE else safest(legal, keys)
        env.step(cell)
        opened += 1
    end = env.observation()            # «safety.end»
    for key, cell in asked:
        v = end["board"][cell]
        was_mine = v in (HIDDEN, FLAG) if end["won"] else v == -1
        count = seen.setdefault(key, [0, 0])
        count[0] += 1 if was_mine else 0
        count[1] += 1
    return {"won": 1 if end["won"] else 0, "opened": opened}

def act(obs, env):
    legal = env.legal_actions()
    return safest(legal, keys_of(obs, legal))

def save():
    return seen

def load(data):
    seen.update(data)
`;

const CEM_PUYO_JS = `// «cem.about»
const FEATURES = ["points", "chainReady", "height", "deathColumn", "bumps", "links"];
let mean = [1, 0, 0, 0, 0, 0];        // «cem.mean»
let spread = [1, 1, 1, 1, 1, 1];      // «cem.spread»
let generation = [];                  // «cem.generation»
let game = null;                      // «cem.game»
let generationSeed = 1;               // «cem.generationSeed»
const PAIRS = 60;                     // «cem.pairs»
const STEP = 5;                       // «cem.step»
const CROWDED = 60;                   // «cem.crowded»
const LOOK = 4;                       // «cem.lookCount»

// «cem.chainIf»
function chainIfDropped(obs, x, colour) {
  const { rows, cols } = obs;
  const b = Array.from(obs.board);
  let starts = [];                                   // «cem.starts»
  for (let r = rows - 1; r >= 0 && starts.length < 2; r--) if (b[r * cols + x] === 0) { b[r * cols + x] = colour; starts.push(r * cols + x); }
  let chain = 0;
  while (true) {
    const group = new Array(rows * cols).fill(-1);   // «cem.group»
    const pop = [];
    for (const start of starts) {
      if (b[start] === 0 || group[start] !== -1) continue;
      const cells = [start];
      group[start] = start;
      for (let i = 0; i < cells.length; i++) {
        const r = Math.floor(cells[i] / cols), c = cells[i] % cols;
        for (const [rr, cc] of [[r - 1, c], [r + 1, c], [r, c - 1], [r, c + 1]]) {
          const n = rr * cols + cc;
          if (rr >= 0 && rr < rows && cc >= 0 && cc < cols && group[n] === -1 && b[n] === b[start]) { group[n] = start; cells.push(n); }
        }
      }
      if (cells.length >= 4) pop.push(...cells);      // «cem.pop»
    }
    if (pop.length === 0) return chain;
    chain++;
    for (const cell of pop) b[cell] = 0;
    for (let c = 0; c < cols; c++) {                  // «cem.fall»
      let to = rows - 1;
      for (let r = rows - 1; r >= 0; r--) {
        const v = b[r * cols + c];
        if (v !== 0) { b[r * cols + c] = 0; b[to * cols + c] = v; to--; }
      }
    }
    starts = b.map((v, cell) => cell);                // «cem.startsAll»
  }
}

function features(obs, points) {
  const { board, rows, cols } = obs;
  const heights = [];
  for (let c = 0; c < cols; c++) {
    let h = 0;
    for (let r = 0; r < rows; r++) if (board[r * cols + c] !== 0) { h = rows - r; break; }
    heights.push(h);
  }
  const at = (r, c) => (r >= 0 && r < rows && c >= 0 && c < cols ? board[r * cols + c] : 0);
  let chainReady = 0;                 // «cem.chainReady»
  for (let x = 0; x < cols; x++) {
    const r = rows - 1 - heights[x];  // «cem.lands»
    for (const colour of new Set([at(r + 1, x), at(r, x - 1), at(r, x + 1), at(r - 1, x - 1), at(r - 1, x + 1)]))
      if (colour !== 0) chainReady = Math.max(chainReady, chainIfDropped(obs, x, colour));
  }
  let links = 0, bumps = 0;
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++) {
      const v = board[r * cols + c];
      if (v !== 0 && c + 1 < cols && board[r * cols + c + 1] === v) links++;
      if (v !== 0 && r + 1 < rows && board[(r + 1) * cols + c] === v) links++;
    }
  for (let c = 0; c + 1 < cols; c++) bumps += Math.abs(heights[c] - heights[c + 1]);
  const deathColumn = heights[obs.deathCell % cols];
  return [points / 1000, chainReady, Math.max(...heights) / rows, deathColumn / rows, bumps / 10, links / 10];
}

// «cem.value»
function valueOf(after, points, weights, crowded) {
  let value = after.board[after.deathCell] !== 0 ? -1000 : 0;   // «cem.dead»
  const f = features(after, points);
  for (let i = 0; i < f.length; i++) value += weights[i] * f[i];
  if (crowded) value += points / 10;  // «cem.fire»
  return value;
}

function isCrowded(obs) {
  return obs.board.filter((v) => v !== 0).length >= CROWDED;
}

// «cem.placements»
function placements(env, weights) {
  const crowded = isCrowded(env.observation());
  const tried = [];
  for (const move of env.legalActions()) {
    const copy = env.clone();
    const points = copy.play(move);
    tried.push({ move, copy, points, value: valueOf(copy.observation(), points, weights, crowded) });
  }
  return tried.sort((a, b) => b.value - a.value);
}

function bestMove(env, weights) {
  return placements(env, weights)[0].move;
}

function gaussian() {                 // «cem.gaussian»
  return Math.sqrt(-2 * Math.log(1 - Math.random())) * Math.cos(2 * Math.PI * Math.random());
}

// «cem.episode»
function learn(env, episode) {
  if (game === null) game = { seed: generationSeed, moves: [], score: 0, chain: 0, weights: mean.map((m, i) => m + spread[i] * gaussian()) };
  env.reset(game.seed);               // «cem.replay»
  for (const move of game.moves) env.play(move);
  for (let pair = 0; pair < STEP && game.moves.length < PAIRS && !env.isTerminal; pair++) {
    const move = bestMove(env, game.weights);
    const [obs, points] = env.step(move);
    game.moves.push(move);
    game.score += points;
    game.chain = Math.max(game.chain, obs.maxChain);
  }
  if (game.moves.length < PAIRS && !env.isTerminal) return {};   // «cem.notYet»
  const { score, chain } = game;
  generation.push([score, game.weights]);
  game = null;
  if (generation.length === 10) {     // «cem.newGuess»
    generation.sort((a, b) => b[0] - a[0]);
    const elite = generation.slice(0, 3).map(([, w]) => w);
    mean = mean.map((_, i) => elite.reduce((sum, w) => sum + w[i], 0) / elite.length);
    spread = spread.map((_, i) => Math.sqrt(elite.reduce((sum, w) => sum + (w[i] - mean[i]) ** 2, 0) / elite.length) + 0.1);
    generation = [];
    generationSeed++;
  }
  return { score, chain };
}

// «cem.look»
function act(obs, env) {
  let best = null, bestValue = -Infinity;
  for (const first of placements(env, mean).slice(0, LOOK)) {
    let value = first.value;          // «cem.lookEnd»
    if (!first.copy.isTerminal) {
      const firstPoints = isCrowded(obs) ? first.points / 10 : (mean[0] * first.points) / 1000;   // «cem.firstPoints»
      value = placements(first.copy, mean)[0].value + firstPoints;
    }
    if (value > bestValue) { bestValue = value; best = first.move; }
  }
  return best;
}

function save() {
  return { mean, spread };
}

function load(data) {
  mean = data.mean;
  spread = data.spread;
}
`;

const CEM_PUYO_PY = `# «cem.about»
${IMPORT} random

FEATURES = ["points", "chain_ready", "height", "death_column", "bumps", "links"]
mean = [1.0, 0.0, 0.0, 0.0, 0.0, 0.0]  # «cem.mean»
spread = [1.0] * 6                     # «cem.spread»
generation = []                        # «cem.generation»
game = None                            # «cem.game»
generation_seed = 1                    # «cem.generationSeed»
PAIRS = 60                             # «cem.pairs»
STEP = 5                               # «cem.step»
CROWDED = 60                           # «cem.crowded»
LOOK = 4                               # «cem.lookCount»

# «cem.chainIf»
def chain_if_dropped(obs, x, colour):
    rows, cols = obs["rows"], obs["cols"]
    b = list(obs["board"])
    starts = []                        # «cem.starts»
    for r in range(rows - 1, -1, -1):
        if len(starts) < 2 and b[r * cols + x] == 0:
            b[r * cols + x] = colour
            starts.append(r * cols + x)
    chain = 0
    while True:
        group = [-1] * (rows * cols)   # «cem.group»
        pop = []
        for start in starts:
            if b[start] == 0 or group[start] != -1:
                continue
            cells = [start]
            group[start] = start
            for cell in cells:
                r, c = divmod(cell, cols)
                for rr, cc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
                    n = rr * cols + cc
                    if 0 <= rr < rows and 0 <= cc < cols and group[n] == -1 and b[n] == b[start]:
                        group[n] = start
                        cells.append(n)
            if len(cells) >= 4:        # «cem.pop»
                pop.extend(cells)
        if not pop:
            return chain
        chain += 1
        for cell in pop:
            b[cell] = 0
        for c in range(cols):          # «cem.fall»
            column = [b[r * cols + c] for r in range(rows) if b[r * cols + c] != 0]
            column = [0] * (rows - len(column)) + column
            for r in range(rows):
                b[r * cols + c] = column[r]
        starts = range(rows * cols)    # «cem.startsAll»

def features(obs, points):
    board, rows, cols = obs["board"], obs["rows"], obs["cols"]
    heights = []
    for c in range(cols):
        h = 0
        for r in range(rows):
            if board[r * cols + c] != 0:
                h = rows - r
                break
        heights.append(h)
    at = lambda r, c: board[r * cols + c] if 0 <= r < rows and 0 <= c < cols else 0
    chain_ready = 0                    # «cem.chainReady»
    for x in range(cols):
        r = rows - 1 - heights[x]      # «cem.lands»
        for colour in {at(r + 1, x), at(r, x - 1), at(r, x + 1), at(r - 1, x - 1), at(r - 1, x + 1)}:
            if colour != 0:
                chain_ready = max(chain_ready, chain_if_dropped(obs, x, colour))
    links = 0
    for r in range(rows):
        for c in range(cols):
            v = board[r * cols + c]
            if v != 0 and c + 1 < cols and board[r * cols + c + 1] == v:
                links += 1
            if v != 0 and r + 1 < rows and board[(r + 1) * cols + c] == v:
                links += 1
    bumps = sum(abs(heights[c] - heights[c + 1]) for c in range(cols - 1))
    death_column = heights[obs["deathCell"] % cols]
    return [points / 1000, chain_ready, max(heights) / rows, death_column / rows, bumps / 10, links / 10]

# «cem.value»
def value_of(after, points, weights, crowded):
    value = -1000 if after["board"][after["deathCell"]] != 0 else 0  # «cem.dead»
    value += sum(w * f for w, f in zip(weights, features(after, points)))
    if crowded:
        value += points / 10           # «cem.fire»
    return value

def is_crowded(obs):
    return sum(1 for v in obs["board"] if v != 0) >= CROWDED

# «cem.placements»
def placements(env, weights):
    crowded = is_crowded(env.observation())
    tried = []
    for move in env.legal_actions():
        copy = env.clone()
        points = copy.play(move)
        tried.append({"move": move, "copy": copy, "points": points,
                      "value": value_of(copy.observation(), points, weights, crowded)})
    tried.sort(key=lambda t: -t["value"])
    return tried

def best_move(env, weights):
    return placements(env, weights)[0]["move"]

# «cem.episode»
def learn(env, episode):
    global mean, spread, generation, game, generation_seed
    if game is None:
        game = {"seed": generation_seed, "moves": [], "score": 0, "chain": 0,
                "weights": [m + s * random.gauss(0, 1) for m, s in zip(mean, spread)]}
    env.reset(game["seed"])            # «cem.replay»
    for move in game["moves"]:
        env.play(move)
    for _ in range(STEP):
        if len(game["moves"]) >= PAIRS or env.is_terminal:
            break
        move = best_move(env, game["weights"])
        obs, points, *_ = env.step(move)
        game["moves"].append(move)
        game["score"] += points
        game["chain"] = max(game["chain"], obs["maxChain"])
    if len(game["moves"]) < PAIRS and not env.is_terminal:
        return {}                      # «cem.notYet»
    score, chain = game["score"], game["chain"]
    generation.append((score, game["weights"]))
    game = None
    if len(generation) == 10:          # «cem.newGuess»
        generation.sort(key=lambda g: -g[0])
        elite = [w for _, w in generation[:3]]
        mean = [sum(w[i] for w in elite) / 3 for i in range(6)]
        spread = [(sum((w[i] - mean[i]) ** 2 for w in elite) / 3) ** 0.5 + 0.1 for i in range(6)]
        generation = []
        generation_seed += 1
    return {"score": score, "chain": chain}

# «cem.look»
def act(obs, env):
    best, best_value = None, float("-inf")
    for first in placements(env, mean)[:LOOK]:
        value = first["value"]         # «cem.lookEnd»
        if not first["copy"].is_terminal:
            first_points = first["points"] / 10 if is_crowded(obs) else mean[0] * first["points"] / 1000  # «cem.firstPoints»
            value = placements(first["copy"], mean)[0]["value"] + first_points
        if value > best_value:
            best, best_value = first["move"], value
    return best

def save():
    return {"mean": mean, "spread": spread}

def load(data):
    global mean, spread
    mean, spread = data["mean"], data["spread"]
`;

const VALUE_GOMOKU_JS = `// «value.about»
let model = null;                     // «value.model»
let opt = null;
let turns = null;                     // «value.turnsList»
const EXPLORE = 0.1;                  // «value.explore»

function setUp(cells) {               // «value.net»
  if (model) return;
  model = nn.sequential([nn.dense(2 * cells, 64), nn.relu(), nn.dense(64, 1), nn.tanh()], { seed: 1 });
  opt = nn.adam(model, { learningRate: 0.003 });
}

// «value.input»
function input(board, move, me) {
  const cells = board.length;
  const row = new Array(2 * cells).fill(0);
  for (let i = 0; i < cells; i++) {
    const stone = i === move ? me + 1 : board[i];
    if (stone === 2 - me) row[i] = 1;             // «value.theirs»
    else if (stone === me + 1) row[cells + i] = 1; // «value.mine»
  }
  return row;
}

// «value.choose»
function choose(env, explore) {
  const board = env.observation().board;
  const me = env.currentPlayer;
  const legal = Array.from(env.legalActions()); // «value.plainArray»
  let move = null;
  if (Math.random() < explore) move = legal[Math.floor(Math.random() * legal.length)];
  for (const m of legal) {            // «value.winsAtOnce»
    if (move !== null) break;
    const copy = env.clone();
    copy.play(m);
    if (copy.isTerminal && copy.returns()[me] > 0) move = m;
  }
  for (const m of legal) {            // «value.blocks»
    if (move !== null || legal.length < 2) break;
    const copy = env.clone();
    copy.play(m === legal[0] ? legal[1] : legal[0]); // «value.elsewhere»
    copy.play(m);                                    // «value.theyPlayHere»
    if (copy.isTerminal && copy.returns()[1 - me] > 0) move = m;
  }
  if (move === null) {                // «value.netPick»
    const guesses = model.forward(legal.map((m) => input(board, m, me))).toArray();
    let best = 0;
    for (let i = 1; i < legal.length; i++) if (guesses[i][0] < guesses[best][0]) best = i;
    move = legal[best];
  }
  return { move, row: input(board, move, me), mover: me };
}

// «value.turns»
function boardTurns(rows, cols) {
  const cells = rows * cols;
  if (rows !== cols) return [Array.from({ length: 2 * cells }, (_, i) => i)]; // «value.notSquare»
  const all = [];
  for (let k = 0; k < 8; k++) {
    const from = [];
    for (let plane = 0; plane < 2; plane++) {
      for (let r = 0; r < rows; r++) {
        for (let c = 0; c < cols; c++) {
          let y = r;
          let x = k < 4 ? c : cols - 1 - c;                             // «value.flip»
          for (let t = 0; t < k % 4; t++) [y, x] = [x, rows - 1 - y];  // «value.quarterTurn»
          from.push(plane * cells + y * cols + x);
        }
      }
    }
    all.push(from);
  }
  return all;
}

// «value.episode»
function learn(env, episode) {
  setUp(env.numActions);
  if (!turns) {
    const obs = env.observation();
    turns = boardTurns(obs.rows, obs.cols);
  }
  const seen = [];
  while (!env.isTerminal) {
    const c = choose(env, EXPLORE);
    seen.push(c);
    env.step(c.move);
  }
  const returns = env.returns();
  // «value.targets»
  const rows = [];
  const targets = [];
  for (const c of seen) {
    for (const from of turns) {       // «value.eachTurn»
      rows.push(from.map((i) => c.row[i]));
      targets.push([returns[1 - c.mover]]);
    }
  }
  const guess = model.forward(rows);
  const loss = nn.mse(guess, targets);
  model.zeroGrad();
  loss.backward();
  opt.step();
  return { loss: loss.value, moves: seen.length };
}

function act(obs, env) {
  setUp(env.numActions);
  return choose(env, 0).move;
}

function save() {
  return model.save();
}

function load(data) {
  setUp(data.layers[0].dense[0] / 2);
  model.load(data);
}
`;

const VALUE_GOMOKU_PY = `# «value.about»
${IMPORT} random
${IMPORT} nn

model = None                          # «value.model»
opt = None
turns = None                          # «value.turnsList»
EXPLORE = 0.1                         # «value.explore»

def set_up(cells):                    # «value.net»
    global model, opt
    if model is None:
        model = nn.sequential([nn.dense(2 * cells, 64), nn.relu(), nn.dense(64, 1), nn.tanh()], seed=1)
        opt = nn.adam(model, learning_rate=0.003)

# «value.input»
def net_input(board, move, me):
    cells = len(board)
    row = [0.0] * (2 * cells)
    for i, stone in enumerate(board):
        if i == move:
            stone = me + 1
        if stone == 2 - me:
            row[i] = 1.0                  # «value.theirs»
        elif stone == me + 1:
            row[cells + i] = 1.0          # «value.mine»
    return row

# «value.choose»
def choose(env, explore):
    board = env.observation()["board"]
    me = env.current_player
    legal = env.legal_actions()
    move = random.choice(legal) if random.random() < explore else None
    if move is None:                  # «value.winsAtOnce»
        for m in legal:
            copy = env.clone()
            copy.play(m)
            if copy.is_terminal and copy.returns()[me] > 0:
                move = m
                break
    if move is None and len(legal) > 1:   # «value.blocks»
        for m in legal:
            copy = env.clone()
            copy.play(legal[1] if m == legal[0] else legal[0])  # «value.elsewhere»
            copy.play(m)                                         # «value.theyPlayHere»
            if copy.is_terminal and copy.returns()[1 - me] > 0:
                move = m
                break
    if move is None:                  # «value.netPick»
        guesses = model.forward([net_input(board, m, me) for m in legal]).tolist()
        move = legal[min(range(len(legal)), key=lambda i: guesses[i][0])]
    return move, net_input(board, move, me), me

# «value.turns»
def board_turns(rows, cols):
    cells = rows * cols
    if rows != cols:
        return [list(range(2 * cells))]  # «value.notSquare»
    all_turns = []
    for k in range(8):
        source = []
        for plane in range(2):
            for r in range(rows):
                for c in range(cols):
                    y = r
                    x = c if k < 4 else cols - 1 - c           # «value.flip»
                    for _ in range(k % 4):
                        y, x = x, rows - 1 - y               # «value.quarterTurn»
                    source.append(plane * cells + y * cols + x)
        all_turns.append(source)
    return all_turns

# «value.episode»
def learn(env, episode):
    global turns
    set_up(env.num_actions)
    if turns is None:
        obs = env.observation()
        turns = board_turns(obs["rows"], obs["cols"])
    seen = []
    while not env.is_terminal:
        move, row, mover = choose(env, EXPLORE)
        seen.append((row, mover))
        env.step(move)
    returns = env.returns()
    # «value.targets»
    rows = []
    targets = []
    for row, mover in seen:
        for source in turns:              # «value.eachTurn»
            rows.append([row[i] for i in source])
            targets.append([returns[1 - mover]])
    guess = model.forward(rows)
    loss = nn.mse(guess, targets)
    model.zero_grad()
    loss.backward()
    opt.step()
    return {"loss": loss.value, "moves": len(seen)}

def act(obs, env):
    set_up(env.num_actions)
    return choose(env, 0)[0]

def save():
    return model.save()

def load(data):
    set_up(data["layers"][0]["dense"][0] // 2)
    model.load(data)
`;

// What the English (and every other) text says differently in the two programming languages.
const NAMES = {
  js: { keyCell: "[key, cell]", scoreWeights: "[score, weights]" },
  python: { keyCell: "(key, cell)", scoreWeights: "(score, weights)" },
};

const TEMPLATES = {
  tictactoe: { js: QLEARN_TTT_JS, python: QLEARN_TTT_PY },
  minesweeper: { js: SAFETY_MINES_JS, python: SAFETY_MINES_PY },
  puyo: { js: CEM_PUYO_JS, python: CEM_PUYO_PY },
  gomoku: { js: VALUE_GOMOKU_JS, python: VALUE_GOMOKU_PY },
};

/** The starter learners' sources of every game in `words` (the page's language): game -> {js, python}. */
export function learnerSources(words = "en") {
  return Object.fromEntries(
    Object.entries(TEMPLATES).map(([game, t]) => [game, { js: worded(t.js, words, NAMES.js), python: worded(t.python, words, NAMES.python) }]),
  );
}

/** The English sources (scripts/bench_learner.mjs, tests): game -> {js, python}. */
export const LEARNER_SOURCES = learnerSources("en");

/** The starter learners of `gameId` (both languages) in `words`, as the code panel lists them. */
export function learnerStarters(gameId, words = "en") {
  const t = TEMPLATES[gameId];
  if (!t) return [];
  return [
    { id: "learner", name: "Learner", language: "js", source: worded(t.js, words, NAMES.js), learner: true },
    { id: "learner", name: "Learner", language: "python", source: worded(t.python, words, NAMES.python), learner: true },
  ];
}
