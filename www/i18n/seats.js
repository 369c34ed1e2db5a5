// Words of the seating command (www/play/seats.js).
export default {
  en: {
    "seats.seated": "{name} now plays as {player}.",
    "seats.fixed": "This lesson fixes the players: there is no seat to put this agent in.",
  },
  ja: {
    "seats.seated": "{name} が {player} で対戦します。",
    "seats.fixed": "このレッスンでは対戦者が決められています。このエージェントを座らせる席がありません。",
  },
  ko: {
    "seats.seated": "{name}이(가) 이제 {player}(으)로 둡니다.",
    "seats.fixed": "이 수업은 선수가 정해져 있어요. 이 에이전트를 앉힐 자리가 없어요.",
  },
  zh: {
    "seats.seated": "{name} 现在执 {player}。",
    "seats.fixed": "这节课固定了对局双方：没有可以让这个智能体入座的位置。",
  },
};
