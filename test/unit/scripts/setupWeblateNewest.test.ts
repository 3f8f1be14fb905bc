// The newest-Weblate setup never skips: without Debian's archive (or without root) it stops with a message
// naming what is missing, before touching the cache. Run against a closed loopback port as the "archive".
import { strict as assert } from 'node:assert';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

describe('scripts/setup-weblate-newest.sh', () => {
  it('fails with a clear message when Debian’s archive cannot be reached', function () {
    this.timeout(120_000);
    const cache = mkdtempSync(join(tmpdir(), 'scriptorium-newest-'));
    try {
      const res = spawnSync('bash', [join(__dirname, '..', '..', '..', 'scripts', 'setup-weblate-newest.sh')], {
        env: { ...process.env, SCRIPTORIUM_CACHE: cache, SCRIPTORIUM_DEBIAN_MIRROR: 'http://127.0.0.1:9/debian' },
        encoding: 'utf8',
      });
      assert.equal(res.status, 1, res.stdout + res.stderr);
      const expected =
        process.getuid?.() === 0
          ? /ERROR: Debian's archive \(http:\/\/127\.0\.0\.1:9\/debian\) cannot be reached/
          : /ERROR: installing Weblate .* needs root/;
      assert.match(res.stdout, expected);
      assert.deepEqual(readdirSync(cache), [], 'the cache is left untouched');
    } finally {
      rmSync(cache, { recursive: true, force: true });
    }
  });
});
