// The setup scripts (bash, clean-env.sh) and the Node side (cleanEnv.cjs: the test runner's stages, npm ci,
// code-server) must hand nested installers the same environment whoever started them.
import { strict as assert } from 'node:assert';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { cleanEnv } from '../../../scripts/lib/cleanEnv.cjs';

/** A registry a user set; a placeholder under the reserved .invalid TLD, as no file names a real one (#32). */
const REGISTRY = 'https://registry.invalid/';

/** What an outer `npm test` under Node 20 exports, plus a user's own variables. */
const OUTER: Record<string, string> = {
  HOME: '/home/someone',
  SCRIPTORIUM_CACHE: '/tmp/cache',
  PATH: '/work/x/node_modules/.bin:/work/node_modules/.bin:/usr/lib/node_modules/npm/node_modules/@npmcli/run-script/lib/node-gyp-bin:/usr/local/bin:/usr/bin:/bin',
  npm_config_user_agent: 'npm/11.19.1 node/v20.20.2 linux x64 workspaces/false',
  npm_config_nodedir: '/usr',
  npm_config_registry: REGISTRY,
  npm_config_https_proxy: 'http://proxy.local:3128',
  npm_package_name: 'scriptorium',
  npm_lifecycle_event: 'test',
  npm_lifecycle_script: 'node scripts/test.mjs',
  npm_execpath: '/usr/lib/node_modules/npm/bin/npm-cli.js',
  npm_node_execpath: '/usr/bin/node',
  npm_command: 'run-script',
  INIT_CWD: '/work/x',
  NODE: '/usr/bin/node',
  NODE_OPTIONS: '--max-old-space-size=4096',
};

function fromBash(env: Record<string, string>): Record<string, string> {
  const script = `source ${JSON.stringify(join(__dirname, '../../../scripts/lib/clean-env.sh'))}; env -0`;
  const out = execFileSync('/bin/bash', ['-c', script], { env, encoding: 'utf8' });
  const result: Record<string, string> = {};
  for (const entry of out.split('\0').filter(Boolean)) {
    const i = entry.indexOf('=');
    result[entry.slice(0, i)] = entry.slice(i + 1);
  }
  // bash sets these itself whatever it was given.
  for (const own of ['PWD', 'SHLVL', '_', 'OLDPWD']) delete result[own];
  return result;
}

describe('the environment nested installers get', () => {
  it('has none of the outer npm variables but the registry and proxy ones, and no npm folders on PATH', () => {
    assert.deepEqual(cleanEnv(OUTER), {
      HOME: '/home/someone',
      SCRIPTORIUM_CACHE: '/tmp/cache',
      PATH: '/usr/local/bin:/usr/bin:/bin',
      npm_config_registry: REGISTRY,
      npm_config_https_proxy: 'http://proxy.local:3128',
      NODE_OPTIONS: '--max-old-space-size=4096',
    });
  });

  it('is the same from the bash setup scripts and from Node', () => {
    assert.deepEqual(fromBash(OUTER), cleanEnv(OUTER));
  });

  it('takes what a step sets on purpose, and deletes what it unsets', () => {
    const env = cleanEnv(OUTER, { npm_config_nodedir: '/cache/node24', HOME: undefined });
    assert.equal(env.npm_config_nodedir, '/cache/node24');
    assert.ok(!('HOME' in env));
    assert.equal(OUTER.npm_config_nodedir, '/usr', 'the caller’s environment is left as it was');
  });
});
