import { strict as assert } from 'node:assert';
import { readArticleFile } from '../../../src/core/markup/articleFile';
import { articleInputOf, articleToBBCodeFile, articleToFile } from '../../../src/core/markup/articleToFile';
import { changedFields } from '../../../src/core/markup/fieldHashes';
import { withoutCreateOnly, WorldAnvilClient, type ArticleInput } from '../../../src/core/worldanvil';
import { useSandbox } from '../sandbox/helpers';

const ctx = useSandbox();

function pushable(
  text: string,
  format: 'markdown' | 'bbcode' = 'bbcode',
): { input: ArticleInput; hashes?: Record<string, string> } {
  const file = readArticleFile(text, { format });
  return { input: withoutCreateOnly({ ...file.fields, ...file.sections }), hashes: file.bookkeeping.hashes };
}

describe('pull and push', () => {
  it('a pulled article pushes back nothing until something is edited, then only that', async () => {
    const c = new WorldAnvilClient({
      baseUrl: ctx.sb.worldAnvilUrl,
      ...ctx.sb.credentials.worldAnvil,
      requestsPerSecond: 0,
    });
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
    const edited = text
      .replace('title: "Aldmere"', 'title: "Aldmere Reborn"')
      .replace('The sea gives, the sea keeps.', 'The sea gives.');
    const second = pushable(edited);
    assert.deepEqual(Object.keys(changedFields(second.input, second.hashes)).sort(), ['content', 'title']);
    await c.close();
  });

  it('every sandbox article pulled as Markdown (or .bbcode where Markdown would change it) pushes back nothing', async () => {
    const c = new WorldAnvilClient({
      baseUrl: ctx.sb.worldAnvilUrl,
      ...ctx.sb.credentials.worldAnvil,
      requestsPerSecond: 0,
    });
    const formats: Record<string, string> = {};
    for (const world of await c.listWorlds((await c.getUser()).id)) {
      for (const summary of await c.listAllArticles(world.id)) {
        const article = await c.getArticle(summary.id, { loadAllProperties: true });
        const pulled = articleToFile(article, 'markdown');
        formats[article.title] =
          pulled.format === 'markdown' ? 'markdown' : `bbcode (${pulled.notMarkdown.join(', ')})`;
        const file = readArticleFile(pulled.text, { format: pulled.format });
        assert.deepEqual(file.problems, [], article.title);
        const { input, hashes } = pushable(pulled.text, pulled.format);
        assert.deepEqual(changedFields(input, hashes), {}, `${article.title}: nothing changed`);
      }
    }
    // Aldmere's quote is followed by a line Markdown would pull into the quote: it stays BBCode.
    assert.equal(formats.Aldmere, 'bbcode (content)');
    assert.equal(formats['Queen Isaura'], 'markdown');
    assert.ok(Object.keys(formats).length > 10);
    await c.close();
  });

  it('a Markdown pull keeps the formatting as Markdown and an edit there pushes only that field', async () => {
    const c = new WorldAnvilClient({
      baseUrl: ctx.sb.worldAnvilUrl,
      ...ctx.sb.credentials.worldAnvil,
      requestsPerSecond: 0,
    });
    const world = (await c.listWorlds((await c.getUser()).id)).find((w) => w.state === 'public')!;
    const summary = (await c.listAllArticles(world.id)).find((a) => a.title === 'Queen Isaura')!;
    const pulled = articleToFile(await c.getArticle(summary.id, { loadAllProperties: true }), 'markdown');
    assert.match(pulled.text, /\n## Queen Isaura\n/);
    assert.match(pulled.text, /\*\*Queen Isaura\*\*/);
    const at = pulled.text.lastIndexOf('Treaty of Reeds'); // in the body, after the front matter's excerpt
    const edited = `${pulled.text.slice(0, at)}*Treaty of Reeds*${pulled.text.slice(at + 'Treaty of Reeds'.length)}`;
    const { input, hashes } = pushable(edited, 'markdown');
    const changed = changedFields(input, hashes);
    assert.deepEqual(Object.keys(changed), ['content']);
    assert.match(String(changed.content), /known for the \[i\]Treaty of Reeds\[\/i\]/);
    await c.close();
  });
});
