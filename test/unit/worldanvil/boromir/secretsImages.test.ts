// Secrets and images through the Boromir client against the sandbox over loopback (#29): the lists by POST
// with {limit, offset} and their paging, a secret's whole life (create, read, update, delete), the checks
// before sending, someone else's secret refused; an image's metadata and its bytes from the address the
// metadata names — with the keys only on the API's own origin, from another host only over https and
// without them, and only bytes that are an image and within the limit.
import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { rootCertificates } from 'node:tls';
import {
  InsecureRequestError,
  NotFoundError,
  PermissionError,
  ProtocolError,
  ResponseTooLargeError,
  ValidationError,
} from '../../../../src/core/http';
import { ImageFetcher, imageMimeOf } from '../../../../src/core/worldanvil';
import { generateWorldAnvilData } from '../../../../sandbox/worldanvil/data';
import { startSandbox } from '../../../../sandbox/server';
import { ensureTlsFiles, sandboxTls } from '../../../../scripts/lib/tls';
import { sandboxBoromir, useSandbox } from '../../sandbox/helpers';
import { rejection } from '../../rejection';

const ctx = useSandbox();
const seed = generateWorldAnvilData();
const reedlands = seed.worlds.find((w) => w.title === 'The Reedlands')!;
const foreignSecret = seed.secrets.find((s) => s.worldId !== reedlands.id && s.title === 'Not your secret')!;
const make = () => sandboxBoromir(ctx.sb);
const keys = () => ({
  'x-auth-token': ctx.sb.credentials.worldAnvil.authToken,
  'x-application-key': ctx.sb.credentials.worldAnvil.applicationKey,
});

describe('BoromirClient: secrets', () => {
  it('lists a world’s secrets by POST world/secrets with {limit, offset}: pages, a short page ends, listAll has them all', async () => {
    const c = make();
    ctx.sb.requests.length = 0;
    const first = await c.secrets.list(reedlands.id, { offset: 0, limit: 2 });
    assert.equal(first.items.length, 2);
    assert.equal(first.hasMore, true);
    const rest = await c.secrets.list(reedlands.id, { offset: first.nextOffset, limit: 2 });
    assert.equal(rest.hasMore, false, 'a page shorter than the limit ends the list');
    const mine = seed.secrets.filter((s) => s.worldId === reedlands.id).map((s) => s.title);
    assert.deepEqual(
      [...first.items, ...rest.items].map((s) => s.title),
      mine,
    );
    assert.deepEqual(
      (await c.secrets.listAll(reedlands.id)).map((s) => s.title),
      mine,
    );
    const posts = ctx.sb.requests.filter((r) => r.method === 'POST');
    assert.deepEqual(JSON.parse(posts[1]!.body), { limit: 2, offset: 2 });
    assert.match(posts[0]!.path, /\/world\/secrets$/);
    assert.match(posts[0]!.query, new RegExp(`id=${reedlands.id}`));
    await c.close();
  });

  it('reads a secret whole (content, article, world), creates, patches and deletes one', async () => {
    const c = make();
    const giant = seed.secrets.find((s) => s.title === 'The giant still breathes')!;
    const read = await c.secrets.get(giant.id);
    assert.equal(read.content, giant.content);
    assert.equal(read.article?.title, 'The Drowned Giant');
    assert.equal(read.worldId, reedlands.id);
    assert.match(read.url ?? '', /\/world\/secret\/.+\/edit$/);
    const made = await c.secrets.create({ worldId: reedlands.id, title: 'Made here', content: '[i]shh[/i]' });
    assert.equal(made.title, 'Made here');
    ctx.sb.requests.length = 0;
    await c.secrets.update(made.id, { content: 'Changed', state: 'public', articleId: giant.articleId });
    assert.deepEqual(JSON.parse(ctx.sb.requests[0]!.body), {
      content: 'Changed',
      state: 'public',
      article: { id: giant.articleId },
    });
    const after = await c.secrets.get(made.id);
    assert.deepEqual([after.content, after.state, after.article?.id], ['Changed', 'public', giant.articleId]);
    await c.secrets.delete(made.id);
    assert.ok((await rejection(c.secrets.get(made.id))) instanceof NotFoundError);
    await c.close();
  });

  it('checks a write before sending (every problem at once), and someone else’s secret is refused', async () => {
    const c = make();
    ctx.sb.requests.length = 0;
    const e = await rejection(c.secrets.create({ title: ' ', worldId: 'nope', state: 'hidden' as 'public' }));
    assert.ok(e instanceof ValidationError);
    assert.deepEqual(e.problems.map((p) => p.field).sort(), ['state', 'title', 'world']);
    const p = await rejection(c.secrets.update(foreignSecret.id, { worldId: reedlands.id, title: 'x'.repeat(300) }));
    assert.deepEqual((p as ValidationError).problems.map((x) => x.field).sort(), ['title', 'world']);
    assert.equal(ctx.sb.requests.length, 0, 'nothing is sent while there is a problem');
    assert.ok((await rejection(c.secrets.get(foreignSecret.id))) instanceof PermissionError);
    assert.ok((await rejection(c.secrets.delete(foreignSecret.id))) instanceof PermissionError);
    assert.ok(
      (await rejection(c.secrets.list(foreignSecret.worldId, { offset: 0, limit: 5 }))) instanceof PermissionError,
    );
    await c.close();
  });
});

