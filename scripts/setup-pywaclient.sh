#!/usr/bin/env bash
# Installs pywaclient 1.7.0 (World Anvil's maintained Python client, Boromir only) from PyPI into a virtual
# environment outside the clone, ${SCRIPTORIUM_CACHE:-~/.cache/scriptorium}/pywaclient-1.7.0: the real peer
# the conformance stage runs against the sandbox's Boromir face, as wlc is for Weblate. A pure-Python
# package with one dependency (requests): a cold install takes seconds. Idempotent: a stamp makes a second
# run instant. If the package index cannot be reached it fails with a message: it never skips.
set -euo pipefail
# shellcheck source=lib/clean-env.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/clean-env.sh"

VERSION=1.7.0
CACHE=${SCRIPTORIUM_CACHE:-$HOME/.cache/scriptorium}
HOME_DIR=$CACHE/pywaclient-$VERSION
STAMP=$HOME_DIR/setup-done
say() { echo "[setup-pywaclient] $*"; }
fail() { say "ERROR: $*"; exit 1; }

if [ -f "$STAMP" ] && [ -x "$HOME_DIR/venv/bin/python" ]; then
  say "pywaclient $VERSION is installed ($HOME_DIR)"
  exit 0
fi

PY=$(command -v python3 || true)
[ -n "$PY" ] || fail 'python3 is missing (Debian: apt-get install python3 python3-venv)'
mkdir -p "$HOME_DIR"
if [ ! -x "$HOME_DIR/venv/bin/pip" ]; then
  say "creating the virtual environment with $PY"
  "$PY" -m venv "$HOME_DIR/venv" || fail 'python3 -m venv failed (Debian: apt-get install python3-venv)'
fi

say "installing pywaclient==$VERSION from the Python package index"
"$HOME_DIR/venv/bin/pip" install --quiet --disable-pip-version-check "pywaclient==$VERSION" >"$HOME_DIR/pip.log" 2>&1 \
  || { tail -20 "$HOME_DIR/pip.log"; fail "pip install pywaclient==$VERSION failed: the Python package index cannot be reached or does not offer it (full log: $HOME_DIR/pip.log). The conformance stage cannot run without it."; }
[ "$("$HOME_DIR/venv/bin/python" -c "import importlib.metadata as m; print(m.version('pywaclient'))" 2>/dev/null)" = "$VERSION" ] \
  || fail "pywaclient $VERSION is not importable after the install"

date -u +%FT%TZ >"$STAMP"
say "installed pywaclient $VERSION in $HOME_DIR"
