#!/usr/bin/env bash
# Runs every test: formatting, lints (native and wasm32), doc links, native tests, the wasm door in headless
# Chromium, the build, the Python package (scripts/test_python.sh), the page's unit tests (node) and the
# end-to-end page tests. Installs whatever is missing first.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$ROOT"

ensure_rust_components
ensure_wasm_toolchain
ensure_chromium
ensure_node

say "cargo fmt --check"
cargo fmt --check
say "cargo clippy (native and wasm32)"
cargo clippy --all-targets -- -D warnings
cargo clippy --lib --target wasm32-unknown-unknown -- -D warnings
say "cargo doc (every doc link resolves)"
RUSTDOCFLAGS="-D warnings" cargo doc --no-deps
say "cargo test (native)"
cargo test
say "wasm door tests in headless Chromium; build dist/ and open the single file from file://"
bash scripts/test_wasm.sh
say "Python package: build python/ with maturin, pytest (Gymnasium and PettingZoo checks)"
bash scripts/test_python.sh
say "Node tests: page units, worker channel, student sandbox, arena.mjs, starters (tests/js/)"
bash tests/js/run.sh
say "end-to-end page tests in Chromium"
bash tests/e2e/run.sh
say "all tests passed"
