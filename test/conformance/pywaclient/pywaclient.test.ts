// The real peer for World Anvil, as wlc is for Weblate: pywaclient 1.7.0 (World Anvil's maintained
// Python client, installed from PyPI by scripts/setup-pywaclient.sh) runs against the sandbox's Boromir
// face — identity, worlds, categories, articles (all and by category), get at every granularity, put,
// patch, delete, and the failures it has classes for; secrets (the world's list whole and by limit/offset,
// get, put, patch, delete) and images (list, metadata, the bytes at the metadata's url, delete, #29);
// manuscripts (the world's, versions, parts, stats, beats, one of each in full, #47; a part's put, patch
// and delete; a version's plots, a manuscript's tags, labels and bookmarks, a label and a plot in full).
// Then Scriptorium's client reads the same sandbox: where the two disagree about what the sandbox
// serves, the sandbox is wrong until shown otherwise.
import { strict as assert } from 'node:assert';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { BoromirClient, type ManuscriptMark } from '../../../src/core/worldanvil';
import { startSandbox } from '../../../sandbox/server';
import { generateWorldAnvilData } from '../../../sandbox/worldanvil/data';
import type { Sandbox } from '../../../sandbox/types';

const run = promisify(execFile);
const PYTHON = join(
  process.env.SCRIPTORIUM_CACHE ?? join(homedir(), '.cache', 'scriptorium'),
  'pywaclient-1.7.0',
  'venv',
  'bin',
  'python',
);
const WORLD = 'The Reedlands';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- wire JSON printed by Python

