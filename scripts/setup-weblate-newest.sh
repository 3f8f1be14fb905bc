#!/usr/bin/env bash
# Installs the newest Weblate release (pinned in scripts/weblate/versions.env) for the conformance stage,
# in ${SCRIPTORIUM_CACHE:-~/.cache/scriptorium}/weblate-<version>/. Idempotent: a stamp makes a second run
# return at once.
#
# Why a Debian trixie root: Weblate 2026.x needs Python >= 3.12 and the machines this runs on are Debian
# 12 (Python 3.11). The only package sources reachable here are PyPI, npm and Debian's archive. No Python
# 3.12+ interpreter is published on PyPI or npm as a binary that runs on Debian 12 (uv and pyenv fetch
# python-build-standalone from GitHub, which is not reachable; building CPython from source costs more
# minutes than this whole install), and trixie's python3.13 .debs need trixie's glibc. So a minimal trixie
# root made by `debootstrap` (from the same Debian archive apt already uses) holds Python 3.13, git and
# the headers Weblate's source-only dependencies build against; Weblate goes into a venv inside it from
# PyPI. The root is only a filesystem: Weblate runs in it with `chroot` but shares the host's network, so
# it uses the host's PostgreSQL (Debian 12's 15, which Django 6 still supports) over loopback TCP, started
# by scripts/weblate/server.ts exactly as for 5.10.4. Needs root (debootstrap and chroot).
#
# Fails with a message, never skips, when Debian's archive or the Python package index cannot be reached.
set -euo pipefail
# shellcheck source=lib/clean-env.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/clean-env.sh"
# shellcheck source=weblate/versions.env
source "$(dirname "${BASH_SOURCE[0]}")/weblate/versions.env"

VERSION=$WEBLATE_NEWEST_VERSION
SUITE=trixie
CACHE=${SCRIPTORIUM_CACHE:-$HOME/.cache/scriptorium}
HOME_DIR=$CACHE/weblate-$VERSION
ROOT=$HOME_DIR/root
VENV=/opt/weblate/venv # as seen inside the root
STAMP=$HOME_DIR/setup-done
say() { echo "[setup-weblate-newest] $*"; }
fail() { say "ERROR: $*"; exit 1; }
in_root() { chroot "$ROOT" /usr/bin/env -i HOME=/root PATH=/usr/local/bin:/usr/bin:/bin LANG=C.UTF-8 "$@"; }

if [ -f "$STAMP" ] && [ -x "$ROOT$VENV/bin/weblate" ]; then
  say "Weblate $VERSION is installed ($HOME_DIR)"
  exit 0
fi
[ "$(id -u)" -eq 0 ] || fail "installing Weblate $VERSION needs root (debootstrap and chroot build and enter a Debian $SUITE root)"
T0=$(date +%s)

# shellcheck source=lib/apt.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/apt.sh"
# The archive apt already uses (no mirror is named in the project), unless SCRIPTORIUM_DEBIAN_MIRROR says
# which; any Debian mirror serves trixie as well as this machine's own release.
MIRROR=${SCRIPTORIUM_DEBIAN_MIRROR:-$(debian_mirror)}
[ -n "$MIRROR" ] || fail "no Debian mirror found: no enabled http(s) 'deb' source for this machine's release (VERSION_CODENAME in /etc/os-release) in /etc/apt/sources.list, /etc/apt/sources.list.d/*.list or /etc/apt/sources.list.d/*.sources; set SCRIPTORIUM_DEBIAN_MIRROR to a Debian mirror's URL"

HOST_PACKAGES=(debootstrap postgresql postgresql-client git curl)
ensure_debs setup-weblate-newest "${HOST_PACKAGES[@]}"

say "checking that Debian's archive serves $SUITE ($MIRROR)"
curl -fsS --max-time 60 -o /dev/null "$MIRROR/dists/$SUITE/InRelease" \
  || fail "Debian's archive ($MIRROR) cannot be reached or does not serve $SUITE; the newest Weblate cannot be installed without it"

