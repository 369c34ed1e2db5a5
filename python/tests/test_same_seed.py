"""The same seed gives the same game in Python as in `arena` (and so as on the page, which runs the
same engine): Python replays `arena`'s series — its agents seeded from `arena_seeds`, each game
reset with the next seed — and must reach exactly the report the `arena` binary prints.

The binary is `$PLAYGROUND_ARENA`, else `target/release/arena` or `target/debug/arena` of this
checkout; it is built (`cargo build --bin arena`) when none exists.
"""

import json
import os
import pathlib
import subprocess

import gymnasium as gym
import pytest

import playground
from playground.pettingzoo import tictactoe_v0

ROOT = pathlib.Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def arena():
    """A function running the arena binary and returning its JSON report."""
    path = os.environ.get("PLAYGROUND_ARENA")
    candidates = [pathlib.Path(path)] if path else [ROOT / "target/release/arena", ROOT / "target/debug/arena"]
    found = next((p for p in candidates if p.exists()), None)
    if found is None:
        subprocess.run(["cargo", "build", "--quiet", "--bin", "arena"], cwd=ROOT, check=True)
        found = ROOT / "target/debug/arena"

    def run(*args):
        out = subprocess.run([str(found), *args], capture_output=True, text=True, check=True)
        return json.loads(out.stdout.strip().splitlines()[-1])

    return run


def test_minesweeper_solver_games_match_arena(arena):
    games, seed = 12, 5
    report = arena("--game", "minesweeper:preset=intermediate", "--agent", "solver",
                   "--games", str(games), "--seed", str(seed))
    seeds = playground.arena_seeds(seed, 1 + games)
    agent = playground.make_agent("minesweeper", "solver", seed=seeds[0])
    env = gym.make("playground/Minesweeper-v0", preset="intermediate")
    wins = steps = 0
    for game_seed in seeds[1:]:
        env.reset(seed=game_seed)
        done = False
        while not done:
            _, _, terminated, truncated, info = env.step(agent.act(env))
            steps += 1
            done = terminated or truncated
        wins += info["won"]
    assert report["wins"] == wins
    assert report["meanSteps"] == pytest.approx(steps / games, abs=1e-6)


def test_puyo_scores_match_arena(arena):
    games, seed = 3, 8
    report = arena("--game", "puyo:maxPairs=40", "--agent", "greedy",
                   "--games", str(games), "--seed", str(seed))
    seeds = playground.arena_seeds(seed, 1 + games)
    agent = playground.make_agent("puyo", "greedy", seed=seeds[0])
    env = gym.make("playground/Puyo-v0", max_pairs=40)
    total = 0.0
    for game_seed in seeds[1:]:
        env.reset(seed=game_seed)
        done = False
        while not done:
            _, reward, terminated, truncated, _ = env.step(agent.act(env))
            total += reward
            done = terminated or truncated
    assert report["meanScore"] == pytest.approx(total / games, abs=1e-6)


def test_tictactoe_random_series_matches_arena_through_pettingzoo(arena):
    games, seed = 30, 9
    report = arena("--game", "tictactoe", "--agent", "random", "--games", str(games), "--seed", str(seed))
    seeds = playground.arena_seeds(seed, 2 + games)
    agent = playground.make_agent("tictactoe", "random", seed=seeds[0])
    opponent = playground.make_agent("tictactoe", "random", seed=seeds[1])
    env = tictactoe_v0.env()
    tally = {"wins": 0, "draws": 0, "losses": 0}
    for index, game_seed in enumerate(seeds[2:]):
        env.reset(seed=game_seed)
        seat = f"player_{index % 2}"  # the arena alternates who moves first
        for name in env.agent_iter():
            _, reward, terminated, truncated, _ = env.last()
            if terminated or truncated:
                if name == seat:
                    tally["wins" if reward > 0 else "losses" if reward < 0 else "draws"] += 1
                env.step(None)
            else:
                env.step((agent if name == seat else opponent).act(env))
    assert {k: report[k] for k in tally} == tally


def test_a_known_game_is_pinned():
    """Seed 42 opens the same beginner board as ever (a change here changes every door's games)."""
    env = playground.make("minesweeper")
    env.reset(seed=42)
    env.step(40)
    env.step(0)
    assert [line.rstrip() for line in env.render().splitlines()] == PINNED_MINESWEEPER_42
    puyo = playground.make("puyo")
    obs, _ = puyo.reset(seed=42)
    assert obs["pair"].tolist() + obs["next"].tolist() == PINNED_PUYO_42


PINNED_MINESWEEPER_42 = [
    "0 0 0 0 0 1 H 1 0",
    "0 0 0 0 0 1 1 1 0",
    "0 0 1 1 1 0 0 0 0",
    "0 0 1 H 1 0 0 0 0",
    "0 1 2 H 1 0 0 0 0",
    "1 2 H H 1 1 1 2 2",
    "H H H H H H H H H",
    "H H H H H H H H H",
    "H H H H H H H H H",
]
PINNED_PUYO_42 = [2, 2, 2, 2, 4, 4]
