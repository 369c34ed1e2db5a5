// Starter agents for every game, in JavaScript and Python: each runs as it is and explains itself
// in plain comments. The code panel offers them; tests/js/starters.test.js plays each one.
//
//   starters(gameId)  -> [{id, name, language: "js" | "python", source, learner?}]

import { learnerStarters } from "./learner_starters.js";

// Python's import lines are written ${IMPORT}: no line of this file may start with that word,
// and it is never followed by a bracket here (the single-file bundler reads both as module syntax).
const IMPORT = "import";

const RANDOM_JS = `// A random agent: it plays any legal move.
// act(obs, env) is called once per move. obs is what you see (the board...), env is a copy
// of the game you may try moves on. Return the number of the move (an action index).
function act(obs, env) {
  const legal = env.legalActions();           // every move you may play now
  const pick = Math.floor(Math.random() * legal.length);
  console.log("I can choose from", legal.length, "moves");
  return legal[pick];
}
`;

const RANDOM_PY = `# A random agent: it plays any legal move.
# act(obs, env) is called once per move. obs is what you see (the board...), env is a copy
# of the game you may try moves on. Return the number of the move (an action index).
${IMPORT} random

def act(obs, env):
    legal = env.legal_actions()       # every move you may play now
    print("I can choose from", len(legal), "moves")
    return random.choice(legal)
`;

const GREEDY_PUYO_JS = `// Greedy (document 001): try every placement of the pair on a copy of the game
// and keep the one that scores the most points right now.
// A placement is a column x (0 = left) and a rotation: the second puyo goes
// right (0), above (1), left (2) or below (3) of the first. env.puyoAction(x, rotation)
// turns that into a move number, env.puyoParts(move) turns it back.
// When several placements score the same (often 0 points), it picks one of them at random.
function act(obs, env) {
  let best = [];
  let bestScore = -Infinity;
  for (const move of env.legalActions()) {
    const copy = env.clone();          // a copy: the real game does not change
    const score = copy.play(move);     // play returns the points this move scored
    if (score > bestScore) {
      bestScore = score;
      best = [move];
    } else if (score === bestScore) {
      best.push(move);
    }
  }
  const pick = best[Math.floor(Math.random() * best.length)];
  const [x, rotation] = env.puyoParts(pick);
  console.log("column", x, "rotation", rotation, "scores", bestScore);
  return pick;
}
`;

const GREEDY_PUYO_PY = `# Greedy (document 001): try every placement of the pair on a copy of the game
# and keep the one that scores the most points right now.
# A placement is a column x (0 = left) and a rotation: the second puyo goes
# right (0), above (1), left (2) or below (3) of the first. env.puyo_action(x, rotation)
# turns that into a move number, env.puyo_parts(move) turns it back.

# When several placements score the same (often 0 points), it picks one of them at random.
${IMPORT} random

def act(obs, env):
    best = []
    best_score = float("-inf")
    for move in env.legal_actions():
        copy = env.clone()            # a copy: the real game does not change
        score = copy.play(move)       # play returns the points this move scored
        if score > best_score:
            best_score = score
            best = [move]
        elif score == best_score:
            best.append(move)
    pick = random.choice(best)
    x, rotation = env.puyo_parts(pick)
    print("column", x, "rotation", rotation, "scores", best_score)
    return pick
`;

