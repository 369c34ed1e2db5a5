// Connect Four step 4 (Kaggle Learn's last idea, a learner that trains by self-play): the weights
// of the heuristic's features, learned from games against itself.
import { FEATURES_JS, FEATURES_PY } from "./parts.js";
const IMPORT = "import";

const LEARNER_JS = `
const W = [0, 0, 0, 0, 0];   // «course.c4.weights»
const ALPHA = 0.05, EXPLORE = 0.2;

function value(obs, mark) {
  const f = features(obs, mark);
  let v = 0;
  for (let i = 0; i < W.length; i++) v += W[i] * f[i];
  return v;
}

// «course.c4.choose»
function choose(env, explore) {
  const me = env.currentPlayer;
  const legal = env.legalActions();
  if (Math.random() < explore) return legal[Math.floor(Math.random() * legal.length)];
  let best = legal[0], bestValue = -Infinity;
  for (const move of legal) {
    const copy = env.clone();
    copy.step(move);
    const v = copy.isTerminal ? 100 * copy.returns()[me] : value(copy.observation(), me + 1);
    if (v > bestValue) { best = move; bestValue = v; }
  }
  return best;
}

function learn(env, episode) {
  const seen = [];   // «course.c4.seen»
  while (!env.isTerminal) {
    const me = env.currentPlayer;
    env.step(choose(env, EXPLORE));
    seen.push([features(env.observation(), me + 1), me]);
  }
  const returns = env.returns();
  let error = 0;
  for (const [f, mover] of seen) {
    const z = returns[mover];
    let guess = 0;
    for (let i = 0; i < W.length; i++) guess += W[i] * f[i];
    error += (z - guess) ** 2;
    TODO_JS
  }
  return { error: error / seen.length, threes: W[1] };
}

// «course.c4.twoAhead»
function act(obs, env) {
  const me = env.currentPlayer;
  let best = env.legalActions()[0], bestValue = -Infinity;
  for (const move of env.legalActions()) {
    const copy = env.clone();
    copy.step(move);
    let v = Infinity;
    if (copy.isTerminal) v = 100 * copy.returns()[me];
    else for (const answer of copy.legalActions()) {
      const after = copy.clone();
      after.step(answer);
      v = Math.min(v, after.isTerminal ? 100 * after.returns()[me] : value(after.observation(), me + 1));
    }
    if (v > bestValue) { best = move; bestValue = v; }
  }
  return best;
}

// «course.ttt.kept»
function save() { return W; }
function load(data) { W.splice(0, W.length, ...data); }
`;
const LEARNER_PY = `
W = [0.0] * 5   # «course.c4.weights»
ALPHA, EXPLORE = 0.05, 0.2

def value(obs, mark):
    return sum(w * x for w, x in zip(W, features(obs, mark)))

# «course.c4.choose»
def choose(env, explore):
    me = env.current_player
    legal = env.legal_actions()
    if random.random() < explore:
        return random.choice(legal)
    best, best_value = legal[0], float("-inf")
    for move in legal:
        copy = env.clone()
        copy.step(move)
        v = 100 * copy.returns()[me] if copy.is_terminal else value(copy.observation(), me + 1)
        if v > best_value:
            best, best_value = move, v
    return best

def learn(env, episode):
    seen = []   # «course.c4.seen»
    while not env.is_terminal:
        me = env.current_player
        env.step(choose(env, EXPLORE))
        seen.append((features(env.observation(), me + 1), me))
    returns = env.returns()
    error = 0
    for f, mover in seen:
        z = returns[mover]
        guess = sum(w * x for w, x in zip(W, f))
        error += (z - guess) ** 2
        TODO_PY
    return {"error": error / len(seen), "threes": W[1]}

# «course.c4.twoAhead»
def act(obs, env):
    me = env.current_player
    best, best_value = env.legal_actions()[0], float("-inf")
    for move in env.legal_actions():
        copy = env.clone()
        copy.step(move)
        if copy.is_terminal:
            v = 100 * copy.returns()[me]
        else:
            v = float("inf")
            for answer in copy.legal_actions():
                after = copy.clone()
                after.step(answer)
                v = min(v, 100 * after.returns()[me] if after.is_terminal else value(after.observation(), me + 1))
        if v > best_value:
            best, best_value = move, v
    return best

# «course.ttt.kept»
def save():
    return W

def load(data):
    W[:] = data
`;
const TODO_JS = "// «course.c4.todoUpdate»";
const TODO_PY = "# «course.c4.todoUpdate»";
const DONE_JS = "for (let i = 0; i < W.length; i++) W[i] += ALPHA * (z - guess) * f[i];";
const DONE_PY = `for i in range(len(W)):
            W[i] += ALPHA * (z - guess) * f[i]`;
