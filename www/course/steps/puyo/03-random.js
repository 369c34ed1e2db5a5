// Puyo step 3 (document 001, Step 5's experiment): a random agent over 100 games, and its best score.
const IMPORT = "import";

/** The step (docs/course.md says what each field means). */
export default {
  game: "puyo",
  id: "puyo-random",
  titles: {
    en: "A random agent, 100 games",
    ja: "ランダムエージェントで 100 ゲーム",
    ko: "무작위 에이전트로 100판",
    zh: "随机智能体下 100 局",
  },
  texts: {
    en: "The document's first experiment: an agent that picks any legal move at random, played 100 times. The check plays 100 games of 100 pairs and tells the mean and the best score. Write it and run the check: it also tells the built-in Random agent's mean score on these same 100 games. Remember that figure: steps 4 and 6 ask for one and a half times it (your own random agent's figure differs from it a little, by luck).",
    ja: "資料の最初の実験です。合法手からランダムに選ぶエージェントを 100 回プレイさせます。チェックは 100 ペアのゲームを 100 回行い、平均スコアと最高スコアを教えてくれます。書いてチェックすると、この同じ 100 ゲームでの組み込みの「ランダム」エージェントの平均スコアも教えてくれます。その数を覚えておきましょう。ステップ 4 と 6 ではその 1.5 倍を求めます（あなたのランダムエージェントの数は、運によって少し違います）。",
    ko: "자료의 첫 실험이에요. 합법 수 중에서 무작위로 고르는 에이전트를 100번 플레이시켜요. 검사는 100쌍짜리 게임을 100판 두고 평균 점수와 최고 점수를 알려 줘요. 작성하고 검사하면 같은 100판에서 내장된 '무작위' 에이전트의 평균 점수도 알려 줘요. 그 숫자를 기억하세요. 4단계와 6단계는 그 1.5배를 요구해요(내 무작위 에이전트의 숫자는 운에 따라 조금 달라요).",
    zh: "资料里的第一个实验：一个从合法动作里随机挑选的智能体，玩 100 次。检查会下 100 局、每局 100 对，并告诉你平均分和最高分。写好并检查：它还会告诉你内置的“随机”智能体在这同样 100 局里的平均分。记住这个数字：第 4 步和第 6 步要求达到它的 1.5 倍（你自己的随机智能体的数字会因运气略有不同）。",
  },
  hints: {
    en: ["Math.floor(Math.random() * legal.length) is a random position in the list.", "legal[i] at that position i is the move to return."],
    ja: ["Math.floor(Math.random() * legal.length) でリストのランダムな位置が選べます。", "その位置 i の legal[i] が返す手です。"],
    ko: ["Math.floor(Math.random() * legal.length)는 목록의 무작위 위치예요.", "그 위치 i의 legal[i]가 돌려줄 수예요."],
    zh: ["Math.floor(Math.random() * legal.length) 是列表里的一个随机位置。", "这个位置 i 上的 legal[i] 就是要返回的动作。"],
  },
  pythonHints: {
    en: ["random.randrange(len(legal)) is a random position in the list.", "random.choice(legal) picks one for you."],
    ja: ["random.randrange(len(legal)) でリストのランダムな位置が選べます。", "random.choice(legal) なら 1 つ選んでくれます。"],
    ko: ["random.randrange(len(legal))는 목록의 무작위 위치예요.", "random.choice(legal)이 하나 골라 줘요."],
    zh: ["random.randrange(len(legal)) 是列表里的一个随机位置。", "random.choice(legal) 会帮你挑一个。"],
  },
  starter: {
    js: `function act(obs, env) {
  const legal = env.legalActions();
  // «course.random.todo»
}
`,
    python: `${IMPORT} random

def act(obs, env):
    legal = env.legal_actions()
    # «course.random.todo»
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
  check: { games: 100, seed: 3, gameOptions: { maxPairs: "100" } },
};
