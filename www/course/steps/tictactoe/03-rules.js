// Tic-tac-toe step 3 (document 002): rules — win when you can, block when they can, else the centre.
const IMPORT = "import";

/** The step (docs/course.md says what each field means). */
export default {
  game: "tictactoe",
  id: "tictactoe-rules",
  titles: {
    en: "Win, or block",
    ja: "勝てるなら勝つ、負けそうなら防ぐ",
    ko: "이길 수 있으면 이기고, 아니면 막기",
    zh: "能赢就赢，否则就堵",
  },
  texts: {
    en: "Three rules beat luck. 1: if a move wins now, play it. 2: if the opponent could win on their next move, block that cell. 3: else take the centre, or any cell. To test a move, copy the game with {api:env.clone()}, step the move on the copy, and look at {api:copy.isTerminal} and {api:copy.returns()}. The check asks for at least 75% wins against the random agent.",
    ja: "3 つのルールで運に勝てます。1: 今すぐ勝てる手があれば打つ。2: 相手が次に勝てるマスがあればふさぐ。3: それ以外は真ん中か、どこか空いているマス。手を試すには {api:env.clone()} でコピーし、コピーで step して {api:copy.isTerminal} と {api:copy.returns()} を見ます。チェックはランダムエージェントに 75% 以上勝つことを求めます。",
    ko: "규칙 세 개면 운을 이겨요. 1: 지금 이기는 수가 있으면 둔다. 2: 상대가 다음 수에 이길 칸이 있으면 막는다. 3: 아니면 가운데나 아무 빈칸. 수를 시험하려면 {api:env.clone()}으로 복사하고, 복사본에서 step한 뒤 {api:copy.isTerminal}과 {api:copy.returns()}를 보세요. 검사는 무작위 에이전트에게 75% 이상 이기기를 요구해요.",
    zh: "三条规则就能胜过运气。1：如果某一步现在就能赢，就下它。2：如果对手下一步能赢，就堵住那一格。3：否则下中间，或任意空格。想试一步，就用 {api:env.clone()} 复制，在副本上 step，再看 {api:copy.isTerminal} 和 {api:copy.returns()}。检查要求对随机智能体的胜率至少 75%。",
  },
  hints: {
    en: ["A move wins for me when, after copy.step(move), copy.isTerminal is true and copy.returns()[env.currentPlayer] is 1.", "To find the opponent's winning cell, put their mark there: build the board yourself from obs.board and check the eight lines.", "The eight lines: [0,1,2], [3,4,5], [6,7,8], [0,3,6], [1,4,7], [2,5,8], [0,4,8], [2,4,6]."],
    ja: ["copy.step(move) のあと copy.isTerminal が true で copy.returns()[env.currentPlayer] が 1 なら、その手で勝ちです。", "相手の勝ちマスを探すには、obs.board をもとに自分で盤面を作り、8 本のラインを調べましょう。", "8 本のライン: [0,1,2], [3,4,5], [6,7,8], [0,3,6], [1,4,7], [2,5,8], [0,4,8], [2,4,6]。"],
    ko: ["copy.step(move) 뒤에 copy.isTerminal이 true이고 copy.returns()[env.currentPlayer]가 1이면 그 수로 이겨요.", "상대가 이기는 칸을 찾으려면 obs.board로 판을 직접 만들어 여덟 줄을 살펴보세요.", "여덟 줄: [0,1,2], [3,4,5], [6,7,8], [0,3,6], [1,4,7], [2,5,8], [0,4,8], [2,4,6]."],
    zh: ["如果 copy.step(move) 之后 copy.isTerminal 为 true 且 copy.returns()[env.currentPlayer] 是 1，这一步就赢了。", "要找对手能赢的格子，就用 obs.board 自己摆出棋盘，检查八条线。", "八条线：[0,1,2], [3,4,5], [6,7,8], [0,3,6], [1,4,7], [2,5,8], [0,4,8], [2,4,6]。"],
  },
  pythonHints: {
    en: ["A move wins for me when, after copy.step(move), copy.is_terminal is True and copy.returns()[env.current_player] is 1.", "To find the opponent's winning cell, put their mark there: build the board yourself from obs[\"board\"] and check the eight lines.", "The eight lines: [0,1,2], [3,4,5], [6,7,8], [0,3,6], [1,4,7], [2,5,8], [0,4,8], [2,4,6]."],
    ja: ["copy.step(move) のあと copy.is_terminal が True で copy.returns()[env.current_player] が 1 なら、その手で勝ちです。", "相手の勝ちマスを探すには、obs[\"board\"] をもとに自分で盤面を作り、8 本のラインを調べましょう。", "8 本のライン: [0,1,2], [3,4,5], [6,7,8], [0,3,6], [1,4,7], [2,5,8], [0,4,8], [2,4,6]。"],
    ko: ["copy.step(move) 뒤에 copy.is_terminal이 True이고 copy.returns()[env.current_player]가 1이면 그 수로 이겨요.", "상대가 이기는 칸을 찾으려면 obs[\"board\"]로 판을 직접 만들어 여덟 줄을 살펴보세요.", "여덟 줄: [0,1,2], [3,4,5], [6,7,8], [0,3,6], [1,4,7], [2,5,8], [0,4,8], [2,4,6]."],
    zh: ["如果 copy.step(move) 之后 copy.is_terminal 为 True 且 copy.returns()[env.current_player] 是 1，这一步就赢了。", "要找对手能赢的格子，就用 obs[\"board\"] 自己摆出棋盘，检查八条线。", "八条线：[0,1,2], [3,4,5], [6,7,8], [0,3,6], [1,4,7], [2,5,8], [0,4,8], [2,4,6]。"],
  },
  starter: {
    js: `const LINES = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]];

// «course.ttt.line»
function winningCell(board, mark) {
  for (const [a, b, c] of LINES) {
    const line = [board[a], board[b], board[c]];
    // «course.ttt.todoLine»
  }
  return -1;
}

function act(obs, env) {
  const me = obs.player;   // «course.ttt.me»
  const them = -me;
  // «course.ttt.todoRules»
  const legal = env.legalActions();
  return legal[Math.floor(Math.random() * legal.length)];
}
`,
    python: `${IMPORT} random

LINES = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]]

# «course.ttt.line»
def winning_cell(board, mark):
    for a, b, c in LINES:
        line = [board[a], board[b], board[c]]
        # «course.ttt.todoLine»
    return -1

def act(obs, env):
    me = obs["player"]       # «course.ttt.me»
    them = -me
    # «course.ttt.todoRules»
    return random.choice(env.legal_actions())
`,
  },
  solution: {
    js: `const LINES = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]];

// «course.ttt.line»
function winningCell(board, mark) {
  for (const [a, b, c] of LINES) {
    const line = [board[a], board[b], board[c]];
    const mine = line.filter((v) => v === mark).length;
    const empty = line.indexOf(0);
    if (mine === 2 && empty >= 0) return [a, b, c][empty];
  }
  return -1;
}

function act(obs, env) {
  const me = obs.player;   // «course.ttt.me»
  const them = -me;
  const win = winningCell(obs.board, me);
  if (win >= 0) return win;
  const block = winningCell(obs.board, them);
  if (block >= 0) return block;
  if (obs.board[4] === 0) return 4;
  const legal = env.legalActions();
  return legal[Math.floor(Math.random() * legal.length)];
}
`,
    python: `${IMPORT} random

LINES = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]]

# «course.ttt.line»
def winning_cell(board, mark):
    for a, b, c in LINES:
        line = [board[a], board[b], board[c]]
        if line.count(mark) == 2 and 0 in line:
            return [a, b, c][line.index(0)]
    return -1

def act(obs, env):
    me = obs["player"]       # «course.ttt.me»
    them = -me
    win = winning_cell(obs["board"], me)
    if win >= 0:
        return win
    block = winning_cell(obs["board"], them)
    if block >= 0:
        return block
    if obs["board"][4] == 0:
        return 4
    return random.choice(env.legal_actions())
`,
  },
  check: { games: 60, seed: 13, opponent: "random", require: { measure: "wins", atLeast: 0.75 } },
};
