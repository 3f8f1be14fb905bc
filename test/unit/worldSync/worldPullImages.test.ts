// Issue 29 item 3 against the sandbox (Boromir): a world pull keeps the images its articles show in the
// folder's assets/, named from their titles with the extension their bytes show, and writes
// `[img:ID|options]` as a Markdown image of that file; pushed back untouched, World Anvil's texts stay byte
// for byte. A second pull asks nothing about an image it kept; an image too big, not an image, or gone is
// skipped by name and the article keeps `[img:ID]`.
import { strict as assert } from 'node:assert';
import { mkdtemp, readdir, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readArticleFile } from '../../../src/core/markup/articleFile';
import { changedFields } from '../../../src/core/markup/fieldHashes';
import { imageMimeOf, withoutCreateOnly, type WorldAnvilApi } from '../../../src/core/worldanvil';
import { linkMentions } from '../../../src/core/worldSync/linkResolver';
import { MANIFEST_NAME, readManifest } from '../../../src/core/worldSync/pullManifest';
import { useSandbox } from '../sandbox/helpers';
import { faceClient, pullIntoCategories } from './worldPullHelpers';

const ctx = useSandbox();
const IMAGE_REQUEST = (r: { path: string }) => r.path.endsWith('/image') || r.path.startsWith('/uploads/images/');

