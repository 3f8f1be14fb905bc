// Maintainers' endpoints: the component lock (and that it blocks saves), repository status, and the
// repository operations, as real 5.10.4 and 2026.10.1 answer them. The real servers' components live in
// Weblate-managed local repositories (provision.py): a commit leaves nothing to push there, and push/pull
// answer true doing nothing. The sandbox's git components have a remote, so a commit waits for a push —
// the one deliberate difference (`expect.repositoryHasRemote`).
import { strict as assert } from 'node:assert';
import { PermissionError, ValidationError } from '../../src/core/http/errors';
import {
  getComponentLock,
  getRepositoryStatus,
  runRepositoryOperation,
  setComponentLock,
} from '../../src/core/weblate/maintenance';
import { ProgressCache } from '../../src/core/weblate/progress';
import { LockSchema } from '../../src/core/weblate/schemas';
import { type Check, rejection } from './check';
import type { Target } from './targets';

async function emptyUnit(t: Target) {
  const { project, component, language } = t.fx;
  // One text is written to it: a plural string would need every form.
  const units = (
    await t.client(t.admin).listTranslationUnits(project, component, language, { q: 'state:empty' })
  ).filter((u) => u.source.length === 1);
  assert.ok(units.length > 0, 'the fixture translation has an untranslated string without plurals');
  return units.at(-1)!;
}

export const maintenanceChecks: Check[] = [
  {
    name: 'lock: only a maintainer locks; the component says so; a save while locked is 403 "currently locked" for everyone',
    async run(t) {
      const { project, component } = t.fx;
      const refused = await rejection(setComponentLock(t.client(t.translator), project, component, true));
      assert.ok(refused instanceof PermissionError, `got ${refused.name}`);
      const missing = await rejection(
        t
          .client(t.admin)
          .http.requestJson(
            { method: 'POST', url: `components/${project}/${component}/lock/`, endpoint: 'POST lock', body: {} },
            LockSchema,
          ),
      );
      assert.ok(
        missing instanceof ValidationError && missing.problems.some((p) => p.field === 'lock'),
        String(missing),
      );
      const unit = await emptyUnit(t);
      try {
        assert.deepEqual(await setComponentLock(t.client(t.admin), project, component, true), { locked: true });
        assert.equal((await getComponentLock(t.client(t.translator), project, component)).locked, true);
        assert.equal((await t.client(t.admin).getComponent(project, component)).locked, true);
        for (const token of [t.translator, t.admin]) {
          const err = await rejection(t.client(token).patchUnit(unit.id, { target: ['Gesperrt'], state: 20 }));
          assert.ok(err instanceof PermissionError, `got ${err.name}`);
          assert.match(err.message, /currently locked/);
        }
      } finally {
        assert.deepEqual(await setComponentLock(t.client(t.admin), project, component, false), { locked: false });
      }
      assert.equal((await t.client(t.admin).getComponent(project, component)).locked, false);
    },
  },
  {
    name: 'repository: status needs a VCS right; a save is pending until a commit; operations answer {result}',
    async run(t) {
      const { project, component, language } = t.fx;
      const admin = t.client(t.admin);
      for (const owner of [{ project }, { project, component }]) {
        const err = await rejection(getRepositoryStatus(t.client(t.translator), owner));
        assert.ok(err instanceof PermissionError, `translator reading ${JSON.stringify(owner)}: got ${err.name}`);
        const op = await rejection(runRepositoryOperation(t.client(t.translator), owner, 'commit'));
        assert.ok(op instanceof PermissionError, `translator committing: got ${op.name}`);
      }
      await runRepositoryOperation(admin, { project, component }, 'push'); // commits what earlier checks saved
      const unit = await emptyUnit(t);
      await t.client(t.translator).patchUnit(unit.id, { target: ['Ausstehend'], state: 20 });
      const pending = await getRepositoryStatus(admin, { project, component });
      assert.equal(pending.needs_commit, true);
      assert.equal(typeof pending.status, 'string');
      assert.equal((await getRepositoryStatus(admin, { project })).needs_commit, true);
      assert.equal((await getRepositoryStatus(admin, { project, component, language })).needs_commit, true);
      assert.deepEqual(await runRepositoryOperation(admin, { project, component }, 'commit'), { result: true });
      const committed = await getRepositoryStatus(admin, { project, component });
      assert.equal(committed.needs_commit, false);
      assert.equal(committed.needs_push, t.expect.repositoryHasRemote);
      assert.deepEqual(
        await runRepositoryOperation(admin, { project, component, language }, 'commit'),
        { result: false },
        'a translation with nothing to commit',
      );
      assert.equal((await runRepositoryOperation(admin, { project, component }, 'push')).result, true);
      assert.equal((await getRepositoryStatus(admin, { project, component })).needs_push, false);
      for (const op of ['pull', 'cleanup', 'reset'] as const)
        assert.equal((await runRepositoryOperation(admin, { project, component }, op)).result, true, op);
      assert.equal((await runRepositoryOperation(admin, { project }, 'commit')).result, true);
      const bad = await rejection(runRepositoryOperation(admin, { project, component }, 'nonsense' as never));
      assert.ok(bad instanceof ValidationError && bad.problems.some((p) => p.field === 'operation'), String(bad));
    },
  },
  {
    name: "progress: a component's statistics are a list of its translations' (summed), a project's one object",
    async run(t) {
      const { project, component } = t.fx;
      const c = t.client(t.admin);
      const progress = new ProgressCache(c, () => 60_000);
      const translations = await c.listTranslations(project, component);
      const summed = await progress.component(project, component);
      assert.equal(summed.translations, translations.length);
      assert.equal(
        summed.total,
        translations.reduce((n, x) => n + x.total, 0),
      );
      assert.equal(
        summed.translated,
        translations.reduce((n, x) => n + x.translated, 0),
      );
      const whole = await progress.project(project);
      assert.ok(whole.total >= summed.total);
      assert.equal(whole.translated, (await c.getProjectStatistics(project)).translated);
    },
  },
];
