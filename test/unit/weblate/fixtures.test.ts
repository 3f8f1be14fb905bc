// Every resource the client reads, as real servers answered it: the answers captured from each Weblate
// release the conformance stage runs (test/fixtures/weblate/<version>/, by
// test/conformance/captureFixtures.ts) go through the client's own schemas. Then the same answers cut
// down to the fields Weblate 4.0 and 4.2 send (their serializers.py), which must still parse, with the
// unit state and plural forms derived as the schemas promise.
import { strict as assert } from 'node:assert';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { listOf } from '../../../src/core/http/fastItems';
import { parseJson } from '../../../src/core/http/json';
import { envelope } from '../../../src/core/http/paging';
import { buildUnitView } from '../../../src/core/units/unitView';
import {
  ComponentSchema,
  LanguageSchema,
  RepositorySchema,
  StatisticsSchema,
  TranslationSchema,
  UnitSchema,
} from '../../../src/core/weblate/schemas';
import { weblateReleases } from '../../../scripts/weblate/releases';
import { FIXTURE_RESOURCES } from '../../fixtures/weblate/resources';

const DIR = join(__dirname, '..', '..', 'fixtures', 'weblate');
const load = (version: string, name: string) =>
  parseJson(readFileSync(join(DIR, version, `${name}.json`), 'utf8')) as Record<string, unknown>;
