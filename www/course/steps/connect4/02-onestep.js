// Connect Four step 2 (Kaggle Learn's "One-step lookahead"): win when you can, else the move
// whose board the heuristic scores best (which blocks the opponent's three).
import { SCORE_JS, SCORE_PY } from "./parts.js";

const ACT_JS = `
function act(obs, env) {
  const me = env.currentPlayer;   // «course.c4.me»
  let best = env.legalActions()[0], bestScore = -Infinity;
  for (const move of env.legalActions()) {
    const copy = env.clone();
    copy.step(move);
    TODO_JS
  }
  return best;
}
`;
const ACT_PY = `
def act(obs, env):
    me = env.current_player   # «course.c4.me»
    best, best_score = env.legal_actions()[0], float("-inf")
    for move in env.legal_actions():
        copy = env.clone()
        copy.step(move)
        TODO_PY
    return best
`;
const TODO_JS = "// «course.c4.todoWin»\n    // «course.c4.todoScoreJs»";
const TODO_PY = "# «course.c4.todoWin»\n        # «course.c4.todoScorePy»";
const DONE_JS = `if (copy.isTerminal && copy.returns()[me] === 1) return move;
    const s = score(copy.observation(), me + 1);
    if (s > bestScore) { best = move; bestScore = s; }`;
const DONE_PY = `if copy.is_terminal and copy.returns()[me] == 1:
            return move
        s = score(copy.observation(), me + 1)
        if s > best_score:
            best, best_score = move, s`;

