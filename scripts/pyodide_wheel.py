#!/usr/bin/env python3
"""Builds the notebook wheel: playground-<version>-py3-none-any.whl, for any Pyodide.

    python3 scripts/pyodide_wheel.py [DIST]        (default dist; writes DIST/wheels/)

It carries the Python of python/pyodide/playground/, the whole engine (pkg/playground_bg.wasm and
its glue as a classic script, pkg/script/playground.js, both made by scripts/build.sh) and the
page's own door and student Python (DIST/code/notebook_door.js and what it imports, bundled into
one script by esbuild from scripts/vendor/: run it after dist/ is assembled). The zip is the same bytes for the same inputs.
"""

import base64
import hashlib
import re
import subprocess
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NAME = "playground"
STAMP = (1980, 1, 1, 0, 0, 0)


def version():
    """The playground's version: the root Cargo.toml's `[package] version` (the native package's
    too: the two wheels go together)."""
    text = (ROOT / "Cargo.toml").read_text()
    package = re.search(r"^\[package\]\n(.*?)(?=^\[|\Z)", text, re.M | re.S).group(1)
    return re.search(r'^version\s*=\s*"([^"]+)"', package, re.M).group(1)


def bundle(dist):
    """DIST/code/notebook_door.js (www/'s, with dist/vendor/'s acorn beside it) and its imports as
    one classic script defining playgroundNotebook."""
    esbuild = ROOT / "scripts" / "vendor" / "node_modules" / ".bin" / "esbuild"
    if not esbuild.exists():
        sys.exit("pyodide_wheel.py: esbuild is missing: run bash scripts/vendor.sh --install")
    out = subprocess.run(
        [str(esbuild), str(dist / "code" / "notebook_door.js"), "--bundle", "--format=iife", "--global-name=playgroundNotebook",
         "--log-level=error", "--legal-comments=none", "--minify", "--external:./pkg/*", "--external:./pkg-*", "--external:node:*",
         # The page's modules find their files beside themselves (import.meta.url); in a notebook
         # there is no such place: a made-up one, never fetched (a shipped net is not in the wheel).
         '--define:import.meta.url="file:///playground/code/notebook_door.js"'],
        cwd=ROOT, capture_output=True,
    )
    if out.returncode != 0:
        sys.exit("pyodide_wheel.py: esbuild could not bundle the notebook's door:\n" + out.stderr.decode(errors="replace"))
    return out.stdout


def files(dist):
    """(path in the wheel, bytes) of the package."""
    engine_js = ROOT / "pkg" / "script" / "playground.js"
    engine_wasm = ROOT / "pkg" / "playground_bg.wasm"
    for f in (engine_js, engine_wasm):
        if not f.exists():
            sys.exit(f"pyodide_wheel.py: {f.relative_to(ROOT)} is missing: run bash scripts/build.sh first")
    out = []
    for py in sorted((ROOT / "python" / "pyodide" / NAME).glob("*.py")):
        out.append((f"{NAME}/{py.name}", py.read_bytes()))
    # playground.__version__ (imported by __init__.py), written here from Cargo.toml.
    out.append((f"{NAME}/_version.py", f'"""Written by scripts/pyodide_wheel.py from Cargo.toml."""\n\n__version__ = "{version()}"\n'.encode()))
    out.append((f"{NAME}/_engine.js", engine_js.read_bytes()))
    out.append((f"{NAME}/_engine.wasm", engine_wasm.read_bytes()))
    out.append((f"{NAME}/_notebook.js", bundle(dist)))
    return out


def record_line(path, data):
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{path},sha256={digest},{len(data)}"


def build(dist):
    ver = version()
    info = f"{NAME}-{ver}.dist-info"
    metadata = (
        "Metadata-Version: 2.1\n"
        f"Name: {NAME}\n"
        f"Version: {ver}\n"
        "Summary: Four exact game engines (Minesweeper, Puyo Puyo, Tic-tac-toe, Gomoku) and their agents, "
        "for Pyodide (JupyterLite, PyScript)\n"
        "License: MIT\n"
        "Requires-Python: >=3.9\n"
    ).encode()
    wheel = b"Wheel-Version: 1.0\nGenerator: playground pyodide_wheel.py\nRoot-Is-Purelib: true\nTag: py3-none-any\n"
    entries = files(dist) + [(f"{info}/METADATA", metadata), (f"{info}/WHEEL", wheel)]
    record = "\n".join([record_line(p, d) for p, d in entries] + [f"{info}/RECORD,,", ""]).encode()
    entries.append((f"{info}/RECORD", record))
    target = dist / "wheels" / f"{NAME}-{ver}-py3-none-any.whl"
    target.parent.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as z:
        for path, data in entries:
            item = zipfile.ZipInfo(path, STAMP)
            item.compress_type = zipfile.ZIP_DEFLATED
            item.external_attr = 0o644 << 16
            z.writestr(item, data)
    return target


if __name__ == "__main__":
    dist = Path(sys.argv[1] if len(sys.argv) > 1 else ROOT / "dist").resolve()
    path = build(dist)
    print(f"{path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}: {path.stat().st_size // 1024} KiB")
