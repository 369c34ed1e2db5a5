// Words of the student sandbox's own errors (www/code/student_env.js, lockdown.js, python.js): the
// worker words them in the page's language (the runner tells it which), so a student who catches
// one and prints it reads it in their language too. Code names (cell(), puyoAction()) stay as code.
export default {
  en: {
    "sandbox.whole": "{name} must be a whole number; it got {got}",
    "sandbox.noCells": "{game} has no board cells: use its own actions",
    "sandbox.offBoard": "cell({row}, {col}) is off the board: rows go from 0 to {maxRow}, columns from 0 to {maxCol}",
    "sandbox.puyoOnly": "{call} is for Puyo only",
    "sandbox.puyoAction": "puyoAction({x}, {rotation}): x goes from 0 to {maxX}, rotation from 0 to 3",
    "sandbox.locked": "{name} is not available to agents: an agent cannot reach the network or storage",
    "sandbox.noImport": "import is not available to agents: an agent cannot load other code (write everything it needs in the program itself)",
    "sandbox.staleEnv": "this env belongs to an earlier move or episode: use the env your function was given (or a clone of it)",
    "sandbox.pythonOffline": "This single file (playground.html) runs JavaScript only. For Python with no server, open playground-python.html, the Python single file beside it in the dist/ folder (bigger: Python is inside it), or open the playground from its web address, or write this program in JavaScript.",
  },
  ja: {
    "sandbox.whole": "{name} は整数でなければなりません。受け取った値: {got}",
    "sandbox.noCells": "{game} には盤のマスがありません。このゲーム自身の手を使ってください",
    "sandbox.offBoard": "cell({row}, {col}) は盤の外です。行は 0 から {maxRow}、列は 0 から {maxCol} までです",
    "sandbox.puyoOnly": "{call} はぷよぷよ専用です",
    "sandbox.puyoAction": "puyoAction({x}, {rotation}): x は 0 から {maxX}、rotation は 0 から 3 までです",
    "sandbox.locked": "{name} はエージェントからは使えません。エージェントはネットワークや保存領域にアクセスできません",
    "sandbox.noImport": "import はエージェントからは使えません。エージェントはほかのコードを読み込めません（必要なものはすべてプログラムの中に書いてください）",
    "sandbox.staleEnv": "この env は前の手かエピソードのものです。関数が受け取った env（またはその clone）を使ってください",
    "sandbox.pythonOffline": "この 1 つのファイル（playground.html）で動くのは JavaScript だけです。サーバーなしで Python を使うには、dist/ フォルダーの同じ場所にある Python 版の 1 つのファイル playground-python.html を開いてください（Python が入っているので大きめです）。または、プレイグラウンドをその Web アドレスから開くか、このプログラムを JavaScript で書いてください。",
  },
  ko: {
    "sandbox.whole": "{name}은(는) 정수여야 해요. 받은 값: {got}",
    "sandbox.noCells": "{game}에는 판의 칸이 없어요. 이 게임의 수를 그대로 쓰세요",
    "sandbox.offBoard": "cell({row}, {col})은(는) 판 밖이에요. 행은 0부터 {maxRow}, 열은 0부터 {maxCol}까지예요",
    "sandbox.puyoOnly": "{call}은(는) 뿌요뿌요에서만 써요",
    "sandbox.puyoAction": "puyoAction({x}, {rotation}): x는 0부터 {maxX}, rotation은 0부터 3까지예요",
    "sandbox.locked": "{name}은(는) 에이전트가 쓸 수 없어요. 에이전트는 네트워크나 저장 공간에 접근할 수 없어요",
    "sandbox.noImport": "import는 에이전트가 쓸 수 없어요. 에이전트는 다른 코드를 불러올 수 없어요(필요한 것은 모두 프로그램 안에 쓰세요)",
    "sandbox.staleEnv": "이 env는 이전 수나 에피소드의 것이에요. 함수가 받은 env(또는 그 clone)를 쓰세요",
    "sandbox.pythonOffline": "이 파일 하나(playground.html)에서는 JavaScript만 돌아가요. 서버 없이 Python을 쓰려면 dist/ 폴더의 같은 곳에 있는 Python용 파일 하나, playground-python.html을 여세요(Python이 들어 있어서 더 커요). 아니면 놀이터를 웹 주소로 열거나, 이 프로그램을 JavaScript로 쓰세요.",
  },
  zh: {
    "sandbox.whole": "{name} 必须是整数；收到的是 {got}",
    "sandbox.noCells": "{game} 没有棋盘格子：请用这个游戏自己的动作",
    "sandbox.offBoard": "cell({row}, {col}) 在棋盘外：行从 0 到 {maxRow}，列从 0 到 {maxCol}",
    "sandbox.puyoOnly": "{call} 只能用于噗哟噗哟",
    "sandbox.puyoAction": "puyoAction({x}, {rotation})：x 从 0 到 {maxX}，rotation 从 0 到 3",
    "sandbox.locked": "智能体不能使用 {name}：智能体无法访问网络或存储",
    "sandbox.noImport": "智能体不能使用 import：智能体无法加载其他代码（需要的一切都请写在程序里）",
    "sandbox.staleEnv": "这个 env 属于之前的一步或一局：请使用你的函数收到的 env（或它的 clone）",
    "sandbox.pythonOffline": "这个单独的文件（playground.html）只能运行 JavaScript。想不用服务器运行 Python，请打开 dist/ 文件夹里同一位置的 Python 版单文件 playground-python.html（里面带着 Python，所以更大）；也可以通过网址打开游乐场，或者用 JavaScript 来写这个程序。",
  },
};
