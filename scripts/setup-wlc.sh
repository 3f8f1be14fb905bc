#!/usr/bin/env bash
# Installs Debian's wlc (the official Weblate command-line client, 1.13) when it is missing: the sandbox
# must answer it, and the benchmark compares against its Python library. Idempotent.
set -euo pipefail
if command -v wlc >/dev/null 2>&1 && /usr/bin/python3 -c 'import wlc' 2>/dev/null; then
  exit 0
fi
echo '[setup-wlc] installing Debian package wlc'
if [ "$(id -u)" -ne 0 ]; then SUDO=sudo; else SUDO=; fi
$SUDO apt-get update -qq || { echo '[setup-wlc] apt-get update failed'; exit 1; }
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends wlc >/dev/null || { echo '[setup-wlc] apt-get install wlc failed'; exit 1; }
command -v wlc >/dev/null || { echo '[setup-wlc] wlc is still missing after install'; exit 1; }
