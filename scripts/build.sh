#!/usr/bin/env bash
# Builds the browser playground.
#
#   scripts/build.sh [--release | --dev]
#
# pkg/                  wasm-bindgen output (playground.js + playground_bg.wasm)
# dist/                 www/* + pkg/: serve this folder (scripts/serve.sh)
# dist/playground.html  one self-contained file (JS and wasm inlined): works opened from file://
#
# By default (or with --release) the release profile (opt-level 3 + lto: measured smaller than
# opt-level "s" or "z" here, and faster); --dev is a quicker-to-compile debug build (slow agents). Installs the wasm32 target and
# wasm-bindgen-cli if they are missing.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$ROOT"

profile=release
target_dir=release
for arg in "$@"; do
    case "$arg" in
        --release) profile=release; target_dir=release ;;
        --dev) profile=dev; target_dir=debug ;;
        *) echo "usage: scripts/build.sh [--release | --dev]" >&2; exit 2 ;;
    esac
done

ensure_wasm_toolchain

say "compiling the engines to WebAssembly ($profile profile)"
cargo build --lib --profile "$profile" --target wasm32-unknown-unknown

say "generating JavaScript bindings into pkg/"
rm -rf pkg
wasm-bindgen --target web --out-dir pkg --out-name playground \
    "${CARGO_TARGET_DIR:-target}/wasm32-unknown-unknown/$target_dir/playground.wasm"

# No wasm-opt: measured, npm binaryen's wasm-opt -O3 takes 201 KB -> 154 KB (83 -> 72 KB gzipped),
# not worth an npm download and 13 s per build.

say "assembling dist/"
rm -rf dist
mkdir -p dist
if [ -d www ]; then
    cp -R www/. dist/
else
    echo "note: no www/ folder yet; dist/ holds only pkg/" >&2
fi
cp -R pkg dist/pkg

if [ -f dist/index.html ]; then
    say "bundling dist/playground.html (single file)"
    python3 scripts/bundle_single_file.py dist/index.html dist/playground.html
fi

raw=$(wc -c < pkg/playground_bg.wasm)
gz=$(gzip -9 -c pkg/playground_bg.wasm | wc -c)
say "done: pkg/playground_bg.wasm is $((raw / 1024)) KiB ($((gz / 1024)) KiB gzipped)"
