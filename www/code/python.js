// Python agents: Pyodide (copied into dist/pyodide/ by scripts/vendor.sh) loaded on first use,
// with progress, and the glue that gives act(obs, env) plain lists and a snake_case env:
//   env.legal_actions()  env.action_mask()  env.returns()  env.observation()  env.render()
//   env.clone()  env.step(a) -> (obs, reward, terminated, truncated, info)  env.play(a) -> reward
//   env.num_actions  env.num_players  env.current_player  env.is_terminal  env.game_id
//   env.budget_left  env.cell(row, col)  env.row_col(a)  env.puyo_action(x, rotation)
//   env.puyo_parts(a)  env.reset(seed=None)  env.toggle_flag(i)  env.chord(i)  env.free()
//   env.after_states() -> [{"action", "board", "reward", "terminal"}] for every legal action
// obs is a dict of plain lists and numbers (no NumPy offline); env calls go through
// python_door.js (handles and typed-array buffers, no JSON). A learner also defines
// learn(env, episode), and may define save() and load(data) (api.md "Your own learner").

import { StudentError } from "./compile_js.js";
import { t } from "../i18n/index.js";
import { createDoor } from "./python_door.js";
import { pyodideFromMemory } from "./pyodide_memory.js";

// (No line of this file starts with the word import: the single-file bundler reads those.)
/** The Python side of the door: the student's Env class and the sandbox's calls (also the notebook wheel's, scripts/pyodide_wheel.py). */
export const GLUE = String.raw`
json, random, traceback = __import__("json"), __import__("random"), __import__("traceback")

# The door (python_door.js): envs are whole-number handles; records come as numbers copied into
# buffers made once per record shape (a layout), sliced into a dict by a function made once per
# layout. No JSON on env calls.
_door = None
_layouts = {}
_after_layouts = {}
_legal_bufs = {}

def _set_door(door):
    global _door, _clone, _play, _obs, _step, _legal, _is_terminal, _last, _last_mv
    _door = door
    _clone, _play, _obs, _step, _legal, _is_terminal = door.clone, door.play, door.obs, door.step, door.legal, door.isTerminal
    _last = door.last
    _last_mv = memoryview(bytearray(32)).cast("d")

def _layout(lid):
    spec = json.loads(_door.layout(lid))
    parts = []
    for field in spec["fields"]:
        key, kind, at, n = field[0], field[1], field[2], field[3]
        if kind == "I":
            expr = f"iv[{at}:{at + n}]"
        elif kind == "F":
            expr = f"fv[{at}:{at + n}]"
        elif kind == "G":
            expr = f"[int(x) for x in fv[{at}:{at + n}]]"
        elif kind == "i":
            expr = f"iv[{at}]"
        elif kind == "f":
            expr = f"fv[{at}]"
        elif kind == "g":
            expr = f"int(fv[{at}])"
        elif kind == "b":
            expr = f"iv[{at}] != 0"
        else:
            expr = repr(field[4])
        parts.append(f"{key!r}: {expr}")
    make = eval("lambda iv, fv: {" + ", ".join(parts) + "}")
    ni, nf = spec["ni"], spec["nf"]
    ints = _door.ints(lid) if ni else None
    reals = _door.reals(lid) if nf else None
    imv = memoryview(bytearray(4 * ni)).cast("i") if ni else None
    fmv = memoryview(bytearray(8 * nf)).cast("d") if nf else None
    lay = _layouts[lid] = (make, ints, imv, reals, fmv)
    return lay

def _read(lid):
    """The record of layout lid now in the door's buffers: (make, ints, reals); make(ints, reals) is the dict."""
    if lid < 0:
        return (lambda iv, fv: json.loads(iv), _door.json(), None)
    lay = _layouts.get(lid) or _layout(lid)
    iv = fv = []
    if lay[1] is not None:
        lay[1].assign_to(lay[2])
        iv = lay[2].tolist()
    if lay[3] is not None:
        lay[3].assign_to(lay[4])
        fv = lay[4].tolist()
    return (lay[0], iv, fv)

def _number(x):
    return int(x) if x.is_integer() else x

def _legal_buf(n):
    b = _legal_bufs.get(n)
    if b is None:
        b = _legal_bufs[n] = (_door.legalBuffer(n), memoryview(bytearray(4 * (n + 1))).cast("i"))
    return b

class Env:
    """The game, as a copy you may change: clone() it to look ahead."""

    __slots__ = ("_h", "_obs", "_legal", "_n")

    def __init__(self, h, n=None):
        self._h = h
        self._obs = None      # the observation's numbers until the game changes
        self._legal = None    # the legal actions until the game changes
        self._n = n           # num_actions

    def _changed(self):
        self._obs = None
        self._legal = None

    def legal_actions(self):
        legal = self._legal
        if legal is None:
            count = _legal(self._h)
            js, mv = _legal_buf(self.num_actions)
            js.assign_to(mv)
            legal = self._legal = mv[1:1 + count].tolist()
        return legal[:]

    def action_mask(self):
        count = _door.mask(self._h)
        js, mv = _legal_buf(self.num_actions)
        js.assign_to(mv)
        return mv[1:1 + count].tolist()

    def returns(self):
        return [_number(float(x)) for x in _door.returns(self._h).to_py()]

    def observation(self):
        o = self._obs
        if o is None:
            o = self._obs = _read(_obs(self._h))
        return o[0](o[1], o[2])

    def render(self):
        return _door.render(self._h)

    def clone(self):
        return type(self)(_clone(self._h), self._n)

    def step(self, action):
        self._legal = None
        self._obs = None
        o = self._obs = _read(_step(self._h, action))
        _last.assign_to(_last_mv)
        reward, terminated, truncated, info = _last_mv.tolist()
        i = _read(int(info))
        return (o[0](o[1], o[2]), _number(reward), terminated != 0, truncated != 0, i[0](i[1], i[2]))

    def play(self, action):
        self._legal = None
        self._obs = None
        return _play(self._h, action)

    def after_states(self):
        """Every legal move's after-state in one call: a list of dicts {"action", "board",
        "reward", "terminal"} in legal_actions() order, as clone() then play(action) and
        observation()["board"] would give (2 engine calls per action)."""
        aid = _after(self._h)
        lay = _after_layouts.get(aid)
        if lay is None:
            cells = _door.afterCells(aid)
            ints, reals = _door.afterInts(aid), _door.afterReals(aid)
            lay = _after_layouts[aid] = (cells, ints, memoryview(bytearray(4 * ints.length)).cast("i"), reals, memoryview(bytearray(8 * reals.length)).cast("d"))
        cells, ints, imv, reals, fmv = lay
        ints.assign_to(imv)
        n = imv[0]
        if n == 0:
            return []
        reals.assign_to(fmv)
        iv = imv[1:1 + n * (cells + 2)].tolist()
        rewards = fmv[:n].tolist()
        at = 2 * n
        return [{"action": iv[k], "board": iv[at + k * cells:at + (k + 1) * cells], "reward": _number(rewards[k]), "terminal": iv[n + k] != 0} for k in range(n)]

    def cell(self, row, col):
        return _door.cell(self._h, row, col)

    def row_col(self, action):
        return tuple(int(x) for x in _door.rowCol(self._h, action).split(","))

    def puyo_action(self, x, rotation):
        return _door.puyoAction(self._h, x, rotation)

    def puyo_parts(self, action):
        return tuple(int(x) for x in _door.puyoParts(self._h, action).split(","))

    def reset(self, seed=None):
        self._changed()
        o = self._obs = _read(_door.reset(self._h, seed))
        _last.assign_to(_last_mv)
        i = _read(int(_last_mv[3]))
        return (o[0](o[1], o[2]), i[0](i[1], i[2]))

    def toggle_flag(self, cell):
        self._changed()
        return _door.toggleFlag(self._h, cell)

    def chord(self, cell):
        self._changed()
        return _door.chord(self._h, cell)

    def free(self):
        """Harmless: the sandbox frees every copy when the move or the episode ends."""

    @property
    def num_actions(self):
        n = self._n
        if n is None:
            n = self._n = _door.prop(self._h, "numActions")
        return n

    num_players = property(lambda self: _door.prop(self._h, "numPlayers"))
    current_player = property(lambda self: _door.currentPlayer(self._h))
    is_terminal = property(lambda self: _is_terminal(self._h))
    game_id = property(lambda self: _door.prop(self._h, "gameId"))
    budget_left = property(lambda self: _door.prop(self._h, "budgetLeft"))


def _after(h):
    return _door.after(h)

_agent = {}
_program_file = "agent.py"   # where the student's code is (a notebook's check names the cell's file)

def _where(err):
    line = None
    if isinstance(err, SyntaxError) and err.filename == _program_file:
        line = err.lineno
    for frame in traceback.extract_tb(err.__traceback__):
        if frame.filename == _program_file:
            line = frame.lineno
    return line

def _describe(err):
    text = str(err)
    if type(err).__name__ == "JsException" and text.startswith("BudgetSpent: "):
        text = text[len("BudgetSpent: "):]
        return json.dumps({"error": text, "line": _where(err), "budget": True})
    name = type(err).__name__
    out = {"error": f"{name}: {text}" if text else name, "line": _where(err)}
    if isinstance(err, ModuleNotFoundError) and err.name:
        out["module"] = err.name.split(".")[0]   # not in the page: the message points to nn
    return json.dumps(out)

def _load(source, seed):
    random.seed(seed)
    ns = {"__name__": "agent"}
    try:
        exec(compile(source, "agent.py", "exec"), ns)
    except SyntaxError as err:
        return json.dumps({"error": f"SyntaxError: {err.msg}", "line": _where(err), "kind": "syntax"})
    except BaseException as err:
        return _describe(err)
    kaggle = not callable(ns.get("act")) and callable(ns.get("agent"))
    if not callable(ns.get("act")) and not kaggle:
        return json.dumps({"error": "your code does not define a function act(obs, env): add one that returns an action", "kind": "noact"})
    if kaggle:
        count = _agent_arity(ns["agent"])
        if count not in (1, 2):
            return json.dumps({"error": f"your agent takes {count} parameters; Kaggle's format is agent(observation, configuration) or agent(observation)", "kind": "agentArity", "count": count})
    for name in ("act", "agent", "learn", "save", "load"):
        _agent[name] = ns.get(name) if callable(ns.get(name)) else None
    _agent["agent_args"] = count if kaggle else None
    has = {k: _agent[k] is not None for k in ("learn", "save", "load")}
    has["kaggle"] = kaggle
    return json.dumps({"ok": True, "has": has})

def _agent_arity(fn):
    """How many arguments Kaggle hands fn: its positional parameters (code.co_argcount), as kaggle_environments counts them."""
    code = getattr(fn, "__code__", None)
    return code.co_argcount if code is not None else 2

class _Struct(dict):
    """Kaggle's kaggle_environments.utils.Struct: a dict whose keys are also attributes."""

    def __init__(self, **entries):
        entries = {k: v for k, v in entries.items() if k != "items"}
        dict.__init__(self, entries)
        self.__dict__.update(entries)

    def __setattr__(self, attr, value):
        self.__dict__[attr] = value
        self[attr] = value

def _agent_act(text):
    """Kaggle's format: agent(observation, configuration) on the JSON text {observation, configuration} (kaggle_format.js)."""
    try:
        given = json.loads(text)
        args = [_Struct(**given["observation"]), _Struct(**given["configuration"])]
        value = _agent["agent"](*args[:_agent["agent_args"]])
    except BaseException as err:
        return _describe(err)
    if isinstance(value, int) and not isinstance(value, bool):
        return json.dumps({"action": value})
    return json.dumps({"got": _got(value)})

def _got(value):
    shown = repr(value)
    if len(shown) > 40:
        shown = shown[:40] + "…"
    return f"{shown} (a Python {type(value).__name__})"

def _learn(h, episode):
    try:
        value = _agent["learn"](Env(h), episode)
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

def _act(obs_id, h):
    try:
        o = _read(obs_id)
        env = Env(h)
        env._obs = o
        value = _agent["act"](o[0](o[1], o[2]), env)
    except BaseException as err:
        return _describe(err)
    if isinstance(value, int) and not isinstance(value, bool):
        return json.dumps({"action": value})
    return json.dumps({"got": _got(value)})
`;

