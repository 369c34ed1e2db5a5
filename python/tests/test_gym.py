"""The Gymnasium environments: Gymnasium's own checker on many options, seeding, masks,
rewards and rendering."""

import gymnasium as gym
import numpy as np
import pytest
from conftest import random_legal
from gymnasium.utils.env_checker import check_env

import playground

MINESWEEPER_OPTIONS = [
    {},
    {"preset": "intermediate"},
    {"preset": "expert", "first_click": "opening"},
    {"rows": 5, "cols": 7, "mines": 6, "first_click": "none"},
    {"preset": "beginner", "no_guess": True},
    {"preset": "intermediate", "first_click": "seed"},
    {"rows": 8, "cols": 8, "mines": 10, "first_click": "safe", "no_guess": True},
]
PUYO_OPTIONS = [{}, {"rules": "seed"}, {"rules": "tsu", "colors": 3}, {"colors": 5, "max_pairs": 20}]


@pytest.mark.parametrize("options", MINESWEEPER_OPTIONS)
def test_gymnasium_checker_passes_minesweeper(options):
    env = gym.make("playground/Minesweeper-v0", render_mode="ansi", **options)
    check_env(env.unwrapped, skip_render_check=False)


@pytest.mark.parametrize("options", PUYO_OPTIONS)
def test_gymnasium_checker_passes_puyo(options):
    env = gym.make("playground/Puyo-v0", render_mode="ansi", **options)
    check_env(env.unwrapped, skip_render_check=False)


def test_spaces_follow_the_options():
    env = gym.make("playground/Minesweeper-v0", rows=5, cols=7, mines=6)
    assert env.observation_space.shape == (5, 7)
    assert env.observation_space.dtype == np.int8
    assert env.action_space.n == 35
    tsu = gym.make("playground/Puyo-v0")
    seed_rules = gym.make("playground/Puyo-v0", rules="seed")
    # Tsu: 13 rows and two visible next pairs; seed rules: 12 rows and none.
    assert tsu.observation_space.shape == (13 * 6 + 2 + 4,)
    assert seed_rules.observation_space.shape == (12 * 6 + 2,)


def play_random(env, seed, steps=400):
    """Observations, rewards and flags of a seeded random game."""
    rng = np.random.default_rng(seed)
    obs, info = env.reset(seed=seed)
    trace = [obs.copy()]
    for _ in range(steps):
        obs, reward, terminated, truncated, info = env.step(random_legal(info["action_mask"], rng))
        trace += [obs.copy(), reward, terminated, truncated]
        if terminated or truncated:
            break
    return trace


@pytest.mark.parametrize("env_id", ["playground/Minesweeper-v0", "playground/Puyo-v0"])
def test_the_same_seed_gives_the_same_game(env_id):
    a = play_random(gym.make(env_id), 7)
    b = play_random(gym.make(env_id), 7)
    c = play_random(gym.make(env_id), 8)
    assert len(a) == len(b)
    assert all(np.array_equal(x, y) for x, y in zip(a, b))
    assert len(a) != len(c) or not all(np.array_equal(x, y) for x, y in zip(a, c))


def test_unseeded_resets_follow_the_first_seed():
    a, b = gym.make("playground/Puyo-v0"), gym.make("playground/Puyo-v0")
    a.reset(seed=3)
    b.reset(seed=3)
    for _ in range(3):
        assert np.array_equal(a.reset()[0], b.reset()[0])


def test_the_mask_is_the_engines_legality():
    env = gym.make("playground/Minesweeper-v0")
    obs, info = env.reset(seed=1)
    obs, *_, info = env.step(40)
    mask = info["action_mask"]
    assert mask.dtype == np.int8 and mask.shape == (81,)
    # Revealed cells (codes 0..8) are exactly the masked-out ones.
    assert np.array_equal(mask == 0, (obs.ravel() >= 0) & (obs.ravel() <= 8))
    assert np.array_equal(env.unwrapped.action_masks(), mask.astype(bool))
    with pytest.raises(playground.IllegalActionError, match="action 40 is not allowed"):
        env.step(40)


def test_rewards_are_the_engines_and_a_solver_game_wins():
    env = gym.make("playground/Minesweeper-v0")
    agent = playground.make_agent("minesweeper", "solver", seed=1)
    won = 0
    for seed in range(10):
        obs, info = env.reset(seed=seed)
        total, done, steps = 0.0, False, 0
        while not done:
            obs, reward, terminated, truncated, info = env.step(agent.act(env))
            total += reward
            steps += 1
            done = terminated or truncated
        assert total == env.unwrapped.engine.returns()[0]
        won += info["won"]
        # +1 per safe click, -10 for a mine, +10 for the winning click (the seed documents').
        plain_clicks = steps - 1
        assert total == plain_clicks + 10 * info["won"] - 10 * info["lost"]
    assert won >= 7


def test_puyo_max_pairs_truncates():
    env = gym.make("playground/Puyo-v0", max_pairs=3)
    obs, info = env.reset(seed=0)
    flags = []
    for _ in range(3):
        obs, reward, terminated, truncated, info = env.step(int(np.flatnonzero(info["action_mask"])[0]))
        flags.append((terminated, truncated))
    assert flags[-1] == (False, True) and flags[0] == (False, False)


def test_first_click_seed_opens_a_cell_at_reset():
    env = gym.make("playground/Minesweeper-v0", first_click="seed")
    obs, info = env.reset(seed=2)
    opened = (obs >= 0) & (obs <= 8)
    assert opened.any()
    assert np.array_equal(info["action_mask"] == 0, opened.ravel())


def test_render_is_the_engines_text():
    env = gym.make("playground/Minesweeper-v0", render_mode="ansi", rows=3, cols=4, mines=2)
    env.reset(seed=5)
    text = env.render()
    assert text == env.unwrapped.engine.render()
    assert text.splitlines()[0] == "H H H H "
