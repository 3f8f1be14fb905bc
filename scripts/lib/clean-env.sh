# Sourced first by every setup script, so that a setup step runs in the same environment whether it was
# started by hand, by `npm test`/`npm start` (whose npm exports its whole configuration as npm_config_*,
# npm_package_* and npm_lifecycle_* variables) or by .ci/run. A nested `npm install` under another Node
# must not read the outer npm's user agent ("node/v20", which made code-server's postinstall refuse to
# run) or its nodedir, and a pip build must not pick up the outer npm's node-gyp shim from PATH.
#
# Kept on purpose: how to reach the registry (registry, proxy, CA settings), which a user may have set in
# the environment rather than in ~/.npmrc; every other npm variable is dropped.
__scriptorium_keep='^npm_config_(registry|proxy|https_proxy|http_proxy|noproxy|no_proxy|cafile|ca|strict_ssl)$'
while IFS= read -r __name; do
  [[ "$__name" =~ $__scriptorium_keep ]] && continue
  unset "$__name"
done < <(compgen -e | grep -E '^(npm_(config|package|lifecycle)_.*|npm_(execpath|node_execpath|command)|INIT_CWD|NODE)$' || true)

# npm puts the project's node_modules/.bin folders and its own node-gyp shim in front of PATH.
__clean_path=""
IFS=':' read -r -a __parts <<<"$PATH"
for __p in "${__parts[@]}"; do
  case "$__p" in
    */node_modules/.bin|*/node-gyp-bin|"") continue ;;
  esac
  __clean_path="${__clean_path:+$__clean_path:}$__p"
done
export PATH="$__clean_path"
unset __scriptorium_keep __name __clean_path __parts __p
