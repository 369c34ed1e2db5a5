// Puyo step 7 (document 001's last step): the learner against greedy, then seated on the board and in a class tournament.
import learner from "./06-learner.js";

// The starting program is step 6's learner with act() left to write: it must play the net's best move.
const ACT_JS = "function act(obs, env) {\n  return pick(env, 0).move;\n}";
const TODO_JS = "function act(obs, env) {\n  // «course.seat.todo»\n  return env.legalActions()[0];\n}";
const ACT_PY = "def act(obs, env):\n    return pick(env, 0)[0]";
const TODO_PY = "def act(obs, env):\n    # «course.seat.todo»\n    return env.legal_actions()[0]";

/** The step (docs/course.md says what each field means). */
export default {
  game: "puyo",
  id: "puyo-seat",
  titles: {
    en: "Beat greedy, then seat your learner",
    ja: "「目先の得点」に勝って、学習器を対戦させよう",
    ko: "'눈앞의 점수'를 이기고 학습기를 자리에 앉히기",
    zh: "赢过贪心，再让你的学习器上场",
  },
  texts: {
    en: "Your learner from step 6 against the greedy agent: its act() is left for you: play the net's best move, without exploring. The check trains it 10 games, then plays 8 games of 100 pairs and asks for at least greedy's mean score on the same games. When it passes, {where:open the Learn panel, choose My learner, train it longer and seat it on the board; then enter it in a class tournament in the Code panel and compare it with your classmates' agents.|train it longer: in a new cell, call learn(env, episode) in a loop, keep each game's score in a list and draw it with playground.plot(scores); then run the check again.}",
    ja: "ステップ 6 の学習器と「目先の得点」エージェントの勝負です。act() はあなたが書きます。探索なしで、ネットがいちばん良いと見る手を打ちましょう。チェックは 10 ゲーム学習させてから 100 ペアのゲームを 8 回行い、同じゲームでの「目先の得点」エージェントの平均スコア以上を求めます。合格したら{where:学習パネルを開いて「自分の学習器」を選び、もっと学習させて盤面の席に座らせましょう。それからコードパネルのクラス大会に出して、友だちのエージェントと比べましょう。|もっと学習させましょう。新しいセルで learn(env, episode) をくり返し呼び、ゲームごとのスコアをリストにためて playground.plot(scores) でグラフにします。それからもう一度チェックしましょう。}",
    ko: "6단계의 학습기와 '눈앞의 점수' 에이전트의 대결이에요. act()는 직접 쓰세요. 탐험 없이 신경망이 가장 좋게 보는 수를 두면 돼요. 검사는 10판을 훈련한 뒤 100쌍짜리 게임을 8판 두고, 같은 게임에서 '눈앞의 점수'의 평균 점수 이상을 요구해요. 통과하면 {where:학습 패널을 열어 내 학습기를 고르고, 더 훈련한 뒤 판의 자리에 앉히세요. 그다음 코드 패널의 학급 대회에 내보내 친구들의 에이전트와 비교해 보세요.|더 훈련해 보세요. 새 셀에서 learn(env, episode)를 반복해서 부르고, 판마다 점수를 목록에 모아 playground.plot(scores)로 그래프를 그려요. 그다음 검사를 다시 해 보세요.}",
    zh: "第 6 步的学习器对贪心智能体。act() 留给你来写：不探索，直接走网络认为最好的一步。检查会先训练 10 局，再下 8 局、每局 100 对，要求平均分不低于贪心智能体在同样棋局上的平均分。通过后，{where:打开学习面板，选择“我的学习器”，多训练一会儿，让它在棋盘上入座；然后在代码面板里参加班级比赛，和同学的智能体比一比。|再多训练一会儿：在新的单元格里循环调用 learn(env, episode)，把每局的分数存进列表，用 playground.plot(scores) 画出来；然后再检查一次。}",
  },
  hints: {
    en: ["If it loses to greedy, train more episodes, or make the exploration smaller (0.1 → 0.05).", "To go further, look two pairs ahead: obs.next is the next pair, so on each copy try every move again with choices(copy).", "{where:Save keeps what it learned: the Learn panel's Save lists it for the seat menus.|What it learned lives in the notebook: running the cell that makes the net again starts it from scratch, so train in a cell of its own.}"],
    ja: ["「目先の得点」に負けるなら、エピソードを増やすか、探索を小さく（0.1 → 0.05）してみましょう。", "さらに強くするには 2 ペア先を読みます。obs.next が次のペアなので、各コピーで choices(copy) をもう一度試します。", "{where:保存すると学んだことが残ります。学習パネルで保存すると席のメニューに出ます。|学んだことはノートブックの中にあります。ネットを作るセルをもう一度実行すると最初からになるので、学習は別のセルで行いましょう。}"],
    ko: ["'눈앞의 점수'에게 지면 에피소드를 늘리거나 탐험을 줄여(0.1 → 0.05) 보세요.", "더 강하게 하려면 두 쌍 앞을 보세요. obs.next가 다음 쌍이니, 각 복사본에서 choices(copy)를 한 번 더 시험해요.", "{where:저장하면 배운 것이 남아요. 학습 패널에서 저장하면 자리 메뉴에 나와요.|배운 것은 노트북 안에 있어요. 신경망을 만드는 셀을 다시 실행하면 처음부터 시작하니, 훈련은 따로 된 셀에서 하세요.}"],
    zh: ["如果输给贪心，就多训练几回合，或者把探索调小（0.1 → 0.05）。", "想更强，就向前看两对：obs.next 是下一对，在每个副本上再用 choices(copy) 试一遍。", "{where:保存会留下学到的东西：在学习面板保存后，它会出现在座位菜单里。|学到的东西留在笔记本里：再运行创建网络的单元格会从头开始，所以请在单独的单元格里训练。}"],
  },
  pythonHints: {
    en: ["If it loses to greedy, train more episodes, or make the exploration smaller (0.1 → 0.05).", "To go further, look two pairs ahead: obs[\"next\"] is the next pair, so on each copy try every move again with choices(copy).", "{where:Save keeps what it learned: the Learn panel's Save lists it for the seat menus.|What it learned lives in the notebook: running the cell that makes the net again starts it from scratch, so train in a cell of its own.}"],
    ja: ["「目先の得点」に負けるなら、エピソードを増やすか、探索を小さく（0.1 → 0.05）してみましょう。", "さらに強くするには 2 ペア先を読みます。obs[\"next\"] が次のペアなので、各コピーで choices(copy) をもう一度試します。", "{where:保存すると学んだことが残ります。学習パネルで保存すると席のメニューに出ます。|学んだことはノートブックの中にあります。ネットを作るセルをもう一度実行すると最初からになるので、学習は別のセルで行いましょう。}"],
    ko: ["'눈앞의 점수'에게 지면 에피소드를 늘리거나 탐험을 줄여(0.1 → 0.05) 보세요.", "더 강하게 하려면 두 쌍 앞을 보세요. obs[\"next\"]가 다음 쌍이니, 각 복사본에서 choices(copy)를 한 번 더 시험해요.", "{where:저장하면 배운 것이 남아요. 학습 패널에서 저장하면 자리 메뉴에 나와요.|배운 것은 노트북 안에 있어요. 신경망을 만드는 셀을 다시 실행하면 처음부터 시작하니, 훈련은 따로 된 셀에서 하세요.}"],
    zh: ["如果输给贪心，就多训练几回合，或者把探索调小（0.1 → 0.05）。", "想更强，就向前看两对：obs[\"next\"] 是下一对，在每个副本上再用 choices(copy) 试一遍。", "{where:保存会留下学到的东西：在学习面板保存后，它会出现在座位菜单里。|学到的东西留在笔记本里：再运行创建网络的单元格会从头开始，所以请在单独的单元格里训练。}"],
  },
  starter: { js: learner.solution.js.replace(ACT_JS, TODO_JS), python: learner.solution.python.replace(ACT_PY, TODO_PY) },
  solution: { js: learner.solution.js, python: learner.solution.python },
  check: { games: 8, seed: 7, gameOptions: { maxPairs: "100" }, timeLimitMs: 10000, learn: { episodes: 10, seconds: 240 }, require: { measure: "score", versus: "greedy", factor: 1 } },
};
