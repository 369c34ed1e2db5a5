// The Learn panel's words for a learner's settings: each option's label, its help sentence and
// the texts of a choice option's values, in the page's language when the dictionary has them,
// else the engine's English (the option's name, its `help`, the raw choice word).
//
// Keys (www/i18n/learn.js):
//   label  `learn.opt.<gameId>.<learnerId>.<name>`, else `learn.opt.<name>`
//   help   `learn.help.<gameId>.<learnerId>.<name>`, else `learn.help.<learnerId>.<name>`
//   choice `learn.choice.<name>.<value>`
// The game-keyed forms come first because two games' learners may share an id (puyo's and
// minesweeper's are both `neural`) and an option name with a different meaning (`evalEvery`).

import { t, formatNumber } from "../i18n/index.js";

/** The page's words for the first of `keys` the dictionary has, else `fallback`. */
export function words(keys, fallback) {
  for (const key of [keys].flat()) {
    const text = t(key);
    if (text !== key) return text;
  }
  return fallback;
}

/** The label of option `spec` of learner `learnerId` on game `gameId`. */
export function optionLabel(gameId, learnerId, spec) {
  return words([`learn.opt.${gameId}.${learnerId}.${spec.name}`, `learn.opt.${spec.name}`], spec.name);
}

/** The help sentence of option `spec` of learner `learnerId` on game `gameId`. */
export function optionHelp(gameId, learnerId, spec) {
  return words([`learn.help.${gameId}.${learnerId}.${spec.name}`, `learn.help.${learnerId}.${spec.name}`], spec.help ?? "");
}

/** The text shown for value `choice` of choice option `spec` (the value itself stays raw). */
export function choiceLabel(spec, choice) {
  return words(`learn.choice.${spec.name}.${choice}`, String(choice));
}

/** The name of learner `learner` ({id, name}) on game `gameId`. */
export function learnerName(gameId, learner) {
  return words([`learn.name.${gameId}.${learner.id}`, `learn.name.${learner.id}`], learner.name ?? learner.id);
}

/** The one-sentence description of learner `learner` ({id, description}) on game `gameId`. */
export function learnerAbout(gameId, learner) {
  return words([`learn.about.${gameId}.${learner.id}`, `learn.about.${learner.id}`], learner.description ?? "");
}

/**
 * A one-player measurement in words (the learner's own play on fixed boards: `results` of a
 * curve point, those with a `measure`), or "". One game is worded in the singular ("1 fixed
 * game"), never "1 fixed games"; a Puyo score with its chain, a Minesweeper score with its wins.
 */
export function ownPlaySummary(results) {
  const by = Object.fromEntries(results.filter((r) => r.measure && r.measure !== "games").map((r) => [r.measure, r]));
  const one = (key, games) => (games === 1 ? `${key}One` : key);
  const parts = [];
  if (by.won) parts.push(t(one("mine.summaryWon", by.won.games), { games: by.won.games, wins: by.won.wins }));
  if (by.score && by.chain) parts.push(t(one("mine.summaryPuyo", by.score.games), { games: by.score.games, score: formatNumber(by.score.score, { maximumFractionDigits: 0 }), chain: by.chain.score }));
  else if (by.score && !by.won) parts.push(t(one("mine.summaryScore", by.score.games), { games: by.score.games, score: formatNumber(by.score.score, { maximumFractionDigits: 1 }) }));
  return parts.length ? parts.join(" ") + " " : "";
}
