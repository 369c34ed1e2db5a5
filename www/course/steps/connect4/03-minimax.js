// Connect Four step 3 (Kaggle Learn's "N-step lookahead"): minimax to a depth, the heuristic of
// step 2 at its leaves.
import { SCORE_JS, SCORE_PY } from "./parts.js";

const SEARCH_JS = `
const DEPTH = 2;   // «course.c4.depth»

// «course.c4.minimax»
function minimax(env, depth, me) {
  if (env.isTerminal) return 1e6 * env.returns()[me];
  if (depth === 0) return score(env.observation(), me + 1);
  TODO_JS
}

function act(obs, env) {
  const me = env.currentPlayer;
  let best = env.legalActions()[0], bestValue = -Infinity;
  for (const move of env.legalActions()) {
    const copy = env.clone();
    copy.step(move);
    const v = minimax(copy, DEPTH - 1, me);
    if (v > bestValue) { best = move; bestValue = v; }
  }
  return best;
}
`;
const SEARCH_PY = `
DEPTH = 2   # «course.c4.depth»

# «course.c4.minimax»
def minimax(env, depth, me):
    if env.is_terminal:
        return 1e6 * env.returns()[me]
    if depth == 0:
        return score(env.observation(), me + 1)
    TODO_PY

def act(obs, env):
    me = env.current_player
    best, best_value = env.legal_actions()[0], float("-inf")
    for move in env.legal_actions():
        copy = env.clone()
        copy.step(move)
        v = minimax(copy, DEPTH - 1, me)
        if v > best_value:
            best, best_value = move, v
    return best
`;
const TODO_JS = "// «course.c4.todoMinimax»\n  return 0;";
const TODO_PY = "# «course.c4.todoMinimax»\n    return 0";
const DONE_JS = `const values = [];
  for (const move of env.legalActions()) {
    const copy = env.clone();
    copy.step(move);
    values.push(minimax(copy, depth - 1, me));
  }
  return env.currentPlayer === me ? Math.max(...values) : Math.min(...values);`;
const DONE_PY = `values = []
    for move in env.legal_actions():
        copy = env.clone()
        copy.step(move)
        values.append(minimax(copy, depth - 1, me))
    return max(values) if env.current_player == me else min(values)`;

