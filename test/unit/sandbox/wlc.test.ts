// The official Weblate client (Debian's wlc 1.13) must read the sandbox like a real server.
import { strict as assert } from 'node:assert';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';
import { useSandbox } from './helpers';

const run = promisify(execFile);
const ctx = useSandbox();

async function wlc(...args: string[]): Promise<string> {
  const { stdout } = await run('wlc', ['--url', `${ctx.sb.origin}/api/`, '--key', ctx.sb.credentials.weblate.adminToken, ...args], { timeout: 30_000 });
  return stdout;
}

describe('wlc against the sandbox', function () {
  this.timeout(60_000);

  before(() => {
    if (!existsSync('/usr/bin/wlc')) {
      throw new Error('wlc is not installed: run scripts/setup-wlc.sh (npm test does it in pretest)');
    }
  });

  it('list-projects, list-components, list-translations, list-languages', async () => {
    assert.match(await wlc('list-projects'), /slug: atlas[\s\S]*slug: internal/);
    assert.match(await wlc('list-components'), /file_format: tbx[\s\S]*slug: glossary|slug: glossary/);
    assert.match(await wlc('list-translations'), /language_code: pt-BR/);
    assert.match(await wlc('list-languages'), /code: ar\ndirection: rtl/);
  });

  it('show, ls and stats on projects, components and translations', async () => {
    assert.match(await wlc('show', 'atlas'), /name: Atlas\n/);
    assert.match(await wlc('show', 'atlas/web/de'), /filename: locales\/de\.json/);
    assert.match(await wlc('ls', 'atlas'), /slug: web[\s\S]*slug: glossary/);
    assert.match(await wlc('ls', 'atlas/web'), /language_code: pt-BR/);
    const stats = await wlc('stats', 'atlas/web/de');
    assert.match(stats, /code: de\n/);
    assert.match(stats, /translated_percent: \d+(\.\d)?\n/);
    assert.match(await wlc('stats', 'atlas'), /name: Atlas\n/);
  });

  it('changes of a component and JSON output', async () => {
    assert.match(await wlc('changes', 'atlas/web'), /action_name: Created component/);
    const json = JSON.parse(await wlc('--format', 'json', 'list-projects'));
    assert.deepEqual(json.map((p: { slug: string }) => p.slug), ['atlas', 'mobile', 'internal']);
  });

  it("wlc's Python library lists a translation's units with exact 64-bit hashes", async () => {
    const script = `
from wlc import Weblate
w = Weblate(key=${JSON.stringify(ctx.sb.credentials.weblate.adminToken)}, url=${JSON.stringify(`${ctx.sb.origin}/api/`)})
units = list(w.get_translation('atlas/web/de').units())
print(len(units), units[0].id_hash)
`;
    const { stdout } = await run('/usr/bin/python3', ['-c', script], { timeout: 30_000 });
    const [count, hash] = stdout.trim().split(' ');
    const res = await fetch(`${ctx.sb.origin}/api/translations/atlas/web/de/units/?page_size=1`);
    const text = await res.text();
    assert.equal(Number(count), JSON.parse(text).count);
    assert.ok(text.includes(`"id_hash":${hash}`), 'Python reads the same exact hash');
  });
});
