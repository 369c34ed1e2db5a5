#!/usr/bin/env bash
# Builds and tests the Python package (python/): the python crate's cargo fmt and clippy, a venv in
# python/.venv with maturin, numpy, gymnasium, pettingzoo and pytest, `pip install ./python`, then
# pytest on python/tests (Gymnasium's check_env, PettingZoo's API, parallel and seed tests, and a
# replay of `arena` series in Python). Set PYTHON to choose the interpreter (default python3).
#
#   scripts/test_python.sh [--build-only | --test-only]
#
# --build-only stops after the install (scripts/test.sh builds beside the page's build); --test-only
# runs pytest on what an earlier --build-only installed.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$ROOT"
build=true
tests=true
case "${1:-}" in
    --build-only) tests=false ;;
    --test-only) build=false ;;
    "") ;;
    *) echo "usage: scripts/test_python.sh [--build-only | --test-only]" >&2; exit 2 ;;
esac
VPY=python/.venv/bin/python
export PATH="$ROOT/python/.venv/bin:$PATH"   # the build backend runs the venv's maturin
if $build; then
    say "python crate: cargo fmt --check, cargo clippy"
    (cd python && cargo fmt --check && cargo clippy --all-targets -- -D warnings)

    say "python venv (python/.venv): maturin, numpy, gymnasium, pettingzoo, pytest"
    if [ ! -x python/.venv/bin/python ] && ! "${PYTHON:-python3}" -m venv python/.venv; then
        # Debian's Python needs its venv package for ensurepip.
        say "installing python3-venv (Debian package)"
        rm -rf python/.venv
        sudo=""
        [ "$(id -u)" -eq 0 ] || sudo="sudo"
        $sudo apt-get update
        DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y python3-venv
        "${PYTHON:-python3}" -m venv python/.venv
fi
# Versions as tested (the checkers of Gymnasium and PettingZoo change between majors).
"$VPY" -m pip install --quiet --disable-pip-version-check "maturin>=1.16,<2" "numpy>=2,<3" "gymnasium>=1.4,<2" "pettingzoo>=1.27,<2" "pytest>=9,<10"

say "pip install ./python (builds the extension with maturin, its quick-to-compile suite profile)"
MATURIN_PEP517_ARGS="--profile suite" "$VPY" -m pip install --quiet --disable-pip-version-check --no-build-isolation --force-reinstall --no-deps ./python

fi
$tests || exit 0
if [ ! -x "$VPY" ]; then
    echo "python/.venv is missing: run scripts/test_python.sh --build-only (or without flags) first" >&2
    exit 1
fi
say "pytest python/tests"
# The replay tests run target/*/arena (`cargo test` builds target/debug/arena); they build it if missing.
# From the repository root, so the installed package is imported, not the source folder python/playground.
"$VPY" -m pytest -q -p no:cacheprovider python/tests
