// The Rules box by the board: the rules of the game on screen in a few plain lines a touch user
// can read (no tooltips), and what a seed is. The words live in www/i18n/rules.js.

import { t } from "../i18n/index.js";

/**
 * The translation keys (and values) of game `gameId`'s rules with engine `options`, one line
 * each, the seed's line last: [[key, vars], ...].
 */
export function rulesLines(gameId, options = {}) {
  const k = (key, vars = {}) => [key, vars];
  const lines = {
    minesweeper: [k("rules.minesweeper.1"), k("rules.minesweeper.2"), k("rules.minesweeper.3")],
    puyo: [k("rules.puyo.1"), k("rules.puyo.2"), k(options.rules === "seed" ? "rules.puyo.3seed" : "rules.puyo.3"), k("rules.puyo.4")],
    tictactoe: [k("rules.tictactoe.1"), k("rules.tictactoe.2")],
    gomoku: [k("rules.gomoku.1"), k("rules.gomoku.2", { n: Number(options.nInRow ?? 5) || 5 })],
    connect4: [k("rules.connect4.1"), k("rules.connect4.2", { n: Number(options.inarow ?? 4) || 4 }), k("rules.connect4.3")],
  }[gameId];
  return lines ? [...lines, k("rules.seed")] : [k("rules.seed")];
}

/** Fills `el` (a <details> with a <summary> and a <ul>) with the rules of `gameId`. */
export function showRules(el, gameId, options) {
  el.querySelector("summary").textContent = t("rules.title");
  const items = rulesLines(gameId, options).map(([key, vars]) => {
    const li = document.createElement("li");
    li.textContent = t(key, vars);
    return li;
  });
  el.querySelector("ul").replaceChildren(...items);
}