describe('BoromirClient: images', () => {
  it('lists a world’s images and reads one’s metadata (numeric ids as strings, the file’s address and facts)', async () => {
    const c = make();
    const all = await c.images.listAll(reedlands.id);
    const sample = seed.images.filter((i) => i.worldId === reedlands.id);
    assert.deepEqual(
      all.map((i) => i.id),
      sample.map((i) => String(i.id)),
    );
    const page = await c.images.list(reedlands.id, { offset: 1, limit: 1 });
    assert.deepEqual([page.items.map((i) => i.id), page.hasMore], [[String(sample[1]!.id)], true]);
    const giant = await c.images.get('5201');
    assert.deepEqual([giant.width, giant.height, giant.extension], [32, 32, 'png']);
    assert.equal(giant.fileUrl, `${ctx.sb.origin}/uploads/images/${sample[2]!.filename}`);
    assert.equal(giant.article?.title, 'The Drowned Giant');
    await c.close();
  });

  it('fetches an image’s bytes from the address its metadata names, on the API’s origin with the keys', async () => {
    const c = make();
    ctx.sb.requests.length = 0;
    const got = await c.images.fetch('5101');
    const stored = seed.images.find((i) => i.id === 5101)!;
    assert.equal(got.mime, 'image/png');
    assert.ok(got.bytes.equals(stored.bytes));
    const file = ctx.sb.requests.find((r) => r.path.startsWith('/uploads/images/'))!;
    assert.equal(file.path, `/uploads/images/${stored.filename}`);
    assert.equal(file.headers['x-auth-token'], keys()['x-auth-token']);
    assert.ok((await rejection(c.images.fetch('5101', { maxBytes: 10 }))) instanceof ResponseTooLargeError);
    assert.ok((await rejection(c.images.get('5301'))) instanceof PermissionError);
    await c.images.delete('5102');
    assert.ok((await rejection(c.images.get('5102'))) instanceof NotFoundError);
    await c.close();
  });

  it('refuses bytes that are not an image, and any other host over plain http or another scheme, sending nothing', async () => {
    const f = new ImageFetcher(ctx.sb.origin, { credentialHeaders: keys(), headers: {}, retry: { maxRetries: 0 } });
    const page = await rejection(f.fetch(`${ctx.sb.origin}/w/the-reedlands`));
    assert.ok(page instanceof ProtocolError, String(page));
    const other = new ImageFetcher('https://www.worldanvil.com', { credentialHeaders: keys(), headers: {} });
    ctx.sb.requests.length = 0;
    for (const address of [
      `${ctx.sb.origin}/uploads/images/5201.png`,
      'data:image/png;base64,iVBORw0KGgo=',
      'file:///etc/passwd',
    ])
      assert.ok((await rejection(other.fetch(address))) instanceof InsecureRequestError, address);
    assert.equal(ctx.sb.requests.length, 0);
    await Promise.all([f.close(), other.close()]);
  });

  it('fetches from another host over https without the keys (they belong to the API’s origin)', async function () {
    this.timeout(60_000);
    const files = ensureTlsFiles();
    const cdn = await startSandbox({ tls: sandboxTls(files) });
    try {
      const f = new ImageFetcher(ctx.sb.origin, {
        credentialHeaders: keys(),
        headers: {},
        network: { ca: [...rootCertificates, readFileSync(files.ca, 'utf8')] },
      });
      const got = await f.fetch(`${cdn.origin}/uploads/images/5201.png`);
      assert.equal(got.mime, 'image/png');
      const seen = cdn.requests.find((r) => r.path === '/uploads/images/5201.png')!;
      assert.equal(seen.headers['x-auth-token'], undefined);
      assert.equal(seen.headers['x-application-key'], undefined);
      await f.close();
    } finally {
      await cdn.close();
    }
  });

  it('knows an image by its first bytes, whatever it is called', () => {
    assert.equal(imageMimeOf(seed.images[0]!.bytes), 'image/png');
    assert.equal(imageMimeOf(Buffer.from([0xff, 0xd8, 0xff, 0xe0])), 'image/jpeg');
    assert.equal(imageMimeOf(Buffer.from('GIF89a')), 'image/gif');
    assert.equal(imageMimeOf(Buffer.from('RIFF\0\0\0\0WEBPVP8 ')), 'image/webp');
    assert.equal(imageMimeOf(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')), undefined);
    assert.equal(imageMimeOf(Buffer.alloc(0)), undefined);
  });
});
