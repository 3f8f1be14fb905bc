// The client methods the other checks do not reach (the paged reads the trees use, per-component
// statistics and links, project languages, the translation file, a whole-language update) and the change
// log as the Translation Changes view reads it: newest first on every server, whichever order it lists.
import { strict as assert } from 'node:assert';
import { newestChanges, orderOfPage } from '../../src/core/weblate';
import type { Check } from './check';

export const clientChecks: Check[] = [
  {
    name: 'client: paged reads, component statistics and links, project languages, the translation file',
    async run(t) {
      const c = t.client(t.admin);
      const { project, component, language } = t.fx;
      const projects = await c.listProjectsPage(1, 1);
      assert.equal(projects.items.length, 1);
      assert.ok(projects.count > 1 && projects.next !== null);
      const comps = await c.listComponentsPage(project, 1);
      assert.ok(comps.items.some((x) => x.slug === component && x.project.slug === project));
      const trs = await c.listTranslationsPage(project, component, 1);
      assert.ok(trs.items.some((x) => x.language.code === language && x.component.slug === component));
      const units = await c.listTranslationUnitsPage(project, component, language, 1, { pageSize: 3 });
      assert.equal(units.items.length, 3);
      assert.ok(units.count > 3);
      const empty = await c.listUnits({ q: `project:${project} component:${component} state:empty` });
      assert.ok(empty.length > 0 && empty.every((u) => u.state === 0), 'state:empty finds untranslated units only');
      const stats = await c.listComponentStatistics(project, component);
      assert.ok(stats.some((s) => s.code === language));
      assert.ok(Array.isArray(await c.listComponentLinks(project, component)));
      assert.ok((await c.listProjectLanguages(project)).some((s) => s.code === language));
      const file = await c.getTranslationFile(project, component, language);
      assert.equal(typeof JSON.parse(file), 'object', 'the json-nested file is JSON');
    },
  },
  {
    name: 'languages: a whole-language update (PUT)',
    async run(t) {
      const c = t.client(t.admin);
      const code = 'x_conformance_put';
      await c.createLanguage({ code, name: 'Put', direction: 'ltr', plural: { number: 2, formula: 'n != 1' } });
      try {
        const updated = await c.updateLanguage(code, {
          code,
          name: 'Put again',
          direction: 'rtl',
          plural: { number: 3, formula: 'n==1 ? 0 : n==2 ? 1 : 2' },
        });
        assert.equal(updated.name, 'Put again');
        assert.equal(updated.direction, 'rtl');
        assert.equal((await c.getLanguage(code)).name, 'Put again');
      } finally {
        await c.deleteLanguage(code);
      }
    },
  },
  {
    name: 'change log as the view reads it: the newest first, a new change on top, in the server’s own order',
    async run(t) {
      const c = t.client(t.admin);
      const page = await c.listChangesPage({}, 1, undefined, 10);
      assert.equal(orderOfPage(page.items), t.expect.changesNewestFirst ? 'newest-first' : 'oldest-first');
      const before = await newestChanges(c, {}, 5);
      const unit = (
        await c.listTranslationUnits(t.fx.project, t.fx.component, t.fx.language, { q: 'state:empty' })
      )[0]!;
      await c.patchUnit(unit.id, { target: ['Neueste Änderung'], state: 20 });
      const after = await newestChanges(c, {}, 5);
      assert.equal(
        after.changes[0]!.target,
        'Neueste Änderung',
        `newest shown: ${after.changes.map((x) => `${x.id} ${x.action_name}`).join(', ')}`,
      );
      assert.ok(after.changes[0]!.id > before.changes[0]!.id);
      const polled = await newestChanges(c, { timestamp_after: before.changes[0]!.timestamp }, 50);
      assert.ok(
        polled.changes.some((x) => x.id === after.changes[0]!.id),
        'a poll since the newest shown finds the new change',
      );
      await c.patchUnit(unit.id, { target: [''], state: 0 });
    },
  },
];
