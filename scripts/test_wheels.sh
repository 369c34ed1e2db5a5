#!/usr/bin/env bash
# The check of the wheels that scripts/wheels.sh built (slow, and not part of scripts/test.sh).
# Every wheel of Cargo.toml's version in dist/wheels/ (or DIR):
#   - its file: the cp39-abi3 tag, the WHEEL file's tag, the package's files, Requires-Dist
#     numpy/gymnasium/pettingzoo, and the extension: an ELF shared object of the wheel's machine
#     that links no libpython and needs no glibc symbol newer than 2.17 (manylinux2014); for
#     win_amd64 a PE32+ x86-64 DLL that imports python3.dll (abi3) and exports PyInit__core;
#   - when the machine can run it (a Linux wheel of `uname -m`): for each interpreter in PYTHONS
#     (default python3), a clean venv, `pip install` of the wheel (its dependencies from PyPI,
#     binaries only) with no cargo or rustc on PATH (`env -i`), then, outside the checkout,
#     Gymnasium's check_env on playground/Minesweeper-v0 and playground/Puyo-v0, PettingZoo's
#     api_test on playground.pettingzoo.tictactoe_v0.env(), and pytest on python/tests/test_gym.py
#     and test_pettingzoo.py against the installed wheel.
# Other machines' wheels (aarch64 here: no qemu-user and no aarch64 Python) get the file checks only.
# Exits 1 naming every check that failed.
#
#   scripts/test_wheels.sh [DIR]       PYTHONS="python3.9 python3.13" scripts/test_wheels.sh
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
DIR="${1:-$ROOT/dist/wheels}"
[ -d "$DIR" ] || { echo "no folder $DIR: run bash scripts/wheels.sh first" >&2; exit 1; }
DIR="$(cd "$DIR" && pwd)"
cd "$ROOT"
version="$(crate_version)"
shopt -s nullglob
wheels=("$DIR"/playground-"$version"-*.whl)
shopt -u nullglob
if [ "${#wheels[@]}" -eq 0 ]; then
    echo "no playground-$version wheel in $DIR: run bash scripts/wheels.sh first" >&2
    exit 1
fi
WORK="$ROOT/target/test-wheels"
rm -rf "$WORK"
mkdir -p "$WORK/home"
failed=()
check() { # check NAME CMD...: runs CMD, remembers NAME when it fails
    local name="$1"
    shift
    say "$name"
    if "$@"; then
        echo "ok: $name" >&2
    else
        failed+=("$name")
        say "FAILED: $name"
    fi
}

# The file checks (Python's zipfile: no unzip needed).
cat > "$WORK/inspect_wheel.py" <<'EOF'
import re, sys, zipfile
path, version, out = sys.argv[1:4]
name = path.rsplit("/", 1)[-1]
problems = []
m = re.fullmatch(r"playground-(?P<v>[^-]+)-cp39-abi3-(?P<plat>[\w.]+)\.whl", name)
if not m:
    sys.exit(f"{name}: not a playground-VERSION-cp39-abi3-PLATFORM.whl name")
if m["v"] != version:
    problems.append(f"version {m['v']} is not Cargo.toml's {version}")
plat = m["plat"]
windows = plat == "win_amd64"
ext = "playground/_core.pyd" if windows else "playground/_core.abi3.so"
with zipfile.ZipFile(path) as z:
    names = set(z.namelist())
    info = f"playground-{version}.dist-info/"
    for want in [ext, "playground/__init__.py", "playground/gym_envs.py", "playground/spaces.py",
                 "playground/pettingzoo/__init__.py", "playground/pettingzoo/tictactoe_v0.py",
                 "playground/pettingzoo/gomoku_v0.py", "playground/pettingzoo/_board_game.py",
                 info + "METADATA", info + "WHEEL", info + "RECORD"]:
        if want not in names:
            problems.append(f"missing {want}")
    if problems:
        sys.exit("\n".join(problems))
    tags = [l.split(": ", 1)[1] for l in z.read(info + "WHEEL").decode().splitlines() if l.startswith("Tag: ")]
    want_tags = {f"cp39-abi3-{p}" for p in plat.split(".")}
    if set(tags) != want_tags:
        problems.append(f"WHEEL tags {tags}, expected {sorted(want_tags)}")
    meta = z.read(info + "METADATA").decode()
    if f"\nVersion: {version}\n" not in meta:
        problems.append(f"METADATA has no Version: {version}")
    for dep in ["numpy", "gymnasium", "pettingzoo"]:
        if not re.search(rf"^Requires-Dist: {dep}\b", meta, re.M):
            problems.append(f"METADATA does not require {dep}")
    with open(out, "wb") as f:
        f.write(z.read(ext))
