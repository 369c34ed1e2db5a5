#!/usr/bin/env bash
# Runs the end-to-end tests in Debian's Chromium: installs playwright-core and axe-core here (never a browser)
# and runs every *.test.js with node's built-in test runner. Expects dist/ built by
# scripts/build.sh (pass --build to build it first). Screenshots land in tests/e2e/screenshots/.
#
#   tests/e2e/run.sh [--build] [test files...]
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HERE/../.." && pwd)"
if [ "${1:-}" = "--build" ]; then
    shift
    bash "$ROOT/scripts/build.sh"
fi
if [ ! -f "$ROOT/dist/index.html" ] && [ -z "${PLAYGROUND_DIST:-}" ]; then
    echo "dist/ is missing: run scripts/build.sh first (or tests/e2e/run.sh --build)" >&2
    exit 1
fi
if [ ! -x "${CHROMIUM:-/usr/bin/chromium}" ]; then
    echo "Chromium is missing: apt-get install chromium (scripts/setup.sh does it)" >&2
    exit 1
fi
cd "$HERE"
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
if [ ! -d node_modules/playwright-core ] || [ ! -d node_modules/axe-core ]; then
    if [ -f package-lock.json ]; then npm ci --no-audit --no-fund; else npm install --no-audit --no-fund; fi
fi
if [ "$#" -eq 0 ]; then set -- *.test.js; fi
exec node --test --test-concurrency="${E2E_CONCURRENCY:-1}" "$@"