const MINES_JS = `// Seed 003's two rules for Minesweeper.
// obs.board has one number per cell, row by row: 9 = hidden, 10 = flagged,
// 0..8 = how many mines touch this revealed cell. env.cell(row, col) is the move
// that opens the cell at (row, col).
//   Rule 1: if a number equals the hidden cells around it, they are all mines.
//   Rule 2: if a number equals the mines we know around it, its other hidden cells are safe.
// When no rule helps, we open a random hidden cell we do not know is a mine.
const HIDDEN = 9, FLAG = 10;

function neighbours(obs, r, c) {
  const out = [];
  for (let dr = -1; dr <= 1; dr++)
    for (let dc = -1; dc <= 1; dc++) {
      const rr = r + dr, cc = c + dc;
      if ((dr || dc) && rr >= 0 && rr < obs.rows && cc >= 0 && cc < obs.cols) out.push([rr, cc]);
    }
  return out;
}

function act(obs, env) {
  const at = (r, c) => obs.board[r * obs.cols + c];
  const hidden = (r, c) => at(r, c) === HIDDEN || at(r, c) === FLAG;
  const mines = new Set();                 // cells we know are mines ("r,c")
  let changed = true;
  while (changed) {                        // rule 1, again until nothing new is found
    changed = false;
    for (let r = 0; r < obs.rows; r++)
      for (let c = 0; c < obs.cols; c++) {
        const n = at(r, c);
        if (n < 1 || n > 8) continue;
        const around = neighbours(obs, r, c).filter(([rr, cc]) => hidden(rr, cc));
        if (around.length === n)
          for (const [rr, cc] of around)
            if (!mines.has(rr + "," + cc)) { mines.add(rr + "," + cc); changed = true; }
      }
  }
  for (let r = 0; r < obs.rows; r++)       // rule 2
    for (let c = 0; c < obs.cols; c++) {
      const n = at(r, c);
      if (n < 0 || n > 8) continue;
      const around = neighbours(obs, r, c);
      const known = around.filter(([rr, cc]) => mines.has(rr + "," + cc)).length;
      if (known !== n) continue;
      for (const [rr, cc] of around)
        if (at(rr, cc) === HIDDEN && !mines.has(rr + "," + cc)) {
          console.log("rule 2: (" + rr + ", " + cc + ") is safe");
          return env.cell(rr, cc);
        }
    }
  const legal = Array.from(env.legalActions());
  const unknown = legal.filter((a) => { const [r, c] = env.rowCol(a); return !mines.has(r + "," + c); });
  const choices = unknown.length ? unknown : legal;
  console.log("no rule helps: a guess");
  return choices[Math.floor(Math.random() * choices.length)];
}
`;

const MINES_PY = `# Seed 003's two rules for Minesweeper.
# obs["board"] has one number per cell, row by row: 9 = hidden, 10 = flagged,
# 0..8 = how many mines touch this revealed cell. env.cell(row, col) is the move
# that opens the cell at (row, col).
#   Rule 1: if a number equals the hidden cells around it, they are all mines.
#   Rule 2: if a number equals the mines we know around it, its other hidden cells are safe.
# When no rule helps, we open a random hidden cell we do not know is a mine.
${IMPORT} random

HIDDEN, FLAG = 9, 10

def neighbours(rows, cols, r, c):
    out = []
    for dr in (-1, 0, 1):
        for dc in (-1, 0, 1):
            rr, cc = r + dr, c + dc
            if (dr or dc) and 0 <= rr < rows and 0 <= cc < cols:
                out.append((rr, cc))
    return out

def act(obs, env):
    rows, cols, board = obs["rows"], obs["cols"], obs["board"]
    at = lambda r, c: board[r * cols + c]
    hidden = lambda r, c: at(r, c) in (HIDDEN, FLAG)
    mines = set()                      # cells we know are mines
    changed = True
    while changed:                     # rule 1, again until nothing new is found
        changed = False
        for r in range(rows):
            for c in range(cols):
                n = at(r, c)
                if not 1 <= n <= 8:
                    continue
                around = [p for p in neighbours(rows, cols, r, c) if hidden(*p)]
                if len(around) == n:
                    for p in around:
                        if p not in mines:
                            mines.add(p)
                            changed = True
    for r in range(rows):              # rule 2
        for c in range(cols):
            n = at(r, c)
            if not 0 <= n <= 8:
                continue
            around = neighbours(rows, cols, r, c)
            if sum(1 for p in around if p in mines) != n:
                continue
            for (rr, cc) in around:
                if at(rr, cc) == HIDDEN and (rr, cc) not in mines:
                    print(f"rule 2: ({rr}, {cc}) is safe")
                    return env.cell(rr, cc)
    legal = env.legal_actions()
    unknown = [a for a in legal if env.row_col(a) not in mines]
    print("no rule helps: a guess")
    return random.choice(unknown or legal)
`;

