// The official client's file commands (Debian's wlc 1.13) against the sandbox, as a peer: `wlc download`
// of a translation (as stored and converted) and of a component (its zip), and `wlc upload` with a method,
// which wlc accepts only when the answer carries all six counts real Weblate sends.
import { strict as assert } from 'node:assert';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { call, useSandbox } from './helpers';

const run = promisify(execFile);
const ctx = useSandbox();

async function wlc(...args: string[]): Promise<string> {
  const { stdout } = await run(
    'wlc',
    ['--url', `${ctx.sb.origin}/api/`, '--key', ctx.sb.credentials.weblate.adminToken, ...args],
    { timeout: 30_000 },
  );
  return stdout;
}

const api = async (path: string) =>
  (await call(`${ctx.sb.origin}/api/${path}`, { token: ctx.sb.credentials.weblate.adminToken })).json;

describe('wlc download and upload against the sandbox', function () {
  this.timeout(60_000);
  let dir = '';

  before(async () => {
    try {
      await run('wlc', ['--version'], { timeout: 30_000 });
    } catch {
      throw new Error('wlc (the Weblate CLI, Debian package "wlc") is not installed: run scripts/setup-wlc.sh');
    }
    dir = await mkdtemp(join(tmpdir(), 'scriptorium-wlc-'));
  });
  after(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('downloads a translation file, as stored and converted to po', async () => {
    const out = join(dir, 'de.json');
    await wlc('download', 'atlas/web/de', '--output', out);
    const stored = (
      await call(`${ctx.sb.origin}/api/translations/atlas/web/de/file/`, {
        token: ctx.sb.credentials.weblate.adminToken,
      })
    ).text;
    assert.equal(await readFile(out, 'utf8'), stored);
    const po = await wlc('download', 'atlas/web/de', '--convert', 'po');
    assert.match(po, /^msgctxt "menu\.file\.open"$/m);
  });

  it('downloads a component as a zip named project-component.zip', async () => {
    await wlc('download', 'atlas/web', '--output', dir);
    const { stdout } = await run('/usr/bin/python3', [
      '-c',
      'import sys, zipfile\nprint("\\n".join(zipfile.ZipFile(sys.argv[1]).namelist()))',
      join(dir, 'atlas-web.zip'),
    ]);
    assert.ok(stdout.split('\n').includes('atlas/web/locales/pt-BR.json'), stdout);
  });

  it('uploads a translation file with --method translate and --method suggest', async () => {
    const units = (await api('translations/atlas/web/ja/units/?page_size=1000')).results as {
      id: number;
      context: string;
      state: number;
      source: string[];
    }[];
    const [a, b] = units.filter((u) => u.state === 0 && u.source.length === 1);
    assert.ok(a && b, 'two untranslated strings in atlas/web/ja');
    const nested = (key: string, value: string) =>
      key.split('.').reduceRight<unknown>((inner, k) => ({ [k]: inner }), value);
    const file = join(dir, 'ja.json');
    await writeFile(file, JSON.stringify(nested(a!.context, 'Enviado pelo wlc')));
    await wlc('upload', 'atlas/web/ja', '--input', file, '--method', 'translate');
    const unit = await api(`units/${a!.id}/`);
    assert.deepEqual([unit.target, unit.state], [['Enviado pelo wlc'], 20]);
    await writeFile(file, JSON.stringify(nested(b!.context, 'Sugestão do wlc')));
    await wlc('upload', 'atlas/web/ja', '--input', file, '--method', 'suggest');
    assert.equal((await api(`units/${b!.id}/`)).has_suggestion, true);
  });
});
