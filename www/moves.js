// The moves of a game in a link (`moves=` in the hash), compact and URL-safe, and their names.
//
// Every move is written with the same number of base-36 digits (as few as the game's largest
// action needs: 1 for Tic-tac-toe, 2 for Gomoku 15x15 and expert Minesweeper); a Minesweeper
// flag is preceded by "-" and a chord by ".". So Tic-tac-toe's "centre, corner, corner" is
// `moves=402` and a Minesweeper game `moves=1x-2a.2b`. Only `0-9 a-z - .` are used: nothing the
// hash has to escape.

/** The prefix of each kind of event that is not a plain step. */
const PREFIX = { flag: "-", chord: "." };
const KIND_OF = { "-": "flag", ".": "chord" };

/** How many base-36 digits one move takes in a game of `numActions` actions (at least 1). */
export function digitsFor(numActions) {
  let d = 1;
  while (36 ** d < numActions) d++;
  return d;
}

/**
 * The moves `history` ([["step", a] | ["flag", i] | ["chord", i], ...]) as link text. Throws an
 * Error naming the move when one is not a whole number from 0 to numActions - 1.
 */
export function encodeMoves(history, numActions) {
  const d = digitsFor(numActions);
  return history
    .map(([kind, arg], k) => {
      if (kind !== "step" && !(kind in PREFIX)) throw new Error(`Move ${k + 1} is a '${kind}', which a link cannot hold.`);
      if (!Number.isInteger(arg) || arg < 0 || arg >= numActions) throw new Error(`Move ${k + 1} (${arg}) is not an action of this game.`);
      return (PREFIX[kind] ?? "") + arg.toString(36).padStart(d, "0");
    })
    .join("");
}

/**
 * Reads link text back into moves. Stops at the first move it cannot read and says where:
 * `{moves, error}` where `error` is null or `{at, text, key, vars}` (`at`: how many moves were read
 * before the bad one; `text`: what was wrong, in English words; `key` and `vars`: the same for `t()`).
 */
export function decodeMoves(text, numActions) {
  const d = digitsFor(numActions);
  const moves = [];
  let i = 0;
  const s = String(text ?? "");
  while (i < s.length) {
    let kind = "step";
    if (s[i] in KIND_OF) kind = KIND_OF[s[i++]];
    const digits = s.slice(i, i + d);
    if (digits.length < d || !/^[0-9a-z]+$/.test(digits)) {
      const bad = s.slice(i - (kind === "step" ? 0 : 1), i + d);
      return { moves, error: { at: moves.length, text: `'${bad}' is not a move`, key: "review.linkNotAMove", vars: { text: bad } } };
    }
    const arg = parseInt(digits, 36);
    if (arg >= numActions) return { moves, error: { at: moves.length, text: `${arg} is not an action of this game`, key: "review.linkNotAnAction", vars: { arg: String(arg) } } };
    moves.push([kind, arg]);
    i += d;
  }
  return { moves, error: null };
}

/** The row and column (from 1) of cell `i` in a grid `cols` wide. */
export function rowCol(i, cols) {
  return { row: Math.floor(i / cols) + 1, col: (i % cols) + 1 };
}

/**
 * A move as a translation key and its values, for the move list: `[key, vars]`. `game` is the
 * game's id, `cols` its board width (Puyo's actions are `rotation * 6 + column`, its turns
 * 0 right, 1 upright, 2 left, 3 upside down; Connect Four's are the columns).
 */
export function moveWords(game, [kind, arg], cols) {
  if (game === "puyo") return [`move.puyo.${Math.floor(arg / 6)}`, { col: (arg % 6) + 1 }];
  if (game === "connect4") return ["move.column", { col: arg + 1 }]; // an action is a column
  const rc = rowCol(arg, cols);
  if (game === "minesweeper") return [`move.mines.${kind === "step" ? "open" : kind}`, rc];
  return ["move.cell", rc];
}

/** How a replayed game ended when a side forfeited, as a replay link carries it (`forfeit=1.timeout`). */
export const REPLAY_FORFEIT_KINDS = ["timeout", "error", "illegal"];

/** The `forfeit=` text of side `by`'s forfeit of `kind`, or undefined for a kind a link does not carry. */
export function forfeitField(by, kind) {
  return Number.isInteger(by) && by >= 0 && by < 10 && REPLAY_FORFEIT_KINDS.includes(kind) ? `${by}.${kind}` : undefined;
}

/** `forfeit=` text read back: {by, kind}, or null when it is not one (a damaged link). */
export function parseForfeitField(text) {
  const m = /^([0-9])\.([a-z]+)$/.exec(String(text));
  return m && REPLAY_FORFEIT_KINDS.includes(m[2]) ? { by: Number(m[1]), kind: m[2] } : null;
}