describe('conformance: pywaclient 1.7.0 against the sandbox’s Boromir face', function () {
  this.timeout(120_000);
  let sb: Sandbox;
  let seen: Json;
  let ours: BoromirClient;

  before(async () => {
    if (!existsSync(PYTHON))
      throw new Error(`pywaclient is not installed (${PYTHON} is missing): run bash scripts/setup-pywaclient.sh`);
    sb = await startSandbox();
    ours = new BoromirClient({ baseUrl: sb.boromirUrl, ...sb.credentials.worldAnvil, requestsPerSecond: 0 });
    const env = {
      ...process.env,
      WA_URL: sb.boromirUrl,
      WA_KEY: sb.credentials.worldAnvil.applicationKey,
      WA_TOKEN: sb.credentials.worldAnvil.authToken,
      WA_WORLD_TITLE: WORLD,
      WA_FOREIGN_SECRET: generateWorldAnvilData().secrets.find((x) => x.title === 'Not your secret')!.id,
    };
    const { stdout } = await run(PYTHON, [join(__dirname, 'peer.py')], { env, maxBuffer: 32 * 1024 * 1024 });
    seen = JSON.parse(stdout) as Json;
  });

  after(async () => {
    await ours?.close();
    await sb?.close();
  });

  it('identity: the same user for both clients', async () => {
    const user = await ours.getUser();
    assert.equal(seen.identity.id, user.id);
    assert.equal(seen.identity.username, user.username);
  });

  it('worlds: pywaclient scrolls to an empty page, Scriptorium stops at a short one; the same worlds', async () => {
    const user = await ours.getUser();
    assert.deepEqual(
      seen.worlds.map((w: Json) => w.id),
      (await ours.listWorlds(user.id)).map((w) => w.id),
    );
  });

  it('categories: the same categories with the same nesting', async () => {
    const world = seen.worlds.find((w: Json) => w.title === WORLD);
    const mine = await ours.listCategories(world.id);
    assert.deepEqual(
      seen.categories.map((c: Json) => [c.id, c.title, c.parentCategory?.id ?? null]),
      mine.map((c) => [c.id, c.title, c.parentId ?? null]),
    );
  });

  it('articles: the same list, all and by category', async () => {
    const world = seen.worlds.find((w: Json) => w.title === WORLD);
    // pywaclient's own article is deleted again by now, so both lists are of the same world.
    assert.deepEqual(
      seen.articles.map((a: Json) => a.id),
      (await ours.listAllArticles(world.id)).map((a) => a.id),
    );
    const inCategory = await ours.listAllArticles(world.id, { categoryId: seen.articlesInCategory.category });
    assert.deepEqual(
      seen.articlesInCategory.entities.map((a: Json) => a.id),
      inCategory.map((a) => a.id),
    );
    assert.ok(inCategory.length > 0);
  });

  it('get at each granularity -1…3: more detail at each step, and Scriptorium reads the same article', async () => {
    const g = seen.granularities as Record<string, Json>;
    const sizes = ['-1', '0', '1', '2'].map((k) => Object.keys(g[k]!).length);
    for (let i = 1; i < sizes.length; i++)
      assert.ok(sizes[i]! > sizes[i - 1]!, `granularity ${i - 1} is not richer than ${i - 2}: ${sizes.join(', ')}`);
    assert.equal(g['-1']!.templateType, undefined);
    const full = await ours.getArticle(g['2']!.id, { loadAllProperties: true });
    assert.equal(full.template, g['2']!.templateType);
    assert.equal(full.content, g['2']!.content);
    assert.equal(full.world.id, g['2']!.world.id);
    assert.equal(full.update_date?.date, g['2']!.updateDate.date);
  });

  it('put, patch, delete: what pywaclient wrote reads back as written, and is gone after the delete', () => {
    assert.equal(seen.put.title, 'Made by pywaclient');
    assert.equal(seen.put.templateType, 'person');
    assert.equal(seen.patch.id, seen.put.id);
    assert.equal(seen.afterPatch.excerpt, 'Patched by pywaclient');
    assert.equal(seen.afterPatch.isDraft, false);
    assert.equal(seen.afterPatch.content, '[b]hello[/b]');
    assert.equal(seen.getDeleted.class, 'ResourceNotFound');
  });

  it('failures land in pywaclient’s own classes: 401 Unauthorized, 404 ResourceNotFound, 422 UnprocessableDataProvided with the field', () => {
    assert.deepEqual([seen.badToken.class, seen.badToken.status], ['UnauthorizedRequest', 401]);
    assert.deepEqual([seen.missing.class, seen.missing.status], ['ResourceNotFound', 404]);
    assert.deepEqual([seen.invalidPut.class, seen.invalidPut.status], ['UnprocessableDataProvided', 422]);
    assert.match(JSON.stringify(seen.invalidPut.summary), /templateType|template/);
  });

  it('secrets: the world’s list whole and by limit/offset, get at -1/0/2, put, patch, delete', () => {
    const ids = seen.secrets.map((x: Json) => x.id);
    assert.ok(ids.length >= 3, `too few sample secrets: ${ids.length}`);
    assert.deepEqual(
      seen.secretsPage.map((x: Json) => x.id),
      ids.slice(1, 3),
    );
    const g = seen.secretGranularities as Record<string, Json>;
    assert.equal(g['-1']!.entityClass, 'Secret');
    assert.equal(g['-1']!.content, undefined, 'a reference carries no content');
    assert.equal(typeof g['0']!.content, 'string');
    assert.equal(g['2']!.world.id, seen.worlds.find((w: Json) => w.title === WORLD).id);
    assert.equal(seen.secretPut.title, 'Made by pywaclient');
    assert.equal(seen.secretPatch.id, seen.secretPut.id);
    assert.equal(seen.secretAfterPatch.content, 'Patched by pywaclient');
    assert.equal(seen.secretAfterPatch.state, 'public');
    assert.equal(seen.secretAfterPatch.article.id, seen.articles[0].id);
    assert.ok(seen.secretsWithMade.includes(seen.secretPut.id));
    assert.equal(seen.secretGetDeleted.class, 'ResourceNotFound');
    assert.deepEqual([seen.secretInvalidPut.class, seen.secretInvalidPut.status], ['UnprocessableDataProvided', 422]);
    assert.match(JSON.stringify(seen.secretInvalidPut.summary), /title/);
    // Someone else's secret: success false on 200 for a read (FailedRequest), 403 for a write.
    assert.deepEqual([seen.secretForeign.class, seen.secretForeign.status], ['FailedRequest', 200]);
    assert.deepEqual([seen.secretForeignDelete.class, seen.secretForeignDelete.status], ['AccessForbidden', 403]);
  });

  it('images: list, metadata at -1/0/2, get_binary downloads a real PNG of the size the metadata says', () => {
    assert.ok(seen.images.length >= 3);
    assert.deepEqual(
      seen.imagesPage.map((x: Json) => x.id),
      [seen.images[1].id],
    );
    const g = seen.imageGranularities as Record<string, Json>;
    assert.equal(typeof g['-1']!.id, 'number');
    assert.equal(g['-1']!.entityClass, 'Image');
    assert.equal(g['-1']!.width, undefined);
    const bytes = Buffer.from(seen.imageBytes as string, 'base64');
    assert.equal(bytes.subarray(0, 8).toString('hex'), '89504e470d0a1a0a', 'not a PNG');
    assert.equal(bytes.length, g['0']!.size);
    // IHDR: width and height at bytes 16 and 20, as the metadata says.
    assert.deepEqual([bytes.readUInt32BE(16), bytes.readUInt32BE(20)], [g['0']!.width, g['0']!.height]);
    assert.equal(g['2']!.world.id, seen.worlds.find((w: Json) => w.title === WORLD).id);
    assert.equal(seen.imageGetDeleted.class, 'ResourceNotFound');
    assert.equal(seen.imagePut.status, 405);
  });

  it('Scriptorium reads the same secrets, images and image bytes as pywaclient', async () => {
    const world = seen.worlds.find((w: Json) => w.title === WORLD);
    assert.deepEqual(
      (await ours.secrets.listAll(world.id)).map((x) => x.id),
      seen.secrets.map((x: Json) => x.id),
    );
    const first = await ours.secrets.get(seen.secrets[0].id);
    assert.equal(first.content, seen.secretGranularities['2'].content);
    assert.deepEqual(
      (await ours.images.listAll(world.id)).map((x) => x.id),
      seen.images.filter((x: Json) => x.id !== seen.imageDeleted).map((x: Json) => String(x.id)),
    );
    const got = await ours.images.fetch(String(seen.images[0].id));
    assert.ok(got.bytes.equals(Buffer.from(seen.imageBytes as string, 'base64')));
  });

  it('manuscripts: pywaclient scrolls the world’s manuscripts, versions, parts, stats and beats; a beat at 2 has its BBCode', () => {
    assert.deepEqual(
      seen.manuscripts.map((m: Json) => m.title),
      ['The Salt Road'],
    );
    assert.equal(seen.manuscript.entityClass, 'Manuscript');
    assert.deepEqual(
      seen.manuscriptVersions.map((v: Json) => v.title),
      ['First draft', 'Second draft'],
    );
    assert.equal(seen.manuscriptVersion.goal, 50000);
    assert.deepEqual(
      seen.manuscriptStats.map((x: Json) => x.wordcount),
      [120, 164],
    );
    assert.equal(seen.manuscriptParts.length, 3);
    assert.equal(seen.manuscriptBeats[0].content, undefined, 'lists carry references');
    assert.match(seen.manuscriptBeat.content, /@\[Aldmere\]\(settlement:/);
    assert.equal(seen.manuscriptMissing.class, 'ResourceNotFound');
  });

  it('Scriptorium reads the same manuscripts, versions, parts and beats as pywaclient', async () => {
    const world = seen.worlds.find((w: Json) => w.title === WORLD);
    const api = ours.manuscripts;
    const ms = await api.listManuscripts(world.id);
    assert.deepEqual(
      ms.map((m) => m.id),
      seen.manuscripts.map((m: Json) => m.id),
    );
    const versions = await api.listVersions(ms[0]!.id);
    assert.deepEqual(
      versions.map((v) => v.id),
      seen.manuscriptVersions.map((v: Json) => String(v.id)),
    );
    assert.deepEqual(
      (await api.listParts(versions.at(-1)!.id)).map((p) => p.id),
      seen.manuscriptParts.map((p: Json) => String(p.id)),
    );
    const beats = await api.readBeats(String(seen.manuscriptParts[0].id));
    assert.deepEqual(
      beats.map((b) => b.id),
      seen.manuscriptBeats.map((b: Json) => String(b.id)),
    );
    assert.equal(beats[0]!.content, seen.manuscriptBeat.content);
  });

  it('manuscript marks: Scriptorium reads the plots, tags, labels and bookmarks pywaclient scrolls, and a label and a plot by GET the same', async () => {
    const api = ours.manuscripts;
    const manuscript = String(seen.manuscripts[0].id);
    const version = String(seen.manuscriptVersions.at(-1).id);
    const theirs = (list: Json[], field?: string) =>
      list.map((m: Json) => [String(m.id), m.title ?? undefined, field ? m[field] : undefined]);
    const mine = (list: ManuscriptMark[]) => list.map((m) => [m.id, m.title, m.description ?? m.note ?? m.color]);
    assert.deepEqual(mine(await api.listMarks('plot', version)), theirs(seen.manuscriptPlots, 'description'));
    assert.deepEqual(mine(await api.listMarks('tag', manuscript)), theirs(seen.manuscriptTags));
    assert.deepEqual(mine(await api.listMarks('label', manuscript)), theirs(seen.manuscriptLabels, 'color'));
    assert.deepEqual(mine(await api.listMarks('bookmark', manuscript)), theirs(seen.manuscriptBookmarks, 'note'));
    assert.equal(seen.manuscriptPlots.length, 3);
    assert.ok(
      seen.manuscriptTags.some((t: Json) => t.title === null),
      'an untitled tag, read by both',
    );
    const label = await api.getMark('label', String(seen.manuscriptLabel.id));
    assert.deepEqual([label.title, label.color], [seen.manuscriptLabel.title, seen.manuscriptLabel.color]);
    assert.equal(seen.manuscriptLabel.manuscript.id, manuscript);
    const plot = await api.getMark('plot', String(seen.manuscriptPlot.id));
    assert.deepEqual([plot.title, plot.description], [seen.manuscriptPlot.title, seen.manuscriptPlot.description]);
    assert.equal(seen.manuscriptPlot.version.id, version);
  });

  it('manuscript parts: pywaclient’s put (version, title, position) and patch (position), a put without a title refused', () => {
    assert.equal(seen.partPut.title, 'Made by pywaclient');
    assert.equal(seen.partPut.position, 7);
    assert.equal(seen.partPatch.position, 9);
    assert.deepEqual(
      [seen.partAfterPatch.position, seen.partAfterPatch.version.id],
      [9, seen.manuscriptVersions[0].id],
    );
    assert.ok(seen.partsWithMade.includes(seen.partPut.id));
    assert.deepEqual([seen.partInvalidPut.class, seen.partInvalidPut.status], ['UnprocessableDataProvided', 422]);
  });

  it('Scriptorium creates and renumbers a part as pywaclient does, and reads pywaclient’s part the same', async () => {
    const api = ours.manuscripts;
    const first = String(seen.manuscriptVersions[0].id);
    const made = await api.getPart(String(seen.partPut.id));
    assert.deepEqual([made.title, made.position], ['Made by pywaclient', 9]);
    const part = await api.createPart({ versionId: first, title: 'Made by Scriptorium', position: 8 });
    assert.equal(part.title, 'Made by Scriptorium');
    assert.equal((await api.updatePart(part.id, { position: 10 })).position, 10);
    const listed = await api.listParts(first);
    assert.deepEqual(
      listed.slice(-2).map((p) => [p.title, p.position]),
      [
        ['Made by pywaclient', 9],
        ['Made by Scriptorium', 10],
      ],
    );
  });

  it('a part deleted: pywaclient’s delete takes the part and its beat; Scriptorium deletes one the same way', async () => {
    assert.deepEqual([seen.partGetDeleted.class, seen.partGetDeleted.status], ['ResourceNotFound', 404]);
    assert.deepEqual([seen.partBeatGetDeleted.class, seen.partBeatGetDeleted.status], ['ResourceNotFound', 404]);
    assert.ok(!seen.partsAfterDelete.includes(seen.partDeleted.part));
    const api = ours.manuscripts;
    const first = String(seen.manuscriptVersions[0].id);
    await assert.rejects(api.getPart(String(seen.partDeleted.part)), /Not found/);
    // As a push deletes a part whose file is gone (partDelete.ts): its beats first, then the part.
    const part = await api.createPart({ versionId: first, title: 'Deleted by Scriptorium' });
    const beat = await api.createBeat({ partId: part.id, content: 'Gone before its part' });
    await api.deleteBeat(beat.id);
    await api.deletePart(part.id);
    await assert.rejects(api.getPart(part.id), /Not found/);
    assert.ok(!(await api.listParts(first)).some((p) => p.id === part.id));
    await assert.rejects(api.deletePart(part.id), /Not found/, 'a second delete is not hidden');
  });
});
