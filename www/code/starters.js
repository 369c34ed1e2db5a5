// Starter agents for every game, in JavaScript and Python: each runs as it is and explains itself
// in plain comments, in the page's language. The code panel offers them; tests/js/starters.test.js
// plays each one.
//
//   starters(gameId, words = "en")  -> [{id, name, language: "js" | "python", source, learner?}]
//
// `words` is the page's language (en, ja, ko, zh). The sources below are templates: «key» is a
// comment or a printed sentence, taken from www/i18n/starters.js in that language by worded();
// the code around it is the same in every language (tests/js/starter_words.test.js checks it).

import { learnerStarters } from "./learner_starters.js";
import { worded, STARTER_LANGUAGES } from "../i18n/starters.js";

// Python's import lines are written ${IMPORT}: no line of this file may start with that word,
// and it is never followed by a bracket here (the single-file bundler reads both as module syntax).
const IMPORT = "import";

const RANDOM_JS = `// «random.about»
function act(obs, env) {
  const legal = env.legalActions();           // «random.legal»
  const pick = Math.floor(Math.random() * legal.length);
  console.log("«random.sayFrom»", legal.length, "«random.sayMoves»");
  return legal[pick];
}
`;

const RANDOM_PY = `# «random.about»
${IMPORT} random

def act(obs, env):
    legal = env.legal_actions()       # «random.legal»
    print("«random.sayFrom»", len(legal), "«random.sayMoves»")
    return random.choice(legal)
`;

const GREEDY_PUYO_JS = `// «greedy.about»
function act(obs, env) {
  let best = [];
  let bestScore = -Infinity;
  for (const move of env.legalActions()) {
    const copy = env.clone();          // «greedy.copy»
    const score = copy.play(move);     // «greedy.play»
    if (score > bestScore) {
      bestScore = score;
      best = [move];
    } else if (score === bestScore) {
      best.push(move);
    }
  }
  const pick = best[Math.floor(Math.random() * best.length)];
  const [x, rotation] = env.puyoParts(pick);
  console.log("«greedy.sayColumn»", x, "«greedy.sayRotation»", rotation, "«greedy.sayScores»", bestScore);
  return pick;
}
`;

const GREEDY_PUYO_PY = `# «greedy.about»
${IMPORT} random

def act(obs, env):
    best = []
    best_score = float("-inf")
    for move in env.legal_actions():
        copy = env.clone()            # «greedy.copy»
        score = copy.play(move)       # «greedy.play»
        if score > best_score:
            best_score = score
            best = [move]
        elif score == best_score:
            best.append(move)
    pick = random.choice(best)
    x, rotation = env.puyo_parts(pick)
    print("«greedy.sayColumn»", x, "«greedy.sayRotation»", rotation, "«greedy.sayScores»", best_score)
    return pick
`;

const MINES_JS = `// «rules.about»
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
  const mines = new Set();                 // «rules.mines»
  let changed = true;
  while (changed) {                        // «rules.rule1»
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
  for (let r = 0; r < obs.rows; r++)       // «rules.rule2»
    for (let c = 0; c < obs.cols; c++) {
      const n = at(r, c);
      if (n < 0 || n > 8) continue;
      const around = neighbours(obs, r, c);
      const known = around.filter(([rr, cc]) => mines.has(rr + "," + cc)).length;
      if (known !== n) continue;
      for (const [rr, cc] of around)
        if (at(rr, cc) === HIDDEN && !mines.has(rr + "," + cc)) {
          console.log("«rules.saySafe1»(" + rr + ", " + cc + ")«rules.saySafe2»");
          return env.cell(rr, cc);
        }
    }
  const legal = Array.from(env.legalActions());
  const unknown = legal.filter((a) => { const [r, c] = env.rowCol(a); return !mines.has(r + "," + c); });
  const choices = unknown.length ? unknown : legal;
  console.log("«rules.sayGuess»");
  return choices[Math.floor(Math.random() * choices.length)];
}
`;

