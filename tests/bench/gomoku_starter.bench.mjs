// The Gomoku 6x6/4 learner starter's level through scripts/arena.mjs (the page's sandbox): untrained
// it wins about 4 of 40 against pure-mcts:playouts=400; after 3,000 seeded episodes in JavaScript
// most of them (24 or more), after 1,500 in Python 8 more than untrained. The suite keeps a smoke
// version (tests/js/learner.test.js: trained beats untrained on fixed seeds); the 120-second
// figures of both languages are in docs/learners.md.
import { runArena } from "../js/dist_helpers.js";

const GAME = "gomoku:width=6,height=6,nInRow=4";

/** Wins of 40 against pure-mcts:playouts=400 (seed 9) after `episodes` of training in `language`. */
export function gomokuWins(language, episodes, { games = 40, opponent = "pure-mcts:playouts=400", seed = "9" } = {}) {
  const training = episodes > 0 ? ["--train-episodes", String(episodes)] : [];
  const r = runArena("--game", GAME, "--agent", `starter:learner:${language}`, "--opponent", opponent, "--games", String(games), "--seed", seed, ...training);
  if (r.status !== 0) throw new Error(`arena.mjs exited ${r.status}: ${r.stderr.trim().split("\n").at(-1)}`);
  if (episodes > 0 && (r.report.training.episodes !== episodes || r.report.training.stopped !== null)) {
    throw new Error(`training stopped early: ${JSON.stringify(r.report.training)}`);
  }
  return r.report.wins;
}

export default {
  name: "gomoku-starter",
  what: "Gomoku 6x6/4 learner starter against pure-mcts:playouts=400, 40 games, seed 9: wins before and after training",
  smoke: "tests/js/learner.test.js (Gomoku starter: trained beats untrained on fixed seeds)",
  async run() {
    const untrained = gomokuWins("js", 0);
    const js = gomokuWins("js", 3000);
    const python = gomokuWins("python", 1500);
    return [
      { figure: "wins of 40, untrained", value: untrained, target: "≤ 8", pass: untrained <= 8 },
      { figure: "wins of 40, JavaScript after 3,000 episodes", value: js, target: "≥ 24", pass: js >= 24 },
      { figure: "wins of 40, Python after 1,500 episodes", value: python, target: `≥ ${untrained + 8} (untrained + 8)`, pass: python >= untrained + 8 },
    ];
  },
};