print(f"{len(names)} files; tags {', '.join(sorted(tags))}; {ext} {len(open(out, 'rb').read())} bytes")
sys.exit("\n".join(problems) if problems else 0)
EOF

# ELF: machine, no libpython, glibc symbol versions <= 2.17.
check_elf() {
    local so="$1" machine="$2" header glibc
    ! command -v file >/dev/null || file "$so" >&2
    header="$(readelf -h "$so")"
    grep -q "Type: *DYN" <<<"$header" || { echo "not a shared object" >&2; return 1; }
    grep -q "Machine: *$machine" <<<"$header" || { echo "machine is not $machine: $(grep Machine <<<"$header")" >&2; return 1; }
    if readelf -d "$so" | grep NEEDED | grep -qi libpython; then
        echo "links libpython" >&2
        return 1
    fi
    echo "needs: $(readelf -d "$so" | sed -n 's/.*Shared library: \[\(.*\)\]/\1/p' | tr '\n' ' ')" >&2
    glibc="$(readelf -W --dyn-syms "$so" | grep -o 'GLIBC_[0-9.]*' | sed 's/GLIBC_//' | sort -uV | tail -n 1)"
    echo "newest glibc symbol version: ${glibc:-none}" >&2
    [ -z "$glibc" ] || [ "$(printf '%s\n2.17\n' "$glibc" | sort -V | tail -n 1)" = 2.17 ] ||
        { echo "glibc $glibc is newer than manylinux2014's 2.17" >&2; return 1; }
}

check_pe() { # the PE header, read by Python (no `file` or mingw objdump needed)
    "${PYTHON:-python3}" - "$1" <<'EOF'
import struct, sys
data = open(sys.argv[1], "rb").read()
pe = struct.unpack_from("<I", data, 0x3C)[0]
if data[:2] != b"MZ" or data[pe:pe + 4] != b"PE\0\0":
    sys.exit("not a PE file")
machine, flags = struct.unpack_from("<H", data, pe + 4)[0], struct.unpack_from("<H", data, pe + 22)[0]
magic = struct.unpack_from("<H", data, pe + 24)[0]
print(f"PE machine {machine:#x}, optional header {magic:#x}, characteristics {flags:#x}")
problems = []
if machine != 0x8664 or magic != 0x20B:
    problems.append("not PE32+ x86-64")
if not flags & 0x2000:
    problems.append("not a DLL")
if b"python3.dll" not in data.lower():
    problems.append("does not import python3.dll (abi3)")
if b"PyInit__core" not in data:
    problems.append("no PyInit__core")
sys.exit("; ".join(problems) if problems else 0)
EOF
}

# The run check, in the clean venv: the three checkers on the installed package.
cat > "$WORK/check_installed.py" <<'EOF'
import pathlib, sys, traceback
import playground, playground._core
where = pathlib.Path(playground._core.__file__).resolve()
print(f"Python {sys.version.split()[0]}: {where}")
if pathlib.Path(sys.prefix).resolve() not in where.parents or where.name != "_core.abi3.so":
    sys.exit("the package imported is not the wheel installed in this venv")
import gymnasium as gym
from gymnasium.utils.env_checker import check_env
from pettingzoo.test import api_test
from playground.pettingzoo import tictactoe_v0
failed = []
def run(name, fn):
    try:
        fn()
        print(f"ok: {name}")
    except Exception:
        traceback.print_exc()
        failed.append(name)
for env_id in ["playground/Minesweeper-v0", "playground/Puyo-v0"]:
    run(f"check_env {env_id}", lambda: check_env(gym.make(env_id, render_mode="ansi").unwrapped, skip_render_check=False))
