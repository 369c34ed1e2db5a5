#!/usr/bin/env bash
# Makes the release files in dist/release/, every name carrying the version (Cargo.toml's
# `[package] version`, its one home):
#
#   playground-site-VERSION.zip        the whole static site (dist/ but the two single files: the page,
#                                      lite/, notebooks/, wheels/, ...) for any static host; the same
#                                      bytes for the same dist/ and commit (sorted entries, the
#                                      commit's time on every entry)
#   playground-VERSION.html            dist/playground.html: one file, opened from disk, no server
#   playground-python-VERSION.html     dist/playground-python.html: the same with Python (Pyodide)
#   playground-VERSION-*.whl           every wheel of this version in dist/wheels/: the notebook
#                                      wheel always, the binary wheels when scripts/wheels.sh made them
#   SHA256SUMS                         `sha256sum -c SHA256SUMS` in dist/release/ checks them all
#
#   scripts/release.sh [--wheels] [--no-build] [--allow-dirty]
#   scripts/release.sh --notes         prints CHANGELOG.md's section for the version (the GitHub
#                                      Release's notes: .github/workflows/release.yml)
#
# By default it builds dist/ first (scripts/build.sh, the release profile). --wheels runs
# scripts/wheels.sh before it (the binary wheels: minutes of cross-compiling, so not by default;
# without it the binary wheels included are those scripts/wheels.sh made earlier, and the last line
# says which). --no-build uses dist/ as it is (it must show this version). --allow-dirty (developers)
# makes a release from a tree with uncommitted changes.
#
# It refuses, in one line and writing nothing (exit 1): a tree with uncommitted changes (`git status
# --porcelain`: ignored files do not count), python/Cargo.toml's version not Cargo.toml's, and
# dist/release/ holding files of another version.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$ROOT"

build=true
wheels=false
allow_dirty=false
notes=false
for arg in "$@"; do
    case "$arg" in
        --notes) notes=true ;;
        --no-build) build=false ;;
        --wheels) wheels=true ;;
        --allow-dirty) allow_dirty=true ;;
        *) echo "usage: scripts/release.sh [--wheels] [--no-build] [--allow-dirty] | --notes" >&2; exit 2 ;;
    esac
done

fail() { echo "release.sh: $*" >&2; exit 1; }

version="$(crate_version)"
[ -n "$version" ] || fail "no [package] version in Cargo.toml"
if $notes; then
    # From "## [VERSION]" to the next "## [" heading, headings left out.
    section="$(awk -v v="$version" 'index($0, "## [") == 1 { inside = (index($0, "## [" v "]") == 1); next } inside' CHANGELOG.md 2>/dev/null || true)"
    [ -n "$(tr -d '[:space:]' <<<"$section")" ] || fail "CHANGELOG.md has no section \"## [$version]\""
    printf '%s\n' "$section"
    exit 0
fi
check_python_version || exit 1
OUT=dist/release

# Every refusal comes before anything is built or written.
if ! $allow_dirty; then
    dirty="$(git status --porcelain --untracked-files=normal)" || fail "not a git checkout (git status failed): pass --allow-dirty to release anyway"
    if [ -n "$dirty" ]; then
        count="$(wc -l <<<"$dirty")"
        fail "the tree has $count uncommitted change(s) (first: $(head -n 1 <<<"$dirty" | cut -c4-)): commit them, or pass --allow-dirty"
    fi
fi
# This version's names: "playground-VERSION.", "playground-VERSION-", "playground-python-VERSION.",
# "playground-site-VERSION." (a version that merely starts with this one, 0.1.0rc1, is another).
ours() {
    case "$1" in
        SHA256SUMS | "playground-$version."* | "playground-$version-"* | "playground-python-$version."* | "playground-site-$version."*) return 0 ;;
        *) return 1 ;;
    esac
}
if [ -d "$OUT" ]; then
    others=()
    while IFS= read -r -d '' file; do
        name="${file#"$OUT"/}"
        ours "$name" || others+=("$name")
    done < <(find "$OUT" -mindepth 1 -print0 | sort -z)
    if [ -f "$OUT/SHA256SUMS" ]; then
        while read -r _ name; do
            ours "${name#\*}" || others+=("SHA256SUMS names ${name#\*}")
        done < "$OUT/SHA256SUMS"
    fi
    [ "${#others[@]}" -eq 0 ] || fail "dist/release/ holds files that are not version $version's (${others[*]:0:3}): move them away or delete dist/release/ first"
fi

