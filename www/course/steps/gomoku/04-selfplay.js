// Gomoku step 4 (document 004): self-play data — the positions a game went through and who won.
const IMPORT = "import";
const R = (s) => s.replace("IMPORT_RANDOM", `${IMPORT} random`).replace("IMPORT_NN", `${IMPORT} nn`);

const SOLUTION_JS = `// «course.gomoku.selfplay»
const data = [];
const KEEP = 2000;   // «course.gomoku.keep»

function myPlanes(board, me) {
  return [Array.from(board, (s) => (s === me + 1 ? 1 : 0)), Array.from(board, (s) => (s !== 0 && s !== me + 1 ? 1 : 0))];
}

function learn(env, episode) {
  const game = [];
  while (!env.isTerminal) {
    const me = env.currentPlayer;
    const legal = env.legalActions();
    const move = legal[Math.floor(Math.random() * legal.length)];
    game.push({ state: myPlanes(env.observation().board, me), move, mover: me });
    env.step(move);
  }
  const returns = env.returns();
  for (const p of game) data.push({ state: p.state, move: p.move, z: returns[p.mover] });
  while (data.length > KEEP) data.shift();
  return { positions: data.length, firstWon: returns[0] > 0 ? 1 : 0 };
}

function act(obs, env) {
  const legal = env.legalActions();
  return legal[Math.floor(Math.random() * legal.length)];
}
`;
const SOLUTION_PY = R(`IMPORT_RANDOM

# «course.gomoku.selfplay»
data = []
KEEP = 2000   # «course.gomoku.keep»

def my_planes(board, me):
    return [[1 if s == me + 1 else 0 for s in board], [1 if s not in (0, me + 1) else 0 for s in board]]

def learn(env, episode):
    game = []
    while not env.is_terminal:
        me = env.current_player
        move = random.choice(env.legal_actions())
        game.append((my_planes(env.observation()["board"], me), move, me))
        env.step(move)
    returns = env.returns()
    for state, move, mover in game:
        data.append({"state": state, "move": move, "z": returns[mover]})
    del data[:-KEEP]
    return {"positions": len(data), "firstWon": 1 if returns[0] > 0 else 0}

def act(obs, env):
    return random.choice(env.legal_actions())
`);
const STARTER_JS = `// «course.gomoku.selfplay»
const data = [];
const KEEP = 2000;   // «course.gomoku.keep»

function myPlanes(board, me) {
  return [Array.from(board, (s) => (s === me + 1 ? 1 : 0)), Array.from(board, (s) => (s !== 0 && s !== me + 1 ? 1 : 0))];
}

function learn(env, episode) {
  const game = [];
  while (!env.isTerminal) {
    const me = env.currentPlayer;
    const legal = env.legalActions();
    const move = legal[Math.floor(Math.random() * legal.length)];
    game.push({ state: myPlanes(env.observation().board, me), move, mover: me });
    env.step(move);
  }
  const returns = env.returns();
  // «course.gomoku.todoDataJs»
  return { positions: data.length, firstWon: returns[0] > 0 ? 1 : 0 };
}

function act(obs, env) {
  const legal = env.legalActions();
  return legal[Math.floor(Math.random() * legal.length)];
}
`;
const STARTER_PY = R(`IMPORT_RANDOM

# «course.gomoku.selfplay»
data = []
KEEP = 2000   # «course.gomoku.keep»

def my_planes(board, me):
    return [[1 if s == me + 1 else 0 for s in board], [1 if s not in (0, me + 1) else 0 for s in board]]

def learn(env, episode):
    game = []
    while not env.is_terminal:
        me = env.current_player
        move = random.choice(env.legal_actions())
        game.append((my_planes(env.observation()["board"], me), move, me))
        env.step(move)
    returns = env.returns()
    # «course.gomoku.todoDataPy»
    return {"positions": len(data), "firstWon": 1 if returns[0] > 0 else 0}

def act(obs, env):
    return random.choice(env.legal_actions())
`);

/** The step (docs/course.md says what each field means). */
export default {
  game: "gomoku",
  id: "gomoku-selfplay",
  titles: {
    en: "Self-play data",
    ja: "自己対戦のデータ",
    ko: "셀프 플레이 데이터",
    zh: "自我对弈的数据",
  },
  texts: {
    en: "AlphaZero learns from games it plays against itself. Each position becomes one example: the state from the mover's side (my stones, their stones), the move, and z, the final result for that mover. z is only known when the game ends, so keep the game's positions, then give each its z. learn(env, episode) plays one self-play game (random moves are enough for now) and returns how many positions are kept. The check runs 20 games.",
    ja: "AlphaZero は自分どうしの対局から学びます。局面 1 つが 1 つの例になります。手番から見た状態（自分の石・相手の石）、打った手、そしてその手番の人から見た最終結果 z です。z はゲームが終わるまでわからないので、局面をためておき、終わってからそれぞれに z をつけます。learn(env, episode) は自己対戦を 1 ゲーム行い（今はランダムな手で十分）、ためた局面の数を返します。チェックは 20 ゲーム動かします。",
    ko: "AlphaZero는 자기 자신과 둔 판에서 배워요. 국면 하나가 예시 하나가 돼요. 둘 차례인 쪽에서 본 상태(내 돌, 상대 돌), 둔 수, 그리고 그 쪽에서 본 최종 결과 z예요. z는 게임이 끝나야 알 수 있으니 국면을 모아 두었다가, 끝난 뒤에 각각 z를 붙여요. learn(env, episode)는 셀프 플레이 한 판을 두고(지금은 무작위 수면 충분해요) 모아 둔 국면 수를 돌려줘요. 검사는 20판을 돌려요.",
    zh: "AlphaZero 从自己和自己下的棋里学习。每个局面成为一个样本：从走棋一方看到的状态（我的子、对手的子）、走的那一步，以及 z——这一方最后的结果。z 要等棋下完才知道，所以先把局面存起来，结束后再给每个局面标上 z。learn(env, episode) 下一局自我对弈（现在随机走就够了），返回存了多少个局面。检查会跑 20 局。",
  },
  hints: {
    en: ["z = returns[mover]: +1 for the player who won, −1 for the one who lost.", "Keep only the newest positions (KEEP) so the data does not grow forever."],
    ja: ["z = returns[mover] です。勝った人は +1、負けた人は −1 です。", "データが増え続けないよう、新しい局面だけ（KEEP 個）残しましょう。"],
    ko: ["z = returns[mover]예요. 이긴 쪽은 +1, 진 쪽은 −1이에요.", "데이터가 끝없이 늘지 않게 최신 국면만(KEEP개) 남기세요."],
    zh: ["z = returns[mover]：赢的一方是 +1，输的一方是 −1。", "只保留最新的局面（KEEP 个），数据才不会无限增长。"],
  },
  starter: { js: STARTER_JS, python: STARTER_PY },
  solution: { js: SOLUTION_JS, python: SOLUTION_PY },
  check: { games: 4, seed: 33, gameOptions: { width: "6", height: "6", nInRow: "4" }, opponent: "random", learn: { episodes: 20, seconds: 60, keys: ["positions"], positive: ["positions"] } },
};