run("api_test tictactoe_v0", lambda: api_test(tictactoe_v0.env(), num_cycles=1000))
if failed:
    sys.exit("failed: " + ", ".join(failed))
EOF

# The environment of the clean runs: PATH has the venv's bin, /usr/bin and /bin only (no cargo or
# rustc), and pip's own settings and proxies pass through (a mirror, a certificate).
clean_env() { # clean_env VENV CMD...
    local venv="$1" pass=() var
    shift
    for var in $(compgen -e); do
        case "$var" in
            PIP_* | http_proxy | https_proxy | no_proxy | HTTP_PROXY | HTTPS_PROXY | NO_PROXY | SSL_CERT_FILE | SSL_CERT_DIR | REQUESTS_CA_BUNDLE)
                pass+=("$var=${!var}") ;;
        esac
    done
    env -i "${pass[@]}" PATH="$venv/bin:/usr/bin:/bin" HOME="$WORK/home" LANG=C.UTF-8 \
        PIP_CACHE_DIR="${PIP_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/pip}" "$@"
}

no_rust() { # the clean environment has no Rust toolchain
    if clean_env "$1" bash -c 'command -v cargo || command -v rustc || command -v rustup'; then
        echo "a Rust tool is on the clean PATH" >&2
        return 1
    fi
}

run_wheel() { # run_wheel WHEEL PYTHON
    local wheel="$1" python="$2" exe venv
    exe="$("$python" -c 'import sys; print(sys.executable)')" || return 1
    venv="$WORK/venv-$("$exe" -c 'import sys; print("%d.%d" % sys.version_info[:2])')"
    rm -rf "$venv"
    "$exe" -m venv "$venv" || return 1
    no_rust "$venv" || return 1
    clean_env "$venv" python -m pip install --quiet --disable-pip-version-check --only-binary=:all: "$wheel" pytest || return 1
    clean_env "$venv" python -m pip list --disable-pip-version-check 2>/dev/null |
        grep -iE '^(playground|numpy|gymnasium|pettingzoo) ' | tr -s ' ' | tr '\n' ';' >&2
    echo >&2
    (cd "$WORK" && clean_env "$venv" python check_installed.py) || return 1
    (cd "$WORK" && clean_env "$venv" python -m pytest -q -p no:cacheprovider --disable-warnings \
        "$ROOT/python/tests/test_gym.py" "$ROOT/python/tests/test_pettingzoo.py") || return 1
}

if ! command -v readelf >/dev/null; then
    say "installing binutils (Debian package: readelf)"
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    $sudo apt-get update
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y --no-install-recommends binutils
fi
host="$(uname -m)"
read -r -a pythons <<<"${PYTHONS:-python3}"
for wheel in "${wheels[@]}"; do
    base="$(basename "$wheel")"
    ext="$WORK/$base.ext"
    check "$base: files and tags" "${PYTHON:-python3}" "$WORK/inspect_wheel.py" "$wheel" "$version" "$ext"
    case "$base" in
        *_x86_64.whl) arch=x86_64 machine="Advanced Micro Devices X86-64" ;;
        *_aarch64.whl) arch=aarch64 machine=AArch64 ;;
        *win_amd64.whl) arch=windows machine="" ;;
        *) failed+=("$base: unknown platform"); continue ;;
    esac
    [ -f "$ext" ] || continue
    if [ "$arch" = windows ]; then
        check "$base: a Windows x86-64 DLL for python3.dll (not run here)" check_pe "$ext"
    else
        check "$base: $arch ELF, no libpython, glibc <= 2.17" check_elf "$ext" "$machine"
    fi
    if [ "$arch" = "$host" ]; then
        for python in "${pythons[@]}"; do
            check "$base on $python: clean venv, pip install without Rust, check_env, api_test, pytest" run_wheel "$wheel" "$python"
        done
    elif [ "$arch" != windows ]; then
        say "$base: not run (this machine is $host; file checks only)"
    fi
done

if [ "${#failed[@]}" -gt 0 ]; then
    say "wheel checks FAILED:"
    printf '  %s\n' "${failed[@]}" >&2
    exit 1
fi
say "every wheel check passed (${#wheels[@]} wheels)"
