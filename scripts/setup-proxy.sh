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
log "installing Debian's tinyproxy-bin"
if [ "$(id -u)" -ne 0 ]; then SUDO=sudo; else SUDO=; fi
# Other setup steps may hold the dpkg lock: wait for it rather than fail.
DEBIAN_FRONTEND=noninteractive $SUDO apt-get -o DPkg::Lock::Timeout=600 install -y -qq --no-install-recommends tinyproxy-bin >/dev/null 2>&1 || {
  $SUDO apt-get -o DPkg::Lock::Timeout=600 update -qq || { log "apt-get update failed"; exit 1; }
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get -o DPkg::Lock::Timeout=600 install -y -qq --no-install-recommends tinyproxy-bin >/dev/null \
    || { log "apt-get install tinyproxy-bin failed"; exit 1; }
}
command -v tinyproxy >/dev/null || { log "tinyproxy is still missing after installing tinyproxy-bin"; exit 1; }
log "ready: $(command -v tinyproxy)"
