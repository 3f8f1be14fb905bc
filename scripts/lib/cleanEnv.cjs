// The environment a nested installer or server gets, whoever started us: the one rule for both sides —
// the Node side (CommonJS, so both the plain-Node runner and tsx load it: the test runner's stages, `npm ci`
// in ensureDeps.mjs, code-server started by `npm start` or the e2e tier) and the bash setup scripts, whose
// clean-env.sh runs this file with `--shell` and evaluates what it prints. An outer npm exports its whole
// configuration (npm_config_*, including the user agent "node/v20" that made code-server's postinstall
// refuse Node 24, and ~/.npmrc's nodedir, which every nested npm then warns about), and puts
// node_modules/.bin and its node-gyp shim in front of PATH. test/unit/scripts/cleanEnv.test.ts checks that
// bash and Node end with the same environment.

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
    out.PATH = out.PATH.split(':')
      .filter((p) => p !== '' && !p.endsWith('/node_modules/.bin') && !p.endsWith('/node-gyp-bin'))
      .join(':');
  }
  for (const [name, value] of Object.entries(extra)) {
    if (value === undefined) delete out[name];
    else out[name] = value;
  }
  return out;
}

/** Bash commands that turn `env` into cleanEnv(env): an `unset` per dropped variable, then PATH. */
function shellCommands(env = process.env) {
  const clean = cleanEnv(env);
  const quote = (value) => `'${value.replace(/'/g, `'\\''`)}'`;
  const lines = Object.keys(env)
    .filter((name) => !(name in clean) && /^[A-Za-z_][A-Za-z0-9_]*$/.test(name))
    .map((name) => `unset ${name}`);
  if (clean.PATH !== undefined) lines.push(`export PATH=${quote(clean.PATH)}`);
  return lines.join('\n');
}

module.exports = { cleanEnv, shellCommands };

if (require.main === module && process.argv.includes('--shell')) process.stdout.write(`${shellCommands()}\n`);
