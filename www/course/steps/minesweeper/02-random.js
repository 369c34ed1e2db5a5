// Minesweeper step 2 (document 000's environment): random play over 100 games — how far does luck go?
const IMPORT = "import";

/** The step (docs/course.md says what each field means). */
export default {
  game: "minesweeper",
  id: "minesweeper-random",
  titles: {
    en: "Luck alone: 100 random games",
    ja: "運だけで 100 ゲーム",
    ko: "운만으로 100판",
    zh: "只靠运气：随机 100 局",
  },
  texts: {
    en: "Open a random hidden cell every time. The check plays 100 beginner games (9 × 9, 10 mines, the first click is always safe) and tells the mean reward and how many were won. Almost none are: after the first opening, one click in seven or so hits a mine. This is the score the next steps have to beat.",
    ja: "毎回ランダムに隠れたマスを開きます。チェックは初級（9 × 9、地雷 10 個、最初のクリックは必ず安全）を 100 ゲーム行い、平均報酬と勝った数を教えてくれます。ほとんど勝てません。最初に開いたあとは、7 回に 1 回くらい地雷を踏みます。これが次のステップで超える基準です。",
    ko: "매번 숨은 칸을 무작위로 열어요. 검사는 초급(9 × 9, 지뢰 10개, 첫 클릭은 항상 안전)을 100판 두고 평균 보상과 이긴 판 수를 알려 줘요. 거의 못 이겨요. 처음 열린 뒤에는 대략 일곱 번에 한 번 지뢰를 밟거든요. 이것이 다음 단계들이 넘어야 할 기준이에요.",
    zh: "每次随机翻开一个没翻开的格子。检查会下 100 局初级（9 × 9、10 颗雷、第一下一定安全），告诉你平均奖励和赢了几局。几乎赢不了：第一次翻开之后，大约每七下就会踩到一颗雷。这就是后面的步骤要超过的基准。",
  },
  hints: {
    en: ["env.legalActions() lists the hidden cells you may open."],
    ja: ["env.legalActions() が開けられる隠れたマスの一覧です。"],
    ko: ["env.legalActions()가 열 수 있는 숨은 칸 목록이에요."],
    zh: ["env.legalActions() 列出可以翻开的格子。"],
  },
  pythonHints: {
    en: ["env.legal_actions() lists the hidden cells you may open."],
    ja: ["env.legal_actions() が開けられる隠れたマスの一覧です。"],
    ko: ["env.legal_actions()가 열 수 있는 숨은 칸 목록이에요."],
    zh: ["env.legal_actions() 列出可以翻开的格子。"],
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
  check: { games: 100, seed: 25 },
};
