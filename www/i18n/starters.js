// The words of the starter programs (www/code/starters.js, www/code/learner_starters.js): their
// comments and the sentences they print, in the page's four languages, so that a student reads
// every word of an example in their own language while the code stays the same in all of them.
//
// Like the page's areas (index.js) it is `{en: {...}, ja: {...}, ko: {...}, zh: {...}}` with the
// same keys in every language, but it is not one of index.js's AREAS: these texts are not page
// words for t() but parts of programs, filled into the starters' templates by worded() below.
// Keys are `starter.what`; a key whose last part starts with `say` is a sentence the program
// prints (inside a string: no quotes, backslashes, braces or line breaks). A text may have
// several lines only where it fills a whole comment line. `{name}` is a piece of code that differs
// between JavaScript and Python (the starter passes it in), kept as it is in every language.
// tests/js/starter_words.test.js checks all of that, and that no ja/ko/zh comment is left in English.
//
// Korean uses 해요체 throughout (as the Learn panel's words do); Japanese uses です・ます in
// sentences and plain nouns in short notes at the end of a line.

const en = {
  "random.about":
    "A random agent: it plays any legal move.\n" +
    "act(obs, env) is called once per move. obs is what you see (the board...), env is a copy\n" +
    "of the game you may try moves on. Return the number of the move (an action index).",
  "random.legal": "every move you may play now",
  "random.sayFrom": "I can choose from",
  "random.sayMoves": "moves",

  "greedy.about":
    "Greedy (document 001): try every placement of the pair on a copy of the game\n" +
    "and keep the one that scores the most points right now.\n" +
    "A placement is a column x (0 = left) and a rotation: the second puyo goes\n" +
    "right (0), above (1), left (2) or below (3) of the first. {puyoAction}\n" +
    "turns that into a move number, {puyoParts} turns it back.\n" +
    "When several placements score the same (often 0 points), it picks one of them at random.",
  "greedy.copy": "a copy: the real game does not change",
  "greedy.play": "play returns the points this move scored",
  "greedy.sayColumn": "column",
  "greedy.sayRotation": "rotation",
  "greedy.sayScores": "scores",

  "rules.about":
    "Seed 003's two rules for Minesweeper.\n" +
    "{board} has one number per cell, row by row: 9 = hidden, 10 = flagged,\n" +
    "0..8 = how many mines touch this revealed cell. env.cell(row, col) is the move\n" +
    "that opens the cell at (row, col).\n" +
    "  Rule 1: if a number equals the hidden cells around it, they are all mines.\n" +
    "  Rule 2: if a number equals the mines we know around it, its other hidden cells are safe.\n" +
    "When no rule helps, we open a random hidden cell we do not know is a mine.",
  "rules.mines": "cells we know are mines, written {mineKey}",
  "rules.rule1": "rule 1, again until nothing new is found",
  "rules.rule2": "rule 2",
  "rules.saySafe1": "rule 2: ",
  "rules.saySafe2": " is safe",
  "rules.sayGuess": "no rule helps: a guess",

  "winBlock.about":
    "Win, else block: play a move that wins now; else take the cell where the\n" +
    "opponent would win next; else play the centre-most free cell.\n" +
    "env.clone() is a copy to try moves on; env.returns() gives each player's result\n" +
    "(1 for the winner) once the game is over. {rowCol} is the move's {pair}.",
  "winBlock.winNow": "1. a move that wins now",
  "winBlock.theirWin": "2. where the opponent would win",
  "winBlock.elsewhere": "we play elsewhere...",
  "winBlock.here": "...and the opponent plays here",
  "winBlock.sayBlock": "block at",
  "winBlock.centre": "3. near the centre",

  "qlearn.about":
    "Q-learning by self-play (the 002 Tic-tac-toe environment).\n" +
    "Q[position][move] guesses how good a move is for the player about to move, from -1 (a loss)\n" +
    "to +1 (a win). learn() plays one game against itself and nudges each guess towards what\n" +
    "happened next; act() then plays the move with the best guess.\n" +
    "A board turned or mirrored is the same position, so all 8 of them share one row of guesses:\n" +
    "the learner sees each position 8 times as often.",
  "qlearn.table": "what the learner has learned: position -> 9 guesses",
  "qlearn.alpha": "how far one game moves a guess",
  "qlearn.explore": "how often training tries a random move instead of the best one",
  "qlearn.turns": "The 8 ways to turn or mirror the board: TURNS[t][i] is the cell that lands on cell i.",
  "qlearn.guesses": "The guesses of a board: its row in Q (made on first sight) and where each move sits in it.",
  "qlearn.guessesPy": "The board's row in Q (made on first sight) and the turn that maps moves into it.",
  "qlearn.smallest": "the smallest of the 8 texts names the position",
  "qlearn.episode": "One episode: one game of self-play. Returns numbers for the curve.",
  "qlearn.result": "+1 won, 0 draw, -1 lost",
  "qlearn.opponent": "the opponent moves next: its best is our worst",

  "safety.about":
    "A cell-safety learner (the 000 Minesweeper environment, with seed 003's two rules as clues).\n" +
    "Every hidden cell gets a key: \"mine\" or \"safe\" when a rule is sure, else the numbers\n" +
    "its neighbours show. From its own games it learns how often a cell with each key turned out\n" +
    "to be a mine, and opens the cell whose key looks safest so far. At first it knows nothing,\n" +
    "not even that the rules are right: watch it find out.",
  "safety.seen": "key -> [mines, opened]: what the learner has learned",
  "safety.explore": "how often training opens a random cell instead of the safest one",
  "safety.rules":
    "Seed 003's rules. Rule 1: if a number equals the hidden cells around it, they are all mines.\n" +
    "Rule 2: if a number equals the mines we know around it, its other hidden cells are safe.",
  "safety.rule1": "rule 1",
  "safety.rule2": "rule 2",
  "safety.key": "A cell's key: what the rules say about it, or else the pattern of its neighbours.",
  "safety.pattern": "the neighbours as text: '.' hidden, else the number shown",
  "safety.danger": "the chance of a mine: (mines + 1) / (opened + 2)",
  "safety.keys": "the key of every cell we may open",
  "safety.episode":
    "One episode: one game. It remembers the key of every hidden cell it could have opened;\n" +
    "when the game ends the board shows where the mines were, and each key learns from it.",
  "safety.asked": "{keyCell} of every hidden cell, move by move",
  "safety.end": "lost: the mines show as -1; won: they are the cells still hidden",

  "cem.about":
    "A board evaluation tuned by the cross-entropy method (the 001 Puyo lessons).\n" +
    "A placement of the pair is judged by a weighted sum of features of the board after it: the\n" +
    "points it scores now, the longest chain the board has ready, and the board's shape.\n" +
    "learn() plays one game with weights drawn around the current guess, one look per pair (fast);\n" +
    "every 10 games it moves the guess towards the weights of the 3 best games. act() looks one\n" +
    "pair further: its 4 best placements, each followed by the best one of the NEXT pair.\n" +
    "At first it fires every small chain; watch it learn to wait and build a long one.\n" +
    "(One rule is not learned: on a crowded board the points count much more, so it fires.)",
  "cem.mean": "the current guess: what the learner has learned",
  "cem.spread": "how far games try away from it",
  "cem.generation": "this generation's {scoreWeights}",
  "cem.game": "the training game being played: its seed, moves so far, score, longest chain and weights",
  "cem.generationSeed": "every game of a generation is played on the same seed: they differ only by their weights",
  "cem.replay": "the same game again (same seed), and the moves so far: back where the last episode stopped",
  "cem.notYet": "the game goes on in the next episode",
  "cem.pairs": "pairs per training game",
  "cem.chainIf":
    "How long a chain would two more puyos of one colour set off, dropped into column x?\n" +
    "It plays the rules on a copy of the board: groups of 4 or more of a colour pop, the rest falls.",
  "cem.starts": "the two new puyos: at first only a group with one of them can pop",
  "cem.startsAll": "after a fall any group may pop: look at every cell",
  "cem.group": "group[cell]: the first cell of its group (-1: not looked at yet)",
  "cem.pop": "4 or more together: they pop",
  "cem.fall": "the puyos left fall down",
  "cem.lands": "where 2 puyos dropped into column x land (rows r and r - 1): try the colours next to them",
  "cem.chainReady": "the longest chain the board has ready (2 puyos of one colour in some column)",
  "cem.step": "pairs per episode (a whole game is too long for one episode's time limit)",
  "cem.crowded": "when the board holds this many puyos, it stops building and fires",
  "cem.fire": "the board is crowded: the points now count much more (it fires the biggest chain it can)",
  "cem.value": "How good is the board after a placement? The weighted sum of its features.",
  "cem.placements": "Every placement of the pair, each tried on a copy of the game: the best first.",
  "cem.lookCount": "act() looks at this many best placements, then at the next pair on each",
  "cem.look": "act() looks one pair further: the NEXT pair is shown, so it can be tried on each copy.",
  "cem.lookEnd": "a placement that ends the game: nothing more to look at",
  "cem.firstPoints": "the points the first placement scores count too",
  "cem.dead": "the game is lost: the worst board there is",
  "cem.gaussian": "a normal random number (Box-Muller)",
  "cem.episode":
    "One episode: STEP more pairs of the current training game (a new game draws its weights\n" +
    "around the guess).",
  "cem.newGuess": "a new guess from the 3 best games",

  "value.about":
    "A value net that learns by playing against itself (the 004 AlphaZero idea, cut down to a\n" +
    "one-move look-ahead). For every move it could play, it asks the net how good the board after\n" +
    "that move is for the opponent, and plays the move that leaves the opponent worst off (a move\n" +
    "that wins at once is always best). After each game, every board the game went through learns\n" +
    "who won in the end. The net is built with nn, the page's neural-network library.\n" +
    "Each board also learns in its 8 turned and flipped copies.",
  "value.model": "what the learner has learned: the net's weights",
  "value.explore": "how often training tries a random move",
  "value.net": "the net: 2 planes of cells in, one guess out (-1 .. +1)",
  "value.input":
    "The board after `move` by player `me` (0 or 1), as the net reads it: the stones of the player\n" +
    "who moves next, then the stones of the player who just moved. Stones: 0 empty, 1 first player's,\n" +
    "2 second player's.",
  "value.theirs": "the opponent's stones",
  "value.mine": "mine",
  "value.choose": "The move to play now, the board it leaves (as the net reads it) and who moved.",
  "value.plainArray": "a plain array: map() then gives rows, not numbers",
  "value.winsAtOnce": "a move that wins at once",
  "value.blocks": "else: the cell where the opponent would win at once (we block it)",
  "value.elsewhere": "we play elsewhere...",
  "value.theyPlayHere": "...and the opponent plays here",
  "value.netPick": "else: the move whose board the net likes least for the opponent",
  "value.episode": "One episode: one game against itself, then one training step on its boards.",
  "value.targets": "The player to move after each board won (+1), lost (-1) or drew (0).",
  "value.turnsList": "the 8 ways to turn and flip the board, worked out once",
  "value.turns":
    "A row of stones is a row however the board is turned: each board the game went through is\n" +
    "learned 8 times, turned and flipped (the 004 program does the same). For each of the 8 ways,\n" +
    "the list says which input of the original each input of the copy comes from.",
  "value.notSquare": "a board that is not square: only the board itself",
  "value.flip": "the last 4 ways first flip the board left to right",
  "value.quarterTurn": "then turn it a quarter, k times",
  "value.eachTurn": "the board and its 7 turned and flipped copies",

  "dropBlock.about":
    "Win, else block, for Connect Four: a move is a column. Drop where it wins now;\n" +
    "else where the opponent would win next; else in the column nearest the centre.\n" +
    "env.clone() is a copy to try moves on; env.returns() gives each player's result\n" +
    "(1 for the winner) once the game is over.",
  "dropBlock.theirWin": "2. the column where the opponent would win",
  "dropBlock.sayBlock": "block in column",
  "dropBlock.centre": "3. the column nearest the centre",
};