/** Where Pyodide lives: dist/pyodide/ next to dist/code/ (Node tests point elsewhere). */
function pyodideBase() {
  if (globalThis.__playgroundPyodide) return globalThis.__playgroundPyodide;
  const here = import.meta.url; // (not new URL(..., import.meta.url): the single-file bundler would inline it)
  try {
    return new URL("../pyodide/", here).href;
  } catch {
    throw new Error(t("sandbox.pythonOffline")); // in the page's language (the worker is told it)
  }
}

/**
 * Loads Pyodide and the glue. `progress({phase: "python", percent, text})` is told as it goes.
 * @param {(p: object) => void} progress
 * @param {(line: string) => void} print where print() output goes
 */
export async function loadPython(progress, print) {
  const say = (percent) => progress({ phase: "python", percent, text: `Loading Python… ${percent} %` });
  say(0);
  // The Python single file carries Pyodide inside it (pyodide_memory.js); elsewhere it is a folder.
  const inlined = await pyodideFromMemory();
  const base = inlined ? null : pyodideBase();
  const { loadPyodide } = inlined ?? (await import(/* external */ base + "pyodide.mjs"));
  say(10);
  // The two big files, fetched first with a byte count for the progress message (the browser
  // keeps them for Pyodide's own requests); skipped where fetch cannot read them (Node, file://).
  if (!inlined && typeof fetch === "function" && /^https?:/.test(base)) {
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
    py = await loadPyodide({ ...(inlined ? inlined.options : { indexURL: base }), stdout: print, stderr: print });
  } finally {
    clearInterval(creep);
    inlined?.done();
  }
  py.setStdout({ batched: print });
  py.setStderr({ batched: print });
  say(95);
  py.runPython(GLUE);
  const door = createDoor();
  py.globals.get("_set_door")(door);
  // `import nn`: the student nn library (python_nn.js) over the sandbox's JavaScript `nn` global.
  if (globalThis.nn) (await import("./python_nn.js")).installPythonNn(py, globalThis.nn);
  say(100);
  return pythonRuntime(py.globals, door);
}

