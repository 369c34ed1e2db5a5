#!/usr/bin/env bash
# Builds the browser playground.
#
#   scripts/build.sh [--release | --dev | --www]
#
# --www: only dist/ again from www/ and the engines already in pkg*/ (no cargo): the quick loop of a
# change to the page's JavaScript, HTML or CSS (seconds).
#
# pkg/                  wasm-bindgen output (playground.js + playground_bg.wasm): the whole engine,
#                       all five games (Node scripts, the tests, the single file)
# pkg-<game>/           the door built with one game and its agents (`--features <game>,agents`):
#                       the served page loads the one for the game on screen (www/engine.js)
# pkg-sandbox/          the five games and the students' nn library, no built-in agents: the
#                       student sandbox's engine when served
# dist/                 www/* + pkg/ + pkg-<game>/ + pkg-sandbox/: serve this folder (scripts/serve.sh);
#                       index.html shows Cargo.toml's version (its @VERSION@)
# dist/playground.html  one self-contained file (JS and wasm inlined): works opened from file://
# dist/playground-python.html  the same with Pyodide inlined (Python agents and learners from file://)
# dist/vendor/, dist/pyodide/  third-party code from npm (scripts/vendor.sh)
# dist/wheels/playground-<version>-py3-none-any.whl  the notebook wheel: the engine for any Pyodide
#                       (JupyterLite, PyScript; scripts/pyodide_wheel.py, docs/jupyterlite.md)
# dist/notebooks/<lang>/<game>.ipynb  the course as notebooks (scripts/course_notebooks.mjs)
# dist/lite/            an offline JupyterLite site opening on those notebooks (scripts/lite.sh,
#                       docs/jupyterlite.md)
# dist/teachers/<lang>.html  the teachers' guide (docs/teachers/, scripts/teachers_guide.mjs): the
#                       page's header links it
# dist/wheels/playground-<version>-cp39-abi3-*.whl  the native package's binary wheels, copied from
#                       target/binary-wheels/ when scripts/wheels.sh has made them
#
# By default (or with --release) the release profile (opt-level 3 + lto: measured smaller than
# opt-level "s" or "z" here, and faster); --dev is a quicker-to-compile debug build (slow agents). Installs the wasm32 target and
# wasm-bindgen-cli if they are missing.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$ROOT"

profile=release
target_dir=release
www_only=false
for arg in "$@"; do
    case "$arg" in
        --release) profile=release; target_dir=release ;;
        --dev) profile=dev; target_dir=debug ;;
        --www) www_only=true ;;
        *) echo "usage: scripts/build.sh [--release | --dev | --www]" >&2; exit 2 ;;
    esac
done

if $www_only; then
    for dir in pkg pkg-minesweeper pkg-puyo pkg-tictactoe pkg-gomoku pkg-connect4 pkg-sandbox; do
        [ -f "$dir/playground_bg.wasm" ] && { [ "$dir" != pkg ] || [ -f pkg/script/playground.js ]; } || { echo "build.sh --www: $dir/ is missing: run scripts/build.sh once first" >&2; exit 1; }
    done
    GAMES=(minesweeper puyo tictactoe gomoku connect4)
    wasm_file=pkg/playground_bg.wasm
