// A whole world's pull writes its secrets as files too (#29 item 3): under Secrets/, apart from the
// articles, marked `kind: "secret"` in the front matter, recorded in the manifest's `secrets`, and pulled
// again by the same rule as articles (unchanged, update, kept, conflict). Against the sandbox's Boromir
// face over loopback; Aragorn has no secrets, and a category's pull has none.
import { strict as assert } from 'node:assert';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readSecretFile, secretHashes } from '../../../src/core/markup/secretFile';
import type { WorldAnvilApi } from '../../../src/core/worldanvil';
import { executePull, resolveWithRemote } from '../../../src/core/worldSync/execute';
import { MANIFEST_NAME, readManifest } from '../../../src/core/worldSync/pullManifest';
import { planWorldPull } from '../../../src/core/worldSync/plan';
import { secretsFolder } from '../../../src/core/worldSync/secretSteps';
import { recordSynced } from '../../../src/core/worldSync/recordSynced';
import { syncStates } from '../../../src/core/worldSync/fileSyncState';
import { trackedElsewhere } from '../../../src/core/worldSync/trackedElsewhere';
import { useSandbox } from '../sandbox/helpers';
import { faceClient } from './worldPullHelpers';

const ctx = useSandbox();

async function pull(client: WorldAnvilApi, folder: string, target: { worldId: string; categoryId?: string }) {
  const { steps, manifest } = await planWorldPull(client, target, folder);
  return executePull(client, folder, steps, manifest, { format: 'markdown' });
}

async function reedlands(client: WorldAnvilApi): Promise<string> {
  return (await client.listWorlds((await client.getUser()).id)).find((w) => w.title === 'The Reedlands')!.id;
}

