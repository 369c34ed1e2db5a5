"""Gymnasium environments for the one-player games: Minesweeper and Puyo Puyo.

Observations are the engine's fixed-shape int8 views (``Env.view()``): Minesweeper's board as
the player sees it, ``(rows, cols)``; Puyo's board, current pair and visible next pairs, flat.
``info`` holds the engine's facts about the step plus ``action_mask`` (int8, 1 = legal).
Rewards, legality and the end of the game all come from the engine.
"""

from __future__ import annotations

import gymnasium as gym
import numpy as np
from gymnasium import spaces

from playground import _core
from playground.spaces import LegalDiscrete

#: Largest seed drawn for an unseeded reset: seeds below 2**53 open the same game on the page.
MAX_DRAWN_SEED = 2**53


class _OnePlayerEnv(gym.Env):
    """A one-player engine game as a Gymnasium environment (subclasses set ``game_id``)."""

    metadata = {"render_modes": ["ansi"], "render_fps": 4}
    game_id = ""

    def __init__(self, render_mode: str | None = None, **options):
        """Make the game with the engine's options (snake_case or camelCase keywords)."""
        if render_mode not in (None, "ansi"):
            raise ValueError(f"render_mode must be None or 'ansi'; it got {render_mode!r}")
        self.render_mode = render_mode
        self.options = dict(options)
        #: The engine's game (`playground.Env`): agents and your own search read it.
        self.engine = _core.Env(self.game_id, **options)
        low, high = self.engine.view_bounds
        self.observation_space = spaces.Box(
            low=low, high=high, shape=tuple(self.engine.view_shape), dtype=np.int8
        )
        #: ``sample()`` draws a legal action (see :class:`playground.spaces.LegalDiscrete`).
        self.action_space = LegalDiscrete(self.engine.num_actions, self.engine.action_mask)

    def _info(self, info: dict) -> dict:
        """The engine's info with the legal-action mask added."""
        info["action_mask"] = self.engine.action_mask()
        return info

    def reset(self, *, seed: int | None = None, options: dict | None = None):
        """Start a new game: ``seed`` fixes it (the same game as the page's ``env.reset(seed)``)."""
        super().reset(seed=seed)
        if seed is None:
            seed = int(self.np_random.integers(0, MAX_DRAWN_SEED))
        _, info = self.engine.reset(seed)
        return self.engine.view(), self._info(info)

    def step(self, action):
        """Play ``action``; an illegal one raises ``IllegalActionError`` and changes nothing."""
        reward = self.engine.play(action)
        truncated = self.engine.is_truncated
        terminated = self.engine.is_terminal and not truncated
        return self.engine.view(), float(reward), terminated, truncated, self._info(self.engine.info())

    def action_masks(self) -> np.ndarray:
        """The legal actions as booleans (the hook sb3-contrib's MaskablePPO calls)."""
        return self.engine.action_mask().astype(bool)

    def render(self):
        """The engine's text picture (render_mode "ansi"), or None without a render mode."""
        if self.render_mode == "ansi":
            return self.engine.render()
        gym.logger.warn("render() without render_mode='ansi' draws nothing")
        return None


class MinesweeperEnv(_OnePlayerEnv):
    """``playground/Minesweeper-v0``: reveal every safe cell.

    Options: ``preset`` (beginner, intermediate, expert), ``rows``, ``cols``, ``mines``,
    ``first_click`` (safe, opening, none, seed), ``no_guess``. Rewards: +1 per safe cell
    opened, -10 for a mine, +10 for the win (the engine's).
    """

    game_id = "minesweeper"


class PuyoEnv(_OnePlayerEnv):
    """``playground/Puyo-v0``: drop pairs and build chains.

    Options: ``rules`` (tsu, seed), ``colors`` (3 to 5, Tsu only), ``max_pairs`` (truncates).
    The observation is the board (``rows * 6``, row 0 at the top), then the current pair and the
    visible next pairs; the reward is the score of each drop.
    """

    game_id = "puyo"


def register_envs() -> None:
    """Register the Gymnasium ids (done on import; harmless to call again)."""
    for env_id, entry in (
        ("playground/Minesweeper-v0", "playground.gym_envs:MinesweeperEnv"),
        ("playground/Puyo-v0", "playground.gym_envs:PuyoEnv"),
    ):
        if env_id not in gym.registry:
            gym.register(id=env_id, entry_point=entry)
