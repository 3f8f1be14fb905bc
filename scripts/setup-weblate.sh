#!/usr/bin/env bash
# Installs the real Weblate releases the conformance stage (test/conformance/) runs, cached outside the
# clone in ${SCRIPTORIUM_CACHE:-~/.cache/scriptorium}/weblate-<version>: this script installs the seed's
# release, then hands over to setup-weblate-newest.sh for the newest one. Idempotent: stamp files make a
# second run take well under a second.
#
# The releases are pinned in weblate/versions.env. This one: Weblate 5.10.4, the last bug-fix release of
# the 5.10 series. The seed
# (shared/seeds/000_*.txt) documents 5.10-era behaviour (error bodies with type/errors, units'
# source_unit, changes' action codes), and 5.10 supports Python 3.11, this machine's Python. 5.11 and
# later move on (new unit states, API changes) and need the seed re-checked.
#
# Needs: Debian's PostgreSQL (server + client) and the headers Weblate's source-only dependencies build
# against (borgbackup: lz4/zstd/xxhash/acl/openssl; pycairo: cairo; PyGObject: gobject-introspection).
# If the Python package index cannot be reached the script fails with a message: it never skips.
set -euo pipefail
# shellcheck source=lib/clean-env.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/clean-env.sh"
# shellcheck source=weblate/versions.env
source "$(dirname "${BASH_SOURCE[0]}")/weblate/versions.env"
NEWEST="$(dirname "${BASH_SOURCE[0]}")/setup-weblate-newest.sh"

VERSION=$WEBLATE_SEED_VERSION
CACHE=${SCRIPTORIUM_CACHE:-$HOME/.cache/scriptorium}
HOME_DIR=$CACHE/weblate-$VERSION
STAMP=$HOME_DIR/setup-done
say() { echo "[setup-weblate] $*"; }
fail() { say "ERROR: $*"; exit 1; }

if [ -f "$STAMP" ] && [ -x "$HOME_DIR/venv/bin/weblate" ]; then
  say "Weblate $VERSION is installed ($HOME_DIR)"
  exec bash "$NEWEST"
fi

APT_PACKAGES=(postgresql postgresql-client git pkg-config build-essential python3-dev
  liblz4-dev libzstd-dev libxxhash-dev libacl1-dev libssl-dev libffi-dev
  libcairo2-dev libgirepository1.0-dev gir1.2-pango-1.0 gir1.2-rsvg-2.0 libxml2-dev libxslt1-dev libpq-dev libyaml-dev)
# shellcheck source=lib/apt.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/apt.sh"
ensure_debs setup-weblate "${APT_PACKAGES[@]}"
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || fail "PostgreSQL's initdb is missing after the install"

PY=""
for c in python3.11 python3; do
  if command -v "$c" >/dev/null && "$c" -c 'import sys, venv; sys.exit(0 if sys.version_info[:2] >= (3, 11) else 1)' 2>/dev/null; then PY=$(command -v "$c"); break; fi
done
[ -n "$PY" ] || fail 'Weblate 5.10 needs Python >= 3.11 with the venv module (Debian: python3-venv)'

mkdir -p "$HOME_DIR"
if [ ! -x "$HOME_DIR/venv/bin/pip" ]; then
  say "creating the virtual environment with $PY"
  "$PY" -m venv "$HOME_DIR/venv" || fail 'python -m venv failed (Debian: apt-get install python3-venv)'
fi

say 'checking that the Python package index answers'
"$HOME_DIR/venv/bin/pip" index versions weblate >"$HOME_DIR/probe.log" 2>&1 \
  || fail "the Python package index cannot be reached (pip index versions weblate failed; see $HOME_DIR/probe.log). The conformance stage cannot run without it."
grep -q "$VERSION" "$HOME_DIR/probe.log" || fail "the package index does not offer weblate $VERSION (see $HOME_DIR/probe.log)"

# PyGObject 3.51+ builds only against girepository-2.0 (GLib 2.80), newer than Debian 12's GLib.
CONSTRAINTS=$HOME_DIR/constraints.txt
printf 'pygobject<3.51\n' >"$CONSTRAINTS"
say "installing weblate[postgres]==$VERSION (first run: several minutes, some dependencies build from source)"
"$HOME_DIR/venv/bin/pip" install --quiet -c "$CONSTRAINTS" "weblate[postgres]==$VERSION" >"$HOME_DIR/pip.log" 2>&1 \
  || { tail -40 "$HOME_DIR/pip.log"; fail "pip install weblate==$VERSION failed (full log: $HOME_DIR/pip.log)"; }
[ "$("$HOME_DIR/venv/bin/python" -c "import importlib.metadata as m; print(m.version('weblate'))" 2>/dev/null)" = "$VERSION" ] \
  && [ -x "$HOME_DIR/venv/bin/weblate" ] || fail "weblate $VERSION is not importable after the install"

date -u +%FT%TZ >"$STAMP"
say "installed Weblate $VERSION in $HOME_DIR"
exec bash "$NEWEST"
