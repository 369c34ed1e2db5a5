// Tic-tac-toe step 1 (document 002): the environment — the board, whose turn, the legal moves.

/** The step (docs/course.md says what each field means). */
export default {
  game: "tictactoe",
  id: "tictactoe-env",
  titles: {
    en: "The environment",
    ja: "環境を知ろう",
    ko: "환경 알아보기",
    zh: "认识环境",
  },
  texts: {
    en: "The board is {api:obs.board}: 9 numbers, cell 0 at the top left and cell 8 at the bottom right; 0 is empty, -1 is X (who moves first), 1 is O. {api:obs.player} is the mark of the one to move (-1 or 1) and {api:env.legalActions()} lists the empty cells. Take the centre (cell 4) when it is empty, else the first empty cell.",
    ja: "盤面は {api:obs.board} です。9 個の数で、マス 0 が左上、マス 8 が右下。0 は空き、-1 は ×（先手）、1 は ○ です。{api:obs.player} は手番の人の印（-1 か 1）、{api:env.legalActions()} は空いているマスの一覧です。真ん中（マス 4）が空いていればそこに、そうでなければ最初の空きマスに打ちましょう。",
    ko: "판은 {api:obs.board}예요. 9개의 수로, 0번 칸이 왼쪽 위, 8번 칸이 오른쪽 아래예요. 0은 빈칸, -1은 X(먼저 두는 쪽), 1은 O예요. {api:obs.player}는 지금 둘 사람의 표시(-1 또는 1), {api:env.legalActions()}는 빈칸 목록이에요. 가운데(4번 칸)가 비어 있으면 거기에, 아니면 첫 번째 빈칸에 두세요.",
    zh: "棋盘是 {api:obs.board}：9 个数，格子 0 在左上，格子 8 在右下；0 是空，-1 是 X（先手），1 是 O。{api:obs.player} 是轮到的一方的标记（-1 或 1），{api:env.legalActions()} 列出空格。中间（格子 4）空着就下那里，否则下第一个空格。",
  },
  hints: {
    en: ["obs.board[4] === 0 tells whether the centre is empty.", "env.legalActions()[0] is the first empty cell."],
    ja: ["obs.board[4] === 0 で真ん中が空いているかわかります。", "env.legalActions()[0] が最初の空きマスです。"],
    ko: ["obs.board[4] === 0이면 가운데가 비어 있어요.", "env.legalActions()[0]이 첫 번째 빈칸이에요."],
    zh: ["obs.board[4] === 0 表示中间是空的。", "env.legalActions()[0] 是第一个空格。"],
  },
  pythonHints: {
    en: ["obs[\"board\"][4] == 0 tells whether the centre is empty.", "env.legal_actions()[0] is the first empty cell."],
    ja: ["obs[\"board\"][4] == 0 で真ん中が空いているかわかります。", "env.legal_actions()[0] が最初の空きマスです。"],
    ko: ["obs[\"board\"][4] == 0이면 가운데가 비어 있어요.", "env.legal_actions()[0]이 첫 번째 빈칸이에요."],
    zh: ["obs[\"board\"][4] == 0 表示中间是空的。", "env.legal_actions()[0] 是第一个空格。"],
  },
  starter: {
    js: `function act(obs, env) {
  console.log("board", obs.board, "player", obs.player);
  // «course.ttt.todoEnv»
}
`,
    python: `def act(obs, env):
    print("board", obs["board"], "player", obs["player"])
    # «course.ttt.todoEnv»
`,
  },
  solution: {
    js: `function act(obs, env) {
  console.log("board", obs.board, "player", obs.player);
  if (obs.board[4] === 0) return 4;
  return env.legalActions()[0];
}
`,
    python: `def act(obs, env):
    print("board", obs["board"], "player", obs["player"])
    if obs["board"][4] == 0:
        return 4
    return env.legal_actions()[0]
`,
  },
  check: { games: 10, seed: 11, opponent: "random" },
};