const ja = {
  "random.about":
    "ランダムなエージェント: 打てる手の中からどれか 1 つを打ちます。\n" +
    "act(obs, env) は 1 手ごとに 1 回呼ばれます。obs は見えているもの（盤面など）、env は\n" +
    "手を試しに打ってよいゲームのコピーです。打つ手の番号（行動の番号）を返します。",
  "random.legal": "いま打てる手のすべて",
  "random.sayFrom": "選べる手は",
  "random.sayMoves": "通り",

  "greedy.about":
    "目先の得点（資料 001）: 組ぷよの置き方をすべてゲームのコピーで試し、\n" +
    "いちばん多く点が取れる置き方を選びます（先のことは考えません）。\n" +
    "置き方は列 x（0 = 左端）と回転で決まります。2 つ目のぷよは 1 つ目の\n" +
    "右 (0)、上 (1)、左 (2)、下 (3) のどれかに付きます。{puyoAction} は\n" +
    "それを手の番号にし、{puyoParts} は手の番号から元に戻します。\n" +
    "同じ点の置き方がいくつもあるとき（0 点のことが多い）は、その中からランダムに選びます。",
  "greedy.copy": "コピーなので本物のゲームは変わらない",
  "greedy.play": "play はこの手で取れた点を返す",
  "greedy.sayColumn": "列",
  "greedy.sayRotation": "回転",
  "greedy.sayScores": "得点",

  "rules.about":
    "マインスイーパーのための、資料 003 の 2 つのルール。\n" +
    "{board} にはマスごとに数が 1 つ、行の順に入っています: 9 = 開いていない、10 = 旗、\n" +
    "0..8 = 開いたマスに接している地雷の数。env.cell(row, col) は (row, col) のマスを\n" +
    "開ける手です。\n" +
    "  ルール 1: 数字がまわりの開いていないマスの数と同じなら、それは全部地雷です。\n" +
    "  ルール 2: 数字がまわりのわかっている地雷の数と同じなら、残りの開いていないマスは安全です。\n" +
    "どのルールも使えないときは、地雷とわかっていない開いていないマスをランダムに開けます。",
  "rules.mines": "地雷だとわかっているマス（{mineKey} の形で書く）",
  "rules.rule1": "ルール 1 を、新しく見つからなくなるまでくり返す",
  "rules.rule2": "ルール 2",
  "rules.saySafe1": "ルール 2: ",
  "rules.saySafe2": " は安全",
  "rules.sayGuess": "使えるルールがないので、予想で開ける",

  "winBlock.about":
    "勝てる手、なければ防ぐ: いま勝てる手があれば打ちます。なければ、次に相手が\n" +
    "勝ってしまうマスに打ちます。それもなければ、いちばん中央に近い空きマスに打ちます。\n" +
    "env.clone() は手を試せるコピー、env.returns() はゲームが終わったときの\n" +
    "各プレイヤーの結果（勝った人は 1）です。{rowCol} はその手の {pair} です。",
  "winBlock.winNow": "1. いま勝てる手",
  "winBlock.theirWin": "2. 相手が勝ってしまうマス",
  "winBlock.elsewhere": "自分はほかのマスに打ち…",
  "winBlock.here": "…相手がここに打ったら",
  "winBlock.sayBlock": "ここを防ぐ:",
  "winBlock.centre": "3. 中央に近いマス",

  "qlearn.about":
    "自己対戦による Q 学習（資料 002 の三目並べの環境）。\n" +
    "Q[局面][手] は、次に打つプレイヤーにとってその手がどれだけ良いかの予想で、-1（負け）から\n" +
    "+1（勝ち）までです。learn() は自分自身と 1 ゲーム対戦し、それぞれの予想をその後に\n" +
    "起きたことへ少し近づけます。act() は予想がいちばん良い手を打ちます。\n" +
    "回転や鏡映した盤面は同じ局面なので、8 つとも予想の行を 1 つ共有します。\n" +
    "そのため学習器は各局面を 8 倍多く見ることになります。",
  "qlearn.table": "学習器が学んだこと: 局面 -> 9 つの予想",
  "qlearn.alpha": "1 ゲームで予想をどれだけ動かすか",
  "qlearn.explore": "訓練中に、いちばん良い手ではなくランダムな手を試す割合",
  "qlearn.turns": "盤面を回転・鏡映する 8 通りのやり方: TURNS[t][i] はマス i に来るマスです。",
  "qlearn.guesses": "盤面の予想: Q の中のその行（初めて見たときに作る）と、各手がその行のどこにあるか。",
  "qlearn.guessesPy": "盤面の Q の中の行（初めて見たときに作る）と、手をその行の位置に移す回転。",
  "qlearn.smallest": "8 つの文字列のうちいちばん小さいものを局面の名前にする",
  "qlearn.episode": "1 エピソード = 自己対戦 1 ゲーム。グラフに描く数を返します。",
  "qlearn.result": "+1 勝ち、0 引き分け、-1 負け",
  "qlearn.opponent": "次は相手の番: 相手にいちばん良い手は、こちらにいちばん悪い",

  "safety.about":
    "マスの安全さを学ぶ学習器（資料 000 のマインスイーパー環境。資料 003 の 2 つのルールを手がかりに使う）。\n" +
    "開いていないマスにはそれぞれ「鍵」がつきます: ルールで確かなら \"mine\"（地雷）か \"safe\"（安全）、\n" +
    "そうでなければまわりのマスに見えている数字です。自分のゲームから、それぞれの鍵のマスが\n" +
    "どれくらい地雷だったかを学び、いちばん安全そうな鍵のマスを開けます。はじめは何も知りません。\n" +
    "ルールが正しいことさえ知りません: それを見つけていくところを見てみましょう。",
  "safety.seen": "鍵 -> [地雷だった数, 開けた数]: 学習器が学んだこと",
  "safety.explore": "訓練中に、いちばん安全なマスではなくランダムなマスを開ける割合",
  "safety.rules":
    "資料 003 のルール。ルール 1: 数字がまわりの開いていないマスの数と同じなら、それは全部地雷。\n" +
    "ルール 2: 数字がまわりの分かっている地雷の数と同じなら、ほかの開いていないマスは安全。",
  "safety.rule1": "ルール 1",
  "safety.rule2": "ルール 2",
  "safety.key": "マスの鍵: ルールがそのマスについて言えること。なければまわりのマスの模様。",
  "safety.pattern": "まわりのマスを文字列にする: '.' は開いていない、それ以外は見えている数字",
  "safety.danger": "地雷である確率: (地雷の数 + 1) / (開けた数 + 2)",
  "safety.keys": "開けてよい各マスの鍵",
  "safety.episode":
    "1 エピソード = 1 ゲーム。開けられたはずの開いていない各マスの鍵を覚えておき、\n" +
    "ゲームが終わると盤面に地雷の場所が出るので、それぞれの鍵がそこから学びます。",
  "safety.asked": "開いていない各マスの {keyCell}（1 手ごと）",
  "safety.end": "負け: 地雷が -1 で見える。勝ち: まだ開いていないマスが地雷",

  "cem.about":
    "交差エントロピー法で調整する盤面の評価（資料 001 のぷよぷよの授業）。\n" +
    "組ぷよの置き方は、置いた後の盤面の特徴の重み付きの和で評価します。特徴は、\n" +
    "いま取れる点、盤面に用意できている連鎖の長さ、盤面の形です。\n" +
    "learn() は、いまの予想のまわりから選んだ重みで 1 ゲーム遊びます（1 組ずつ見るだけなので速い）。\n" +
    "10 ゲームごとに、いちばん良かった 3 ゲームの重みのほうへ予想を動かします。act() はもう 1 組先まで\n" +
    "見ます: 良い置き方 4 つのそれぞれに、NEXT の組ぷよのいちばん良い置き方を続けて比べます。\n" +
    "はじめは小さな連鎖をすぐ消してしまいます: 待って長い連鎖を組むことを学ぶところを見てみましょう。\n" +
    "（1 つだけ学ばないルールがあります: 盤面がいっぱいになると点をずっと重く見るので、連鎖を消します。）",
  "cem.mean": "いまの予想: 学習器が学んだこと",
  "cem.spread": "予想からどれくらい離れた重みを試すか",
  "cem.generation": "この世代の {scoreWeights}",
  "cem.game": "いま遊んでいる訓練ゲーム: シード、これまでの手、点数、いちばん長い連鎖、重み",
  "cem.generationSeed": "1 つの世代のゲームはすべて同じシードで遊ぶ: 違うのは重みだけ",
  "cem.replay": "同じゲーム（同じシード）をもう一度始めて、これまでの手を置く: 前のエピソードが止まった所に戻る",
  "cem.notYet": "ゲームは次のエピソードに続く",
  "cem.pairs": "訓練の 1 ゲームで置く組ぷよの数",
  "cem.chainIf":
    "列 x に同じ色のぷよをあと 2 つ落としたら、何連鎖になるか。\n" +
    "盤面のコピーでルールどおりに動かします: 同じ色が 4 つ以上つながると消え、残りが落ちます。",
  "cem.starts": "新しい 2 つのぷよ: 最初に消えられるのは、そのどちらかを含むかたまりだけ",
  "cem.startsAll": "落ちた後はどのかたまりも消えるかもしれない: すべてのマスを見る",
  "cem.group": "group[マス]: そのマスのかたまりの最初のマス（-1: まだ見ていない）",
  "cem.pop": "4 つ以上つながっている: 消える",
  "cem.fall": "残ったぷよが下に落ちる",
  "cem.lands": "列 x に落とした 2 つのぷよが止まる所（行 r と r - 1）: そのとなりにある色を試す",
  "cem.chainReady": "盤面に用意できているいちばん長い連鎖（どこかの列に同じ色のぷよ 2 つ）",
  "cem.step": "1 エピソードで置く組ぷよの数（1 ゲーム全部では 1 エピソードの制限時間に長すぎる）",
  "cem.crowded": "盤面のぷよがこの数になったら、組むのをやめて消す",
  "cem.fire": "盤面がいっぱい: いま取れる点をずっと重く見る（いちばん大きな連鎖を消す）",
  "cem.value": "置いた後の盤面はどれくらい良い？ その特徴の重み付きの和。",
  "cem.placements": "組ぷよのすべての置き方を、それぞれゲームのコピーで試す: 良い順に並べる。",
  "cem.lookCount": "act() は良い置き方をこの数だけ選び、それぞれに次の組ぷよを置いてみる",
  "cem.look": "act() はもう 1 組先まで見る: NEXT の組ぷよは見えているので、それぞれのコピーで試せる。",
  "cem.lookEnd": "ゲームが終わる置き方: それ以上は見ない",
  "cem.firstPoints": "最初の置き方で取れる点も数える",
  "cem.dead": "ゲームオーバー: いちばん悪い盤面",
  "cem.gaussian": "正規分布の乱数（ボックス・ミュラー法）",
  "cem.episode":
    "1 エピソード = いまの訓練ゲームの組ぷよをあと STEP 個（新しいゲームは、予想のまわりから\n" +
    "重みを選びます）。",
  "cem.newGuess": "いちばん良かった 3 ゲームから新しい予想を作る",

  "value.about":
    "自分自身と対戦して学ぶ価値ネット（資料 004 の AlphaZero の考え方を、1 手先だけ読むように\n" +
    "小さくしたもの）。打てる手のそれぞれについて、その手の後の盤面が相手にとってどれだけ良いかを\n" +
    "ネットにたずね、相手にとっていちばん悪くなる手を打ちます（すぐ勝てる手があればそれが一番）。\n" +
    "1 ゲーム終わるごとに、そのゲームで通ったすべての盤面が、最後に誰が勝ったかを学びます。\n" +
    "ネットは、このページのニューラルネットのライブラリ nn で作ります。\n" +
    "盤面はそれぞれ、回したり裏返したりした 8 通りで学習します。",
  "value.model": "学習器が学んだこと: ネットの重み",
  "value.explore": "訓練中にランダムな手を試す割合",
  "value.net": "ネット: マスの 2 つの面を入れると、予想が 1 つ (-1 .. +1) 出てくる",
  "value.input":
    "プレイヤー `me`（0 か 1）が `move` に打った後の盤面を、ネットが読む形にしたもの:\n" +
    "先に次に打つプレイヤーの石、次にいま打ったプレイヤーの石。\n" +
    "石: 0 は空き、1 は先手の石、2 は後手の石。",
  "value.theirs": "相手の石",
  "value.mine": "自分の石",
  "value.choose": "いま打つ手と、その手の後の盤面（ネットが読む形）と、誰が打ったか。",
  "value.plainArray": "ふつうの配列にする: そうすると map() が数ではなく行を返す",
  "value.winsAtOnce": "すぐ勝てる手",
  "value.blocks": "なければ: 相手がすぐ勝てるマス（そこをふさぐ）",
  "value.elsewhere": "自分はどこか別の所に打ち...",
  "value.theyPlayHere": "...相手がここに打つと",
  "value.netPick": "なければ: 手の後の盤面が相手にとっていちばん悪いとネットが見る手",
  "value.episode": "1 エピソード = 自己対戦 1 ゲームと、その盤面での訓練 1 ステップ。",
  "value.targets": "各盤面の次に打つプレイヤーが勝った (+1)、負けた (-1)、引き分けた (0)。",
  "value.turnsList": "盤面を回したり裏返したりする 8 通りのやり方（最初に 1 回だけ作る）",
  "value.turns":
    "盤面を回しても裏返しても、並んだ石は並んだ石のままです。だから、ゲームで通った盤面を\n" +
    "回したり裏返したりした 8 通りで学習します（資料 004 のプログラムも同じことをしています）。\n" +
    "8 通りそれぞれについて、写しの各入力がもとのどの入力から来るかをリストにします。",
  "value.notSquare": "正方形でない盤面: もとの盤面だけ",
  "value.flip": "後半の 4 通りは、まず左右を裏返す",
  "value.quarterTurn": "それから 4 分の 1 回転を k 回",
  "value.eachTurn": "盤面と、それを回したり裏返したりした 7 つの写し",

  "dropBlock.about":
    "コネクトフォーの「勝てる手、なければ防ぐ」: 手は列の番号です。いま勝てる列に落とします。\n" +
    "なければ、次に相手が勝ってしまう列に。それもなければ、いちばん中央に近い列に落とします。\n" +
    "env.clone() は手を試せるコピー、env.returns() はゲームが終わったときの\n" +
    "各プレイヤーの結果（勝った人は 1）です。",
  "dropBlock.theirWin": "2. 相手が勝ってしまう列",
  "dropBlock.sayBlock": "この列を防ぐ:",
  "dropBlock.centre": "3. いちばん中央に近い列",
};

