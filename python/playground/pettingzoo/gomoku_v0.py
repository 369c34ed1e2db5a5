"""Gomoku as a PettingZoo environment: ``env()`` (AEC) and ``parallel_env()``.

Every board option of the engine: ``preset`` (6x6 four in a row, 8x8 five, 15x15 five; default
8x8), ``width``, ``height`` (3 to 19) and ``n_in_row``. Cells are ``row * width + col``;
``player_0`` moves first; a win is +1 for the winner and -1 for the loser, a draw 0 for both.
"""

from playground.pettingzoo._board_game import BoardGameEnv, BoardGameParallelEnv


class raw_env(BoardGameEnv):  # noqa: N801 (PettingZoo's name)
    """The AEC environment."""

    metadata = {**BoardGameEnv.metadata, "name": "gomoku_v0"}
    game_id = "gomoku"


class ParallelEnv(BoardGameParallelEnv):
    """The parallel environment: each step plays the action of the player to move."""

    metadata = {**BoardGameParallelEnv.metadata, "name": "gomoku_v0"}
    game_id = "gomoku"


def env(**options) -> raw_env:
    """The AEC environment (``render_mode="ansi"`` for text)."""
    return raw_env(**options)


def parallel_env(**options) -> ParallelEnv:
    """The parallel environment (``render_mode="ansi"`` for text)."""
    return ParallelEnv(**options)
