// Minesweeper step 3 (document 003): the two rules that find safe cells.
import { RULES_JS, RULES_PY, ACT_RULES_JS, ACT_RULES_PY } from "./parts.js";


/** The step (docs/course.md says what each field means). */
export default {
  game: "minesweeper",
  id: "minesweeper-rules",
  titles: {
    en: "Safe cells by two rules",
    ja: "2 つのルールで安全なマス",
    ko: "규칙 두 개로 안전한 칸 찾기",
    zh: "用两条规则找安全格",
  },
  texts: {
    en: "The document's two rules. Rule 1: when a number has exactly as many hidden neighbours as its value, they are all mines. Rule 2: when a number already touches as many known mines as its value, its other hidden neighbours are safe. Repeat rule 1 until nothing changes, then open a safe cell; guess at random only when no rule helps. The check plays 60 beginner games and asks you to win at least 40% of them.",
    ja: "資料の 2 つのルールです。ルール 1: 数字の周りの隠れたマスの数が、その数字と同じなら、全部地雷。ルール 2: 数字の周りにわかっている地雷が数字と同じだけあるなら、残りの隠れたマスは安全。ルール 1 を変化がなくなるまで繰り返してから安全なマスを開き、どのルールも使えない時だけランダムに選びます。チェックは初級を 60 ゲーム行い、40% 以上勝つことを求めます。",
    ko: "자료의 규칙 두 개예요. 규칙 1: 숫자 주변 숨은 칸의 수가 그 숫자와 같으면 모두 지뢰예요. 규칙 2: 숫자 주변에 이미 아는 지뢰가 숫자만큼 있으면 나머지 숨은 칸은 안전해요. 규칙 1을 바뀌는 게 없을 때까지 반복한 뒤 안전한 칸을 열고, 어떤 규칙도 안 통할 때만 무작위로 골라요. 검사는 초급 60판을 두고 40% 이상 이기기를 요구해요.",
    zh: "资料里的两条规则。规则 1：如果一个数字周围没翻开的格子数正好等于这个数字，它们全是雷。规则 2：如果一个数字周围已知的雷已经和数字一样多，其余没翻开的邻格都安全。先反复用规则 1 直到没有变化，再翻一个安全格；只有规则都用不上时才随机猜。检查会下 60 局初级，要求胜率至少 40%。",
  },
  hints: {
    en: ["Keep the mines in a Set of cell numbers.", "around(obs, cell) is written for you: it lists a cell's neighbours.", "A number is 1 to 8; skip hidden (9), flagged (10) and 0 cells."],
    ja: ["地雷はマス番号の Setに入れておきましょう。", "around(obs, cell) はもう書いてあります。マスの隣を並べます。", "数字は 1〜8 です。隠れたマス（9）、旗（10）、0 は飛ばします。"],
    ko: ["지뢰는 칸 번호의 Set에 담아 두세요.", "around(obs, cell)은 이미 있어요. 칸의 이웃을 나열해요.", "숫자는 1~8이에요. 숨은 칸(9), 깃발(10), 0은 건너뛰세요."],
    zh: ["把雷放进一个格子编号的 Set。", "around(obs, cell) 已经写好了：它列出一个格子的邻格。", "数字是 1 到 8；跳过没翻开（9）、插旗（10）和 0 的格子。"],
  },
  pythonHints: {
    en: ["Keep the mines in a set of cell numbers.", "around(obs, cell) is written for you: it lists a cell's neighbours.", "A number is 1 to 8; skip hidden (9), flagged (10) and 0 cells."],
    ja: ["地雷はマス番号の setに入れておきましょう。", "around(obs, cell) はもう書いてあります。マスの隣を並べます。", "数字は 1〜8 です。隠れたマス（9）、旗（10）、0 は飛ばします。"],
    ko: ["지뢰는 칸 번호의 set에 담아 두세요.", "around(obs, cell)은 이미 있어요. 칸의 이웃을 나열해요.", "숫자는 1~8이에요. 숨은 칸(9), 깃발(10), 0은 건너뛰세요."],
    zh: ["把雷放进一个格子编号的 set。", "around(obs, cell) 已经写好了：它列出一个格子的邻格。", "数字是 1 到 8；跳过没翻开（9）、插旗（10）和 0 的格子。"],
  },
  starter: {
    js: `${RULES_JS.slice(0, RULES_JS.indexOf("// «course.mines.rule1»"))}// «course.mines.rule1»
// «course.mines.rule2»
function safeCells(obs) {
  const mines = new Set();
  const safe = [];
  // «course.mines.todoRules»
  return { safe, mines };
}

${ACT_RULES_JS}`,
    python: `${RULES_PY.slice(0, RULES_PY.indexOf("# «course.mines.rule1»"))}# «course.mines.rule1»
# «course.mines.rule2»
def safe_cells(obs):
    mines = set()
    safe = []
    # «course.mines.todoRules»
    return safe, mines

${ACT_RULES_PY}`,
  },
  solution: { js: `${RULES_JS}${ACT_RULES_JS}`, python: `${RULES_PY}\n${ACT_RULES_PY}` },
  check: { games: 60, seed: 22, require: { measure: "wins", atLeast: 0.4 } },
};
