// Tic-tac-toe step 2 (document 002): random play, and what 100 games of it look like.
const IMPORT = "import";

/** The step (docs/course.md says what each field means). */
export default {
  game: "tictactoe",
  id: "tictactoe-random",
  titles: {
    en: "Random play",
    ja: "ランダムに打つ",
    ko: "무작위로 두기",
    zh: "随机下棋",
  },
  texts: {
    en: "Before anything clever, measure luck. Write an agent that plays a random empty cell. The check plays 100 games against the random agent, taking turns to go first, and counts wins, draws and losses: this is the score every later step must beat.",
    ja: "工夫する前に、運だけの強さを測りましょう。空いているマスにランダムに打つエージェントを書きます。チェックはランダムエージェントと先手・後手を交代しながら 100 ゲーム対戦し、勝ち・引き分け・負けを数えます。これがこの先のステップで超える基準です。",
    ko: "똑똑한 방법을 쓰기 전에 운만으로 얼마나 되는지 재 봐요. 빈칸에 무작위로 두는 에이전트를 쓰세요. 검사는 무작위 에이전트와 번갈아 먼저 두며 100판을 두고 승, 무, 패를 세요. 이것이 다음 단계들이 넘어야 할 기준이에요.",
    zh: "在用聪明办法之前，先量一量运气。写一个随机下在空格上的智能体。检查会和随机智能体轮流先手下 100 局，数出胜、平、负：这就是后面每一步要超过的基准。",
  },
  hints: {
    en: ["Pick a random index into env.legalActions()."],
    ja: ["env.legalActions() のランダムな位置を選びましょう。"],
    ko: ["env.legalActions()에서 무작위 위치를 고르세요."],
    zh: ["在 env.legalActions() 里随机选一个位置。"],
  },
  pythonHints: {
    en: ["Pick a random index into env.legal_actions()."],
    ja: ["env.legal_actions() のランダムな位置を選びましょう。"],
    ko: ["env.legal_actions()에서 무작위 위치를 고르세요."],
    zh: ["在 env.legal_actions() 里随机选一个位置。"],
  },
  starter: {
    js: `function act(obs, env) {
  const legal = env.legalActions();
  // «course.random.todoCell»
}
`,
    python: `${IMPORT} random

def act(obs, env):
    legal = env.legal_actions()
    # «course.random.todoCell»
`,
  },
  solution: {
    js: `function act(obs, env) {
  const legal = env.legalActions();
  return legal[Math.floor(Math.random() * legal.length)];
}
`,
    python: `${IMPORT} random

def act(obs, env):
    legal = env.legal_actions()
    return random.choice(legal)
`,
  },
  check: { games: 100, seed: 12, opponent: "random" },
};
