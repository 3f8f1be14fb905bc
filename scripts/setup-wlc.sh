#!/usr/bin/env bash
# Installs Debian's wlc (the official Weblate command-line client, 1.13) when it is missing: the sandbox
# must answer it (test/unit/sandbox/wlc.test.ts), and the benchmark compares against its Python library.
# Idempotent: does nothing when `wlc` and its Python module are present. Runs `apt-get update` only when
# the first install attempt fails (stale or empty package lists).
set -euo pipefail
# shellcheck source=lib/clean-env.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/clean-env.sh"

say() { echo "[setup-wlc] $*"; }
fail() {
  say "$*"
  say 'Install it by hand with: sudo apt-get update && sudo apt-get install -y wlc'
  exit 1
}

if command -v wlc >/dev/null 2>&1 && /usr/bin/python3 -c 'import wlc' >/dev/null 2>&1; then
  say "wlc is present: $(command -v wlc)"
  exit 0
fi

command -v apt-get >/dev/null 2>&1 || fail 'wlc is missing and apt-get is not available on this system.'
if [ "$(id -u)" -eq 0 ]; then
  SUDO=()
elif command -v sudo >/dev/null 2>&1; then
  SUDO=(sudo)
else
  fail 'wlc is missing, and installing it needs root (no sudo found).'
fi

install() { DEBIAN_FRONTEND=noninteractive "${SUDO[@]}" apt-get -o DPkg::Lock::Timeout=600 install -y -qq --no-install-recommends wlc >/dev/null; }

say 'installing the Debian package wlc'
if ! install 2>/dev/null; then
  say 'first attempt failed; refreshing the package lists (apt-get update) once'
  "${SUDO[@]}" apt-get -o DPkg::Lock::Timeout=600 update -qq || fail 'apt-get update failed.'
  install || fail 'apt-get install wlc failed.'
fi
command -v wlc >/dev/null 2>&1 || fail 'wlc is still missing after the install.'
/usr/bin/python3 -c 'import wlc' >/dev/null 2>&1 || fail "wlc's Python module does not import after the install."
say "installed: $(command -v wlc)"
