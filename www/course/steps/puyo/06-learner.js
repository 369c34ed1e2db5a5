// Puyo step 6 (document 001's DeZero lessons): a learner — a small net (nn) learns what a board is worth.
const IMPORT = "import";

const STARTER_JS = `const model = nn.sequential([nn.dense(3, 1)], { seed: 1 });
const opt = nn.adam(model, { learningRate: 0.001 });

// «course.learner.features»
function features(obs) {
  let links = 0;
  const h = [];
  for (let x = 0; x < obs.cols; x++) {
    let r = 0;
    while (r < obs.rows && obs.board[r * obs.cols + x] === 0) r += 1;
    h.push(obs.rows - r);
  }
  for (let i = 0; i < obs.board.length; i++) {
    const v = obs.board[i];
    if (v === 0) continue;
    if (i % obs.cols + 1 < obs.cols && obs.board[i + 1] === v) links += 1;
    if (i + obs.cols < obs.board.length && obs.board[i + obs.cols] === v) links += 1;
  }
  return [links / 10, Math.max(...h) / obs.rows, h[2] / obs.rows];
}

// «course.learner.choices»
function choices(env) {
  const out = [];
  for (const move of env.legalActions()) {
    const copy = env.clone();
    const points = copy.play(move);
    if (!copy.isTerminal) out.push({ move, points, row: features(copy.observation()) });
  }
  return out;
}

function pick(env, explore) {
  const c = choices(env);
  if (c.length === 0) return { move: env.legalActions()[0], row: null };
  if (Math.random() < explore) return c[Math.floor(Math.random() * c.length)];
  const guess = model.forward(c.map((x) => x.row)).toArray();
  let best = c[0], bestValue = -Infinity;
  c.forEach((x, i) => {
    const v = x.points + 1000 * guess[i][0] - 20 * x.row[2] * 13;
    if (v > bestValue) { best = x; bestValue = v; }
  });
  return best;
}

function learn(env, episode) {
  const seen = [];   // «course.learner.seen»
  let total = 0;
  while (!env.isTerminal) {
    const c = pick(env, 0.1);
    total += env.play(c.move);
    if (c.row) seen.push([c.row, total]);
  }
  // «course.learner.todo»
  return { score: total };
}

function act(obs, env) {
  return pick(env, 0).move;
}

function save() { return model.save(); }
function load(data) { model.load(data); }
`;

const STARTER_PY = `${IMPORT} random
${IMPORT} nn

model = nn.sequential([nn.dense(3, 1)], seed=1)
opt = nn.adam(model, learning_rate=0.001)

# «course.learner.features»
def features(obs):
    rows, cols, board = obs["rows"], obs["cols"], obs["board"]
    h = []
    for x in range(cols):
        r = 0
        while r < rows and board[r * cols + x] == 0:
            r += 1
        h.append(rows - r)
    links = 0
    for i, v in enumerate(board):
        if v == 0:
            continue
        if i % cols + 1 < cols and board[i + 1] == v:
            links += 1
        if i + cols < len(board) and board[i + cols] == v:
            links += 1
    return [links / 10, max(h) / rows, h[2] / rows]

# «course.learner.choices»
def choices(env):
    out = []
    for move in env.legal_actions():
        copy = env.clone()
        points = copy.play(move)
        if not copy.is_terminal:
            out.append((move, points, features(copy.observation())))
    return out

def pick(env, explore):
    c = choices(env)
    if not c:
        return env.legal_actions()[0], None
    if random.random() < explore:
        move, points, row = random.choice(c)
        return move, row
    guess = model.forward([row for _, _, row in c]).tolist()
    best = max(range(len(c)), key=lambda i: c[i][1] + 1000 * guess[i][0] - 20 * c[i][2][2] * 13)
    return c[best][0], c[best][2]

def learn(env, episode):
    seen = []    # «course.learner.seen»
    total = 0
    while not env.is_terminal:
        move, row = pick(env, 0.1)
        total += env.play(move)
        if row is not None:
            seen.append((row, total))
    # «course.learner.todo»
    return {"score": total}

def act(obs, env):
    return pick(env, 0)[0]

def save():
    return model.save()

def load(data):
    model.load(data)
`;

const TODO_JS = "  // «course.learner.todo»\n  return { score: total };";
const TODO_PY = "    # «course.learner.todo»\n    return {\"score\": total}";

const TRAIN_JS = `  if (seen.length === 0) return { score: total, loss: 0 };
  const targets = seen.map(([row, sofar], i) => {
    const later = i + 10 < seen.length ? seen[i + 10][1] : total;   // «course.learner.later»
    return [(later - sofar) / 1000];
  });
  const loss = nn.mse(model.forward(seen.map(([row]) => row)), targets);
  model.zeroGrad();
  loss.backward();
  opt.step();
  return { score: total, loss: loss.value };`;
