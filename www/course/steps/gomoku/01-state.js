// Gomoku step 1 (document 004's Board): the board's state from the side of the player to move.

/** The step (docs/course.md says what each field means). */
export default {
  game: "gomoku",
  id: "gomoku-state",
  titles: {
    en: "The state from the mover's side",
    ja: "手番から見た盤面の状態",
    ko: "둘 차례인 쪽에서 본 판의 상태",
    zh: "从走棋一方看到的棋盘状态",
  },
  texts: {
    en: "{api:obs.board} has one number per cell: 0 empty, 1 the first player's stone, 2 the second's; {api:obs.player} (0 or 1) is the one to move. The document describes a board as two layers seen by the mover: my stones and the opponent's. Build them (mine[i] = 1 where {api:obs.board[i]} is {api:obs.player} + 1), then play the empty cell with the most of my stones around it, or the centre when there is none. The check plays 10 games on 6 × 6, four in a row.",
    ja: "{api:obs.board} はマスごとに 1 つの数です。0 は空き、1 は先手の石、2 は後手の石、{api:obs.player}（0 か 1）は手番です。資料では盤面を、手番の人から見た 2 つの層（自分の石と相手の石）で表します。この 2 つを作り（{api:obs.board[i]} が {api:obs.player} + 1 なら mine[i] = 1）、周りに自分の石がいちばん多い空きマスに打ちましょう。1 つもなければ真ん中です。チェックは 6 × 6 の 4 目並べを 10 ゲーム行います。",
    ko: "{api:obs.board}는 칸마다 수 하나예요. 0은 빈칸, 1은 먼저 두는 쪽의 돌, 2는 나중에 두는 쪽의 돌, {api:obs.player(0 또는 1)}는 둘 차례예요. 자료는 판을 둘 차례인 쪽에서 본 두 층, 즉 내 돌과 상대 돌로 나타내요. 이 둘을 만들고({api:obs.board[i]}가 {api:obs.player} + 1이면 mine[i] = 1), 주변에 내 돌이 가장 많은 빈칸에 두세요. 하나도 없으면 가운데예요. 검사는 6 × 6, 네 개 잇기를 10판 둬요.",
    zh: "{api:obs.board} 每格一个数：0 是空，1 是先手的子，2 是后手的子；{api:obs.player}（0 或 1）是轮到走的一方。资料把棋盘表示成走棋一方看到的两层：我的子和对手的子。把这两层做出来（{api:obs.board[i]} 等于 {api:obs.player} + 1 时 mine[i] = 1），然后下在周围我的子最多的空格上；一个都没有就下中间。检查会在 6 × 6、四子连珠上下 10 局。",
  },
  hints: {
    en: ["theirs[i] = 1 where the cell is not empty and not mine.", "A cell's neighbours: rows r − 1 to r + 1 and columns c − 1 to c + 1, inside the board.", "The centre is env.cell(Math.floor(obs.rows / 2), Math.floor(obs.cols / 2))."],
    ja: ["theirs[i] = 1 は、空きでも自分の石でもないマスです。", "マスの隣は、行 r − 1〜r + 1、列 c − 1〜c + 1 のうち盤の中にあるものです。", "真ん中は env.cell(Math.floor(obs.rows / 2), Math.floor(obs.cols / 2)) です。"],
    ko: ["theirs[i] = 1은 빈칸도 내 돌도 아닌 칸이에요.", "칸의 이웃은 판 안에 있는 행 r − 1~r + 1, 열 c − 1~c + 1이에요.", "가운데는 env.cell(Math.floor(obs.rows / 2), Math.floor(obs.cols / 2))예요."],
    zh: ["theirs[i] = 1 的格子既不是空的，也不是我的。", "一个格子的邻格：棋盘内第 r − 1 到 r + 1 行、第 c − 1 到 c + 1 列。", "中间是 env.cell(Math.floor(obs.rows / 2), Math.floor(obs.cols / 2))。"],
  },
  pythonHints: {
    en: ["theirs[i] = 1 where the cell is not empty and not mine.", "A cell's neighbours: rows r − 1 to r + 1 and columns c − 1 to c + 1, inside the board.", "The centre is env.cell(obs[\"rows\"] // 2, obs[\"cols\"] // 2)."],
    ja: ["theirs[i] = 1 は、空きでも自分の石でもないマスです。", "マスの隣は、行 r − 1〜r + 1、列 c − 1〜c + 1 のうち盤の中にあるものです。", "真ん中は env.cell(obs[\"rows\"] // 2, obs[\"cols\"] // 2) です。"],
    ko: ["theirs[i] = 1은 빈칸도 내 돌도 아닌 칸이에요.", "칸의 이웃은 판 안에 있는 행 r − 1~r + 1, 열 c − 1~c + 1이에요.", "가운데는 env.cell(obs[\"rows\"] // 2, obs[\"cols\"] // 2)예요."],
    zh: ["theirs[i] = 1 的格子既不是空的，也不是我的。", "一个格子的邻格：棋盘内第 r − 1 到 r + 1 行、第 c − 1 到 c + 1 列。", "中间是 env.cell(obs[\"rows\"] // 2, obs[\"cols\"] // 2)。"],
  },
  starter: {
    js: `function act(obs, env) {
  const mine = [], theirs = [];
  // «course.gomoku.todoPlanes»
  let best = env.cell(Math.floor(obs.rows / 2), Math.floor(obs.cols / 2)), most = 0;
  for (const move of env.legalActions()) {
    // «course.gomoku.todoCount»
  }
  // «course.gomoku.todoReturn»
}
`,
    python: `def act(obs, env):
    mine, theirs = [], []
    # «course.gomoku.todoPlanes»
    best, most = env.cell(obs["rows"] // 2, obs["cols"] // 2), 0
    for move in env.legal_actions():
        pass  # «course.gomoku.todoCount»
    # «course.gomoku.todoReturn»
`,
  },
  solution: {
    js: `function act(obs, env) {
  const me = obs.player + 1;
  const mine = Array.from(obs.board, (s) => (s === me ? 1 : 0));
  const theirs = Array.from(obs.board, (s) => (s !== 0 && s !== me ? 1 : 0));
  console.log("my stones", mine.reduce((a, b) => a + b, 0), "theirs", theirs.reduce((a, b) => a + b, 0));
  let best = env.cell(Math.floor(obs.rows / 2), Math.floor(obs.cols / 2)), most = 0;
  for (const move of env.legalActions()) {
    const [r, c] = env.rowCol(move);
    let n = 0;
    for (let dr = -1; dr <= 1; dr++)
      for (let dc = -1; dc <= 1; dc++) {
        const rr = r + dr, cc = c + dc;
        if ((dr || dc) && rr >= 0 && rr < obs.rows && cc >= 0 && cc < obs.cols) n += mine[rr * obs.cols + cc];
      }
    if (n > most) { best = move; most = n; }
  }
  return obs.board[best] === 0 ? best : env.legalActions()[0];
}
`,
    python: `def act(obs, env):
    me = obs["player"] + 1
    mine = [1 if s == me else 0 for s in obs["board"]]
    theirs = [1 if s not in (0, me) else 0 for s in obs["board"]]
    print("my stones", sum(mine), "theirs", sum(theirs))
    rows, cols = obs["rows"], obs["cols"]
    best, most = env.cell(rows // 2, cols // 2), 0
    for move in env.legal_actions():
        r, c = env.row_col(move)
        n = 0
        for dr in (-1, 0, 1):
            for dc in (-1, 0, 1):
                rr, cc = r + dr, c + dc
                if (dr or dc) and 0 <= rr < rows and 0 <= cc < cols:
                    n += mine[rr * cols + cc]
        if n > most:
            best, most = move, n
    return best if obs["board"][best] == 0 else env.legal_actions()[0]
`,
  },
  check: { games: 10, seed: 31, gameOptions: { width: "6", height: "6", nInRow: "4" }, opponent: "random" },
};
