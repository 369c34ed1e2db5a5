// The notebook wheel (dist/wheels/playground-<version>-py3-none-any.whl, scripts/pyodide_wheel.py)
// in Node's Pyodide, as JupyterLite's kernel runs it: `import playground` with no await, boards
// and replays as cell outputs, curves without matplotlib, words in the language set once, typed
// errors, and one sentence for a broken install. (The same script in CPython, the wheel and the
// page's sandbox: python/tests/test_one_api.py.)
import { test } from "node:test";
import assert from "node:assert/strict";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { DIST, cargoVersion } from "./dist_helpers.js";

const WHEELS = path.join(DIST, "wheels");
const wheel = existsSync(WHEELS) ? readdirSync(WHEELS).find((f) => f.endsWith("-py3-none-any.whl")) : null;
const skip = !wheel || !existsSync(path.join(DIST, "pyodide/pyodide.mjs")) ? "dist/wheels/*-py3-none-any.whl is missing: run bash scripts/build.sh" : false;

let py = null;
async function pyodide() {
  if (py) return py;
  const { loadPyodide } = await import(pathToFileURL(path.join(DIST, "pyodide/pyodide.mjs")).href);
  py = await loadPyodide({ indexURL: path.join(DIST, "pyodide") + "/" });
  py.unpackArchive(new Uint8Array(readFileSync(path.join(WHEELS, wheel))), "wheel");
  return py;
}
const run = async (code) => (await pyodide()).runPython(code);

test("the wheel and playground.__version__ carry Cargo.toml's version", { skip }, async () => {
  const version = cargoVersion();
  assert.ok(existsSync(path.join(WHEELS, `playground-${version}-py3-none-any.whl`)), `dist/wheels/ holds ${readdirSync(WHEELS)}`);
  assert.equal(await run("import playground; playground.__version__"), version);
});

