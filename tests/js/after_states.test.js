// The batch call of the student env (issue 26): JS env.afterStates() and Python env.after_states()
// give every legal move's after-state {action, board, reward, terminal} in one call, equal to
// clone() + play(a) + observation().board by hand, in both languages, for every game; they spend
// 2 engine calls per action; in a learning episode (where the env is the real game) they are
// played on player copies, so Minesweeper's mines stay hidden; and nothing else comes out.
import test from "node:test";
import assert from "node:assert/strict";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { DIST, missingBuild, loadDist, tracked } from "./dist_helpers.js";

const skip = missingBuild() || false;
const dist = skip ? null : await loadDist();
const runModule = skip ? null : await import(pathToFileURL(path.join(DIST, "learn/student_run.js")).href);
const { episodeSeed } = skip ? {} : await import(pathToFileURL(path.join(DIST, "code/learner_values.js")).href);

// Positions of each game a few moves in (the board is not empty, the game not over).
const POSITIONS = {
  tictactoe: { options: {}, actions: [4, 0] },
  gomoku: { options: { width: 6, height: 6, nInRow: 4 }, actions: [14, 15, 20] },
  puyo: { options: {}, actions: [2, 8, 3] },
  minesweeper: { options: { preset: "beginner", firstClick: "safe" }, actions: [40] },
};

const JS_AGENT = `function act(obs, env) {
  const batch = env.afterStates();
  const before = env.budgetLeft;
  const byHand = Array.from(env.legalActions()).map((a) => {
    const c = env.clone();
    const reward = c.play(a);
    return { action: a, board: Array.from(c.observation().board), reward, terminal: c.isTerminal };
  });
  console.log(JSON.stringify({ batch: batch.map((s) => ({ ...s, board: Array.from(s.board), keys: Object.keys(s) })), byHand, legal: env.legalActions().length, spentByHand: before - env.budgetLeft }));
  return env.legalActions()[0];
}`;

const PY_AGENT = `import json
def act(obs, env):
    batch = env.after_states()
    by_hand = []
    for a in env.legal_actions():
        c = env.clone()
        reward = c.play(a)
        by_hand.append({"action": a, "board": c.observation()["board"], "reward": reward, "terminal": c.is_terminal})
    types = sorted({type(s["board"]).__name__ for s in batch} | {type(s["action"]).__name__ for s in batch})
    print(json.dumps({"batch": [dict(s, keys=list(s)) for s in batch], "byHand": by_hand, "types": types}))
    return env.legal_actions()[0]
`;

/**
 * One move of `source` on each game's position (one sandbox for them all: Pyodide loads once);
 * per game the parsed line it printed, the move result and the legal actions.
 */
async function probe(games, source, language) {
  const agent = dist.runner.createStudentAgent({ spawn: dist.spawn, source, language, timeLimitMs: 8000, seed: 3, logCaps: { perMove: 10, total: 100, lineChars: 1e6 } });
  try {
    const ready = await agent.start();
    assert.equal(ready.ok, true, JSON.stringify(ready));
    const found = {};
    for (const game of games) {
      const { options, actions } = POSITIONS[game];
      const t = tracked(dist.pg, game, options, 11, actions);
      try {
        const r = await agent.act(t.env, { move: actions.length + 1 });
        assert.equal(r.ok, true, `${game}: ${JSON.stringify(r)}`);
        found[game] = { out: JSON.parse(r.logs[0]), r, legal: Array.from(t.env.legalActions()) };
      } finally {
        t.env.free();
      }
    }
    return found;
  } finally {
    agent.close();
  }
}

const strip = (list) => list.map(({ action, board, reward, terminal }) => ({ action, board, reward, terminal }));

