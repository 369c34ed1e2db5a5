"""Speed side by side, in one run: prints a table (medians of several runs) and the load average.

1. Random play through the PettingZoo AEC API: PettingZoo's own ``tictactoe_v3`` against this
   package's ``tictactoe_v0`` (the same loop: ``agent_iter``, ``last()``, a random legal action
   from the mask, ``step``).
2. Per-step cost against OpenSpiel's ``pyspiel`` (tic-tac-toe and gomoku), if it is installed:
   the raw engine (``Env.legal_actions``/``Env.play``) against ``state.legal_actions``/``apply_action``.
3. The batched path (``VectorEnv``, random legal actions chosen in numpy) in steps per second,
   against the native ``arena --agent random`` (its JSON's ``stepsPerSec``), when ``--arena``
   names the binary (default: ``target/release/arena`` of this checkout, if built).

Usage: ``python python/bench/bench.py [--runs 5] [--arena PATH]``. Needs ``pygame`` (which
PettingZoo's tic-tac-toe imports) for row 1 and ``open_spiel`` for rows 2.
"""

from __future__ import annotations

import argparse
import json
import os
import pathlib
import random
import statistics
import subprocess
import time

import numpy as np

import playground
from playground.pettingzoo import gomoku_v0, tictactoe_v0

ROOT = pathlib.Path(__file__).resolve().parents[2]


def aec_random_play(env, games: int, seed: int) -> float:
    """Steps per second of random play through the AEC API (every ``step`` call counts): a
    uniformly random legal action from the observation's ``action_mask``, picked the same
    cheap way for every environment."""
    rng = random.Random(seed)
    steps = 0
    start = time.perf_counter()
    for g in range(games):
        env.reset(seed=seed + g)
        for agent in env.agent_iter():
            obs, _, terminated, truncated, _ = env.last()
            if terminated or truncated:
                action = None
            else:
                legal = np.flatnonzero(obs["action_mask"])
                action = legal[rng.randrange(len(legal))]
            env.step(action)
            steps += 1
    return steps / (time.perf_counter() - start)


def engine_per_step(game: str, options: dict, games: int, seed: int) -> float:
    """Microseconds per move of random play on the raw engine (legal actions, pick, play)."""
    env = playground.make(game, **options)
    rng = random.Random(seed)
    moves = 0
    start = time.perf_counter()
    for g in range(games):
        env.reset(g)
        while not env.is_terminal:
            legal = env.legal_actions()
            env.play(legal[rng.randrange(len(legal))])
            moves += 1
    return (time.perf_counter() - start) / moves * 1e6


def spiel_per_step(name: str, games: int, seed: int) -> float:
    """Microseconds per move of random play on an OpenSpiel game."""
    import pyspiel

    game = pyspiel.load_game(name)
    rng = random.Random(seed)
    moves = 0
    start = time.perf_counter()
    for _ in range(games):
        state = game.new_initial_state()
        while not state.is_terminal():
            legal = state.legal_actions()
            state.apply_action(legal[rng.randrange(len(legal))])
            moves += 1
    return (time.perf_counter() - start) / moves * 1e6


def batched(game: str, num_envs: int, steps: int, seed: int, numpy_policy: bool, **options) -> float:
    """Steps per second of ``VectorEnv`` random play (all games count): actions drawn by the
    engine (``sample_actions``) or chosen in numpy from ``action_masks()``."""
    vec = playground.VectorEnv(game, num_envs, seed=seed, **options)
    rng = np.random.default_rng(seed)
    start = time.perf_counter()
    for _ in range(steps):
        if numpy_policy:
            masks = vec.action_masks()
            actions = np.argmax(masks * rng.random(masks.shape, dtype=np.float32), axis=1)
            vec.step(actions.astype(np.int64))
        else:
            vec.step(vec.sample_actions())
    return num_envs * steps / (time.perf_counter() - start)


