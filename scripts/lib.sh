# Shared helpers for the scripts (sourced, not run). Installs what a fresh machine lacks.

WASM_BINDGEN_VERSION=0.2.130
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

# The playground's version: the root Cargo.toml's `[package] version`, its one home (the page, both
# Python packages, their wheels and the release files all carry it; python/Cargo.toml must agree).
# `crate_version python/Cargo.toml`: another manifest's.
crate_version() {
    awk '/^\[/ { in_pkg = ($0 == "[package]") } in_pkg && /^version *=/ { gsub(/^version *= *"|".*$/, ""); print; exit }' "$ROOT/${1:-Cargo.toml}"
}

# Fails with one line when python/Cargo.toml's version (the native package's: maturin reads it)
# is not Cargo.toml's.
check_python_version() {
    local root python
    root="$(crate_version)"
    python="$(crate_version python/Cargo.toml)"
    [ "$root" = "$python" ] || { echo "python/Cargo.toml's version $python is not Cargo.toml's $root: make them the same" >&2; return 1; }
}

say() { printf '\033[1m==> %s\033[0m\n' "$*" >&2; }

# The wasm32 target and the wasm-bindgen CLI of exactly the crate's version.
ensure_wasm_toolchain() {
    if ! rustup target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown; then
        say "adding the wasm32-unknown-unknown target"
        rustup target add wasm32-unknown-unknown
    fi
    if [ "$(wasm-bindgen --version 2>/dev/null)" != "wasm-bindgen $WASM_BINDGEN_VERSION" ]; then
        say "installing wasm-bindgen-cli $WASM_BINDGEN_VERSION (compiles from source: about 10 minutes, once)"
        # Not --locked: a locked dependency version is missing from some registry mirrors.
        cargo install wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION"
    fi
}

# Debian's chromium and chromedriver, for the browser tests, and the CJK fonts that the
# Japanese, Korean and Chinese screenshots need (without them every glyph is a box).
ensure_chromium() {
    if [ -x /usr/bin/chromium ] && [ -x /usr/bin/chromedriver ] && fc-list :lang=ja 2>/dev/null | grep -q .; then
        return
    fi
    say "installing chromium, chromium-driver and fonts-noto-cjk (Debian packages)"
    local sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    $sudo apt-get update
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y chromium chromium-driver fonts-noto-cjk
}

# rustfmt and clippy, which the test command runs.
ensure_rust_components() {
    command -v rustup >/dev/null || return 0
    local installed
    installed="$(rustup component list --installed 2>/dev/null)"
    grep -q '^rustfmt' <<<"$installed" || rustup component add rustfmt
    grep -q '^clippy' <<<"$installed" || rustup component add clippy
}

# Node.js and npm, for the end-to-end page tests (playwright-core drives Debian's chromium).
ensure_node() {
    if command -v node >/dev/null && command -v npm >/dev/null; then
        return
    fi
    say "installing nodejs and npm (Debian packages)"
    local sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    $sudo apt-get update
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y nodejs npm
}

# Fails at once, naming what to install, when a tool the tests need is still missing (after the
# ensure_* steps, or when a developer runs one stage by itself).
require_tools() {
    local missing=()
    command -v cargo >/dev/null || missing+=("cargo (a Rust toolchain: rustup.rs)")
    rustup target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown || missing+=("the wasm32 target: rustup target add wasm32-unknown-unknown")
    [ "$(wasm-bindgen --version 2>/dev/null)" = "wasm-bindgen $WASM_BINDGEN_VERSION" ] || missing+=("wasm-bindgen $WASM_BINDGEN_VERSION: cargo install wasm-bindgen-cli --version $WASM_BINDGEN_VERSION")
    command -v node >/dev/null && command -v npm >/dev/null || missing+=("node and npm: apt-get install nodejs npm")
    [ -x "${CHROMIUM:-/usr/bin/chromium}" ] || missing+=("chromium: apt-get install chromium")
    [ -x /usr/bin/chromedriver ] || missing+=("chromedriver: apt-get install chromium-driver")
    command -v python3 >/dev/null || missing+=("python3: apt-get install python3 python3-venv")
    if [ "${#missing[@]}" -gt 0 ]; then
        printf 'missing: %s\n' "${missing[@]}" >&2
        echo "install these (bash scripts/test.sh installs them itself when it may), then run again" >&2
        return 1
    fi
}

# Stage timing for the test command: `stage NAME CMD...` runs CMD, appends "NAME SECONDS STATUS" to
# $STAGE_LOG and returns CMD's status; `stage_table` prints every stage's time and share.
stage() {
    local name="$1" start status=0
    shift
    start=$(date +%s)
    say "$name"
    "$@" || status=$?
    echo "$name $(( $(date +%s) - start )) $status" >> "$STAGE_LOG"
    [ "$status" -eq 0 ] || say "FAILED: $name (exit $status)"
    return "$status"
}

stage_table() {
    local total="$1"
    awk -v total="$total" 'BEGIN { printf "%-28s %8s %7s  %s\n", "stage", "seconds", "share", "result" }
        { share = (total > 0) ? 100 * $2 / total : 0; result = ($3 == 0) ? "ok" : "FAILED"
          printf "%-28s %8d %6.0f%%  %s\n", $1, $2, share, result }
        END { printf "%-28s %8d  (wall clock; side-by-side stages overlap)\n", "total", total }' "$STAGE_LOG" >&2
}

# kaggle-environments (PyPI) in target/kaggle-venv: the independent Connect Four rules that
# tests/connect4_kaggle.rs checks ours against (scripts/connect4_vs_kaggle.py). Once; seconds after.
KAGGLE_ENVIRONMENTS_VERSION=1.33.2
ensure_kaggle_venv() {
    local venv="$ROOT/target/kaggle-venv"
    if "$venv/bin/python" -c "import kaggle_environments" 2>/dev/null; then
        return
    fi
    say "kaggle-environments $KAGGLE_ENVIRONMENTS_VERSION from PyPI (target/kaggle-venv)"
    [ -x "$venv/bin/python" ] || "${PYTHON:-python3}" -m venv "$venv"
    "$venv/bin/python" -m pip install --quiet --disable-pip-version-check "kaggle-environments==$KAGGLE_ENVIRONMENTS_VERSION"
}
