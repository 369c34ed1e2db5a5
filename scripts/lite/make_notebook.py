#!/usr/bin/env python3
"""Writes the offline JupyterLite site's demo notebook (scripts/lite.sh):

    python3 scripts/lite/make_notebook.py OUT.ipynb

It installs the playground wheel from the site's own piplite index (no network), makes
Tic-tac-toe, plays three legal moves and prints the legal actions left. The e2e test
(tests/e2e/lite.test.js) runs it and looks for that last line. Standard library only.
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
