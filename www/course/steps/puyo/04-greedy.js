// Puyo step 4 (document 001): a greedy agent — try every move on a copy and keep the best score.
const IMPORT = "import";

/** The step (docs/course.md says what each field means). */
export default {
  game: "puyo",
  id: "puyo-greedy",
  titles: {
    en: "A greedy agent",
    ja: "「目先の得点」エージェント",
    ko: "'눈앞의 점수' 에이전트",
    zh: "贪心智能体",
  },
  texts: {
    en: "Look one move ahead. For each legal move, make a copy with {api:env.clone()}, play the move on the copy with {api:copy.play(move)} (it gives the points it scored) and keep the move with the most points. The check plays 30 games of 100 pairs and asks for one and a half times the Random agent's mean score on step 3's 100 games.",
    ja: "1 手先を読みましょう。合法手ごとに {api:env.clone()} でコピーを作り、{api:copy.play(move)} でその手を打つと得点が返ります。いちばん得点の高い手を選びます。チェックは 100 ペアのゲームを 30 回行い、ステップ 3 の 100 ゲームでの「ランダム」エージェントの平均スコアの 1.5 倍を求めます。",
    ko: "한 수 앞을 내다봐요. 합법 수마다 {api:env.clone()}으로 복사본을 만들고 {api:copy.play(move)}로 그 수를 두면 얻은 점수가 나와요. 점수가 가장 높은 수를 고르세요. 검사는 100쌍짜리 게임을 30판 두고, 3단계의 100판에서 '무작위' 에이전트가 낸 평균 점수의 1.5배를 요구해요.",
    zh: "向前看一步。对每个合法动作，用 {api:env.clone()} 复制一份，在副本上用 {api:copy.play(move)} 走这一步，它会返回得到的分数。选分数最高的动作。检查会下 30 局、每局 100 对，要求平均分达到“随机”智能体在第 3 步那 100 局里平均分的 1.5 倍。",
  },
  hints: {
    en: ["Keep two variables: the best move so far and its points.", "When all moves score 0, any of them will do; a random one avoids piling up in one column."],
    ja: ["「今までで最高の手」とその得点の 2 つの変数を持ちましょう。", "どの手も 0 点なら、どれでもかまいません。ランダムに選ぶと 1 列に積み上がりにくくなります。"],
    ko: ["지금까지 가장 좋은 수와 그 점수, 두 변수를 두세요.", "모든 수가 0점이면 아무거나 괜찮아요. 무작위로 고르면 한 열에만 쌓이지 않아요."],
    zh: ["用两个变量：目前最好的动作和它的分数。", "如果所有动作都是 0 分，选哪个都行；随机选一个可以避免都堆在一列。"],
  },
  starter: {
    js: `function act(obs, env) {
  const legal = env.legalActions();
  let best = legal[Math.floor(Math.random() * legal.length)];
  let bestPoints = 0;
  for (const move of legal) {
    const copy = env.clone();
    // «course.greedy.todoJs»
  }
  return best;
}
`,
    python: `${IMPORT} random

def act(obs, env):
    legal = env.legal_actions()
    best = random.choice(legal)
    best_points = 0
    for move in legal:
        copy = env.clone()
        # «course.greedy.todoPy»
    return best
`,
  },
  solution: {
    js: `function act(obs, env) {
  const legal = env.legalActions();
  let best = legal[Math.floor(Math.random() * legal.length)];
  let bestPoints = 0;
  for (const move of legal) {
    const copy = env.clone();
    const points = copy.play(move);
    if (points > bestPoints) {
      best = move;
      bestPoints = points;
    }
  }
  return best;
}
`,
    python: `${IMPORT} random

def act(obs, env):
    legal = env.legal_actions()
    best = random.choice(legal)
    best_points = 0
    for move in legal:
        copy = env.clone()
        points = copy.play(move)
        if points > best_points:
            best = move
            best_points = points
    return best
`,
  },
  check: { games: 30, seed: 4, gameOptions: { maxPairs: "100" }, timeLimitMs: 3000, require: { measure: "score", versus: "random", factor: 1.5 } },
};
