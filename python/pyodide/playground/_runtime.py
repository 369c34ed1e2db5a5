"""Starts the engine (WebAssembly in the wheel) and the door inside Pyodide; the notebook's API.

The Env class is the page sandbox's own (www/code/python.js GLUE, carried in ``_notebook.js``),
over the same door (www/code/python_door.js, bundled in ``_notebook.js``), so a program behaves
the same in the page and in a notebook.
"""

import json
import re
import types
from importlib import resources

import js
from pyodide.code import run_js
from pyodide.ffi import JsException, to_js

from playground import display

_PACKAGE = "playground"


def _read(name):
    try:
        return (resources.files(_PACKAGE) / name).read_bytes()
    except (FileNotFoundError, OSError):
        raise ImportError(
            f"playground cannot find its file {name}: this install is broken; install the wheel again (%pip install playground)"
        ) from None


def _start_engine():
    glue = _read("_engine.js").decode("utf-8")
    wasm = _read("_engine.wasm")
    engine = run_js(glue + "\n;wasm_bindgen;")
    data = js.Uint8Array.new(len(wasm))
    data.assign(wasm)
    # Synchronous: allowed in a worker (JupyterLite's kernel, the page's sandbox) and in Node.
    engine.initSync(to_js({"module": js.WebAssembly.Module.new(data)}, dict_converter=js.Object.fromEntries))
    return engine


_pg = _start_engine()
_js = run_js(_read("_notebook.js").decode("utf-8") + "\n;playgroundNotebook;")
_nb = _js.createNotebook(_pg)
_door = _nb.door

# The page sandbox's Python (the Env class and its door calls), as the page runs it.
_glue = types.ModuleType("playground._glue")
exec(compile(_js.GLUE, "playground/_glue.py", "exec"), _glue.__dict__)
_glue._set_door(_door)


class GameError(ValueError):
    """Any refusal by the engine (a ValueError with the engine's message, in the notebook's language)."""


class GameOverError(GameError):
    """The game is over: reset() it first."""


class IllegalActionError(GameError):
    """The action is not legal now."""


class OutOfRangeError(GameError):
    """The action is not an action of this game at all."""


class BadOptionError(GameError):
    """An option's value is not allowed."""


class UnknownError(GameError):
    """No such game, agent or option."""


class WrongGameError(GameError):
    """An agent was handed another game's env."""


class NotSupportedError(GameError):
    """This game or agent cannot do that."""


for _cls in (GameError, GameOverError, IllegalActionError, OutOfRangeError, BadOptionError, UnknownError, WrongGameError, NotSupportedError):
    _cls.__module__ = "playground"  # tracebacks name playground.IllegalActionError

_KINDS = {
    "GameOver": GameOverError,
    "IllegalAction": IllegalActionError,
    "OutOfRange": OutOfRangeError,
    "BadOption": BadOptionError,
    "Unknown": UnknownError,
    "WrongGame": WrongGameError,
    "NotSupported": NotSupportedError,
    "NetNotLoaded": NotSupportedError,
}


def _game_error(err):
    """The engine's JavaScript error `err` (a JsException) as a GameError subclass."""
    js_error = getattr(err, "js_error", err)
    try:
        words = json.loads(_nb.errorWords(js_error))
    except Exception:  # noqa: BLE001 - not an error object: keep what Pyodide said
        return GameError(str(err))
    return _KINDS.get(words["kind"], GameError)(words["message"])


def _engine_call(method):
    def call(self, *args, **kwargs):
        try:
            return method(self, *args, **kwargs)
        except JsException as err:
            raise _game_error(err) from None

    call.__name__ = method.__name__
    call.__doc__ = method.__doc__
    return call


def _camel(name):
    return re.sub(r"_([a-z0-9])", lambda m: m.group(1).upper(), name)


def _options(options):
    for key, value in options.items():
        if isinstance(value, (list, dict, tuple, set)):
            raise TypeError(f"option {key} takes a number, text or True/False, not a {type(value).__name__}")
    return to_js({_camel(k): v for k, v in options.items()}, dict_converter=js.Object.fromEntries)


def _whole(name, value):
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"{name} must be a whole number, not {value!r} (a {type(value).__name__})")
    return value


_RELEASE_BATCH = 256
_released = []


def _release_now():
    """Frees the engine envs of every Env Python has forgotten since the last batch."""
    try:
        _nb.releaseMany(",".join(map(str, _released)))
    except Exception:  # noqa: BLE001 - at shutdown the door may be gone already
        pass
    _released.clear()