const versions = readdirSync(DIR, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

describe('Weblate answers captured from real servers', () => {
  it('are stored for every release the conformance stage runs', () => {
    for (const r of weblateReleases())
      assert.ok(
        existsSync(join(DIR, r.version)),
        `no fixtures of Weblate ${r.version}: run npx tsx test/conformance/captureFixtures.ts ${r.version}`,
      );
  });

  for (const version of versions) {
    describe(`Weblate ${version}`, () => {
      for (const r of FIXTURE_RESOURCES) {
        it(`${r.name} parses with the client's schema`, () => {
          const result = r.schema.safeParse(load(version, r.name));
          assert.ok(
            result.success,
            `${r.name}: ${result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
          );
        });
      }
    });
  }
});

describe('field types the newest serializers allow beyond the captured answers', () => {
  const newest = weblateReleases()[1]!.version;

  it('repository: remote_commit as a commit object (CommitInfoSerializer), a string (older) or null', () => {
    const repo = load(newest, 'component-repository');
    const commit = {
      revision: 'a'.repeat(40),
      shortrevision: 'aaaaaaa',
      author: 'A <a@example.org>',
      author_name: 'A',
      author_email: 'a@example.org',
      authordate: '2026-11-01T10:00:00Z',
      commit: 'A <a@example.org>',
      commit_name: 'A',
      commit_email: 'a@example.org',
      commitdate: '2026-11-01T10:00:00Z',
      message: ['Update'],
      summary: 'Update',
    };
    assert.deepEqual(RepositorySchema.parse({ ...repo, remote_commit: commit }).remote_commit, commit);
    assert.equal(
      RepositorySchema.parse({ ...repo, remote_commit: 'd1f0e6c: Update translation files' }).remote_commit,
      'd1f0e6c: Update translation files',
    );
    assert.ok(!RepositorySchema.safeParse({ ...repo, remote_commit: 42 }).success);
  });

  it('component: enforced_checks is a JSON field (any JSON), addons a list of links', () => {
    const comp = load(newest, 'component');
    for (const enforced of [[], ['same'], { checks: ['same'] }, null])
      assert.ok(ComponentSchema.safeParse({ ...comp, enforced_checks: enforced }).success, JSON.stringify(enforced));
  });
});

// Field lists of Weblate 4.0.4's weblate/api/serializers.py (and Translation.get_stats for statistics).
const FIELDS_4_0 = {
  language: ['code', 'name', 'direction', 'web_url', 'url'],
  project: [
    'name',
    'slug',
    'id',
    'web',
    'source_language',
    'web_url',
    'url',
    'components_list_url',
    'repository_url',
    'statistics_url',
    'changes_list_url',
    'languages_url',
  ],
  component: [
    'name',
    'slug',
    'id',
    'project',
    'vcs',
    'repo',
    'git_export',
    'branch',
    'filemask',
    'template',
    'edit_template',
    'new_base',
    'file_format',
    'license',
    'license_url',
    'web_url',
    'url',
    'repository_url',
    'translations_url',
    'statistics_url',
    'lock_url',
    'changes_list_url',
    'new_lang',
    'push',
    'check_flags',
    'enforced_checks',
  ],
  unit: [
    'translation',
    'source',
    'previous_source',
    'target',
    'id_hash',
    'content_hash',
    'location',
    'context',
    'note',
    'flags',
    'fuzzy',
    'translated',
    'approved',
    'position',
    'has_suggestion',
    'has_comment',
    'has_failing_check',
    'num_words',
    'priority',
    'id',
    'web_url',
    'url',
  ],
  statistics: [
    'code',
    'name',
    'total',
    'total_words',
    'last_change',
    'last_author',
    'recent_changes',
    'translated',
    'translated_words',
    'translated_percent',
    'fuzzy',
    'fuzzy_percent',
    'failing',
    'failing_percent',
    'url',
    'url_translate',
  ],
};
const pick = (o: Record<string, unknown>, keys: string[]) =>
  Object.fromEntries(Object.entries(o).filter(([k]) => keys.includes(k)));
const asLanguage40 = (l: Record<string, unknown>) => pick(l, FIELDS_4_0.language);
const asComponent40 = (c: Record<string, unknown>) => ({
  ...pick(c, FIELDS_4_0.component),
  project: pick(c.project as Record<string, unknown>, FIELDS_4_0.project),
});
/** A 4.0/4.1/4.2 unit: no state, source_unit or explanation; plural forms as one string. */
const asUnit40 = (u: Record<string, unknown>) => ({
  ...pick(u, FIELDS_4_0.unit),
  source: (u.source as string[]).join('\x1e\x1e'),
  target: (u.target as string[]).join('\x1e\x1e'),
});

describe('answers shaped like Weblate 4.0–4.2', () => {
  const seed = weblateReleases()[0]!.version;
  const units = load(seed, 'translation-units').results as Record<string, unknown>[];

  it('units without state or source_unit, forms as one string: state from the flags, forms split', () => {
    const parsed = envelope(UnitSchema).parse({ ...load(seed, 'translation-units'), results: units.map(asUnit40) });
    parsed.results.forEach((u, i) => {
      const real = UnitSchema.parse(units[i]);
      assert.deepEqual(u.source, real.source);
      assert.deepEqual(u.target, real.target);
      assert.equal(u.source_unit, undefined);
      // Read-only (100) cannot be told from the flags; every other state comes back as the server had it.
      assert.equal(u.state, real.state === 100 ? 20 : real.state, `unit ${real.context}`);
    });
    assert.ok(
      parsed.results.some((u) => u.source.length > 1),
      'plural units are among them',
    );
    assert.ok(new Set(parsed.results.map((u) => u.state)).size > 1, 'several states are among them');
  });

  it('a language without plural, a component without source_language, statistics of 4.0', () => {
    assert.equal(LanguageSchema.parse(asLanguage40(load(seed, 'language'))).plural, undefined);
    assert.equal(ComponentSchema.parse(asComponent40(load(seed, 'component'))).source_language, undefined);
    const st = StatisticsSchema.parse(pick(load(seed, 'translation-statistics'), FIELDS_4_0.statistics));
    assert.equal(st.approved, undefined);
    assert.equal(typeof st.translated_percent, 'number');
  });

  it('the unit panel opens a 4.0 unit: plural forms from the unit, source direction left to right', () => {
    const tr = load(seed, 'translation');
    const translation = TranslationSchema.parse({
      ...tr,
      language: asLanguage40(tr.language as Record<string, unknown>),
      component: asComponent40(tr.component as Record<string, unknown>),
    });
    const plural = units.find((u) => (u.source as string[]).length > 1 && (u.target as string[]).length === 3)!;
    const unit = UnitSchema.parse(asUnit40(plural));
    const view = buildUnitView({ unit, translation, others: [], changes: [] });
    assert.equal(view.language.plurals, 3);
    assert.equal(view.target.length, 3);
    assert.equal(view.sourceDirection, 'ltr');
  });

  it('a wrong type still fails, naming the field', () => {
    const bad = { ...asUnit40(units[0]!), translated: 'yes' };
    const result = UnitSchema.safeParse(bad);
    assert.ok(!result.success);
    assert.deepEqual(result.error.issues[0]!.path, ['translated']);
  });
});

describe('unit hashes and plural forms, checked without unions (issue 28)', () => {
  const unit = (load(weblateReleases()[0]!.version, 'translation-units').results as Record<string, unknown>[])[0]!;

  it('a hash is its exact decimal text whether it came as bigint, a safe number or text; anything else fails naming the field', () => {
    const parsed = UnitSchema.parse({ ...unit, id_hash: 42, content_hash: -(2n ** 63n) });
    assert.equal(parsed.id_hash, '42');
    assert.equal(parsed.content_hash, '-9223372036854775808');
    const text = UnitSchema.parse({ ...unit, id_hash: '-9223372036854775808', content_hash: '18446744073709551615' });
    assert.equal(text.id_hash, '-9223372036854775808');
    assert.equal(text.content_hash, '18446744073709551615');
    assert.equal(UnitSchema.parse({ ...unit, id_hash: '-0' }).id_hash, '0');
    for (const bad of ['4 2', '', '-', '0x2a', '1e3', '007', '1'.repeat(21), 1.5, 2 ** 60, null, undefined]) {
      const result = UnitSchema.safeParse({ ...unit, id_hash: bad });
      assert.ok(!result.success, `id_hash ${String(bad)}`);
      assert.deepEqual(result.error.issues[0]!.path, ['id_hash']);
    }
  });

  it('a unit already in its normal shape (4.3+, hashes as text) is listed as it came, not copied', () => {
    const modern = { ...unit, id_hash: '-12', content_hash: '34', source: ['a'], target: ['b'], state: 20 };
    const [listed] = listOf(UnitSchema).parse([modern]);
    assert.equal(listed, modern);
    const old = { ...modern, id_hash: 12n, state: undefined, approved: false, translated: true, fuzzy: false };
    const [copied] = listOf(UnitSchema).parse([old]);
    assert.notEqual(copied, old);
    assert.deepEqual([copied!.id_hash, copied!.state], ['12', 20]);
  });

  it('forms are a list of strings or one joined string; a list with anything else fails naming the field', () => {
    assert.deepEqual(UnitSchema.parse({ ...unit, target: 'a\x1e\x1eb' }).target, ['a', 'b']);
    assert.deepEqual(UnitSchema.parse({ ...unit, target: [] }).target, []);
    for (const bad of [['a', 1], 7, null, { 0: 'a' }]) {
      const result = UnitSchema.safeParse({ ...unit, source: bad });
      assert.ok(!result.success, `source ${JSON.stringify(bad)}`);
      assert.deepEqual(result.error.issues[0]!.path, ['source']);
    }
  });
});
