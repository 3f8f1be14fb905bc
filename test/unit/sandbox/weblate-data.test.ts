// The generated data, read through the service's own handler (no HTTP): the same on every run, faithful to
// the seed's rules (hashes, source units, plurals, states, change sequences, statistics), and the
// benchmark size's counts.
import { strict as assert } from 'node:assert';
import { stringifyJson } from '../../../src/core/http/json';
import { SANDBOX_CREDENTIALS } from '../../../sandbox/credentials';
import type { DataSize, SandboxResponse } from '../../../sandbox/types';
import { createWeblateService, type WeblateService } from '../../../sandbox/weblate';

const ORIGIN = 'http://127.0.0.1:9';
const make = (size: DataSize = 'small') =>
  createWeblateService({ size, rateLimit: 0, credentials: SANDBOX_CREDENTIALS });

/* eslint-disable @typescript-eslint/no-explicit-any -- the tests read wire JSON freely */
async function get(service: WeblateService, path: string): Promise<any> {
  const res = (await service.handle({
    method: 'GET',
    url: new URL(`${ORIGIN}/api/${path}`),
    headers: { authorization: `Token ${SANDBOX_CREDENTIALS.weblate.adminToken}` },
    body: undefined,
    invalidJson: false,
    rawBody: '',
  })) as SandboxResponse;
  assert.equal(res.status, 200, path);
  return res.json;
}

const everything = async (service: WeblateService, path: string): Promise<any[]> =>
  (await get(service, `${path}${path.includes('?') ? '&' : '?'}page_size=10000`)).results;
const TIMESTAMP = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/;

