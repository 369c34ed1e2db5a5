"""The playground's four exact game engines for Python.

Importing the package registers the Gymnasium environments ``playground/Minesweeper-v0`` and
``playground/Puyo-v0``; the two-player games are PettingZoo environments in
:mod:`playground.pettingzoo` (``tictactoe_v0``, ``gomoku_v0``). The engine itself is here too,
named as in the page's JavaScript API, in snake_case::

    import playground
    env = playground.make("minesweeper", preset="expert", first_click="safe")
    obs, info = env.reset(seed=42)
    agent = playground.make_agent("minesweeper", "solver", seed=1)
    obs, reward, terminated, truncated, info = env.step(agent.act(env))

Every refusal by the engine (an illegal action, a bad option) raises a :class:`GameError`
subclass, which is a ``ValueError``; a value of the wrong type raises ``TypeError``.
"""

from playground._core import (
    Agent,
    __version__,
    BadOptionError,
    Env,
    GameError,
    GameOverError,
    IllegalActionError,
    NotSupportedError,
    OutOfRangeError,
    UnknownError,
    VectorEnv,
    WrongGameError,
    agents,
    arena_seeds,
    games,
    import_state,
    make_agent,
)
from playground.gym_envs import MinesweeperEnv, PuyoEnv, register_envs

__all__ = [
    "Agent",
    "BadOptionError",
    "Env",
    "GameError",
    "GameOverError",
    "IllegalActionError",
    "MinesweeperEnv",
    "NotSupportedError",
    "OutOfRangeError",
    "PuyoEnv",
    "UnknownError",
    "VectorEnv",
    "WrongGameError",
    "agents",
    "arena_seeds",
    "games",
    "import_state",
    "make",
    "make_agent",
]


def make(game_id: str, **options) -> Env:
    """Make game ``game_id`` with options in snake_case (like the page's ``pg.make``)."""
    return Env(game_id, **options)


register_envs()
