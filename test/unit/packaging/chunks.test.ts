// The production bundles as they ship: a light entry, one chunk per feature, zod and undici once in
// vendor.js, and zod configured before any schema exists so it never probes `navigator` (which VS Code's
// extension host answers with a logged PendingMigrationError). Sizes, not times: nothing here is timed.
import { strict as assert } from 'node:assert';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { VSCODE_STAND_IN } from '../../../scripts/lib/requireTime';
import { buildBundles, chunkSizes } from '../../../scripts/lib/vsix';

describe('extension host bundles', function () {
  this.timeout(120_000);
  let dir: string;
  let dist: string;

  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'scriptorium-chunks-'));
    buildBundles(dir);
    dist = join(dir, 'dist');
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('are the light entry, each feature, vendor and the demo reader; the entry stays under 250 KB', () => {
    const sizes = chunkSizes(dist);
    assert.deepEqual(Object.keys(sizes), ['demoCredentials.js', 'extension.js', 'localization.js', 'vendor.js', 'worldbuilding.js']);
    assert.ok(sizes['extension.js']! <= 250 * 1024, `dist/extension.js is ${sizes['extension.js']} bytes`);
  });

  it('load each library where it is needed: zod and undici only in vendor.js, the markup pipeline only in worldbuilding.js', () => {
    const text = (f: string) => readFileSync(join(dist, f), 'utf8');
    // Strings that only the libraries' own code contains.
    const zod = '__zod_globalConfig';
    const undici = 'undici:request';
    const sanitizer = 'allowedSchemesByTag';
    const yaml = 'YAMLParseError';
    for (const f of ['extension.js', 'localization.js', 'worldbuilding.js', 'demoCredentials.js']) {
      assert.ok(!text(f).includes(zod) && !text(f).includes(undici), `${f} carries no copy of zod or undici`);
    }
    assert.ok(text('vendor.js').includes(zod) && text('vendor.js').includes(undici));
    for (const f of ['localization.js', 'worldbuilding.js', 'demoCredentials.js']) assert.match(text(f), /require\("\.\/vendor\.js"\)/, `${f} requires vendor.js`);
    for (const f of ['extension.js', 'localization.js']) assert.ok(!text(f).includes(sanitizer) && !text(f).includes(yaml), `${f} carries no sanitizer or YAML`);
    assert.ok(text('worldbuilding.js').includes(sanitizer) && text('worldbuilding.js').includes(yaml));
  });

  it('configure zod before any schema exists, so `navigator` is never read', () => {
    // A child process: this one has loaded zod already. `navigator` is a getter that counts its reads,
    // as VS Code's extension host has one that logs.
    const probe = `
      let reads = 0;
      Object.defineProperty(globalThis, 'navigator', { configurable: true, get() { reads++; return { userAgent: 'node' }; } });
      const { zod } = require(${JSON.stringify(join(dist, 'vendor.js'))});
      zod.z.object({ a: zod.z.string() }).parse({ a: 'x' });
      const withSetting = reads;
      delete globalThis.__zod_globalConfig.jitless;
      zod.z.object({ b: zod.z.string() }).parse({ b: 'y' });
      console.log(JSON.stringify({ withSetting, without: reads - withSetting }));`;
    const out = JSON.parse(execFileSync(process.execPath, ['-e', probe], { encoding: 'utf8' })) as { withSetting: number; without: number };
    assert.equal(out.withSetting, 0, 'no read of navigator once vendor.js is loaded');
    assert.ok(out.without > 0, 'control: without the setting zod does read navigator (so the check can see it)');
  });

  it('build their schemas without reading `navigator`: each chunk as the extension host loads it', () => {
    for (const f of ['extension.js', 'localization.js', 'worldbuilding.js', 'demoCredentials.js']) {
      const probe = `${VSCODE_STAND_IN}
        let reads = 0;
        Object.defineProperty(globalThis, 'navigator', { configurable: true, get() { reads++; return undefined; } });
        require(${JSON.stringify(join(dist, f))});
        console.log(reads);`;
      assert.equal(execFileSync(process.execPath, ['-e', probe], { encoding: 'utf8' }).trim(), '0', `${f} reads navigator while loading`);
    }
  });
});
