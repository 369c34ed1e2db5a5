// Minesweeper step 1 (document 000): the environment — what the board's numbers mean, and the rewards.

/** The step (docs/course.md says what each field means). */
export default {
  game: "minesweeper",
  id: "minesweeper-env",
  titles: {
    en: "The environment and its rewards",
    ja: "環境と報酬",
    ko: "환경과 보상",
    zh: "环境和奖励",
  },
  texts: {
    en: "{api:obs.board} has one number per cell: 9 hidden, 10 flagged, 0 to 8 an open cell and how many mines touch it. An action opens a cell: {api:env.cell(row, col)} turns a row and a column into one. The rewards, as in the document: +1 for a safe cell, +10 for the cell that wins, −10 for a mine. Open the middle cell first; after that, the first hidden cell.",
    ja: "{api:obs.board} はマスごとに 1 つの数です。9 は隠れたマス、10 は旗、0〜8 は開いたマスで、周りの地雷の数です。行動はマスを開くことで、{api:env.cell(row, col)} で行と列を 1 つの行動にできます。報酬は資料と同じで、安全なマスは +1、勝ちになるマスは +10、地雷は −10 です。最初は真ん中のマスを開き、そのあとは最初の隠れたマスを開きましょう。",
    ko: "{api:obs.board}는 칸마다 수 하나예요. 9는 숨은 칸, 10은 깃발, 0~8은 열린 칸과 주변 지뢰 수예요. 행동은 칸을 여는 것이고, {api:env.cell(row, col)}이 행과 열을 행동 하나로 바꿔요. 보상은 자료와 같아요. 안전한 칸 +1, 이기는 칸 +10, 지뢰 −10. 처음엔 가운데 칸을 열고, 그다음엔 첫 번째 숨은 칸을 여세요.",
    zh: "{api:obs.board} 每格一个数：9 是没翻开，10 是插了旗，0 到 8 是翻开的格子以及周围有几颗雷。动作就是翻开一格：{api:env.cell(row, col)} 把行和列变成一个动作。奖励和资料里一样：安全的格子 +1，赢下的那一格 +10，踩雷 −10。先翻中间那格，之后翻第一个没翻开的格子。",
  },
  hints: {
    en: ["The middle cell is env.cell(Math.floor(obs.rows / 2), Math.floor(obs.cols / 2)).", "obs.board[i] === 9 tells whether cell i is still hidden."],
    ja: ["真ん中のマスは env.cell(Math.floor(obs.rows / 2), Math.floor(obs.cols / 2)) です。", "obs.board[i] === 9 ならマス i はまだ隠れています。"],
    ko: ["가운데 칸은 env.cell(Math.floor(obs.rows / 2), Math.floor(obs.cols / 2))예요.", "obs.board[i] === 9이면 i번 칸은 아직 숨어 있어요."],
    zh: ["中间那格是 env.cell(Math.floor(obs.rows / 2), Math.floor(obs.cols / 2))。", "obs.board[i] === 9 表示第 i 格还没翻开。"],
  },
  pythonHints: {
    en: ["The middle cell is env.cell(obs[\"rows\"] // 2, obs[\"cols\"] // 2).", "obs[\"board\"][i] == 9 tells whether cell i is still hidden."],
    ja: ["真ん中のマスは env.cell(obs[\"rows\"] // 2, obs[\"cols\"] // 2) です。", "obs[\"board\"][i] == 9 ならマス i はまだ隠れています。"],
    ko: ["가운데 칸은 env.cell(obs[\"rows\"] // 2, obs[\"cols\"] // 2)예요.", "obs[\"board\"][i] == 9이면 i번 칸은 아직 숨어 있어요."],
    zh: ["中间那格是 env.cell(obs[\"rows\"] // 2, obs[\"cols\"] // 2)。", "obs[\"board\"][i] == 9 表示第 i 格还没翻开。"],
  },
  starter: {
    js: `function act(obs, env) {
  console.log(obs.rows, "x", obs.cols, "mines", obs.mines);
  const middle = env.cell(Math.floor(obs.rows / 2), Math.floor(obs.cols / 2));
  // «course.mines.todoEnv»
}
`,
    python: `def act(obs, env):
    print(obs["rows"], "x", obs["cols"], "mines", obs["mines"])
    middle = env.cell(obs["rows"] // 2, obs["cols"] // 2)
    # «course.mines.todoEnv»
`,
  },
  solution: {
    js: `function act(obs, env) {
  console.log(obs.rows, "x", obs.cols, "mines", obs.mines);
  const middle = env.cell(Math.floor(obs.rows / 2), Math.floor(obs.cols / 2));
  if (obs.board[middle] === 9) return middle;
  return obs.board.findIndex((v) => v === 9);
}
`,
    python: `def act(obs, env):
    print(obs["rows"], "x", obs["cols"], "mines", obs["mines"])
    middle = env.cell(obs["rows"] // 2, obs["cols"] // 2)
    if obs["board"][middle] == 9:
        return middle
    return list(obs["board"]).index(9)
`,
  },
  check: { games: 5, seed: 21 },
};
