#!/usr/bin/env bash
# Builds binary wheels of the Python package (python/) into target/binary-wheels/ and dist/wheels/
# (scripts/build.sh copies them into every dist/ it makes again): manylinux2014 (glibc 2.17)
# wheels for x86_64 and aarch64, each abi3 (`cp39-abi3`: one wheel per platform serves every
# CPython >= 3.9), so `pip install dist/wheels/playground-...whl` needs no Rust toolchain.
# maturin cross-compiles with zig (both from PyPI, in the build venv target/wheels-venv); cargo's
# output goes to target/wheels/. Installs what it lacks: the venv (python3-venv on Debian), maturin,
# ziglang, and the rustup targets. The check: scripts/test_wheels.sh.
#
#   scripts/wheels.sh [x86_64 | aarch64 | windows]...      (default: x86_64 aarch64)
#
# `windows` (opt-in): an x86_64 win_amd64 abi3 wheel, cross-compiled with Debian's mingw-w64
# (installed if missing), not zig: maturin's zig route links every cdylib with the extension's .def
# and the root crate is a cdylib too (for wasm-bindgen), so its playground.dll fails (undefined
# PyInit_playground._core). It is built and inspected here, never run (no Windows or Wine).
# The wheel's version is Cargo.toml's (python/Cargo.toml's, which must agree: maturin reads it).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$ROOT"

OUT=target/binary-wheels
VENV=target/wheels-venv
arches=("$@")
[ "${#arches[@]}" -gt 0 ] || arches=(x86_64 aarch64)
for arch in "${arches[@]}"; do
    case "$arch" in
        x86_64 | aarch64 | windows) ;;
        *) echo "usage: scripts/wheels.sh [x86_64 | aarch64 | windows]... (unknown: $arch)" >&2; exit 2 ;;
    esac
done
command -v rustup >/dev/null || { echo "rustup is needed to build the wheels (rustup.rs)" >&2; exit 1; }
check_python_version
version="$(crate_version)"

# The rust target and the wheel's file name for each choice.
rust_target() {
    case "$1" in
        windows) echo x86_64-pc-windows-gnu ;;
        *) echo "$1-unknown-linux-gnu" ;;
    esac
}
wheel_name() {
    case "$1" in
        windows) echo "playground-$version-cp39-abi3-win_amd64.whl" ;;
        *) echo "playground-$version-cp39-abi3-manylinux2014_$1.manylinux_2_17_$1.whl" ;;
    esac
}

apt_install() {
    local sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    $sudo apt-get update
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y --no-install-recommends "$@"
}

if [ ! -x "$VENV/bin/python" ]; then
    say "build venv ($VENV)"
    if ! "${PYTHON:-python3}" -m venv "$VENV"; then
        # Debian's Python needs its venv package for ensurepip.
        say "installing python3-venv (Debian package)"
        rm -rf "$VENV"
        apt_install python3-venv
        "${PYTHON:-python3}" -m venv "$VENV"
    fi
fi
# Versions as tested: maturin 1.16 finds zig through the venv's `python -m ziglang`.
"$VENV/bin/python" -m pip install --quiet --disable-pip-version-check "maturin>=1.16,<2" "ziglang>=0.14,<0.15"

mkdir -p "$OUT"
for arch in "${arches[@]}"; do
    target="$(rust_target "$arch")"
    if ! rustup target list --installed | grep -qx "$target"; then
        say "adding the $target target"
        rustup target add "$target"
    fi
    if [ "$arch" = windows ]; then
        if ! command -v x86_64-w64-mingw32-gcc >/dev/null || ! command -v x86_64-w64-mingw32-dlltool >/dev/null; then
            say "installing mingw-w64 (Debian packages: the Windows linker and dlltool)"
            apt_install gcc-mingw-w64-x86-64-posix binutils-mingw-w64-x86-64
        fi
        how=(--target "$target")
    else
        how=(--zig --target "$target" --compatibility manylinux2014)
    fi
    say "wheel for $target (abi3)"
    wheel="$OUT/$(wheel_name "$arch")"
    rm -f "$wheel"
    # The venv's bin first: maturin runs zig as `python -m ziglang` with the interpreter it finds there.
    PATH="$ROOT/$VENV/bin:$PATH" maturin build --release --strip "${how[@]}" \
        --manifest-path python/Cargo.toml --target-dir target/wheels --out "$OUT"
    [ -f "$wheel" ] || { echo "expected $wheel; $OUT holds: $(ls "$OUT")" >&2; exit 1; }
done

say "wheels in $OUT"
for arch in "${arches[@]}"; do
    wheel="$OUT/$(wheel_name "$arch")"
    printf '%6s KB  %s\n' "$(( $(stat -c %s "$wheel") / 1024 ))" "$wheel" >&2
done
# Beside the notebook wheel, where the README and a teacher look (build.sh copies them again).
mkdir -p dist/wheels
for arch in "${arches[@]}"; do cp "$OUT/$(wheel_name "$arch")" dist/wheels/; done
