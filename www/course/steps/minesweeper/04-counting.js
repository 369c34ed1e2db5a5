// Minesweeper step 4 (document 003): the counting solver's idea — compare two numbers, and guess least risky.
import { RULES_JS, RULES_PY, ACT_RULES_JS, ACT_RULES_PY, COUNT_JS, COUNT_PY, ACT_COUNT_JS, ACT_COUNT_PY } from "./parts.js";

/** The step (docs/course.md says what each field means). */
export default {
  game: "minesweeper",
  id: "minesweeper-counting",
  titles: {
    en: "Counting, and the safest guess",
    ja: "数えて、いちばん安全な推測",
    ko: "세어 보고 가장 안전하게 찍기",
    zh: "数一数，猜最安全的格",
  },
  texts: {
    en: "When the two rules are stuck, count. If all the unknown cells of number A are also next to number B, and B still needs as many mines as A, then B's other unknown cells are safe. When even counting finds nothing, do not guess at random: for each hidden cell, its risk is the highest (mines still needed ÷ unknown cells) of the numbers beside it; open the cell with the lowest risk. The check plays 60 beginner games and asks for 75% wins.",
    ja: "2 つのルールで止まったら、数えましょう。数字 A の未知のマスが全部数字 B の隣にもあって、B に必要な残りの地雷の数が A と同じなら、B のほかの未知のマスは安全です。それでも見つからない時はランダムに選ばず、隠れたマスごとに危険度（隣の数字の「残りの地雷 ÷ 未知のマス」の最大値）を出し、いちばん低いマスを開きます。チェックは初級を 60 ゲーム行い、75% 以上勝つことを求めます。",
    ko: "규칙 두 개로 막히면 세어 보세요. 숫자 A의 모르는 칸이 모두 숫자 B 옆에도 있고, B에 남은 지뢰 수가 A와 같다면, B의 다른 모르는 칸은 안전해요. 그래도 없으면 무작위로 찍지 말고, 숨은 칸마다 위험도(옆 숫자들의 남은 지뢰 ÷ 모르는 칸 중 가장 큰 값)를 구해 가장 낮은 칸을 여세요. 검사는 초급 60판을 두고 75% 이상 이기기를 요구해요.",
    zh: "两条规则卡住时，就来数一数。如果数字 A 的所有未知格也都挨着数字 B，而 B 还需要的雷数和 A 一样，那么 B 其余的未知格都安全。连这样也找不到时，不要随便猜：对每个没翻开的格子，算出它的风险（旁边各数字“还缺的雷 ÷ 未知格数”的最大值），翻风险最低的格。检查会下 60 局初级，要求胜率至少 75%。",
  },
  hints: {
    en: ["For each number, list its unknown cells and how many mines they still hold.", "A cell beside no number: its risk is the mines left ÷ the hidden cells left.", "Try the counting before the guess, and the two rules before both."],
    ja: ["数字ごとに、未知のマスの一覧と、そこに残っている地雷の数を作りましょう。", "どの数字の隣でもないマスの危険度は「残りの地雷 ÷ 残りの隠れたマス」です。", "推測の前に数える方法を、その前に 2 つのルールを試します。"],
    ko: ["숫자마다 모르는 칸 목록과 그 안에 남은 지뢰 수를 만드세요.", "어떤 숫자 옆도 아닌 칸의 위험도는 남은 지뢰 ÷ 남은 숨은 칸이에요.", "찍기 전에 세기를, 그 전에 규칙 두 개를 먼저 해 보세요."],
    zh: ["对每个数字，列出它的未知格，以及那里还有几颗雷。", "不挨着任何数字的格子：风险 = 剩下的雷 ÷ 剩下没翻开的格子。", "先用两条规则，再数一数，最后才猜。"],
  },
  starter: {
    js: `${RULES_JS}// «course.mines.todoCountingJs»
// «course.mines.todoRisk»

${ACT_RULES_JS}`,
    python: `${RULES_PY}
# «course.mines.todoCountingPy»
# «course.mines.todoRisk»

${ACT_RULES_PY}`,
  },
  solution: { js: `${RULES_JS}${COUNT_JS}${ACT_COUNT_JS}`, python: `${RULES_PY}\n${COUNT_PY}\n${ACT_COUNT_PY}` },
  check: { games: 60, seed: 23, require: { measure: "wins", atLeast: 0.75 } },
};