test("JS env.afterStates() equals clone() + play() + observation().board for every legal action, in every game, at 2 calls each", { skip, timeout: 60000 }, async () => {
  const all = await probe(Object.keys(POSITIONS), JS_AGENT, "js");
  for (const game of Object.keys(POSITIONS)) {
    const { out, r, legal } = all[game];
    assert.equal(out.batch.length, legal.length, game);
    assert.deepEqual(out.batch.map((s) => s.action), legal, game);
    assert.deepEqual(strip(out.batch), out.byHand, game);
    for (const s of out.batch) assert.deepEqual(s.keys, ["action", "board", "reward", "terminal"], game);
    // The batch spent what the hand-made loop spent: 2 engine calls per legal action.
    assert.equal(out.spentByHand, 2 * legal.length, game);
    assert.equal(r.calls, 4 * legal.length, game);
    // Not every after-state is the same board (the moves differ).
    assert.ok(new Set(out.batch.map((s) => s.board.join())).size > 1, game);
  }
});

test("Python env.after_states() equals the hand-made loop and JavaScript's batch, as plain lists", { skip, timeout: 120000 }, async () => {
  const games = Object.keys(POSITIONS);
  const [pys, jss] = [await probe(games, PY_AGENT, "python"), await probe(games, JS_AGENT, "js")];
  for (const game of games) {
    const [py, js] = [pys[game], jss[game]];
    assert.deepEqual(py.out.types, ["int", "list"], game);
    assert.deepEqual(strip(py.out.batch), py.out.byHand, game);
    assert.deepEqual(strip(py.out.batch), strip(js.out.batch), game);
    for (const s of py.out.batch) assert.deepEqual(s.keys, ["action", "board", "reward", "terminal"], game);
    assert.equal(py.r.calls, 4 * py.legal.length, game);
  }
});

/** Trains `episodes` episodes (one by default) of `source` on `game` and returns what its save() kept. */
async function oneEpisode(source, game, gameOptions, language = "js", runSeed = 4, episodes = 1) {
  const agent = dist.runner.createStudentAgent({ spawn: dist.spawn, source, language, timeLimitMs: 10000 });
  const run = runModule.createStudentRun({ agent, pg: dist.pg, game, gameOptions, evalEvery: 0, evalGames: 0, runSeed, timeLimitMs: 10000 });
  try {
    const started = await run.start();
    assert.equal(started.ok, true, JSON.stringify(started));
    const r = await run.train({ episodes, ms: 10000 * episodes });
    assert.equal(r.stop, null, JSON.stringify(r.stop));
    return JSON.parse((await run.snapshot()).text);
  } finally {
    run.close();
  }
}

test("in a learning episode (the real game) Minesweeper's after-states step on re-drawn mines, never the real ones, in both languages", { skip, timeout: 300000 }, async () => {
  // The learner opens the centre, then marks as mines the cells whose after-state is lost. On the
  // real board that would be exact; on player copies it can only follow what is visible.
  const source = `let kept = [];
function learn(env, episode) {
  env.step(40);
  if (env.isTerminal) return;
  const mines = env.afterStates().filter((s) => s.terminal).map((s) => s.action);
  kept.push({ episode, mines });
}
function act(obs, env) { return env.legalActions()[0]; }
function save() { return kept; }
function load(d) { kept = d; }`;
  const python = `kept = []
def learn(env, episode):
    env.step(40)
    if env.is_terminal:
        return
    kept.append({"episode": episode, "mines": [s["action"] for s in env.after_states() if s["terminal"]]})
def act(obs, env):
    return env.legal_actions()[0]
def save():
    return kept
def load(d):
    kept[:] = d
`;
  const options = { preset: "beginner", firstClick: "safe" };
  for (const [language, program] of [["js", source], ["python", python]]) {
    let predicted = 0;
    let right = 0;
    // Eight episodes in one run (one sandbox: Pyodide loads once), each on its own board.
    const runSeed = 1;
    {
      const kept = await oneEpisode(program, "minesweeper", options, language, runSeed, 8);
      for (const { episode, mines } of kept) {
        const real = dist.pg.make("minesweeper", options);
        real.reset(episodeSeed(runSeed, episode));
        real.step(40);
        for (const a of mines) {
          const c = real.clone();
          c.play(a);
          predicted += 1;
          if (c.observation().lost) right += 1;
          c.free();
        }
        real.free();
      }
    }
    assert.ok(predicted >= 20, `${language}: ${predicted} predictions`);
    assert.ok(right / predicted < 0.6, `${language}: after-states found real mines ${right}/${predicted} times`);
  }
});

