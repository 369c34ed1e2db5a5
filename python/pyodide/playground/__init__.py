"""The playground's four exact game engines in Pyodide: a JupyterLite notebook, PyScript, the page.

The same Python API as the page's Code panel and, where they overlap, the native package
(``pip install`` of the binary wheel)::

    import playground
    env = playground.make("puyo", max_pairs=30)
    obs, info = env.reset(seed=1)
    obs, reward, terminated, truncated, info = env.step(env.legal_actions()[0])
    env                                   # a cell's output: the board
    agent = playground.make_agent("tictactoe", "perfect")
    playground.set_language("ja")         # words in outputs and errors

Lists, not numpy arrays (there is no numpy offline). The engines are WebAssembly carried in the
wheel, started synchronously on import (Pyodide runs Python in a worker, where that is allowed).
"""

import sys

if sys.platform != "emscripten":
    raise ImportError(
        "this playground wheel (py3-none-any) is for Pyodide only (JupyterLite, PyScript, the playground's page); "
        "in this Python install the binary wheel instead: pip install playground-<version>-cp39-abi3-<platform>.whl "
        "(made by scripts/wheels.sh), or from a checkout: pip install ./python"
    )

from playground._runtime import (  # noqa: E402
    Agent,
    BadOptionError,
    Env,
    GameError,
    GameOverError,
    IllegalActionError,
    NotSupportedError,
    OutOfRangeError,
    UnknownError,
    WrongGameError,
    agents,
    games,
    import_state,
    language,
    make,
    make_agent,
    nn,
    plot,
    replay,
    set_language,
)

from playground import course  # noqa: E402

# Cargo.toml's version: _version.py is written into the wheel by scripts/pyodide_wheel.py.
from playground._version import __version__  # noqa: E402

__all__ = [
    "Agent",
    "BadOptionError",
    "Env",
    "GameError",
    "GameOverError",
    "IllegalActionError",
    "NotSupportedError",
    "OutOfRangeError",
    "UnknownError",
    "WrongGameError",
    "agents",
    "course",
    "games",
    "import_state",
    "language",
    "make",
    "make_agent",
    "nn",
    "plot",
    "replay",
    "set_language",
]
