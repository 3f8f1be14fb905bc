// Issue 29 item 5: a world pull keeps the text it records as synced as a merge base (by the manifest's
// hash, in the extension's storage); a file changed here and on World Anvil is merged over that base
// against the sandbox over real HTTP, after the writer's text is backed up.
import { strict as assert } from 'node:assert';
import { mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BoromirClient, type WorldAnvilApi } from '../../../src/core/worldanvil';
import { BackupStore, BaseStore } from '../../../src/core/worldSync/baseStore';
import { mergeWithBase, writeToDisk } from '../../../src/core/worldSync/mergeFile';
import { syncStates } from '../../../src/core/worldSync/fileSyncState';
import { executePull } from '../../../src/core/worldSync/execute';
import { keepSyncedTexts, readManifest, textHash } from '../../../src/core/worldSync/pullManifest';
import { planPull } from '../../../src/core/worldSync/plan';
import { useSandbox } from '../sandbox/helpers';

const labels = { ours: 'your file', base: 'last pulled', theirs: 'World Anvil' };

describe('merge bases and backups (extension storage)', () => {
  let root: string;
  beforeEach(async () => (root = await mkdtemp(join(tmpdir(), 'scriptorium-bases-'))));
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('finds a kept text by its hash, and nothing for a name that is not a hash or a text altered since', async () => {
    const bases = new BaseStore(root);
    await bases.keep(['one\n', 'two\n', 'one\n']);
    assert.equal(await bases.base(textHash('one\n')), 'one\n');
    assert.equal(await bases.base(textHash('three\n')), undefined);
    assert.equal(await bases.base('../../etc/passwd'), undefined);
    await writeFile(join(root, 'bases', `${textHash('two\n')}.txt`), 'tampered\n');
    assert.equal(await bases.base(textHash('two\n')), undefined);
  });

  it('keeps only the newest bases past its bound', async () => {
    const bases = new BaseStore(root, 2);
    await bases.keep(['a', 'b', 'c']);
    await utimes(join(root, 'bases', `${textHash('a')}.txt`), new Date(1000), new Date(1000));
    await bases.keep(['a']); // kept again: touched, so younger than b and c
    await utimes(join(root, 'bases', `${textHash('b')}.txt`), new Date(2000), new Date(2000));
    await bases.prune();
    assert.deepEqual(
      (await readdir(join(root, 'bases'))).sort(),
      [textHash('a'), textHash('c')].map((h) => `${h}.txt`).sort(),
    );
  });

  it('saves each backup as a new file, two in one moment under two names, listed newest first', async () => {
    const backups = new BackupStore(root);
    const now = new Date('2026-11-26T07:00:00.000Z');
    const first = await backups.save('People/Queen Isaura.md', 'file', 'mine\n', now);
    const second = await backups.save('People/Queen Isaura.md', 'world-anvil', 'theirs\n', now);
    const third = await backups.save('People/Queen Isaura.md', 'file', 'mine again\n', now);
    assert.notEqual(first, third);
    assert.equal(await readFile(first, 'utf8'), 'mine\n');
    assert.equal(await readFile(second, 'utf8'), 'theirs\n');
    assert.match(first, /backups[\\/]2026-11-26T07-00-00-000Z\.file\.Queen-Isaura\.md$/);
    assert.equal((await backups.list()).length, 3);
  });
});

