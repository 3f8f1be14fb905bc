// Maintainers' actions (lock, repository status and operations) over real loopback HTTP against the
// sandbox, which answers as real Weblate 5.10.4 / 2026.10.1 do (test/conformance checks the same).
import { strict as assert } from 'node:assert';
import { PermissionError, ValidationError } from '../../../src/core/http/errors';
import { WeblateClient } from '../../../src/core/weblate';
import {
  getComponentLock,
  getRepositoryStatus,
  hasPendingWork,
  OPERATION_PERMISSION,
  ownerPath,
  runRepositoryOperation,
  setComponentLock,
  summarizeRepository,
} from '../../../src/core/weblate/maintenance';
import { PermissionMemory } from '../../../src/core/weblate/permissions';
import { useSandbox } from '../sandbox/helpers';

const ctx = useSandbox();
const make = (token?: string) =>
  new WeblateClient({ baseUrl: ctx.sb.weblateUrl, token, retry: { baseDelayMs: 1, maxRetries: 0 } });
const admin = () => make(ctx.sb.credentials.weblate.adminToken);
const translator = () => make(ctx.sb.credentials.weblate.translatorToken);

async function untranslatedUnit(c: WeblateClient, component = 'web', language = 'de') {
  const units = await c.listTranslationUnits('atlas', component, language, { q: 'state:empty' });
  assert.ok(units.length > 0);
  return units[0]!;
}

describe('maintenance: component lock', () => {
  afterEach(async () => {
    await setComponentLock(admin(), 'atlas', 'web', false);
  });

  it('a maintainer locks and unlocks; the component object and the lock endpoint agree', async () => {
    assert.deepEqual(await setComponentLock(admin(), 'atlas', 'web', true), { locked: true });
    assert.equal((await getComponentLock(translator(), 'atlas', 'web')).locked, true);
    assert.equal((await admin().getComponent('atlas', 'web')).locked, true);
    assert.deepEqual(await setComponentLock(admin(), 'atlas', 'web', false), { locked: false });
    assert.equal((await getComponentLock(make(), 'atlas', 'web')).locked, false);
  });

  it("while locked, every save is refused with the server's reason (403, even for the maintainer)", async () => {
    const unit = await untranslatedUnit(admin());
    await setComponentLock(admin(), 'atlas', 'web', true);
    for (const c of [translator(), admin()]) {
      const err = await c.patchUnit(unit.id, { target: ['Gesperrt'], state: 20 }).then(
        () => undefined,
        (e: unknown) => e,
      );
      assert.ok(err instanceof PermissionError, String(err));
      assert.match(err.message, /currently locked/);
    }
    await setComponentLock(admin(), 'atlas', 'web', false);
    assert.equal((await translator().patchUnit(unit.id, { target: ['Offen'], state: 20 })).state, 20);
  });

  it('a translator may not lock: 403, remembered by PermissionMemory so it is no longer offered', async () => {
    const memory = new PermissionMemory(true);
    assert.equal(memory.mayOffer('component.lock', 'atlas/web'), true);
    await assert.rejects(
      memory.attempt('component.lock', 'atlas/web', () => setComponentLock(translator(), 'atlas', 'web', true)),
      PermissionError,
    );
    assert.equal(memory.mayOffer('component.lock', 'atlas/web'), false);
    assert.equal((await getComponentLock(admin(), 'atlas', 'web')).locked, false);
  });
});

