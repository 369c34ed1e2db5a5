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
echo "Open http://127.0.0.1:$port/   (or open dist/playground.html directly, no server needed)"
echo "Press Ctrl+C to stop."
# python's http.server sends .wasm as application/wasm, which WebAssembly streaming needs.
exec python3 -m http.server "$port" --bind 127.0.0.1
