#!/usr/bin/env python3
"""Writes the offline JupyterLite site's demo notebook (scripts/lite.sh):

    python3 scripts/lite/make_notebook.py OUT.ipynb

It installs the playground wheel from the site's own piplite index (no network), makes
Tic-tac-toe, plays three legal moves and prints the legal actions left, draws the board, passes
a course step's check, and trains a small learner and plots its curve (no matplotlib). The e2e
test (tests/e2e/lite.test.js) runs it top to bottom and looks for each. Standard library only.
"""

import json
import sys

CELLS = [
    ("markdown", "# The playground in JupyterLite\n\nPython runs in this browser tab (Pyodide). "
     "Run the cells one by one with Shift+Enter, or *Run > Run All Cells*."),
    ("code", "%pip install playground"),
    ("code", 'import playground\n\nenv = playground.make("tictactoe")\nenv.reset(seed=1)'),
    ("code", "# Three moves, each the first legal one.\n"
     "for _ in range(3):\n    env.step(env.legal_actions()[0])\n\n"
     'print("legal actions:", list(env.legal_actions()))'),
    ("markdown", "The board, drawn by the notebook:"),
    ("code", "env"),
    ("markdown", "A course step's check, as the playground's Check button gives it:"),
    ("code", "def act(obs, env):\n    return env.legal_actions()[0]\n\n"
     'await playground.course.check("tictactoe-random", act)'),
    ("markdown", "A learner: a table of move values, trained against random play; its curve:"),
    ("code", "import random\n\nrandom.seed(1)\nvalues = {}\ncurve = []\nwins = 0\n"
     "for episode in range(1, 401):\n"
     "    game = playground.make(\"tictactoe\")\n    game.reset(seed=episode)\n    seen = []\n"
     "    while not game.is_terminal:\n"
     "        legal = game.legal_actions()\n"
     "        if game.current_player == 0:\n"
     "            key = tuple(game.observation()[\"board\"])\n"
     "            move = max(legal, key=lambda a: values.get((key, a), 0) + random.random() * 0.1)\n"
     "            seen.append((key, move))\n"
     "        else:\n            move = random.choice(legal)\n"
     "        game.step(move)\n"
     "    result = game.returns()[0]\n    wins += result > 0\n"
     "    for key, move in seen:\n        values[(key, move)] = values.get((key, move), 0) + 0.1 * (result - values.get((key, move), 0))\n"
     "    if episode % 50 == 0:\n        curve.append(wins / 50)\n        wins = 0\n"
     'print("trained:", len(curve), "points")\nplayground.plot(curve, label="wins against random")'),
]


def notebook():
    """The notebook as nbformat 4 JSON (a dict)."""
    cells = []
    for kind, source in CELLS:
        cell = {"cell_type": kind, "metadata": {}, "source": source.splitlines(keepends=True)}
        if kind == "code":
            cell.update(execution_count=None, outputs=[])
        cells.append(cell)
    return {
        "cells": cells,
        "metadata": {
            "kernelspec": {"display_name": "Python (Pyodide)", "language": "python", "name": "python"},
            "language_info": {"name": "python"},
        },
        "nbformat": 4,
        "nbformat_minor": 5,
    }


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: make_notebook.py OUT.ipynb")
    with open(sys.argv[1], "w", encoding="utf-8") as out:
        json.dump(notebook(), out, indent=1, ensure_ascii=False)
        out.write("\n")


if __name__ == "__main__":
    main()