describe('maintenance: repository status and operations', () => {
  it('a saved unit is pending (needs_commit); commit makes it a commit to push; push clears it', async () => {
    const a = admin();
    const owner = { project: 'atlas', component: 'web' };
    await runRepositoryOperation(a, owner, 'reset'); // start from a clean state whatever ran before
    let s = summarizeRepository(await getRepositoryStatus(a, owner));
    assert.equal(s.needsCommit, false);
    assert.equal(s.needsPush, false);
    assert.equal(hasPendingWork(s), false);

    const unit = await untranslatedUnit(a);
    await translator().patchUnit(unit.id, { target: ['Ausstehend'], state: 20 });
    s = summarizeRepository(await getRepositoryStatus(a, owner));
    assert.equal(s.needsCommit, true);
    assert.equal(s.pendingUnits, 1);
    assert.equal(hasPendingWork(s), true);
    assert.equal(
      (await getRepositoryStatus(a, { project: 'atlas' })).needs_commit,
      true,
      'the project sums its components',
    );
    assert.equal((await getRepositoryStatus(a, { ...owner, language: 'de' })).needs_commit, true);
    assert.equal((await getRepositoryStatus(a, { ...owner, language: 'fr' })).needs_commit, false);

    assert.deepEqual(await runRepositoryOperation(a, owner, 'commit'), { result: true });
    s = summarizeRepository(await getRepositoryStatus(a, owner));
    assert.equal(s.needsCommit, false);
    assert.equal(s.needsPush, true);
    assert.equal(s.ahead, 1);
    assert.match(s.statusText ?? '', /ahead of 'origin\/main' by 1 commit/);

    assert.deepEqual(await runRepositoryOperation(a, owner, 'push'), { result: true });
    s = summarizeRepository(await getRepositoryStatus(a, owner));
    assert.equal(s.needsPush, false);
    assert.equal(s.ahead, 0);
    const changes = await a.listChanges({ action: [17, 18] }, owner);
    assert.deepEqual(new Set(changes.map((c) => c.action)), new Set([17, 18]));
  });

  it('a translation commits only its own pending units and answers false when it has none', async () => {
    const a = admin();
    assert.deepEqual(
      await runRepositoryOperation(a, { project: 'atlas', component: 'web', language: 'fr' }, 'commit'),
      { result: false },
    );
  });

  it('a local repository (no remote) answers true to push and pull and never needs a push', async () => {
    const a = admin();
    const glossary = { project: 'atlas', component: 'glossary' };
    for (const op of ['push', 'pull', 'cleanup', 'reset'] as const)
      assert.deepEqual(await runRepositoryOperation(a, glossary, op), { result: true });
    const s = await getRepositoryStatus(a, glossary);
    assert.equal(s.needs_push, false);
    assert.equal(s.remote_commit, null);
  });

  it('reset and cleanup drop pending and unpushed work', async () => {
    const a = admin();
    const owner = { project: 'atlas', component: 'web' };
    const unit = await untranslatedUnit(a);
    await a.patchUnit(unit.id, { target: ['Verworfen'], state: 20 });
    await runRepositoryOperation(a, owner, 'commit');
    assert.equal((await getRepositoryStatus(a, owner)).needs_push, true);
    await runRepositoryOperation(a, owner, 'reset');
    const s = summarizeRepository(await getRepositoryStatus(a, owner));
    assert.equal(hasPendingWork(s), false);
  });

  it('a translator may not read the status nor run an operation (403); an unknown operation is a validation error', async () => {
    const t = translator();
    await assert.rejects(getRepositoryStatus(t, { project: 'atlas', component: 'web' }), PermissionError);
    await assert.rejects(getRepositoryStatus(t, { project: 'atlas' }), PermissionError);
    await assert.rejects(getRepositoryStatus(make(), { project: 'atlas' }), PermissionError);
    for (const op of ['commit', 'push', 'pull', 'reset', 'cleanup'] as const) {
      const memory = new PermissionMemory(true);
      await assert.rejects(
        memory.attempt(OPERATION_PERMISSION[op], 'atlas/web', () =>
          runRepositoryOperation(t, { project: 'atlas', component: 'web' }, op),
        ),
        PermissionError,
      );
      assert.equal(memory.mayOffer(OPERATION_PERMISSION[op], 'atlas/web'), false);
    }
    const err = await runRepositoryOperation(admin(), { project: 'atlas' }, 'rebase' as never).then(
      () => undefined,
      (e: unknown) => e,
    );
    assert.ok(err instanceof ValidationError, String(err));
    assert.ok(err.problems.some((p) => p.field === 'operation'));
  });

  it('names owners as PermissionMemory scopes them', () => {
    assert.equal(ownerPath({ project: 'atlas' }), 'atlas');
    assert.equal(ownerPath({ project: 'atlas', component: 'web' }), 'atlas/web');
    assert.equal(ownerPath({ project: 'atlas', component: 'web', language: 'de' }), 'atlas/web/de');
  });
});
