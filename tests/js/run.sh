#!/usr/bin/env bash
# Runs the node:test files in tests/js/ (no browser): units of the page's pure modules (hash,
# catalog, layout math, grid keys, status lifetimes, i18n), the worker channel, and the Node
# runner tests (sandbox.test.js, arena.test.js, starters.test.js), which need the built dist/
# (bash scripts/build.sh). Two files at a time (the machine's two cores; set TEST_CONCURRENCY).
#
#   tests/js/run.sh [test files...]
#
# The whole set needs dist/ and says so at once when it is missing; a named file that needs no
# build (a pure unit) runs without one.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"
if [ "$#" -eq 0 ]; then
    if [ ! -f ../../dist/index.html ]; then
        echo "dist/ is missing: run bash scripts/build.sh first (the runner tests play on the built page)" >&2
        exit 1
    fi
    set -- *.test.js
fi
exec node --test --test-concurrency="${TEST_CONCURRENCY:-2}" "$@"
