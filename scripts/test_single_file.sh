#!/usr/bin/env bash
# Checks the single-file build in headless Chromium from file://: bundles the fixture page in
# scripts/selftest/ (every import/export form bundle_single_file.py supports, a module worker
# that loads the wasm) with the freshly built pkg/, and waits for its checks to say ok.
#
#   scripts/test_single_file.sh [--no-build]   (runs scripts/build.sh first unless --no-build)
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$ROOT"
ensure_chromium
if [ "${1:-}" = "--no-build" ]; then
    [ -f pkg/playground_bg.wasm ] || { echo "pkg/ is missing: run scripts/build.sh first" >&2; exit 1; }
else
    "$ROOT/scripts/build.sh"   # incremental: makes sure pkg/ and dist/ are this checkout's
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cp -R scripts/selftest/. "$work/"
cp -R pkg "$work/pkg"
python3 scripts/bundle_single_file.py "$work/index.html" "$work/single.html"
rm -rf "$work/pkg" "$work"/*.js "$work/lib"   # prove nothing but the single file is needed
say "single-file fixture from file://"
python3 scripts/check_page.py "file://$work/single.html" --timeout 60
if [ -f dist/playground.html ]; then
    say "dist/playground.html from file:// (waits for the page to load the engines)"
    # The page sets document.body.dataset.game once the engine has listed the games.
    python3 scripts/check_page.py "file://$ROOT/dist/playground.html" \
        --expr "document.body.dataset.game ? 'ready: ' + document.body.dataset.game : 'loading'" \
        --until ready --timeout 60
fi
