// Manuscripts through the Boromir client against the sandbox over loopback (#47): the lists by POST with
// {limit, offset} and `?id=<owner>` as pywaclient 1.7.0 sends them, in World Anvil's order, a beat's content
// by GET at granularity 2 only where the list did not carry it, stats, someone else's world refused, and a
// body that does not fit named by endpoint and field while unknown fields pass.
import { strict as assert } from 'node:assert';
import { NotFoundError, PermissionError, ProtocolError } from '../../../../src/core/http';
import { generateWorldAnvilData } from '../../../../sandbox/worldanvil/data';
import { sandboxBoromir, useSandbox } from '../../sandbox/helpers';
import { rejection } from '../../rejection';

const ctx = useSandbox();
const seed = generateWorldAnvilData();
const reedlands = seed.worlds.find((w) => w.title === 'The Reedlands')!;
const foreign = seed.worlds.find((w) => w.ownerId !== seed.me.id)!;
const make = () => sandboxBoromir(ctx.sb);

describe('BoromirClient: manuscripts', () => {
  it('reads manuscript → versions → parts → beats in order, by the paths and bodies pywaclient sends', async () => {
    const c = make();
    ctx.sb.requests.length = 0;
    const [m, ...more] = await c.manuscripts.listManuscripts(reedlands.id);
    assert.equal(more.length, 0);
    assert.equal(m!.title, 'The Salt Road');
    const versions = await c.manuscripts.listVersions(m!.id);
    assert.deepEqual(
      versions.map((v) => v.title),
      ['First draft', 'Second draft'],
    );
    const parts = await c.manuscripts.listParts(versions[1]!.id);
    assert.deepEqual(
      parts.map((p) => p.title),
      ['Arrival', 'The Caravan', 'The Drowned Giant'],
    );
    const listed = await c.manuscripts.listBeats(parts[0]!.id);
    assert.deepEqual(
      listed.map((b) => [b.title, b.content]),
      [
        ['The salt gate', undefined],
        ['The ferryman', undefined],
      ],
      'the list carries references only',
    );
    const posts = ctx.sb.requests.filter((r) => r.method === 'POST');
    assert.deepEqual(
      posts.map((r) => r.path.replace(/^.*\/boromir\//, '')),
      [
        'world/manuscripts',
        'manuscript/manuscript_versions',
        'manuscript_version/manuscript_parts',
        'manuscript_part/manuscript_beats',
      ],
    );
    assert.deepEqual(JSON.parse(posts[0]!.body), { limit: 50, offset: 0 });
    assert.equal(new URLSearchParams(posts[1]!.query).get('id'), m!.id);
    await c.close();
  });

  it('readBeats GETs each beat at granularity 2 for its BBCode, and skips the ones asked to skip', async () => {
    const c = make();
    const part = seed.manuscripts.parts.find((p) => p.title === 'Arrival' && p.synopsis.includes('city'))!;
    ctx.sb.requests.length = 0;
    const beats = await c.manuscripts.readBeats(part.id);
    assert.match(beats[0]!.content!, /@\[Aldmere\]\(settlement:[0-9a-f-]+\)/);
    assert.match(beats[1]!.content!, /\[b\]a great many\[\/b\]/);
    const gets = ctx.sb.requests.filter((r) => r.method === 'GET');
    assert.equal(gets.length, 2);
    assert.ok(gets.every((r) => r.path.endsWith('/manuscript_beat') && /granularity=2/.test(r.query)));
    ctx.sb.requests.length = 0;
    const skipped = await c.manuscripts.readBeats(part.id, { skip: (b) => b.title === 'The salt gate' });
    assert.equal(skipped[0]!.content, undefined);
    assert.ok(skipped[1]!.content);
    assert.equal(ctx.sb.requests.filter((r) => r.method === 'GET').length, 1);
    await c.close();
  });

  it('reads a version’s goal and its stats’ word counts', async () => {
    const c = make();
    const v2 = seed.manuscripts.versions.find((v) => v.title === 'Second draft')!;
    assert.equal((await c.manuscripts.getVersion(v2.id)).goal, 50000);
    const stats = await c.manuscripts.listStats(v2.id);
    assert.deepEqual(
      stats.map((s) => s.wordcount),
      [120, 164],
    );
    await c.close();
  });

  it('refuses someone else’s world and a missing manuscript with typed errors', async () => {
    const c = make();
    assert.ok((await rejection(c.manuscripts.listManuscripts(foreign.id))) instanceof PermissionError);
    const missing = await rejection(c.manuscripts.getManuscript('3a05c000-0000-4000-8000-999999999999'));
    assert.ok(missing instanceof NotFoundError);
    await c.close();
  });

  it('a manuscript whose id is not text is a ProtocolError naming endpoint and field', async () => {
    const c = make();
    const m = seed.manuscripts.manuscripts[0]!;
    ctx.sb.faults.add({ kind: 'wrongType', path: '/manuscript$', method: 'GET', times: 1 });
    const err = await rejection(c.manuscripts.getManuscript(m.id));
    assert.ok(err instanceof ProtocolError);
    assert.equal(err.endpoint, 'GET manuscript');
    assert.equal(err.fieldPath, 'id');
    assert.equal(
      (await c.manuscripts.getManuscript(m.id)).id,
      m.id,
      'the real answer, with its unknown fields, passes',
    );
    await c.close();
  });
});