class Env(_glue.Env):
    """A game: ``playground.make(game_id, **options)`` or ``Env(game_id, **options)``.

    The page's Python env (the same class): ``reset(seed=None)``, ``step(a)``, ``play(a)``,
    ``legal_actions()``, ``action_mask()``, ``returns()``, ``observation()``, ``after_states()``,
    ``clone()``, ``render()``, ``is_terminal``, ``current_player``, ``num_actions``, plus
    ``export_state()`` and ``player_copy(seed)``. A cell whose value is an Env draws its board.
    """

    __slots__ = ("__weakref__",)

    def __init__(self, game, n=None, **options):
        if isinstance(game, str):
            try:
                game = _nb.make(game, _options(options))
            except JsException as err:
                raise _game_error(err) from None
        elif options:
            raise TypeError("options go with a game's name: Env('puyo', max_pairs=30)")
        super().__init__(game, n)

    def __del__(self):
        # Forgotten envs are freed in batches: one call into JavaScript per _RELEASE_BATCH envs (a
        # learner's clone() per move would otherwise cost a call each).
        _released.append(self._h)
        if len(_released) >= _RELEASE_BATCH:
            _release_now()

    reset = _engine_call(_glue.Env.reset)
    step = _engine_call(_glue.Env.step)
    play = _engine_call(_glue.Env.play)
    clone = _engine_call(_glue.Env.clone)
    after_states = _engine_call(_glue.Env.after_states)
    toggle_flag = _engine_call(_glue.Env.toggle_flag)
    chord = _engine_call(_glue.Env.chord)
    cell = _engine_call(_glue.Env.cell)
    row_col = _engine_call(_glue.Env.row_col)
    puyo_action = _engine_call(_glue.Env.puyo_action)
    puyo_parts = _engine_call(_glue.Env.puyo_parts)

    @_engine_call
    def export_state(self):
        """The game as text (``import_state`` makes it again)."""
        return _nb.exportState(self._h)

    @_engine_call
    def player_copy(self, seed):
        """A copy holding only what the player to move can see (hidden parts re-drawn from `seed`)."""
        return Env(_nb.playerCopy(self._h, _whole("seed", seed)), self._n)

    def __repr__(self):
        return self.render()

    def _repr_html_(self):
        return display.board_html(self.game_id, self.observation(), self.is_terminal, self.returns())


def make(game_id, **options):
    """Game `game_id` with options in snake_case (``make("puyo", max_pairs=30)``), as the native package."""
    return Env(game_id, **options)


def import_state(text):
    """The game that ``env.export_state()`` wrote."""
    try:
        return Env(_nb.importState(text))
    except JsException as err:
        raise _game_error(err) from None


def games():
    """The games: a list of dicts (id, name, options, ...)."""
    return json.loads(_nb.listJson("games"))


def agents(game_id):
    """The built-in agents of `game_id`: a list of dicts {id, name, description, defaults}."""
    try:
        return json.loads(_nb.listJson("agents", game_id))
    except JsException as err:
        raise _game_error(err) from None


class Agent:
    """A built-in agent (``make_agent``): ``act(env)`` is its action, ``explain(env)`` what it sees."""

    def __init__(self, game_id, agent_id, **options):
        try:
            self._agent = _pg.makeAgent(game_id, agent_id, _options(options))
        except JsException as err:
            raise _game_error(err) from None
        self.game_id = game_id
        self.agent_id = agent_id

    def _handle(self, env):
        if not isinstance(env, Env):
            raise TypeError(f"act() takes a playground env (playground.make(...)), not {type(env).__name__}")
        return env._h

    def act(self, env):
        """The action this agent plays in `env` (which is not changed)."""
        try:
            return int(_nb.agentAct(self._agent, self._handle(env)))
        except JsException as err:
            raise _game_error(err) from None

    def explain(self, env):
        """What the agent sees in `env` (probabilities, visits, a plan), or None."""
        try:
            return json.loads(_nb.agentExplain(self._agent, self._handle(env)))
        except JsException as err:
            raise _game_error(err) from None

    def __repr__(self):
        return f"Agent({self.game_id!r}, {self.agent_id!r})"


def make_agent(game_id, agent_id, **options):
    """Built-in agent `agent_id` of `game_id` with options in snake_case (``time_ms=100, seed=1``)."""
    return Agent(game_id, agent_id, **options)


def _install_nn():
    module = types.ModuleType("nn")
    module.__dict__["_js"] = _nb.nn
    module.__dict__["_tensor_of"] = _nb.tensorOf
    exec(compile(_js.PYTHON_NN, "nn.py", "exec"), module.__dict__)
    import sys

    sys.modules["nn"] = module
    return module


nn = _install_nn()


def language():
    """The language of words in outputs and errors: en, ja, ko or zh."""
    return str(_js.language())


def set_language(code):
    """Words in outputs and errors in language `code`: "en", "ja", "ko" or "zh"."""
    known = list(js.Object.keys(_js.LANGUAGES))
    if code not in known:
        raise ValueError(f"set_language takes one of {', '.join(known)}, not {code!r}")
    _js.setLanguage(code)
    display.set_words_language(code)


class _Html:
    def __init__(self, text):
        self._text = text

    def _repr_html_(self):
        return self._text


def replay(game_id, moves, seed=None, **options):
    """A finished game as a cell's output, one board per move: game `game_id` with `options`,
    reset with `seed`, then `moves` played (a list of actions, as a tournament keeps them)."""
    env = make(game_id, **options)
    env.reset(seed=seed)
    frames = [(env.observation(), env.is_terminal, env.returns())]
    for action in moves:
        env.play(action)
        frames.append((env.observation(), env.is_terminal, env.returns()))
    return _Html(display.replay_html(game_id, frames))


def plot(values, label=""):
    """A learner's curve as a cell's output (SVG, no matplotlib): `values` one number per point."""
    return _Html(display.plot_svg(list(values), label))
