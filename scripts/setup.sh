#!/usr/bin/env bash
# Installs what building (and, with --tests, testing) needs, skipping what is already there:
# rustfmt/clippy, the wasm32 target, the exact wasm-bindgen CLI, and for tests Debian's
# Chromium + ChromeDriver and Node.js.
set -euo pipefail
WASM_BINDGEN_VERSION=0.2.130
want_tests=${1:-}

if command -v rustup >/dev/null; then
  rustup component list --installed 2>/dev/null | grep -q '^rustfmt' || rustup component add rustfmt
  rustup component list --installed 2>/dev/null | grep -q '^clippy' || rustup component add clippy
  rustup target list --installed | grep -q '^wasm32-unknown-unknown$' || rustup target add wasm32-unknown-unknown
fi

if ! wasm-bindgen --version 2>/dev/null | grep -q " $WASM_BINDGEN_VERSION\$"; then
  echo "setup: installing wasm-bindgen-cli $WASM_BINDGEN_VERSION (compiles from source, ~10 minutes)"
  # Not --locked: one of its locked dependency versions is missing from the registry mirror here.
  cargo install wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION"
fi

apt_install() {
  local missing=()
  for pkg in "$@"; do dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg"); done
  if [ ${#missing[@]} -gt 0 ]; then
    echo "setup: apt-get install ${missing[*]}"
    local sudo=""
    [ "$(id -u)" = 0 ] || sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
  fi
}

if [ "$want_tests" = "--tests" ]; then
  apt_install chromium chromium-driver
  command -v node >/dev/null || apt_install nodejs npm
fi
