// The Text picture (the panel under the board): the engine's own print of the board
// (env.render()), shown with the board's numbers and the page's words. The engine numbers
// Gomoku's rows and columns from 0 and ends with an English line ("X to move", "pair 12 next
// 34"); the board on screen counts from 1 (grid.js coords) and speaks the page's language, so
// the numbers are shifted by one and the last line is worded here. The picture's marks (X, O, .)
// stay the engine's.

import { t } from "../i18n/index.js";

// Gomoku's header: indented past the row numbers (a Minesweeper row of numbers starts at once).
const NUMBERS = /^ {3,}\d+( +\d+)* *$/;

/** Each number in `line` plus one, right-aligned in the room it had (" 9" -> "10"). */
function plusOne(line, onlyFirst = false) {
  let done = false;
  return line.replace(/ *\d+/g, (m) => {
    if (onlyFirst && done) return m;
    done = true;
    const n = String(Number(m.trim()) + 1);
    return n.length >= m.length ? n : n.padStart(m.length);
  });
}

/** A player's mark as the page names it: "X", or "Black (X)" where the seat has a name of its own. */
function who(mark, players) {
  const name = players?.[mark === "X" ? 0 : 1];
  return !name || name === mark ? mark : `${name} (${mark})`;
}

/** The engine's last line in the page's words (the line itself when it is not one the engine writes). */
function worded(line, players) {
  let m;
  if ((m = /^([XO]) to move$/.exec(line))) return t("play.picture.toMove", { who: who(m[1], players) });
  if ((m = /^([XO]) wins$/.exec(line))) return t("play.picture.wins", { who: who(m[1], players) });
  if (line === "draw") return t("play.picture.draw");
  if (line === "game over") return t("play.picture.gameOver");
  if (line === "pair limit reached") return t("play.picture.pairLimit");
  if ((m = /^pair (\S+)(?: next (.+))?$/.exec(line))) return m[2] ? t("play.picture.pairNext", { pair: m[1], next: m[2] }) : t("play.picture.pair", { pair: m[1] });
  return line;
}

/**
 * `text` (env.render()) as the Text picture shows it: a header of column numbers and rows that
 * start with their number are counted from 1; the engine's English status line in the page's
 * language. `players` are the seat names (mod.players).
 */
export function pictureText(text, players = []) {
  const lines = String(text ?? "").split("\n");
  const numbered = lines.length > 1 && NUMBERS.test(lines[0]) && /\d/.test(lines[0]);
  return lines
    .map((line, i) => {
      if (numbered && i === 0) return plusOne(line);
      if (numbered && /^ *\d+ /.test(line)) return plusOne(line, true);
      return worded(line, players);
    })
    .join("\n");
}