const MINES_PY = `# «rules.about»
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
    mines = set()                      # «rules.mines»
    changed = True
    while changed:                     # «rules.rule1»
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
    for r in range(rows):              # «rules.rule2»
        for c in range(cols):
            n = at(r, c)
            if not 0 <= n <= 8:
                continue
            around = neighbours(rows, cols, r, c)
            if sum(1 for p in around if p in mines) != n:
                continue
            for (rr, cc) in around:
                if at(rr, cc) == HIDDEN and (rr, cc) not in mines:
                    print(f"«rules.saySafe1»({rr}, {cc})«rules.saySafe2»")
                    return env.cell(rr, cc)
    legal = env.legal_actions()
    unknown = [a for a in legal if env.row_col(a) not in mines]
    print("«rules.sayGuess»")
    return random.choice(unknown or legal)
`;

const WIN_BLOCK_JS = `// «winBlock.about»
function act(obs, env) {
  const me = env.currentPlayer;
  const legal = Array.from(env.legalActions());
  for (const move of legal) {              // «winBlock.winNow»
    const copy = env.clone();
    copy.play(move);
    if (copy.isTerminal && copy.returns()[me] > 0) return move;
  }
  for (const move of legal) {              // «winBlock.theirWin»
    const other = legal.find((m) => m !== move);
    if (other === undefined) break;
    const copy = env.clone();
    copy.play(other);                      // «winBlock.elsewhere»
    if (copy.isTerminal) continue;
    copy.play(move);                       // «winBlock.here»
    if (copy.isTerminal && copy.returns()[1 - me] > 0) {
      console.log("«winBlock.sayBlock»", env.rowCol(move));
      return move;
    }
  }
  const mid = [(obs.rows - 1) / 2, (obs.cols - 1) / 2];
  const far = (m) => { const [r, c] = env.rowCol(m); return Math.abs(r - mid[0]) + Math.abs(c - mid[1]); };
  return legal.reduce((a, b) => (far(b) < far(a) ? b : a));   // «winBlock.centre»
}
`;

const WIN_BLOCK_PY = `# «winBlock.about»

def act(obs, env):
    me = env.current_player
    legal = env.legal_actions()
    for move in legal:                     # «winBlock.winNow»
        copy = env.clone()
        copy.play(move)
        if copy.is_terminal and copy.returns()[me] > 0:
            return move
    for move in legal:                     # «winBlock.theirWin»
        others = [m for m in legal if m != move]
        if not others:
            break
        copy = env.clone()
        copy.play(others[0])               # «winBlock.elsewhere»
        if copy.is_terminal:
            continue
        copy.play(move)                    # «winBlock.here»
        if copy.is_terminal and copy.returns()[1 - me] > 0:
            print("«winBlock.sayBlock»", env.row_col(move))
            return move
    mid_r, mid_c = (obs["rows"] - 1) / 2, (obs["cols"] - 1) / 2
    def far(m):
        r, c = env.row_col(m)
        return abs(r - mid_r) + abs(c - mid_c)
    return min(legal, key=far)             # «winBlock.centre»
`;

const DROP_BLOCK_JS = `// «dropBlock.about»
function act(obs, env) {
  const me = env.currentPlayer;
  const legal = Array.from(env.legalActions());
  for (const move of legal) {              // «winBlock.winNow»
    const copy = env.clone();
    copy.play(move);
    if (copy.isTerminal && copy.returns()[me] > 0) return move;
  }
  for (const move of legal) {              // «dropBlock.theirWin»
    const other = legal.find((m) => m !== move);
    if (other === undefined) break;
    const copy = env.clone();
    copy.play(other);                      // «winBlock.elsewhere»
    if (copy.isTerminal || !copy.legalActions().includes(move)) continue;
    copy.play(move);                       // «winBlock.here»
    if (copy.isTerminal && copy.returns()[1 - me] > 0) {
      console.log("«dropBlock.sayBlock»", move + 1);
      return move;
    }
  }
  const mid = (obs.columns - 1) / 2;
  return legal.reduce((a, b) => (Math.abs(b - mid) < Math.abs(a - mid) ? b : a));   // «dropBlock.centre»
}
`;

