// Connect Four step 1 (Kaggle Learn's "Play the game"): the board, a move, the columns with room.

/** The step (docs/course.md says what each field means). */
export default {
  game: "connect4",
  id: "connect4-env",
  titles: {
    en: "Drop a disc",
    ja: "コマを落とそう",
    ko: "말 떨어뜨리기",
    zh: "投下棋子",
  },
  texts: {
    en: "Connect Four: two players drop discs into 7 columns of 6 rows, and four in a row (across, down or diagonal) wins. Your move is a column's number, 0 at the left to 6 at the right{where: (the board on the page numbers the columns 1 to 7: action 0 is its column 1)|}: the disc falls to the lowest empty cell. The board is {api:obs.board}: {api:obs.rows} × {api:obs.columns} numbers, row by row from the top, so cell r × 7 + c is row r, column c; 0 is empty, 1 is the first player's disc, 2 the second's, and {api:obs.mark} is yours. A column has room while its top cell {api:obs.board[c]} is 0; {api:env.legalActions()} lists those columns. Drop in the middle column (action 3) while it has room, else in the first column that has room. The check asks for that on four set positions, then plays 10 games against the random agent with no illegal move.",
    ja: "コネクトフォー: 2 人が 6 段 7 列の盤にコマを落としていき、縦・横・斜めに 4 つ並べたほうの勝ちです。あなたの手は列の番号で、左端が 0、右端が 6 です{where:（ページの盤では列に 1 から 7 の番号が付いています。手 0 が盤の 1 列目です）|}。コマはその列のいちばん下の空きマスまで落ちます。盤面は {api:obs.board} で、{api:obs.rows} × {api:obs.columns} 個の数が上の段から順に並んでいます。マス r × 7 + c が r 段目・c 列目です。0 は空き、1 は先手のコマ、2 は後手のコマで、{api:obs.mark} があなたの印です。列のいちばん上のマス {api:obs.board[c]} が 0 のあいだは、その列に入れられます。入れられる列の一覧が {api:env.legalActions()} です。真ん中の列（手 3）に空きがあればそこに、なければ空きのある最初の列に落としましょう。チェックは決まった 4 つの局面でそうするかを見てから、ランダムエージェントと 10 ゲーム対戦し、反則がないかを確かめます。",
    ko: "커넥트 포: 두 사람이 6줄 7열 판에 말을 떨어뜨리고, 가로·세로·대각선으로 네 개를 먼저 잇는 쪽이 이겨요. 내 수는 열 번호예요. 왼쪽 끝이 0, 오른쪽 끝이 6이고{where:(페이지의 판에는 열에 1부터 7까지 번호가 붙어 있어요. 수 0이 판의 1열이에요)|}, 말은 그 열의 가장 아래 빈칸까지 떨어져요. 판은 {api:obs.board}예요. {api:obs.rows} × {api:obs.columns}개의 수가 맨 윗줄부터 차례로 있어서, r × 7 + c번 칸이 r번째 줄, c번째 열이에요. 0은 빈칸, 1은 먼저 두는 쪽의 말, 2는 나중에 두는 쪽의 말이고, {api:obs.mark}가 내 표시예요. 열의 맨 위 칸 {api:obs.board[c]}가 0인 동안은 그 열에 넣을 수 있어요. 넣을 수 있는 열의 목록이 {api:env.legalActions()}예요. 가운데 열(수 3)에 자리가 있으면 거기에, 없으면 자리가 있는 첫 번째 열에 떨어뜨리세요. 검사는 정해진 국면 네 개에서 그렇게 하는지 본 뒤, 무작위 에이전트와 10판을 두며 반칙이 없는지 확인해요.",
    zh: "四子棋：两人轮流把棋子投进 6 行 7 列的棋盘，先在横、竖或斜线上连成四个的一方获胜。你的一步是列号，最左边是 0，最右边是 6{where:（页面上的棋盘把列标成 1 到 7：走法 0 就是棋盘上的第 1 列）|}：棋子会落到那一列最下面的空格。棋盘是 {api:obs.board}：{api:obs.rows} × {api:obs.columns} 个数，从最上面一行开始一行一行排列，所以格子 r × 7 + c 是第 r 行、第 c 列；0 是空，1 是先手的棋子，2 是后手的棋子，{api:obs.mark} 是你的标记。一列最上面的格子 {api:obs.board[c]} 还是 0，这一列就还能放；{api:env.legalActions()} 列出这些列。中间那列（走法 3）还有空位就投那里，否则投第一个还有空位的列。检查先看你在四个固定局面上是不是这样下，再和随机智能体下 10 局，确认没有违规的一步。",
  },
  hints: {
    en: ["obs.board[3] === 0 tells whether the middle column has room.", "env.legalActions()[0] is the first column with room."],
    ja: ["obs.board[3] === 0 なら真ん中の列に空きがあります。", "env.legalActions()[0] が空きのある最初の列です。"],
    ko: ["obs.board[3] === 0이면 가운데 열에 자리가 있어요.", "env.legalActions()[0]이 자리가 있는 첫 번째 열이에요."],
    zh: ["obs.board[3] === 0 表示中间那列还有空位。", "env.legalActions()[0] 是第一个还有空位的列。"],
  },
  pythonHints: {
    en: ["obs[\"board\"][3] == 0 tells whether the middle column has room.", "env.legal_actions()[0] is the first column with room."],
    ja: ["obs[\"board\"][3] == 0 なら真ん中の列に空きがあります。", "env.legal_actions()[0] が空きのある最初の列です。"],
    ko: ["obs[\"board\"][3] == 0이면 가운데 열에 자리가 있어요.", "env.legal_actions()[0]이 자리가 있는 첫 번째 열이에요."],
    zh: ["obs[\"board\"][3] == 0 表示中间那列还有空位。", "env.legal_actions()[0] 是第一个还有空位的列。"],
  },
  starter: {
    js: `function act(obs, env) {
  console.log("mark", obs.mark, "top row", Array.from(obs.board).slice(0, obs.columns));
  // «course.c4.todoEnv»
}
`,
    python: `def act(obs, env):
    print("mark", obs["mark"], "top row", list(obs["board"])[:obs["columns"]])
    # «course.c4.todoEnv»
`,
  },
  solution: {
    js: `function act(obs, env) {
  console.log("mark", obs.mark, "top row", Array.from(obs.board).slice(0, obs.columns));
  if (obs.board[3] === 0) return 3;
  return env.legalActions()[0];
}
`,
    python: `def act(obs, env):
    print("mark", obs["mark"], "top row", list(obs["board"])[:obs["columns"]])
    if obs["board"][3] == 0:
        return 3
    return env.legal_actions()[0]
`,
  },
  check: {
    games: 10,
    seed: 41,
    opponent: "random",
    positions: [
      { moves: [], expect: [3], why: "middle" },
      { moves: [0, 6, 1], expect: [3], why: "middle" },
      { moves: [3, 3, 3, 3, 3, 3], expect: [0], why: "first" },
      { moves: [3, 3, 3, 3, 3, 3, 0, 0, 0, 0, 0, 0], expect: [1], why: "first" },
    ],
  },
};
