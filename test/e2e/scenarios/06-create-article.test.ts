// Creating a World Anvil article from a Markdown file: invalid front matter sends nothing and shows every
// problem; a valid file asks for the world and the category (lists read from World Anvil), is created with
// converted BBCode through Boromir's PUT article, and gets its id back.
import { strict as assert } from 'node:assert';
import { harness, sandboxFetch } from '../harness';
import { editorText, recordedArticle } from '../helpers/state';
import { eventually, openFile, pickItem, runCommand, screenshot } from '../helpers/workbench';

describe('Create article from a Markdown file', () => {
  it('shows every front-matter problem and sends nothing', async () => {
    const { page, sandbox } = harness();
    await openFile(page, 'broken.md');
    const posts = () =>
      sandbox.requests.filter((r) => ['POST', 'PUT'].includes(r.method) && r.path.endsWith('/article')).length;
    const before = posts();
    await runCommand(page, 'Scriptorium: Create Article from Current File');
    // Refused: the problems show in the Problems view. Only this command sets them, just before it gives up,
    // so they are the state to wait on — not the "nothing was sent" toast, which can be gone before a busy
    // machine looks. The view fills in as it renders: wait until every field's problem is in it.
    await runCommand(page, 'Problems: Focus on Problems View');
    const fields = ['title', 'template', 'state', 'icon', 'world'];
    const text = await eventually('a problem about each field in the Problems view', async () => {
      const shown = (await page.locator('.markers-panel .monaco-list-row').allInnerTexts()).join('\n');
      return fields.every((field) => new RegExp(field).test(shown)) ? shown : '';
    });
    for (const field of fields) assert.match(text, new RegExp(field), `problem about ${field}`);
    assert.equal(posts(), before, 'no create reached the server');
    await screenshot(page, 'create-article-problems');
  });

  it('creates the article, asking for the world and the category, and writes the id back', async () => {
    const { page, sandbox } = harness();
    await openFile(page, 'aldmere-harbour.md');
    await runCommand(page, 'Scriptorium: Create Article from Current File');
    // Two questions are open in this file (world, category; it names its template): each shows its step (#31).
    await page
      .locator('.quick-input-widget', { hasText: 'Which world is this article for? (1/2)' })
      .waitFor({ timeout: 30_000 });
    await pickItem(page, 'The Reedlands');
    // The world's categories, nested ones with their path: no UUID typed by hand.
    await page
      .locator('.quick-input-widget', { hasText: 'Which category is this article in? (2/2)' })
      .waitFor({ timeout: 30_000 });
    await page
      .locator('.quick-input-list .monaco-list-row', { hasText: 'Places › Districts' })
      .first()
      .waitFor({ timeout: 30_000 });
    await screenshot(page, 'create-article-category-pick');
    await pickItem(page, 'Places'); // the first row holding it: Places itself, above Places › Districts
    // Created: the new id is written into the front matter, the command's last step (not the "Created"
    // toast, which can be gone before a busy machine looks).
    const id = await eventually('the id in the front matter', async () => recordedArticle(await editorText(page)).id);
    assert.ok(id, 'the new id is in the front matter');
    // The writer's keys stay in their order (issue 31); the picks and what World Anvil decided (WIP, left
    // out of the file) come after them, then the bookkeeping.
    const keys = (await editorText(page))
      .split('---')[1]!
      .split('\n')
      .map((l) => /^([A-Za-z]+):/.exec(l)?.[1])
      .filter(Boolean);
    assert.deepEqual(keys, [
      'title',
      'template',
      'state',
      'isDraft',
      'tags',
      'excerpt',
      'world',
      'category',
      'isWip',
      'scriptorium',
    ]);
    assert.ok(
      sandbox.requests.some((r) => r.method === 'PUT' && r.path === '/api/external/boromir/article'),
      'created through Boromir',
    );
    const res = await sandboxFetch(`${sandbox.boromirUrl}article?id=${id}&granularity=2`, {
      headers: {
        'x-auth-token': sandbox.credentials.worldAnvil.authToken,
        'x-application-key': sandbox.credentials.worldAnvil.applicationKey,
      },
    });
    const article = (await res.json()) as {
      title: string;
      content: string;
      templateType: string;
      tags: string;
      category: { title: string } | null;
    };
    assert.equal(article.title, 'Aldmere Harbour');
    assert.equal(article.templateType, 'location');
    assert.equal(article.category?.title, 'Places');
    assert.equal(article.tags, 'harbour,coast');
    assert.match(article.content, /\[b\]ribs of the drowned giant\[\/b\]/);
    assert.match(article.content, /@\[Harbour Law\]\(law:[0-9a-f-]{36}\)/, 'the mention resolved against the world');
    assert.match(article.content, /\[ul\]\n\[li\]Twelve beacons\[\/li\]/);
    await screenshot(page, 'create-article-done');
    // The work is over: its progress toast goes too (#31).
    await page
      .locator('.notification-toast', { hasText: 'Creating the article on World Anvil' })
      .waitFor({ state: 'hidden', timeout: 15_000 });
  });
});
