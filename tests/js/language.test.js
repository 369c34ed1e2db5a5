// The page's language choice (play/language.js) and the words the engine sends in English,
// translated at the page by id or by error kind (i18n/lookup.js).

import { test } from "node:test";
import assert from "node:assert/strict";
import { chooseLanguage, rememberedLanguage, LANG_KEY } from "../../www/play/language.js";
import { setLanguage, tOr, has } from "../../www/i18n/index.js";
import { gameName, agentName, agentDescription, agentOptionLabel, choiceLabel, engineMessage, errorRecord } from "../../www/i18n/lookup.js";

test("the link wins over what was remembered, which wins over the browser", () => {
  assert.equal(chooseLanguage("ko", "ja", ["zh-CN"]), "ko");
  assert.equal(chooseLanguage(undefined, "ja", ["zh-CN"]), "ja");
  assert.equal(chooseLanguage(undefined, null, ["fr-FR", "zh-Hans-CN"]), "zh");
  assert.equal(chooseLanguage("xx", "yy", ["fr"]), "en");
});

test("a storage that refuses reads remembers nothing", () => {
  assert.equal(rememberedLanguage({ getItem: () => { throw new Error("denied"); } }), null);
  assert.equal(rememberedLanguage({ getItem: (k) => (k === LANG_KEY ? "ko" : null) }), "ko");
  assert.equal(rememberedLanguage(undefined), null);
});

test("engine names are translated by id, with the engine's English as the fallback", () => {
  try {
    setLanguage("ja");
    assert.equal(gameName({ id: "minesweeper", name: "Minesweeper" }), "マインスイーパー");
    assert.equal(agentName("tictactoe", { id: "minimax", name: "Minimax" }), "ミニマックス");
    assert.equal(agentName("gomoku", { id: "new-bot", name: "New bot" }), "New bot");
    assert.equal(agentDescription("gomoku", { id: "new-bot", description: "Plays well." }), "Plays well.");
    assert.equal(agentOptionLabel("timeMs"), "ミリ秒/手");
    assert.equal(agentOptionLabel("depth"), "手先まで");
    assert.equal(agentOptionLabel("newOption"), "newOption");
    assert.equal(choiceLabel("puyo", "rules", "other", "Other"), "Other");
    setLanguage("ko");
    assert.equal(gameName({ id: "puyo", name: "Puyo Puyo" }), "뿌요뿌요");
    setLanguage("zh");
    assert.equal(gameName({ id: "gomoku", name: "Gomoku" }), "五子棋");
    assert.equal(tOr("no.such.key", "fallback"), "fallback");
    assert.ok(has("play.newGame"));
  } finally {
    setLanguage("en");
  }
});

test("engine errors are worded by kind and fields; without a kind the English stays", () => {
  const err = Object.assign(new Error("option 'width': 2 is too small"), { kind: "BadOption", fields: { option: "width", reason: "2 is too small" } });
  const unknown = Object.assign(new Error("there is no agent called 'x'"), { kind: "Unknown", fields: { what: "agent", name: "x", choices: ["random", "mcts"] } });
  try {
    setLanguage("ko");
    assert.equal(engineMessage(err), "옵션 ‘width’: 2 is too small");
    assert.equal(engineMessage(err, { game: "gomoku" }), "옵션 ‘가로’: 2 is too small", "the option by its label");
    assert.equal(engineMessage(unknown), "‘x’라는 AI은(는) 없습니다. 다음 중에서 고르세요: random, mcts.");
    assert.equal(engineMessage(new Error("plain")), "plain");
    assert.equal(engineMessage("text"), "text");
    assert.equal(engineMessage({ message: "m", kind: "NoSuchKind", fields: {} }), "m");
    // A kind whose text needs a field the error lacks keeps the English.
    assert.equal(engineMessage({ message: "m", kind: "OutOfRange", fields: {} }), "m");
    setLanguage("en");
    assert.equal(engineMessage(err), err.message, "the English page shows the engine's English");
    const over = Object.assign(new Error("the game is over: call reset() to start a new game"), { kind: "GameOver", fields: {} });
    assert.equal(engineMessage(over), "The game is over: press New game to play again.", "no API calls on the page");
  } finally {
    setLanguage("en");
  }
  assert.deepEqual(errorRecord(err), { message: err.message, kind: "BadOption", fields: { option: "width", reason: "2 is too small" } });
  assert.equal(errorRecord(new Error("x")), null);
});

test("an engine reason is worded by its key and fields, never by its English", () => {
  const refused = (reason, reasonKey, reasonFields) =>
    Object.assign(new Error(`option 'nInRow': ${reason}`), { kind: "BadOption", fields: { option: "nInRow", reason, reasonKey, reasonFields } });
  const tooLong = refused("9 in a row cannot fit on a board 7 wide and 7 tall, so nobody could win; use at most 7 or make the board bigger", "rowTooLong", { n: "9", w: "7", h: "7", max: "7" });
  try {
    setLanguage("ja");
    assert.equal(engineMessage(tooLong), "設定「nInRow」: 横 7・たて 7 の盤には 9つ並べられないので、だれも勝てません。7 以下にするか、盤を大きくしてください");
    setLanguage("zh");
    assert.equal(engineMessage(refused("0 is out of range; use a number from 1 to 600000", "outOfRange", { value: "0", min: "1", max: "600000" })), "选项“nInRow”：0 超出范围：请用 1 到 600000 之间的数");
    assert.equal(engineMessage(refused("'blue' is not allowed; choose one of red, green", "notAllowed", { value: "blue", choices: ["red", "green"] })), "选项“nInRow”：不能用“blue”：请从这些中选择：red, green");
    // A reason of a known English shape but without a key is not translated by its text.
    assert.equal(engineMessage(refused("'x.5' is not a whole number of zero or more")), "选项“nInRow”：'x.5' is not a whole number of zero or more");
    // Nor is a key the dictionary lacks, or one whose placeholders lack fields.
    assert.equal(engineMessage(refused("something new (a.b)", "somethingNew", {})), "选项“nInRow”：something new (a.b)");
    assert.equal(engineMessage(refused("0 is out of range", "outOfRange", { value: "0" })), "选项“nInRow”：0 is out of range");
    setLanguage("en");
    assert.equal(engineMessage(tooLong), tooLong.message, "the English page shows the engine's English");
  } finally {
    setLanguage("en");
  }
});