else
    ensure_wasm_toolchain
    # The page's engines compile in a folder of their own, so scripts/build.sh and cargo test (target/)
    # never wait for each other's lock: scripts/test.sh runs them side by side.
    export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$ROOT/target/page}"

    # The release build is shrunk by wasm-opt (npm `binaryen`, in scripts/vendor/; Debian's binaryen is
    # too old for current Rust output). The features are those rustc emits for wasm32 plus simd128.
    bash scripts/vendor.sh --install

    # One engine: compiles the door with cargo features `$2` ("" = all five games), then hands the wasm to
    # `finish_engine` in the background (wasm-bindgen and wasm-opt run while cargo compiles the next
    # engine: the two cores both work). The seven engines share one target folder, where each feature set
    # overwrites the last one's cdylib, so cargo would compile every engine again on every build: an
    # engine whose folder is newer than every Rust source (src/, Cargo.toml, Cargo.lock, .cargo/, weights/) and
    # was made by the same profile and features is left as it is (a build with no Rust change only
    # reassembles dist/).
    FINISHING=()
    build_engine() {
        local out="$1" features="$2" started
        local stamp="$profile features=$features"
        if [ -f "$out/playground_bg.wasm" ] && [ "$(cat "$out/.stamp" 2>/dev/null)" = "$stamp" ] &&
            { [ "$out" != pkg ] || [ -f pkg/script/playground.js ]; } &&
            [ -z "$(find src Cargo.toml Cargo.lock .cargo weights -newer "$out/.stamp" -print -quit 2>/dev/null)" ]; then
            say "$out/ is up to date (no Rust source changed since it was made)"
            return
        fi
        started=$(date +%s)
        if [ -n "$features" ]; then
            cargo build --lib --profile "$profile" --target wasm32-unknown-unknown --no-default-features --features "$features"
        else
            cargo build --lib --profile "$profile" --target wasm32-unknown-unknown
        fi
        # cargo replaces the file at this path with the next engine's: finish from a copy.
        local copy
        copy="$(mktemp "${TMPDIR:-/tmp}/playground-engine.XXXXXX.wasm")"
        cp "$CARGO_TARGET_DIR/wasm32-unknown-unknown/$target_dir/playground.wasm" "$copy"
        finish_engine "$out" "$copy" "$stamp" "$started" &
        FINISHING+=($!)
    }

    # wasm-bindgen's playground.js + playground_bg.wasm into folder `$1` from wasm file `$2`, shrunk by
    # wasm-opt in a release build; writes the stamp `$3` last, dated `$4` (when its compile started: a
    # source saved during the build is newer), so a folder without it is made again.
    finish_engine() {
        local out="$1" wasm="$2" stamp="$3" started="$4"
        rm -rf "$out"
        wasm-bindgen --target web --out-dir "$out" --out-name playground "$wasm"
        # The whole engine's glue also as a classic script (no `export`): the notebook wheel runs
        # it inside Pyodide, where a module cannot be imported synchronously (scripts/pyodide_wheel.py).
        # Its wasm is the same file as the module's, so only the script is kept.
        if [ "$out" = pkg ]; then
            wasm-bindgen --target no-modules --out-dir "$out/script" --out-name playground "$wasm"
            rm -f "$out/script/playground_bg.wasm" "$out/script/"*.d.ts
        fi
        rm -f "$wasm"
        if [ "$profile" = release ]; then
            scripts/vendor/node_modules/.bin/wasm-opt -O3 \
                --enable-simd --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
                --enable-mutable-globals --enable-reference-types --enable-multivalue \
                "$out/playground_bg.wasm" -o "$out/playground_bg.wasm.opt"
            mv "$out/playground_bg.wasm.opt" "$out/playground_bg.wasm"
        fi
        echo "$stamp" > "$out/.stamp"
        touch -d "@$started" "$out/.stamp"
    }

    # The games with an engine of their own (www/engine.js lists the same five).
    GAMES=(minesweeper puyo tictactoe gomoku connect4)
    say "compiling the whole engine to WebAssembly ($profile profile) into pkg/"
    build_engine pkg ""
    wasm_file=pkg/playground_bg.wasm
    for game in "${GAMES[@]}"; do
        say "compiling the $game engine into pkg-$game/"
        build_engine "pkg-$game" "$game,agents"
    done
    say "compiling the student sandbox's engine into pkg-sandbox/"
    build_engine pkg-sandbox "$(IFS=,; echo "${GAMES[*]}"),student-nn"
    for pid in "${FINISHING[@]}"; do
        wait "$pid" || { echo "build.sh: wasm-bindgen or wasm-opt failed (above)" >&2; exit 1; }
    done

fi

say "assembling dist/"
rm -rf dist
mkdir -p dist
if [ -d www ]; then
    cp -R www/. dist/
else
    echo "note: no www/ folder yet; dist/ holds only pkg/" >&2