describe('sandbox: Weblate generated data', () => {
  const service = make();
  let units: any[] = [];
  let translations: any[] = [];
  let changes: any[] = [];
  before(async () => {
    units = await everything(service, 'units/');
    translations = await everything(service, 'translations/');
    changes = await everything(service, 'changes/');
  });

  it('is the same on every run', async () => {
    const again = make();
    for (const path of [
      'units/?page_size=10000',
      'changes/?page_size=1000',
      'translations/?page_size=1000',
      'languages/',
      'users/',
      'translations/atlas/web/ar/statistics/',
    ]) {
      assert.equal(stringifyJson(await get(again, path)), stringifyJson(await get(service, path)), path);
    }
  });

  it('has at least two projects, one of them private, with json-nested and glossary (tbx) components', async () => {
    const projects = await everything(service, 'projects/');
    assert.ok(projects.length >= 2);
    const anonymous = (await service.handle({
      method: 'GET',
      url: new URL(`${ORIGIN}/api/projects/`),
      headers: {},
      body: undefined,
      invalidJson: false,
      rawBody: '',
    }))!.json as any;
    assert.ok(anonymous.count < projects.length, 'a private project');
    const components = await everything(service, 'components/');
    assert.ok(
      components.some((c) => c.file_format === 'json-nested' && c.filemask === 'locales/*.json' && !c.is_glossary),
    );
    assert.ok(components.some((c) => c.file_format === 'tbx' && c.is_glossary));
  });

  it('names translation files by language_code, which differs from language.code for a regional language', () => {
    for (const t of translations) assert.equal(t.filename, t.component.filemask.replace('*', t.language_code));
    const regional = translations.filter((t) => t.language_code !== t.language.code);
    assert.ok(regional.length > 0);
    for (const t of regional)
      assert.equal(
        t.language_code,
        t.language.code.replace('_', '-'),
        'bcp style in file names, Weblate code with an underscore',
      );
    assert.ok(translations.some((t) => t.language.direction === 'rtl' && t.is_source === false));
    assert.ok(translations.every((t) => t.is_source === (t.language.code === t.component.source_language.code)));
  });

  it('keeps 64-bit hashes exact: signed, many negative, many beyond 2^53, the checksum in web_url', () => {
    const hashes = units.flatMap((u) => [u.id_hash, u.content_hash]);
    assert.ok(hashes.every((h) => typeof h === 'bigint' && h >= -(2n ** 63n) && h < 2n ** 63n));
    assert.ok(hashes.filter((h) => h < 0n).length > hashes.length / 4, 'many negative');
    assert.ok(hashes.filter((h) => h > 2n ** 53n || h < -(2n ** 53n)).length > hashes.length / 2, 'many beyond 2^53');
    for (const u of units) {
      assert.equal(
        new URL(u.web_url).searchParams.get('checksum'),
        (u.id_hash + 2n ** 63n).toString(16).padStart(16, '0'),
      );
    }
  });

  it('points every unit at its source-language unit, the source units at themselves', () => {
    const byUrl = new Map(units.map((u) => [u.url, u]));
    const source = new Map(translations.map((t) => [t.url, t.is_source]));
    for (const u of units) {
      const src = byUrl.get(u.source_unit);
      assert.ok(src, `unit ${u.id} source_unit resolves`);
      assert.equal(source.get(src.translation), true, `unit ${u.id}: its source unit lies in a source translation`);
      assert.deepEqual([src.context, src.source], [u.context, u.source]);
      if (source.get(u.translation)) assert.equal(u.source_unit, u.url);
    }
  });

  it('has plural units with one target per plural form, and every state with its flags', async () => {
    const languages = new Map((await everything(service, 'languages/')).map((l) => [l.url, l.plural.number]));
    const language = new Map(translations.map((t) => [t.url, t.language.url]));
    const plurals = units.filter((u) => u.source.length > 1 && u.state > 0);
    assert.ok(plurals.length > 0);
    for (const u of plurals) assert.equal(u.target.length, languages.get(language.get(u.translation)), `unit ${u.id}`);
    const forms = new Set(plurals.map((u) => u.target.length));
    for (const n of [1, 2, 3, 6]) assert.ok(forms.has(n), `translated plurals with ${n} forms`);
    for (const s of [0, 10, 20, 30, 100])
      assert.ok(
        units.some((u) => u.state === s),
        `state ${s}`,
      );
    for (const u of units) {
      assert.deepEqual(
        [u.fuzzy, u.translated, u.approved],
        [u.state === 10, u.state >= 20, u.state === 30],
        `unit ${u.id}`,
      );
      if (u.state === 0) assert.deepEqual(u.target, ['']);
      else
        assert.ok(
          u.target.every((t: string) => t !== ''),
          `unit ${u.id} has text`,
        );
    }
  });

  it('looks like an application: dotted keys, notes, locations, flags and explanations on some units', () => {
    assert.ok(units.some((u) => u.context === 'menu.file.open'));
    // Keys everywhere but in the gettext component, whose context is msgctxt (mostly empty).
    const gettext = units.filter((u) => u.translation.includes('/internal/tools/'));
    assert.ok(gettext.some((u) => u.context === '') && gettext.some((u) => u.context === 'confirmation prompt'));
    assert.ok(units.every((u) => gettext.includes(u) || /^[a-z][\w.]*$/i.test(u.context)));
    for (const field of ['note', 'location', 'flags', 'explanation', 'previous_source']) {
      assert.ok(
        units.some((u) => u[field] !== ''),
        `some ${field}`,
      );
      assert.ok(
        units.some((u) => u[field] === ''),
        `some without ${field}`,
      );
    }
  });

  it('keeps every translation and its statistics consistent with its units', async () => {
    for (const t of translations) {
      const mine = units.filter((u) => u.translation === t.url);
      const count = (keep: (u: any) => boolean) => mine.filter(keep).length;
      const words = (keep: (u: any) => boolean) => mine.filter(keep).reduce((n, u) => n + u.num_words, 0);
      assert.equal(t.total, mine.length);
      assert.equal(
        t.translated,
        count((u) => u.state >= 20),
      );
      assert.equal(
        t.fuzzy,
        count((u) => u.state === 10),
      );
      assert.equal(
        t.failing_checks,
        count((u) => u.has_failing_check),
      );
      assert.equal(
        t.have_suggestion,
        count((u) => u.has_suggestion),
      );
      assert.equal(
        t.have_comment,
        count((u) => u.has_comment),
      );
      assert.equal(
        t.total_words,
        words(() => true),
      );
      assert.equal(
        t.translated_words,
        words((u) => u.state >= 20),
      );
      assert.equal(t.translated_percent, t.total ? Math.round((1000 * t.translated) / t.total) / 10 : 0);
      const s = await get(service, new URL(t.statistics_url).pathname.slice('/api/'.length));
      assert.deepEqual(
        [s.total, s.translated, s.fuzzy, s.approved, s.readonly, s.code],
        [t.total, t.translated, t.fuzzy, count((u) => u.state === 30), count((u) => u.state === 100), t.language.code],
      );
    }
  });

  it("follows the seed's change rules: who acted, which action codes, and the 53→21 and 59…→0 sequences", () => {
    const actions = new Set(changes.map((c) => c.action));
    for (const a of [0, 2, 4, 5, 21, 47, 50, 51, 53, 59]) assert.ok(actions.has(a), `action ${a}`);
    const ids = changes.map((c) => c.id);
    assert.deepEqual(
      ids,
      [...ids].sort((a, b) => a - b),
    );
    for (const [i, c] of changes.entries()) {
      assert.match(c.timestamp, TIMESTAMP);
      if (i > 0)
        assert.ok(Date.parse(c.timestamp) >= Date.parse(changes[i - 1].timestamp), 'time goes forward with ids');
      if (c.action === 4)
        assert.deepEqual([c.user, c.author?.endsWith('/api/users/anonymous/?format=api')], [null, true]);
      if ([50, 51].includes(c.action)) assert.ok(c.user && c.author);
      if ([0, 21, 47, 53].includes(c.action)) assert.deepEqual([c.user, c.author], [null, null]);
      if ([4, 59].includes(c.action)) assert.ok(c.target !== '' && c.unit && c.translation && c.component);
      if (c.action === 53) {
        const next = changes[i + 1];
        const gap = Date.parse(next.timestamp) - Date.parse(c.timestamp);
        assert.deepEqual([next.action, next.component], [21, c.component]);
        assert.ok(gap >= 1000 && gap <= 2000, `rebase ${gap} ms after the notification`);
      }
      if (c.action === 0) {
        const before = changes[i - 1];
        assert.equal(before.action, 59, 'a resource update closes a series of 59');
        assert.equal(before.timestamp.slice(0, 19), c.timestamp.slice(0, 19), 'in the same second');
        assert.equal(before.translation, c.translation);
      }
    }
  });

  it('lists users, anonymous among them', async () => {
    const users = await everything(service, 'users/');
    assert.ok(users.some((u) => u.username === 'anonymous'));
    for (const c of changes)
      for (const ref of [c.user, c.author])
        if (ref)
          assert.ok(
            users.some((u) => ref.endsWith(`/users/${u.username}/?format=api`)),
            ref,
          );
  });
});

describe('sandbox: Weblate benchmark data (size large)', function () {
  this.timeout(120_000);

  it('holds a translation of 50,000 units and 2,000 translations in all, the same on every run', async () => {
    const large = make('large');
    const huge = await get(large, 'translations/bench/huge/de/');
    assert.equal(huge.total, 50_000);
    const page = await get(large, 'translations/bench/huge/de/units/?page_size=10000&page=5');
    assert.equal(page.count, 50_000);
    assert.equal(page.results.length, 10_000);
    assert.equal((await get(large, 'translations/?page_size=1')).count, 2000);
    const again = make('large');
    assert.equal(
      stringifyJson(await get(again, 'translations/bench/huge/de/units/?page_size=50&page=777')),
      stringifyJson(await get(large, 'translations/bench/huge/de/units/?page_size=50&page=777')),
    );
    assert.equal(
      stringifyJson(await get(again, 'translations/?page_size=5&page=333')),
      stringifyJson(await get(large, 'translations/?page_size=5&page=333')),
    );
    // The small sample lives unchanged inside the large data.
    assert.equal(
      stringifyJson(await get(large, 'translations/atlas/web/fr/units/')),
      stringifyJson(await get(make(), 'translations/atlas/web/fr/units/')),
    );
  });
});
