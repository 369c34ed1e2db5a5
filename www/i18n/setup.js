// Words of the setup panel: the options form and the players panel (who sits in each seat).
// One area of the dictionary (see index.js).
export default {
  en: {
    "setup.seatFallback": "{from} cannot play this board (it has no trained net for it): {to} plays instead.",
    "setup.human": "Human",
    "setup.humanHelp": "You play this side: click the board.",
    "setup.noOptions": "This game has no options.",
    "setup.noAgent": "There is no agent '{name}' for this game.",
    "setup.source.engine": "Built-in agents",
  },
  ja: {
    "setup.seatFallback": "{from} はこの盤面では打てません（この盤面用に学習したネットがありません）。代わりに {to} が打ちます。",
    "setup.human": "人",
    "setup.humanHelp": "あなたがこちら側です。盤面をクリックしてください。",
    "setup.noOptions": "このゲームには設定がありません。",
    "setup.noAgent": "このゲームに「{name}」というAIはいません。",
    "setup.source.engine": "組みこみのAI",
  },
  ko: {
    "setup.seatFallback": "{from}은(는) 이 판에서 둘 수 없어요(이 판에 맞게 훈련된 신경망이 없어요). 대신 {to}이(가) 둬요.",
    "setup.human": "사람",
    "setup.humanHelp": "이쪽은 당신이 둡니다. 게임판을 클릭하세요.",
    "setup.noOptions": "이 게임에는 옵션이 없습니다.",
    "setup.noAgent": "이 게임에는 ‘{name}’라는 AI가 없습니다.",
    "setup.source.engine": "기본 AI",
  },
  zh: {
    "setup.seatFallback": "{from} 不能在这个棋盘上下（没有为它训练好的网络）：改由 {to} 来下。",
    "setup.human": "人",
    "setup.humanHelp": "你来下这一方：点击棋盘。",
    "setup.noOptions": "这个游戏没有选项。",
    "setup.noAgent": "这个游戏没有“{name}”这个AI。",
    "setup.source.engine": "内置AI",
  },
};
