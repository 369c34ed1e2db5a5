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

# Stage timing for the test command: `stage NAME CMD...` runs CMD, appends "NAME SECONDS STATUS CPU" to
# $STAGE_LOG (CPU: the user + system seconds CMD and everything it waited for used, which a slower or
# busier machine does not change) and returns CMD's status; `stage_table` prints every stage's time,
# CPU and share, and for the stages that ran tests their counts (`stage_counts`, from
# target/test-logs/NAME.log beside $STAGE_LOG), then the sum alone on the last line: "N passed, N failed".
stage() {
    local name="$1" start status=0 cpu_start
    shift
    start=$(date +%s)
    children_cpu_seconds
    cpu_start="$CHILDREN_CPU"
    say "$name"
    "$@" || status=$?
    children_cpu_seconds
    echo "$name $(( $(date +%s) - start )) $status $(( CHILDREN_CPU - cpu_start ))" >> "$STAGE_LOG"
    [ "$status" -eq 0 ] || say "FAILED: $name (exit $status)"
    return "$status"
}

# Sets CHILDREN_CPU to the CPU seconds (user + system, rounded down) of this shell's finished
# children: bash's `times`, run in this shell (a command substitution would fork a shell with none).
children_cpu_seconds() {
    local file line
    file="$(mktemp)"
    times > "$file"
    line="$(sed -n 2p "$file")"
    rm -f "$file"
    CHILDREN_CPU="$(awk '{ s = 0; for (i = 1; i <= 2; i++) { split($i, t, /[ms]/); s += t[1] * 60 + t[2] } printf "%d\n", s }' <<<"$line")"
}

# "PASSED FAILED" for one stage's log, or nothing when it ran no tests: cargo's "test result: ok. N
# passed; M failed" lines (summed over the test binaries), else node:test's summary ("# pass N" /
# "# fail N" in TAP, "ℹ pass N" in spec; cancelled tests count as failed), else pytest's closing
# line ("1 failed, 65 passed in 3.1s"; errors count as failed).
stage_counts() {
    [ -f "$1" ] || return 0
    sed 's/\x1b\[[0-9;]*m//g' "$1" | awk '
        function add(kind, n) { if (kind ~ /^passed/) p[src] += n; else if (kind ~ /^(failed|error)/) f[src] += n }
        /^test result: (ok|FAILED)\./ { src = "cargo"; seen[src] = 1
            for (i = 4; i < NF; i++) if ($i ~ /^[0-9]+$/) add($(i + 1), $i); next }
        /^(# |ℹ )(pass|fail|cancelled) [0-9]+$/ { src = "node"; seen[src] = 1
            add($2 == "pass" ? "passed" : "failed", $3); next }
        /^[= ]*[0-9]+ [a-z]+.* in [0-9.]+s/ && /[0-9] (passed|failed|errors?)/ { src = "pytest"; seen[src] = 1; p[src] = f[src] = 0
            for (i = 1; i < NF; i++) if ($i ~ /^[0-9]+$/) add($(i + 1), $i) }
        END { if (seen["cargo"]) print p["cargo"] + 0, f["cargo"] + 0
              else if (seen["node"]) print p["node"] + 0, f["node"] + 0
              else if (seen["pytest"]) print p["pytest"] + 0, f["pytest"] + 0 }'
}

stage_table() {
    local total="$1" logs name seconds status cpu counts
    logs="$(dirname "$STAGE_LOG")"
    while read -r name seconds status cpu; do
        counts="$(stage_counts "$logs/$name.log")"
        echo "$name $seconds $status ${cpu:-0} ${counts:--}"
    done < "$STAGE_LOG" | awk -v total="$total" '
        BEGIN { printf "%-28s %8s %8s %7s  %-7s %7s %7s\n", "stage", "seconds", "cpu s", "share", "result", "passed", "failed" }
        { share = (total > 0) ? 100 * $2 / total : 0; result = ($3 == 0) ? "ok" : "FAILED"; cpu += $4
          if ($5 == "-") { passed = failed = "" } else { passed = $5; failed = $6; sp += $5; sf += $6 }
          # A failed stage with no failed test (a build, a crash, a lint) counts as one failure.
          if ($3 != 0 && failed + 0 == 0) { extra += 1; failed = (failed == "" ? "" : failed " ") "(+1)" }
          printf "%-28s %8d %8d %6.0f%%  %-7s %7s %7s\n", $1, $2, $4, share, result, passed, failed }
        END { printf "%-28s %8d %8d  (wall clock, side-by-side stages overlap; CPU summed)\n", "total", total, cpu
              printf "%d passed, %d failed\n", sp, sf + extra }' >&2
}

# kaggle-environments (PyPI) in target/kaggle-venv: the independent Connect Four rules that
# tests/connect4_kaggle.rs checks ours against (scripts/connect4_vs_kaggle.py), and the Kaggle runs of
# an exported submission. Only what `make("connectx")` imports: the package itself without its
# declared dependencies (jax, transformers, open_spiel, litellm, pygame...: gigabytes for Kaggle's
# other games, most of a minute and a half to fetch), plus jsonschema and requests. Its other games
# then print "Loading environment X failed" on import; ConnectX and Tic-tac-toe load. Once; a
# fraction of a second after.
KAGGLE_ENVIRONMENTS_VERSION=1.33.2
ensure_kaggle_venv() {
    local venv="$ROOT/target/kaggle-venv"
    if "$venv/bin/python" -c "import kaggle_environments" >/dev/null 2>&1; then
        return
    fi
    say "kaggle-environments $KAGGLE_ENVIRONMENTS_VERSION from PyPI, without its other games' dependencies (target/kaggle-venv)"
    [ -x "$venv/bin/python" ] || "${PYTHON:-python3}" -m venv "$venv"
    "$venv/bin/python" -m pip install --quiet --disable-pip-version-check "jsonschema>=4,<5" "requests>=2.25,<3" &&
        "$venv/bin/python" -m pip install --quiet --disable-pip-version-check --no-deps "kaggle-environments==$KAGGLE_ENVIRONMENTS_VERSION" &&
        "$venv/bin/python" -c "from kaggle_environments import make; make('connectx')" >/dev/null
}
