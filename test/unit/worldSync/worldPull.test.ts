// A whole world pulled into a folder, through both API versions: one file per article under a safe name
// inside the folder; a second pull rewrites nothing; a file edited here is kept; a change on World Anvil
// is pulled; a change on both sides is a conflict that leaves the file alone; a cancelled pull resumes.
import { strict as assert } from 'node:assert';
import { lstat, mkdir, mkdtemp, readdir, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BoromirClient, type WorldAnvilApi } from '../../../src/core/worldanvil';
import { executePull, PULL_CONCURRENCY } from '../../../src/core/worldSync/execute';
import { MANIFEST_NAME, readManifest, textHash } from '../../../src/core/worldSync/pullManifest';
import { newBaseName, planPull } from '../../../src/core/worldSync/plan';
import { useSandbox } from '../sandbox/helpers';
import { faceClient } from './worldPullHelpers';

const ctx = useSandbox();

async function pull(client: WorldAnvilApi, folder: string, worldId: string, signal?: AbortSignal) {
  const manifest = await readManifest(folder, worldId);
  const steps = await planPull(folder, await client.listAllArticles(worldId), manifest, await readdir(folder));
  return executePull(client, folder, steps, manifest, { format: 'markdown', signal });
}

for (const face of ['boromir', 'aragorn'] as const) {
  describe(`pull a whole world into a folder (${face})`, () => {
    let client: WorldAnvilApi;
    let folder: string;
    let worldId: string;
    before(async () => {
      client = faceClient(ctx.sb, face);
      folder = await mkdtemp(join(tmpdir(), `scriptorium-world-${face}-`));
      worldId = (await client.listWorlds((await client.getUser()).id)).find((w) => w.title === 'The Reedlands')!.id;
    });
    after(async () => {
      await client.close();
      await rm(folder, { recursive: true, force: true });
    });

    it('writes one file per article, then a second pull rewrites nothing', async () => {
      const first = await pull(client, folder, worldId);
      const count = (await client.listAllArticles(worldId)).length;
      assert.equal(first.counts.new, count);
      // assets/ holds the images the articles show (worldPullImages.test.ts).
      const files = (await readdir(folder)).filter((f) => f !== MANIFEST_NAME && f !== 'assets').sort();
      assert.equal(files.length, count);
      for (const f of files) assert.match(f, /^[A-Za-z0-9][A-Za-z0-9._-]*\.(md|bbcode)$/);
      assert.ok(files.includes('Aldmere.bbcode') && files.includes('Queen-Isaura.md'), files.join(' '));
      const mtimes = await Promise.all(files.map(async (f) => (await stat(join(folder, f))).mtimeMs));
      const second = await pull(client, folder, worldId);
      assert.deepEqual(second.written, []);
      assert.equal(second.counts.unchanged, count);
      assert.deepEqual(await Promise.all(files.map(async (f) => (await stat(join(folder, f))).mtimeMs)), mtimes);
    });

    it('keeps a file edited here, pulls a change made on World Anvil, and reports a change on both sides as a conflict', async () => {
      const all = await client.listAllArticles(worldId);
      const byTitle = (t: string) => all.find((a) => a.title === t)!;
      const edited = join(folder, 'Glasswort.md');
      await writeFile(edited, `${await readFile(edited, 'utf8')}\nMy own note.\n`);
      await client.patchArticle(byTitle('Starsalt').id, { excerpt: `Changed on World Anvil (${face})` });
      const both = join(folder, 'Reedfolk.md');
      const mine = `${await readFile(both, 'utf8')}\nEdited here too.\n`;
      await writeFile(both, mine);
      await new Promise((r) => setTimeout(r, 5)); // a later update date than the pull's
      await client.patchArticle(byTitle('Reedfolk').id, { excerpt: `Also changed there (${face})` });
      const run = await pull(client, folder, worldId);
      assert.deepEqual(run.written, ['Starsalt.md']);
      assert.match(await readFile(join(folder, 'Starsalt.md'), 'utf8'), /Changed on World Anvil/);
      assert.match(await readFile(edited, 'utf8'), /My own note/);
      assert.equal(run.counts.local, 1);
      assert.deepEqual(
        run.conflicts.map((c) => c.step.article.title),
        ['Reedfolk'],
      );
      assert.match(run.conflicts[0]!.remoteText, /Also changed there/);
      assert.equal(await readFile(both, 'utf8'), mine, 'a conflict is never written without asking');
    });

    it('a cancelled pull writes nothing more, keeps its bookkeeping, and the next run finishes the rest', async () => {
      const fresh = await mkdtemp(join(tmpdir(), `scriptorium-cancel-${face}-`));
      try {
        const abort = new AbortController();
        const manifest = await readManifest(fresh, worldId);
        const steps = await planPull(fresh, await client.listAllArticles(worldId), manifest, []);
        const cut = await executePull(client, fresh, steps, manifest, {
          format: 'markdown',
          signal: abort.signal,
          onStep: (done) => done === 3 && abort.abort(),
        });
        assert.equal(cut.cancelled, true);
        // Articles fetched side by side: one already being written when the cancel came is finished (whole).
        assert.ok(cut.written.length >= 3 && cut.written.length < 3 + 2 * PULL_CONCURRENCY, `${cut.written.length}`);
        const rest = await pull(client, fresh, worldId);
        assert.equal(rest.counts.unchanged, cut.written.length);
        assert.equal(rest.counts.new, steps.length - cut.written.length);
      } finally {
        await rm(fresh, { recursive: true, force: true });
      }
    });
  });
}

