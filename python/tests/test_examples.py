"""The examples' environment factories work without torch or ray: CI imports and steps them."""

import importlib.util
import pathlib

import numpy as np

EXAMPLES = pathlib.Path(__file__).resolve().parents[1] / "examples"


def load(name):
    """Import ``python/examples/NAME.py`` as a module."""
    spec = importlib.util.spec_from_file_location(name, EXAMPLES / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_sb3_factory_steps_minesweeper():
    env = load("sb3_minesweeper").make_env()
    obs, info = env.reset(seed=0)
    assert obs.shape == env.observation_space.shape == (81 * 12,)
    assert obs.dtype == np.float32 and obs.sum() == 81  # one code per cell
    rng = np.random.default_rng(0)
    done, steps = False, 0
    while not done:
        obs, reward, terminated, truncated, info = env.step(int(rng.choice(np.flatnonzero(env.action_masks()))))
        assert env.observation_space.contains(obs)
        done, steps = terminated or truncated, steps + 1
    assert info["won"] or info["lost"]


def test_the_rllib_factory_steps_tictactoe():
    env = load("rllib_tictactoe").make_env()
    env.reset(seed=0)
    rng = np.random.default_rng(0)
    for agent in env.agent_iter():
        obs, reward, terminated, truncated, _ = env.last()
        assert env.observation_space(agent).contains(obs)
        if terminated or truncated:
            env.step(None)
        else:
            env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    assert env.agents == []
