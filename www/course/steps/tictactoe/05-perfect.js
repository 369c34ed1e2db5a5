// Tic-tac-toe step 5 (document 002's goal): never lose — search every game to its end (minimax).

/** The step (docs/course.md says what each field means). */
export default {
  game: "tictactoe",
  id: "tictactoe-perfect",
  titles: {
    en: "Never lose: minimax",
    ja: "絶対に負けない: ミニマックス",
    ko: "절대 지지 않기: 미니맥스",
    zh: "永不输棋：极小化极大",
  },
  texts: {
    en: "Tic-tac-toe is small enough to think all the way to the end. value(board, mark) = +1 if mark can force a win, 0 a draw, -1 a loss: try each empty cell, and the value of a move is minus the opponent's value after it. Remember the boards you already solved so it stays fast. The check plays 20 games against the minimax agent and allows no loss.",
    ja: "三目並べは小さいので、最後まで読み切れます。value(board, mark) は mark が必ず勝てれば +1、引き分けなら 0、負けなら -1。空きマスを 1 つずつ試し、その手の値は「打ったあとの相手の値のマイナス」です。解いた盤面を覚えておけば速いままです。チェックはミニマックスエージェントと 20 ゲーム対戦し、1 敗も許しません。",
    ko: "틱택토는 작아서 끝까지 내다볼 수 있어요. value(board, mark)는 mark가 반드시 이길 수 있으면 +1, 무승부면 0, 지면 -1이에요. 빈칸을 하나씩 두어 보고, 그 수의 값은 둔 뒤 상대 값의 마이너스예요. 이미 푼 판을 기억해 두면 계속 빨라요. 검사는 미니맥스 에이전트와 20판을 두고 한 판도 지면 안 돼요.",
    zh: "井字棋很小，可以一直算到终局。value(board, mark)：mark 一定能赢是 +1，和棋是 0，输是 -1。把每个空格都试一遍，一步棋的值就是走完后对手的值取负。把已经算过的棋盘记下来，就会一直很快。检查会和极小化极大智能体下 20 局，一局都不能输。",
  },
  hints: {
    en: ["First check whether the last move made a line: then the game is over.", "A full board with no line is a draw: value 0.", "A Map from the board's text to its value keeps the search quick."],
    ja: ["まず、直前の手でラインができたかを調べます。できていればゲーム終了です。", "ラインがないまま盤面が埋まれば引き分けで、値は 0 です。", "盤面の文字列から値への Mapで、探索が速くなります。"],
    ko: ["먼저 마지막 수로 줄이 만들어졌는지 확인하세요. 그렇다면 게임이 끝난 거예요.", "줄 없이 판이 꽉 차면 무승부, 값은 0이에요.", "판의 문자열에서 값으로 가는 Map을 쓰면 탐색이 빨라요."],
    zh: ["先检查上一步有没有连成一条线：连成了游戏就结束了。", "棋盘下满又没有连线就是和棋：值为 0。", "用一个从棋盘文字到值的 Map，搜索就会很快。"],
  },
  pythonHints: {
    en: ["First check whether the last move made a line: then the game is over.", "A full board with no line is a draw: value 0.", "A dict from the board's text to its value keeps the search quick."],
    ja: ["まず、直前の手でラインができたかを調べます。できていればゲーム終了です。", "ラインがないまま盤面が埋まれば引き分けで、値は 0 です。", "盤面の文字列から値への dictで、探索が速くなります。"],
    ko: ["먼저 마지막 수로 줄이 만들어졌는지 확인하세요. 그렇다면 게임이 끝난 거예요.", "줄 없이 판이 꽉 차면 무승부, 값은 0이에요.", "판의 문자열에서 값으로 가는 dict을 쓰면 탐색이 빨라요."],
    zh: ["先检查上一步有没有连成一条线：连成了游戏就结束了。", "棋盘下满又没有连线就是和棋：值为 0。", "用一个从棋盘文字到值的 dict，搜索就会很快。"],
  },
  starter: {
    js: `const LINES = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]];
const memo = new Map();

function hasLine(board, mark) {
  return LINES.some(([a, b, c]) => board[a] === mark && board[b] === mark && board[c] === mark);
}

// «course.ttt.value»
function value(board, mark) {
  // «course.ttt.todoEnd»
  // «course.ttt.todoTry»
  return 0;
}

function act(obs, env) {
  const board = Array.from(obs.board);
  const me = obs.player;
  let best = null, bestValue = -2;
  for (const move of env.legalActions()) {
    board[move] = me;
    const v = -value(board, -me);
    board[move] = 0;
    if (v > bestValue) { best = move; bestValue = v; }
  }
  return best;
}
`,
    python: `LINES = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]]
memo = {}

def has_line(board, mark):
    return any(board[a] == mark and board[b] == mark and board[c] == mark for a, b, c in LINES)

# «course.ttt.value»
def value(board, mark):
    # «course.ttt.todoEnd»
    # «course.ttt.todoTry»
    return 0

def act(obs, env):
    board = list(obs["board"])
    me = obs["player"]
    best, best_value = None, -2
    for move in env.legal_actions():
        board[move] = me
        v = -value(board, -me)
        board[move] = 0
        if v > best_value:
            best, best_value = move, v
    return best
`,
  },
  solution: {
    js: `const LINES = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]];
const memo = new Map();

function hasLine(board, mark) {
  return LINES.some(([a, b, c]) => board[a] === mark && board[b] === mark && board[c] === mark);
}

// «course.ttt.value»
function value(board, mark) {
  if (hasLine(board, -mark)) return -1;
  if (!board.includes(0)) return 0;
  const key = board.join("") + mark;
  if (memo.has(key)) return memo.get(key);
  let best = -1;
  for (let i = 0; i < 9; i++) {
    if (board[i] !== 0) continue;
    board[i] = mark;
    best = Math.max(best, -value(board, -mark));
    board[i] = 0;
  }
  memo.set(key, best);
  return best;
}

function act(obs, env) {
  const board = Array.from(obs.board);
  const me = obs.player;
  let best = null, bestValue = -2;
  for (const move of env.legalActions()) {
    board[move] = me;
    const v = -value(board, -me);
    board[move] = 0;
    if (v > bestValue) { best = move; bestValue = v; }
  }
  return best;
}
`,
    python: `LINES = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]]
memo = {}

def has_line(board, mark):
    return any(board[a] == mark and board[b] == mark and board[c] == mark for a, b, c in LINES)

# «course.ttt.value»
def value(board, mark):
    if has_line(board, -mark):
        return -1
    if 0 not in board:
        return 0
    key = (tuple(board), mark)
    if key in memo:
        return memo[key]
    best = -1
    for i in range(9):
        if board[i] == 0:
            board[i] = mark
            best = max(best, -value(board, -mark))
            board[i] = 0
    memo[key] = best
    return best

def act(obs, env):
    board = list(obs["board"])
    me = obs["player"]
    best, best_value = None, -2
    for move in env.legal_actions():
        board[move] = me
        v = -value(board, -me)
        board[move] = 0
        if v > best_value:
            best, best_value = move, v
    return best
`,
  },
  check: { games: 20, seed: 15, opponent: "minimax", timeLimitMs: 5000, require: { measure: "losses", atMost: 0 } },
};