fi
# The version (Cargo.toml's) beside the page's name, where a teacher can read it off a student's screen.
version="$(crate_version)"
if [ -f dist/index.html ]; then
    grep -q '@VERSION@' dist/index.html || { echo "build.sh: www/index.html has no @VERSION@ to write the version into" >&2; exit 1; }
    sed -i "s/@VERSION@/$version/g" dist/index.html
fi
for dir in pkg "${GAMES[@]/#/pkg-}" pkg-sandbox; do cp -R "$dir" "dist/$dir"; rm -f "dist/$dir/.stamp"; done
rm -rf dist/pkg/script # the notebook wheel's copy of the engine's glue (below), not the page's
# The shipped nets, fetched by the page when an agent first needs one (www/nets.js).
cp -R weights dist/weights
# The teachers' guide the page links to (docs/teachers/*.md -> dist/teachers/LANG.html).
node scripts/teachers_guide.mjs dist
# CodeMirror (bundled), acorn and Pyodide (copied) into dist/vendor/ and dist/pyodide/.
bash scripts/vendor.sh dist
# The notebook wheel (JupyterLite, PyScript): the whole engine, the door and the sandbox's Python.
say "building the notebook wheel into dist/wheels/"
python3 scripts/pyodide_wheel.py dist
# The binary wheels of the native package, when scripts/wheels.sh has made them (minutes of
# cross-compiling: not part of this build).
if compgen -G "target/binary-wheels/*.whl" >/dev/null; then cp target/binary-wheels/*.whl dist/wheels/; fi
# The course as notebooks, one per game and language (the JupyterLite site opens on them).
node scripts/course_notebooks.mjs dist
# The offline JupyterLite site (dist/lite/): built from PyPI and npm the first time (about 30 s),
# copied from target/lite-build/ when nothing changed (a fraction of a second).
bash scripts/lite.sh dist

if [ -f dist/index.html ]; then
    say "bundling dist/playground.html (single file)"
    python3 scripts/bundle_single_file.py dist/index.html dist/playground.html
    # The same with Pyodide inlined: Python agents and learners from file:// (the bigger file).
    python3 scripts/bundle_single_file.py dist/index.html dist/playground-python.html --pyodide dist/pyodide
    # Then the served page loads one bundle of the modules its first board needs (not a hundred
    # files), with the engine's wasm preloaded beside it.
    node scripts/bundle_page.mjs dist
fi

# The service worker's list of files to keep for offline use (www/sw.js): all of dist/ but the
# single-file copies (for file://, never served to a worker), the whole engine in pkg/ (the page
# loads the engines of pkg-<game>/), the notebook wheel and site (not the page's) and Pyodide (megabytes a weak classroom network should fetch
# only when a student runs Python; the worker keeps it once loaded).
(cd dist && find . -type f ! -name playground.html ! -name playground-python.html ! -name precache.json ! -path './pyodide/*' ! -path './pkg/*' ! -path './wheels/*' ! -path './lite/*' ! -path './notebooks/*' | sed 's|^\./||' | sort) |
    python3 -c 'import json, sys; print(json.dumps([l.strip() for l in sys.stdin if l.strip()]))' > dist/precache.json
# The release the service worker keeps: a hash of every file it keeps (a new release is a new
# worker, with a cache of its own: www/sw.js).
release=$(cd dist && python3 -c '
import hashlib, json
h = hashlib.sha256()
for name in json.load(open("precache.json")):
    if name != "sw.js":
        h.update(name.encode() + b"\0" + open(name, "rb").read())
print(h.hexdigest()[:16])')
sed -i "s/^const RELEASE = \"dev\";/const RELEASE = \"$release\";/" dist/sw.js
grep -q "^const RELEASE = \"$release\";" dist/sw.js || { echo "build.sh: could not stamp dist/sw.js with its release" >&2; exit 1; }

for file in "$wasm_file" pkg-*/playground_bg.wasm; do
    raw=$(wc -c < "$file")
    gz=$(gzip -9 -c "$file" | wc -c)
    say "$file: $((raw / 1024)) KiB ($((gz / 1024)) KiB gzipped)"
done
