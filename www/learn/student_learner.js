// The student's learners in the Learn panel (api.md "Your own learner"): which saved programs are
// learners, the id they have in the learner menu, and the settings of their runs as option specs
// of the same shape the engine's learners publish (so the panel's one form builder shows them).
// Pure: no DOM, no engine; unit-tested in tests/js/learner.test.js.

/** The learner-menu id prefix of a student's program: `mine:<agent id>`. */
export const MINE_PREFIX = "mine:";

/** The learner id used for words (labels, help) of every student learner. */
export const MINE_ID = "mine";

/** Whether `source` (in `language`) defines a function learn: what puts it in the learner menu. */
export function definesLearn(source, language) {
  const text = String(source ?? "");
  if (language === "python") return /^def\s+learn\s*\(/m.test(text);
  return /\bfunction\s+learn\s*\(|\b(?:const|let|var)\s+learn\s*=/.test(text);
}

/** Per game: measure every N episodes, games per measurement, and the opponents offered. */
export const GAME_DEFAULTS = {
  tictactoe: { evalEvery: 500, evalGames: 20, opponents: ["random", "minimax"] },
  gomoku: { evalEvery: 1000, evalGames: 20, opponents: ["pure-mcts", "random"] },
  minesweeper: { evalEvery: 200, evalGames: 50, opponents: [] },
  // The Puyo starter's episode is 5 pairs of a 60-pair training game: a point every 1,000 episodes
  // is every 83 games. A point plays 10 games of 100 pairs with act() looking one pair ahead (about
  // 5 s in JavaScript, 12 s in Python headless here), so measuring takes about a third of the run's
  // time (every 200 episodes it took four fifths); 10 games keep the median chain's trend above
  // its game-to-game noise.
  puyo: { evalEvery: 1000, evalGames: 10, opponents: [] },
};

/** The default opponent's options (kept quick: measurements run on the page). */
export const OPPONENT_OPTIONS = { "pure-mcts": { playouts: "200" } };

/**
 * The settings of a student learner's run on `gameId` as option specs ({name, kind, default,
 * min?, max?, choices?}); `agentIds` are the game's engine agents (the opponent menu keeps those
 * that exist).
 */
export function studentOptionSpecs(gameId, agentIds = []) {
  const d = GAME_DEFAULTS[gameId] ?? { evalEvery: 100, evalGames: 10, opponents: [] };
  const specs = [];
  const opponents = d.opponents.filter((id) => agentIds.includes(id));
  if (opponents.length) specs.push({ name: "opponent", kind: "choice", choices: opponents, default: opponents[0] });
  specs.push(
    { name: "evalEvery", kind: "whole", min: 1, max: 1_000_000, default: d.evalEvery },
    { name: "evalGames", kind: "whole", min: 0, max: 200, default: d.evalGames },
    { name: "timeLimitMs", kind: "whole", min: 10, max: 10_000, default: 1000 },
    { name: "seed", kind: "seed", default: 0 },
  );
  return specs;
}

/** The student learners among `agents` (a code store's list): menu entries {id, name, agentId, language}. */
export function studentLearners(agents) {
  return agents.filter((a) => definesLearn(a.source, a.language)).map((a) => ({ id: MINE_PREFIX + a.id, agentId: a.id, name: a.name, language: a.language }));
}