const HEAD_PY = `${IMPORT} random\n\n`;

/** The step (docs/course.md says what each field means). */
export default {
  game: "connect4",
  id: "connect4-selfplay",
  titles: {
    en: "Learn by self-play",
    ja: "自己対戦で学ぶ",
    ko: "셀프 플레이로 배우기",
    zh: "在自我对弈中学习",
  },
  texts: {
    en: "Now the agent learns its own heuristic from games against itself. value(obs, mark) is W · f: five features of the board (your lines two and one disc short, theirs, your discs in the middle column minus theirs), each times its weight in W. learn(env, episode) plays one game against itself, mostly the move whose board has the best value and sometimes a random one (EXPLORE), keeping the features of the board after each move and who made it. When the game is over, z is the result for that mover (+1, 0 or −1): move each weight a little towards it, W[i] += ALPHA × (z − guess) × f[i]. act() looks two moves ahead as in step 3 (your move, then their answer that is worst for you), with value() at the leaves. The check first plays 40 games against the built-in agent One step ahead, taking turns to go first, with your program as it starts (untrained, every weight 0, it wins about 10%), then trains 300 games and plays the same 40 games again. It asks for 40% wins, and at least 20 points more than before training: the training must be what made it stronger.{where:| In a notebook, run your program's cell again before the check: the check starts from the weights it finds.}",
    ja: "今度はエージェントが自分どうしの対局から、自分の評価関数を学びます。value(obs, mark) は W · f です。盤面の 5 つの特徴（あと 2 個・あと 1 個で並ぶ自分のライン、相手のライン、真ん中の列の自分のコマから相手のコマを引いた数）に、それぞれ W の重みを掛けて足します。learn(env, episode) は自分どうしで 1 ゲーム打ちます。たいていは打ったあとの盤面の値がいちばん良い手を、ときどき（EXPLORE）ランダムな手を打ち、1 手ごとに打ったあとの盤面の特徴と打った人を覚えておきます。ゲームが終わったら、z はその人から見た結果（+1、0、−1）です。重みを少しずつ z に近づけます: W[i] += ALPHA × (z − guess) × f[i]。act() はステップ 3 のように 2 手先（自分の手と、それに対する自分にいちばん都合の悪い相手の手）まで読み、その先を value() で評価します。チェックはまず、最初のまま（学習前）のあなたのプログラムで、組み込みの「1手先読み」エージェントと先手・後手を交代しながら 40 ゲーム対戦します（重みがすべて 0 なら勝率はおよそ 10% です）。それから 300 ゲーム学習し、同じ 40 ゲームをもう一度対戦します。40% 以上勝つこと、そして学習前より 20 ポイント以上多く勝つことを求めます。強くなったのが学習のおかげであることを確かめるためです。{where:|ノートブックでは、チェックの前にプログラムのセルをもう一度実行してください。チェックはそのときの重みから始めます。}",
    ko: "이제 에이전트가 자기 자신과 둔 판에서 자기만의 평가 함수를 배워요. value(obs, mark)는 W · f예요. 판의 특징 다섯 개(두 개·한 개만 더 놓으면 이어지는 내 줄, 상대의 줄, 가운데 열의 내 말 수에서 상대 말 수를 뺀 값)에 각각 W의 가중치를 곱해 더해요. learn(env, episode)는 자기 자신과 한 판을 둬요. 대개는 둔 뒤 판의 값이 가장 좋은 수를, 가끔(EXPLORE) 무작위 수를 두고, 수마다 둔 뒤 판의 특징과 둔 사람을 기억해 둬요. 게임이 끝나면 z는 그 사람이 본 결과(+1, 0, −1)예요. 가중치를 조금씩 z 쪽으로 옮겨요: W[i] += ALPHA × (z − guess) × f[i]. act()는 3단계처럼 두 수 앞(내 수와, 나에게 가장 나쁜 상대의 응수)까지 보고, 그 끝을 value()로 평가해요. 검사는 먼저 처음 그대로(훈련 전)의 내 프로그램으로 내장된 '한 수 앞 보기' 에이전트와 번갈아 먼저 두며 40판을 둬요(가중치가 모두 0이면 약 10% 이겨요). 그다음 300판을 훈련하고 같은 40판을 다시 둬요. 40% 이상 이기고, 훈련 전보다 20%포인트 이상 더 이기기를 요구해요. 강해진 것이 훈련 덕분인지 확인하는 거예요.{where:| 노트북에서는 검사 전에 프로그램 셀을 다시 실행하세요. 검사는 그때의 가중치에서 시작해요.}",
    zh: "现在让智能体从自己和自己下的棋里学出自己的评估函数。value(obs, mark) 是 W · f：棋盘的五个特征（差两个、差一个就连成的你的线，对手的线，中间那列你的棋子数减去对手的），各乘上 W 里的权重再相加。learn(env, episode) 自己和自己下一局：大多走“走完后棋盘的值最好”的那一步，偶尔（EXPLORE）随机走，每走一步记下走完后棋盘的特征和是谁走的。棋局结束后，z 是那一方的结果（+1、0 或 −1）：把每个权重往 z 推一点，W[i] += ALPHA × (z − guess) × f[i]。act() 像第 3 步那样向前看两步（你的一步，和对手对你最不利的应对），末端用 value() 评估。检查先用刚开始的样子（还没训练）的你的程序，和内置的“向前看一步”智能体轮流先手下 40 局（权重全是 0 时胜率大约 10%），再训练 300 局，然后把同样的 40 局再下一遍。要求胜率至少 40%，并且比训练前至少高 20 个百分点：变强必须是训练带来的。{where:|在笔记本里，检查前请重新运行你的程序所在的单元格：检查从当时的权重开始。}",
  },
  hints: {
    en: ["The update goes inside the loop over seen, once for every weight: for (let i = 0; i < W.length; i++) W[i] += ALPHA * (z - guess) * f[i];", "guess is what the weights say now; z − guess is how wrong they were.", "learn() returns error: it should go down as the agent trains."],
    ja: ["更新は seen のループの中で、重みごとに 1 回ずつです: for (let i = 0; i < W.length; i++) W[i] += ALPHA * (z - guess) * f[i];", "guess は今の重みが言う値で、z − guess はそれがどれだけ外れたかです。", "learn() は error を返します。学習が進むと下がっていくはずです。"],
    ko: ["갱신은 seen 반복 안에서 가중치마다 한 번씩이에요: for (let i = 0; i < W.length; i++) W[i] += ALPHA * (z - guess) * f[i];", "guess는 지금 가중치가 말하는 값이고, z − guess는 그게 얼마나 틀렸는지예요.", "learn()은 error를 돌려줘요. 훈련할수록 줄어들어야 해요."],
    zh: ["更新写在 seen 的循环里，每个权重一次：for (let i = 0; i < W.length; i++) W[i] += ALPHA * (z - guess) * f[i];", "guess 是现在的权重给出的值，z − guess 是它差了多少。", "learn() 返回 error：训练下去它应该会变小。"],
  },
  pythonHints: {
    en: ["The update goes inside the loop over seen, once for every weight (i from 0 to len(W) - 1): W[i] += ALPHA * (z - guess) * f[i]", "guess is what the weights say now; z − guess is how wrong they were.", "learn() returns error: it should go down as the agent trains."],
    ja: ["更新は seen のループの中で、重みごとに 1 回ずつです（i は 0 から len(W) - 1）: W[i] += ALPHA * (z - guess) * f[i]", "guess は今の重みが言う値で、z − guess はそれがどれだけ外れたかです。", "learn() は error を返します。学習が進むと下がっていくはずです。"],
    ko: ["갱신은 seen 반복 안에서 가중치마다 한 번씩이에요(i는 0부터 len(W) - 1까지): W[i] += ALPHA * (z - guess) * f[i]", "guess는 지금 가중치가 말하는 값이고, z − guess는 그게 얼마나 틀렸는지예요.", "learn()은 error를 돌려줘요. 훈련할수록 줄어들어야 해요."],
    zh: ["更新写在 seen 的循环里，每个权重一次（i 从 0 到 len(W) - 1）：W[i] += ALPHA * (z - guess) * f[i]", "guess 是现在的权重给出的值，z − guess 是它差了多少。", "learn() 返回 error：训练下去它应该会变小。"],
  },
  starter: { js: FEATURES_JS + LEARNER_JS.replace("TODO_JS", TODO_JS), python: HEAD_PY + FEATURES_PY + LEARNER_PY.replace("TODO_PY", TODO_PY) },
  solution: { js: FEATURES_JS + LEARNER_JS.replace("TODO_JS", DONE_JS), python: HEAD_PY + FEATURES_PY + LEARNER_PY.replace("TODO_PY", DONE_PY) },
  check: { games: 40, seed: 44, opponent: "onestep", learn: { episodes: 300, seconds: 180, keys: ["error"] }, require: { measure: "wins", atLeast: 0.4, overUntrained: 0.2 } },
};