mkdir -p "$HOME_DIR"
# Python 3.13 and venv, git (Weblate's VCS), and the headers of the dependencies PyPI ships as source only
# for Python 3.13 (borgbackup: lz4/zstd/xxhash/acl/openssl).
ROOT_PACKAGES=python3,python3-venv,python3-dev,build-essential,pkg-config,git,ca-certificates,liblz4-dev,libzstd-dev,libxxhash-dev,libacl1-dev,libssl-dev,libffi-dev,libxml2-dev,libxslt1-dev,libyaml-dev,gettext
if [ ! -f "$ROOT/.bootstrapped" ]; then
  rm -rf "$ROOT"
  say "making a minimal Debian $SUITE root (debootstrap; about 2-4 minutes)"
  debootstrap --variant=minbase --include="$ROOT_PACKAGES" "$SUITE" "$ROOT" "$MIRROR" >"$HOME_DIR/debootstrap.log" 2>&1 \
    || { tail -30 "$HOME_DIR/debootstrap.log"; fail "debootstrap of $SUITE failed (full log: $HOME_DIR/debootstrap.log)"; }
  touch "$ROOT/.bootstrapped"
fi
# Name resolution and the CA bundle of this machine (a TLS-inspecting proxy may sign PyPI's certificates).
cp /etc/resolv.conf "$ROOT/etc/resolv.conf"
CA=${PIP_CERT:-/etc/ssl/certs/ca-certificates.crt}
cp "$CA" "$ROOT/etc/ssl/certs/scriptorium-host-ca.crt"
PIP_ENV=(PIP_CERT=/etc/ssl/certs/scriptorium-host-ca.crt PIP_DISABLE_PIP_VERSION_CHECK=1 PIP_DEFAULT_TIMEOUT=180)
for v in PIP_INDEX_URL PIP_EXTRA_INDEX_URL HTTP_PROXY HTTPS_PROXY http_proxy https_proxy NO_PROXY no_proxy; do
  [ -n "${!v:-}" ] && PIP_ENV+=("$v=${!v}")
done

if [ ! -x "$ROOT$VENV/bin/pip" ]; then
  in_root python3 -m venv "$VENV" || fail "python3 -m venv failed inside the $SUITE root"
fi
say 'checking that the Python package index answers'
in_root "${PIP_ENV[@]}" "$VENV/bin/pip" index versions weblate >"$HOME_DIR/probe.log" 2>&1 \
  || fail "the Python package index cannot be reached (pip index versions weblate failed; see $HOME_DIR/probe.log). The conformance stage cannot run without it."
grep -q "$VERSION" "$HOME_DIR/probe.log" || fail "the package index does not offer weblate $VERSION (see $HOME_DIR/probe.log)"

say "installing weblate[postgres]==$VERSION with $(in_root python3 --version) (a few minutes)"
in_root "${PIP_ENV[@]}" "$VENV/bin/pip" install --quiet "weblate[postgres]==$VERSION" >"$HOME_DIR/pip.log" 2>&1 \
  || { tail -40 "$HOME_DIR/pip.log"; fail "pip install weblate==$VERSION failed (full log: $HOME_DIR/pip.log)"; }
[ "$(in_root "$VENV/bin/python" -c "import importlib.metadata as m; print(m.version('weblate'))" 2>/dev/null)" = "$VERSION" ] \
  || fail "weblate $VERSION is not importable after the install"
# The root is re-entered on every start: drop the package caches it no longer needs (about 150 MB).
rm -rf "$ROOT/var/cache/apt/archives/"*.deb "$ROOT/root/.cache/pip"

date -u +%FT%TZ >"$STAMP"
say "installed Weblate $VERSION in $HOME_DIR in $(( $(date +%s) - T0 )) s"
