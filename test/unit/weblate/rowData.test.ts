// What the tree's project and component rows cost: progress one request per row, repository state one
// per project and per component only when the project has pending work, and a refused status (no VCS
// right) asked once per project, then remembered for every VCS action.
import { strict as assert } from 'node:assert';
import type { RequestLogEntry } from '../../../src/core/http/types';
import { PermissionMemory, RowDataSource, WeblateClient } from '../../../src/core/weblate';
import { runRepositoryOperation } from '../../../src/core/weblate/maintenance';
import { useSandbox } from '../sandbox/helpers';

const ctx = useSandbox();

describe('RowDataSource: row progress and repository state', () => {
  const requests: string[] = [];
  const client = (token: string) =>
    new WeblateClient({
      baseUrl: ctx.sb.weblateUrl,
      token,
      onRequestLog: (e: RequestLogEntry) => requests.push(new URL(e.url).pathname),
      retry: { baseDelayMs: 1 },
    });
  beforeEach(() => (requests.length = 0));

  it('a clean project answers for its components: no per-component status is asked', async () => {
    const admin = client(ctx.sb.credentials.weblate.adminToken);
    await runRepositoryOperation(admin, { project: 'atlas' }, 'push'); // the sandbox's git components start one commit ahead
    requests.length = 0;
    const rows = new RowDataSource(admin, new PermissionMemory(true), () => 60_000);
    const project = await rows.loadProject('atlas');
    assert.equal(project.repository?.needsPush, false);
    const web = await rows.loadComponent('atlas', 'web');
    assert.ok(web.progress && web.progress.total > 0);
    assert.deepEqual(web.repository, { needsCommit: false, needsPush: false, needsMerge: false });
    assert.deepEqual(
      requests.filter((p) => p.endsWith('/repository/')),
      ['/api/projects/atlas/repository/'],
    );
    assert.equal(requests.length, 3, requests.join('\n')); // project statistics, project repository, component statistics
  });

  it("a project with pending work reads the component's own status", async () => {
    const admin = client(ctx.sb.credentials.weblate.adminToken);
    const unit = (await admin.listTranslationUnits('atlas', 'web', 'de', { q: 'state:empty' }))[0]!;
    await admin.patchUnit(unit.id, { target: ['Neu'], state: 20 });
    requests.length = 0;
    const rows = new RowDataSource(admin, new PermissionMemory(true), () => 60_000);
    const web = await rows.loadComponent('atlas', 'web');
    assert.equal(web.repository?.needsCommit, true);
    assert.equal(web.repository?.pendingUnits, 1);
    assert.ok(requests.includes('/api/components/atlas/web/repository/'));
    rows.invalidate('atlas', 'web');
    assert.equal(rows.peekComponent('atlas', 'web').repository, undefined);
    assert.equal(rows.peekProject('atlas').repository, undefined);
  });

  it('a translator is refused the status once per project; VCS actions are then no longer offered there', async () => {
    const memory = new PermissionMemory(true);
    const rows = new RowDataSource(client(ctx.sb.credentials.weblate.translatorToken), memory, () => 60_000);
    await rows.loadProject('atlas');
    await rows.loadComponent('atlas', 'web');
    await rows.loadComponent('atlas', 'glossary');
    assert.deepEqual(
      requests.filter((p) => p.endsWith('/repository/')),
      ['/api/projects/atlas/repository/'],
    );
    for (const action of ['vcs.commit', 'vcs.push', 'vcs.update', 'vcs.reset'] as const)
      assert.equal(memory.mayOffer(action, 'atlas/web'), false, action);
    assert.equal(rows.peekComponent('atlas', 'web').repository, undefined);
    assert.ok(rows.peekComponent('atlas', 'web').progress, 'progress still shows');
    assert.equal(memory.mayOffer('vcs.commit', 'mobile'), true, 'other projects are asked on their own');
  });
});