const ko = {
  "random.about":
    "무작위 에이전트: 둘 수 있는 수 중 아무거나 하나를 둬요.\n" +
    "act(obs, env)는 한 수마다 한 번 불려요. obs는 보이는 것(판 등)이고, env는\n" +
    "수를 마음대로 시험해 볼 수 있는 게임의 복사본이에요. 둘 수의 번호(행동 번호)를 돌려줘요.",
  "random.legal": "지금 둘 수 있는 모든 수",
  "random.sayFrom": "고를 수 있는 수:",
  "random.sayMoves": "가지",

  "greedy.about":
    "눈앞의 점수 (자료 001): 뿌요 한 쌍을 놓는 모든 방법을 게임의 복사본에서 시험해 보고,\n" +
    "지금 당장 점수를 가장 많이 얻는 방법을 골라요.\n" +
    "놓는 방법은 열 x(0 = 맨 왼쪽)와 회전으로 정해져요. 두 번째 뿌요는 첫 번째 뿌요의\n" +
    "오른쪽(0), 위(1), 왼쪽(2), 아래(3) 중 한 곳에 붙어요. {puyoAction}는\n" +
    "이것을 수의 번호로 바꾸고, {puyoParts}는 다시 되돌려요.\n" +
    "점수가 같은 방법이 여러 개면(0점일 때가 많아요) 그중 하나를 무작위로 골라요.",
  "greedy.copy": "복사본이라서 진짜 게임은 바뀌지 않아요",
  "greedy.play": "play는 이 수로 얻은 점수를 돌려줘요",
  "greedy.sayColumn": "열",
  "greedy.sayRotation": "회전",
  "greedy.sayScores": "점수",

  "rules.about":
    "지뢰 찾기를 위한 자료 003의 두 가지 규칙.\n" +
    "{board}에는 칸마다 숫자가 하나씩, 줄 순서대로 들어 있어요: 9 = 닫힌 칸, 10 = 깃발,\n" +
    "0..8 = 열린 칸에 닿아 있는 지뢰 수. env.cell(row, col)은 (row, col) 칸을\n" +
    "여는 수예요.\n" +
    "  규칙 1: 숫자가 주변의 닫힌 칸 수와 같으면, 그 칸은 모두 지뢰예요.\n" +
    "  규칙 2: 숫자가 주변에서 이미 아는 지뢰 수와 같으면, 나머지 닫힌 칸은 안전해요.\n" +
    "쓸 수 있는 규칙이 없으면, 지뢰인지 모르는 닫힌 칸 하나를 무작위로 열어요.",
  "rules.mines": "지뢰라고 알아낸 칸 ({mineKey} 모양으로 적어요)",
  "rules.rule1": "규칙 1을 새로 찾는 것이 없을 때까지 되풀이해요",
  "rules.rule2": "규칙 2",
  "rules.saySafe1": "규칙 2: ",
  "rules.saySafe2": " 칸은 안전해요",
  "rules.sayGuess": "쓸 수 있는 규칙이 없어서 찍어요",

  "winBlock.about":
    "이기는 수, 없으면 막기: 지금 이기는 수가 있으면 둬요. 없으면 상대가 다음에\n" +
    "이기게 될 칸을 막아요. 그것도 없으면 가운데에 가장 가까운 빈칸에 둬요.\n" +
    "env.clone()은 수를 시험해 볼 복사본이고, env.returns()는 게임이 끝났을 때\n" +
    "각 플레이어의 결과(이긴 쪽은 1)예요. {rowCol}는 그 수의 {pair}예요.",
  "winBlock.winNow": "1. 지금 이기는 수",
  "winBlock.theirWin": "2. 상대가 이기게 될 칸",
  "winBlock.elsewhere": "우리가 다른 칸에 두고…",
  "winBlock.here": "…상대가 여기에 두면",
  "winBlock.sayBlock": "여기를 막아요:",
  "winBlock.centre": "3. 가운데에 가까운 칸",

  "qlearn.about":
    "스스로와 대결하며 배우는 Q 학습 (자료 002의 틱택토 환경).\n" +
    "Q[판][수]는 다음에 둘 플레이어에게 그 수가 얼마나 좋은지에 대한 추측이에요. -1(패배)부터\n" +
    "+1(승리)까지예요. learn()은 스스로와 한 게임을 두고, 각 추측을 그다음에 일어난 일 쪽으로\n" +
    "조금씩 옮겨요. act()는 추측이 가장 좋은 수를 둬요.\n" +
    "돌리거나 뒤집은 판은 같은 판이라서, 8가지 모두가 추측 한 줄을 함께 써요.\n" +
    "그래서 학습기는 각 판을 8배 더 자주 보게 돼요.",
  "qlearn.table": "학습기가 배운 것: 판 -> 추측 9개",
  "qlearn.alpha": "한 게임이 추측을 얼마나 옮기는지",
  "qlearn.explore": "훈련 중에 가장 좋은 수 대신 무작위 수를 시험하는 비율",
  "qlearn.turns": "판을 돌리거나 뒤집는 8가지 방법: TURNS[t][i]는 칸 i로 옮겨 오는 칸이에요.",
  "qlearn.guesses": "판의 추측: Q에서 그 판의 줄(처음 볼 때 만들어요)과 각 수가 그 줄의 어디에 있는지.",
  "qlearn.guessesPy": "Q에서 그 판의 줄(처음 볼 때 만들어요)과 수를 그 줄의 자리로 옮기는 방법.",
  "qlearn.smallest": "8개의 글자열 중 가장 작은 것을 그 판의 이름으로 써요",
  "qlearn.episode": "에피소드 하나 = 스스로와 두는 게임 한 판. 그래프에 그릴 숫자를 돌려줘요.",
  "qlearn.result": "+1 승리, 0 무승부, -1 패배",
  "qlearn.opponent": "다음은 상대 차례: 상대에게 가장 좋은 수가 우리에게는 가장 나빠요",

  "safety.about":
    "칸의 안전함을 배우는 학습기 (자료 000의 지뢰 찾기 환경. 자료 003의 두 규칙을 단서로 써요).\n" +
    "닫힌 칸마다 '열쇠'가 붙어요: 규칙으로 확실하면 \"mine\"(지뢰)이나 \"safe\"(안전),\n" +
    "아니면 주변 칸에 보이는 숫자예요. 자기 게임에서 열쇠마다 그 칸이 얼마나 자주 지뢰였는지\n" +
    "배우고, 지금까지 가장 안전해 보이는 열쇠의 칸을 열어요. 처음에는 아무것도 몰라요.\n" +
    "규칙이 맞다는 것조차 몰라요: 그걸 알아내는 모습을 지켜보세요.",
  "safety.seen": "열쇠 -> [지뢰였던 수, 연 수]: 학습기가 배운 것",
  "safety.explore": "훈련 중에 가장 안전한 칸 대신 아무 칸이나 여는 비율",
  "safety.rules":
    "자료 003의 규칙. 규칙 1: 숫자가 주변의 닫힌 칸 수와 같으면, 그 칸은 모두 지뢰예요.\n" +
    "규칙 2: 숫자가 주변의 알려진 지뢰 수와 같으면, 나머지 닫힌 칸은 안전해요.",
  "safety.rule1": "규칙 1",
  "safety.rule2": "규칙 2",
  "safety.key": "칸의 열쇠: 규칙이 그 칸에 대해 말하는 것, 없으면 주변 칸의 모양.",
  "safety.pattern": "주변 칸을 글자로: '.'는 닫힌 칸, 나머지는 보이는 숫자",
  "safety.danger": "지뢰일 확률: (지뢰 수 + 1) / (연 수 + 2)",
  "safety.keys": "열어도 되는 칸마다의 열쇠",
  "safety.episode":
    "에피소드 하나 = 게임 한 판. 열 수 있었던 닫힌 칸마다 열쇠를 기억해 두고,\n" +
    "게임이 끝나면 판에 지뢰 위치가 보이니까 열쇠마다 거기서 배워요.",
  "safety.asked": "닫힌 칸마다의 {keyCell} (한 수씩)",
  "safety.end": "졌을 때: 지뢰가 -1로 보여요. 이겼을 때: 아직 닫힌 칸이 지뢰예요",

  "cem.about":
    "교차 엔트로피 방법으로 맞춰 가는 판 평가 (자료 001의 뿌요뿌요 수업).\n" +
    "뿌요 쌍을 놓는 방법은 놓은 뒤 판의 특징들의 가중치 합으로 평가해요. 특징은\n" +
    "지금 얻는 점수, 판에 준비된 연쇄의 길이, 판의 모양이에요.\n" +
    "learn()은 지금의 추측 주변에서 뽑은 가중치로 게임 한 판을 해요 (쌍마다 한 번만 봐서 빨라요).\n" +
    "10판마다 가장 잘한 3판의 가중치 쪽으로 추측을 옮겨요. act()는 한 쌍 더 앞을 봐요:\n" +
    "가장 좋은 4가지 놓는 법 각각에 NEXT 쌍의 가장 좋은 놓는 법을 이어서 비교해요.\n" +
    "처음에는 작은 연쇄를 바로 터뜨려요: 기다렸다가 긴 연쇄를 쌓는 걸 배우는 모습을 지켜보세요.\n" +
    "(배우지 않는 규칙이 하나 있어요: 판이 꽉 차면 점수를 훨씬 크게 보니까 연쇄를 터뜨려요.)",
  "cem.mean": "지금의 추측: 학습기가 배운 것",
  "cem.spread": "추측에서 얼마나 떨어진 가중치까지 시험하는지",
  "cem.generation": "이번 세대의 {scoreWeights}",
  "cem.game": "지금 하고 있는 훈련 게임: 시드, 지금까지의 수, 점수, 가장 긴 연쇄, 가중치",
  "cem.generationSeed": "한 세대의 게임은 모두 같은 시드로 해요: 다른 건 가중치뿐이에요",
  "cem.replay": "같은 게임(같은 시드)을 다시 시작하고 지금까지의 수를 둬요: 지난 에피소드가 멈춘 곳으로 돌아가요",
  "cem.notYet": "게임은 다음 에피소드에서 이어져요",
  "cem.pairs": "훈련 게임 한 판에서 놓는 뿌요 쌍의 수",
  "cem.chainIf":
    "열 x에 같은 색 뿌요 2개를 더 떨어뜨리면 몇 연쇄가 될까요?\n" +
    "판의 복사본에서 규칙대로 움직여요: 같은 색이 4개 이상 붙으면 터지고, 나머지가 떨어져요.",
  "cem.starts": "새 뿌요 2개: 처음에는 둘 중 하나가 들어 있는 덩어리만 터질 수 있어요",
  "cem.startsAll": "떨어진 뒤에는 어느 덩어리든 터질 수 있어요: 모든 칸을 봐요",
  "cem.group": "group[칸]: 그 칸이 속한 덩어리의 첫 칸 (-1: 아직 안 봤어요)",
  "cem.pop": "4개 이상 붙어 있어요: 터져요",
  "cem.fall": "남은 뿌요가 아래로 떨어져요",
  "cem.lands": "열 x에 떨어뜨린 뿌요 2개가 멈추는 곳 (행 r과 r - 1): 그 옆에 있는 색을 시험해요",
  "cem.chainReady": "판에 준비된 가장 긴 연쇄 (어느 열에 같은 색 뿌요 2개)",
  "cem.step": "에피소드 하나에서 놓는 뿌요 쌍의 수 (게임 한 판 전체는 에피소드 하나의 제한 시간에 너무 길어요)",
  "cem.crowded": "판의 뿌요가 이 수만큼 되면 쌓기를 멈추고 터뜨려요",
  "cem.fire": "판이 꽉 찼어요: 지금 얻는 점수를 훨씬 크게 봐요 (가장 큰 연쇄를 터뜨려요)",
  "cem.value": "놓은 뒤의 판은 얼마나 좋을까요? 그 특징들의 가중치 합이에요.",
  "cem.placements": "뿌요 쌍을 놓는 모든 방법을 각각 게임의 복사본에서 해 봐요: 좋은 것부터 차례로.",
  "cem.lookCount": "act()는 가장 좋은 놓는 법을 이만큼 골라, 각각에 다음 쌍을 놓아 봐요",
  "cem.look": "act()는 한 쌍 더 앞을 봐요: NEXT 쌍은 보이니까 각 복사본에서 해 볼 수 있어요.",
  "cem.lookEnd": "게임이 끝나는 놓는 법: 더 볼 것이 없어요",
  "cem.firstPoints": "첫 번째 놓는 법으로 얻는 점수도 세요",
  "cem.dead": "게임 오버: 가장 나쁜 판",
  "cem.gaussian": "정규 분포를 따르는 난수 (박스-뮬러 방법)",
  "cem.episode":
    "에피소드 하나 = 지금 훈련 게임의 뿌요 쌍 STEP개 더 (새 게임은 추측 주변에서\n" +
    "가중치를 뽑아요).",
  "cem.newGuess": "가장 잘한 3게임으로 새 추측을 만들어요",

  "value.about":
    "스스로와 대결하며 배우는 가치 신경망 (자료 004의 AlphaZero 아이디어를 한 수 앞만 보도록\n" +
    "줄인 것). 둘 수 있는 수마다, 그 수를 둔 뒤의 판이 상대에게 얼마나 좋은지 신경망에게 묻고,\n" +
    "상대에게 가장 나쁜 판을 남기는 수를 둬요(바로 이기는 수가 있으면 그게 언제나 최고예요).\n" +
    "게임이 끝날 때마다, 그 게임에서 거친 모든 판이 결국 누가 이겼는지를 배워요.\n" +
    "신경망은 이 페이지의 신경망 라이브러리 nn으로 만들어요.\n" +
    "각 판은 돌리고 뒤집은 8가지 모양으로도 학습해요.",
  "value.model": "학습기가 배운 것: 신경망의 가중치",
  "value.explore": "훈련 중에 무작위 수를 시험하는 비율",
  "value.net": "신경망: 칸들의 면 2개가 들어가면 추측 하나(-1 .. +1)가 나와요",
  "value.input":
    "플레이어 `me`(0 또는 1)가 `move`에 둔 뒤의 판을 신경망이 읽는 모양으로 바꾼 것:\n" +
    "먼저 다음에 둘 플레이어의 돌, 그다음 방금 둔 플레이어의 돌.\n" +
    "돌: 0은 빈칸, 1은 먼저 두는 플레이어의 돌, 2는 나중에 두는 플레이어의 돌.",
  "value.theirs": "상대의 돌",
  "value.mine": "내 돌",
  "value.choose": "지금 둘 수, 그 수를 둔 뒤의 판(신경망이 읽는 모양), 그리고 누가 뒀는지.",
  "value.plainArray": "보통 배열로 바꿔요: 그래야 map()이 숫자가 아니라 줄을 돌려줘요",
  "value.winsAtOnce": "바로 이기는 수",
  "value.blocks": "없으면: 상대가 바로 이길 칸 (거기를 막아요)",
  "value.elsewhere": "우리는 다른 곳에 두고...",
  "value.theyPlayHere": "...상대가 여기에 두면",
  "value.netPick": "없으면: 둔 뒤의 판이 상대에게 가장 나쁘다고 신경망이 보는 수",
  "value.episode": "에피소드 하나 = 스스로와 두는 게임 한 판, 그리고 그 판들로 훈련 한 단계.",
  "value.targets": "각 판 다음에 둘 플레이어가 이겼으면 +1, 졌으면 -1, 비겼으면 0.",
  "value.turnsList": "판을 돌리고 뒤집는 8가지 방법(처음에 한 번만 만들어요)",
  "value.turns":
    "판을 돌리거나 뒤집어도 줄지은 돌은 그대로 줄이에요. 그래서 게임이 지나간 각 판을\n" +
    "돌리고 뒤집은 8가지 모양으로 학습해요(자료 004의 프로그램도 똑같이 해요). 8가지 방법마다\n" +
    "복사본의 각 입력이 원래 어느 입력에서 오는지 목록으로 만들어요.",
  "value.notSquare": "정사각형이 아닌 판: 원래 판만 써요",
  "value.flip": "뒤의 4가지는 먼저 판을 좌우로 뒤집어요",
  "value.quarterTurn": "그다음 4분의 1바퀴씩 k번 돌려요",
  "value.eachTurn": "판과, 그 판을 돌리고 뒤집은 복사본 7개",

  "dropBlock.about":
    "사목의 '이기는 수, 없으면 막기': 수는 열 번호입니다. 지금 이기는 열에 떨어뜨립니다.\n" +
    "없으면 상대가 다음에 이길 열에, 그것도 없으면 가운데에 가장 가까운 열에 떨어뜨립니다.\n" +
    "env.clone()은 수를 시험해 보는 복사본, env.returns()는 게임이 끝났을 때\n" +
    "각 플레이어의 결과(이긴 사람은 1)입니다.",
  "dropBlock.theirWin": "2. 상대가 이길 열",
  "dropBlock.sayBlock": "이 열을 막기:",
  "dropBlock.centre": "3. 가운데에 가장 가까운 열",
};

