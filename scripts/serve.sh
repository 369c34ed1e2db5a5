#!/usr/bin/env bash
# Builds the playground (release) and serves dist/ on http://127.0.0.1:PORT/ (default 8000).
#
#   scripts/serve.sh [PORT]
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
port="${1:-8000}"
"$ROOT/scripts/build.sh" --release
cd "$ROOT/dist"
echo
echo "Open http://127.0.0.1:$port/   (or open dist/playground.html directly, no server needed; dist/playground-python.html runs Python too)"
echo "Python notebooks (JupyterLite, offline, the course in four languages): http://127.0.0.1:$port/lite/"
echo "Press Ctrl+C to stop."
# serve_dist.py: python's http.server plus the Content-Security-Policy headers that also bind the
# workers (student code cannot reach the network); .wasm goes as application/wasm. dist/ is served
# at the root, so sw.js (the offline copy) controls the whole page: its scope is "/".
exec python3 "$ROOT/scripts/serve_dist.py" "$port" "$ROOT/dist"
