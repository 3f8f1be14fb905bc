// The official Weblate client (Debian's wlc 1.13) must read the sandbox like a real server: its CLI and
// its Python library (which the benchmark uses). Expectations come from the sandbox's own answers.
import { strict as assert } from 'node:assert';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { call, useSandbox } from './helpers';

const run = promisify(execFile);
const ctx = useSandbox();
const MISSING = 'wlc (the Weblate CLI, Debian package "wlc") is not installed: run scripts/setup-wlc.sh';

async function wlc(...args: string[]): Promise<string> {
  const { stdout } = await run(
    'wlc',
    ['--url', `${ctx.sb.origin}/api/`, '--key', ctx.sb.credentials.weblate.adminToken, ...args],
    { timeout: 30_000 },
  );
  return stdout;
}

async function wlcAs(key: string, ...args: string[]): Promise<string> {
  try {
    const { stdout } = await run('wlc', ['--url', `${ctx.sb.origin}/api/`, '--key', key, ...args], { timeout: 30_000 });
    return stdout;
  } catch (e) {
    const err = e as { stdout?: string; stderr?: string };
    throw new Error(`${err.stderr ?? ''}${err.stdout ?? ''}`);
  }
}

async function python(script: string): Promise<string> {
  const { stdout } = await run('/usr/bin/python3', ['-c', script], { timeout: 30_000 });
  return stdout;
}

const pyClient = () =>
  `from wlc import Weblate\nw = Weblate(key=${JSON.stringify(ctx.sb.credentials.weblate.adminToken)}, url=${JSON.stringify(`${ctx.sb.origin}/api/`)})\n`;
const api = async (path: string) =>
  (await call(`${ctx.sb.origin}/api/${path}`, { token: ctx.sb.credentials.weblate.adminToken })).json;