describe('a world pull writes the secrets as files (#29 item 3)', () => {
  let client: WorldAnvilApi;
  let folder: string;
  let worldId: string;
  before(async () => {
    client = faceClient(ctx.sb, 'boromir');
    worldId = await reedlands(client);
  });
  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), 'scriptorium-secrets-'));
  });
  afterEach(async () => rm(folder, { recursive: true, force: true }));
  after(async () => client.close());

  it('one file per secret in Secrets/, marked, recorded apart from the articles; a second pull writes nothing', async () => {
    const secrets = await client.secrets!.listAll(worldId);
    assert.ok(secrets.length >= 3, 'the seed has secrets');
    const first = await pull(client, folder, { worldId });
    const files = (await readdir(join(folder, 'Secrets'))).sort();
    assert.equal(files.length, secrets.length);
    const manifest = await readManifest(folder, worldId);
    assert.deepEqual(Object.keys(manifest.secrets ?? {}).sort(), secrets.map((s) => s.id).sort());
    for (const s of secrets) {
      assert.equal(manifest.articles[s.id], undefined, 'a secret is not recorded as an article');
      const file = manifest.secrets![s.id]!.file;
      assert.match(file, /^Secrets\/[A-Za-z0-9][A-Za-z0-9._-]*\.(md|bbcode)$/);
      assert.ok(first.written.includes(file));
      const text = await readFile(join(folder, file), 'utf8');
      assert.match(text, /^---\nkind: "secret"\ntitle: /);
      assert.match(text, new RegExp(`world: "${worldId}"`));
      assert.match(text, new RegExp(`id: "?${s.id}"?`));
    }
    const giant = await readFile(join(folder, 'Secrets', 'The-giant-still-breathes.md'), 'utf8');
    assert.match(giant, /## Beneath the harbour/, 'BBCode content as Markdown');
    assert.match(giant, /\*\*ribs rise\*\*/);
    assert.match(giant, /article: "[0-9a-f-]{36}"/, 'the article it belongs to');
    const again = await pull(client, folder, { worldId });
    assert.deepEqual(again.written, []);
    assert.equal(again.conflicts.length, 0);
  });

  it('an untouched secret file pushes nothing: it reads back to the hashes it records', async () => {
    await pull(client, folder, { worldId });
    for (const name of await readdir(join(folder, 'Secrets'))) {
      const format = name.endsWith('.bbcode') ? 'bbcode' : 'markdown';
      const file = readSecretFile(await readFile(join(folder, 'Secrets', name), 'utf8'), { format });
      assert.deepEqual(file.problems, [], name);
      const { worldId: world, ...fields } = file.input;
      assert.equal(world, worldId);
      assert.deepEqual(secretHashes(fields), file.bookkeeping.hashes, name);
    }
  });

  it('keeps a secret edited here, updates one changed on World Anvil, and reports one changed on both as a conflict', async () => {
    await pull(client, folder, { worldId });
    const manifest = await readManifest(folder, worldId);
    const [edited, changed, both] = Object.entries(manifest.secrets!).sort(([, a], [, b]) =>
      a.file.localeCompare(b.file),
    );
    const path = (file: string) => join(folder, file);
    await writeFile(path(edited![1].file), `${await readFile(path(edited![1].file), 'utf8')}\nMy note.\n`);
    const mine = `${await readFile(path(both![1].file), 'utf8')}\nEdited here too.\n`;
    await writeFile(path(both![1].file), mine);
    await new Promise((r) => setTimeout(r, 5)); // a later update date than the pull's
    await client.secrets!.update(changed![0], { content: 'Changed on World Anvil.' });
    await client.secrets!.update(both![0], { content: 'Also changed there.' });
    const run = await pull(client, folder, { worldId });
    assert.deepEqual(run.written, [changed![1].file]);
    assert.match(await readFile(path(changed![1].file), 'utf8'), /Changed on World Anvil\./);
    assert.match(await readFile(path(edited![1].file), 'utf8'), /My note\./);
    assert.equal(run.counts.local, 1);
    assert.deepEqual(
      run.conflicts.map((c) => c.step.file),
      [both![1].file],
    );
    assert.equal(await readFile(path(both![1].file), 'utf8'), mine, 'a conflict is never written without asking');
    const taken = await readManifest(folder, worldId);
    await resolveWithRemote(folder, taken, run.conflicts[0]!);
    assert.match(await readFile(path(both![1].file), 'utf8'), /Also changed there\./);
    const after = await readManifest(folder, worldId);
    assert.equal(after.articles[both![0]], undefined, 'taken into the secrets records, not the articles');
    assert.equal(after.secrets![both![0]]!.updated, run.conflicts[0]!.updated);
  });

  it('World Changes reads secret files by the same rule, and a push recorded in the manifest settles one', async () => {
    await pull(client, folder, { worldId });
    const secrets = await client.secrets!.listAll(worldId);
    const remote = async () => [
      ...(await client.listAllArticles(worldId)),
      ...(await client.secrets!.listAll(worldId)).map((s) => ({ id: s.id, title: s.title, update_date: s.updateDate })),
    ];
    const local = (file: string) => readFile(join(folder, file), 'utf8').catch(() => undefined);
    const stateOf = async (id: string) =>
      (await syncStates(await readManifest(folder, worldId), await remote(), local)).find((s) => s.articleId === id)
        ?.state;
    const [one, two] = secrets;
    assert.equal(await stateOf(one!.id), 'unchanged');
    const file = join(folder, (await readManifest(folder, worldId)).secrets![one!.id]!.file);
    const edited = `${await readFile(file, 'utf8')}\nA new line.\n`;
    await writeFile(file, edited);
    assert.equal(await stateOf(one!.id), 'changedHere');
    await new Promise((r) => setTimeout(r, 5));
    await client.secrets!.update(two!.id, { tags: 'moved' });
    assert.equal(await stateOf(two!.id), 'changedThere');
    // After a push of the edited file: its text and the new date recorded, so it reads unchanged again.
    const updated = (await client.secrets!.get(one!.id)).updateDate?.date;
    assert.equal(await recordSynced(file, one!.id, edited, updated, folder), true);
    assert.equal(await stateOf(one!.id), 'unchanged');
    assert.equal((await readManifest(folder, worldId)).articles[one!.id], undefined);
  });

  it('a secret another pull keeps is found, so a second copy is asked about', async () => {
    await pull(client, folder, { worldId });
    const { secrets } = await readManifest(folder, worldId);
    const [id, entry] = Object.entries(secrets!)[0]!;
    const found = await trackedElsewhere(new Set([id]), { articleFiles: [], manifests: [join(folder, MANIFEST_NAME)] });
    assert.equal(found.get(id), join(folder, entry.file));
  });

  it('a category pull and an Aragorn pull write no secrets', async () => {
    const category = (await client.listCategories(worldId))[0]!;
    await pull(client, folder, { worldId, categoryId: category.id });
    assert.equal((await readManifest(folder, worldId)).secrets, undefined);
    const aragorn = faceClient(ctx.sb, 'aragorn');
    const other = await mkdtemp(join(tmpdir(), 'scriptorium-secrets-aragorn-'));
    try {
      await pull(aragorn, other, { worldId: await reedlands(aragorn) });
      assert.ok(!(await readdir(other)).includes('Secrets'));
    } finally {
      await aragorn.close();
      await rm(other, { recursive: true, force: true });
    }
  });

  it('the secrets folder takes no category folder name, and stays where the manifest has the secrets', async () => {
    const empty = await readManifest(folder, worldId);
    assert.equal(secretsFolder(empty, ['People', 'Places/Harbours']), 'Secrets');
    assert.equal(secretsFolder(empty, ['secrets/Deep', 'Secrets-2']), 'Secrets-3');
    empty.secrets = { x: { file: 'Hidden/x.md', hash: '' } };
    assert.equal(secretsFolder(empty, ['Secrets']), 'Hidden');
    // A file of the same name already in the folder (not Scriptorium's) is never overwritten: a new name.
    await mkdir(join(folder, 'Secrets'));
    await writeFile(join(folder, 'Secrets', 'Where-the-Starsalt-comes-from.md'), 'mine\n');
    await pull(client, folder, { worldId });
    assert.equal(await readFile(join(folder, 'Secrets', 'Where-the-Starsalt-comes-from.md'), 'utf8'), 'mine\n');
    const names = await readdir(join(folder, 'Secrets'));
    assert.ok(
      names.some((n) => n.startsWith('Where-the-Starsalt-comes-from-')),
      names.join(' '),
    );
  });
});
