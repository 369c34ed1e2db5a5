"""Ray RLlib (PPO, new API stack) trains both seats of tic-tac-toe by self-play on the package's
PettingZoo environment, for a few training iterations.

    pip install ./python "ray[rllib]" torch
    python python/examples/rllib_tictactoe.py --iterations 5

``make_env()`` is the environment factory (no ray or torch needed): ``tictactoe_v0`` (or any
board of ``gomoku_v0`` with ``game="gomoku"``) with observations renamed for RLlib's
action-masking module: ``{"observations": float32 planes, flat, "action_mask": float32}``.
Illegal moves are impossible for the masked policy; the engine gives the rewards.
"""

from __future__ import annotations

import argparse
import time

import numpy as np
from gymnasium import spaces
from pettingzoo.utils import BaseWrapper

from playground.pettingzoo import gomoku_v0, tictactoe_v0


class ForRLlib(BaseWrapper):
    """Observations as ``{"observations", "action_mask"}`` float32 arrays (RLlib's masking module)."""

    def __init__(self, env):
        """Wrap a ``tictactoe_v0`` or ``gomoku_v0`` AEC environment."""
        super().__init__(env)
        inner = env.observation_space(env.possible_agents[0])
        cells = int(np.prod(inner["observation"].shape))
        n = inner["action_mask"].shape[0]
        self._space = spaces.Dict(
            {
                "observations": spaces.Box(0.0, 1.0, (cells,), np.float32),
                "action_mask": spaces.Box(0.0, 1.0, (n,), np.float32),
            }
        )

    def observation_space(self, agent):
        """The same renamed space for every agent."""
        return self._space

    def observe(self, agent):
        """``agent``'s planes flattened and its mask, as float32."""
        obs = self.env.observe(agent)
        return {
            "observations": obs["observation"].astype(np.float32).ravel(),
            "action_mask": obs["action_mask"].astype(np.float32),
        }


def make_env(game: str = "tictactoe", **options):
    """The training environment: an AEC env of the package, observations renamed for RLlib."""
    module = tictactoe_v0 if game == "tictactoe" else gomoku_v0
    return ForRLlib(module.env(**options))


def main() -> None:
    """A few PPO iterations with one shared policy for both seats."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--iterations", type=int, default=5)
    args = parser.parse_args()
    import ray
    from ray.rllib.algorithms.ppo import PPOConfig
    from ray.rllib.core.rl_module.multi_rl_module import MultiRLModuleSpec
    from ray.rllib.core.rl_module.rl_module import RLModuleSpec
    from ray.rllib.env.wrappers.pettingzoo_env import PettingZooEnv
    from ray.rllib.examples.rl_modules.classes.action_masking_rlm import (
        ActionMaskingTorchRLModule,
    )
    from ray.tune.registry import register_env

    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    register_env("playground_tictactoe", lambda config: PettingZooEnv(make_env()))
    config = (
        PPOConfig()
        .environment("playground_tictactoe")
        .multi_agent(policies={"shared"}, policy_mapping_fn=lambda agent_id, *a, **k: "shared")
        .rl_module(
            rl_module_spec=MultiRLModuleSpec(
                rl_module_specs={
                    "shared": RLModuleSpec(
                        module_class=ActionMaskingTorchRLModule,
                        model_config={"head_fcnet_hiddens": [64, 64]},
                    )
                }
            )
        )
        .env_runners(num_env_runners=0)
        .training(train_batch_size_per_learner=2000, minibatch_size=250, num_epochs=5)
    )
    algo = config.build_algo()
    start = time.perf_counter()
    for i in range(args.iterations):
        result = algo.train()
        runners = result.get("env_runners", {})
        print(f"iteration {i + 1}: episodes {runners.get('num_episodes_lifetime')}, "
              f"mean episode length {runners.get('episode_len_mean')}, "
              f"{time.perf_counter() - start:.0f} s")
    algo.stop()
    ray.shutdown()


if __name__ == "__main__":
    main()
