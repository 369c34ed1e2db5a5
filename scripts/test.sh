#!/usr/bin/env bash
# Runs every test (docs/testing.md says which command checks what): formatting, lints (native and
# wasm32), doc links, native tests, the wasm door in headless Chromium, the build, the single file,
# the Python package (scripts/test_python.sh), the page's unit tests (node) and the end-to-end page
# tests. Installs whatever is missing first, then fails at once if a tool is still missing.
#
#   bash scripts/test.sh
#
# Two lanes use the machine's two cores:
#   lane 1: build dist/ (scripts/build.sh, its own target/page/)
#   lane 2: the Python package's build, cargo clippy / doc / test (target/), the GitHub workflows'
#           lint (actionlint, zizmor), the wasm door, then (once dist/ is built) the single file and
#           pytest
# then each lane takes the next part not yet taken of the page tests (tests/e2e, E2E_PARTS parts, two
# files at a time) and then of the Node tests (tests/js, NODE_PARTS parts, two files at a time), so
# that neither lane waits while the other has work left (the build is done long before lane 2's
# Rust stages, and used to be followed by every page and Node test alone).
# Each stage's output goes to target/test-logs/STAGE.log and is printed when the stage ends; a table
# of the stages' times and test counts closes the run, then "N passed, N failed" alone on a line. The levels (what learners and course solutions reach) are
# benchmarks, not tests: bash scripts/bench.sh.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$ROOT"

ensure_rust_components
ensure_wasm_toolchain
ensure_chromium
ensure_node
require_tools

LOGS="$ROOT/target/test-logs"
rm -rf "$LOGS"
mkdir -p "$LOGS"
STAGE_LOG="$LOGS/stages.txt"
export STAGE_LOG
: > "$STAGE_LOG"
started=$(date +%s)

# A stage of a lane: its output to its log, printed whole when it ends (lanes never interleave lines).
logged() {
    local name="$1" status=0
    shift
    stage "$name" "$@" > "$LOGS/$name.log" 2>&1 || status=$?
    { echo "---- $name ----"; cat "$LOGS/$name.log"; } >&2
    return "$status"
}

# Chained with && (a function called where its status is tested runs without set -e).
lint() {
    cargo fmt --check &&
        cargo clippy --all-targets -- -D warnings &&
        cargo clippy --lib --target wasm32-unknown-unknown -- -D warnings &&
        RUSTDOCFLAGS="-D warnings" cargo doc --no-deps
}

# The parts of the page and Node tests: "e2e-K" and "node-K", each every n-th test file (by name) of
# its folder, taken once (mkdir is atomic) by whichever lane comes first.
E2E_PARTS="${E2E_PARTS:-4}"
NODE_PARTS="${NODE_PARTS:-4}"
part_files() {
    local dir="$1" k="$2" n="$3"
    (cd "$dir" && ls ./*.test.js | sort | awk -v k="$k" -v n="$n" '(NR - 1) % n == k - 1 { sub(/^\.\//, ""); print }')
}
take_parts() {
    local rc=0 k files
    for k in $(seq 1 "$E2E_PARTS"); do
        mkdir "$LOGS/e2e-$k.taken" 2>/dev/null || continue
        mapfile -t files < <(part_files tests/e2e "$k" "$E2E_PARTS")
        [ "${#files[@]}" -gt 0 ] || continue
        # Two test files at a time (each its own browser): most of a page test is waiting on the page.
        E2E_CONCURRENCY="${E2E_CONCURRENCY:-2}" logged "e2e-$k" bash tests/e2e/run.sh "${files[@]}" || rc=1
    done
    for k in $(seq 1 "$NODE_PARTS"); do
        mkdir "$LOGS/node-$k.taken" 2>/dev/null || continue
        mapfile -t files < <(part_files tests/js "$k" "$NODE_PARTS")
        [ "${#files[@]}" -gt 0 ] || continue
        logged "node-$k" bash tests/js/run.sh "${files[@]}" || rc=1
    done
    return "$rc"
}

# A lane goes on after a failed stage (every failure is reported), except that nothing runs on a failed
# build; it returns 1 when any of its stages failed.
lane_page() {
    local rc=0
    logged build bash scripts/build.sh || return 1
    # The page tests' packages (playwright-core, axe-core), once, before two lanes could both install them.
    logged e2e-packages bash -c 'cd tests/e2e && [ -d node_modules/playwright-core ] && [ -d node_modules/axe-core ] || PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund' || return 1
    touch "$LOGS/built"
    take_parts || rc=1
    return "$rc"
}

lane_checks() {
    local rc=0 kaggle_pid
    # Mostly a download (tests/connect4_kaggle.rs needs it): beside the compiling stages, not between them.
    logged kaggle-venv ensure_kaggle_venv & kaggle_pid=$!
    logged python-build bash scripts/test_python.sh --build-only || rc=1
    logged lint lint || rc=1
    logged workflows bash scripts/check_workflows.sh || rc=1
    # (Connect Four's rules are checked against Kaggle's own in tests/connect4_kaggle.rs.)
    wait "$kaggle_pid" || rc=1
    # --no-fail-fast: a failed test binary does not keep the ones after it from running.
    logged cargo-test cargo test --no-fail-fast || rc=1
    logged wasm-door bash scripts/test_wasm.sh --no-fail-fast || rc=1
    # The page's build (lane 1) comes first for what follows.
    while [ ! -f "$LOGS/built" ]; do
        if ! kill -0 "$page_pid" 2>/dev/null; then return 1; fi
        sleep 2
    done
    logged single-file bash scripts/test_single_file.sh --no-build || rc=1
    logged pytest bash scripts/test_python.sh --test-only || rc=1
    take_parts || rc=1
    return "$rc"
}

lane_page & page_pid=$!
lane_checks & checks_pid=$!
status=0
wait "$checks_pid" || status=1
wait "$page_pid" || status=1
stage_table "$(( $(date +%s) - started ))"
if [ "$status" -ne 0 ]; then
    say "some tests failed: see the FAILED stages above (logs in target/test-logs/)"
    exit 1
fi
say "all tests passed"