const zh = {
  "random.about":
    "随机智能体：从合法的走法里随便走一步。\n" +
    "每走一步都会调用一次 act(obs, env)。obs 是你看到的东西（棋盘等），env 是\n" +
    "游戏的一个副本，可以在上面试着走。返回要走的那一步的编号（动作编号）。",
  "random.legal": "现在可以走的所有走法",
  "random.sayFrom": "可以选的走法有",
  "random.sayMoves": "种",

  "greedy.about":
    "贪心（资料 001）：在游戏的副本上试一遍这对噗哟的每一种放法，\n" +
    "选出现在马上得分最多的那一种。\n" +
    "放法由列 x（0 = 最左边）和旋转决定：第二个噗哟在第一个的\n" +
    "右边 (0)、上面 (1)、左边 (2) 或下面 (3)。{puyoAction}\n" +
    "把它变成走法编号，{puyoParts} 再把编号变回来。\n" +
    "如果好几种放法得分一样（常常都是 0 分），就从中随机选一种。",
  "greedy.copy": "这是副本：真正的游戏不会变",
  "greedy.play": "play 返回这一步得到的分数",
  "greedy.sayColumn": "列",
  "greedy.sayRotation": "旋转",
  "greedy.sayScores": "得分",

  "rules.about":
    "资料 003 里扫雷的两条规则。\n" +
    "{board} 里每个格子一个数，一行一行排好：9 = 没翻开，10 = 插了旗，\n" +
    "0..8 = 碰到这个已翻开格子的雷有几颗。env.cell(row, col) 是翻开\n" +
    "(row, col) 这个格子的走法。\n" +
    "  规则 1：如果一个数字等于它周围没翻开的格子数，这些格子全是雷。\n" +
    "  规则 2：如果一个数字等于它周围已经知道的雷数，其余没翻开的格子都是安全的。\n" +
    "没有规则能用时，就随机翻开一个不知道是不是雷的格子。",
  "rules.mines": "已经知道是雷的格子（写成 {mineKey}）",
  "rules.rule1": "规则 1，反复做，直到找不到新的雷",
  "rules.rule2": "规则 2",
  "rules.saySafe1": "规则 2：",
  "rules.saySafe2": " 是安全的",
  "rules.sayGuess": "没有规则能用：猜一个",

  "winBlock.about":
    "能赢就赢，否则堵住：有马上能赢的一步就走；没有的话，就占住对手下一步\n" +
    "会赢的格子；再没有，就走最靠近中间的空格。\n" +
    "env.clone() 是可以试走的副本；游戏结束后，env.returns() 给出每个玩家的结果\n" +
    "（赢的一方是 1）。{rowCol} 是这一步的 {pair}。",
  "winBlock.winNow": "1. 马上能赢的一步",
  "winBlock.theirWin": "2. 对手会赢的地方",
  "winBlock.elsewhere": "我们走别处……",
  "winBlock.here": "……对手走这里",
  "winBlock.sayBlock": "堵在",
  "winBlock.centre": "3. 靠近中间",

  "qlearn.about":
    "通过和自己对弈来做 Q 学习（资料 002 的井字棋环境）。\n" +
    "Q[局面][走法] 是对“这一步对将要走棋的玩家有多好”的猜测，从 -1（输）\n" +
    "到 +1（赢）。learn() 和自己下一局，把每个猜测朝后来发生的结果\n" +
    "推近一点；act() 走猜测最好的那一步。\n" +
    "旋转或镜像后的棋盘是同一个局面，所以这 8 个共用一行猜测：\n" +
    "学习器看到每个局面的次数就多了 8 倍。",
  "qlearn.table": "学习器学到的东西：局面 -> 9 个猜测",
  "qlearn.alpha": "一局把猜测移动多少",
  "qlearn.explore": "训练时不走最好的一步、而是随机试一步的概率",
  "qlearn.turns": "旋转或镜像棋盘的 8 种方式：TURNS[t][i] 是落到格子 i 上的那个格子。",
  "qlearn.guesses": "一个棋盘的猜测：它在 Q 里的那一行（第一次见到时建立），以及每一步在这一行的哪个位置。",
  "qlearn.guessesPy": "棋盘在 Q 里的那一行（第一次见到时建立），以及把走法对应到这一行位置的旋转方式。",
  "qlearn.smallest": "8 个字符串里最小的那个当作这个局面的名字",
  "qlearn.episode": "一个回合 = 和自己下一局。返回画曲线用的数字。",
  "qlearn.result": "+1 赢，0 平，-1 输",
  "qlearn.opponent": "下一步轮到对手：对手最好的一步就是我们最坏的结果",

  "safety.about":
    "学习格子有多安全的学习器（资料 000 的扫雷环境，用资料 003 的两条规则作线索）。\n" +
    "每个没翻开的格子都有一把“钥匙”：规则能确定时是 \"mine\"（雷）或 \"safe\"（安全），\n" +
    "否则是它周围格子显示的数字。它从自己的对局中学习每种钥匙的格子有多少次是雷，\n" +
    "然后翻开钥匙看起来最安全的格子。一开始它什么都不知道，\n" +
    "连规则是对的都不知道：看看它是怎么发现的。",
  "safety.seen": "钥匙 -> [是雷的次数, 翻开的次数]：学习器学到的东西",
  "safety.explore": "训练时不翻最安全的格子、改翻随机格子的概率",
  "safety.rules":
    "资料 003 的规则。规则 1：如果数字等于它周围没翻开的格子数，这些格子都是雷。\n" +
    "规则 2：如果数字等于它周围已知的雷数，其余没翻开的格子都安全。",
  "safety.rule1": "规则 1",
  "safety.rule2": "规则 2",
  "safety.key": "格子的钥匙：规则对它的判断；没有的话，就是它周围格子的样子。",
  "safety.pattern": "把周围的格子写成文字：'.' 是没翻开，其他是显示的数字",
  "safety.danger": "是雷的概率：(雷数 + 1) / (翻开数 + 2)",
  "safety.keys": "每个可以翻开的格子的钥匙",
  "safety.episode":
    "一个回合 = 一局。记住每个本来可以翻开的、没翻开格子的钥匙；\n" +
    "一局结束时棋盘会显示雷在哪里，每把钥匙就从中学习。",
  "safety.asked": "每个没翻开格子的 {keyCell}，一步一步记下",
  "safety.end": "输了：雷显示为 -1；赢了：还没翻开的格子就是雷",

  "cem.about":
    "用交叉熵方法调整的盘面评价（资料 001 的噗哟课程）。\n" +
    "一对噗哟的放法，按放下之后盘面各项特征的加权和来评价。特征是：\n" +
    "现在得到的分数、盘面上已经准备好的连锁有多长、盘面的形状。\n" +
    "learn() 用在当前猜测附近抽出的权重玩一局，每对噗哟只看一步（很快）；\n" +
    "每 10 局，就把猜测朝最好的 3 局所用的权重移动。act() 多看一对：\n" +
    "取最好的 4 种放法，每种后面接上 NEXT 那对噗哟的最好放法，再比较。\n" +
    "一开始它一有小连锁就消掉：看看它怎样学会等待，搭出长连锁。\n" +
    "（有一条规则不是学来的：盘面快满时，分数的分量大得多，所以它会消掉连锁。）",
  "cem.mean": "当前的猜测：学习器学到的东西",
  "cem.spread": "试的权重离猜测可以有多远",
  "cem.generation": "这一代的 {scoreWeights}",
  "cem.game": "正在玩的训练局：它的种子、到现在的每一步、分数、最长连锁和权重",
  "cem.generationSeed": "同一代的每一局都用同一个种子：不同的只有权重",
  "cem.replay": "重新开始同一局（同一个种子），再走一遍到现在的每一步：回到上个回合停下的地方",
  "cem.notYet": "这一局在下一个回合里继续",
  "cem.pairs": "每局训练放多少对噗哟",
  "cem.chainIf":
    "如果在第 x 列再落下 2 个同色的噗哟，会引发几连锁？\n" +
    "在盘面的副本上按规则来算：同色 4 个以上连在一起就消掉，剩下的往下落。",
  "cem.starts": "新落下的 2 个噗哟：一开始只有包含它们的那一块可能消掉",
  "cem.startsAll": "落下之后任何一块都可能消掉：看每一个格子",
  "cem.group": "group[格子]：它所在那一块的第一个格子（-1：还没看过）",
  "cem.pop": "4 个以上连在一起：消掉",
  "cem.fall": "剩下的噗哟往下落",
  "cem.lands": "在第 x 列落下的 2 个噗哟停在哪里（第 r 行和第 r - 1 行）：试一试它们旁边的颜色",
  "cem.chainReady": "盘面上已经准备好的最长连锁（在某一列放 2 个同色噗哟）",
  "cem.step": "每个回合放多少对噗哟（整整一局对一个回合的时间限制来说太长）",
  "cem.crowded": "盘面上的噗哟到了这么多，就不再搭了，开始消",
  "cem.fire": "盘面快满了：现在得到的分数分量大得多（消掉能消的最大连锁）",
  "cem.value": "放下之后的盘面有多好？它各项特征的加权和。",
  "cem.placements": "这对噗哟的每一种放法，各在游戏的副本上试一次：好的排在前面。",
  "cem.lookCount": "act() 取这么多种最好的放法，在每一种上再放下一对",
  "cem.look": "act() 多看一对：NEXT 那对噗哟是看得见的，所以可以在每个副本上试。",
  "cem.lookEnd": "会结束游戏的放法：不用再往后看",
  "cem.firstPoints": "第一种放法得到的分数也算进去",
  "cem.dead": "游戏结束：最差的盘面",
  "cem.gaussian": "一个正态分布的随机数（Box-Muller 方法）",
  "cem.episode":
    "一个回合 = 当前训练局再放 STEP 对噗哟（新的一局在猜测附近\n" +
    "抽出权重）。",
  "cem.newGuess": "用最好的 3 局得出新的猜测",

  "value.about":
    "通过和自己对弈来学习的价值网络（资料 004 的 AlphaZero 思路，简化成只看\n" +
    "一步）。对每一步可以走的棋，它问网络：走完这一步后的棋盘对对手有多好，\n" +
    "然后走让对手最不利的那一步（能马上赢的一步永远最好）。每下完一局，\n" +
    "这局经过的每个棋盘都会学习最后是谁赢了。\n" +
    "网络用本页面的神经网络库 nn 搭建。\n" +
    "每个棋盘都用旋转和翻转后的 8 种样子来学习。",
  "value.model": "学习器学到的东西：网络的权重",
  "value.explore": "训练时随机试一步的概率",
  "value.net": "网络：输入格子的 2 个平面，输出一个猜测 (-1 .. +1)",
  "value.input":
    "玩家 `me`（0 或 1）走了 `move` 之后的棋盘，写成网络读取的样子：\n" +
    "先是下一步要走的玩家的棋子，然后是刚走完的玩家的棋子。\n" +
    "棋子：0 是空，1 是先手的，2 是后手的。",
  "value.theirs": "对手的棋子",
  "value.mine": "我的棋子",
  "value.choose": "现在要走的一步、走完后的棋盘（网络读取的样子），以及是谁走的。",
  "value.plainArray": "转成普通数组：这样 map() 返回的是一行行数据，而不是数字",
  "value.winsAtOnce": "马上能赢的一步",
  "value.blocks": "否则：对手马上能赢的那一格（我们去堵住）",
  "value.elsewhere": "我们下在别处……",
  "value.theyPlayHere": "……对手下在这里",
  "value.netPick": "否则：网络认为走完后棋盘对对手最不利的那一步",
  "value.episode": "一个回合 = 和自己下一局，然后用这局的棋盘训练一步。",
  "value.targets": "每个棋盘之后该走的玩家是赢了 (+1)、输了 (-1) 还是平了 (0)。",
  "value.turnsList": "旋转和翻转棋盘的 8 种方式（只在开始时算一次）",
  "value.turns":
    "棋盘不管怎么转、怎么翻，连成一线的棋子还是连成一线。所以这局经过的每个棋盘，\n" +
    "都用旋转和翻转后的 8 种样子来学习（资料 004 的程序也是这样做的）。\n" +
    "对每一种方式，列表记下副本的每个输入来自原来的哪个输入。",
  "value.notSquare": "不是正方形的棋盘：只用原来的棋盘",
  "value.flip": "后 4 种先把棋盘左右翻转",
  "value.quarterTurn": "然后转四分之一圈，转 k 次",
  "value.eachTurn": "棋盘和它旋转、翻转后的 7 个副本",

  "dropBlock.about":
    "四子棋的“能赢就赢，否则就挡”：一步就是一个列号。能马上赢的列就投进去；\n" +
    "否则投进对手下一步会赢的列；都没有就投进最靠近中间的列。\n" +
    "env.clone() 是可以试走的副本，env.returns() 在游戏结束时给出\n" +
    "每个玩家的结果（赢的一方为 1）。",
  "dropBlock.theirWin": "2. 对手会赢的那一列",
  "dropBlock.sayBlock": "挡住这一列：",
  "dropBlock.centre": "3. 最靠近中间的列",
};

