// The same article file whichever API version pulled it, and a push through either version means the
// same: front matter written from Aragorn pushes through Boromir and the other way round. Also which
// version a base URL and the setting choose.
import { strict as assert } from 'node:assert';
import { readArticleFile } from '../../../../src/core/markup/articleFile';
import { articleToFile } from '../../../../src/core/markup/articleToFile';
import {
  apiVersionFor,
  BoromirClient,
  createWorldAnvilApi,
  withoutCreateOnly,
  WorldAnvilClient,
  type WorldAnvilApi,
} from '../../../../src/core/worldanvil';
import { useSandbox } from '../../sandbox/helpers';

const ctx = useSandbox();

describe('Aragorn and Boromir: one file format', () => {
  let aragorn: WorldAnvilApi;
  let boromir: WorldAnvilApi;
  before(() => {
    aragorn = new WorldAnvilClient({
      baseUrl: ctx.sb.worldAnvilUrl,
      ...ctx.sb.credentials.worldAnvil,
      requestsPerSecond: 0,
    });
    boromir = new BoromirClient({ baseUrl: ctx.sb.boromirUrl, ...ctx.sb.credentials.worldAnvil, requestsPerSecond: 0 });
  });
  after(async () => Promise.all([aragorn.close(), boromir.close()]));

  it('every article of the demo user pulls into byte-identical files through both versions, in both formats', async () => {
    let compared = 0;
    for (const world of await boromir.listWorlds((await boromir.getUser()).id)) {
      for (const summary of await boromir.listAllArticles(world.id)) {
        const [viaAragorn, viaBoromir] = await Promise.all([
          aragorn.getArticle(summary.id, { loadAllProperties: true }),
          boromir.getArticle(summary.id, { loadAllProperties: true }),
        ]);
        for (const format of ['markdown', 'bbcode'] as const)
          assert.equal(
            articleToFile(viaBoromir, format).text,
            articleToFile(viaAragorn, format).text,
            `${summary.title} (${format})`,
          );
        compared++;
      }
    }
    assert.ok(compared > 20);
  });

  it('a file pulled through Aragorn pushes through Boromir (and back) with the same meaning', async () => {
    const world = (await boromir.listWorlds((await boromir.getUser()).id)).find((w) => w.title === 'The Reedlands')!;
    const queen = (await boromir.listAllArticles(world.id)).find((a) => a.title === 'Queen Isaura')!;
    const pulled = articleToFile(await aragorn.getArticle(queen.id, { loadAllProperties: true }), 'markdown');
    const edited = pulled.text
      .replace(/^state: "public"$/m, 'state: "private"')
      .replace(/^isDraft: false$/m, 'isDraft: true');
    const file = readArticleFile(edited, { format: 'markdown' });
    await boromir.patchArticle(queen.id, withoutCreateOnly({ ...file.fields, ...file.sections }));
    const after = await aragorn.getArticle(queen.id, { loadAllProperties: true });
    assert.equal(after.state, 'private');
    assert.equal(after.is_draft, true);
    assert.equal(
      articleToFile(after, 'markdown').text.split('scriptorium:')[0],
      edited.split('scriptorium:')[0],
      'the file pulled again says what was pushed',
    );
    await aragorn.patchArticle(queen.id, { state: 'public', isDraft: false });
    assert.equal((await boromir.getArticle(queen.id)).state, 'public');
  });

  it('chooses the version from the setting, else from the base URL’s path (Boromir unless it says aragorn)', async () => {
    assert.equal(apiVersionFor('https://www.worldanvil.com/api/external/boromir/'), 'boromir');
    assert.equal(apiVersionFor('https://www.worldanvil.com/api/aragorn/'), 'aragorn');
    assert.equal(apiVersionFor('http://127.0.0.1:9/proxy/'), 'boromir');
    assert.equal(apiVersionFor('https://www.worldanvil.com/api/aragorn/', 'boromir'), 'boromir');
    assert.equal(apiVersionFor('https://www.worldanvil.com/api/external/boromir/', 'aragorn'), 'aragorn');
    const made = [
      createWorldAnvilApi({ baseUrl: ctx.sb.boromirUrl, authToken: 't', applicationKey: 'k' }),
      createWorldAnvilApi({ baseUrl: ctx.sb.worldAnvilUrl, authToken: 't', applicationKey: 'k' }),
    ];
    assert.ok(made[0] instanceof BoromirClient);
    assert.ok(made[1] instanceof WorldAnvilClient);
    return Promise.all(made.map((c) => c.close()));
  });
});
