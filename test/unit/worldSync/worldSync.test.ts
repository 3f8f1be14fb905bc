// The sync state of a pulled world's files (issue 29): from the folder's manifest, the files and World
// Anvil's list, against the sandbox over real HTTP. Each of the states appears where it should, the state
// agrees with what the next world pull would do (the same rule), and a push recorded in the manifest
// makes the file unchanged again.
import { strict as assert } from 'node:assert';
import { mkdtemp, readdir, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BoromirClient, type WorldAnvilApi } from '../../../src/core/worldanvil';
import { executePull } from '../../../src/core/worldSync/execute';
import { readManifest } from '../../../src/core/worldSync/pullManifest';
import { planPull, type PullKind } from '../../../src/core/worldSync/plan';
import { manifestWorldId, recordSynced } from '../../../src/core/worldSync/recordSynced';
import { syncStates, type SyncState } from '../../../src/core/worldSync/fileSyncState';
import { useSandbox } from '../sandbox/helpers';

const ctx = useSandbox();

const SAME_AS_PULL: Record<SyncState, PullKind | undefined> = {
  unchanged: 'unchanged',
  changedHere: 'local',
  changedThere: 'update',
  both: 'conflict',
  removedHere: 'restore',
  goneThere: undefined,
};

describe('sync state of a pulled world', () => {
  let client: WorldAnvilApi;
  let folder: string;
  let worldId: string;
  const local = (file: string) => readFile(join(folder, file), 'utf8').catch(() => undefined);
  const states = async () =>
    Object.fromEntries(
      (await syncStates(await readManifest(folder, worldId), await client.listAllArticles(worldId), local)).map((s) => [
        s.articleId,
        s.state,
      ]),
    );
  const fileOf = async (id: string) => (await readManifest(folder, worldId)).articles[id]!.file;

  before(async () => {
    client = new BoromirClient({ baseUrl: ctx.sb.boromirUrl, ...ctx.sb.credentials.worldAnvil, requestsPerSecond: 0 });
    folder = await mkdtemp(join(tmpdir(), 'scriptorium-sync-'));
    worldId = (await client.listWorlds((await client.getUser()).id)).find((w) => w.title === 'The Reedlands')!.id;
    const manifest = await readManifest(folder, worldId);
    const steps = await planPull(folder, await client.listAllArticles(worldId), manifest, await readdir(folder));
    await executePull(client, folder, steps, manifest, { format: 'markdown' });
  });
  after(async () => {
    await client.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('reads every file unchanged right after the pull, and knows the folder’s world', async () => {
    assert.equal(await manifestWorldId(folder), worldId);
    const all = Object.values(await states());
    assert.ok(all.length > 3);
    assert.deepEqual(new Set(all), new Set(['unchanged']));
  });

  it('tells changed here, changed on World Anvil, both, deleted here and gone there apart', async () => {
    const ids = Object.keys((await readManifest(folder, worldId)).articles).sort();
    const [here, there, both, removed, gone] = ids;
    for (const id of [here!, both!])
      await writeFile(join(folder, await fileOf(id)), `${await local(await fileOf(id))}\nEdited here.\n`);
    for (const id of [there!, both!]) await client.patchArticle(id, { content: `Changed on World Anvil ${id}` });
    await unlink(join(folder, await fileOf(removed!)));
    await client.deleteArticle(gone!);
    const now = await states();
    assert.equal(now[here!], 'changedHere');
    assert.equal(now[there!], 'changedThere');
    assert.equal(now[both!], 'both');
    assert.equal(now[removed!], 'removedHere');
    assert.equal(now[gone!], 'goneThere');
    assert.ok(ids.slice(5).every((id) => now[id] === 'unchanged'));
  });

  it('agrees with what the next world pull would do, file by file', async () => {
    const manifest = await readManifest(folder, worldId);
    const steps = await planPull(folder, await client.listAllArticles(worldId), manifest, await readdir(folder));
    const now = await states();
    for (const step of steps) {
      if (step.kind === 'new') continue;
      assert.equal(SAME_AS_PULL[now[step.article.id]!], step.kind, step.article.title);
    }
  });

  it('reads a pushed file as unchanged once its push is recorded, and records nothing for a file it does not keep', async () => {
    const id = Object.entries(await states()).find(([, s]) => s === 'changedHere')![0];
    const file = join(folder, await fileOf(id));
    const text = await local(await fileOf(id));
    const written = await client.patchArticle(id, { content: 'Pushed from here' });
    const updated = written.update_date?.date ?? (await client.getArticle(id)).update_date?.date;
    assert.equal(await recordSynced(file, id, text!, updated, folder), true);
    assert.equal((await states())[id], 'unchanged');
    assert.equal(await recordSynced(join(folder, 'elsewhere.md'), id, 'x', updated, folder), false);
    assert.equal(await recordSynced(file, 'not-an-article-here', 'x', updated, folder), false);
    assert.equal((await states())[id], 'unchanged');
  });
});
