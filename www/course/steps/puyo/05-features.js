// Puyo step 5 (document 001): board features — describe a board with a few numbers and use them.
const IMPORT = "import";

const FEATURES_JS = `// «course.features.heights»
function heights(obs) {
  const h = [];
  for (let x = 0; x < obs.cols; x++) {
    let r = 0;
    while (r < obs.rows && obs.board[r * obs.cols + x] === 0) r += 1;
    h.push(obs.rows - r);
  }
  return h;
}

// «course.features.links»
function links(obs) {
  let n = 0;
  for (let r = 0; r < obs.rows; r++)
    for (let x = 0; x < obs.cols; x++) {
      const v = obs.board[r * obs.cols + x];
      if (v === 0) continue;
      if (x + 1 < obs.cols && obs.board[r * obs.cols + x + 1] === v) n += 1;
      if (r + 1 < obs.rows && obs.board[(r + 1) * obs.cols + x] === v) n += 1;
    }
  return n;
}
`;

const FEATURES_PY = `# «course.features.heights»
def heights(obs):
    rows, cols, board = obs["rows"], obs["cols"], obs["board"]
    h = []
    for x in range(cols):
        r = 0
        while r < rows and board[r * cols + x] == 0:
            r += 1
        h.append(rows - r)
    return h

# «course.features.links»
def links(obs):
    rows, cols, board = obs["rows"], obs["cols"], obs["board"]
    n = 0
    for r in range(rows):
        for x in range(cols):
            v = board[r * cols + x]
            if v == 0:
                continue
            if x + 1 < cols and board[r * cols + x + 1] == v:
                n += 1
            if r + 1 < rows and board[(r + 1) * cols + x] == v:
                n += 1
    return n
`;

