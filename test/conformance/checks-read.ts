// Reads: every GET endpoint of the seed through the project's client (its zod schemas validate every
// body), plus the wire facts the client relies on (envelope, links, ordering, paging).
import { strict as assert } from 'node:assert';
import { NotFoundError } from '../../src/core/http/errors';
import { unitChecksum } from '../../src/core/weblate/vocabulary';
import { type Check, pathOf, rejection } from './check';
import { raw } from './targets';

const ascending = (ids: number[]) => ids.every((id, i) => i === 0 || ids[i - 1]! < id);

export const readChecks: Check[] = [
  {
    name: 'projects: list and one project; a private project only for the admin',
    async run(t) {
      const anon = await t.client().listProjects();
      assert.ok(anon.some((p) => p.slug === t.fx.project));
      assert.ok(!anon.some((p) => p.slug === t.fx.privateProject), 'anonymous list hides the private project');
      assert.ok((await t.client(t.admin).listProjects()).some((p) => p.slug === t.fx.privateProject));
      const p = await t.client().getProject(t.fx.project);
      assert.equal(pathOf(p.url), `/api/projects/${t.fx.project}/`);
      assert.equal(pathOf(p.components_list_url), `/api/projects/${t.fx.project}/components/`);
      const stats = await t.client().getProjectStatistics(t.fx.project);
      assert.ok(stats.total > 0);
    },
  },
  {
    name: 'components: list (all and per project) and one component in json-nested',
    async run(t) {
      const all = await t.client().listComponents();
      assert.ok(all.some((c) => c.slug === t.fx.component && c.project.slug === t.fx.project));
      const own = await t.client().listComponents(t.fx.project);
      assert.ok(own.every((c) => c.project.slug === t.fx.project));
      const c = await t.client().getComponent(t.fx.project, t.fx.component);
      assert.equal(c.file_format, 'json-nested');
      assert.equal(c.source_language?.code, 'en');
      assert.equal(pathOf(c.translations_url), `/api/components/${t.fx.project}/${t.fx.component}/translations/`);
      assert.equal((await t.client().getComponentLock(t.fx.project, t.fx.component)).locked, false);
      assert.equal(
        typeof (await t.client(t.admin).getRepository(t.fx.project, t.fx.component)).needs_commit,
        'boolean',
      );
    },
  },
  {
    name: 'translations: list, one translation, its statistics; the regional file code',
    async run(t) {
      const { project, component, language, regional } = t.fx;
      const trs = await t.client().listTranslations(project, component);
      const source = trs.filter((x) => x.is_source);
      assert.equal(source.length, 1);
      assert.equal(source[0]!.language.code, 'en');
      const reg = trs.find((x) => x.language.code === regional.code);
      assert.equal(reg?.language_code, regional.fileCode);
      assert.ok((await t.client().listTranslations()).length >= trs.length);
      const tr = await t.client().getTranslation(project, component, language);
      assert.equal(tr.language.code, language);
      assert.equal(tr.component.slug, component);
      assert.ok(tr.translated > 0 && tr.translated < tr.total, 'the fixture translation is partly translated');
      const st = await t.client().getTranslationStatistics(project, component, language);
      assert.equal(st.total, tr.total);
      assert.equal(st.translated, tr.translated);
      assert.equal(st.code, language);
      assert.equal(st.translated_percent, Math.round((1000 * st.translated) / st.total) / 10);
    },
  },
  {
    name: 'translation units: ascending ids, states agree with targets, source_unit links',
    async run(t) {
      const { project, component, language } = t.fx;
      const units = await t.client().listTranslationUnits(project, component, language);
      const tr = await t.client().getTranslation(project, component, language);
      assert.equal(units.length, tr.total);
      assert.ok(ascending(units.map((u) => u.id)));
      for (const u of units) {
        if (u.state === 0) {
          assert.deepEqual(u.target, [''], `unit ${u.id}: untranslated has one empty target`);
          assert.equal(u.translated, false);
        }
        if (u.state >= 20 && u.state < 100) assert.equal(u.translated, true);
        assert.equal(u.fuzzy, u.state === 10);
      }
      assert.equal(units.filter((u) => u.translated).length, tr.translated);
      const sources = await t.client().listTranslationUnits(project, component, 'en');
      for (const s of sources)
        assert.equal(pathOf(s.source_unit!), pathOf(s.url), 'a source unit is its own source_unit');
      const byContext = new Map(sources.map((s) => [s.context, pathOf(s.url)]));
      for (const u of units) assert.equal(pathOf(u.source_unit!), byContext.get(u.context), `unit ${u.context}`);
      const one = await t.client().getUnit(units[0]!.id);
      assert.equal(one.id_hash, units[0]!.id_hash);
      assert.match(one.web_url, /[?&]checksum=[0-9a-f]{16}/);
      // Weblate's own judge of every hash read as text: the checksum it writes into web_url from id_hash.
      const withChecksum = units.filter((u) => new URL(u.web_url).searchParams.has('checksum'));
      assert.ok(withChecksum.length > 0, 'some web_url carries a checksum');
      for (const u of withChecksum)
        assert.equal(new URL(u.web_url).searchParams.get('checksum'), unitChecksum(u.id_hash), `unit ${u.id}`);
    },
  },
  {
    name: 'plural units carry one target per plural form of the language',
    async run(t) {
      const { project, pluralComponent, pluralLanguage } = t.fx;
      const lang = await t.client().getLanguage(pluralLanguage);
      assert.equal(lang.plural?.number, 3);
      const units = await t.client().listTranslationUnits(project, pluralComponent, pluralLanguage);
      const plural = units.filter((u) => u.source.length > 1);
      assert.ok(plural.length > 0, 'the fixture has plural units');
      for (const u of plural.filter((x) => x.translated)) assert.equal(u.target.length, 3, `unit ${u.context}`);
    },
  },
  {
    name: 'units across the server: list and one unit',
    async run(t) {
      const first = await t.client(t.admin).listUnitsPage(1, { pageSize: 5 });
      assert.ok(first.count > 5);
      assert.equal(first.items.length, 5);
      assert.ok(ascending(first.items.map((u) => u.id)));
      assert.equal((await t.client(t.admin).getUnit(first.items[1]!.id)).id, first.items[1]!.id);
    },
  },
  {
    name: 'changes: list in the expected order, one change, per-translation changes',
    async run(t) {
      const { project, component, language } = t.fx;
      const page = await t.client(t.admin).listChangesPage({}, 1, undefined, 10);
      assert.ok(page.count > 0);
      const ids = page.items.map((c) => c.id);
      assert.ok(
        t.expect.changesNewestFirst ? ascending([...ids].reverse()) : ascending(ids),
        `order of ${ids.join(',')}`,
      );
      const one = await t.client(t.admin).getChange(page.items[0]!.id);
      assert.equal(one.action, page.items[0]!.action);
      assert.equal(pathOf(one.url), `/api/changes/${one.id}/`);
      const scoped = await t.client(t.admin).listChanges({}, { project, component, language });
      assert.ok(
        scoped.every(
          (c) =>
            c.translation !== null &&
            pathOf(c.translation) === `/api/translations/${project}/${component}/${language}/`,
        ),
      );
    },
  },
  {
    name: 'languages: list, one language, its statistics',
    async run(t) {
      const langs = await t.client().listLanguages();
      assert.ok(langs.some((l) => l.code === t.fx.language));
      const de = await t.client().getLanguage(t.fx.language);
      assert.equal(pathOf(de.url), `/api/languages/${t.fx.language}/`);
      assert.equal(de.direction, 'ltr');
      const st = await t.client().getLanguageStatistics(t.fx.language);
      assert.equal(st.code, undefined, 'only translation statistics carry code');
      assert.ok(st.total > 0);
    },
  },
  {
    name: 'users: list and one user',
    async run(t) {
      const users = await t.client(t.admin).listUsers();
      const admin = users.find((u) => u.username === 'admin');
      assert.ok(admin, 'the admin is listed');
      assert.equal((await t.client(t.admin).getUser('admin')).full_name, admin.full_name);
    },
  },
  {
    name: 'paging: page_size, next/previous links, page 1 without a page parameter, past the end 404',
    async run(t) {
      const p1 = await raw(t, 'api/languages/?page_size=7', { token: t.admin });
      assert.equal(p1.status, 200);
      assert.equal(p1.json.results.length, 7);
      assert.equal(p1.json.previous, null);
      const next = new URL(p1.json.next as string);
      assert.equal(next.searchParams.get('page'), '2');
      assert.equal(next.searchParams.get('page_size'), '7');
      const p2 = await raw(t, pathOf(next.href), { token: t.admin });
      assert.ok(
        !new URL(p2.json.previous as string).searchParams.has('page'),
        'the link to page 1 has no page parameter',
      );
      const last = Math.ceil(p1.json.count / 7);
      const pl = await raw(t, `api/languages/?page_size=7&page=${last}`, { token: t.admin });
      assert.equal(pl.json.next, null);
      assert.equal(pl.json.results.length, p1.json.count - 7 * (last - 1));
      assert.equal((await raw(t, `api/languages/?page_size=7&page=${last + 1}`, { token: t.admin })).status, 404);
      assert.ok((await rejection(t.client(t.admin).listLanguagesPage(last + 1, 7))) instanceof NotFoundError);
    },
  },
  {
    name: 'paging: the default page size without page_size',
    async run(t) {
      const p = await raw(t, 'api/changes/', { token: t.admin });
      assert.ok(p.json.count > t.expect.defaultPageSize, `${p.json.count} changes`);
      assert.equal(p.json.results.length, t.expect.defaultPageSize);
      assert.ok(!new URL(p.json.next as string).searchParams.has('page_size'));
      const all = await t.client(t.admin).listChanges();
      assert.equal(all.length, p.json.count);
    },
  },
  {
    name: 'wire: nested lists leave out the owner asked for (project of components, component of translations)',
    async run(t) {
      const { project, component } = t.fx;
      const comps = await raw(t, `api/projects/${project}/components/`);
      assert.ok(comps.json.results.length > 0);
      for (const c of comps.json.results)
        assert.equal(c.project, undefined, `component ${c.slug} of projects/${project}/components/`);
      const trs = await raw(t, `api/components/${project}/${component}/translations/`);
      for (const x of trs.json.results)
        assert.equal(x.component, undefined, `translation ${x.id} of components/${project}/${component}/translations/`);
      assert.equal(
        (await raw(t, 'api/components/')).json.results[0].project.slug !== undefined,
        true,
        'the global list embeds the project',
      );
    },
  },
  {
    name: 'wire: JSON content type, Vary: Accept, Allow on lists and on a language',
    async run(t) {
      const list = await raw(t, 'api/projects/');
      assert.match(list.headers.get('content-type') ?? '', /^application\/json/);
      assert.match(list.headers.get('vary') ?? '', /Accept/);
      assert.deepEqual(allow(list.headers), t.expect.createListAllow);
      assert.deepEqual(allow((await raw(t, 'api/changes/')).headers), ['GET', 'HEAD', 'OPTIONS']);
      const lang = await raw(t, `api/languages/${t.fx.language}/`);
      assert.deepEqual(allow(lang.headers), ['DELETE', 'GET', 'HEAD', 'OPTIONS', 'PATCH', 'PUT']);
    },
  },
];

function allow(h: Headers): string[] {
  return (h.get('allow') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .sort();
}
