// Puyo step 1 (document 001, Step 5's first half): what act() sees — the board and the pair.

/** The step (docs/course.md says what each field means). */
export default {
  game: "puyo",
  id: "puyo-board",
  titles: {
    en: "The board and the pair",
    ja: "盤面とぷよのペア",
    ko: "판과 뿌요 한 쌍",
    zh: "棋盘和一对噗哟",
  },
  texts: {
    en: "act(obs, env) is called for every pair. {api:obs.board} is the field as one list (rows × cols numbers, 0 = empty), {api:obs.pair} is the falling pair's two colours and {api:obs.next} the next ones. Print them, and return a legal move: {api:env.legalActions()} lists them.",
    ja: "act(obs, env) はペアが落ちてくるたびに呼ばれます。{api:obs.board} は盤面を 1 列に並べたもの（rows × cols 個の数、0 は空き）、{api:obs.pair} は落ちてくるペアの 2 色、{api:obs.next} は次のペアです。表示してみて、合法手を 1 つ返しましょう。合法手は {api:env.legalActions()} でわかります。",
    ko: "act(obs, env)는 한 쌍이 떨어질 때마다 불려요. {api:obs.board}는 판을 한 줄로 늘어놓은 것(rows × cols 개의 수, 0은 빈칸), {api:obs.pair}는 떨어지는 쌍의 두 색, {api:obs.next}는 다음 쌍이에요. 출력해 보고, 둘 수 있는 수를 하나 돌려주세요. {api:env.legalActions()}가 알려 줘요.",
    zh: "每落下一对噗哟，act(obs, env) 就会被调用一次。{api:obs.board} 把棋盘排成一行（rows × cols 个数，0 表示空），{api:obs.pair} 是正在落下的两个颜色，{api:obs.next} 是下一对。把它们打印出来，再返回一个合法的动作：{api:env.legalActions()} 会列出它们。",
  },
  hints: {
    en: ["console.log(obs.pair) prints the two colours in the console under the editor.", "Return env.legalActions()[0]: the first legal move is always allowed."],
    ja: ["console.log(obs.pair) で 2 色がエディタの下のコンソールに出ます。", "env.legalActions()[0] を返しましょう。最初の合法手はいつでも置けます。"],
    ko: ["console.log(obs.pair)를 쓰면 두 색이 편집기 아래 콘솔에 나와요.", "env.legalActions()[0]을 돌려주세요. 첫 번째 합법 수는 언제나 둘 수 있어요."],
    zh: ["console.log(obs.pair) 会把两个颜色打印到{where:编辑器下面的控制台|运行的单元格下面}。", "返回 env.legalActions()[0]：第一个合法动作总是可以下的。"],
  },
  pythonHints: {
    en: ["print(obs[\"pair\"]) prints the two colours {where:in the console under the editor|under the cell when you run it}.", "Return env.legal_actions()[0]: the first legal move is always allowed."],
    ja: ["print(obs[\"pair\"]) で 2 色が{where:エディタの下のコンソール|セルを実行するとその下}に出ます。", "env.legal_actions()[0] を返しましょう。最初の合法手はいつでも置けます。"],
    ko: ["print(obs[\"pair\"])를 쓰면 두 색이 {where:편집기 아래 콘솔|셀을 실행할 때 셀 아래}에 나와요.", "env.legal_actions()[0]을 돌려주세요. 첫 번째 합법 수는 언제나 둘 수 있어요."],
    zh: ["print(obs[\"pair\"]) 会把两个颜色打印到{where:编辑器下面的控制台|运行的单元格下面}。", "返回 env.legal_actions()[0]：第一个合法动作总是可以下的。"],
  },
  starter: {
    js: `function act(obs, env) {
  console.log("board", obs.rows, "x", obs.cols, "pair", obs.pair, "next", obs.next);
  // «course.board.todoJs»
}
`,
    python: `def act(obs, env):
    print("board", obs["rows"], "x", obs["cols"], "pair", obs["pair"], "next", obs["next"])
    # «course.board.todoPy»
`,
  },
  solution: {
    js: `function act(obs, env) {
  console.log("board", obs.rows, "x", obs.cols, "pair", obs.pair, "next", obs.next);
  return env.legalActions()[0];
}
`,
    python: `def act(obs, env):
    print("board", obs["rows"], "x", obs["cols"], "pair", obs["pair"], "next", obs["next"])
    return env.legal_actions()[0]
`,
  },
  check: { games: 3, seed: 1, gameOptions: { maxPairs: "30" } },
};
