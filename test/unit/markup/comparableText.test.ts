// Issue 31 items 4 and 5: a conflict diff shows only what differs (front matter in one order and quoting,
// bookkeeping hidden), and a file Create Article wrote records what World Anvil decided, so the diff of a
// file just created against World Anvil's side of it is empty.
import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readArticleFile, setFrontMatterKey, writeBookkeeping } from '../../../src/core/markup/articleFile';
import { articleToFile } from '../../../src/core/markup/articleToFile';
import {
  comparableArticleText,
  comparableSides,
  frontMatterOrder,
  mentionsAsWritten,
} from '../../../src/core/markup/comparableText';
import { fieldHashes } from '../../../src/core/markup/fieldHashes';
import { recordServerFields, serverDecidedFields } from '../../../src/core/markup/serverFields';
import { withoutCreateOnly, WorldAnvilClient, type ArticleInput } from '../../../src/core/worldanvil';
import { useSandbox } from '../sandbox/helpers';

const ctx = useSandbox();

/** The lines one side has and the other does not. */
function changedLines(a: string, b: string): string[] {
  const left = new Set(a.split('\n'));
  const right = new Set(b.split('\n'));
  return [...[...left].filter((l) => !right.has(l)), ...[...right].filter((l) => !left.has(l))];
}

describe('comparable conflict sides', () => {
  const remote = [
    '---',
    'title: "Aldmere"',
    'template: "location"',
    'world: "w-1"',
    'state: "public"',
    'isDraft: false',
    'tags: "harbour,coast"',
    'subheading: "Changed on the website"',
    'scriptorium:',
    '  id: "a-1"',
    '  updated: "2026-02-01 11:01:00.000000"',
    '  hashes:',
    '    title: "abc"',
    '---',
    'Body.',
    '',
  ].join('\n');
  const local = [
    '---',
    'title: Aldmere',
    'tags: [harbour, coast]',
    'state: public',
    'template: location',
    'world: w-1',
    'isDraft: false',
    'scriptorium:',
    '  id: "a-1"',
    '  updated: "2026-01-01 10:00:00.000000"',
    '  hashes:',
    '    title: "def"',
    '---',
    'Body.',
    '',
  ].join('\r\n');

  it('orders both front matters as the writer’s file, quotes alike and hides the bookkeeping: only the real change differs', () => {
    const sides = comparableSides(remote, local);
    assert.deepEqual(changedLines(sides.remote, sides.local), ['subheading: "Changed on the website"']);
    assert.equal(
      sides.local,
      [
        '---',
        'title: "Aldmere"',
        'tags: "harbour,coast"',
        'state: "public"',
        'template: "location"',
        'world: "w-1"',
        'isDraft: false',
        '---',
        'Body.',
        '',
      ].join('\n'),
    );
    // Without it, nearly every front-matter line differs: the noise the issue is about.
    assert.ok(changedLines(remote, local.replace(/\r\n/g, '\n')).length > 10);
  });

  it('keeps keys the writer’s file does not have after the others, in their own order', () => {
    assert.deepEqual(frontMatterOrder(local), ['title', 'tags', 'state', 'template', 'world', 'isDraft']);
    assert.match(
      comparableArticleText(remote, ['world', 'title']),
      /^---\nworld: "w-1"\ntitle: "Aldmere"\ntemplate: "location"\nstate/,
    );
  });

  it('reads a mention as written only where the writer’s [[Title]] pushes as exactly it', () => {
    const resolve = (t: string) => (t === 'Harbour Law' ? { id: 'id-1', template: 'law' } : undefined);
    assert.equal(
      mentionsAsWritten(
        '@[Harbour Law](law:id-1) @[Harbour Law](law:id-2) @[Later](article) @[Harbour Law](article)',
        resolve,
      ),
      '[[Harbour Law]] @[Harbour Law](law:id-2) [[Later]] @[Harbour Law](article)',
    );
  });

  it('shows a file whose front matter cannot be read as it is, and one without front matter too', () => {
    const broken = '---\ntitle: [unclosed\n---\nBody.\n';
    assert.equal(comparableArticleText(broken, []), broken);
    assert.equal(comparableArticleText('Just text.\r\n', ['title']), 'Just text.\n');
    assert.equal(comparableArticleText('---\n---\nBody.\n', []), '---\n---\nBody.\n');
  });
});

describe('create records what World Anvil decided', () => {
  it('only fields the file left out, as the created article has them', () => {
    const created = { state: 'private', is_draft: true, is_wip: true } as Parameters<typeof serverDecidedFields>[1];
    assert.deepEqual(serverDecidedFields({ state: 'private', isDraft: true }, created), { isWip: true });
    assert.equal(
      recordServerFields('---\ntitle: A\n---\nBody', { isWip: true }),
      '---\ntitle: A\nisWip: true\n---\nBody',
    );
  });

  it('a file just created, as Create Article leaves it, has nothing to show against World Anvil’s side', async () => {
    const c = new WorldAnvilClient({
      baseUrl: ctx.sb.worldAnvilUrl,
      ...ctx.sb.credentials.worldAnvil,
      requestsPerSecond: 0,
    });
    const world = (await c.listWorlds((await c.getUser()).id)).find((w) => w.title === 'The Reedlands')!;
    const category = (await c.listCategories(world.id)).find((x) => x.title === 'Places')!;
    // The e2e fixture as the writer wrote it: isDraft named, isWip not, state named.
    let text = readFileSync(
      join(__dirname, '..', '..', 'e2e', 'fixtures', 'workspace', 'articles', 'aldmere-harbour.md'),
      'utf8',
    ).replace('Aldmere Harbour', 'Aldmere Harbour (unit)');
    const order = frontMatterOrder(text);
    // What the pickers record (createArticle.recordInFile), then what the create sends.
    text = setFrontMatterKey(setFrontMatterKey(text, 'world', world.id), 'category', category.id);
    // Mentions resolved against the world, as articleDocument.mentionResolver does.
    const byTitle = new Map(
      (await c.listAllArticles(world.id)).map((a) => [
        a.title.toLowerCase(),
        { id: a.id, template: a.template ?? 'article' },
      ]),
    );
    const resolveMention = (t: string) => byTitle.get(t.toLowerCase());
    const file = readArticleFile(text, { format: 'markdown', resolveMention });
    assert.deepEqual(file.problems, []);
    const input: ArticleInput = { ...file.fields, ...file.sections };
    const { id } = await c.createArticle(input);
    const article = await c.getArticle(id, { loadAllProperties: true });
    const decided = serverDecidedFields(file.fields, article);
    assert.deepEqual(decided, { isWip: true }, 'World Anvil’s default for the flag the file left out');
    text = recordServerFields(text, decided);
    text = writeBookkeeping(text, {
      id,
      updated: article.update_date?.date,
      hashes: fieldHashes(withoutCreateOnly({ ...input, ...decided })),
    });
    // The writer's keys first, in their order; what was added after them.
    assert.deepEqual(frontMatterOrder(text), [...order, 'world', 'category', 'isWip']);
    const sides = comparableSides(articleToFile(article, 'markdown').text, text, resolveMention);
    assert.deepEqual(changedLines(sides.remote, sides.local), []);
    // The mention is the one line left when the world's titles are not at hand.
    const bare = comparableSides(articleToFile(article, 'markdown').text, text);
    assert.deepEqual(
      changedLines(bare.remote, bare.local).map((l) => /@\[Harbour Law\]\(law:|\[\[Harbour Law\]\]/.test(l)),
      [true, true],
    );
    await c.close();
  });
});