/** The step (docs/course.md says what each field means). */
export default {
  game: "puyo",
  id: "puyo-features",
  titles: {
    en: "Board features",
    ja: "盤面の特徴量",
    ko: "판의 특징",
    zh: "棋盘特征",
  },
  texts: {
    en: "Greedy only sees points, so it piles up and dies. Describe the board after a move with a few numbers, its features ({api:copy.observation()} gives that board, with the same fields as obs): the column heights and how many same-colour puyos touch (links). Score a move as points + 10 × links − 2 × (highest column)² − 20 × (height of column 2, where the game is lost), and a very low score (such as −1,000,000) when the game ends: if every move ends the game, the least bad one is still returned. The check plays 20 games of 100 pairs and asks your agent to last 98 pairs on average.",
    ja: "「目先の得点」エージェントは得点しか見ないので、積み上げすぎて負けてしまいます。手を打ったあとの盤面を、いくつかの数（特徴量）で表しましょう。その盤面は {api:copy.observation()} でわかります（obs と同じ項目です）。列の高さと、同じ色のぷよが隣り合う数（つながり）です。手の評価は「得点 + 10 × つながり − 2 × (いちばん高い列)² − 20 × (負けになる 3 列目の高さ)」、ゲームが終わる手はとても低い点（たとえば −1,000,000）にします。どの手でもゲームが終わるときも、いちばんましな手を返せます。チェックは 100 ペアのゲームを 20 回行い、平均 98 ペア以上生き残ることを求めます。",
    ko: "'눈앞의 점수' 에이전트는 점수만 보니까 높이 쌓다가 져요. 수를 둔 뒤의 판을 몇 개의 수, 즉 특징으로 나타내세요. 그 판은 {api:copy.observation()}으로 알 수 있어요(obs와 같은 항목이에요). 열의 높이와, 같은 색 뿌요가 맞닿은 수(연결)예요. 수의 점수는 점수 + 10 × 연결 − 2 × (가장 높은 열)² − 20 × (지게 되는 3번째 열의 높이)로 하고, 게임이 끝나는 수는 아주 낮은 점수(예: −1,000,000)로 해요. 모든 수가 게임을 끝내도 가장 나은 수 하나는 돌려줄 수 있어요. 검사는 100쌍짜리 게임을 20판 두고 평균 98쌍 이상 버티기를 요구해요.",
    zh: "贪心智能体只看分数，所以会越堆越高然后输掉。用几个数（特征）来描述走完一步后的棋盘（{api:copy.observation()} 会给出这个棋盘，字段和 obs 一样）：每列的高度，以及同色噗哟挨在一起的数量（连接）。一步的评分 = 得分 + 10 × 连接 − 2 × (最高列)² − 20 × (会输掉的第 3 列的高度)，让游戏结束的一步记为一个很低的分数（比如 −1,000,000）：即使每一步都会结束游戏，也仍然能返回其中一步。检查会下 20 局、每局 100 对，要求平均坚持 98 对以上。",
  },
  hints: {
    en: ["Column 2 (the third from the left) is where a full stack loses the game: keep it low.", "A copy that is over after copy.play(move) has copy.isTerminal true: never choose that move unless all moves lose.", "Add a little Math.random() to break ties."],
    ja: ["3 列目（左から 3 番目、番号は 2）が埋まると負けです。低く保ちましょう。", "copy.play(move) のあと copy.isTerminal が true ならゲーム終了です。ほかに手がない時以外は選ばないようにします。", "同点のときのために Math.random() を少し足しましょう。"],
    ko: ["3번째 열(번호 2)이 가득 차면 져요. 낮게 유지하세요.", "copy.play(move) 뒤에 copy.isTerminal이 true면 게임이 끝난 거예요. 다른 수가 없을 때만 고르세요.", "동점일 때를 위해 Math.random()을 조금 더하세요."],
    zh: ["第 3 列（编号 2）堆满就输了：让它保持低。", "copy.play(move) 之后如果 copy.isTerminal 为 true，游戏就结束了：除非别无选择，不要选这一步。", "加一点 Math.random() 来打破平局。"],
  },
  pythonHints: {
    en: ["Column 2 (the third from the left) is where a full stack loses the game: keep it low.", "A copy that is over after copy.play(move) has copy.is_terminal True: never choose that move unless all moves lose.", "Add a little random.random() to break ties."],
    ja: ["3 列目（左から 3 番目、番号は 2）が埋まると負けです。低く保ちましょう。", "copy.play(move) のあと copy.is_terminal が True ならゲーム終了です。ほかに手がない時以外は選ばないようにします。", "同点のときのために random.random() を少し足しましょう。"],
    ko: ["3번째 열(번호 2)이 가득 차면 져요. 낮게 유지하세요.", "copy.play(move) 뒤에 copy.is_terminal이 True면 게임이 끝난 거예요. 다른 수가 없을 때만 고르세요.", "동점일 때를 위해 random.random()을 조금 더하세요."],
    zh: ["第 3 列（编号 2）堆满就输了：让它保持低。", "copy.play(move) 之后如果 copy.is_terminal 为 True，游戏就结束了：除非别无选择，不要选这一步。", "加一点 random.random() 来打破平局。"],
  },
  starter: {
    js: `${FEATURES_JS}
function act(obs, env) {
  let best = null, bestValue = -Infinity;
  for (const move of env.legalActions()) {
    const copy = env.clone();
    const points = copy.play(move);
    // «course.features.todoJs»
    const v = points + Math.random();
    if (v > bestValue) { best = move; bestValue = v; }
  }
  return best;
}
`,
    python: `${IMPORT} random

${FEATURES_PY}
def act(obs, env):
    best, best_value = None, float("-inf")
    for move in env.legal_actions():
        copy = env.clone()
        points = copy.play(move)
        # «course.features.todoPy»
        v = points + random.random()
        if v > best_value:
            best, best_value = move, v
    return best
`,
  },
  solution: {
    js: `${FEATURES_JS}
function act(obs, env) {
  let best = null, bestValue = -Infinity;
  for (const move of env.legalActions()) {
    const copy = env.clone();
    const points = copy.play(move);
    let v = -1e9;
    if (!copy.isTerminal) {
      const after = copy.observation();
      const h = heights(after);
      v = points + 10 * links(after) - 2 * Math.max(...h) ** 2 - 20 * h[2];
    }
    v += Math.random();
    if (v > bestValue) { best = move; bestValue = v; }
  }
  return best;
}
`,
    python: `${IMPORT} random

${FEATURES_PY}
def act(obs, env):
    best, best_value = None, float("-inf")
    for move in env.legal_actions():
        copy = env.clone()
        points = copy.play(move)
        v = -1e9
        if not copy.is_terminal:
            after = copy.observation()
            h = heights(after)
            v = points + 10 * links(after) - 2 * max(h) ** 2 - 20 * h[2]
        v += random.random()
        if v > best_value:
            best, best_value = move, v
    return best
`,
  },
  check: { games: 20, seed: 5, gameOptions: { maxPairs: "100" }, timeLimitMs: 3000, require: { measure: "steps", atLeast: 98 } },
};
