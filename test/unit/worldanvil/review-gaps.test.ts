// Gaps a review of src/core/worldanvil found against the brief and seed 001, now closed: each test keeps
// its gap closed.
import { strict as assert } from 'node:assert';
import { ValidationError } from '../../../src/core/http';
import { validateArticleInput, WorldAnvilClient, type ArticleInput } from '../../../src/core/worldanvil';
import { useSandbox } from '../sandbox/helpers';

const UUID = '0b8f1c2e-3d4a-4b5c-8d6e-7f8091a2b3c4';
describe('World Anvil review gaps, closed', () => {
  const ctx = useSandbox();
  const make = () => new WorldAnvilClient({ baseUrl: ctx.sb.worldAnvilUrl, ...ctx.sb.credentials.worldAnvil, requestsPerSecond: 0 });

  it('sends Content-Type: application/json on every call, GET included (seed: default headers)', async () => {
    ctx.sb.requests.length = 0;
    await make().getUser();
    assert.match(String(ctx.sb.requests[0]!.headers['content-type']), /^application\/json/);
  });

  it('rejects the returned promise on invalid input instead of throwing synchronously', async () => {
    const c = make();
    let p: Promise<unknown> | undefined;
    assert.doesNotThrow(() => {
      p = c.createArticle({ title: '' });
    });
    await assert.rejects(p!, ValidationError);
    assert.doesNotThrow(() => {
      p = c.patchArticle(UUID, { world: UUID });
    });
    await assert.rejects(p!, ValidationError);
  });

  it('reports circular userMetadata as a problem instead of overflowing the stack', () => {
    const meta: Record<string, unknown> = { a: 1 };
    meta.self = meta;
    const input: ArticleInput = { world: UUID, title: 'T', template: 'article', userMetadata: meta };
    assert.deepEqual(validateArticleInput(input, 'create').map((p) => p.field), ['userMetadata']);
  });

  it('findArticleByTitle ignores same-titled articles that existed before the attempt (knownIds)', async () => {
    const c = make();
    const world = (await c.listWorlds((await c.getUser()).id)).find((w) => w.state === 'public')!;
    // "Aldmere" exists from the sandbox's seed data, long before this attempt: a retry must not be told it happened.
    const knownIds = new Set((await c.listAllArticles(world.id)).map((a) => a.id));
    assert.equal(await c.findArticleByTitle(world.id, 'Aldmere', { knownIds }), undefined);
    const made = await c.createArticle({ world: world.id, title: 'Aldmere', template: 'settlement' });
    assert.equal((await c.findArticleByTitle(world.id, 'Aldmere', { knownIds }))?.id, made.id);
  });
});
