// Tic-tac-toe step 4 (document 002): Q-learning by self-play — a table of how good each move is.
const IMPORT = "import";

/** The step (docs/course.md says what each field means). */
export default {
  game: "tictactoe",
  id: "tictactoe-qlearning",
  titles: {
    en: "Q-learning by self-play",
    ja: "自己対戦で Q 学習",
    ko: "셀프 플레이로 Q 러닝",
    zh: "自我对弈的 Q 学习",
  },
  texts: {
    en: "Now the agent learns by itself. Q is a table: for each board, a guess of how good each move is (+1 win, -1 loss). learn(env, episode) plays one game against itself; after each move it nudges the guess towards what happened: the result when the game ended, else minus the opponent's best guess. act() plays the move with the best guess. The check trains 3,000 games, then asks for 70% wins against random.",
    ja: "今度はエージェントが自分で学びます。Q は表で、盤面ごとに各手の良さの予想（勝ち +1、負け -1）を持ちます。learn(env, episode) は自分どうしで 1 ゲーム打ち、1 手ごとに予想を実際の結果に近づけます。ゲームが終わったらその結果、続くなら相手のいちばん良い予想のマイナスです。act() は予想がいちばん良い手を打ちます。チェックは 3,000 ゲーム学習したあと、ランダムに 70% 以上勝つことを求めます。",
    ko: "이제 에이전트가 스스로 배워요. Q는 표로, 판마다 각 수가 얼마나 좋은지에 대한 추측(이기면 +1, 지면 -1)을 담아요. learn(env, episode)는 자기 자신과 한 판을 두고, 수마다 추측을 실제 일어난 일 쪽으로 조금 옮겨요. 게임이 끝났으면 그 결과, 아니면 상대의 가장 좋은 추측의 마이너스예요. act()는 추측이 가장 좋은 수를 둬요. 검사는 3,000판을 훈련한 뒤 무작위에게 70% 이상 이기기를 요구해요.",
    zh: "现在让智能体自己学。Q 是一张表：每个棋盘上，每一步有多好的估计（赢 +1，输 -1）。learn(env, episode) 自己和自己下一局；每走一步，就把估计往实际发生的结果推一点：游戏结束了就用结果，没结束就用对手最好估计的相反数。act() 走估计最好的那一步。检查会先训练 3,000 局，再要求对随机智能体胜率至少 70%。",
  },
  hints: {
    en: ["Use the board as the table's key: obs.board.join(\"\").", "Explore: with some chance (say 0.3) play a random move while learning, or the table never sees new boards.", "The update: q = q + 0.5 * (target - q)."],
    ja: ["盤面を表のキーにしましょう。obs.board.join(\"\") です。", "探索: 学習中はある確率（たとえば 0.3）でランダムに打たないと、表が新しい盤面を知りません。", "更新の式: q = q + 0.5 * (target - q)。"],
    ko: ["판을 표의 키로 쓰세요. obs.board.join(\"\")를 쓰면 돼요.", "탐험: 훈련 중에는 어느 정도 확률(예: 0.3)로 무작위로 둬야 표가 새 판을 볼 수 있어요.", "갱신 식: q = q + 0.5 * (target - q)."],
    zh: ["用棋盘作为表的键：用 obs.board.join(\"\")。", "探索：训练时要有一定概率（比如 0.3）随机下，否则表永远见不到新棋盘。", "更新公式：q = q + 0.5 * (target - q)。"],
  },
  pythonHints: {
    en: ["Use the board as the table's key: str(obs[\"board\"]).", "Explore: with some chance (say 0.3) play a random move while learning, or the table never sees new boards.", "The update: q = q + 0.5 * (target - q)."],
    ja: ["盤面を表のキーにしましょう。str(obs[\"board\"]) です。", "探索: 学習中はある確率（たとえば 0.3）でランダムに打たないと、表が新しい盤面を知りません。", "更新の式: q = q + 0.5 * (target - q)。"],
    ko: ["판을 표의 키로 쓰세요. str(obs[\"board\"])를 쓰면 돼요.", "탐험: 훈련 중에는 어느 정도 확률(예: 0.3)로 무작위로 둬야 표가 새 판을 볼 수 있어요.", "갱신 식: q = q + 0.5 * (target - q)."],
    zh: ["用棋盘作为表的键：用 str(obs[\"board\"])。", "探索：训练时要有一定概率（比如 0.3）随机下，否则表永远见不到新棋盘。", "更新公式：q = q + 0.5 * (target - q)。"],
  },
  starter: {
    js: `const Q = {};
const ALPHA = 0.5, EXPLORE = 0.3;

function row(board) {
  const key = Array.from(board).join("");
  if (!Q[key]) Q[key] = [0, 0, 0, 0, 0, 0, 0, 0, 0];
  return Q[key];
}

function best(board, legal) {
  const q = row(board);
  let move = legal[0];
  for (const m of legal) if (q[m] > q[move]) move = m;
  return move;
}

function learn(env, episode) {
  while (!env.isTerminal) {
    const board = env.observation().board;
    const legal = env.legalActions();
    const move = Math.random() < EXPLORE ? legal[Math.floor(Math.random() * legal.length)] : best(board, legal);
    const mover = env.currentPlayer;
    env.step(move);
    // «course.ttt.todoTarget»
    // «course.ttt.todoMove»
  }
  return { boards: Object.keys(Q).length };
}

function act(obs, env) {
  return best(obs.board, env.legalActions());
}

// «course.ttt.kept»
function save() { return Q; }
function load(data) { Object.assign(Q, data); }
`,
    python: `${IMPORT} random

Q = {}
ALPHA, EXPLORE = 0.5, 0.3

def row(board):
    key = str(list(board))
    if key not in Q:
        Q[key] = [0.0] * 9
    return Q[key]

def best(board, legal):
    q = row(board)
    return max(legal, key=lambda m: q[m])

def learn(env, episode):
    while not env.is_terminal:
        board = env.observation()["board"]
        legal = env.legal_actions()
        move = random.choice(legal) if random.random() < EXPLORE else best(board, legal)
        mover = env.current_player
        env.step(move)
        # «course.ttt.todoTarget»
        # «course.ttt.todoMove»
    return {"boards": len(Q)}

def act(obs, env):
    return best(obs["board"], env.legal_actions())

# «course.ttt.kept»
def save():
    return Q

def load(data):
    Q.update(data)
`,
  },
  solution: {
    js: `const Q = {};
const ALPHA = 0.5, EXPLORE = 0.3;

function row(board) {
  const key = Array.from(board).join("");
  if (!Q[key]) Q[key] = [0, 0, 0, 0, 0, 0, 0, 0, 0];
  return Q[key];
}

function best(board, legal) {
  const q = row(board);
  let move = legal[0];
  for (const m of legal) if (q[m] > q[move]) move = m;
  return move;
}

function learn(env, episode) {
  while (!env.isTerminal) {
    const board = env.observation().board;
    const legal = env.legalActions();
    const move = Math.random() < EXPLORE ? legal[Math.floor(Math.random() * legal.length)] : best(board, legal);
    const mover = env.currentPlayer;
    env.step(move);
    let target;
    if (env.isTerminal) target = env.returns()[mover];
    else {
      const next = env.observation().board;
      target = -row(next)[best(next, env.legalActions())];
    }
    const q = row(board);
    q[move] += ALPHA * (target - q[move]);
  }
  return { boards: Object.keys(Q).length };
}

function act(obs, env) {
  return best(obs.board, env.legalActions());
}

// «course.ttt.kept»
function save() { return Q; }
function load(data) { Object.assign(Q, data); }
`,
    python: `${IMPORT} random

Q = {}
ALPHA, EXPLORE = 0.5, 0.3

def row(board):
    key = str(list(board))
    if key not in Q:
        Q[key] = [0.0] * 9
    return Q[key]

def best(board, legal):
    q = row(board)
    return max(legal, key=lambda m: q[m])

def learn(env, episode):
    while not env.is_terminal:
        board = env.observation()["board"]
        legal = env.legal_actions()
        move = random.choice(legal) if random.random() < EXPLORE else best(board, legal)
        mover = env.current_player
        env.step(move)
        if env.is_terminal:
            target = env.returns()[mover]
        else:
            nxt = env.observation()["board"]
            target = -row(nxt)[best(nxt, env.legal_actions())]
        q = row(board)
        q[move] += ALPHA * (target - q[move])
    return {"boards": len(Q)}

def act(obs, env):
    return best(obs["board"], env.legal_actions())

# «course.ttt.kept»
def save():
    return Q

def load(data):
    Q.update(data)
`,
  },
  check: { games: 60, seed: 14, opponent: "random", learn: { episodes: 3000, seconds: 120 }, require: { measure: "wins", atLeast: 0.7 } },
};