describe('images of a pulled world in assets/, and back on push (issue 29)', () => {
  let client: WorldAnvilApi;
  let worldId: string;
  let giantId: string;
  const dirs: string[] = [];
  const fresh = async (name: string) => {
    const d = await mkdtemp(join(tmpdir(), `scriptorium-images-${name}-`));
    dirs.push(d);
    return d;
  };

  before(async () => {
    client = faceClient(ctx.sb, 'boromir');
    worldId = (await client.listWorlds((await client.getUser()).id)).find((w) => w.title === 'The Reedlands')!.id;
    giantId = (await client.listAllArticles(worldId)).find((a) => a.title === 'The Drowned Giant')!.id;
  });
  after(async () => {
    await client.close();
    for (const d of dirs) await rm(d, { recursive: true, force: true });
  });

  it('downloads the image an article shows into assets/ and links it with its id and options in the title', async () => {
    const folder = await fresh('first');
    const run = await pullIntoCategories(client, folder, worldId);
    assert.deepEqual(run.images, { written: ['assets/The-Drowned-Giant.png'], skipped: [] });
    const bytes = await readFile(join(folder, 'assets/The-Drowned-Giant.png'));
    assert.equal(imageMimeOf(bytes), 'image/png');
    const served = await fetch((await client.images!.get('5201')).fileUrl!);
    assert.deepEqual(bytes, Buffer.from(await served.arrayBuffer()));
    const manifest = await readManifest(folder, worldId);
    assert.equal(manifest.images?.['5201']?.file, 'assets/The-Drowned-Giant.png');
    const file = manifest.articles[giantId]!.file;
    const text = await readFile(join(folder, file), 'utf8');
    const up = '../'.repeat(file.split('/').length - 1);
    assert.ok(
      text.includes(`![The Drowned Giant (sample image)](${up}assets/The-Drowned-Giant.png "img:5201|center")`),
      text,
    );
    assert.ok(!text.includes('wa:5201'), text);
  });

  it('an untouched pulled world pushes nothing, and forced, World Anvil’s text is byte for byte the same', async () => {
    const folder = dirs[0]!;
    const manifest = await readManifest(folder, worldId);
    const file = manifest.articles[giantId]!.file;
    const text = await readFile(join(folder, file), 'utf8');
    const links = await linkMentions(join(folder, file), folder, text);
    const read = readArticleFile(text, { format: 'markdown', linkMention: links.toMention });
    assert.deepEqual(
      changedFields(withoutCreateOnly({ ...read.fields, ...read.sections }), read.bookkeeping.hashes),
      {},
    );
    const before = (await client.getArticle(giantId, { loadAllProperties: true })).content!;
    assert.ok(before.includes('[img:5201|center]'), before);
    await client.patchArticle(giantId, { content: read.sections.content });
    const after = (await client.getArticle(giantId, { loadAllProperties: true })).content!;
    // World Anvil hands out `\r\n`; every push sends `\n` (articleToFile.unixLines).
    assert.equal(after, before.replace(/\r\n/g, '\n'));
  });

  it('a second pull asks nothing about a kept image, even when the article changed; a removed file is fetched again', async () => {
    const folder = dirs[0]!;
    await client.patchArticle(giantId, { excerpt: `changed ${Date.now()}` });
    ctx.sb.requests.length = 0;
    const again = await pullIntoCategories(client, folder, worldId);
    assert.equal(again.counts.update, 1);
    assert.deepEqual(ctx.sb.requests.filter(IMAGE_REQUEST), []);
    assert.deepEqual(again.images, { written: [], skipped: [] });

    await unlink(join(folder, 'assets/The-Drowned-Giant.png'));
    await client.patchArticle(giantId, { excerpt: `changed again ${Date.now()}` });
    ctx.sb.requests.length = 0;
    const third = await pullIntoCategories(client, folder, worldId);
    assert.deepEqual(third.images.written, ['assets/The-Drowned-Giant.png']);
    assert.equal(ctx.sb.requests.filter(IMAGE_REQUEST).length, 2, 'metadata and bytes, once');
  });

  it('never writes over a file already in assets/: the new image takes its id in the name', async () => {
    const folder = await fresh('taken');
    await pullIntoCategories(client, folder, worldId, { concurrency: 1 }).then(() => undefined);
    const manifest = JSON.parse(await readFile(join(folder, MANIFEST_NAME), 'utf8')) as { images: object };
    // Forget the image, keep its file: the next pull must not overwrite what it no longer knows it wrote.
    manifest.images = {};
    await writeFile(join(folder, MANIFEST_NAME), JSON.stringify(manifest));
    await client.patchArticle(giantId, { excerpt: `changed ${Date.now()}` });
    const run = await pullIntoCategories(client, folder, worldId);
    assert.deepEqual(run.images.written, ['assets/The-Drowned-Giant-5201.png']);
    assert.deepEqual((await readdir(join(folder, 'assets'))).sort(), [
      'The-Drowned-Giant-5201.png',
      'The-Drowned-Giant.png',
    ]);
  });

  it('an image bigger than the limit is skipped by name; the article keeps [img:ID] and the pull goes on', async () => {
    const folder = await fresh('big');
    const run = await pullIntoCategories(client, folder, worldId, { maxImageBytes: 10 });
    assert.deepEqual(run.images, { written: [], skipped: [{ id: '5201', reason: 'tooBig' }] });
    const manifest = await readManifest(folder, worldId);
    assert.equal(manifest.images?.['5201'], undefined);
    const text = await readFile(join(folder, manifest.articles[giantId]!.file), 'utf8');
    assert.ok(text.includes('![](wa:5201|center)'), text);
    assert.equal(run.written.length, Object.keys(manifest.articles).length, 'every article written');
  });

  it('bytes that are no image, and an image World Anvil does not have, are skipped', async () => {
    const folder = await fresh('bad');
    // A "proxy" answers the image's address with an HTML page, 200 OK.
    ctx.sb.faults.add({ kind: 'html', status: 200, path: '^/uploads/images/' });
    const content = (await client.getArticle(giantId, { loadAllProperties: true })).content!;
    await client.patchArticle(giantId, { content: `${content}\n[img:999999|left]` });
    try {
      const run = await pullIntoCategories(client, folder, worldId);
      assert.deepEqual(
        [...run.images.skipped].sort((a, b) => a.id.localeCompare(b.id)),
        [
          { id: '5201', reason: 'notImage' },
          { id: '999999', reason: 'unavailable' },
        ],
      );
      assert.deepEqual(await readdir(folder).then((n) => n.includes('assets')), false);
    } finally {
      ctx.sb.faults.clear();
      await client.patchArticle(giantId, { content });
    }
  });
});
