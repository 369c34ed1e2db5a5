"""The engine's agents from Python: the catalogue, snake_case options, `act` on every kind of
environment, and agents that play as well as the engine says."""

import gymnasium as gym
import numpy as np
import pytest

import playground
from playground.pettingzoo import gomoku_v0, tictactoe_v0


def test_the_catalogue_lists_games_and_agents_with_snake_case_defaults():
    assert [g["id"] for g in playground.games()] == ["minesweeper", "puyo", "tictactoe", "gomoku", "connect4"]
    ids = [a["id"] for a in playground.agents("tictactoe")]
    assert {"random", "minimax", "mcts", "pure-mcts", "qlearning", "alphazero"} <= set(ids)
    mcts = next(a for a in playground.agents("gomoku") if a["id"] == "mcts")
    assert mcts["defaults"] == {"time_ms": 100, "seed": 0}
    with pytest.raises(playground.UnknownError, match="no game called 'chess'"):
        playground.agents("chess")


def test_snake_case_options_reach_the_engine():
    agent = playground.make_agent("gomoku", "mcts", time_ms=5, seed=1)
    assert (agent.game_id, agent.agent_id) == ("gomoku", "mcts")
    with pytest.raises(playground.BadOptionError, match="time_ms"):
        playground.make_agent("gomoku", "mcts", time_ms=-3)
    with pytest.raises(playground.BadOptionError, match="no such option"):
        playground.make_agent("gomoku", "mcts", thinking=3)
    with pytest.raises(playground.UnknownError, match="choose one of"):
        playground.make_agent("gomoku", "minimax")


def test_act_works_on_every_kind_of_environment_and_changes_nothing():
    gym_env = gym.make("playground/Minesweeper-v0")
    gym_env.reset(seed=4)
    solver = playground.make_agent("minesweeper", "solver", seed=0)
    before = gym_env.unwrapped.engine.export_state()
    action = solver.act(gym_env)
    assert gym_env.unwrapped.engine.export_state() == before
    gym_env.step(action)

    aec = tictactoe_v0.env()
    aec.reset()
    assert playground.make_agent("tictactoe", "minimax").act(aec) in range(9)
    par = gomoku_v0.parallel_env(preset="6x6")
    par.reset()
    assert playground.make_agent("gomoku", "random", seed=2).act(par) in range(36)
    raw = playground.make("puyo")
    assert playground.make_agent("puyo", "greedy").act(raw) in range(22)
    with pytest.raises(TypeError, match="an environment of this package"):
        solver.act("not an env")
    with pytest.raises(playground.WrongGameError, match="make_agent"):
        solver.act(aec)


def test_minimax_never_loses_to_random_through_the_aec_api():
    env = tictactoe_v0.env()
    minimax = playground.make_agent("tictactoe", "minimax", seed=1)
    rng = np.random.default_rng(0)
    for game in range(20):
        env.reset(seed=game)
        minimax_seat = f"player_{game % 2}"
        for agent in env.agent_iter():
            obs, reward, terminated, truncated, _ = env.last()
            if terminated or truncated:
                if agent == minimax_seat:
                    assert reward >= 0
                env.step(None)
            elif agent == minimax_seat:
                env.step(minimax.act(env))
            else:
                env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))


def test_explain_says_what_the_solver_sees():
    env = playground.make("minesweeper")
    env.reset(seed=3)
    seen = playground.make_agent("minesweeper", "solver").explain(env)
    assert seen is not None and len(seen) > 0
