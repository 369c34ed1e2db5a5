"""The AEC and parallel PettingZoo environments shared by the two-player board games.

All rules live in the engine (``playground.Env``): this module only hands its views, masks and
per-player rewards to PettingZoo's bookkeeping.
"""

from __future__ import annotations

import functools

import gymnasium
import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv, ParallelEnv

from playground import _core
from playground.spaces import LegalDiscrete

AGENTS = ("player_0", "player_1")


def _observation_space(engine: _core.Env) -> spaces.Dict:
    """The observation space (classic shape) of ``engine``'s board."""
    n = engine.num_actions
    return spaces.Dict(
        {
            "observation": spaces.Box(0, 1, tuple(engine.view_shape), dtype=np.int8),
            "action_mask": spaces.Box(0, 1, (n,), dtype=np.int8),
        }
    )


class _Board:
    """What both kinds of environment share: the engine, spaces, observations, rendering."""

    metadata = {"render_modes": ["ansi"], "is_parallelizable": False, "render_fps": 1}
    game_id = ""

    def _setup(self, render_mode: str | None, options: dict) -> None:
        """Make the engine's game and the spaces."""
        if render_mode not in (None, "ansi"):
            raise ValueError(f"render_mode must be None or 'ansi'; it got {render_mode!r}")
        self.render_mode = render_mode
        #: The engine's game (`playground.Env`): agents and your own search read it.
        self.engine = _core.Env(self.game_id, **options)
        self.possible_agents = list(AGENTS)
        self.agents = list(AGENTS)
        self.observation_spaces = dict.fromkeys(AGENTS, _observation_space(self.engine))
        self._no_moves = np.zeros(self.engine.num_actions, dtype=np.int8)
        # sample() draws one of the agent's legal moves (none when it is not its turn).
        self.action_spaces = {
            a: LegalDiscrete(self.engine.num_actions, functools.partial(self._mask, i))
            for i, a in enumerate(AGENTS)
        }

    def _mask(self, player: int) -> np.ndarray:
        """``player``'s legal moves as an int8 mask (all zeros when it is not its turn)."""
        if self.engine.current_player == player:
            return self.engine.action_mask()
        return self._no_moves.copy()

    def observation_space(self, agent: str) -> spaces.Space:
        """The space of ``agent``'s observations (the same object every call)."""
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space:
        """The space of ``agent``'s actions (the same object every call)."""
        return self.action_spaces[agent]

    def observe(self, agent: str) -> dict:
        """``agent``'s view: its stones and the opponent's, and its legal moves (none when it is
        not its turn)."""
        player = AGENTS.index(agent)
        return {"observation": self.engine.view(player), "action_mask": self._mask(player)}

    def render(self):
        """The engine's text picture (render_mode "ansi")."""
        if self.render_mode == "ansi":
            return self.engine.render()
        gymnasium.logger.warn("render() without render_mode='ansi' draws nothing")
        return None

    def close(self) -> None:
        """Nothing to release."""


class BoardGameEnv(_Board, AECEnv):
    """A two-player engine game as a PettingZoo AEC environment."""

    def __init__(self, render_mode: str | None = None, **options):
        """Make the game with the engine's board options (snake_case keywords)."""
        AECEnv.__init__(self)
        self._setup(render_mode, options)
        self._start()

    def _start(self) -> None:
        """PettingZoo's per-episode bookkeeping, all agents live, the engine's mover selected."""
        self.agents = list(AGENTS)
        self.rewards = dict.fromkeys(AGENTS, 0.0)
        self._cumulative_rewards = dict.fromkeys(AGENTS, 0.0)
        self.terminations = dict.fromkeys(AGENTS, False)
        self.truncations = dict.fromkeys(AGENTS, False)
        self.infos = {a: {} for a in AGENTS}
        self.agent_selection = AGENTS[self.engine.current_player]

    def reset(self, seed: int | None = None, options: dict | None = None) -> None:
        """Start a new game (the board games have no randomness; ``seed`` is recorded)."""
        self.engine.reset(0 if seed is None else seed)
        self._start()

    def step(self, action) -> None:
        """Play ``action`` for the selected agent (None once it is done); an illegal action
        raises ``IllegalActionError`` and changes nothing."""
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        rewards = self.engine.play_rewards(action)
        self._cumulative_rewards[agent] = 0.0
        self.rewards = dict(zip(AGENTS, rewards))
        engine = self.engine
        if engine.is_terminal:
            truncated = engine.is_truncated
            self.terminations = dict.fromkeys(AGENTS, not truncated)
            self.truncations = dict.fromkeys(AGENTS, truncated)
            self.agent_selection = AGENTS[1 - AGENTS.index(agent)]
        else:
            self.agent_selection = AGENTS[engine.current_player]
        self._accumulate_rewards()


class BoardGameParallelEnv(_Board, ParallelEnv):
    """A two-player engine game as a PettingZoo parallel environment: every step plays the
    action of the player to move; the other player's action (if given) is ignored, and its
    action mask is all zeros."""

    def __init__(self, render_mode: str | None = None, **options):
        """Make the game with the engine's board options (snake_case keywords)."""
        self._setup(render_mode, options)

    def _observations(self) -> dict:
        """Every live agent's observation."""
        return {a: self.observe(a) for a in self.agents}

    def reset(self, seed: int | None = None, options: dict | None = None):
        """Start a new game; returns ``(observations, infos)``."""
        self.engine.reset(0 if seed is None else seed)
        self.agents = list(AGENTS)
        return self._observations(), {a: {} for a in AGENTS}

    def step(self, actions: dict):
        """Play the mover's action from ``actions``; returns ``(observations, rewards,
        terminations, truncations, infos)``."""
        if not self.agents:
            raise _core.GameOverError("the game is over: call reset() to start a new game")
        mover = AGENTS[self.engine.current_player]
        if mover not in actions:
            raise ValueError(
                f"step() needs an action for {mover}, the player to move; it got actions for "
                f"{sorted(actions)}"
            )
        rewards = dict(zip(AGENTS, self.engine.play_rewards(actions[mover])))
        over = self.engine.is_terminal
        truncated = over and self.engine.is_truncated
        terminations = dict.fromkeys(AGENTS, over and not truncated)
        truncations = dict.fromkeys(AGENTS, truncated)
        observations = self._observations()
        infos = {a: {} for a in AGENTS}
        if over:
            self.agents = []
        return observations, rewards, terminations, truncations, infos

    @property
    def num_agents(self) -> int:
        """How many agents are live."""
        return len(self.agents)

    @functools.cached_property
    def max_num_agents(self) -> int:
        """Two."""
        return len(AGENTS)
