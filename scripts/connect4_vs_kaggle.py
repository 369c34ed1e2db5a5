#!/usr/bin/env python3
"""Cross-checks our Connect Four rules against Kaggle's own ConnectX (kaggle-environments).

Replays seeded random games our engine played (src/games/connect4/random_games.rs: the move
list, the winner and the move that ended each game) through kaggle_environments' "connectx"
environment, one `env.step` per move, and compares Kaggle's verdict: on which move the game
ended, and who won (or a draw). Exit status 0 when every game agrees, 1 on a disagreement
(each one printed), 2 when kaggle-environments is missing.

    bash -c 'source scripts/lib.sh && ensure_kaggle_venv'   # target/kaggle-venv, as the suite makes it
    target/kaggle-venv/bin/python scripts/connect4_vs_kaggle.py            # 300 games from cargo
    target/kaggle-venv/bin/python scripts/connect4_vs_kaggle.py games.json # games written before

`cargo test --test connect4_kaggle` writes the games and runs this script when the venv exists
(it skips, saying so, when it does not).
"""

import contextlib
import io
import json
import os
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def load_games(argv):
    """The games: from the file named in argv, else from `cargo run --example connect4_games`."""
    if len(argv) > 1:
        with open(argv[1]) as f:
            return json.load(f)
    out = subprocess.run(
        ["cargo", "run", "--quiet", "--example", "connect4_games", "--", "300", "0"],
        cwd=ROOT, check=True, capture_output=True, text=True,
    ).stdout
    return json.loads(out)


def kaggle_verdict(make, game):
    """(moves until Kaggle's env was done, winner 0/1 or -1 for a draw, why) for one game."""
    config = {"columns": game["columns"], "rows": game["rows"], "inarow": game["inarow"]}
    env = make("connectx", configuration=config, debug=True)
    env.reset()
    for i, column in enumerate(game["moves"]):
        if env.done:
            return i, None, "Kaggle's game was over before this move"
        # Kaggle's first agent (mark 1) moves first; the inactive agent's action is ignored.
        env.step([column, None] if i % 2 == 0 else [None, column])
        statuses = [s.status for s in env.state]
        if any(s not in ("ACTIVE", "INACTIVE", "DONE") for s in statuses):
            return i + 1, None, f"Kaggle refused move {i} (column {column}): {statuses}"
        if env.done:
            rewards = [s.reward for s in env.state]
            winner = 0 if rewards[0] == 1 else 1 if rewards[1] == 1 else -1
            return i + 1, winner, "done"
    return len(game["moves"]), None, "Kaggle's game was not over after the last move"


def main(argv):
    try:
        # Quietly: without the dependencies of Kaggle's other games (scripts/lib.sh's
        # ensure_kaggle_venv) their loading prints a line each.
        with contextlib.redirect_stdout(io.StringIO()):
            from kaggle_environments import make
    except ImportError:
        print("kaggle-environments is not installed: see this script's docstring", file=sys.stderr)
        return 2
    games = load_games(argv)
    started = time.time()
    bad = 0
    for n, game in enumerate(games):
        length, winner, why = kaggle_verdict(make, game)
        if (length, winner) != (game["length"], game["winner"]):
            bad += 1
            print(f"game {n} {game['columns']}x{game['rows']}/{game['inarow']} moves {game['moves']}: "
                  f"ours ended on move {game['length']} winner {game['winner']}, "
                  f"Kaggle's on move {length} winner {winner} ({why})")
    wins = sum(g["winner"] >= 0 for g in games)
    print(f"{len(games) - bad}/{len(games)} games agree with Kaggle's ConnectX "
          f"({wins} won, {len(games) - wins} drawn; {time.time() - started:.1f} s)")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