/**
 * The sandbox's Python runtime over GLUE's functions in `names` (a mapping with get(name): the
 * page's Pyodide globals, or a notebook's second copy of GLUE) and their `door`: compile(source,
 * seed) -> {act, learn, save, load, python: true}, as sandbox_handlers.js calls them.
 */
export function pythonRuntime(names, door) {
  const loadFn = names.get("_load");
  const actFn = names.get("_act");
  const agentFn = names.get("_agent_act");
  const learnFn = names.get("_learn");
  const saveFn = names.get("_save");
  const loadDataFn = names.get("_load_data");
  const fail = (r) => {
    const e = new StudentError("error", r.error, r.line ?? null);
    if (r.budget) e.budget = true;
    if (r.module) e.module = r.module;
    throw e;
  };
  return {
    /**
     * Runs the student's module; returns its functions as sandbox_worker.js calls them: act
     * (obs, env) => action-or-{pythonValue} (or, for a program in Kaggle's format, `kaggle: true`
     * and agent (observation, configuration) => action-or-{pythonValue}), and where defined learn (env, episode) =>
     * values-or-{pythonValue}, save () => {text}-or-{unsaveable}, load (text).
     */
    compile(source, seed) {
      const out = JSON.parse(loadFn(source, seed));
      if (!out.ok) {
        const e = new StudentError(out.kind ?? "error", out.error, out.line ?? null);
        if (out.module) e.module = out.module; // a module the page's Python lacks (numpy, ...)
        if (out.kind === "agentArity") e.count = out.count;
        throw e;
      }
      const act = (obs, env) => {
        let r;
        try {
          r = JSON.parse(actFn(door.encode(obs), door.open(env)));
        } finally {
          door.close();
        }
        if ("error" in r) fail(r);
        if ("got" in r) return { pythonValue: r.got };
        return r.action;
      };
      const agent = (observation, configuration) => {
        const r = JSON.parse(agentFn(JSON.stringify({ observation, configuration })));
        if ("error" in r) fail(r);
        if ("got" in r) return { pythonValue: r.got };
        return r.action;
      };
      const learn = (env, episode) => {
        let r;
        try {
          r = JSON.parse(learnFn(door.open(env), episode));
        } finally {
          door.close();
        }
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
      const kaggle = !!out.has?.kaggle;
      return { act: kaggle ? null : act, agent: kaggle ? agent : null, kaggle, learn: out.has?.learn ? learn : null, save: out.has?.save ? save : null, load: out.has?.load ? load : null, python: true };
    },
  };
}