describe('merging a world file changed on both sides', () => {
  const ctx = useSandbox();
  let client: WorldAnvilApi;
  let folder: string;
  let root: string;
  let worldId: string;
  let stores: { bases: BaseStore; backups: BackupStore };
  const pull = async () => {
    const manifest = await readManifest(folder, worldId);
    const steps = await planPull(folder, await client.listAllArticles(worldId), manifest, await readdir(folder));
    return { manifest, outcome: await executePull(client, folder, steps, manifest, { format: 'markdown' }) };
  };
  const idOf = async (title: string) => (await client.listAllArticles(worldId)).find((a) => a.title === title)!.id;
  const paragraphs = (...p: string[]) => p.join('\n\n');
  const stateOf = async (id: string) =>
    (
      await syncStates(await readManifest(folder, worldId), await client.listAllArticles(worldId), (f) =>
        readFile(join(folder, f), 'utf8').catch(() => undefined),
      )
    ).find((s) => s.articleId === id)?.state;

  before(async () => {
    client = new BoromirClient({ baseUrl: ctx.sb.boromirUrl, ...ctx.sb.credentials.worldAnvil, requestsPerSecond: 0 });
    folder = await mkdtemp(join(tmpdir(), 'scriptorium-merge-'));
    root = await mkdtemp(join(tmpdir(), 'scriptorium-merge-store-'));
    stores = { bases: new BaseStore(root), backups: new BackupStore(root) };
    keepSyncedTexts((texts) => stores.bases.keep(texts));
    worldId = (await client.listWorlds((await client.getUser()).id)).find((w) => w.title === 'The Reedlands')!.id;
    await client.patchArticle(await idOf('Aldmere'), {
      content: paragraphs('The harbour is old.', 'The queen rules it.', 'Fish is its trade.'),
    });
    await pull();
  });
  after(async () => {
    keepSyncedTexts(undefined);
    await client.close();
    await rm(folder, { recursive: true, force: true });
    await rm(root, { recursive: true, force: true });
  });

  it('keeps every pulled text as the base its manifest entry names', async () => {
    const manifest = await readManifest(folder, worldId);
    for (const entry of Object.values(manifest.articles))
      assert.equal(await stores.bases.base(entry.hash), await readFile(join(folder, entry.file), 'utf8'), entry.file);
  });

  it('merges a paragraph changed here and another changed on World Anvil, backs the file up, and reads “changed here” after', async () => {
    const id = await idOf('Aldmere');
    const file = join(folder, (await readManifest(folder, worldId)).articles[id]!.file);
    const mine = (await readFile(file, 'utf8')).replace('The harbour is old.', 'The harbour is very old.');
    await writeFile(file, mine);
    await client.patchArticle(id, {
      content: paragraphs('The harbour is old.', 'The queen rules it.', 'Salt is its trade.'),
    });
    const { manifest, outcome } = await pull();
    const conflict = outcome.conflicts.find((c) => c.step.article.id === id)!;
    assert.ok(conflict, 'the pull stops on the file as a conflict');
    const merged = await mergeWithBase(
      { folder, manifest, articleId: id, remote: conflict.remoteText, updated: conflict.updated, local: mine, labels },
      stores,
      writeToDisk(folder, conflict.step.file),
    );
    assert.equal(merged.kind, 'merged');
    if (merged.kind !== 'merged') return;
    assert.equal(merged.conflicts, 0);
    const text = await readFile(file, 'utf8');
    assert.match(text, /The harbour is very old\./);
    assert.match(text, /Salt is its trade\./);
    assert.equal(await readFile(merged.backup, 'utf8'), mine, 'the writer’s text before the merge is kept');
    assert.equal(await stateOf(id), 'changedHere');
    assert.equal(
      await stores.bases.base((await readManifest(folder, worldId)).articles[id]!.hash),
      conflict.remoteText,
    );
  });

  it('stops on a paragraph both sides changed: both versions between markers, the writer’s text in a backup', async () => {
    const id = await idOf('Aldmere');
    await pull(); // settles: nothing here changed on World Anvil since the merge
    const file = join(folder, (await readManifest(folder, worldId)).articles[id]!.file);
    const mine = (await readFile(file, 'utf8')).replace('The queen rules it.', 'The old queen rules it.');
    await writeFile(file, mine);
    await client.patchArticle(id, {
      content: paragraphs('The harbour is old.', 'A council rules it.', 'Salt is its trade.'),
    });
    const { manifest, outcome } = await pull();
    const conflict = outcome.conflicts.find((c) => c.step.article.id === id)!;
    const merged = await mergeWithBase(
      { folder, manifest, articleId: id, remote: conflict.remoteText, updated: conflict.updated, local: mine, labels },
      stores,
      writeToDisk(folder, conflict.step.file),
    );
    assert.equal(merged.kind === 'merged' && merged.conflicts, 1);
    const text = await readFile(file, 'utf8');
    assert.match(
      text,
      /<<<<<<< your file\nThe old queen rules it\.\n\|\|\|\|\|\|\| last pulled\nThe queen rules it\.\n=======\nA council rules it\.\n>>>>>>> World Anvil/,
    );
    assert.equal(merged.kind === 'merged' && (await readFile(merged.backup, 'utf8')), mine);
  });

  it('says so when no base is kept (a folder pulled before bases were kept), and writes nothing', async () => {
    const id = await idOf('Reedfolk');
    const manifest = await readManifest(folder, worldId);
    manifest.articles[id] = { ...manifest.articles[id]!, hash: textHash('a text never kept') };
    let wrote = false;
    const outcome = await mergeWithBase(
      { folder, manifest, articleId: id, remote: 'x', updated: undefined, local: 'y', labels },
      stores,
      async () => void (wrote = true),
    );
    assert.deepEqual(outcome, { kind: 'noBase' });
    assert.equal(wrote, false);
  });
});
