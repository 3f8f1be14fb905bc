// A manuscript's plots, tags, labels and bookmarks through the Boromir client (#47 items 1 and 5): the
// lists by POST with `?id=<owner>` and {limit, offset} as pywaclient 1.7.0 sends them (plots per version,
// the rest per manuscript), one by GET at granularity 2, read leniently (only `id` required, a missing title
// left undefined, unknown fields passing), a missing one a NotFoundError, and a body that does not fit the
// guess named by endpoint and field.
import { strict as assert } from 'node:assert';
import { BoromirClient } from '../../../../src/core/worldanvil';
import { NotFoundError, ProtocolError } from '../../../../src/core/http';
import { generateWorldAnvilData } from '../../../../sandbox/worldanvil/data';
import { sandboxBoromir, useSandbox } from '../../sandbox/helpers';
import { json, serve } from '../../http/servers';
import { rejection } from '../../rejection';

const ctx = useSandbox();
const seed = generateWorldAnvilData();
const ms = seed.manuscripts;
const saltRoad = ms.manuscripts[0]!;
const draft2 = ms.versions.find((v) => v.title === 'Second draft')!;
const make = () => sandboxBoromir(ctx.sb);

describe('BoromirClient: manuscript plots, tags, labels and bookmarks', () => {
  it('lists each by the path and body pywaclient sends, with the kind’s own field', async () => {
    const c = make();
    ctx.sb.requests.length = 0;
    const plots = await c.manuscripts.listMarks('plot', draft2.id);
    assert.deepEqual(
      plots.map((p) => p.title),
      ['Who built the gate', 'Two coins and a story', 'The giant wakes'],
    );
    assert.match(plots[0]!.description!, /wardens never ask a name/);
    const tags = await c.manuscripts.listMarks('tag', saltRoad.id);
    assert.deepEqual(
      tags.map((t) => t.title),
      ['fantasy', 'salt', 'travel', undefined],
      'a tag without a title is kept, untitled',
    );
    const labels = await c.manuscripts.listMarks('label', saltRoad.id);
    assert.deepEqual(
      labels.map((l) => [l.title, l.color]),
      [
        ['Needs research', '#e67e22'],
        ['Done', '#27ae60'],
        ['Revise', 'red;background:url(javascript:alert(1))'],
      ],
    );
    const bookmarks = await c.manuscripts.listMarks('bookmark', saltRoad.id);
    assert.deepEqual(
      bookmarks.map((b) => [b.kind, b.title, b.note?.slice(0, 10)]),
      [
        ['bookmark', 'Coins for the ferry', 'Check the '],
        ['bookmark', 'The traders’ saying', 'Keep the q'],
      ],
    );
    const posts = ctx.sb.requests.filter((r) => r.method === 'POST');
    assert.deepEqual(
      posts.map((r) => [r.path.replace(/^.*\/boromir\//, ''), new URLSearchParams(r.query).get('id')]),
      [
        ['manuscript_version/manuscript_plots', draft2.id],
        ['manuscript/manuscript_tags', saltRoad.id],
        ['manuscript/manuscript_labels', saltRoad.id],
        ['manuscript/manuscript_bookmarks', saltRoad.id],
      ],
    );
    assert.deepEqual(JSON.parse(posts[0]!.body), { limit: 50, offset: 0 });
    await c.close();
  });

  it('reads one by GET at granularity 2, the same as its list entry', async () => {
    const c = make();
    const [label] = await c.manuscripts.listMarks('label', saltRoad.id);
    ctx.sb.requests.length = 0;
    assert.deepEqual(await c.manuscripts.getMark('label', label!.id), label);
    const [get] = ctx.sb.requests;
    assert.equal(get!.path.replace(/^.*\/boromir\//, ''), 'manuscript_label');
    assert.equal(new URLSearchParams(get!.query).get('granularity'), '2');
    await c.close();
  });

  it('a missing manuscript or label is a NotFoundError', async () => {
    const c = make();
    const missing = '3a05c000-0000-4000-8000-999999999999';
    assert.ok((await rejection(c.manuscripts.listMarks('tag', missing))) instanceof NotFoundError);
    assert.ok((await rejection(c.manuscripts.getMark('label', missing))) instanceof NotFoundError);
    await c.close();
  });

  it('a title that is not text is a ProtocolError naming endpoint and field; no title and unknown fields pass', async () => {
    let answer: object = {};
    const server = await serve((_req, res) => json(res, 200, answer));
    const c = new BoromirClient({
      baseUrl: `${server.origin}/api/external/boromir/`,
      ...ctx.sb.credentials.worldAnvil,
      requestsPerSecond: 0,
      retry: { baseDelayMs: 1, maxRetries: 0 },
    });
    try {
      answer = {
        success: true,
        entities: [
          { id: 7, title: 'Fine' },
          { id: 'b', title: 12 },
        ],
      };
      const err = await rejection(c.manuscripts.listMarks('bookmark', 'm'));
      assert.ok(err instanceof ProtocolError, String(err));
      assert.equal(err.endpoint, 'POST manuscript/manuscript_bookmarks');
      assert.match(err.fieldPath ?? '', /title$/);
      answer = { success: true, entities: [{ id: 7, color: '#fff', shade: { any: 'thing' } }] };
      assert.deepEqual(await c.manuscripts.listMarks('label', 'm'), [{ kind: 'label', id: '7', color: '#fff' }]);
      answer = { success: true, entities: [{ title: 'No id' }] };
      assert.ok((await rejection(c.manuscripts.listMarks('plot', 'v'))) instanceof ProtocolError);
    } finally {
      await c.close();
      await server.close();
    }
  });
});
