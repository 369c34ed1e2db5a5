// Minesweeper step 5 (document 000's environment, learned from play): a table of which patterns hide mines.
import { RULES_JS, RULES_PY, LEARNED_JS, LEARNED_PY } from "./parts.js";

const TODO_JS = "  // «course.mines.todoLearnedJs»";
const TODO_PY = "    # «course.mines.todoLearnedPy»";
const cut = (code, from, to, todo) => code.slice(0, code.indexOf(from)) + todo + "\n" + code.slice(code.indexOf(to));

/** The step (docs/course.md says what each field means). */
export default {
  game: "minesweeper",
  id: "minesweeper-learned",
  titles: {
    en: "A player that learns where mines hide",
    ja: "地雷の場所を学ぶプレイヤー",
    ko: "지뢰가 숨는 곳을 배우는 플레이어",
    zh: "学会雷藏在哪里的玩家",
  },
  texts: {
    en: "Instead of working out the risk, learn it. A hidden cell's pattern is its 8 neighbours as text. learn(env, episode) plays a game with the rules and, when it must guess, writes down the pattern of every hidden cell; at the end the board shows the mines, so each pattern gets counted: how many times it was seen, how many times it hid a mine. To guess, open the cell whose pattern was a mine least often. The check trains 300 games, then asks for 65% wins in 60 games.",
    ja: "危険度を計算する代わりに、学ばせましょう。隠れたマスのパターンは、周りの 8 マスを文字にしたものです。learn(env, episode) はルールで 1 ゲーム打ち、推測が必要な時は隠れたマスすべてのパターンを書き留めます。終わると盤面に地雷が見えるので、パターンごとに「見た回数」と「地雷だった回数」を数えます。推測では、地雷だった割合がいちばん低いパターンのマスを開きます。チェックは 300 ゲーム学習してから 60 ゲーム行い、65% 以上勝つことを求めます。",
    ko: "위험도를 계산하는 대신 배우게 해요. 숨은 칸의 패턴은 주변 8칸을 글자로 나타낸 거예요. learn(env, episode)는 규칙으로 한 판을 두고, 찍어야 할 때 숨은 칸 모두의 패턴을 적어 둬요. 게임이 끝나면 판에 지뢰가 보이니 패턴마다 본 횟수와 지뢰였던 횟수를 세요. 찍을 때는 지뢰였던 비율이 가장 낮은 패턴의 칸을 여세요. 검사는 300판을 훈련한 뒤 60판을 두고 65% 이상 이기기를 요구해요.",
    zh: "不去计算风险，而是把它学出来。一个没翻开格子的图案，就是它周围 8 格写成的文字。learn(env, episode) 用规则下一局，需要猜的时候，把每个没翻开格子的图案记下来；游戏结束时棋盘会显示雷的位置，于是每个图案都能计数：见过几次，几次下面是雷。猜的时候，翻图案当雷比例最低的格子。检查会先训练 300 局，再下 60 局，要求胜率至少 65%。",
  },
  hints: {
    en: ["After a loss a mine shows as −1; after a win the mines are the cells still hidden.", "seen[pattern] = [mines, times]; (mines + 1) / (times + 2) is a fair guess even for a new pattern.", "Explore a little while learning (a random guess one time in ten) so the table sees new patterns."],
    ja: ["負けたあとは地雷が −1 で見えます。勝ったあとは、まだ隠れているマスが地雷です。", "seen[pattern] = [地雷の回数, 見た回数]。(地雷 + 1) / (回数 + 2) なら初めてのパターンでも妥当な予想になります。", "学習中は少し探索しましょう（10 回に 1 回ランダムに推測）。表が新しいパターンを知れます。"],
    ko: ["지면 지뢰가 −1로 보여요. 이기면 아직 숨은 칸이 지뢰예요.", "seen[pattern] = [지뢰 횟수, 본 횟수]. (지뢰 + 1) / (횟수 + 2)는 처음 보는 패턴에도 괜찮은 추측이에요.", "훈련 중에는 조금 탐험하세요(열 번에 한 번 무작위로 찍기). 그래야 표가 새 패턴을 봐요."],
    zh: ["输了以后雷显示为 −1；赢了以后，还没翻开的格子就是雷。", "seen[pattern] = [雷的次数, 见过的次数]；(雷 + 1) / (次数 + 2) 即使对新图案也是合理的估计。", "训练时稍微探索一下（十次里随机猜一次），表才会见到新图案。"],
  },
  starter: {
    js: cut(`${RULES_JS}${LEARNED_JS}`, "  for (const [pattern, cell] of asked)", "  return { won:", TODO_JS),
    python: cut(`${RULES_PY}\n${LEARNED_PY}`, "    for pattern, cell in asked:", '    return {"won":', TODO_PY),
  },
  solution: { js: `${RULES_JS}${LEARNED_JS}`, python: `${RULES_PY}\n${LEARNED_PY}` },
  check: { games: 60, seed: 24, learn: { episodes: 300, seconds: 240 }, require: { measure: "wins", atLeast: 0.65 } },
};
