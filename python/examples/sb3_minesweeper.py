"""MaskablePPO (sb3-contrib) learns Minesweeper beginner and is compared with random play.

    pip install ./python sb3-contrib        # brings stable-baselines3 and torch
    python python/examples/sb3_minesweeper.py --steps 250000

``make_env()`` is the environment factory (no torch needed): the package's
``playground/Minesweeper-v0`` with the board one-hot encoded per cell (hidden, 0..8, flag, mine)
so a small MLP can read it, and ``action_masks()`` for MaskablePPO. Both players (random and
trained) pick only legal cells; the engine gives the rewards (+1 safe, -10 mine, +10 win).
"""

from __future__ import annotations

import argparse
import time

import gymnasium as gym
import numpy as np

import playground  # noqa: F401  (registers playground/Minesweeper-v0)

#: The view codes one-hot encoded, one channel each: numbers 0..8, hidden (9), flag (10), mine (-1).
CODES = np.array([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, -1], dtype=np.int8)


class OneHot(gym.ObservationWrapper):
    """The Minesweeper view as one float channel per code, flattened; keeps ``action_masks()``."""

    def __init__(self, env: gym.Env):
        """Wrap ``env`` (a ``playground/Minesweeper-v0``)."""
        super().__init__(env)
        cells = int(np.prod(env.observation_space.shape))
        self.observation_space = gym.spaces.Box(0.0, 1.0, (cells * len(CODES),), np.float32)

    def observation(self, observation: np.ndarray) -> np.ndarray:
        """One-hot channels, cell-major."""
        return (observation.reshape(-1, 1) == CODES).astype(np.float32).ravel()

    def action_masks(self) -> np.ndarray:
        """The legal cells (what MaskablePPO calls)."""
        return self.env.unwrapped.action_masks()


def make_env(**options) -> gym.Env:
    """The training environment: Minesweeper (beginner unless ``options`` say otherwise)."""
    return OneHot(gym.make("playground/Minesweeper-v0", **options))


def evaluate(env: gym.Env, choose, episodes: int, seed: int) -> tuple[float, float]:
    """Mean episode reward and win rate of ``choose(obs, mask)`` over seeded episodes."""
    rewards, wins = [], 0
    for episode in range(episodes):
        obs, info = env.reset(seed=seed + episode)
        total, done = 0.0, False
        while not done:
            obs, reward, terminated, truncated, info = env.step(choose(obs, env.action_masks()))
            total += reward
            done = terminated or truncated
        rewards.append(total)
        wins += bool(info["won"])
    return float(np.mean(rewards)), wins / episodes


def main() -> None:
    """Train, then compare with random play on the same 500 seeded boards."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps", type=int, default=250_000)
    parser.add_argument("--episodes", type=int, default=500)
    args = parser.parse_args()
    import torch
    from sb3_contrib import MaskablePPO

    torch.set_num_threads(1)
    env = make_env()
    rng = np.random.default_rng(0)
    random_reward, random_wins = evaluate(
        env, lambda obs, mask: int(rng.choice(np.flatnonzero(mask))), args.episodes, 10_000
    )
    print(f"random: mean reward {random_reward:.2f}, win rate {random_wins:.1%}")
    model = MaskablePPO("MlpPolicy", env, seed=0, verbose=0, n_steps=2048, batch_size=256,
                        gamma=0.9, ent_coef=0.005, policy_kwargs={"net_arch": [256, 256]})
    start = time.perf_counter()
    model.learn(total_timesteps=args.steps)
    seconds = time.perf_counter() - start

    def trained(obs, mask):
        return int(model.predict(obs, action_masks=mask, deterministic=True)[0])

    ppo_reward, ppo_wins = evaluate(env, trained, args.episodes, 10_000)
    print(f"MaskablePPO after {args.steps} steps ({seconds:.0f} s): "
          f"mean reward {ppo_reward:.2f}, win rate {ppo_wins:.1%}")


if __name__ == "__main__":
    main()