const TRAIN_PY = `    if not seen:
        return {"score": total, "loss": 0}
    targets = []
    for i, (row, sofar) in enumerate(seen):
        later = seen[i + 10][1] if i + 10 < len(seen) else total   # «course.learner.later»
        targets.append([(later - sofar) / 1000])
    loss = nn.mse(model.forward([row for row, _ in seen]), targets)
    model.zero_grad()
    loss.backward()
    opt.step()
    return {"score": total, "loss": loss.value}`;

/** The step (docs/course.md says what each field means). */
export default {
  game: "puyo",
  id: "puyo-learner",
  titles: {
    en: "A learner with nn",
    ja: "nn で学習するエージェント",
    ko: "nn으로 배우는 에이전트",
    zh: "用 nn 学习的智能体",
  },
  texts: {
    en: "In step 5 you chose the weights (10, −2, −20) yourself. Now let a net learn them. features(board) gives three numbers; the net nn.dense(3, 1) turns them into a guess of the points still to come. learn(env, episode) plays one game with the net (sometimes a random move), then trains it: each board's target is the points scored in the 10 pairs after it, divided by 1,000. act() picks points + 1,000 × the net's guess. The check trains 20 games, then asks for 1.5 × the Random agent's mean score of step 3 over 10 games of 100 pairs.",
    ja: "ステップ 5 では重み（10、−2、−20）を自分で決めました。今度はネットに学ばせましょう。features(board) は 3 つの数を返し、ネット nn.dense(3, 1) がそれを「これから取れる得点」の予想に変えます。learn(env, episode) はネットを使って 1 ゲーム打ち（ときどきランダムな手）、そのあとで訓練します。各盤面の目標は、そのあとの 10 ペアで取った得点 ÷ 1,000 です。act() は「得点 + 1,000 × ネットの予想」が最大の手を選びます。チェックは 20 ゲーム学習してから、100 ペアのゲーム 10 回で、ステップ 3 の「ランダム」エージェントの平均スコアの 1.5 倍を求めます。",
    ko: "5단계에서는 가중치(10, −2, −20)를 직접 정했어요. 이제 신경망이 배우게 해요. features(board)는 수 세 개를 주고, 신경망 nn.dense(3, 1)이 그것을 앞으로 얻을 점수의 추측으로 바꿔요. learn(env, episode)는 신경망으로 한 판을 두고(가끔 무작위 수), 그다음 훈련해요. 각 판의 목표는 그 뒤 10쌍 동안 얻은 점수 ÷ 1,000이에요. act()는 점수 + 1,000 × 신경망의 추측이 가장 큰 수를 골라요. 검사는 20판을 훈련한 뒤, 100쌍짜리 게임 10판에서 3단계의 '무작위' 에이전트 평균 점수의 1.5배를 요구해요.",
    zh: "第 5 步里，权重（10、−2、−20）是你自己定的。现在让网络来学。features(board) 给出三个数；网络 nn.dense(3, 1) 把它们变成对之后还能得多少分的估计。learn(env, episode) 用网络下一局（有时随机走），然后训练：每个棋盘的目标是它之后 10 对里得到的分数 ÷ 1,000。act() 选“得分 + 1,000 × 网络估计”最大的一步。检查会先训练 20 局，再在 10 局、每局 100 对中要求平均分达到第 3 步“随机”智能体平均分的 1.5 倍。",
  },
  hints: {
    en: ["model.forward(rows) takes a list of rows and gives a Tensor; .toArray() turns it into lists.", "Training is three lines: const loss = nn.mse(model.forward(rows), targets); model.zeroGrad(); loss.backward(); opt.step();", "Return { loss: loss.value } from learn {where:to see the loss fall on the Learn panel's curve|so the check sees it; keep the losses in a list and playground.plot(losses) draws their curve}.", "Why only 10 pairs? Over a whole game, tall boards come just before big chains, so the net would learn that tall is good, pile up and lose after a few thousand games."],
    ja: ["model.forward(rows) は行のリストを受け取り Tensor を返します。.toArray()でリストに戻せます。", "訓練は 3 行です: const loss = nn.mse(model.forward(rows), targets); model.zeroGrad(); loss.backward(); opt.step();", "learn から { loss: loss.value } を返すと、{where:学習パネルのグラフで損失が下がるのが見えます|チェックが損失を読めます。損失をリストにためれば playground.plot(losses) でグラフになります}。", "なぜ 10 ペアだけ？ ゲーム全体で数えると、高く積んだ盤面のすぐあとに大きな連鎖が来るので、ネットは「高いほど良い」と覚え、数千ゲーム後には積み上げすぎて負けるようになります。"],
    ko: ["model.forward(rows)는 행 목록을 받아 Tensor를 돌려줘요. .toArray()로 목록으로 바꿀 수 있어요.", "훈련은 세 줄이에요: const loss = nn.mse(model.forward(rows), targets); model.zeroGrad(); loss.backward(); opt.step();", "learn에서 { loss: loss.value }를 돌려주면 {where:학습 패널 그래프에서 손실이 줄어드는 게 보여요|검사가 손실을 읽어요. 손실을 목록에 모으면 playground.plot(losses)가 그래프로 그려 줘요}.", "왜 10쌍만 셀까요? 게임 전체로 세면 높이 쌓인 판 바로 뒤에 큰 연쇄가 오니까, 신경망이 높을수록 좋다고 배워서 몇천 판 뒤에는 너무 쌓다가 져요."],
    zh: ["model.forward(rows) 接收一组行，返回一个 Tensor；.toArray()把它变回列表。", "训练只要三行：const loss = nn.mse(model.forward(rows), targets); model.zeroGrad(); loss.backward(); opt.step();", "让 learn 返回 { loss: loss.value }，{where:就能在学习面板的曲线上看到损失下降|检查就能读到损失；把损失存进列表，playground.plot(losses) 会画出曲线}。", "为什么只数 10 对？如果数整局，堆得高的棋盘后面马上就是大连锁，网络就会学到“越高越好”，几千局之后就会堆得太高而输掉。"],
  },
  pythonHints: {
    en: ["model.forward(rows) takes a list of rows and gives a Tensor; .tolist() turns it into lists.", "Training is three lines: loss = nn.mse(model.forward(rows), targets); model.zero_grad(); loss.backward(); opt.step()", "Return {\"loss\": loss.value} from learn {where:to see the loss fall on the Learn panel's curve|so the check sees it; keep the losses in a list and playground.plot(losses) draws their curve}.", "Why only 10 pairs? Over a whole game, tall boards come just before big chains, so the net would learn that tall is good, pile up and lose after a few thousand games."],
    ja: ["model.forward(rows) は行のリストを受け取り Tensor を返します。.tolist()でリストに戻せます。", "訓練は 3 行です: loss = nn.mse(model.forward(rows), targets); model.zero_grad(); loss.backward(); opt.step()", "learn から {\"loss\": loss.value} を返すと、{where:学習パネルのグラフで損失が下がるのが見えます|チェックが損失を読めます。損失をリストにためれば playground.plot(losses) でグラフになります}。", "なぜ 10 ペアだけ？ ゲーム全体で数えると、高く積んだ盤面のすぐあとに大きな連鎖が来るので、ネットは「高いほど良い」と覚え、数千ゲーム後には積み上げすぎて負けるようになります。"],
    ko: ["model.forward(rows)는 행 목록을 받아 Tensor를 돌려줘요. .tolist()로 목록으로 바꿀 수 있어요.", "훈련은 세 줄이에요: loss = nn.mse(model.forward(rows), targets); model.zero_grad(); loss.backward(); opt.step()", "learn에서 {\"loss\": loss.value}를 돌려주면 {where:학습 패널 그래프에서 손실이 줄어드는 게 보여요|검사가 손실을 읽어요. 손실을 목록에 모으면 playground.plot(losses)가 그래프로 그려 줘요}.", "왜 10쌍만 셀까요? 게임 전체로 세면 높이 쌓인 판 바로 뒤에 큰 연쇄가 오니까, 신경망이 높을수록 좋다고 배워서 몇천 판 뒤에는 너무 쌓다가 져요."],
    zh: ["model.forward(rows) 接收一组行，返回一个 Tensor；.tolist()把它变回列表。", "训练只要三行：loss = nn.mse(model.forward(rows), targets); model.zero_grad(); loss.backward(); opt.step()", "让 learn 返回 {\"loss\": loss.value}，{where:就能在学习面板的曲线上看到损失下降|检查就能读到损失；把损失存进列表，playground.plot(losses) 会画出曲线}。", "为什么只数 10 对？如果数整局，堆得高的棋盘后面马上就是大连锁，网络就会学到“越高越好”，几千局之后就会堆得太高而输掉。"],
  },
  starter: { js: STARTER_JS, python: STARTER_PY },
  solution: {
    js: STARTER_JS.replace(TODO_JS, TRAIN_JS),
    python: STARTER_PY.replace(TODO_PY, TRAIN_PY),
  },
  check: { games: 10, seed: 6, gameOptions: { maxPairs: "100" }, timeLimitMs: 10000, learn: { episodes: 20, seconds: 240, keys: ["loss"] }, require: { measure: "score", versus: "random", factor: 1.5 } },
};
