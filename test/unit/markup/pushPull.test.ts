import { strict as assert } from 'node:assert';
import { readArticleFile } from '../../../src/core/markup/articleFile';
import { articleInputOf, articleToBBCodeFile } from '../../../src/core/markup/articleToFile';
import { changedFields } from '../../../src/core/markup/fieldHashes';
import { CREATE_ONLY_FIELDS, WorldAnvilClient, type ArticleInput } from '../../../src/core/worldanvil';
import { useSandbox } from '../sandbox/helpers';

const ctx = useSandbox();

function pushable(text: string): { input: ArticleInput; hashes?: Record<string, string> } {
  const file = readArticleFile(text, { format: 'bbcode' });
  const input: ArticleInput = { ...file.fields, ...file.sections };
  for (const f of CREATE_ONLY_FIELDS) delete input[f];
  return { input, hashes: file.bookkeeping.hashes };
}

describe('pull and push', () => {
  it('a pulled article pushes back nothing until something is edited, then only that', async () => {
    const c = new WorldAnvilClient({ baseUrl: ctx.sb.worldAnvilUrl, ...ctx.sb.credentials.worldAnvil, requestsPerSecond: 0 });
    const world = (await c.listWorlds((await c.getUser()).id)).find((w) => w.state === 'public')!;
    const summary = (await c.listAllArticles(world.id)).find((a) => a.title === 'Aldmere')!;
    const article = await c.getArticle(summary.id, { loadAllProperties: true });
    const text = articleToBBCodeFile(article);
    const file = readArticleFile(text, { format: 'bbcode' });
    assert.deepEqual(file.problems, []);
    assert.equal(file.bookkeeping.id, article.id);
    assert.equal(file.sections.footnotes, articleInputOf(article).footnotes);
    const { input, hashes } = pushable(text);
    assert.deepEqual(changedFields(input, hashes), {}, 'nothing changed');
    const edited = text.replace('title: "Aldmere"', 'title: "Aldmere Reborn"').replace('The sea gives, the sea keeps.', 'The sea gives.');
    const second = pushable(edited);
    assert.deepEqual(Object.keys(changedFields(second.input, second.hashes)).sort(), ['content', 'title']);
    await c.close();
  });
});