def arena_speed(arena: str, game: str, games: int) -> float:
    """The native arena's ``stepsPerSec`` for random against random."""
    out = subprocess.run(
        [arena, "--game", game, "--agent", "random", "--games", str(games), "--seed", "1"],
        capture_output=True, text=True, check=True,
    )
    return json.loads(out.stdout.strip().splitlines()[-1])["stepsPerSec"]


def median_of(runs: int, f) -> float:
    """The median of ``runs`` calls of ``f``."""
    return statistics.median(f() for _ in range(runs))


def main() -> None:
    """Run every row that can run here and print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="runs per row (the median is shown)")
    parser.add_argument("--games", type=int, default=2000, help="games per AEC run")
    parser.add_argument("--arena", default=str(ROOT / "target/release/arena"))
    args = parser.parse_args()
    rows = []

    try:
        from pettingzoo.classic import tictactoe_v3
    except ImportError as e:  # pygame missing
        tictactoe_v3 = None
        print(f"(PettingZoo's tictactoe_v3 cannot be imported: {e}; pip install pygame)")
    ours = median_of(args.runs, lambda: aec_random_play(tictactoe_v0.env(), args.games, 0))
    if tictactoe_v3 is not None:
        theirs = median_of(args.runs, lambda: aec_random_play(tictactoe_v3.env(), args.games, 0))
        rows.append(("AEC random play, tic-tac-toe (steps/s)", "pettingzoo tictactoe_v3", theirs, ours, ours / theirs))
    else:
        rows.append(("AEC random play, tic-tac-toe (steps/s)", "-", float("nan"), ours, float("nan")))
    ours_g = median_of(args.runs, lambda: aec_random_play(gomoku_v0.env(preset="15x15"), 20, 0))
    rows.append(("AEC random play, gomoku 15x15 (steps/s)", "-", float("nan"), ours_g, float("nan")))

    try:
        import pyspiel

        spiel_names = set(pyspiel.registered_names())
    except ImportError:
        spiel_names = None
        print("(open_spiel is not installed: pip install open_spiel)")
    for label, game, options, spiel, games in [
        ("per move, tic-tac-toe (us, lower is better)", "tictactoe", {}, "tic_tac_toe", 2000),
        ("per move, gomoku 15x15 (us, lower is better)", "gomoku", {"preset": "15x15"}, "gomoku", 40),
    ]:
        ours = median_of(args.runs, lambda: engine_per_step(game, options, games, 0))
        if spiel_names is not None and spiel in spiel_names:
            theirs = median_of(args.runs, lambda: spiel_per_step(spiel, games, 0))
            rows.append((label, f"pyspiel {spiel}", theirs, ours, theirs / ours))
        else:
            rows.append((label, "-", float("nan"), ours, float("nan")))

    for game, num_envs, steps in [("tictactoe", 4096, 200), ("gomoku", 1024, 100)]:
        options = {"preset": "15x15"} if game == "gomoku" else {}
        arena_game = "gomoku:preset=15x15" if game == "gomoku" else game
        native = float("nan")
        if os.path.exists(args.arena):
            native = median_of(args.runs, lambda: arena_speed(args.arena, arena_game, 100000))
        for policy, numpy_policy in (("engine-drawn", False), ("numpy-chosen", True)):
            ours = median_of(args.runs, lambda: batched(game, num_envs, steps, 0, numpy_policy, **options))
            rows.append((f"batched VectorEnv({num_envs}) {arena_game}, {policy} random actions (steps/s)",
                         "native arena random" if native == native else "-", native, ours, ours / native))

    print(f"\nmedians of {args.runs} runs; load average: {os.getloadavg()}")
    print(f"| what | compared with | theirs | playground | speed-up |")
    print("| --- | --- | ---: | ---: | ---: |")
    for what, other, theirs, ours, ratio in rows:
        print(f"| {what} | {other} | {theirs:,.1f} | {ours:,.1f} | {ratio:.2f}x |")


if __name__ == "__main__":
    main()
