#!/usr/bin/env bash
# The flake hunter: runs the chosen tests N times under a CPU cap (a slow machine, e.g. a low-end
# Chromebook) and lists every test that ever failed, with how many of the N runs it failed in.
#
#   bash scripts/flaky.sh [-n N] [--cores C] TARGET...
#
# A TARGET is one of
#   tests/js/NAME.test.js     a node test file (through tests/js/run.sh; the runner tests need dist/)
#   tests/e2e/NAME.test.js    an end-to-end file (through tests/e2e/run.sh; needs dist/ and Chromium)
#   cargo:ARGS                `cargo test --no-fail-fast ARGS` (e.g. cargo:learn::, "cargo:--test arena_cli" or
#                             "cargo:--lib -- learn::bookkeeping clock::"),
#                             built once before the capped runs
# -n N (default 3) runs each target N times; --cores C (default 1, or $FLAKY_CORES) is the cap in cores
# of this machine. The cap, first that works: $FLAKY_CAP (a command that runs its arguments capped at
# $CHROMEBOOK_CORES cores), ../shared/tools/chromebook-run beside the checkout, a cgroup of our own
# (v1 cpu or v2 cpu.max; needs root), `cpulimit` (apt-get install cpulimit); else it runs uncapped and
# says so. Logs: target/flaky/RUN-TARGET.log ($FLAKY_OUT sets the folder). Exit 1 when some test failed at least once.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$ROOT"

runs=3
cores="${FLAKY_CORES:-1}"
targets=()
while [ $# -gt 0 ]; do
    case "$1" in
        -n) runs="$2"; shift 2 ;;
        --cores) cores="$2"; shift 2 ;;
        -h|--help) sed -n '2,17p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) targets+=("$1"); shift ;;
    esac
done
[ "${#targets[@]}" -gt 0 ] || { echo "usage: scripts/flaky.sh [-n N] [--cores C] TARGET... (see the top of the script)" >&2; exit 2; }
[[ "$runs" =~ ^[1-9][0-9]*$ ]] || { echo "flaky.sh: -n wants a whole number, not '$runs'" >&2; exit 2; }
export CHROMEBOOK_CORES="$cores"

# Runs its arguments inside a cgroup of our own capped at $cores cores (v1 cpu controller or v2
# cpu.max); returns 125 without running anything when neither is writable here.
cgroup_cap() {
    local period=100000 quota cg procs
    quota=$(awk -v c="$cores" -v p="$period" 'BEGIN { printf "%d", c * p }')
    if [ -w /sys/fs/cgroup/cpu ] && [ -f /sys/fs/cgroup/cpu/cgroup.procs ]; then
        cg="/sys/fs/cgroup/cpu/flaky-$$-$RANDOM"
        mkdir "$cg" || return 125
        echo "$period" > "$cg/cpu.cfs_period_us"
        echo "$quota" > "$cg/cpu.cfs_quota_us"
        procs=/sys/fs/cgroup/cpu/cgroup.procs
    elif grep -qw cpu /sys/fs/cgroup/cgroup.subtree_control 2>/dev/null && [ -w /sys/fs/cgroup ]; then
        cg="/sys/fs/cgroup/flaky-$$-$RANDOM"
        mkdir "$cg" || return 125
        echo "$quota $period" > "$cg/cpu.max"
        procs=/sys/fs/cgroup/cgroup.procs
    else
        return 125
    fi
    local status=0
    bash -c 'echo $$ > "$1/cgroup.procs"; shift; exec "$@"' _ "$cg" "$@" || status=$?
    for p in $(cat "$cg/cgroup.procs" 2>/dev/null); do echo "$p" > "$procs" 2>/dev/null || true; done
    rmdir "$cg" 2>/dev/null || true
    return "$status"
}

# The cap as a command prefix (an array), chosen once.
cap=()
cap_name=""
if [ -n "${FLAKY_CAP:-}" ]; then
    read -ra cap <<< "$FLAKY_CAP"
    cap_name="$FLAKY_CAP"
elif [ -x "$ROOT/../shared/tools/chromebook-run" ] && "$ROOT/../shared/tools/chromebook-run" true 2>/dev/null; then
    cap=("$ROOT/../shared/tools/chromebook-run")
    cap_name="../shared/tools/chromebook-run"
