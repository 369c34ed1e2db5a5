#!/usr/bin/env bash
# Runs the node:test files in tests/js/ (no browser): units of the page's pure modules (hash,
# catalog, layout math, grid keys, status lifetimes, i18n), the worker channel, and the Node
# runner tests (sandbox.test.js, arena.test.js, starters.test.js), which need the built dist/
# (bash scripts/build.sh).
#
#   tests/js/run.sh [test files...]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"
if [ "$#" -eq 0 ]; then set -- *.test.js; fi
exec node --test "$@"
