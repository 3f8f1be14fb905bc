#!/usr/bin/env bash
# Installs the forward proxy the network tests run through: Debian's tinyproxy, as the package
# `tinyproxy-bin` (the executable alone, 44 KB). Why tinyproxy and not squid: it starts in milliseconds in
# the foreground from a ten-line config with no cache folders or service account, binds only where it is
# told (127.0.0.1), supports Basic proxy authentication (BasicAuth) and logs every request line, CONNECT
# included, to a file the tests read; `tinyproxy-bin` installs no service, so nothing starts listening
# on its own (squid's package starts a daemon on every interface and needs a few seconds and a cache).
set -euo pipefail
# shellcheck source=lib/clean-env.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/clean-env.sh"

log() { printf '[setup-proxy] %s\n' "$*"; }
if command -v tinyproxy >/dev/null; then
  exit 0
fi
# shellcheck source=lib/apt.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/apt.sh"
ensure_debs setup-proxy tinyproxy-bin
command -v tinyproxy >/dev/null || { log "tinyproxy is still missing after installing tinyproxy-bin"; exit 1; }
log "ready: $(command -v tinyproxy)"
