"""The page's course in a notebook: the steps' words and a step's check, as the page's Check button.

    result = await playground.course.check("puyo-greedy")        # the cell shows ✓ or ✗ and why
    playground.course.check("puyo-greedy")                       # the same, where the browser can wait (Chrome)
    await playground.course.check("puyo-greedy", act)            # a function of your choosing
    playground.course.steps("puyo")                                # the steps, in the notebook's language
    playground.course.starter("puyo-greedy")                       # the step's starting program

``check`` runs the page's own check (www/course/check.js) on the page's own sandbox handlers, with
your functions as the program: ``act`` (or Kaggle's ``agent(observation, configuration)``) and,
where the step is about learning, ``learn`` (and ``save`` / ``load`` when it has them), found in the
notebook when not given. A call that runs past
the step's time limit is stopped and reported as in the page; the kernel stays usable.

The check plays games and trains asynchronously, as the page does. Where Pyodide can wait for a
promise in the middle of Python (WebAssembly stack switching, JSPI: Chrome and so Chromebooks), a
bare call waits and returns the verdict; elsewhere it must be awaited and says so. ``await`` works
everywhere.
"""

import contextlib
import html
import io
import json
import linecache
import random
import sys
import time
import types

from playground import _runtime, display

_LIBRARY = ("/lib/", "<frozen", "<string>", display.__file__.rsplit("/", 1)[0])


class _TimeLimit(Exception):
    """A call of the student's code ran past the check's time limit (the check reports the timeout)."""


_PRINTED_KEPT = 200
"""How many lines of what the student's functions print during a check the verdict keeps (folded)."""


class _Printed(io.TextIOBase):
    """What the student's functions print during a check: its first _PRINTED_KEPT lines and a count."""

    def __init__(self):
        self.lines, self.count, self._part = [], 0, ""

    def write(self, text):
        self._part += text
        *done, self._part = self._part.split("\n")
        for line in done:
            self.count += 1
            if len(self.lines) < _PRINTED_KEPT:
                self.lines.append(line)
        return len(text)

    def finish(self):
        """Everything written, the last unfinished line included."""
        if self._part:
            self.write("\n")
        return self


def _limited(fn, ms, printed):
    """`fn` that stops with _TimeLimit after `ms` milliseconds of running the student's own code,
    what it prints going to `printed` (the verdict shows it folded, after the verdict itself)."""

    def call(*args):
        end = time.monotonic() + ms / 1000
        count = [0]

        def local(frame, event, arg):
            count[0] += 1
            if count[0] & 255 == 0 and time.monotonic() > end:
                raise _TimeLimit(f"stopped after {ms / 1000:.1f} s")
            return local

        def enter(frame, event, arg):
            # Only the student's frames are traced: the library and the engine run at full speed.
            return None if frame.f_code.co_filename.startswith(_LIBRARY) else local

        before = sys.gettrace()
        sys.settrace(enter)
        try:
            with contextlib.redirect_stdout(printed):
                return fn(*args)
        finally:
            sys.settrace(before)

    return call


class _Checker:
    """A second copy of the page sandbox's Python (GLUE) with its own door, whose `_load` binds
    the notebook's live functions instead of running a program's text."""

    def __init__(self):
        self.ns = types.ModuleType("playground._check")
        exec(compile(_runtime._js.GLUE, "playground/_check.py", "exec"), self.ns.__dict__)
        self.door = _runtime._js.createDoor()
        self.ns._set_door(self.door)
        self.functions = {}
        self.limit_ms = 3000
        self.printed = _Printed()

    def bind(self, source, seed):
        """GLUE's `_load` for a notebook: the live functions, Python's random seeded as the page seeds it."""
        random.seed(seed)
        act = self.functions.get("act")
        agent = self.functions.get("agent")
        kaggle = not callable(act) and callable(agent)   # Kaggle's agent(observation, configuration)
        if not callable(act) and not kaggle:
            return json.dumps({"error": "your code does not define a function act(obs, env): add one that returns an action", "kind": "noact"})
        count = self.ns._agent_arity(agent) if kaggle else None
        if kaggle and count not in (1, 2):
            return json.dumps({"error": f"your agent takes {count} parameters; Kaggle's format is agent(observation, configuration) or agent(observation)", "kind": "agentArity", "count": count})
        for name in ("act", "agent", "learn", "save", "load"):
            fn = self.functions.get(name)
            self.ns._agent[name] = _limited(fn, self.limit_ms, self.printed) if callable(fn) else None
        self.ns._agent["agent_args"] = count
        has = {k: self.ns._agent[k] is not None for k in ("learn", "save", "load")}
        has["kaggle"] = kaggle
        return json.dumps({"ok": True, "has": has})

    def get(self, name):
        return self.bind if name == "_load" else getattr(self.ns, name)


