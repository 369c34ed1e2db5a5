"""PettingZoo environments for the two-player games: ``tictactoe_v0``, ``gomoku_v0`` and ``connect4_v0``.

Each module has ``env(**options)`` (AEC), ``raw_env`` and ``parallel_env(**options)``.
Observations have PettingZoo's classic shape: ``{"observation": int8 (rows, cols, 2),
"action_mask": int8 (number of actions,)}`` (a cell each; Connect Four's a column each), plane 0 the observing player's stones, plane 1 the
opponent's. Agents are ``player_0`` (moves first, X) and ``player_1``.
"""

from playground.pettingzoo import connect4_v0, gomoku_v0, tictactoe_v0

__all__ = ["connect4_v0", "gomoku_v0", "tictactoe_v0"]
