#!/usr/bin/env bash
# The level benchmarks (tests/bench/*.bench.mjs): what the starters, learners and course solutions
# reach, each against its target, as one table (figure, value, target, verdict). Not part of
# `bash scripts/test.sh`, which keeps a small seeded smoke version of each (docs/testing.md).
# Builds dist/ first when it is missing. Run it alone on the machine: the figures are levels
# reached in a fixed number of episodes (seeded), but their time limits are wall-clock.
#
#   bash scripts/bench.sh [--list] [--json] [NAME...]
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$ROOT"
ensure_node
[ -f dist/index.html ] || bash scripts/build.sh
exec node scripts/bench.mjs "$@"
