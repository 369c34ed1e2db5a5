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

function patternOf(obs, cell) {     // «safety.pattern»
  const r = Math.floor(cell / obs.cols), c = cell % obs.cols;
  let text = "";
  for (let dr = -1; dr <= 1; dr++) {
    for (let dc = -1; dc <= 1; dc++) {
      if (dr === 0 && dc === 0) continue;
      const rr = r + dr, cc = c + dc;
      if (rr < 0 || cc < 0 || rr >= obs.rows || cc >= obs.cols) text += "#";
      else {
        const v = obs.board[rr * obs.cols + cc];
        text += v === HIDDEN || v === FLAG ? "." : String(v);
      }
    }
  }
  return text;
}

function danger(obs, cell) {        // «safety.danger»
  const [mines, opened] = seen[patternOf(obs, cell)] ?? [0, 0];
  return (mines + 1) / (opened + 2);
}

function safest(obs, legal) {
  let best = legal[0], bestDanger = Infinity;
  for (const cell of legal) {
    const d = danger(obs, cell);
    if (d < bestDanger) { best = cell; bestDanger = d; }
  }
  return best;
}

// «safety.episode»
function learn(env, episode) {
  const asked = [];                   // «safety.asked»
  let opened = 0;
  while (!env.isTerminal) {
    const obs = env.observation();
    const legal = env.legalActions();
    for (const cell of legal) asked.push([patternOf(obs, cell), cell]);
    const cell = Math.random() < 0.1 ? legal[Math.floor(Math.random() * legal.length)] : safest(obs, legal);
    env.step(cell);
    opened += 1;
  }
  const end = env.observation();      // «safety.end»
  for (const [pattern, cell] of asked) {
    const v = end.board[cell];
    const wasMine = end.won ? v === HIDDEN || v === FLAG : v === -1;
    const count = seen[pattern] ?? (seen[pattern] = [0, 0]);
    count[0] += wasMine ? 1 : 0;
    count[1] += 1;
  }
  return { won: end.won ? 1 : 0, opened };
}

function act(obs, env) {
  return safest(obs, env.legalActions());
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

def pattern_of(obs, cell):  # «safety.pattern»
    rows, cols, board = obs["rows"], obs["cols"], obs["board"]
    r, c = divmod(cell, cols)
    text = ""
    for dr in (-1, 0, 1):
        for dc in (-1, 0, 1):
            if dr == 0 and dc == 0:
                continue
            rr, cc = r + dr, c + dc
            if rr < 0 or cc < 0 or rr >= rows or cc >= cols:
                text += "#"
            else:
                v = board[rr * cols + cc]
                text += "." if v in (HIDDEN, FLAG) else str(v)
    return text

def danger(obs, cell):      # «safety.danger»
    mines, opened = seen.get(pattern_of(obs, cell), (0, 0))
    return (mines + 1) / (opened + 2)

def safest(obs, legal):
    return min(legal, key=lambda cell: danger(obs, cell))

# «safety.episode»
def learn(env, episode):
    asked = []                         # «safety.asked»
    opened = 0
    while not env.is_terminal:
        obs = env.observation()
        legal = env.legal_actions()
        asked.extend((pattern_of(obs, cell), cell) for cell in legal)
        cell = random.choice(legal) if random.random() < 0.1 else safest(obs, legal)
        env.step(cell)
        opened += 1
    end = env.observation()            # «safety.end»
    for pattern, cell in asked:
        v = end["board"][cell]
        was_mine = v in (HIDDEN, FLAG) if end["won"] else v == -1
        count = seen.setdefault(pattern, [0, 0])
        count[0] += 1 if was_mine else 0
        count[1] += 1
    return {"won": 1 if end["won"] else 0, "opened": opened}

def act(obs, env):
    return safest(obs, env.legal_actions())

def save():
    return seen

def load(data):
    seen.update(data)
`;

const CEM_PUYO_JS = `// «cem.about»
const FEATURES = ["points", "links", "triples", "height", "bumps", "deathColumn"];
let mean = [1, 0, 0, 0, 0, 0];        // «cem.mean»
let spread = [1, 1, 1, 1, 1, 1];      // «cem.spread»
let generation = [];                  // «cem.generation»
const PAIRS = 50;                     // «cem.pairs»

function features(obs, points) {
  const { board, rows, cols } = obs;
  const at = (r, c) => board[r * cols + c];
  let links = 0, triples = 0, bumps = 0, top = 0;
  const heights = [];
  for (let c = 0; c < cols; c++) {
    let h = 0;
    for (let r = 0; r < rows; r++) if (at(r, c) !== 0) { h = rows - r; break; }
    heights.push(h);
    top = Math.max(top, h);
  }
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const v = at(r, c);
      if (v === 0) continue;
      let same = 0;
      if (c + 1 < cols && at(r, c + 1) === v) { links++; same++; }
      if (r + 1 < rows && at(r + 1, c) === v) { links++; same++; }
      if (same === 2) triples++;
    }
  }
  for (let c = 0; c + 1 < cols; c++) bumps += Math.abs(heights[c] - heights[c + 1]);
  const deathColumn = heights[obs.deathCell % cols];
  return [points / 100, links / 10, triples / 5, top / rows, bumps / 10, deathColumn / rows];
}

