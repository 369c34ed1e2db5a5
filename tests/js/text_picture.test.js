// The Text picture: the engine's print with the board's numbers (from 1) and the page's words.
import test from "node:test";
import assert from "node:assert/strict";
import { pictureText } from "../../www/play/text_picture.js";
import { setLanguage } from "../../www/i18n/index.js";

const GOMOKU = "    0  1  2  3  4  5  6  7  8  9 10\n 0  X  .  .  .  .  .  .  .  .  .  .\n 9  .  .  .  .  .  .  .  .  .  .  O\n10  .  .  .  .  .  .  .  .  .  .  .\nO to move\n";

test("Gomoku's picture counts rows and columns from 1, as the board does, and keeps them aligned", () => {
  setLanguage("en");
  const lines = pictureText(GOMOKU, ["Black", "White"]).split("\n");
  assert.equal(lines[0], "    1  2  3  4  5  6  7  8  9 10 11");
  assert.equal(lines[1], " 1  X  .  .  .  .  .  .  .  .  .  .");
  assert.equal(lines[2], "10  .  .  .  .  .  .  .  .  .  .  O");
  assert.equal(lines[3], "11  .  .  .  .  .  .  .  .  .  .  .");
  assert.equal(lines[4], "White (O) to move");
  for (const l of lines.slice(0, 4)) assert.equal(l.length, lines[0].length);
});

test("the last line in the page's language", () => {
  try {
    setLanguage("zh");
    assert.equal(pictureText(GOMOKU, ["黑方", "白方"]).split("\n")[4], "轮到 白方 (O)");
    assert.equal(pictureText("|   |\nX wins\n", ["X", "O"]).split("\n")[1], "X 获胜");
    setLanguage("ja");
    assert.equal(pictureText("......\n42....\npair 11 next 24 34\n").split("\n")[2], "ペア 11、次 24 34");
    assert.doesNotMatch(pictureText(GOMOKU, ["黒", "白"]), /to move/);
  } finally {
    setLanguage("en");
  }
});

test("a picture without numbers (Minesweeper, Tic-tac-toe) keeps its numbers", () => {
  const mines = "0 0 1 1\n0 1 2 H\n";
  assert.equal(pictureText(mines), mines);
  assert.equal(pictureText("| X |   |\n"), "| X |   |\n");
});