describe('file names for a world pull', () => {
  it('come from hostile titles in the safe character set, never leave the folder, and never collide', () => {
    const taken = new Set<string>(['aldmere.md']);
    const names = ['../../etc/passwd', 'CON', '.hidden', 'Aldmere', 'Aldmere', '\u202Egnp.exe', '', '🐉'].map(
      (title, i) => newBaseName({ id: `0000000${i}-0000-4000-8000-000000000000`, title }, taken),
    );
    for (const n of names) assert.match(n, /^[A-Za-z0-9][A-Za-z0-9._-]*$/);
    assert.equal(new Set(names.map((n) => n.toLowerCase())).size, names.length);
    assert.ok(!names.includes('Aldmere'), 'an existing file name is not reused');
  });

  it('ignore a manifest entry that points outside the folder', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'scriptorium-manifest-'));
    try {
      await writeFile(
        join(folder, MANIFEST_NAME),
        JSON.stringify({
          version: 1,
          worldId: 'w',
          articles: { a: { file: '../outside.md', hash: 'x' }, b: { file: 'inside.md', hash: 'y' } },
        }),
      );
      assert.deepEqual(Object.keys((await readManifest(folder, 'w')).articles), ['b']);
      assert.deepEqual((await readManifest(folder, 'another world')).articles, {});
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});

// Issue 25, defect 2: links planted in the folder never carry a pull's bytes outside it.
describe('pull a whole world into a folder with planted links', () => {
  let client: WorldAnvilApi;
  let root: string;
  let worldId: string;
  before(async () => {
    client = new BoromirClient({ baseUrl: ctx.sb.boromirUrl, ...ctx.sb.credentials.worldAnvil, requestsPerSecond: 0 });
    worldId = (await client.listWorlds((await client.getUser()).id)).find((w) => w.title === 'The Reedlands')!.id;
  });
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'scriptorium-world-links-'));
    await mkdir(join(root, 'pull'));
    await writeFile(join(root, 'outside.txt'), 'untouched');
  });
  after(() => client.close());
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('an update never follows a planted <name>.part link', async () => {
    const folder = join(root, 'pull');
    await pull(client, folder, worldId);
    const manifest = await readManifest(folder, worldId);
    const entry = Object.values(manifest.articles).find((e) => e.file === 'Starsalt.md')!;
    // World Anvil's side looks changed (another update date), so the next pull rewrites Starsalt.md.
    entry.updated = '1999-01-01T00:00:00Z';
    await writeFile(join(folder, MANIFEST_NAME), JSON.stringify(manifest));
    await symlink(join(root, 'outside.txt'), join(folder, 'Starsalt.md.part'));
    const again = await pull(client, folder, worldId);
    assert.ok(again.written.includes('Starsalt.md'), again.written.join(' '));
    assert.equal(await readFile(join(root, 'outside.txt'), 'utf8'), 'untouched');
    assert.ok((await lstat(join(folder, 'Starsalt.md'))).isFile());
  });

  it('a file the manifest names that is now a link is refused, not written through, and the pull goes on', async () => {
    const folder = join(root, 'pull');
    await pull(client, folder, worldId);
    const manifest = await readManifest(folder, worldId);
    const entry = Object.values(manifest.articles).find((e) => e.file === 'Starsalt.md')!;
    await rm(join(folder, 'Starsalt.md'));
    await symlink(join(root, 'outside.txt'), join(folder, 'Starsalt.md'));
    // The link reads as a file changed here; pretend World Anvil changed too and the hash matches, so the plan says update.
    entry.updated = '1999-01-01T00:00:00Z';
    entry.hash = textHash('untouched');
    await writeFile(join(folder, MANIFEST_NAME), JSON.stringify(manifest));
    // #42: that article is skipped and reported; the rest of the world is pulled, the manifest kept.
    const other = Object.values(manifest.articles).find((e) => e.file !== 'Starsalt.md')!;
    other.updated = '1999-01-01T00:00:00Z';
    await writeFile(join(folder, MANIFEST_NAME), JSON.stringify(manifest));
    const again = await pull(client, folder, worldId);
    assert.deepEqual(
      again.refused.map((r) => r.file),
      ['Starsalt.md'],
    );
    assert.match(again.refused[0]!.reason, /symbolic link/);
    assert.ok(again.written.includes(other.file), again.written.join(' '));
    assert.ok(!again.written.includes('Starsalt.md'));
    assert.equal(await readFile(join(root, 'outside.txt'), 'utf8'), 'untouched');
    const after = await readManifest(folder, worldId);
    assert.equal(Object.values(after.articles).find((e) => e.file === 'Starsalt.md')?.hash, textHash('untouched'));
  });
});
