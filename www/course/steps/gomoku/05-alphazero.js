// Gomoku step 5 (document 004): the AlphaZero idea in small — a net learns from self-play what a
// position is worth; then the Learn panel's AlphaZero does it with search.
const IMPORT = "import";
const R = (s) => s.replace("IMPORT_RANDOM", `${IMPORT} random`).replace("IMPORT_NN", `${IMPORT} nn`);

const SOLUTION_JS = `let model = null, opt = null;

function setUp(cells) {
  if (model) return;
  model = nn.sequential([nn.dense(2 * cells, 32), nn.relu(), nn.dense(32, 1), nn.tanh()], { seed: 1 });
  opt = nn.adam(model, { learningRate: 0.003 });
}

// «course.gomoku.planesJs»
function planes(board, move, me) {
  const cells = board.length;
  const row = new Array(2 * cells).fill(0);
  for (let i = 0; i < cells; i++) {
    const stone = i === move ? me + 1 : board[i];
    if (stone === me + 1) row[i] = 1;
    else if (stone !== 0) row[cells + i] = 1;
  }
  return row;
}

function choose(env, explore) {
  const board = env.observation().board;
  const me = env.currentPlayer;
  const legal = env.legalActions();
  for (const move of legal) {            // «course.gomoku.winNow»
    const copy = env.clone();
    copy.step(move);
    if (copy.isTerminal && copy.returns()[me] > 0) return { move, row: planes(board, move, me), mover: me };
  }
  let pick = legal[Math.floor(Math.random() * legal.length)];
  if (Math.random() >= explore) {
    const guess = model.forward(Array.from(legal, (m) => planes(board, m, me))).toArray();
    let best = -Infinity;
    legal.forEach((m, i) => {
      if (guess[i][0] > best) { best = guess[i][0]; pick = m; }
    });
  }
  return { move: pick, row: planes(board, pick, me), mover: me };
}

function learn(env, episode) {
  setUp(env.numActions);
  const seen = [];
  while (!env.isTerminal) {
    const c = choose(env, 0.2);
    seen.push(c);
    env.step(c.move);
  }
  const returns = env.returns();
  const loss = nn.mse(model.forward(seen.map((c) => c.row)), seen.map((c) => [returns[c.mover]]));
  model.zeroGrad();
  loss.backward();
  opt.step();
  return { loss: loss.value, moves: seen.length };
}

function act(obs, env) {
  setUp(env.numActions);
  return choose(env, 0).move;
}

function save() { return model.save(); }
function load(data) { setUp(data.layers[0].dense[0] / 2); model.load(data); }
`;
const SOLUTION_PY = R(`IMPORT_RANDOM
IMPORT_NN

model = None
opt = None

def set_up(cells):
    global model, opt
    if model is None:
        model = nn.sequential([nn.dense(2 * cells, 32), nn.relu(), nn.dense(32, 1), nn.tanh()], seed=1)
        opt = nn.adam(model, learning_rate=0.003)

# «course.gomoku.planesPy»
def planes(board, move, me):
    cells = len(board)
    row = [0.0] * (2 * cells)
    for i in range(cells):
        stone = me + 1 if i == move else board[i]
        if stone == me + 1:
            row[i] = 1.0
        elif stone != 0:
            row[cells + i] = 1.0
    return row

def choose(env, explore):
    board = env.observation()["board"]
    me = env.current_player
    legal = env.legal_actions()
    for move in legal:                  # «course.gomoku.winNow»
        copy = env.clone()
        copy.step(move)
        if copy.is_terminal and copy.returns()[me] > 0:
            return move, planes(board, move, me), me
    pick = random.choice(legal)
    if random.random() >= explore:
        guess = model.forward([planes(board, m, me) for m in legal]).tolist()
        pick = legal[max(range(len(legal)), key=lambda i: guess[i][0])]
    return pick, planes(board, pick, me), me

def learn(env, episode):
    set_up(env.num_actions)
    seen = []
    while not env.is_terminal:
        move, row, mover = choose(env, 0.2)
        seen.append((row, mover))
        env.step(move)
    returns = env.returns()
    loss = nn.mse(model.forward([row for row, _ in seen]), [[returns[mover]] for _, mover in seen])
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
`);
const STARTER_JS = `let model = null, opt = null;

function setUp(cells) {
  if (model) return;
  model = nn.sequential([nn.dense(2 * cells, 32), nn.relu(), nn.dense(32, 1), nn.tanh()], { seed: 1 });
  opt = nn.adam(model, { learningRate: 0.003 });
}

// «course.gomoku.planesJs»
function planes(board, move, me) {
  const cells = board.length;
  const row = new Array(2 * cells).fill(0);
  for (let i = 0; i < cells; i++) {
    const stone = i === move ? me + 1 : board[i];
    if (stone === me + 1) row[i] = 1;
    else if (stone !== 0) row[cells + i] = 1;
  }
  return row;
}

function choose(env, explore) {
  const board = env.observation().board;
  const me = env.currentPlayer;
  const legal = env.legalActions();
  for (const move of legal) {            // «course.gomoku.winNow»
    const copy = env.clone();
    copy.step(move);
    if (copy.isTerminal && copy.returns()[me] > 0) return { move, row: planes(board, move, me), mover: me };
  }
  let pick = legal[Math.floor(Math.random() * legal.length)];
  if (Math.random() >= explore) {
    const guess = model.forward(Array.from(legal, (m) => planes(board, m, me))).toArray();
    let best = -Infinity;
    legal.forEach((m, i) => {
      if (guess[i][0] > best) { best = guess[i][0]; pick = m; }
    });
  }
  return { move: pick, row: planes(board, pick, me), mover: me };
}

function learn(env, episode) {
  setUp(env.numActions);
  const seen = [];
  while (!env.isTerminal) {
    const c = choose(env, 0.2);
    seen.push(c);
    env.step(c.move);
  }
  // «course.gomoku.todoTrainJs»
  return { moves: seen.length };
}

function act(obs, env) {
  setUp(env.numActions);
  return choose(env, 0).move;
}

function save() { return model.save(); }
function load(data) { setUp(data.layers[0].dense[0] / 2); model.load(data); }
`;
const STARTER_PY = R(`IMPORT_RANDOM
IMPORT_NN

model = None
opt = None

def set_up(cells):
    global model, opt
    if model is None:
        model = nn.sequential([nn.dense(2 * cells, 32), nn.relu(), nn.dense(32, 1), nn.tanh()], seed=1)
        opt = nn.adam(model, learning_rate=0.003)

# «course.gomoku.planesPy»
def planes(board, move, me):
    cells = len(board)
    row = [0.0] * (2 * cells)
    for i in range(cells):
        stone = me + 1 if i == move else board[i]
        if stone == me + 1:
            row[i] = 1.0
        elif stone != 0:
            row[cells + i] = 1.0
    return row

def choose(env, explore):
    board = env.observation()["board"]
    me = env.current_player
    legal = env.legal_actions()
    for move in legal:                  # «course.gomoku.winNow»
        copy = env.clone()
        copy.step(move)
        if copy.is_terminal and copy.returns()[me] > 0:
            return move, planes(board, move, me), me
    pick = random.choice(legal)
    if random.random() >= explore:
        guess = model.forward([planes(board, m, me) for m in legal]).tolist()
        pick = legal[max(range(len(legal)), key=lambda i: guess[i][0])]
    return pick, planes(board, pick, me), me

def learn(env, episode):
    set_up(env.num_actions)
    seen = []
    while not env.is_terminal:
        move, row, mover = choose(env, 0.2)
        seen.append((row, mover))
        env.step(move)
    # «course.gomoku.todoTrainPy»
    return {"moves": len(seen)}

def act(obs, env):
    set_up(env.num_actions)
    return choose(env, 0)[0]

def save():
    return model.save()

def load(data):
    set_up(data["layers"][0]["dense"][0] // 2)
    model.load(data)
`);