/** The step (docs/course.md says what each field means). */
export default {
  game: "connect4",
  id: "connect4-minimax",
  titles: {
    en: "Look further: minimax",
    ja: "もっと先を読む: ミニマックス",
    ko: "더 멀리 내다보기: 미니맥스",
    zh: "看得更远：极小化极大",
  },
  texts: {
    en: "One step ahead sees only your move, but the opponent answers. minimax(env, depth, me) is how good a position is for you, looking depth more moves ahead: a finished game is {api:1e6 * env.returns()[me]}, depth 0 is step 2's score, and otherwise try every legal move on a copy and take the largest value when it is your turn ({api:env.currentPlayer} is me) or the smallest when it is theirs (they pick what is worst for you). act() already tries each of your moves and keeps the one whose minimax value is largest. Kaggle Learn calls this the N-step lookahead; with DEPTH = 2 it sees their best answer to each of your moves. The check plays 60 games against the built-in agent One step ahead (step 2's idea, a stronger heuristic), taking turns to go first, and asks for a mean score of at least 0 (+1 a win, 0 a draw, −1 a loss: win at least as many games as you lose). Step 2's one-step program scores about −0.3 against it; DEPTH = 2 about +0.3.",
    ja: "1 手先読みは自分の手しか見ませんが、相手も打ち返してきます。minimax(env, depth, me) は、あと depth 手先まで読んだときのその局面の自分にとっての良さです。終わったゲームは {api:1e6 * env.returns()[me]}、depth が 0 ならステップ 2 の score、それ以外は合法手を 1 つずつコピーで打ってみて、自分の番（{api:env.currentPlayer} が me）ならいちばん大きい値、相手の番ならいちばん小さい値をとります（相手は自分にいちばん都合の悪い手を選ぶからです）。act() は自分の手を 1 つずつ試し、minimax の値がいちばん大きい手を選ぶようにもう書いてあります。Kaggle Learn ではこれを N 手先読みと呼びます。DEPTH = 2 なら、自分のそれぞれの手への相手の最善の応手まで見えます。チェックは組み込みの「1手先読み」エージェント（ステップ 2 の考え方で、もっと強い評価関数）と先手・後手を交代しながら 60 ゲーム対戦し、平均スコア 0 以上（勝ち +1、引き分け 0、負け −1。負けた数以上に勝つこと）を求めます。ステップ 2 の 1 手先読みのプログラムではおよそ −0.3、DEPTH = 2 ならおよそ +0.3 です。",
    ko: "한 수 앞 내다보기는 내 수만 보지만, 상대도 받아쳐요. minimax(env, depth, me)는 depth수 더 내다봤을 때 그 국면이 나에게 얼마나 좋은지예요. 끝난 게임은 {api:1e6 * env.returns()[me]}, depth가 0이면 2단계의 score, 그 밖에는 합법 수를 하나씩 복사본에서 두어 보고, 내 차례({api:env.currentPlayer}가 me)면 가장 큰 값을, 상대 차례면 가장 작은 값을 골라요(상대는 나에게 가장 나쁜 수를 고르니까요). act()는 내 수를 하나씩 시험해서 minimax 값이 가장 큰 수를 고르도록 이미 써 있어요. Kaggle Learn에서는 이것을 N수 앞 내다보기라고 불러요. DEPTH = 2면 내 수마다 상대의 가장 좋은 응수까지 보여요. 검사는 내장된 '한 수 앞 보기' 에이전트(2단계의 생각에 더 강한 평가 함수)와 번갈아 먼저 두며 60판을 두고 평균 점수 0 이상(이기면 +1, 비기면 0, 지면 −1. 진 판 수 이상 이기기)을 요구해요. 2단계의 한 수 앞 프로그램은 약 −0.3, DEPTH = 2면 약 +0.3이에요.",
    zh: "向前看一步只看到你自己的一步，可对手也会还手。minimax(env, depth, me) 是再往前看 depth 步时这个局面对你有多好：结束的棋局是 {api:1e6 * env.returns()[me]}，depth 为 0 就用第 2 步的 score，否则在副本上把每个合法走法都试一遍，轮到你（{api:env.currentPlayer} 是 me）就取最大的值，轮到对手就取最小的值（对手会挑对你最不利的走法）。act() 已经写好：试你的每一步，留下 minimax 值最大的那一步。Kaggle Learn 把这叫作向前看 N 步；DEPTH = 2 时能看到对手对你每一步的最好应对。检查会和内置的“向前看一步”智能体（第 2 步的想法，评估函数更强）轮流先手下 60 局，要求平均得分至少为 0（赢 +1，和 0，输 −1：赢的局数不少于输的局数）。第 2 步只看一步的程序大约得 −0.3，DEPTH = 2 大约 +0.3。",
  },
  hints: {
    en: ["The same loop as act(): for each move in env.legalActions(), copy, step, and call minimax(copy, depth - 1, me).", "Collect the values, then return Math.max(...values) on your turn and Math.min(...values) on theirs.", "Start with DEPTH = 2: each level multiplies the work by about 7."],
    ja: ["act() と同じループです: env.legalActions() の手ごとにコピーして step し、minimax(copy, depth - 1, me) を呼びます。", "値を集めて、自分の番なら Math.max(...values)、相手の番なら Math.min(...values) を返します。", "まずは DEPTH = 2 で。1 段深くするごとに手間はおよそ 7 倍になります。"],
    ko: ["act()와 같은 반복이에요: env.legalActions()의 수마다 복사하고 step한 뒤 minimax(copy, depth - 1, me)를 불러요.", "값을 모아서, 내 차례면 Math.max(...values), 상대 차례면 Math.min(...values)를 돌려줘요.", "먼저 DEPTH = 2로 해 보세요. 한 단계 깊어질 때마다 일이 약 7배가 돼요."],
    zh: ["和 act() 里一样的循环：对 env.legalActions() 的每一步，复制、step，再调用 minimax(copy, depth - 1, me)。", "把值收集起来，轮到你返回 Math.max(...values)，轮到对手返回 Math.min(...values)。", "先用 DEPTH = 2：每深一层，工作量大约变成 7 倍。"],
  },
  pythonHints: {
    en: ["The same loop as act(): for each move in env.legal_actions(), copy, step, and call minimax(copy, depth - 1, me).", "Collect the values, then return max(values) on your turn and min(values) on theirs.", "Start with DEPTH = 2: each level multiplies the work by about 7."],
    ja: ["act() と同じループです: env.legal_actions() の手ごとにコピーして step し、minimax(copy, depth - 1, me) を呼びます。", "値を集めて、自分の番なら max(values)、相手の番なら min(values) を返します。", "まずは DEPTH = 2 で。1 段深くするごとに手間はおよそ 7 倍になります。"],
    ko: ["act()와 같은 반복이에요: env.legal_actions()의 수마다 복사하고 step한 뒤 minimax(copy, depth - 1, me)를 불러요.", "값을 모아서, 내 차례면 max(values), 상대 차례면 min(values)를 돌려줘요.", "먼저 DEPTH = 2로 해 보세요. 한 단계 깊어질 때마다 일이 약 7배가 돼요."],
    zh: ["和 act() 里一样的循环：对 env.legal_actions() 的每一步，复制、step，再调用 minimax(copy, depth - 1, me)。", "把值收集起来，轮到你返回 max(values)，轮到对手返回 min(values)。", "先用 DEPTH = 2：每深一层，工作量大约变成 7 倍。"],
  },
  starter: { js: SCORE_JS + SEARCH_JS.replace("TODO_JS", TODO_JS), python: SCORE_PY + SEARCH_PY.replace("TODO_PY", TODO_PY) },
  solution: { js: SCORE_JS + SEARCH_JS.replace("TODO_JS", DONE_JS), python: SCORE_PY + SEARCH_PY.replace("TODO_PY", DONE_PY) },
  check: { games: 60, seed: 43, opponent: "onestep", timeLimitMs: 5000, require: { measure: "score", atLeast: 0 } },
};
