// Gomoku step 2 (document 004's board rules, before any search): win at once, or block the opponent's win.

const TODO_JS = `  // «course.gomoku.todoRule1»
  // «course.gomoku.todoRule2»
`;
const TODO_PY = `    # «course.gomoku.todoRule1»
    # «course.gomoku.todoRule2»
`;
const RULES_JS = `  for (const move of env.legalActions()) {          // rule 1
    const copy = env.clone();
    copy.step(move);
    if (copy.isTerminal && copy.returns()[me] > 0) return move;
  }
  const legal = env.legalActions();
  if (legal.length > 2) {
    for (const c of legal) {                        // rule 2: pretend, then their move on c
      const other = legal.find((m) => m !== c);
      const copy = env.clone();
      copy.step(other);
      if (copy.isTerminal) continue;
      copy.step(c);
      if (copy.isTerminal && copy.returns()[1 - me] > 0) return c;
    }
  }
`;
const RULES_PY = `    for move in env.legal_actions():                # rule 1
        copy = env.clone()
        copy.step(move)
        if copy.is_terminal and copy.returns()[me] > 0:
            return move
    legal = env.legal_actions()
    if len(legal) > 2:
        for c in legal:                              # rule 2: pretend, then their move on c
            other = next(m for m in legal if m != c)
            copy = env.clone()
            copy.step(other)
            if copy.is_terminal:
                continue
            copy.step(c)
            if copy.is_terminal and copy.returns()[1 - me] > 0:
                return c
`;
const STARTER_JS = `function near(obs, env) {
  const me = obs.player + 1;
  let best = env.legalActions()[0], most = -1;
  for (const move of env.legalActions()) {
    const [r, c] = env.rowCol(move);
    let n = 0;
    for (let dr = -1; dr <= 1; dr++)
      for (let dc = -1; dc <= 1; dc++) {
        const rr = r + dr, cc = c + dc;
        if ((dr || dc) && rr >= 0 && rr < obs.rows && cc >= 0 && cc < obs.cols && obs.board[rr * obs.cols + cc] === me) n += 1;
      }
    if (n > most) { best = move; most = n; }
  }
  return best;
}

function act(obs, env) {
  const me = env.currentPlayer;
${TODO_JS}  return near(obs, env);
}
`;
const STARTER_PY = `def near(obs, env):
    me = obs["player"] + 1
    rows, cols, board = obs["rows"], obs["cols"], obs["board"]
    best, most = env.legal_actions()[0], -1
    for move in env.legal_actions():
        r, c = env.row_col(move)
        n = 0
        for dr in (-1, 0, 1):
            for dc in (-1, 0, 1):
                rr, cc = r + dr, c + dc
                if (dr or dc) and 0 <= rr < rows and 0 <= cc < cols and board[rr * cols + cc] == me:
                    n += 1
        if n > most:
            best, most = move, n
    return best

def act(obs, env):
    me = env.current_player
${TODO_PY}    return near(obs, env)
`;

/** The step (docs/course.md says what each field means). */
export default {
  game: "gomoku",
  id: "gomoku-rules",
  titles: {
    en: "Win at once, or block",
    ja: "すぐ勝つ、さもなくば防ぐ",
    ko: "바로 이기거나 막기",
    zh: "马上赢，否则就堵",
  },
  texts: {
    en: "Two rules first. 1: if a move wins now, play it (step it on a copy: the copy is over and {api:copy.returns()[me]} is 1). 2: if the opponent could win on a cell next turn, take that cell. To test the opponent's move on cell c, pretend: on a copy, play any other move of yours, then c for them, and see whether they won. Else play next to your stones, as in step 1. The check plays 40 games on 6 × 6, four in a row, against a Monte Carlo player (20 playouts a move) that does make lines, and asks for 60% wins.",
    ja: "まず 2 つのルールです。1: 今すぐ勝てる手があれば打つ（コピーで step して、コピーが終わり {api:copy.returns()[me]} が 1 なら勝ち）。2: 相手が次に勝てるマスがあれば、そこを取る。相手がマス c に打つのを試すには、コピーで自分のほかの手を 1 つ打ってから相手の c を打ち、相手が勝ったかを見ます。どちらでもなければ、ステップ 1 のように自分の石の隣に打ちます。チェックは 6 × 6 の 4 目並べで、ちゃんと列を作ってくるモンテカルロの相手（1 手 20 プレイアウト）と 40 ゲーム対戦し、60% 以上勝つことを求めます。",
    ko: "먼저 규칙 두 개예요. 1: 지금 바로 이기는 수가 있으면 둬요(복사본에서 step해서 복사본이 끝나고 {api:copy.returns()[me]}가 1이면 이겨요). 2: 상대가 다음 차례에 이길 칸이 있으면 그 칸을 차지해요. 상대가 c에 두는 걸 시험하려면, 복사본에서 내 다른 수를 하나 둔 뒤 상대의 c를 두고 상대가 이겼는지 보세요. 둘 다 아니면 1단계처럼 내 돌 옆에 둬요. 검사는 6 × 6, 네 개 잇기로 줄을 만들어 오는 몬테카를로 상대(한 수에 플레이아웃 20번)와 40판을 두고 60% 이상 이기기를 요구해요.",
    zh: "先用两条规则。1：如果某一步现在就能赢，就下它（在副本上 step：副本结束且 {api:copy.returns()[me]} 是 1 就赢了）。2：如果对手下一步能在某格赢，就先占那一格。想试对手下在格子 c，就假装一下：在副本上先下一步你自己的别的棋，再替对手下 c，看他赢没赢。两条都用不上，就像第 1 步那样下在自己的子旁边。检查会在 6 × 6、四子连珠上和一个会连线的蒙特卡洛对手（每步 20 次模拟）下 40 局，要求胜率至少 60%。",
  },
  hints: {
    en: ["The other move you pretend to play must not be c itself, and must not end the game.", "me = env.currentPlayer; the opponent is 1 − me."],
    ja: ["ふりをして打つほかの手は、c 自身でもゲームを終わらせる手でもいけません。", "me = env.currentPlayer、相手は 1 − me です。"],
    ko: ["척하며 두는 다른 수는 c 자신이면 안 되고, 게임을 끝내서도 안 돼요.", "me = env.currentPlayer, 상대는 1 − me예요."],
    zh: ["假装下的那步别的棋不能是 c 本身，也不能让棋局结束。", "me = env.currentPlayer，对手是 1 − me。"],
  },
  pythonHints: {
    en: ["The other move you pretend to play must not be c itself, and must not end the game.", "me = env.current_player; the opponent is 1 − me."],
    ja: ["ふりをして打つほかの手は、c 自身でもゲームを終わらせる手でもいけません。", "me = env.current_player、相手は 1 − me です。"],
    ko: ["척하며 두는 다른 수는 c 자신이면 안 되고, 게임을 끝내서도 안 돼요.", "me = env.current_player, 상대는 1 − me예요."],
    zh: ["假装下的那步别的棋不能是 c 本身，也不能让棋局结束。", "me = env.current_player，对手是 1 − me。"],
  },
  starter: { js: STARTER_JS, python: STARTER_PY },
  solution: { js: STARTER_JS.replace(TODO_JS, RULES_JS), python: STARTER_PY.replace(TODO_PY, RULES_PY) },
  check: { games: 40, seed: 35, gameOptions: { width: "6", height: "6", nInRow: "4" }, opponent: "pure-mcts", opponentOptions: { playouts: "20" }, require: { measure: "wins", atLeast: 0.6 } },
};