const WIN_BLOCK_JS = `// Win, else block: play a move that wins now; else take the cell where the
// opponent would win next; else play the centre-most free cell.
// env.clone() is a copy to try moves on; env.returns() gives each player's result
// (1 for the winner) once the game is over. env.rowCol(move) is the move's [row, col].
function act(obs, env) {
  const me = env.currentPlayer;
  const legal = Array.from(env.legalActions());
  for (const move of legal) {              // 1. a move that wins now
    const copy = env.clone();
    copy.play(move);
    if (copy.isTerminal && copy.returns()[me] > 0) return move;
  }
  for (const move of legal) {              // 2. where the opponent would win
    const other = legal.find((m) => m !== move);
    if (other === undefined) break;
    const copy = env.clone();
    copy.play(other);                      // we play elsewhere...
    if (copy.isTerminal) continue;
    copy.play(move);                       // ...and the opponent plays here
    if (copy.isTerminal && copy.returns()[1 - me] > 0) {
      console.log("block at", env.rowCol(move));
      return move;
    }
  }
  const mid = [(obs.rows - 1) / 2, (obs.cols - 1) / 2];
  const far = (m) => { const [r, c] = env.rowCol(m); return Math.abs(r - mid[0]) + Math.abs(c - mid[1]); };
  return legal.reduce((a, b) => (far(b) < far(a) ? b : a));   // 3. near the centre
}
`;

const WIN_BLOCK_PY = `# Win, else block: play a move that wins now; else take the cell where the
# opponent would win next; else play the centre-most free cell.
# env.clone() is a copy to try moves on; env.returns() gives each player's result
# (1 for the winner) once the game is over. env.row_col(move) is the move's (row, col).

def act(obs, env):
    me = env.current_player
    legal = env.legal_actions()
    for move in legal:                     # 1. a move that wins now
        copy = env.clone()
        copy.play(move)
        if copy.is_terminal and copy.returns()[me] > 0:
            return move
    for move in legal:                     # 2. where the opponent would win
        others = [m for m in legal if m != move]
        if not others:
            break
        copy = env.clone()
        copy.play(others[0])               # we play elsewhere...
        if copy.is_terminal:
            continue
        copy.play(move)                    # ...and the opponent plays here
        if copy.is_terminal and copy.returns()[1 - me] > 0:
            print("block at", env.row_col(move))
            return move
    mid_r, mid_c = (obs["rows"] - 1) / 2, (obs["cols"] - 1) / 2
    def far(m):
        r, c = env.row_col(m)
        return abs(r - mid_r) + abs(c - mid_c)
    return min(legal, key=far)             # 3. near the centre
`;

const RANDOM = [
  { id: "random", name: "Random", language: "js", source: RANDOM_JS },
  { id: "random", name: "Random", language: "python", source: RANDOM_PY },
];

const TABLE = {
  minesweeper: [
    ...RANDOM,
    { id: "rules", name: "Rules 1 and 2 (document 003)", language: "js", source: MINES_JS },
    { id: "rules", name: "Rules 1 and 2 (document 003)", language: "python", source: MINES_PY },
  ],
  puyo: [
    ...RANDOM,
    { id: "greedy", name: "Greedy (document 001)", language: "js", source: GREEDY_PUYO_JS },
    { id: "greedy", name: "Greedy (document 001)", language: "python", source: GREEDY_PUYO_PY },
  ],
  tictactoe: [
    ...RANDOM,
    { id: "win-block", name: "Win, else block", language: "js", source: WIN_BLOCK_JS },
    { id: "win-block", name: "Win, else block", language: "python", source: WIN_BLOCK_PY },
  ],
  gomoku: [
    ...RANDOM,
    { id: "win-block", name: "Win, else block", language: "js", source: WIN_BLOCK_JS },
    { id: "win-block", name: "Win, else block", language: "python", source: WIN_BLOCK_PY },
  ],
};

/**
 * The starter agents of a game (empty for an unknown game), then its starter learners
 * (learner_starters.js, `learner: true`): [{id, name, language, source, learner?}].
 */
export function starters(gameId) {
  return (TABLE[gameId] ?? []).map((s) => ({ ...s })).concat(learnerStarters(gameId));
}

/** Every game that has starters. */
export const STARTER_GAMES = Object.keys(TABLE);
