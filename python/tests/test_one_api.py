"""One Python API, three runtimes (issue 33): tests/one_api/script.py prints the same lines in
CPython with this native package, in Node's Pyodide with the notebook wheel, and in the page's
sandbox (tests/one_api/run_pyodide.mjs runs the last two on the build in dist/)."""

import contextlib
import io
import json
import shutil
import subprocess
from pathlib import Path

import pytest

import playground

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "tests" / "one_api" / "script.py"


def native_lines():
    namespace = {}
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        exec(compile(SCRIPT.read_text(), str(SCRIPT), "exec"), namespace)
        for k, (game, options) in enumerate(namespace["GAMES"]):
            namespace["run"](playground.make(game, **options), k)
    return out.getvalue().splitlines()


def test_native_after_states_match_clone_and_play():
    env = playground.make("puyo", max_pairs=5)
    env.reset(seed=3)
    states = env.after_states()
    legal = [int(a) for a in env.legal_actions()]
    assert [s["action"] for s in states] == legal
    for s in states[:6]:
        copy = env.clone()
        assert copy.play(s["action"]) == s["reward"]
        assert [int(v) for v in copy.observation()["board"]] == s["board"]
        assert copy.is_terminal == s["terminal"]


def test_one_script_prints_the_same_in_cpython_the_notebook_wheel_and_the_page():
    if shutil.which("node") is None or not list((ROOT / "dist" / "wheels").glob("*-py3-none-any.whl")):
        pytest.skip("needs node and the build (bash scripts/build.sh): dist/wheels/*-py3-none-any.whl")
    native = native_lines()
    assert len(native) > 40 and any(line.startswith("minesweeper end") for line in native)
    run = subprocess.run(["node", str(ROOT / "tests" / "one_api" / "run_pyodide.mjs")], capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr[-2000:]
    printed = json.loads(run.stdout.strip().splitlines()[-1])
    assert printed["wheel"] == native
    assert printed["page"] == native


def test_the_notebook_wheel_in_cpython_names_the_wheel_to_install_instead(tmp_path):
    wheels = list((ROOT / "dist" / "wheels").glob("*-py3-none-any.whl"))
    if not wheels:
        pytest.skip("needs the build (bash scripts/build.sh): dist/wheels/*-py3-none-any.whl")
    import sys
    import zipfile

    zipfile.ZipFile(wheels[0]).extractall(tmp_path)
    run = subprocess.run([sys.executable, "-c", "import playground"], capture_output=True, text=True,
                         env={"PYTHONPATH": str(tmp_path), "PATH": "/usr/bin:/bin"}, timeout=60)
    assert run.returncode != 0
    last = run.stderr.strip().splitlines()[-1]
    assert last.startswith("ImportError: this playground wheel (py3-none-any) is for Pyodide only"), last
    assert "cp39-abi3" in last and "pip install" in last
