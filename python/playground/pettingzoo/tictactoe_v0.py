"""Tic-tac-toe as a PettingZoo environment: ``env()`` (AEC) and ``parallel_env()``.

The engine's board (no options): cells ``3 * row + col``, ``player_0`` is X and moves first;
a win is +1 for the winner and -1 for the loser, a draw 0 for both.
"""

from playground.pettingzoo._board_game import BoardGameEnv, BoardGameParallelEnv


class raw_env(BoardGameEnv):  # noqa: N801 (PettingZoo's name)
    """The AEC environment."""

    metadata = {**BoardGameEnv.metadata, "name": "tictactoe_v0"}
    game_id = "tictactoe"


class ParallelEnv(BoardGameParallelEnv):
    """The parallel environment: each step plays the action of the player to move."""

    metadata = {**BoardGameParallelEnv.metadata, "name": "tictactoe_v0"}
    game_id = "tictactoe"


def env(**options) -> raw_env:
    """The AEC environment (``render_mode="ansi"`` for text)."""
    return raw_env(**options)


def parallel_env(**options) -> ParallelEnv:
    """The parallel environment (``render_mode="ansi"`` for text)."""
    return ParallelEnv(**options)
