#!/usr/bin/env bash
# Vendors third-party code into dist/ (called by scripts/build.sh after dist/ is assembled):
#
#   scripts/vendor.sh [DIST]     (default: dist)
#   scripts/vendor.sh --install  only the npm packages (build.sh needs wasm-opt before dist/ exists)
#
# - `npm ci` in scripts/vendor/ (exact versions, package-lock.json committed); skipped when
#   node_modules already matches the lock file
# - DIST/vendor/codemirror.js  CodeMirror 6 (view, state, basicSetup, javascript(), python(), lint,
#                              keymap, indent) bundled by esbuild into one ES module
# - DIST/vendor/acorn.js       the acorn parser (one ES module): the sandbox uses it to find the
#                              line of a syntax error in a student's JavaScript
# - DIST/pyodide/              Pyodide's core files, loaded by the sandbox on first Python use
# Nothing is fetched when the page runs.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
install_only=false
if [ "${1:-}" = "--install" ]; then install_only=true; shift; fi
dist="$(mkdir -p "${1:-$ROOT/dist}" && cd "${1:-$ROOT/dist}" && pwd)"
vendor="$ROOT/scripts/vendor"

ensure_node
cd "$vendor"
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
    say "installing vendored npm packages (npm ci in scripts/vendor/)"
    npm ci --no-audit --no-fund --loglevel=error
fi
if $install_only; then exit 0; fi

mkdir -p "$dist/vendor" "$dist/pyodide"
say "bundling CodeMirror 6 into $dist/vendor/codemirror.js"
node_modules/.bin/esbuild codemirror_entry.js --bundle --format=esm --minify \
    --legal-comments=none --log-level=warning --outfile="$dist/vendor/codemirror.js"
# The single-file bundler reads `export {...}` only at the start of a line: minified, the one
# export statement ends the last line, so it gets a line of its own.
sed -i 's/export{\([^}]*\)};\s*$/\nexport{\1};/' "$dist/vendor/codemirror.js"
# The single-file bundler reads `import(` and `import.meta` as module syntax: acorn has them only in
# its messages and comments, so they are written with a \u escape there (the same text at run time).
sed -e 's/import()/import\\u0028)/g' -e 's/import\.meta/import\\u002emeta/g' \
    node_modules/acorn/dist/acorn.mjs > "$dist/vendor/acorn.js"

say "copying Pyodide into $dist/pyodide/"
for f in pyodide.mjs pyodide.asm.mjs pyodide.asm.wasm python_stdlib.zip pyodide-lock.json package.json LICENSE; do
    if [ -f "node_modules/pyodide/$f" ]; then cp "node_modules/pyodide/$f" "$dist/pyodide/"; fi
done
