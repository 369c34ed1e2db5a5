// A one-player game's curve in words (learn/words.js ownPlaySummary): its own play on fixed
// games, in the singular for one game ("1 fixed game", not "1 fixed games"), in four languages.
import test from "node:test";
import assert from "node:assert/strict";
import { ownPlaySummary } from "../../www/learn/words.js";
import { setLanguage, t } from "../../www/i18n/index.js";

const puyo = (games) => [{ measure: "score", games, score: 1234 }, { measure: "chain", games, score: 3 }];

test("one fixed game is worded in the singular, more in the plural", () => {
  setLanguage("en");
  assert.equal(ownPlaySummary(puyo(1)).trim(), "Its own play on 1 fixed game: score 1,234, largest chain 3.");
  assert.match(ownPlaySummary(puyo(10)), /on 10 fixed games: mean score 1,234/);
  assert.match(ownPlaySummary([{ measure: "won", games: 1, wins: 1 }]), /on 1 fixed board: won 1/);
  assert.match(ownPlaySummary([{ measure: "score", games: 1, score: 7 }]), /on 1 fixed game: score 7\./);
  assert.equal(ownPlaySummary([{ opponent: "random", wins: 1 }]), "");
});

test("the one-player words in every language, and the curve's one-player start line", () => {
  try {
    for (const lang of ["ja", "ko", "zh"]) {
      setLanguage(lang);
      assert.doesNotMatch(ownPlaySummary(puyo(1)), /fixed|games/, lang);
      assert.notEqual(t("learn.notStartedOne"), t("learn.notStarted"), lang);
    }
    setLanguage("en");
    assert.doesNotMatch(t("learn.notStartedOne"), /wins|draws|loses/);
  } finally {
    setLanguage("en");
  }
});