/** The step (docs/course.md says what each field means). */
export default {
  game: "connect4",
  id: "connect4-onestep",
  titles: {
    en: "One step ahead",
    ja: "1 手先を読む",
    ko: "한 수 앞 내다보기",
    zh: "向前看一步",
  },
  texts: {
    en: "Kaggle Learn's one-step lookahead. For each column with room, drop your disc on a copy ({api:env.clone()}, then {api:copy.step(move)}): if the copy is over and {api:copy.returns()[me]} is 1, that move wins: play it. Else score the board after it with the heuristic written for you, {api:score(copy.observation(), me + 1)}: each line of four cells with only your discs counts for you (3 discs: +10, 2: +1), each with only theirs against you (3: −100, 2: −1), so a move that blocks their three scores best. Play the column that scores most. The check asks for a win on two set positions and a block on two more, then plays 40 games against the random agent, taking turns to go first, and asks for 95% wins. Kaggle's ConnectX calls a program as agent(observation, configuration) ({api:observation.board} and {api:observation.mark} as here, the board's size in configuration.columns, rows, inarow): a program written that way is accepted by this check too.",
    ja: "Kaggle Learn の「1 手先読み」です。空きのある列ごとに、コピーにコマを落とします（{api:env.clone()} のあと {api:copy.step(move)}）。コピーが終わっていて {api:copy.returns()[me]} が 1 なら、その手で勝ちなので打ちます。そうでなければ、打ったあとの盤面を用意してある評価関数 {api:score(copy.observation(), me + 1)} で採点します。4 マスのラインのうち自分のコマだけのものは自分の得点（3 個: +10、2 個: +1）、相手のコマだけのものは失点（3 個: −100、2 個: −1）なので、相手の 3 つ並びをふさぐ手がいちばん高くなります。点がいちばん高い列に打ちましょう。チェックは決まった局面 2 つで勝ち、別の 2 つでふさぐかを見てから、ランダムエージェントと先手・後手を交代しながら 40 ゲーム対戦し、95% 以上勝つことを求めます。Kaggle の ConnectX はプログラムを agent(observation, configuration) として呼びます（{api:observation.board} と {api:observation.mark} はここと同じ、盤の大きさは configuration.columns、rows、inarow）。その書き方のプログラムもこのチェックで受け付けます。",
    ko: "Kaggle Learn의 '한 수 앞 내다보기'예요. 자리가 있는 열마다 복사본에 말을 떨어뜨려 보세요({api:env.clone()} 다음 {api:copy.step(move)}). 복사본이 끝났고 {api:copy.returns()[me]}가 1이면 그 수로 이기니까 두세요. 아니면 둔 뒤의 판을 미리 써 둔 평가 함수 {api:score(copy.observation(), me + 1)}로 점수를 매겨요. 네 칸짜리 줄 가운데 내 말만 있는 줄은 내 점수(3개: +10, 2개: +1), 상대 말만 있는 줄은 감점(3개: −100, 2개: −1)이라서, 상대의 세 개를 막는 수가 가장 높아요. 점수가 가장 높은 열에 두세요. 검사는 정해진 국면 두 개에서 이기고, 다른 두 개에서 막는지 본 뒤, 무작위 에이전트와 번갈아 먼저 두며 40판을 두고 95% 이상 이기기를 요구해요. Kaggle의 ConnectX는 프로그램을 agent(observation, configuration)로 불러요({api:observation.board}와 {api:observation.mark}는 여기와 같고, 판 크기는 configuration.columns, rows, inarow). 그렇게 쓴 프로그램도 이 검사에서 받아 줘요.",
    zh: "这是 Kaggle Learn 的“向前看一步”。对每个还有空位的列，在副本上投下你的棋子（{api:env.clone()}，然后 {api:copy.step(move)}）：如果副本结束了而且 {api:copy.returns()[me]} 是 1，这一步就赢了，下它。否则用写好的评估函数 {api:score(copy.observation(), me + 1)} 给走完后的棋盘打分：四格连线里只有你的棋子的给你加分（3 个：+10，2 个：+1），只有对手棋子的给你扣分（3 个：−100，2 个：−1），所以堵住对手三连的一步得分最高。下得分最高的那一列。检查先看你在两个固定局面上能不能赢、在另两个上能不能堵，再和随机智能体轮流先手下 40 局，要求胜率至少 95%。Kaggle 的 ConnectX 把程序当作 agent(observation, configuration) 来调用（{api:observation.board} 和 {api:observation.mark} 和这里一样，棋盘大小在 configuration.columns、rows、inarow 里）：这样写的程序这个检查也接受。",
  },
  hints: {
    en: ["A move wins when, after copy.step(move), copy.isTerminal is true and copy.returns()[me] is 1.", "score() wants the copy's board: copy.observation(), and your mark, me + 1 (marks are 1 and 2, players 0 and 1).", "Keep the best so far: if (s > bestScore) { best = move; bestScore = s; }"],
    ja: ["copy.step(move) のあと copy.isTerminal が true で copy.returns()[me] が 1 なら、その手で勝ちです。", "score() にはコピーの盤面 copy.observation() と自分の印 me + 1 を渡します（印は 1 と 2、プレイヤーは 0 と 1）。", "それまでの最高を覚えておきます: if (s > bestScore) { best = move; bestScore = s; }"],
    ko: ["copy.step(move) 뒤에 copy.isTerminal이 true이고 copy.returns()[me]가 1이면 그 수로 이겨요.", "score()에는 복사본의 판 copy.observation()과 내 표시 me + 1을 넘겨요(표시는 1과 2, 플레이어는 0과 1).", "지금까지의 최고를 기억해 두세요: if (s > bestScore) { best = move; bestScore = s; }"],
    zh: ["如果 copy.step(move) 之后 copy.isTerminal 为 true 且 copy.returns()[me] 是 1，这一步就赢了。", "score() 要的是副本的棋盘 copy.observation() 和你的标记 me + 1（标记是 1 和 2，玩家是 0 和 1）。", "记住目前最好的：if (s > bestScore) { best = move; bestScore = s; }"],
  },
  pythonHints: {
    en: ["A move wins when, after copy.step(move), copy.is_terminal is True and copy.returns()[me] is 1.", "score() wants the copy's board: copy.observation(), and your mark, me + 1 (marks are 1 and 2, players 0 and 1).", "Keep the best so far: if s > best_score: best, best_score = move, s"],
    ja: ["copy.step(move) のあと copy.is_terminal が True で copy.returns()[me] が 1 なら、その手で勝ちです。", "score() にはコピーの盤面 copy.observation() と自分の印 me + 1 を渡します（印は 1 と 2、プレイヤーは 0 と 1）。", "それまでの最高を覚えておきます: if s > best_score: best, best_score = move, s"],
    ko: ["copy.step(move) 뒤에 copy.is_terminal이 True이고 copy.returns()[me]가 1이면 그 수로 이겨요.", "score()에는 복사본의 판 copy.observation()과 내 표시 me + 1을 넘겨요(표시는 1과 2, 플레이어는 0과 1).", "지금까지의 최고를 기억해 두세요: if s > best_score: best, best_score = move, s"],
    zh: ["如果 copy.step(move) 之后 copy.is_terminal 为 True 且 copy.returns()[me] 是 1，这一步就赢了。", "score() 要的是副本的棋盘 copy.observation() 和你的标记 me + 1（标记是 1 和 2，玩家是 0 和 1）。", "记住目前最好的：if s > best_score: best, best_score = move, s"],
  },
  starter: { js: SCORE_JS + ACT_JS.replace("TODO_JS", TODO_JS), python: SCORE_PY + ACT_PY.replace("TODO_PY", TODO_PY) },
  solution: { js: SCORE_JS + ACT_JS.replace("TODO_JS", DONE_JS), python: SCORE_PY + ACT_PY.replace("TODO_PY", DONE_PY) },
  check: {
    games: 40,
    seed: 42,
    opponent: "random",
    positions: [
      { moves: [0, 0, 1, 1, 2, 2], expect: [3], why: "win" },
      { moves: [0, 6, 1, 6, 2], expect: [3], why: "block" },
      { moves: [4, 0, 4, 1, 4, 2], expect: [4], why: "win" },
      { moves: [6, 2, 6, 2, 0, 2], expect: [2], why: "block" },
    ],
    require: { measure: "wins", atLeast: 0.95 },
  },
};