test("import playground needs no await; every game draws itself as a cell's output", { skip }, async () => {
  const out = JSON.parse(
    await run(`
import json, playground
shown = {}
for game in ("tictactoe", "gomoku", "puyo", "minesweeper"):
    env = playground.make(game)
    env.reset(seed=2)
    env.step(env.legal_actions()[0])
    shown[game] = env._repr_html_()
json.dumps(shown)
`),
  );
  for (const [game, html] of Object.entries(out)) {
    assert.match(html, /^<div class="playground-board"><svg /, game);
    assert.ok((html.match(/<(rect|circle|line|text)\b/g) ?? []).length >= 9, `${game}: a drawn board`);
  }
  assert.match(out.tictactoe, /#005a8c/, "X in the page's X colour");
  assert.match(out.minesweeper, /#616e7c/, "hidden cells in the page's colour");
});

test("a finished game replays in the output, one board per move, ending as it ended", { skip }, async () => {
  const out = JSON.parse(
    await run(`
import json, playground
moves = [4, 0, 8, 2, 1, 7, 6, 3, 5]
env = playground.make("tictactoe"); env.reset(seed=1)
for a in moves:
    env.play(a)
html = playground.replay("tictactoe", moves, seed=1)._repr_html_()
json.dumps({"html": html, "returns": env.returns(), "final": env._repr_html_()})
`),
  );
  assert.equal((out.html.match(/type="radio"/g) ?? []).length, 10, "the start and 9 moves");
  assert.equal((out.html.match(/class="f f\d+"/g) ?? []).length, 10);
  assert.ok(out.html.includes(out.final.slice(0, 200)) || out.html.includes("A draw"), "the last board is the game's end");
  assert.deepEqual(out.returns, [0, 0]);
});

test("a learner's curve plots with no matplotlib; words follow set_language; errors are typed and worded", { skip }, async () => {
  const out = JSON.parse(
    await run(`
import json, sys, playground
svg = playground.plot([0.1, 0.3, 0.2, 0.6], label="win rate")._repr_html_()
big = playground.plot([14700, 15200, 13900], label="score")._repr_html_()
playground.set_language("ja")
big_ja = playground.plot([14700, 15200, 13900])._repr_html_()
env = playground.make("tictactoe"); env.reset(seed=1); env.step(4)
try:
    env.step(4)
except playground.IllegalActionError as err:
    ja = str(err)
try:
    playground.set_language("fr")
except ValueError as err:
    bad_language = str(err)
replay_ja = playground.replay("tictactoe", [4], seed=1)._repr_html_()
playground.set_language("en")
try:
    playground.make("puyo", colors=[3])
except TypeError as err:
    type_error = str(err)
try:
    playground.make("puyo", colors=9)
except playground.BadOptionError as err:
    bad_option = str(err)
json.dumps({"svg": svg, "big": big, "big_ja": big_ja, "ja": ja, "bad_language": bad_language, "replay_ja": replay_ja, "type_error": type_error,
            "bad_option": bad_option, "numpy": "numpy" in sys.modules, "matplotlib": "matplotlib" in sys.modules})
`),
  );
  assert.match(out.svg, /<polyline points="[\d., ]+"/);
  // The x axis: the first, middle and last point's numbers, and what they count.
  const labels = (svg) => [...svg.matchAll(/<text [^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
  assert.deepEqual(labels(out.svg), ["0.6", "0.35", "0.1", "1", "2", "4", "episode", "win rate"]);
  // Big numbers read as the page's axis labels (no "1.47e+04", which the old label clipped to ".47e+04").
  assert.deepEqual(labels(out.big), ["15.2K", "14.6K", "13.9K", "1", "2", "3", "episode", "score"]);
  assert.deepEqual(labels(out.big_ja).slice(0, 3), ["1.52万", "1.46万", "1.39万"]);
  assert.match(out.ja, /その手は今は打てません/);
  assert.match(out.bad_language, /en, ja, ko, zh.*'fr'/);
  assert.match(out.replay_ja, /開始/);
  assert.match(out.type_error, /colors takes a number/);
  assert.match(out.bad_option, /colors/);
  assert.equal(out.numpy, false);
  assert.equal(out.matplotlib, false);
});

test("built-in agents by name, and nn, as in the page's Python", { skip }, async () => {
  const out = JSON.parse(
    await run(`
import json, playground, nn
names = [a["id"] for a in playground.agents("tictactoe")]
env = playground.make("tictactoe"); env.reset(seed=1)
minimax = playground.make_agent("tictactoe", "minimax")
moves = []
while not env.is_terminal:
    a = minimax.act(env); moves.append(a); env.play(a)
model = nn.sequential([nn.dense(2, 8), nn.relu(), nn.dense(8, 1)], seed=1)
opt = nn.adam(model, learning_rate=0.05)
losses = []
for _ in range(60):
    loss = nn.mse(model.forward([[0, 0], [1, 1]]), [[0], [1]])
    model.zero_grad(); loss.backward(); opt.step(); losses.append(loss.value)
try:
    minimax.act("board")
except TypeError as err:
    wrong = str(err)
json.dumps({"names": names, "returns": env.returns(), "moves": len(moves), "first": losses[0], "last": losses[-1], "wrong": wrong})
`),
  );
  assert.ok(out.names.includes("minimax") && out.names.includes("mcts"), String(out.names));
  assert.deepEqual(out.returns, [0, 0], "minimax against itself draws");
  assert.equal(out.moves, 9);
  assert.ok(out.last < out.first / 4, `nn learned: ${out.first} -> ${out.last}`);
  assert.match(out.wrong, /playground env/);
});

test("a broken install (the wasm missing) says so in one sentence", { skip }, async () => {
  const message = await run(`
import os, sys, importlib
import playground
wasm = os.path.join(os.path.dirname(playground.__file__), "_engine.wasm")
kept = open(wasm, "rb").read()
os.remove(wasm)
def forget():
    for name in [m for m in sys.modules if m == "playground" or m.startswith("playground.")]:
        del sys.modules[name]
    importlib.invalidate_caches()
forget()
try:
    import playground
    message = "imported"
except ImportError as err:
    message = str(err)
finally:
    open(wasm, "wb").write(kept)   # the install mended for the tests after this one
    forget()
message
`);
  assert.match(message, /^playground cannot find its file _engine\.wasm: this install is broken; install the wheel again/);
});

test("a course step's check in a notebook: the page's verdict and figures, a loop stopped at the limit, a learner trained", { skip, timeout: 240_000 }, async () => {
  const out = JSON.parse(
    await (await pyodide()).runPythonAsync(`
import json, playground
playground.set_language("en")
# The student's cells: the step's own solution (Python), run in the notebook's namespace.
cell = {}
exec(playground.course.step("puyo-greedy")["solution"], cell)
greedy = await playground.course.check("puyo-greedy", cell["act"])
starter = {}
exec(playground.course.starter("puyo-greedy"), starter)
untouched = await playground.course.check("puyo-greedy", starter["act"])
def loops(obs, env):
    while True:
        pass
looped = await playground.course.check("tictactoe-random", loops)
def chatty(obs, env):
    print("thinking about", len(env.legal_actions()), "moves")
    return env.legal_actions()[0]
import contextlib, io
cell_output = io.StringIO()
with contextlib.redirect_stdout(cell_output):
    talked = await playground.course.check("tictactoe-random", chatty)
after = playground.make("tictactoe").legal_actions()          # the kernel is still usable
learner = {}
exec(playground.course.step("gomoku-selfplay")["solution"], learner)
learned = await playground.course.check("gomoku-selfplay", learner["act"])   # learn() found beside act
playground.set_language("ja")
try:
    await playground.course.check("no-such-step", cell["act"])
except ValueError as err:
    unknown = str(err)
playground.set_language("en")
json.dumps({"greedy": [greedy.passed, greedy.message, greedy.figures], "untouched": [untouched.passed, untouched.message],
            "looped": [looped.passed, looped.message], "after": after, "learned": [learned.passed, learned.message, learned.figures],
            "unknown": unknown, "html": greedy._repr_html_(),
            "talked": [talked.printed[:2], talked._repr_html_(), repr(talked), cell_output.getvalue()]})
`),
  );
  const [passed, message, figures] = out.greedy;
  assert.equal(passed, true, message);
  assert.match(message, /Random got 2,187\.4, and this step asks for 3,281\.1/, "the page's baseline, the same in every step");
  assert.equal(figures.games, 30);
  assert.equal(out.untouched[0], false, `an untouched starter fails: ${out.untouched[1]}`);
  assert.equal(out.looped[0], false);
  assert.match(out.looped[1], /took longer than 3 s on move 1/);
  assert.deepEqual(out.after, [0, 1, 2, 3, 4, 5, 6, 7, 8]);
  assert.equal(out.learned[0], true, out.learned[1]);
  assert.ok(out.learned[2].episodes >= 20, JSON.stringify(out.learned[2]));
  assert.match(out.unknown, /no-such-step/);
  // What act printed during the check: folded under the verdict (which stays first), not in the cell's stream.
  const [firstLines, talkedHtml, talkedRepr, stream] = out.talked;
  assert.equal(firstLines.length, 2);
  for (const line of firstLines) assert.match(line, /^thinking about \d moves$/);
  assert.match(talkedHtml, /^<div[^>]*><b[^>]*>[✓✗] tictactoe-random<\/b> [^<]+<details><summary>What your program printed during the check: \d+ lines<\/summary><pre[^>]*>thinking about \d moves\n/);
  assert.match(talkedRepr, /^[✓✗] tictactoe-random: .+ \(What your program printed during the check: \d+ lines\)$/);
  assert.equal(stream, "", "nothing printed into the cell's own output during the check");
  assert.match(out.html, /✓ puyo-greedy/);
});

test("a notebook's check takes Kaggle's agent(observation, configuration): the arity error before any game, Tic-tac-toe in Kaggle's marks, the page's sentence for a game without Kaggle's format", { skip, timeout: 240_000 }, async () => {
  const out = JSON.parse(
    await (await pyodide()).runPythonAsync(`
import json, playground
playground.set_language("en")
def agent(observation, configuration, extra):
    return 0
three = await playground.course.check("tictactoe-random", agent)
def agent(observation, configuration):
    assert set(observation.board) <= {0, 1, 2} and observation.mark in (1, 2), (observation.board, observation.mark)
    return observation.board.index(0)
two = await playground.course.check("tictactoe-random", agent)
def agent(observation, configuration):
    return 0
gomoku = await playground.course.check("gomoku-state", agent)
json.dumps({"three": [three.passed, three.message], "two": [two.passed, two.message], "gomoku": [gomoku.passed, gomoku.message]})
`),
  );
  assert.equal(out.three[0], false);
  assert.match(out.three[1], /your agent takes 3 parameters; Kaggle's format is agent\(observation, configuration\)/);
  assert.equal(out.two[0], true, out.two[1]);
  assert.equal(out.gomoku[0], false);
  assert.match(out.gomoku[1], /gomoku has no Kaggle format/);
});

test("the notebook's check cell, check(step) with no function named, takes whichever the notebook defines: act, or Kaggle's agent with one or two parameters, or a lambda; with both, the one defined last", { skip, timeout: 240_000 }, async () => {
  const py = await pyodide();
  // Each program in a namespace of its own, as a fresh notebook; the check cell's own text.
  const cell = async (program) => {
    const ns = py.globals.get("dict")();
    await py.runPythonAsync(`import playground\nplayground.set_language("en")\n${program}`, { globals: ns });
    const r = await py.runPythonAsync(`_r = await playground.course.check("connect4-env")\n(_r.passed, _r.message)`, { globals: ns });
    const out = r.toJs();
    r.destroy();
    ns.destroy();
    return out;
  };
  const MIDDLE = `if observation.board[3] == 0:\n        return 3\n    return [c for c in range(configuration.columns) if observation.board[c] == 0][0]`;
  const two = await cell(`def agent(observation, configuration):\n    ${MIDDLE}\n`);
  assert.equal(two[0], true, two[1]);
  const one = await cell(`def agent(observation):\n    if observation.board[3] == 0:\n        return 3\n    return [c for c in range(7) if observation.board[c] == 0][0]\n`);
  assert.equal(one[0], true, one[1]);
  const lambda = await cell(`agent = lambda observation, configuration: 3 if observation.board[3] == 0 else [c for c in range(7) if observation.board[c] == 0][0]\n`);
  assert.equal(lambda[0], true, lambda[1]);
  const act = await cell(`def act(obs, env):\n    return 3 if obs["board"][3] == 0 else env.legal_actions()[0]\n`);
  assert.equal(act[0], true, act[1]);
  const none = await cell(`x = 1\n`);
  assert.equal(none[0], false);
  assert.match(none[1], /act/, none[1]);
  // Another game's step, act only, as before.
  const ns = py.globals.get("dict")();
  const other = (await py.runPythonAsync(`import playground\ndef act(obs, env):\n    return env.legal_actions()[0]\n_r = await playground.course.check("tictactoe-random")\n(_r.passed, _r.message)`, { globals: ns })).toJs();
  assert.equal(other[0], true, other[1]);
  // One notebook keeps every step's functions: an act of an earlier step checked, then an agent
  // written for this one: the agent is checked; then a new act again: the act.
  const shared = py.globals.get("dict")();
  const run = async (code) => (await py.runPythonAsync(code, { globals: shared }))?.toJs?.();
  await run(`import playground\ndef act(obs, env):\n    return env.legal_actions()[-1]\n`);
  const earlier = await run(`_r = await playground.course.check("connect4-env")\n(_r.passed, _r.message)`);
  assert.equal(earlier[0], false, "the earlier act (the last column) fails this step");
  await run(`def agent(observation, configuration):\n    ${MIDDLE}\n`);
  const later = await run(`_r = await playground.course.check("connect4-env")\n(_r.passed, _r.message)`);
  assert.equal(later[0], true, `the agent defined after it is the one checked: ${later[1]}`);
  const again = await run(`_r = await playground.course.check("connect4-env")\n(_r.passed, _r.message)`);
  assert.equal(again[0], true, `checked again, still the agent: ${again[1]}`);
  await run(`def act(obs, env):\n    return env.legal_actions()[-1]\n`);
  const last = await run(`_r = await playground.course.check("connect4-env")\n(_r.passed, _r.message)`);
  assert.equal(last[0], false, "a new act after the agent is the one checked");
});