_checker = None


class CheckResult:
    """A step's verdict: ``passed``, ``message`` (in the notebook's language) and ``figures``;
    ``printed``: the lines your functions printed during the check (shown folded, under the verdict)."""

    def __init__(self, step_id, record, printed=None):
        self.step_id = step_id
        self.passed = bool(record.get("passed"))
        self.message = record.get("message", "")
        self.figures = record.get("figures", {})
        self.printed = list(printed.lines) if printed else []
        self._printed_count = printed.count if printed else 0

    def __bool__(self):
        return self.passed

    def __repr__(self):
        verdict = f"{'✓' if self.passed else '✗'} {self.step_id}: {self.message}"
        return verdict + (f" ({display.word('printed', n=self._printed_count)})" if self._printed_count else "")

    def _repr_html_(self):
        colour = "#009e73" if self.passed else "#d55e00"
        mark = "✓" if self.passed else "✗"
        folded = ""
        if self._printed_count:
            more = self._printed_count - len(self.printed)
            text = "\n".join(self.printed) + (f"\n… (+{more})" if more > 0 else "")
            folded = (f'<details><summary>{html.escape(display.word("printed", n=self._printed_count))}</summary>'
                      f'<pre style="max-height:16em;overflow:auto">{html.escape(text)}</pre></details>')
        return (f'<div style="border-left:4px solid {colour};padding:4px 8px"><b style="color:{colour}">{mark} '
                f'{html.escape(self.step_id)}</b> {html.escape(self.message)}{folded}</div>')


class _Ready:
    """What check() returns where it could wait (JSPI): the verdict, shown and read as it is, which
    `await` also accepts (and turns into the CheckResult itself). The verdict is not awaitable
    itself: JavaScript would take an awaitable for a promise and never stop unwrapping it."""

    def __init__(self, result):
        self._result = result

    def __await__(self):
        return self._result
        yield  # never reached: it makes __await__ a generator

    def __getattr__(self, name):
        if name.startswith("__"):
            raise AttributeError(name)
        return getattr(self._result, name)

    def __bool__(self):
        return bool(self._result)

    def __repr__(self):
        return repr(self._result)

    def _repr_html_(self):
        return self._result._repr_html_()


class _Pending:
    """What check() returns: await it (``await playground.course.check(...)``)."""

    def __init__(self, coroutine):
        self._coroutine = coroutine

    def __await__(self):
        return self._coroutine.__await__()

    def _repr_html_(self):
        self._coroutine.close()
        return f"<div>{html.escape(display.word('await'))}</div>"

    def __repr__(self):
        self._coroutine.close()
        return display.word("await")


def _source_of(fn):
    try:
        return "".join(linecache.getlines(fn.__code__.co_filename)) or "# notebook"
    except AttributeError:
        return "# notebook"


_first_seen = {}
"""The student's act and agent functions the checks have met, by id: (the order first met, the function)."""


def _met(fn):
    """When the checks first met `fn` (a larger number is a later definition); the function is kept, so its id stays its own."""
    if id(fn) not in _first_seen:
        _first_seen[id(fn)] = (len(_first_seen), fn)
    return _first_seen[id(fn)][0]


def _entry(found):
    """The program's entry point among `found` (a notebook's globals): ``(function, kaggle)``, where
    kaggle says it is Kaggle's agent(observation, configuration); ``(None, False)`` when neither is
    defined. With both (one notebook keeps every step's functions), the one defined last, as the
    checks met them; act when both are new (as in the page, where act wins)."""
    act, agent = found.get("act"), found.get("agent")
    act = act if callable(act) else None
    agent = agent if callable(agent) else None
    if act is None or agent is None:
        return (act, False) if act is not None else (agent, agent is not None)
    # Both new: act is met second, so it stays the later one at the next check too.
    order = (agent, act) if id(act) not in _first_seen and id(agent) not in _first_seen else (act, agent)
    for fn in order:
        _met(fn)
    return (agent, True) if _met(agent) > _met(act) else (act, False)


