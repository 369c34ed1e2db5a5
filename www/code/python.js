// Python agents: Pyodide (copied into dist/pyodide/ by scripts/vendor.sh) loaded on first use,
// with progress, and the glue that gives act(obs, env) plain lists and a snake_case env:
//   env.legal_actions()  env.action_mask()  env.returns()  env.observation()  env.render()
//   env.clone()  env.step(a) -> (obs, reward, terminated, truncated, info)  env.play(a) -> reward
//   env.num_actions  env.num_players  env.current_player  env.is_terminal  env.game_id
//   env.budget_left  env.cell(row, col)  env.row_col(a)  env.puyo_action(x, rotation)
//   env.puyo_parts(a)  env.reset(seed=None)  env.toggle_flag(i)  env.chord(i)  env.free()
// obs is a dict of plain lists and numbers (no NumPy offline). A learner also defines
// learn(env, episode), and may define save() and load(data) (api.md "Your own learner").

import { StudentError } from "./compile_js.js";

// (No line of this file starts with the word import: the single-file bundler reads those.)
const GLUE = String.raw`
json, random, traceback = __import__("json"), __import__("random"), __import__("traceback")

class Env:
    """The game, as a copy you may change: clone() it to look ahead."""

    def __init__(self, js):
        self._js = js

    def legal_actions(self):
        return json.loads(self._js.legalActions())

    def action_mask(self):
        return json.loads(self._js.actionMask())

    def returns(self):
        return json.loads(self._js.returns())

    def observation(self):
        return json.loads(self._js.observation())

    def render(self):
        return self._js.render()

    def clone(self):
        return Env(self._js.clone())

    def step(self, action):
        return tuple(json.loads(self._js.step(action)))

    def play(self, action):
        return self._js.play(action)

    def cell(self, row, col):
        return self._js.cell(row, col)

    def row_col(self, action):
        return tuple(json.loads(self._js.rowCol(action)))

    def puyo_action(self, x, rotation):
        return self._js.puyoAction(x, rotation)

    def puyo_parts(self, action):
        return tuple(json.loads(self._js.puyoParts(action)))

    def reset(self, seed=None):
        return tuple(json.loads(self._js.reset(seed)))

    def toggle_flag(self, cell):
        return self._js.toggleFlag(cell)

    def chord(self, cell):
        return self._js.chord(cell)

    def free(self):
        """Harmless: the sandbox frees every copy when the move or the episode ends."""

    num_actions = property(lambda self: self._js.numActions)
    num_players = property(lambda self: self._js.numPlayers)
    current_player = property(lambda self: self._js.currentPlayer)
    is_terminal = property(lambda self: self._js.isTerminal)
    game_id = property(lambda self: self._js.gameId)
    budget_left = property(lambda self: self._js.budgetLeft)


_agent = {}

def _where(err):
    line = None
    if isinstance(err, SyntaxError) and err.filename == "agent.py":
        line = err.lineno
    for frame in traceback.extract_tb(err.__traceback__):
        if frame.filename == "agent.py":
            line = frame.lineno
    return line

def _describe(err):
    text = str(err)
    if type(err).__name__ == "JsException" and text.startswith("BudgetSpent: "):
        text = text[len("BudgetSpent: "):]
        return json.dumps({"error": text, "line": _where(err), "budget": True})
    name = type(err).__name__
    return json.dumps({"error": f"{name}: {text}" if text else name, "line": _where(err)})

def _load(source, seed):
    random.seed(seed)
    ns = {"__name__": "agent"}
    try:
        exec(compile(source, "agent.py", "exec"), ns)
    except SyntaxError as err:
        return json.dumps({"error": f"SyntaxError: {err.msg}", "line": _where(err), "kind": "syntax"})
    except BaseException as err:
        return _describe(err)
    if not callable(ns.get("act")):
        return json.dumps({"error": "your code does not define a function act(obs, env): add one that returns an action", "kind": "noact"})
    for name in ("act", "learn", "save", "load"):
        _agent[name] = ns.get(name) if callable(ns.get(name)) else None
    return json.dumps({"ok": True, "has": {k: _agent[k] is not None for k in ("learn", "save", "load")}})

def _got(value):
    shown = repr(value)
    if len(shown) > 40:
        shown = shown[:40] + "…"
    return f"{shown} (a Python {type(value).__name__})"

def _learn(js_env, episode):
    try:
        value = _agent["learn"](Env(js_env), episode)
    except BaseException as err:
        return _describe(err)
    if value is None:
        return json.dumps({"values": None})
    if not isinstance(value, dict):
        return json.dumps({"got": _got(value)})
    try:
        return json.dumps({"values": value}, allow_nan=True)
    except (TypeError, ValueError):
        return json.dumps({"got": _got(value)})

def _save():
    try:
        value = _agent["save"]()
    except BaseException as err:
        return _describe(err)
    try:
        return json.dumps({"text": json.dumps(value, allow_nan=False)})
    except (TypeError, ValueError) as err:
        return json.dumps({"unsaveable": _got(value), "why": str(err)})

def _load_data(text):
    try:
        _agent["load"](json.loads(text))
    except BaseException as err:
        return _describe(err)
    return json.dumps({"ok": True})

def _act(obs_json, js_env):
    try:
        value = _agent["act"](json.loads(obs_json), Env(js_env))
    except BaseException as err:
        return _describe(err)
    if isinstance(value, int) and not isinstance(value, bool):
        return json.dumps({"action": value})
    return json.dumps({"got": _got(value)})
`;

function toJson(value) {
  return JSON.stringify(value, (_k, v) => {
    if (ArrayBuffer.isView(v)) return Array.from(v);
    if (v instanceof Map) return Object.fromEntries(v);
    return v;
  });
}