describe('wlc against the sandbox', function () {
  this.timeout(60_000);

  before(async () => {
    try {
      await run('wlc', ['--version'], { timeout: 30_000 });
      await run('/usr/bin/python3', ['-c', 'import wlc'], { timeout: 30_000 });
    } catch {
      throw new Error(MISSING); // fail, never skip: the sandbox's fidelity rests on this peer
    }
  });

  it('list-projects, list-components, list-translations, list-languages', async () => {
    const projects = (await api('projects/')).results as { slug: string; name: string }[];
    const listed = await wlc('list-projects');
    for (const p of projects) assert.match(listed, new RegExp(`slug: ${p.slug}\\n`));
    const components = await wlc('list-components');
    assert.match(components, /slug: glossary\n/);
    assert.match(components, /file_format: tbx\n/);
    const translations = await wlc('list-translations');
    assert.match(translations, /language_code: pt-BR\n/);
    assert.match(translations, /filename: locales\/pt-BR\.json\n/);
    const languages = await wlc('list-languages');
    for (const l of (await api('languages/?page_size=1000')).results as { code: string; direction: string }[]) {
      assert.match(languages, new RegExp(`code: ${l.code}\\ndirection: ${l.direction}\\n`), l.code);
    }
  });

  it('show a translation, ls a project and a component', async () => {
    const t = await api('translations/atlas/web/de/');
    const shown = await wlc('show', 'atlas/web/de');
    assert.match(shown, /filename: locales\/de\.json\n/);
    assert.match(shown, new RegExp(`total: ${t.total}\\n`));
    assert.match(shown, new RegExp(`translated: ${t.translated}\\n`));
    assert.match(await wlc('show', 'atlas'), /name: Atlas\n/);
    const ls = await wlc('ls', 'atlas');
    for (const c of (await api('projects/atlas/components/')).results as { slug: string }[])
      assert.match(ls, new RegExp(`slug: ${c.slug}\\n`));
    assert.match(await wlc('ls', 'atlas/web'), /language_code: pt-BR\n/);
  });

  it('stats of a translation, a component and a project', async () => {
    const s = await api('translations/atlas/web/de/statistics/');
    const stats = await wlc('stats', 'atlas/web/de');
    assert.match(stats, /code: de\n/);
    // wlc prints floats with one decimal; a whole percentage arrives as an integer from JSON.
    const percent = Number.isInteger(s.translated_percent)
      ? `${s.translated_percent}(\\.0)?`
      : s.translated_percent.toFixed(1);
    assert.match(stats, new RegExp(`translated_percent: ${percent}\\n`));
    assert.match(stats, new RegExp(`last_author: ${s.last_author}\\n`));
    assert.match(await wlc('stats', 'atlas/web'), /code: pt_BR\n/);
    assert.match(await wlc('stats', 'atlas'), /name: Atlas\n/);
  });

  it('changes of a component, a translation and a project', async () => {
    const changes = await wlc('changes', 'atlas/web');
    assert.match(changes, /action_name: Created component\n/);
    assert.match(changes, /action_name: Rebased repository\n/);
    assert.match(changes, /action_name: String updated in the repository\ncomponent: web\ntarget: Open file…\n/);
    assert.match(await wlc('changes', 'atlas/web/de'), /translation: de\n/);
    assert.match(await wlc('changes', 'atlas'), /action_name: Created project\n/);
  });

  it('repo, lock-status, download and JSON output', async () => {
    assert.match(await wlc('repo', 'atlas/web'), /needs_push: True\n/);
    assert.match(await wlc('lock-status', 'atlas/web'), /locked: False\n/);
    const file = JSON.parse(await wlc('download', 'atlas/web/de')) as { menu: { file: Record<string, string> } };
    assert.equal(typeof file.menu.file.open, 'string');
    const json = JSON.parse(await wlc('--format', 'json', 'list-projects')) as { slug: string }[];
    assert.deepEqual(
      json.map((p) => p.slug),
      ((await api('projects/')).results as { slug: string }[]).map((p) => p.slug),
    );
  });

  it('lock, unlock and lock-status of a component (the maintainer); the translator is refused', async () => {
    await wlc('lock', 'mobile/app');
    assert.match(await wlc('lock-status', 'mobile/app'), /locked: True\n/);
    assert.equal((await api('components/mobile/app/lock/')).locked, true);
    await wlc('unlock', 'mobile/app');
    assert.match(await wlc('lock-status', 'mobile/app'), /locked: False\n/);
    await assert.rejects(wlcAs(ctx.sb.credentials.weblate.translatorToken, 'lock', 'mobile/app'), /permission|403/i);
    assert.equal((await api('components/mobile/app/lock/')).locked, false);
  });

  it('commit and push: a saved unit is pending, wlc commit makes it a commit, wlc push clears it (repo shows each)', async () => {
    const token = ctx.sb.credentials.weblate.adminToken;
    await wlc('push', 'mobile/app'); // start clean
    assert.match(await wlc('repo', 'mobile/app'), /needs_commit: False\n[\s\S]*needs_push: False\n/);
    const unit = (
      (await api('translations/mobile/app/de/units/?q=state%3Aempty')).results as { id: number; source: string[] }[]
    )[0]!;
    const patched = await call(`${ctx.sb.origin}/api/units/${unit.id}/`, {
      token,
      method: 'PATCH',
      json: { target: unit.source.map(() => 'Ausstehend'), state: 20 },
    });
    assert.equal(patched.status, 200, patched.text);
    assert.match(await wlc('repo', 'mobile/app'), /needs_commit: True\n/);
    // wlc prints nothing when the server answers {"result": true} and fails with its detail otherwise.
    assert.equal(await wlc('commit', 'mobile/app'), '');
    const committed = await wlc('repo', 'mobile/app');
    assert.match(committed, /needs_commit: False\n/);
    assert.match(committed, /needs_push: True\n/);
    assert.equal(await wlc('push', 'mobile/app'), '');
    assert.match(await wlc('repo', 'mobile/app'), /needs_push: False\n/);
    // A whole project, and the operations that discard work, answer the same way.
    for (const op of ['commit', 'pull', 'cleanup', 'reset']) assert.equal(await wlc(op, 'mobile'), '', op);
    await assert.rejects(wlcAs(ctx.sb.credentials.weblate.translatorToken, 'commit', 'mobile/app'), /permission|403/i);
    await assert.rejects(wlcAs(ctx.sb.credentials.weblate.translatorToken, 'repo', 'mobile/app'), /permission|403/i);
  });

  it('reads public projects without a key and never sees the private one', async () => {
    const { stdout } = await run('wlc', ['--url', `${ctx.sb.origin}/api/`, 'list-projects'], { timeout: 30_000 });
    assert.match(stdout, /slug: atlas\n/);
    assert.doesNotMatch(stdout, /slug: internal\n/);
  });

  it('the Python library: Translation.units() over every page, with exact 64-bit hashes', async () => {
    const out = await python(
      `${pyClient()}units = list(w.get_translation('atlas/web/de').units())\nprint(len(units), units[0].id_hash, units[-1].content_hash)\n`,
    );
    const [count, first, last] = out.trim().split(' ');
    const all = await call(`${ctx.sb.origin}/api/translations/atlas/web/de/units/?page_size=1000`);
    assert.ok(all.json.count > 20, 'more than one page of 20');
    assert.equal(Number(count), all.json.count);
    assert.equal(first, String(all.json.results[0].id_hash));
    assert.equal(last, String(all.json.results.at(-1).content_hash));
  });

  it('the Python library: list_units with a q search, and a unit by id', async () => {
    const q = 'state:<translated';
    const out = await python(
      `${pyClient()}units = list(w.list_units('translations/atlas/web/de/units/', params={'q': ${JSON.stringify(q)}}))\nprint(' '.join(str(u.id) for u in units))\nu = w.get_unit(str(units[0].id))\nprint(u.context, u.state)\n`,
    );
    const [idsLine, unitLine] = out.trim().split('\n');
    const expected = (
      await call(`${ctx.sb.origin}/api/translations/atlas/web/de/units/?page_size=1000&q=${encodeURIComponent(q)}`)
    ).json.results as { id: number; context: string; state: number }[];
    assert.ok(expected.length > 0);
    assert.deepEqual(
      idsLine!.split(' ').map(Number),
      expected.map((u) => u.id),
    );
    assert.equal(unitLine, `${expected[0]!.context} ${expected[0]!.state}`);
  });
});