function bestMove(env, weights) {
  let best = null, bestValue = -Infinity;
  for (const move of env.legalActions()) {
    const copy = env.clone();
    const points = copy.play(move);
    let value = copy.isTerminal ? -1000 : 0;
    const f = features(copy.observation(), points);
    for (let i = 0; i < f.length; i++) value += weights[i] * f[i];
    if (value > bestValue) { bestValue = value; best = move; }
  }
  return best;
}

function gaussian() {                 // «cem.gaussian»
  return Math.sqrt(-2 * Math.log(1 - Math.random())) * Math.cos(2 * Math.PI * Math.random());
}

// «cem.episode»
function learn(env, episode) {
  const weights = mean.map((m, i) => m + spread[i] * gaussian());
  let score = 0, chain = 0;
  for (let pair = 0; pair < PAIRS && !env.isTerminal; pair++) {
    const [obs, points] = env.step(bestMove(env, weights));
    score += points;
    chain = Math.max(chain, obs.maxChain);
  }
  generation.push([score, weights]);
  if (generation.length === 10) {     // «cem.newGuess»
    generation.sort((a, b) => b[0] - a[0]);
    const elite = generation.slice(0, 3).map(([, w]) => w);
    mean = mean.map((_, i) => elite.reduce((sum, w) => sum + w[i], 0) / elite.length);
    spread = spread.map((_, i) => Math.sqrt(elite.reduce((sum, w) => sum + (w[i] - mean[i]) ** 2, 0) / elite.length) + 0.05);
    generation = [];
  }
  return { score, chain };
}

function act(obs, env) {
  return bestMove(env, mean);
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

FEATURES = ["points", "links", "triples", "height", "bumps", "death_column"]
mean = [1.0, 0.0, 0.0, 0.0, 0.0, 0.0]  # «cem.mean»
spread = [1.0] * 6                     # «cem.spread»
generation = []                        # «cem.generation»
PAIRS = 50                             # «cem.pairs»

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
    links = triples = 0
    for r in range(rows):
        for c in range(cols):
            v = board[r * cols + c]
            if v == 0:
                continue
            same = 0
            if c + 1 < cols and board[r * cols + c + 1] == v:
                links += 1
                same += 1
            if r + 1 < rows and board[(r + 1) * cols + c] == v:
                links += 1
                same += 1
            if same == 2:
                triples += 1
    bumps = sum(abs(heights[c] - heights[c + 1]) for c in range(cols - 1))
    death_column = heights[obs["deathCell"] % cols]
    return [points / 100, links / 10, triples / 5, max(heights) / rows, bumps / 10, death_column / rows]

def best_move(env, weights):
    best, best_value = None, float("-inf")
    for move in env.legal_actions():
        copy = env.clone()
        points = copy.play(move)
        value = -1000 if copy.is_terminal else 0
        value += sum(w * f for w, f in zip(weights, features(copy.observation(), points)))
        if value > best_value:
            best, best_value = move, value
    return best

# «cem.episode»
def learn(env, episode):
    global mean, spread, generation
    weights = [m + s * random.gauss(0, 1) for m, s in zip(mean, spread)]
    score = chain = 0
    for _ in range(PAIRS):
        if env.is_terminal:
            break
        obs, points, *_ = env.step(best_move(env, weights))
        score += points
        chain = max(chain, obs["maxChain"])
    generation.append((score, weights))
    if len(generation) == 10:          # «cem.newGuess»
        generation.sort(key=lambda g: -g[0])
        elite = [w for _, w in generation[:3]]
        mean = [sum(w[i] for w in elite) / 3 for i in range(6)]
        spread = [(sum((w[i] - mean[i]) ** 2 for w in elite) / 3) ** 0.5 + 0.05 for i in range(6)]
        generation = []
    return {"score": score, "chain": chain}

def act(obs, env):
    return best_move(env, mean)

def save():
    return {"mean": mean, "spread": spread}

def load(data):
    global mean, spread
    mean, spread = data["mean"], data["spread"]
`;

const VALUE_GOMOKU_JS = `// «value.about»
let model = null;                     // «value.model»
let opt = null;
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
  if (move === null) {                // «value.netPick»
    const guesses = model.forward(legal.map((m) => input(board, m, me))).toArray();
    let best = 0;
    for (let i = 1; i < legal.length; i++) if (guesses[i][0] < guesses[best][0]) best = i;
    move = legal[best];
  }
  return { move, row: input(board, move, me), mover: me };
}

// «value.episode»
function learn(env, episode) {
  setUp(env.numActions);
  const seen = [];
  while (!env.isTerminal) {
    const c = choose(env, EXPLORE);
    seen.push(c);
    env.step(c.move);
  }
  const returns = env.returns();
  // «value.targets»
  const targets = seen.map((c) => [returns[1 - c.mover]]);
  const guess = model.forward(seen.map((c) => c.row));
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
    if move is None:                  # «value.netPick»
        guesses = model.forward([net_input(board, m, me) for m in legal]).tolist()
        move = legal[min(range(len(legal)), key=lambda i: guesses[i][0])]
    return move, net_input(board, move, me), me

# «value.episode»
def learn(env, episode):
    set_up(env.num_actions)
    seen = []
    while not env.is_terminal:
        move, row, mover = choose(env, EXPLORE)
        seen.append((row, mover))
        env.step(move)
    returns = env.returns()
    # «value.targets»
    targets = [[returns[1 - mover]] for _, mover in seen]
    guess = model.forward([row for row, _ in seen])
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
  js: { patternCell: "[pattern, cell]", scoreWeights: "[score, weights]" },
  python: { patternCell: "(pattern, cell)", scoreWeights: "(score, weights)" },
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