def check(step_id, act=None, *, learn=None, save=None, load=None):
    """Checks your functions against course step `step_id` (as the page's Check button): await it
    (or, where the browser can wait, just call it).

    ``act`` is your agent's function (a function named ``agent`` is in Kaggle's format,
    agent(observation, configuration) or agent(observation)); when not given, the check takes the
    ``act`` or ``agent`` your notebook defines (with both, the one you defined last). ``learn``,
    ``save`` and ``load`` are taken from beside it (the same notebook) when not given. Returns a
    CheckResult (shown as ✓ or ✗ with the reason)."""
    global _checker
    if act is not None and not callable(act):
        raise TypeError(f"check() takes your act function (def act(obs, env): ...), not {type(act).__name__}")
    if _checker is None:
        _checker = _Checker()
    if act is None:
        found = sys._getframe(1).f_globals   # the notebook's namespace: the cell that called check()
        act, kaggle = _entry(found)
    else:
        found = act.__globals__ if hasattr(act, "__globals__") else {}
        # A function named agent is Kaggle's format (agent(observation, configuration)), as in the
        # page; so is a lambda the notebook calls agent (agent = lambda observation, configuration: ...).
        kaggle = getattr(act, "__name__", "") == "agent" or (act is found.get("agent") and act is not found.get("act"))
    if act is not None:
        _met(act)
    _checker.functions = {
        "act": None if kaggle else act,
        "agent": act if kaggle else None,
        "learn": learn if learn is not None else found.get("learn"),
        "save": save if save is not None else found.get("save"),
        "load": load if load is not None else found.get("load"),
    }
    _checker.limit_ms = int(_runtime._js.pythonStopMs(step_id))
    _checker.printed = printed = _Printed()
    if act is not None:
        _checker.ns._program_file = act.__code__.co_filename
    source = _source_of(act) if act is not None else "# notebook"
    progress = _ProgressLine()
    promise = _runtime._nb.check(step_id, _runtime.language(), _checker, _checker.door, source, progress.proxy)

    wait = _waiting()
    if wait:
        try:
            return _Ready(_verdict(step_id, wait(promise), printed))
        finally:
            progress.close()

    async def run():
        try:
            return _verdict(step_id, await promise, printed)
        finally:
            progress.close()

    return _Pending(run())


class _ProgressLine:
    """The check's progress as one line of the cell's output ("Checking… 3 of 8 games"), updated in
    place as the page's Course panel shows it; nothing where there is no IPython display (Node)."""

    def __init__(self):
        self._handle = None
        self.proxy = None
        try:
            from IPython import get_ipython
            from pyodide.ffi import create_proxy
        except ImportError:
            return
        if get_ipython() is None:
            return
        self.proxy = create_proxy(self.show)

    def show(self, line):
        from IPython.display import HTML, display

        shown = HTML(f'<div class="playground-progress">{html.escape(str(line))}</div>')
        if self._handle is None:
            self._handle = display(shown, display_id=True)
        else:
            self._handle.update(shown)

    def close(self):
        if self.proxy is not None:
            self.proxy.destroy()
            self.proxy = None


def _verdict(step_id, text, printed=None):
    """The check's JSON answer as a CheckResult (ValueError for a step that does not exist)."""
    record = json.loads(text)
    if "unknown" in record:
        raise ValueError(record["unknown"])
    return CheckResult(step_id, record, printed.finish() if printed else None)


def _waiting():
    """Pyodide's run_sync where this browser can wait for a promise inside Python (JSPI), else None."""
    try:
        from pyodide.ffi import can_run_sync, run_sync
    except ImportError:
        return None
    return run_sync if can_run_sync() else None


def steps(game=None):
    """The course's steps (of `game`, or all) in the notebook's language: dicts with id, title,
    text, starter (Python), hints, solution."""
    games = json.loads(_runtime._js.courseJson(_runtime.language()))
    out = [dict(s, game=g["game"]) for g in games for s in g["steps"] if game in (None, g["game"])]
    if game is not None and not out:
        raise ValueError(f"there is no course for {game!r}: the games are {', '.join(g['game'] for g in games)}")
    return out


def step(step_id):
    """One step (see steps())."""
    for s in steps():
        if s["id"] == step_id:
            return s
    raise ValueError(f"there is no course step called {step_id!r}")


def starter(step_id):
    """The step's starting program in Python, its comments in the notebook's language."""
    return step(step_id)["starter"]
