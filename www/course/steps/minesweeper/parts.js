// Code shared by the Minesweeper steps (document 003's rules and counting idea), in JavaScript
// and Python: each step's programs are put together from these parts.
const IMPORT = "import";

/** Codes and the neighbours of a cell, and the two rules (safeCells). */
export const RULES_JS = `const HIDDEN = 9, FLAG = 10;

function around(obs, cell) {
  const r = Math.floor(cell / obs.cols), c = cell % obs.cols, out = [];
  for (let dr = -1; dr <= 1; dr++)
    for (let dc = -1; dc <= 1; dc++) {
      const rr = r + dr, cc = c + dc;
      if ((dr || dc) && rr >= 0 && rr < obs.rows && cc >= 0 && cc < obs.cols) out.push(rr * obs.cols + cc);
    }
  return out;
}

// «course.mines.rule1»
// «course.mines.rule2»
function safeCells(obs) {
  const mines = new Set();
  const hidden = (i) => obs.board[i] === HIDDEN || obs.board[i] === FLAG;
  for (let changed = true; changed; ) {
    changed = false;
    for (let i = 0; i < obs.board.length; i++) {
      const n = obs.board[i];
      if (n < 1 || n > 8) continue;
      const h = around(obs, i).filter(hidden);
      if (h.length === n) for (const j of h) if (!mines.has(j)) { mines.add(j); changed = true; }
    }
  }
  const safe = new Set();
  for (let i = 0; i < obs.board.length; i++) {
    const n = obs.board[i];
    if (n < 0 || n > 8) continue;
    const nb = around(obs, i);
    if (nb.filter((j) => mines.has(j)).length !== n) continue;
    for (const j of nb) if (obs.board[j] === HIDDEN && !mines.has(j)) safe.add(j);
  }
  return { safe: [...safe], mines };
}

`;
/** The same in Python. */
export const RULES_PY = `${IMPORT} random

HIDDEN, FLAG = 9, 10

def around(obs, cell):
    rows, cols = obs["rows"], obs["cols"]
    r, c = divmod(cell, cols)
    out = []
    for dr in (-1, 0, 1):
        for dc in (-1, 0, 1):
            rr, cc = r + dr, c + dc
            if (dr or dc) and 0 <= rr < rows and 0 <= cc < cols:
                out.append(rr * cols + cc)
    return out

# «course.mines.rule1»
# «course.mines.rule2»
def safe_cells(obs):
    board = obs["board"]
    mines = set()
    changed = True
    while changed:
        changed = False
        for i, n in enumerate(board):
            if n < 1 or n > 8:
                continue
            h = [j for j in around(obs, i) if board[j] in (HIDDEN, FLAG)]
            if len(h) == n:
                for j in h:
                    if j not in mines:
                        mines.add(j)
                        changed = True
    safe = []
    for i, n in enumerate(board):
        if n < 0 or n > 8:
            continue
        nb = around(obs, i)
        if sum(1 for j in nb if j in mines) != n:
            continue
        for j in nb:
            if board[j] == HIDDEN and j not in mines and j not in safe:
                safe.append(j)
    return safe, mines
`;
/** act(): a safe cell by the rules, else a random one. */
export const ACT_RULES_JS = `function act(obs, env) {
  const { safe } = safeCells(obs);
  if (safe.length) return safe[0];
  const legal = env.legalActions();
  return legal[Math.floor(Math.random() * legal.length)];
}
`;
/** The same in Python. */
export const ACT_RULES_PY = `def act(obs, env):
    safe, mines = safe_cells(obs)
    if safe:
        return safe[0]
    return random.choice(env.legal_actions())
`;
/** The counting idea (countingSafe) and a cell's risk. */
export const COUNT_JS = `// The counting idea: when two numbers share cells, the difference of their counts tells the rest.
// Here: a number's unknown cells hold (its value - its known mines) mines; when all of A's
// unknown cells are also B's, B's other cells hold the difference: 0 means safe.
function countingSafe(obs, mines) {
  const groups = [];
  for (let i = 0; i < obs.board.length; i++) {
    const n = obs.board[i];
    if (n < 1 || n > 8) continue;
    const nb = around(obs, i);
    const cells = nb.filter((j) => obs.board[j] === HIDDEN && !mines.has(j));
    if (cells.length) groups.push({ cells, left: n - nb.filter((j) => mines.has(j)).length });
  }
  for (const a of groups)
    for (const b of groups) {
      if (a === b || a.cells.length >= b.cells.length) continue;
      if (!a.cells.every((j) => b.cells.includes(j))) continue;
      if (b.left - a.left === 0) {
        const rest = b.cells.filter((j) => !a.cells.includes(j));
        if (rest.length) return rest[0];
      }
    }
  return -1;
}

// The chance that a hidden cell is a mine, from its numbered neighbours (the highest one counts).
function risk(obs, mines, cell) {
  let p = -1;
  for (const i of around(obs, cell)) {
    const n = obs.board[i];
    if (n < 1 || n > 8) continue;
    const nb = around(obs, i);
    const unknown = nb.filter((j) => obs.board[j] === HIDDEN && !mines.has(j)).length;
    const left = n - nb.filter((j) => mines.has(j)).length;
    p = Math.max(p, left / unknown);
  }
  if (p >= 0) return p;
  const hidden = obs.board.filter((v) => v === HIDDEN).length;
  return (obs.mines - mines.size) / Math.max(hidden, 1);
}

`;
/** The same in Python. */
export const COUNT_PY = `# The counting idea: when two numbers share cells, the difference of their counts tells the rest.
# Here: a number's unknown cells hold (its value - its known mines) mines; when all of A's
# unknown cells are also B's, B's other cells hold the difference: 0 means safe.
def counting_safe(obs, mines):
    board = obs["board"]
    groups = []
    for i, n in enumerate(board):
        if n < 1 or n > 8:
            continue
        nb = around(obs, i)
        cells = [j for j in nb if board[j] == HIDDEN and j not in mines]
        if cells:
            groups.append((cells, n - sum(1 for j in nb if j in mines)))
    for a_cells, a_left in groups:
        for b_cells, b_left in groups:
            if len(a_cells) >= len(b_cells) or not all(j in b_cells for j in a_cells):
                continue
            if b_left - a_left == 0:
                rest = [j for j in b_cells if j not in a_cells]
                if rest:
                    return rest[0]
    return -1

# The chance that a hidden cell is a mine, from its numbered neighbours (the highest one counts).
def risk(obs, mines, cell):
    board = obs["board"]
    p = -1
    for i in around(obs, cell):
        n = board[i]
        if n < 1 or n > 8:
            continue
        nb = around(obs, i)
        unknown = sum(1 for j in nb if board[j] == HIDDEN and j not in mines)
        left = n - sum(1 for j in nb if j in mines)
        p = max(p, left / unknown)
    if p >= 0:
        return p
    hidden = sum(1 for v in board if v == HIDDEN)
    return (obs["mines"] - len(mines)) / max(hidden, 1)
`;
/** act(): the rules, then counting, then the least risky cell. */
export const ACT_COUNT_JS = `function act(obs, env) {
  const { safe, mines } = safeCells(obs);
  if (safe.length) return safe[0];
  const counted = countingSafe(obs, mines);
  if (counted >= 0) return counted;
  let best = -1, bestRisk = 2;
  for (const cell of env.legalActions()) {
    if (mines.has(cell) || obs.board[cell] !== HIDDEN) continue;
    const r = risk(obs, mines, cell);
    if (r < bestRisk) { best = cell; bestRisk = r; }
  }
  return best >= 0 ? best : env.legalActions()[0];
}
`;
/** The same in Python. */
export const ACT_COUNT_PY = `def act(obs, env):
    safe, mines = safe_cells(obs)
    if safe:
        return safe[0]
    counted = counting_safe(obs, mines)
    if counted >= 0:
        return counted
    best, best_risk = -1, 2
    for cell in env.legal_actions():
        if cell in mines or obs["board"][cell] != HIDDEN:
            continue
        r = risk(obs, mines, cell)
        if r < best_risk:
            best, best_risk = cell, r
    return best if best >= 0 else env.legal_actions()[0]
`;
/** A learner: a table of how often each neighbour pattern hid a mine, learned from play (document 000). */
export const LEARNED_JS = `const seen = {};   // «course.mines.seen»

// «course.mines.pattern»
function patternOf(obs, cell) {
  const r = Math.floor(cell / obs.cols), c = cell % obs.cols;
  let text = "";
  for (let dr = -1; dr <= 1; dr++)
    for (let dc = -1; dc <= 1; dc++) {
      if (!dr && !dc) continue;
      const rr = r + dr, cc = c + dc;
      if (rr < 0 || cc < 0 || rr >= obs.rows || cc >= obs.cols) text += "#";
      else {
        const v = obs.board[rr * obs.cols + cc];
        text += v === HIDDEN || v === FLAG ? "." : String(v);
      }
    }
  return text;
}

// «course.mines.danger»
function danger(obs, cell) {
  const [mines, times] = seen[patternOf(obs, cell)] ?? [0, 0];
  return (mines + 1) / (times + 2);
}

function choose(obs, legal, explore) {
  const { safe, mines } = safeCells(obs);
  if (safe.length) return { cell: safe[0], guessed: false };
  const open = legal.filter((c) => !mines.has(c) && obs.board[c] === HIDDEN);
  const cells = open.length ? open : Array.from(legal);
  if (Math.random() < explore) return { cell: cells[Math.floor(Math.random() * cells.length)], guessed: true };
  let best = cells[0];
  for (const c of cells) if (danger(obs, c) < danger(obs, best)) best = c;
  return { cell: best, guessed: true };
}

function learn(env, episode) {
  const asked = [];   // «course.mines.askedJs»
  while (!env.isTerminal) {
    const obs = env.observation();
    const legal = env.legalActions();
    const c = choose(obs, legal, 0.1);
    if (c.guessed) for (const cell of legal) if (obs.board[cell] === HIDDEN) asked.push([patternOf(obs, cell), cell]);
    env.step(c.cell);
  }
  const end = env.observation();   // «course.mines.end»
  for (const [pattern, cell] of asked) {
    const v = end.board[cell];
    const mine = end.won ? v === HIDDEN || v === FLAG : v === -1;
    const count = seen[pattern] ?? (seen[pattern] = [0, 0]);
    count[0] += mine ? 1 : 0;
    count[1] += 1;
  }
  return { won: end.won ? 1 : 0 };
}

function act(obs, env) {
  return choose(obs, env.legalActions(), 0).cell;
}

function save() { return seen; }
function load(data) { Object.assign(seen, data); }
`;
/** The same in Python. */
export const LEARNED_PY = `seen = {}   # «course.mines.seen»

# «course.mines.pattern»
def pattern_of(obs, cell):
    rows, cols, board = obs["rows"], obs["cols"], obs["board"]
    r, c = divmod(cell, cols)
    text = ""
    for dr in (-1, 0, 1):
        for dc in (-1, 0, 1):
            if not dr and not dc:
                continue
            rr, cc = r + dr, c + dc
            if rr < 0 or cc < 0 or rr >= rows or cc >= cols:
                text += "#"
            else:
                v = board[rr * cols + cc]
                text += "." if v in (HIDDEN, FLAG) else str(v)
    return text

# «course.mines.danger»
def danger(obs, cell):
    mines, times = seen.get(pattern_of(obs, cell), [0, 0])
    return (mines + 1) / (times + 2)

def choose(obs, legal, explore):
    safe, mines = safe_cells(obs)
    if safe:
        return safe[0], False
    cells = [c for c in legal if c not in mines and obs["board"][c] == HIDDEN] or list(legal)
    if random.random() < explore:
        return random.choice(cells), True
    return min(cells, key=lambda c: danger(obs, c)), True

def learn(env, episode):
    asked = []   # «course.mines.askedPy»
    while not env.is_terminal:
        obs = env.observation()
        legal = env.legal_actions()
        cell, guessed = choose(obs, legal, 0.1)
        if guessed:
            for c in legal:
                if obs["board"][c] == HIDDEN:
                    asked.append((pattern_of(obs, c), c))
        env.step(cell)
    end = env.observation()   # «course.mines.end»
    for pattern, cell in asked:
        v = end["board"][cell]
        mine = v in (HIDDEN, FLAG) if end["won"] else v == -1
        count = seen.setdefault(pattern, [0, 0])
        count[0] += 1 if mine else 0
        count[1] += 1
    return {"won": 1 if end["won"] else 0}

def act(obs, env):
    return choose(obs, env.legal_actions(), 0)[0]

def save():
    return seen

def load(data):
    seen.update(data)
`;
