#!/usr/bin/env bash
# Builds the browser playground.
#
#   scripts/build.sh [--release | --dev]
#
# pkg/                  wasm-bindgen output (playground.js + playground_bg.wasm)
# dist/                 www/* + pkg/: serve this folder (scripts/serve.sh)
# dist/playground.html  one self-contained file (JS and wasm inlined): works opened from file://
#
# By default (or with --release) the size-optimised `wasm` profile (release with opt-level "s");
# --dev is a quicker-to-compile debug build (slow agents). Installs the wasm32 target and
# wasm-bindgen-cli if they are missing.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$ROOT"

profile=wasm
target_dir=wasm
for arg in "$@"; do
    case "$arg" in
        --release) profile=wasm; target_dir=wasm ;;
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
    "target/wasm32-unknown-unknown/$target_dir/playground.wasm"

# Optional: a current wasm-opt (npm `binaryen`; Debian's is too old) shrinks the wasm further.
if [ "$profile" = wasm ] && command -v wasm-opt >/dev/null && wasm-opt --version | grep -qE 'version (1[2-9][0-9])'; then
    say "wasm-opt -Os"
    wasm-opt -Os --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
        --enable-mutable-globals --enable-reference-types --enable-multivalue \
        pkg/playground_bg.wasm -o pkg/playground_bg.wasm
fi

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