if $build; then
    if $wheels; then
        say "binary wheels (scripts/wheels.sh)"
        bash scripts/wheels.sh
    fi
    say "building dist/ (scripts/build.sh)"
    bash scripts/build.sh
fi

for need in index.html playground.html playground-python.html lite/index.html notebooks "wheels/playground-$version-py3-none-any.whl"; do
    [ -e "dist/$need" ] || fail "dist/$need is missing: run bash scripts/build.sh (or release.sh without --no-build)"
done
grep -q "id=\"version\"[^>]*>$version<" dist/index.html ||
    fail "dist/index.html does not show version $version (a build of another version?): run bash scripts/build.sh"

# Made in a folder beside dist/release/, then moved in: a failure on the way leaves dist/release/ as it was.
stage="$(mktemp -d "$ROOT/dist/.release.XXXXXX")"
trap 'rm -rf "$stage"' EXIT
cp dist/playground.html "$stage/playground-$version.html"
cp dist/playground-python.html "$stage/playground-python-$version.html"
shopt -s nullglob
wheel_files=(dist/wheels/playground-"$version"-*.whl)
stale=()
for file in dist/wheels/*.whl; do
    case "$file" in dist/wheels/playground-"$version"-*) ;; *) stale+=("${file##*/}") ;; esac
done
shopt -u nullglob
cp "${wheel_files[@]}" "$stage/"
# The commit's time on every entry: the same commit and dist/ give the same bytes.
epoch="$(git log -1 --format=%ct 2>/dev/null || echo 315532800)"
python3 - "$stage/playground-site-$version.zip" "$epoch" "$version" <<'EOF'
import os, sys, time, zipfile
from pathlib import Path

out, epoch, version = sys.argv[1], int(sys.argv[2]), sys.argv[3]
stamp = max(time.gmtime(epoch)[:6], (1980, 1, 1, 0, 0, 0))
dist = Path("dist")
skip_top = {"playground.html", "playground-python.html", "release"}
files = []
for root, dirs, names in os.walk(dist):
    rel = Path(root).relative_to(dist)
    if rel == Path("."):
        dirs[:] = [d for d in dirs if d not in skip_top and not d.startswith(".release.")]
        names = [n for n in names if n not in skip_top]
    # Hidden files are build bookkeeping (lite/.stamp), left out as GitHub Pages leaves them out.
    dirs[:] = [d for d in dirs if not d.startswith(".")]
    for name in names:
        if name.startswith("."):
            continue
        path = rel / name
        # Wheels of another version (left in target/binary-wheels/ by an older scripts/wheels.sh) stay out.
        if path.parts[0] == "wheels" and name.endswith(".whl") and not name.startswith(f"playground-{version}-"):
            continue
        files.append(path.as_posix())
# Each folder has its own entry too (some unzippers want them), before what it holds.
folders = {p.as_posix() + "/" for f in files for p in Path(f).parents if p != Path(".")}
with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as z:
    for name in sorted(files + list(folders)):
        item = zipfile.ZipInfo(name, stamp)
        item.create_system = 3
        if name.endswith("/"):
            item.external_attr = (0o40755 << 16) | 0x10
            z.writestr(item, b"")
        else:
            item.compress_type = zipfile.ZIP_DEFLATED
            item.external_attr = 0o100644 << 16
            z.writestr(item, (dist / name).read_bytes(), compresslevel=9)
EOF
(cd "$stage" && find . -maxdepth 1 -type f ! -name SHA256SUMS -printf '%f\n' | LC_ALL=C sort | xargs sha256sum > SHA256SUMS)

mkdir -p "$OUT"
find "$OUT" -mindepth 1 -delete # only this version's files are there (checked above): made again
mv "$stage"/* "$OUT/"

say "release $version in $OUT/"
(cd "$OUT" && LC_ALL=C ls -1 | while read -r name; do printf '%8s KB  %s\n' "$(( $(stat -c %s "$name") / 1024 ))" "$name"; done) >&2
binary=()
for file in "${wheel_files[@]}"; do
    case "$file" in *-py3-none-any.whl) ;; *) binary+=("${file##*/}") ;; esac
done
if [ "${#binary[@]}" -gt 0 ]; then
    echo "binary wheels included: ${binary[*]}" >&2
else
    echo "binary wheels included: none (run bash scripts/wheels.sh, or release.sh --wheels, for them)" >&2
fi
[ "${#stale[@]}" -eq 0 ] || echo "left out, not version $version: ${stale[*]}" >&2