/** The JS object Python's Env wraps: the student env with JSON where Python wants lists. */
function bridge(env) {
  return {
    legalActions: () => toJson(env.legalActions()),
    actionMask: () => toJson(env.actionMask()),
    returns: () => toJson(env.returns()),
    observation: () => toJson(env.observation()),
    render: () => env.render(),
    clone: () => bridge(env.clone()),
    step: (a) => toJson(env.step(a)),
    play: (a) => env.play(a),
    cell: (r, c) => env.cell(r, c),
    rowCol: (a) => toJson(env.rowCol(a)),
    puyoAction: (x, r) => env.puyoAction(x, r),
    puyoParts: (a) => toJson(env.puyoParts(a)),
    reset: (seed) => toJson(seed == null ? env.reset() : env.reset(seed)),
    toggleFlag: (i) => env.toggleFlag(i),
    chord: (i) => env.chord(i),
    get numActions() {
      return env.numActions;
    },
    get numPlayers() {
      return env.numPlayers;
    },
    get currentPlayer() {
      return env.currentPlayer;
    },
    get isTerminal() {
      return env.isTerminal;
    },
    get gameId() {
      return env.gameId;
    },
    get budgetLeft() {
      return env.budgetLeft;
    },
  };
}

/** Where Pyodide lives: dist/pyodide/ next to dist/code/ (Node tests point elsewhere). */
function pyodideBase() {
  if (globalThis.__playgroundPyodide) return globalThis.__playgroundPyodide;
  const here = import.meta.url; // (not new URL(..., import.meta.url): the single-file bundler would inline it)
  try {
    return new URL("../pyodide/", here).href;
  } catch {
    throw new Error("Python needs the served page (scripts/serve.sh), not the single file");
  }
}

/**
 * Loads Pyodide and the glue. `progress({phase: "python", percent, text})` is told as it goes.
 * @param {(p: object) => void} progress
 * @param {(line: string) => void} print where print() output goes
 */
export async function loadPython(progress, print) {
  const say = (percent) => progress({ phase: "python", percent, text: `Loading Python… ${percent} %` });
  const base = pyodideBase();
  say(0);
  const { loadPyodide } = await import(/* external */ base + "pyodide.mjs");
  say(10);
  // The two big files, fetched first with a byte count for the progress message (the browser
  // keeps them for Pyodide's own requests); skipped where fetch cannot read them (Node, file://).
  if (typeof fetch === "function" && /^https?:/.test(base)) {
    const files = ["pyodide.asm.wasm", "python_stdlib.zip"];
    const sizes = [9.6e6, 2.6e6];
    const total = sizes[0] + sizes[1];
    let done = 0;
    for (const f of files) {
      try {
        const res = await fetch(base + f);
        const reader = res.body.getReader();
        for (;;) {
          const { done: end, value } = await reader.read();
          if (end) break;
          done += value.length;
          say(Math.min(50, 10 + Math.floor((40 * done) / total)));
        }
      } catch {
        // Pyodide reports the real failure below
      }
    }
  }
  // Starting Pyodide (compiling its wasm, unpacking the library) is most of the wait and reports
  // nothing: the bar keeps moving towards 95 % meanwhile, a little slower as it gets closer.
  let shown = 50;
  say(shown);
  const creep = setInterval(() => {
    shown = Math.min(94, shown + Math.max(1, Math.round((95 - shown) * 0.08)));
    say(shown);
  }, 250);
  let py;
  try {
    py = await loadPyodide({ indexURL: base, stdout: print, stderr: print });
  } finally {
    clearInterval(creep);
  }
  py.setStdout({ batched: print });
  py.setStderr({ batched: print });
  say(95);
  py.runPython(GLUE);
  // `import nn`: the student nn library (python_nn.js) over the sandbox's JavaScript `nn` global.
  if (globalThis.nn) (await import("./python_nn.js")).installPythonNn(py, globalThis.nn);
  const loadFn = py.globals.get("_load");
  const actFn = py.globals.get("_act");
  const learnFn = py.globals.get("_learn");
  const saveFn = py.globals.get("_save");
  const loadDataFn = py.globals.get("_load_data");
  say(100);
  const fail = (r) => {
    const e = new StudentError("error", r.error, r.line ?? null);
    if (r.budget) e.budget = true;
    throw e;
  };
  return {
    /**
     * Runs the student's module; returns its functions as sandbox_worker.js calls them: act
     * (obs, env) => action-or-{pythonValue}, and where defined learn (env, episode) =>
     * values-or-{pythonValue}, save () => {text}-or-{unsaveable}, load (text).
     */
    compile(source, seed) {
      const out = JSON.parse(loadFn(source, seed));
      if (!out.ok) throw new StudentError(out.kind ?? "error", out.error, out.line ?? null);
      const act = (obs, env) => {
        const r = JSON.parse(actFn(toJson(obs), bridge(env)));
        if ("error" in r) fail(r);
        if ("got" in r) return { pythonValue: r.got };
        return r.action;
      };
      const learn = (env, episode) => {
        const r = JSON.parse(learnFn(bridge(env), episode));
        if ("error" in r) fail(r);
        if ("got" in r) return { pythonValue: r.got };
        return r.values;
      };
      const save = () => {
        const r = JSON.parse(saveFn());
        if ("error" in r) fail(r);
        return r;
      };
      const load = (text) => {
        const r = JSON.parse(loadDataFn(text));
        if ("error" in r) fail(r);
      };
      return { act, learn: out.has?.learn ? learn : null, save: out.has?.save ? save : null, load: out.has?.load ? load : null, python: true };
    },
  };
}
