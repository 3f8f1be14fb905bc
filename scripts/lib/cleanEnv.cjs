// The environment a nested installer or server gets, whoever started us: the same rule as clean-env.sh
// (which the setup scripts source), for the Node side (CommonJS, so both the plain-Node runner and tsx load it) — the test runner's stages, `npm ci` in
// ensureDeps.mjs and code-server started by `npm start` or the e2e tier. An outer npm exports its whole
// configuration (npm_config_*, including the user agent "node/v20" that made code-server's postinstall
// refuse Node 24, and ~/.npmrc's nodedir, which every nested npm then warns about), and puts
// node_modules/.bin and its node-gyp shim in front of PATH. test/unit/scripts/cleanEnv.test.ts checks that
// both implementations agree.

/** Kept on purpose: how to reach the registry, which a user may have set in the environment. */
const KEEP = /^npm_config_(registry|proxy|https_proxy|http_proxy|noproxy|no_proxy|cafile|ca|strict_ssl)$/;
const DROP = /^(npm_(config|package|lifecycle)_.*|npm_(execpath|node_execpath|command)|INIT_CWD|NODE)$/;

/** A copy of `env` without what an outer npm added; `extra` is set on top (undefined deletes). */
function cleanEnv(env = process.env, extra = {}) {
  const out = {};
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined || (DROP.test(name) && !KEEP.test(name))) continue;
    out[name] = value;
  }
  if (out.PATH !== undefined) {
    out.PATH = out.PATH.split(':').filter((p) => p !== '' && !p.endsWith('/node_modules/.bin') && !p.endsWith('/node-gyp-bin')).join(':');
  }
  for (const [name, value] of Object.entries(extra)) {
    if (value === undefined) delete out[name];
    else out[name] = value;
  }
  return out;
}

module.exports = { cleanEnv };
