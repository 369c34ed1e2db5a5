"""Connect Four as a PettingZoo environment: ``env()`` (AEC) and ``parallel_env()``.

Kaggle's ConnectX options: ``columns`` (default 7), ``rows`` (6) and ``inarow`` (4). An action is a
column, ``0`` to ``columns - 1``, and the disc falls to the lowest empty cell; the observation's
planes are ``(rows, columns, 2)``, row 0 the top as Kaggle's board. ``player_0`` moves first (Kaggle's
mark 1); a win is +1 for the winner and -1 for the loser, a full board 0 for both.
"""

from playground.pettingzoo._board_game import BoardGameEnv, BoardGameParallelEnv


class raw_env(BoardGameEnv):  # noqa: N801 (PettingZoo's name)
    """The AEC environment."""

    metadata = {**BoardGameEnv.metadata, "name": "connect4_v0"}
    game_id = "connect4"


class ParallelEnv(BoardGameParallelEnv):
    """The parallel environment: each step plays the action of the player to move."""

    metadata = {**BoardGameParallelEnv.metadata, "name": "connect4_v0"}
    game_id = "connect4"


def env(**options) -> raw_env:
    """The AEC environment (``render_mode="ansi"`` for text)."""
    return raw_env(**options)


def parallel_env(**options) -> ParallelEnv:
    """The parallel environment (``render_mode="ansi"`` for text)."""
    return ParallelEnv(**options)