/** The starters' words: language -> key -> text (see the top of this file). */
export const STARTER_WORDS = { en, ja, ko, zh };

/** The page's languages the starters speak. */
export const STARTER_LANGUAGES = Object.keys(STARTER_WORDS);

const MARK = /«([\w.]+)»/g;
const WHOLE_COMMENT = /^(\s*(?:\/\/|#) )«([\w.]+)»$/;

/**
 * A starter's source in `language`: each «key» of `template` becomes the key's text (English
 * where the language lacks it), with `{name}` replaced by `vars.name`. A text of several lines
 * must fill a whole comment line ("  // «key»" or "    # «key»"): each of its lines gets that
 * line's indent and comment mark. A missing key or placeholder throws. `dictionary` is where the
 * words come from (language -> key -> text; the course's starters pass their own).
 */
export function worded(template, language = "en", vars = {}, dictionary = STARTER_WORDS) {
  const words = dictionary[language] ?? dictionary.en;
  const textOf = (key) => {
    const text = words[key] ?? dictionary.en[key];
    if (text === undefined) throw new Error(`The starters' words have no «${key}».`);
    return text.replace(/\{(\w+)\}/g, (whole, name) => {
      if (!(name in vars)) throw new Error(`«${key}» needs {${name}}, which this starter does not give.`);
      return vars[name];
    });
  };
  return template
    .split("\n")
    .map((line) => {
      const whole = WHOLE_COMMENT.exec(line);
      if (whole) return textOf(whole[2]).split("\n").map((l) => whole[1] + l).join("\n");
      return line.replace(MARK, (m, key) => {
        const text = textOf(key);
        if (text.includes("\n")) throw new Error(`«${key}» has several lines but shares its line with code.`);
        return text;
      });
    })
    .join("\n");
}