elif cgroup_cap true 2>/dev/null; then
    cap=(cgroup_cap)
    cap_name="a cgroup of its own"
elif command -v cpulimit >/dev/null; then
    cap=(cpulimit -i -l "$(awk -v c="$cores" 'BEGIN { printf "%d", c * 100 }')" --)
    cap_name="cpulimit (each process, children included)"
else
    say "flaky.sh: no way to cap the CPU here (no \$FLAKY_CAP, ../shared/tools/chromebook-run, writable cgroup or cpulimit): running UNCAPPED"
fi
[ -z "$cap_name" ] || say "flaky.sh: $runs runs of each target at $cores cores ($cap_name)"

# The command for a target (in the array `cmd`), and its log's name part.
command_of() {
    local t="$1"
    case "$t" in
        cargo:*) read -ra args <<< "${t#cargo:}"; cmd=(cargo test --no-fail-fast "${args[@]}") ;;
        tests/js/*.test.js|tests/e2e/*.test.js)
            [ -f "$t" ] || { echo "flaky.sh: no such file: $t" >&2; exit 2; }
            cmd=(bash "$(dirname "$t")/run.sh" "$(basename "$t")") ;;
        *) echo "flaky.sh: not a target: '$t' (tests/js/X.test.js, tests/e2e/X.test.js or cargo:ARGS)" >&2; exit 2 ;;
    esac
}

# The names of the failed tests in a log, one a line: cargo's "test NAME ... FAILED", node:test's
# TAP "not ok N - NAME" (not a TODO) and spec "✖ NAME (12ms)" lines (the summary's "✖ failing
# tests:" header left out).
failed_tests() {
    sed 's/\x1b\[[0-9;]*m//g' "$1" | awk '
        /^test .* \.\.\. FAILED$/ { sub(/^test /, ""); sub(/ \.\.\. FAILED$/, ""); print; next }
        /^[ \t]*not ok [0-9]+ - / && !/# TODO/ { sub(/^[ \t]*not ok [0-9]+ - /, ""); print; next }
        /^[ \t]*✖ / && !/failing tests:/ { sub(/^[ \t]*✖ /, ""); sub(/ \([0-9.]+m?s\)$/, ""); print }' | sort -u
}

out="${FLAKY_OUT:-$ROOT/target/flaky}"
mkdir -p "$out"
tally="$out/tally.txt"
: > "$tally"
for t in "${targets[@]}"; do
    command_of "$t"
    if [ "${cmd[0]}" = cargo ]; then
        say "building for $t (uncapped)"
        build=(cargo test --no-run "${cmd[@]:3}")
        "${build[@]}" >/dev/null 2>&1 || "${build[@]}"
    fi
done
for ((i = 1; i <= runs; i++)); do
    for t in "${targets[@]}"; do
        command_of "$t"
        log="$out/$i-$(tr -c 'A-Za-z0-9._-' '_' <<< "$t" | sed 's/_*$//').log"
        start=$(date +%s)
        status=0
        "${cap[@]}" "${cmd[@]}" > "$log" 2>&1 || status=$?
        names="$(failed_tests "$log")"
        if [ "$status" -ne 0 ] && [ -z "$names" ]; then names="(exit $status, no test named: see $log)"; fi
        say "run $i/$runs $t: exit $status in $(( $(date +%s) - start )) s$( [ -z "$names" ] || echo ", failed: $(wc -l <<< "$names")")"
        [ -z "$names" ] || while IFS= read -r n; do printf '%s\t%s\n' "$t" "$n" >> "$tally"; done <<< "$names"
    done
done

if [ ! -s "$tally" ]; then
    echo "no test failed in $runs runs of: ${targets[*]}"
    exit 0
fi
echo "tests that failed (runs failed of $runs), target, test:"
sort "$tally" | uniq -c | sort -rn | awk -v n="$runs" '{ c = $1; sub(/^ *[0-9]+ /, ""); split($0, f, "\t"); printf "%3d/%d  %s: %s\n", c, n, f[1], f[2] }'
exit 1
