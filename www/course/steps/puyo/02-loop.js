// Puyo step 2 (document 001, Step 5): the environment's loop — reset(), then step() until the end.
const IMPORT = "import";

/** The step (docs/course.md says what each field means). */
export default {
  game: "puyo",
  id: "puyo-loop",
  titles: {
    en: "The reset / step loop",
    ja: "reset と step のループ",
    ko: "reset / step 반복",
    zh: "reset / step 循环",
  },
  texts: {
    en: "An environment has two main calls: reset() starts a game, step(action) plays one move and tells the reward. learn(env, episode) gets a game that is already reset. Write the loop: while the game is not over, pick a random legal move and step it. Return the final score and the number of moves.",
    ja: "環境の基本は 2 つ。reset() でゲームを始め、step(action) で 1 手進めて報酬を受け取ります。learn(env, episode) には reset 済みのゲームが渡されます。ゲームが終わるまで、ランダムな合法手を選んで step するループを書き、最後のスコアと手数を返しましょう。",
    ko: "환경의 기본은 두 가지예요. reset()으로 게임을 시작하고, step(action)으로 한 수를 두고 보상을 받아요. learn(env, episode)에는 이미 reset된 게임이 들어와요. 게임이 끝날 때까지 무작위 합법 수를 골라 step하는 반복문을 쓰고, 마지막 점수와 둔 수의 개수를 돌려주세요.",
    zh: "环境有两个基本调用：reset() 开始一局，step(action) 走一步并给出奖励。learn(env, episode) 拿到的是已经 reset 好的一局。写一个循环：只要游戏没结束，就随机选一个合法动作并 step。最后返回得分和走了几步。",
  },
  hints: {
    en: ["while (!env.isTerminal) { ... } runs until the game is over.", "env.returns()[0] is the score of the whole game; count the moves yourself.", "Return { score: ..., moves: ... }."],
    ja: ["while (!env.isTerminal) { ... } はゲームが終わるまで繰り返します。", "env.returns()[0] がゲーム全体のスコアです。手数は自分で数えましょう。", "{ score: ..., moves: ... } を返しましょう。"],
    ko: ["while (!env.isTerminal) { ... }는 게임이 끝날 때까지 반복해요.", "env.returns()[0]이 게임 전체 점수예요. 수의 개수는 직접 세세요.", "{ score: ..., moves: ... }를 돌려주세요."],
    zh: ["while (!env.isTerminal) { ... } 会一直循环到游戏结束。", "env.returns()[0] 是整局的得分；步数要自己数。", "返回 { score: ..., moves: ... }。"],
  },
  pythonHints: {
    en: ["while not env.is_terminal: ... runs until the game is over.", "env.returns()[0] is the score of the whole game; count the moves yourself.", "Return {\"score\": ..., \"moves\": ...}."],
    ja: ["while not env.is_terminal: ... はゲームが終わるまで繰り返します。", "env.returns()[0] がゲーム全体のスコアです。手数は自分で数えましょう。", "{\"score\": ..., \"moves\": ...} を返しましょう。"],
    ko: ["while not env.is_terminal: ...는 게임이 끝날 때까지 반복해요.", "env.returns()[0]이 게임 전체 점수예요. 수의 개수는 직접 세세요.", "{\"score\": ..., \"moves\": ...}를 돌려주세요."],
    zh: ["while not env.is_terminal: ... 会一直循环到游戏结束。", "env.returns()[0] 是整局的得分；步数要自己数。", "返回 {\"score\": ..., \"moves\": ...}。"],
  },
  starter: {
    js: `function learn(env, episode) {
  let moves = 0;
  // «course.loop.todo»
  return { score: env.returns()[0], moves: moves };
}

function act(obs, env) {
  const legal = env.legalActions();
  return legal[Math.floor(Math.random() * legal.length)];
}
`,
    python: `${IMPORT} random

def learn(env, episode):
    moves = 0
    # «course.loop.todo»
    return {"score": env.returns()[0], "moves": moves}

def act(obs, env):
    return random.choice(env.legal_actions())
`,
  },
  solution: {
    js: `function learn(env, episode) {
  let moves = 0;
  while (!env.isTerminal) {
    const legal = env.legalActions();
    env.step(legal[Math.floor(Math.random() * legal.length)]);
    moves += 1;
  }
  return { score: env.returns()[0], moves: moves };
}

function act(obs, env) {
  const legal = env.legalActions();
  return legal[Math.floor(Math.random() * legal.length)];
}
`,
    python: `${IMPORT} random

def learn(env, episode):
    moves = 0
    while not env.is_terminal:
        env.step(random.choice(env.legal_actions()))
        moves += 1
    return {"score": env.returns()[0], "moves": moves}

def act(obs, env):
    return random.choice(env.legal_actions())
`,
  },
  check: { games: 2, seed: 2, gameOptions: { maxPairs: "50" }, learn: { episodes: 5, seconds: 30, keys: ["score", "moves"], positive: ["moves"] } },
};