const DROP_BLOCK_PY = `# «dropBlock.about»

def act(obs, env):
    me = env.current_player
    legal = env.legal_actions()
    for move in legal:                     # «winBlock.winNow»
        copy = env.clone()
        copy.play(move)
        if copy.is_terminal and copy.returns()[me] > 0:
            return move
    for move in legal:                     # «dropBlock.theirWin»
        others = [m for m in legal if m != move]
        if not others:
            break
        copy = env.clone()
        copy.play(others[0])               # «winBlock.elsewhere»
        if copy.is_terminal or move not in copy.legal_actions():
            continue
        copy.play(move)                    # «winBlock.here»
        if copy.is_terminal and copy.returns()[1 - me] > 0:
            print("«dropBlock.sayBlock»", move + 1)
            return move
    mid = (obs["columns"] - 1) / 2
    return min(legal, key=lambda m: abs(m - mid))   # «dropBlock.centre»
`;

// What the English (and every other) text says differently in the two programming languages.
const JS_NAMES = {
  puyoAction: "env.puyoAction(x, rotation)",
  puyoParts: "env.puyoParts(move)",
  board: "obs.board",
  mineKey: '"r,c"',
  rowCol: "env.rowCol(move)",
  pair: "[row, col]",
};
const PY_NAMES = {
  puyoAction: "env.puyo_action(x, rotation)",
  puyoParts: "env.puyo_parts(move)",
  board: 'obs["board"]',
  mineKey: "(r, c)",
  rowCol: "env.row_col(move)",
  pair: "(row, col)",
};

const RANDOM = [
  { id: "random", name: "Random", language: "js", template: RANDOM_JS },
  { id: "random", name: "Random", language: "python", template: RANDOM_PY },
];

const TABLE = {
  minesweeper: [
    ...RANDOM,
    { id: "rules", name: "Rules 1 and 2 (document 003)", language: "js", template: MINES_JS },
    { id: "rules", name: "Rules 1 and 2 (document 003)", language: "python", template: MINES_PY },
  ],
  puyo: [
    ...RANDOM,
    { id: "greedy", name: "Greedy (document 001)", language: "js", template: GREEDY_PUYO_JS },
    { id: "greedy", name: "Greedy (document 001)", language: "python", template: GREEDY_PUYO_PY },
  ],
  tictactoe: [
    ...RANDOM,
    { id: "win-block", name: "Win, else block", language: "js", template: WIN_BLOCK_JS },
    { id: "win-block", name: "Win, else block", language: "python", template: WIN_BLOCK_PY },
  ],
  gomoku: [
    ...RANDOM,
    { id: "win-block", name: "Win, else block", language: "js", template: WIN_BLOCK_JS },
    { id: "win-block", name: "Win, else block", language: "python", template: WIN_BLOCK_PY },
  ],
  connect4: [
    ...RANDOM,
    { id: "drop-block", name: "Win, else block", language: "js", template: DROP_BLOCK_JS },
    { id: "drop-block", name: "Win, else block", language: "python", template: DROP_BLOCK_PY },
  ],
};

/**
 * The starter agents of a game (empty for an unknown game), then its starter learners
 * (learner_starters.js, `learner: true`): [{id, name, language, source, learner?}], their
 * comments and printed sentences in `words`, the page's language (English for one it lacks).
 */
export function starters(gameId, words = "en") {
  return (TABLE[gameId] ?? [])
    .map(({ template, ...s }) => ({ ...s, source: worded(template, words, s.language === "js" ? JS_NAMES : PY_NAMES) }))
    .concat(learnerStarters(gameId, words));
}

/**
 * The starter whose source is exactly `source` in any of the page's languages (the student has not
 * changed a word of it), as `{id, language, words}`, or null.
 */
export function starterOf(gameId, source) {
  for (const words of STARTER_LANGUAGES) {
    const s = starters(gameId, words).find((x) => x.source === source);
    if (s) return { id: s.id, language: s.language, words };
  }
  return null;
}

/** Every game that has starters. */
export const STARTER_GAMES = Object.keys(TABLE);
