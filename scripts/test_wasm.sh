#!/usr/bin/env bash
# Runs tests/wasm_door.rs, tests/wasm_learn.rs, tests/same_weights.rs and tests/wasm_gemm.rs (wasm-bindgen-test) in headless Chromium through chromedriver,
# as one test binary (tests/in_browser.rs: one link, one wasm-bindgen pass, one browser session).
# (The single file's check is scripts/test_single_file.sh; scripts/test.sh runs both.)
#
#   scripts/test_wasm.sh [extra cargo test args]
#
# Installs what is missing: the wasm32 target, wasm-bindgen-cli (which brings
# wasm-bindgen-test-runner) and Debian's chromium + chromium-driver. Browser flags: webdriver.json.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$ROOT"
ensure_wasm_toolchain
ensure_chromium
export CHROMEDRIVER="${CHROMEDRIVER:-/usr/bin/chromedriver}"
# The wasm tests compile at opt-level 1 (the native tests' test profile has 2): they check what the
# door does, not how fast, and the compile is most of this stage's time (the same weights come out
# at every level: tests/same_weights.rs). Set CARGO_PROFILE_TEST_OPT_LEVEL to choose.
export CARGO_PROFILE_TEST_OPT_LEVEL="${CARGO_PROFILE_TEST_OPT_LEVEL:-1}"
export WASM_BINDGEN_TEST_TIMEOUT="${WASM_BINDGEN_TEST_TIMEOUT:-300}"
say "running tests/wasm_door.rs, tests/wasm_learn.rs, tests/same_weights.rs and tests/wasm_gemm.rs in headless Chromium"
cargo test --target wasm32-unknown-unknown --test in_browser "$@"