test("in a Puyo learning episode the after-states are the real boards (the pair is visible) and carry no later pairs", { skip, timeout: 120000 }, async () => {
  const js = `let kept = null;
function learn(env, episode) {
  env.step(2);
  const batch = env.afterStates();
  kept = { episode, batch: batch.map((s) => ({ action: s.action, board: Array.from(s.board), reward: s.reward, terminal: s.terminal, keys: Object.keys(s).join() })) };
}
function act(obs, env) { return env.legalActions()[0]; }
function save() { return kept; }
function load(d) { kept = d; }`;
  const py = `kept = None
def learn(env, episode):
    global kept
    env.step(2)
    kept = {"episode": episode, "batch": [dict(s, keys=",".join(s)) for s in env.after_states()]}
def act(obs, env):
    return env.legal_actions()[0]
def save():
    return kept
def load(d):
    pass
`;
  for (const [language, source] of [["js", js], ["python", py]]) {
    const kept = await oneEpisode(source, "puyo", {}, language, 9);
    const real = dist.pg.make("puyo", {});
    real.reset(episodeSeed(9, kept.episode));
    real.step(2);
    assert.deepEqual(kept.batch.map((s) => s.action), Array.from(real.legalActions()), language);
    for (const s of kept.batch) {
      assert.equal(s.keys, "action,board,reward,terminal", language);
      const c = real.clone();
      const reward = c.play(s.action);
      assert.deepEqual(s.board, Array.from(c.observation().board), `${language} ${s.action}`);
      assert.equal(s.reward, reward);
      assert.equal(s.terminal, c.isTerminal);
      c.free();
    }
    real.free();
  }
});

test("Python: observation() is a fresh dict of plain lists each call; an env from an earlier episode is refused in the page's language", { skip, timeout: 120000 }, async () => {
  const source = `old = []
def learn(env, episode):
    if old:
        try:
            old[0].play(0)
            return {"refused": 0}
        except Exception as err:
            return {"refused": 1 if "前の手かエピソード" in str(err) else 2}
    old.append(env.clone())
    obs = env.observation()
    assert isinstance(obs["board"], list) and isinstance(obs["rows"], int)
    assert env.observation() == obs and env.observation() is not obs
    obs["board"][0] = 99
    assert env.observation()["board"][0] != 99
    return {"refused": 0}
def act(obs, env):
    return env.legal_actions()[0]
`;
  // The sandbox words its own errors in the page's language (told when it loads): Japanese here.
  const i18n = await import(pathToFileURL(path.join(DIST, "i18n/index.js")).href);
  i18n.setLanguage("ja");
  const agent = dist.runner.createStudentAgent({ spawn: dist.spawn, source, language: "python", timeLimitMs: 10000 });
  const run = runModule.createStudentRun({ agent, pg: dist.pg, game: "tictactoe", gameOptions: {}, evalEvery: 0, evalGames: 0, timeLimitMs: 10000 });
  try {
    assert.equal((await run.start()).ok, true);
    i18n.setLanguage("en");
    const r = await run.train({ episodes: 2, ms: 10000 });
    assert.equal(r.stop, null, JSON.stringify(r.stop));
    const line = run.progress().lines.find((l) => l.key === "refused");
    assert.equal(line.points.at(-1).y, 0.5); // episode 1: 0; episode 2: refused, in Japanese (1)
  } finally {
    i18n.setLanguage("en");
    run.close();
  }
});
