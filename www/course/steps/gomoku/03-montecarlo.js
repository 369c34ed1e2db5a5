// Gomoku step 3 (document 004's MCTS, its first idea): judge a move by playing random games from it.
const IMPORT = "import";

const SOLUTION_JS = `// «course.gomoku.playoutJs»
function playout(env, me) {
  const copy = env.clone();
  while (!copy.isTerminal) {
    const legal = copy.legalActions();
    copy.step(legal[Math.floor(Math.random() * legal.length)]);
  }
  return copy.returns()[me];
}

function act(obs, env) {
  const me = env.currentPlayer;
  const legal = env.legalActions();
  const per = Math.max(2, Math.floor(150 / legal.length));   // «course.gomoku.per»
  let best = legal[0], bestMean = -Infinity;
  for (const move of legal) {
    const after = env.clone();
    after.step(move);
    let total = 0;
    for (let i = 0; i < per; i++) total += after.isTerminal ? after.returns()[me] : playout(after, me);
    if (total / per > bestMean) { best = move; bestMean = total / per; }
  }
  return best;
}
`;
const SOLUTION_PY = `${IMPORT} random

# «course.gomoku.playoutPy»
def playout(env, me):
    copy = env.clone()
    while not copy.is_terminal:
        copy.step(random.choice(copy.legal_actions()))
    return copy.returns()[me]

def act(obs, env):
    me = env.current_player
    legal = env.legal_actions()
    per = max(2, 150 // len(legal))   # «course.gomoku.per»
    best, best_mean = legal[0], float("-inf")
    for move in legal:
        after = env.clone()
        after.step(move)
        total = 0
        for _ in range(per):
            total += after.returns()[me] if after.is_terminal else playout(after, me)
        if total / per > best_mean:
            best, best_mean = move, total / per
    return best
`;
const STARTER_JS = `// «course.gomoku.playoutJs»
function playout(env, me) {
  const copy = env.clone();
  while (!copy.isTerminal) {
    const legal = copy.legalActions();
    copy.step(legal[Math.floor(Math.random() * legal.length)]);
  }
  return copy.returns()[me];
}

function act(obs, env) {
  const me = env.currentPlayer;
  const legal = env.legalActions();
  const per = Math.max(2, Math.floor(150 / legal.length));   // «course.gomoku.per»
  let best = legal[0], bestMean = -Infinity;
  for (const move of legal) {
    // «course.gomoku.todoMc»
  }
  return best;
}
`;
const STARTER_PY = `${IMPORT} random

# «course.gomoku.playoutPy»
def playout(env, me):
    copy = env.clone()
    while not copy.is_terminal:
        copy.step(random.choice(copy.legal_actions()))
    return copy.returns()[me]

def act(obs, env):
    me = env.current_player
    legal = env.legal_actions()
    per = max(2, 150 // len(legal))   # «course.gomoku.per»
    best, best_mean = legal[0], float("-inf")
    for move in legal:
        pass  # «course.gomoku.todoMc»
    return best
`;

/** The step (docs/course.md says what each field means). */
export default {
  game: "gomoku",
  id: "gomoku-montecarlo",
  titles: {
    en: "Play it out: Monte Carlo",
    ja: "最後まで打ってみる: モンテカルロ",
    ko: "끝까지 두어 보기: 몬테카를로",
    zh: "下到底看看：蒙特卡洛",
  },
  texts: {
    en: "How good is a move? Try it: on a copy, play the move, then finish the game with random moves many times and average the results (+1 win, 0 draw, −1 loss). The move with the best average wins the vote. MCTS, in the document, grows this into a tree that spends more playouts on the promising moves. Keep the playouts under the budget of engine calls per move. The check plays 30 games against the document's MCTS with 20 playouts a move (it blocks and makes lines; playing the first free cell wins 1 game in 10) and asks for 30% wins.",
    ja: "その手はどれくらい良い？ 試してみましょう。コピーでその手を打ち、そこからランダムな手で最後まで打つことを何回も繰り返して、結果（勝ち +1、引き分け 0、負け −1）を平均します。平均がいちばん良い手を選びます。資料の MCTS は、これを木に育てて、見込みのある手にプレイアウトを多く使います。1 手あたりのエンジン呼び出しの予算を超えないようにしましょう。チェックは資料の MCTS（1 手 20 プレイアウト。ちゃんと防いで列を作ります。最初の空きマスに打つだけだと 10 回に 1 回しか勝てません）と 30 ゲーム対戦し、30% 以上勝つことを求めます。",
    ko: "그 수는 얼마나 좋을까요? 해 보면 알아요. 복사본에서 그 수를 두고, 거기서 무작위 수로 끝까지 두기를 여러 번 해서 결과(이기면 +1, 비기면 0, 지면 −1)를 평균해요. 평균이 가장 좋은 수를 골라요. 자료의 MCTS는 이것을 나무로 키워 유망한 수에 플레이아웃을 더 써요. 한 수당 엔진 호출 예산을 넘지 않게 하세요. 검사는 자료의 MCTS(한 수에 플레이아웃 20번. 막기도 하고 줄도 만들어요. 첫 빈칸에만 두면 열 판에 한 판밖에 못 이겨요)와 30판을 두고 30% 이상 이기기를 요구해요.",
    zh: "一步棋有多好？试试就知道：在副本上走这一步，然后用随机走法把这局下完，重复很多次，把结果（赢 +1，和 0，输 −1）取平均。平均最好的那一步胜出。资料里的 MCTS 把这个想法长成一棵树，把更多模拟花在有希望的走法上。注意每步的引擎调用预算不要超。检查会和资料里的 MCTS（每步 20 次模拟，会堵也会连线；只下第一个空格的话十局只能赢一局）下 30 局，要求胜率至少 30%。",
  },
  hints: {
    en: ["A copy that is over right after the move: its result is copy.returns()[me], no playout needed.", "150 playouts a move, shared among the legal moves, stays well inside the budget.", "playout(env, me) is written for you."],
    ja: ["打った直後に終わったコピーは、プレイアウトせずに copy.returns()[me] が結果です。", "1 手 150 回のプレイアウトを合法手で分ければ、予算に十分収まります。", "playout(env, me) はもう書いてあります。"],
    ko: ["두자마자 끝난 복사본은 플레이아웃 없이 copy.returns()[me]가 결과예요.", "한 수에 플레이아웃 150번을 합법 수끼리 나누면 예산 안에 넉넉히 들어가요.", "playout(env, me)는 이미 있어요."],
    zh: ["走完马上就结束的副本，不用模拟，结果就是 copy.returns()[me]。", "每步 150 次模拟，分给各个合法走法，远在预算之内。", "playout(env, me) 已经写好了。"],
  },
  starter: { js: STARTER_JS, python: STARTER_PY },
  solution: { js: SOLUTION_JS, python: SOLUTION_PY },
  check: { games: 30, seed: 32, gameOptions: { width: "6", height: "6", nInRow: "4" }, opponent: "pure-mcts", opponentOptions: { playouts: "20" }, timeLimitMs: 5000, require: { measure: "wins", atLeast: 0.3 } },
};
