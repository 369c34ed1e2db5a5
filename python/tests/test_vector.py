"""The batched path: `VectorEnv` steps N games per call, resets finished ones from its seed stream,
and plays exactly the games the per-step API plays."""

import numpy as np
import pytest

import playground


def random_actions(masks, rng):
    """One random legal action per row of ``masks``."""
    return np.argmax(masks * rng.random(masks.shape), axis=1).astype(np.int64)


@pytest.mark.parametrize(
    ("game", "options"),
    [("tictactoe", {}), ("gomoku", {"preset": "6x6"}), ("minesweeper", {}), ("puyo", {"max_pairs": 30})],
)
def test_the_batch_plays_the_same_games_as_the_per_step_api(game, options):
    vec = playground.VectorEnv(game, 4, seed=11, **options)
    singles = [playground.make(game, **options) for _ in range(4)]
    for env, s in zip(singles, vec.episode_seeds()):
        env.reset(int(s))
    rng = np.random.default_rng(0)
    for _ in range(60):
        masks = vec.action_masks()
        assert np.array_equal(masks, np.stack([e.action_mask() for e in singles]))
        views = vec.observations()
        assert np.array_equal(views, np.stack([e.view() for e in singles]))
        actions = random_actions(masks, rng)
        _, rewards, terminated, truncated = vec.step(actions)
        for i, env in enumerate(singles):
            reward = env.play(int(actions[i]))
            assert rewards[i] == reward
            assert terminated[i] == (env.is_terminal and not env.is_truncated)
            assert truncated[i] == env.is_truncated
            if env.is_terminal:
                env.reset(int(vec.episode_seeds()[i]))


def test_a_refused_action_names_the_game_and_changes_nothing():
    vec = playground.VectorEnv("tictactoe", 3, seed=1)
    vec.step(np.array([4, 4, 4]))
    before = vec.observations()
    with pytest.raises(playground.IllegalActionError, match="game 1: action 4"):
        vec.step(np.array([0, 4, 0]))
    assert np.array_equal(vec.observations(), before)
    with pytest.raises(ValueError, match="3 games"):
        vec.step(np.array([0, 1]))


def test_the_same_seed_gives_the_same_stream():
    a = playground.VectorEnv("minesweeper", 8, seed=5)
    b = playground.VectorEnv("minesweeper", 8, seed=5)
    assert np.array_equal(a.episode_seeds(), b.episode_seeds())
    assert not np.array_equal(a.episode_seeds(), playground.VectorEnv("minesweeper", 8, seed=6).episode_seeds())
    assert a.observations().shape == (8, 9, 9)


def test_sample_actions_are_legal_seeded_and_spread():
    a = playground.VectorEnv("gomoku", 64, seed=3, preset="6x6")
    b = playground.VectorEnv("gomoku", 64, seed=3, preset="6x6")
    seen = set()
    for _ in range(40):
        actions = a.sample_actions()
        assert np.array_equal(actions, b.sample_actions())
        masks = a.action_masks()
        assert masks[np.arange(64), actions].all()
        seen.update(actions.tolist())
        a.step(actions)
        b.step(actions)
    assert len(seen) == 36
