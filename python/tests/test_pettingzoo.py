"""The PettingZoo environments: PettingZoo's own API, parallel and seed tests on several boards,
the classic observation shape, and the engine's rewards."""

import numpy as np
import pytest
from pettingzoo.test import api_test, parallel_api_test, parallel_seed_test, seed_test

import playground
from playground.pettingzoo import connect4_v0, gomoku_v0, tictactoe_v0

BOARDS = [
    (tictactoe_v0, {}),
    (gomoku_v0, {}),
    (gomoku_v0, {"preset": "6x6"}),
    (gomoku_v0, {"preset": "15x15"}),
    (gomoku_v0, {"width": 9, "height": 5, "n_in_row": 4}),
    (gomoku_v0, {"width": 3, "height": 3, "n_in_row": 3}),
    (connect4_v0, {}),
    (connect4_v0, {"columns": 5, "rows": 4, "inarow": 3}),
]
IDS = ["tictactoe", "gomoku", "gomoku-6x6", "gomoku-15x15", "gomoku-9x5-4", "gomoku-3x3-3", "connect4", "connect4-5x4-3"]


@pytest.mark.parametrize(("module", "options"), BOARDS, ids=IDS)
def test_pettingzoo_api_test(module, options):
    api_test(module.env(**options), num_cycles=1000)


@pytest.mark.parametrize(("module", "options"), BOARDS, ids=IDS)
def test_pettingzoo_parallel_api_test(module, options):
    parallel_api_test(module.parallel_env(**options), num_cycles=1000)


@pytest.mark.parametrize(("module", "options"), BOARDS[:3], ids=IDS[:3])
def test_pettingzoo_seed_tests(module, options):
    seed_test(lambda: module.env(**options), num_cycles=100)
    parallel_seed_test(lambda: module.parallel_env(**options), num_cycles=100)


def test_observations_have_the_classic_shape_from_each_side():
    env = tictactoe_v0.env()
    env.reset(seed=0)
    env.step(4)  # player_0 (X) takes the centre
    mine = env.observe("player_0")
    theirs = env.observe("player_1")
    assert mine["observation"].shape == (3, 3, 2) and mine["observation"].dtype == np.int8
    assert mine["observation"][1, 1].tolist() == [1, 0]
    assert theirs["observation"][1, 1].tolist() == [0, 1]
    assert mine["action_mask"].sum() == 0  # not player_0's turn
    assert theirs["action_mask"].tolist() == [1, 1, 1, 1, 0, 1, 1, 1, 1]
    assert env.agent_selection == "player_1"


def test_a_win_rewards_plus_one_and_minus_one():
    env = tictactoe_v0.env()
    env.reset()
    for cell in [0, 3, 1, 4, 2]:  # X takes the top row
        env.step(cell)
    assert env.terminations == {"player_0": True, "player_1": True}
    seen = {}
    for agent in env.agent_iter():
        _, reward, terminated, _, _ = env.last()
        seen[agent] = reward
        assert terminated
        env.step(None)
    assert seen == {"player_1": -1.0, "player_0": 1.0}
    assert env.agents == []


def test_the_parallel_env_plays_the_movers_action():
    env = gomoku_v0.parallel_env(width=4, height=4, n_in_row=3)
    obs, _ = env.reset(seed=1)
    assert obs["player_1"]["action_mask"].sum() == 0
    obs, rewards, terms, truncs, _ = env.step({"player_0": 5, "player_1": 0})
    assert obs["player_0"]["observation"][1, 1].tolist() == [1, 0]
    assert obs["player_1"]["observation"][0, 0].tolist() == [0, 0]  # player_1's action was ignored
    with pytest.raises(ValueError, match="player_1, the player to move"):
        env.step({"player_0": 6})
    with pytest.raises(playground.IllegalActionError):
        env.step({"player_1": 5})


def test_an_illegal_move_raises_and_changes_nothing():
    env = gomoku_v0.env(preset="6x6")
    env.reset()
    env.step(0)
    before = env.observe("player_1")["observation"].copy()
    with pytest.raises(playground.IllegalActionError, match="legal_actions"):
        env.step(0)
    with pytest.raises(TypeError, match="whole number"):
        env.step("1")
    assert np.array_equal(env.observe("player_1")["observation"], before)
    assert env.agent_selection == "player_1"


def test_render_and_bad_options():
    env = gomoku_v0.env(render_mode="ansi", preset="6x6")
    env.reset()
    assert env.render().endswith("X to move\n")
    with pytest.raises(playground.BadOptionError, match="n_in_row"):
        gomoku_v0.env(width=4, height=4, n_in_row=5)
    with pytest.raises(playground.BadOptionError, match="tictactoe takes no options"):
        tictactoe_v0.env(size=4)


def test_connect4_drops_into_a_column_and_a_vertical_four_wins():
    env = connect4_v0.env()
    env.reset(seed=1)
    assert env.action_space("player_0").n == 7
    assert env.observe("player_0")["observation"].shape == (6, 7, 2)
    for column in [3, 4, 3, 4, 3, 4]:
        env.step(column)
    # The first disc fell to the bottom row (row 5, Kaggle's layout): player_0's plane there.
    assert env.observe("player_0")["observation"][5, 3, 0] == 1
    assert env.observe("player_1")["observation"][5, 3, 1] == 1
    env.step(3)  # player_0's fourth disc in column 3
    assert env.terminations["player_0"]
    assert env.rewards == {"player_0": 1, "player_1": -1}


def test_connect4_refuses_a_full_column_and_bad_options():
    env = connect4_v0.env(columns=4, rows=2, inarow=2)
    env.reset(seed=1)
    env.step(0)
    env.step(0)
    with pytest.raises(playground.IllegalActionError):
        env.step(0)
    assert env.agent_selection == "player_0"
    with pytest.raises(playground.BadOptionError, match="inarow"):
        connect4_v0.env(columns=3, rows=3, inarow=5)