/** The step (docs/course.md says what each field means). */
export default {
  game: "gomoku",
  id: "gomoku-alphazero",
  titles: {
    en: "Learn from self-play, then AlphaZero",
    ja: "自己対戦から学ぶ、そして AlphaZero",
    ko: "셀프 플레이로 배우기, 그리고 AlphaZero",
    zh: "从自我对弈中学习，然后是 AlphaZero",
  },
  texts: {
    en: "Put the self-play data to work. A net reads the board after a move, from the mover's side (the two layers of step 1), and guesses z. learn(env, episode) plays one game against itself (sometimes a random move, always a move that wins at once) and trains the net towards each position's z. act() plays the move whose board the net likes best. The check trains 200 games, then asks for 85% wins against random. {where:Then open the Learn panel, train AlphaZero (a net like yours, with MCTS) and put the two against each other.|AlphaZero is a net like yours with MCTS on top; to see how yours does against MCTS, run step 3's check with your act.}",
    ja: "自己対戦のデータを使いましょう。ネットは、手を打ったあとの盤面を手番の側から（ステップ 1 の 2 層で）読み、z を予想します。learn(env, episode) は自分どうしで 1 ゲーム打ち（ときどきランダムな手、すぐ勝てる手は必ず打つ）、各局面の z に近づくようネットを訓練します。act() はネットがいちばん気に入った盤面になる手を打ちます。チェックは 200 ゲーム学習してから、ランダムに 85% 以上勝つことを求めます。{where:そのあと学習パネルを開いて AlphaZero（あなたのと似たネットに MCTS を組み合わせたもの）を学習させ、2 つを対戦させましょう。|AlphaZero は、あなたのと似たネットに MCTS を組み合わせたものです。MCTS とどれくらい戦えるかは、ステップ 3 のチェックをあなたの act で実行するとわかります。}",
    ko: "셀프 플레이 데이터를 써 봐요. 신경망은 수를 둔 뒤의 판을 둘 차례였던 쪽에서(1단계의 두 층으로) 읽고 z를 추측해요. learn(env, episode)는 자기 자신과 한 판을 두고(가끔 무작위 수, 바로 이기는 수는 꼭 둬요), 각 국면의 z 쪽으로 신경망을 훈련해요. act()는 신경망이 가장 좋아하는 판이 되는 수를 둬요. 검사는 200판을 훈련한 뒤 무작위에게 85% 이상 이기기를 요구해요. {where:그다음 학습 패널을 열어 AlphaZero(여러분 것과 비슷한 신경망에 MCTS를 더한 것)를 훈련하고 둘을 붙여 보세요.|AlphaZero는 여러분 것과 비슷한 신경망에 MCTS를 더한 것이에요. MCTS와 얼마나 겨룰 수 있는지는 3단계의 검사를 여러분의 act로 실행하면 알 수 있어요.}",
    zh: "把自我对弈的数据用起来。网络从走棋一方的角度（第 1 步的两层）读走完一步后的棋盘，估计 z。learn(env, episode) 自己和自己下一局（有时随机走，能马上赢的一步一定走），并让网络朝每个局面的 z 训练。act() 走网络最喜欢的那个棋盘。检查会先训练 200 局，再要求对随机智能体胜率至少 85%。{where:然后打开学习面板，训练 AlphaZero（和你的类似的网络，再加上 MCTS），让两者对战。|AlphaZero 就是和你的类似的网络再加上 MCTS；想知道你的智能体对 MCTS 表现如何，就用你的 act 运行第 3 步的检查。}",
  },
  hints: {
    en: ["The targets: seen.map((c) => [returns[c.mover]]), one row per position.", "Three lines train: const loss = nn.mse(model.forward(rows), targets); model.zeroGrad(); loss.backward(); opt.step();", "Return { loss: loss.value } to watch the loss on the Learn panel's curve."],
    ja: ["目標は seen.map((c) => [returns[c.mover]]) で、局面 1 つに 1 行です。", "訓練は 3 行です: const loss = nn.mse(model.forward(rows), targets); model.zeroGrad(); loss.backward(); opt.step();", "{ loss: loss.value } を返すと、{where:学習パネルのグラフで損失を見られます|チェックが損失を読めます。損失をリストにためれば playground.plot(losses) でグラフになります}。"],
    ko: ["목표는 seen.map((c) => [returns[c.mover]])로, 국면 하나에 한 행이에요.", "훈련은 세 줄이에요: const loss = nn.mse(model.forward(rows), targets); model.zeroGrad(); loss.backward(); opt.step();", "{ loss: loss.value }를 돌려주면 {where:학습 패널 그래프에서 손실을 볼 수 있어요|검사가 손실을 읽어요. 손실을 목록에 모으면 playground.plot(losses)가 그래프로 그려 줘요}."],
    zh: ["目标是 seen.map((c) => [returns[c.mover]])，每个局面一行。", "训练三行：const loss = nn.mse(model.forward(rows), targets); model.zeroGrad(); loss.backward(); opt.step();", "返回 { loss: loss.value }，{where:就能在学习面板的曲线上看到损失|检查就能读到损失；把损失存进列表，playground.plot(losses) 会画出曲线}。"],
  },
  pythonHints: {
    en: ["The targets: [[returns[mover]] for _, mover in seen], one row per position.", "Three lines train: loss = nn.mse(model.forward(rows), targets); model.zero_grad(); loss.backward(); opt.step()", "Return {\"loss\": loss.value} {where:to watch the loss on the Learn panel's curve|so the check sees the loss; keep the losses in a list and playground.plot(losses) draws their curve}."],
    ja: ["目標は [[returns[mover]] for _, mover in seen] で、局面 1 つに 1 行です。", "訓練は 3 行です: loss = nn.mse(model.forward(rows), targets); model.zero_grad(); loss.backward(); opt.step()", "{\"loss\": loss.value} を返すと、{where:学習パネルのグラフで損失を見られます|チェックが損失を読めます。損失をリストにためれば playground.plot(losses) でグラフになります}。"],
    ko: ["목표는 [[returns[mover]] for _, mover in seen]로, 국면 하나에 한 행이에요.", "훈련은 세 줄이에요: loss = nn.mse(model.forward(rows), targets); model.zero_grad(); loss.backward(); opt.step()", "{\"loss\": loss.value}를 돌려주면 {where:학습 패널 그래프에서 손실을 볼 수 있어요|검사가 손실을 읽어요. 손실을 목록에 모으면 playground.plot(losses)가 그래프로 그려 줘요}."],
    zh: ["目标是 [[returns[mover]] for _, mover in seen]，每个局面一行。", "训练三行：loss = nn.mse(model.forward(rows), targets); model.zero_grad(); loss.backward(); opt.step()", "返回 {\"loss\": loss.value}，{where:就能在学习面板的曲线上看到损失|检查就能读到损失；把损失存进列表，playground.plot(losses) 会画出曲线}。"],
  },
  starter: { js: STARTER_JS, python: STARTER_PY },
  solution: { js: SOLUTION_JS, python: SOLUTION_PY },
  check: { games: 40, seed: 34, gameOptions: { width: "6", height: "6", nInRow: "4" }, opponent: "random", timeLimitMs: 5000, learn: { episodes: 200, seconds: 240, keys: ["loss"] }, require: { measure: "wins", atLeast: 0.85 } },
};
