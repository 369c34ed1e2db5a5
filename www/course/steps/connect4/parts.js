// Code shared by the Connect Four steps (Kaggle Learn's "Intro to Game AI"), in JavaScript and
// Python: the windows of `inarow` cells in a line, and the heuristic that scores a board by them
// (steps 2 and 3), or the features a learner weighs (step 4). Each step's programs are put
// together from these parts.

/** Every line of `n` cells on the board (across, down, both diagonals), as lists of cell indices. */
export const WINDOWS_JS = `// «course.c4.windows»
function windowsOf(columns, rows, n) {
  const out = [];
  for (const [dr, dc] of [[0, 1], [1, 0], [1, 1], [1, -1]])
    for (let r = 0; r < rows; r++)
      for (let c = 0; c < columns; c++) {
        const cells = [];
        for (let i = 0; i < n; i++) {
          const rr = r + dr * i, cc = c + dc * i;
          if (rr >= 0 && rr < rows && cc >= 0 && cc < columns) cells.push(rr * columns + cc);
        }
        if (cells.length === n) out.push(cells);
      }
  return out;
}

let WINDOWS = null;
`;

export const WINDOWS_PY = `# «course.c4.windows»
def windows_of(columns, rows, n):
    out = []
    for dr, dc in ((0, 1), (1, 0), (1, 1), (1, -1)):
        for r in range(rows):
            for c in range(columns):
                cells = [(r + dr * i) * columns + c + dc * i for i in range(n)
                         if 0 <= r + dr * i < rows and 0 <= c + dc * i < columns]
                if len(cells) == n:
                    out.append(cells)
    return out

WINDOWS = []
`;

/** The heuristic (Kaggle Learn's): my windows one or two discs short count for me, theirs against me. */
export const SCORE_JS = `${WINDOWS_JS}
// «course.c4.score»
function score(obs, mark) {
  WINDOWS ??= windowsOf(obs.columns, obs.rows, obs.inarow);
  const n = obs.inarow;
  let s = 0;
  for (const w of WINDOWS) {
    let mine = 0, theirs = 0;
    for (const i of w) {
      if (obs.board[i] === mark) mine += 1;
      else if (obs.board[i] !== 0) theirs += 1;
    }
    if (theirs === 0 && mine === n - 1) s += 10;
    else if (theirs === 0 && mine === n - 2) s += 1;
    else if (mine === 0 && theirs === n - 1) s -= 100;
    else if (mine === 0 && theirs === n - 2) s -= 1;
  }
  return s;
}
`;

export const SCORE_PY = `${WINDOWS_PY}
# «course.c4.score»
def score(obs, mark):
    if not WINDOWS:
        WINDOWS.extend(windows_of(obs["columns"], obs["rows"], obs["inarow"]))
    n = obs["inarow"]
    board = obs["board"]
    s = 0
    for w in WINDOWS:
        cells = [board[i] for i in w]
        mine = cells.count(mark)
        theirs = n - mine - cells.count(0)
        if theirs == 0 and mine == n - 1:
            s += 10
        elif theirs == 0 and mine == n - 2:
            s += 1
        elif mine == 0 and theirs == n - 1:
            s -= 100
        elif mine == 0 and theirs == n - 2:
            s -= 1
    return s
`;

/** What the learner weighs: my and their windows two and one disc short, and the middle column. */
export const FEATURES_JS = `${WINDOWS_JS}
// «course.c4.features»
function features(obs, mark) {
  WINDOWS ??= windowsOf(obs.columns, obs.rows, obs.inarow);
  const n = obs.inarow;
  const f = [0, 0, 0, 0, 0];
  for (const w of WINDOWS) {
    let mine = 0, theirs = 0;
    for (const i of w) {
      if (obs.board[i] === mark) mine += 1;
      else if (obs.board[i] !== 0) theirs += 1;
    }
    if (theirs === 0 && mine === n - 2) f[0] += 0.1;
    if (theirs === 0 && mine === n - 1) f[1] += 0.1;
    if (mine === 0 && theirs === n - 2) f[2] += 0.1;
    if (mine === 0 && theirs === n - 1) f[3] += 0.1;
  }
  const middle = Math.floor(obs.columns / 2);
  for (let r = 0; r < obs.rows; r++) {
    const v = obs.board[r * obs.columns + middle];
    if (v === mark) f[4] += 0.1;
    else if (v !== 0) f[4] -= 0.1;
  }
  return f;
}
`;

export const FEATURES_PY = `${WINDOWS_PY}
# «course.c4.features»
def features(obs, mark):
    if not WINDOWS:
        WINDOWS.extend(windows_of(obs["columns"], obs["rows"], obs["inarow"]))
    n = obs["inarow"]
    board = obs["board"]
    f = [0.0] * 5
    for w in WINDOWS:
        cells = [board[i] for i in w]
        mine = cells.count(mark)
        theirs = n - mine - cells.count(0)
        if theirs == 0 and mine == n - 2:
            f[0] += 0.1
        if theirs == 0 and mine == n - 1:
            f[1] += 0.1
        if mine == 0 and theirs == n - 2:
            f[2] += 0.1
        if mine == 0 and theirs == n - 1:
            f[3] += 0.1
    middle = obs["columns"] // 2
    for r in range(obs["rows"]):
        v = board[r * obs["columns"] + middle]
        if v == mark:
            f[4] += 0.1
        elif v != 0:
            f[4] -= 0.1
    return f
`;
