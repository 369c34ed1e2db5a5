#!/usr/bin/env bash
# Runs every test: formatting, lints, native tests, the wasm door in headless Chromium,
# the build, and the end-to-end page tests. Installs whatever is missing first.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/setup.sh --tests

echo "== cargo fmt --check"
cargo fmt --check
echo "== cargo clippy (native and wasm32)"
cargo clippy --all-targets -- -D warnings
if [ -f src/wasm.rs ] && grep -q wasm_bindgen src/wasm.rs; then
  cargo clippy --lib --target wasm32-unknown-unknown -- -D warnings
fi
echo "== cargo test (native)"
cargo test
if [ -x scripts/test_wasm.sh ] || [ -f scripts/test_wasm.sh ]; then
  echo "== wasm door tests in headless Chromium"
  bash scripts/test_wasm.sh
fi
if [ -f scripts/build.sh ]; then
  echo "== build the playground (dist/)"
  bash scripts/build.sh
fi
if [ -f tests/e2e/run.sh ]; then
  echo "== end-to-end page tests in Chromium"
  bash tests/e2e/run.sh
fi
echo "== all tests passed"
