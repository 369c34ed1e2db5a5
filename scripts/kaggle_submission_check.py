#!/usr/bin/env python3
"""Plays exported submission.py files in Kaggle's own ConnectX (kaggle-environments).

For each file (written by `node scripts/kaggle.mjs export` or the Code panel's "Download for
Kaggle"): `make("connectx", debug=True).run([file, opponent])` against Kaggle's "negamax" and
"random", with the file first and then second, GAMES games each, each game on a seed of its own
(Python's `random`, which Kaggle's random agent and negamax's ties draw from: the same files get
the same games every run). Kaggle's validator must leave
every agent's status "DONE" (not "ERROR", "INVALID" or "TIMEOUT"). Then the file's own Connect Four
env (the plain-Python _PlaygroundEnv it carries) plays RULE_GAMES seeded random games beside
Kaggle's env, and must agree with Kaggle on the legal columns, the board and the end after every
move.

    target/kaggle-venv/bin/python scripts/kaggle_submission_check.py [--games N] FILE.py...

Prints one line per run and, last, a JSON line {"files", "runs", "bad", "ruleGames",
"ruleDisagreements", "wins"}. Exit 0 when all is well, 1 otherwise, 2 when kaggle-environments is
missing. tests/js/kaggle.test.js runs it (skipping when target/kaggle-venv is missing).
"""

import json
import random
import sys

RULE_GAMES = 20


def run_file(make, path, opponent, first, seed):
    """(statuses, rewards) of one Kaggle game of the file against opponent, on `seed`."""
    random.seed(seed)
    env = make("connectx", debug=True)
    agents = [path, opponent] if first else [opponent, path]
    env.run(agents)
    states = env.state if first else env.state[::-1]
    return [s.status for s in states], [s.reward for s in states]


def rules_agree(make, env_class, games, seed):
    """Disagreements between the file's env and Kaggle's over seeded random games (a list of lines)."""
    rng = random.Random(seed)
    bad = []
    for g in range(games):
        kaggle = make("connectx", debug=True)
        kaggle.reset()
        ours = env_class([0] * 42)
        for move in range(43):
            board = list(kaggle.state[0].observation.board)
            legal = [c for c in range(7) if board[c] == 0] if not kaggle.done else []
            if ours.observation()["board"] != board:
                bad.append(f"game {g} move {move}: boards differ")
                break
            if ours.is_terminal != kaggle.done:
                bad.append(f"game {g} move {move}: ours over {ours.is_terminal}, Kaggle's {kaggle.done}")
                break
            if kaggle.done:
                rewards = [s.reward for s in kaggle.state]
                if ours.returns() != rewards:
                    bad.append(f"game {g}: returns {ours.returns()} but Kaggle's rewards {rewards}")
                break
            if ours.legal_actions() != legal:
                bad.append(f"game {g} move {move}: legal {ours.legal_actions()} but Kaggle's {legal}")
                break
            column = rng.choice(legal)
            ours.play(column)
            kaggle.step([column, None] if move % 2 == 0 else [None, column])
    return bad


def main(argv):
    try:
        from kaggle_environments import make
    except ImportError:
        print("kaggle-environments is missing: pip install kaggle-environments", file=sys.stderr)
        return 2
    games = 2
    files = []
    args = argv[1:]
    while args:
        a = args.pop(0)
        if a == "--games":
            games = int(args.pop(0))
        else:
            files.append(a)
    if not files:
        print(__doc__, file=sys.stderr)
        return 2
    runs = bad = 0
    wins = {}
    rule_bad = []
    for path in files:
        for o, opponent in enumerate(("random", "negamax")):
            won = 0
            for first in (True, False):
                for g in range(games):
                    seed = 10_000 * o + 1_000 * first + g
                    statuses, rewards = run_file(make, path, opponent, first, seed)
                    runs += 1
                    ok = all(s == "DONE" for s in statuses) and None not in rewards
                    bad += 0 if ok else 1
                    won += 1 if rewards[0] == 1 else 0
                    print(f"{path} vs {opponent} ({'first' if first else 'second'}): statuses {statuses}, rewards {rewards}{'' if ok else '  <- Kaggle refused it'}")
            wins[f"{path} vs {opponent}"] = f"{won}/{2 * games}"
        space = {}
        with open(path) as f:
            exec(compile(f.read(), path, "exec"), space)
        rule_bad += rules_agree(make, space["_PlaygroundEnv"], RULE_GAMES, 2026)
    for line in rule_bad:
        print(line)
    print(json.dumps({"files": len(files), "runs": runs, "bad": bad, "ruleGames": RULE_GAMES * len(files), "ruleDisagreements": len(rule_bad), "wins": wins}))
    return 0 if bad == 0 and not rule_bad else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
