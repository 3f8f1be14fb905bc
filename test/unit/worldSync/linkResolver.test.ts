// Issue 29 item 4, the push side on disk: which links of a file name another article's file (its front
// matter's id, or a pull manifest listing it), read only inside the folder and never through a link.
import { strict as assert } from 'node:assert';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readArticleFile } from '../../../src/core/markup/articleFile';
import { articleInFile, linkMentions } from '../../../src/core/worldSync/linkResolver';
import type { Article } from '../../../src/core/worldanvil';
import { frontMatterTemplate } from '../../../src/core/worldSync/articleFileCheck';
import type { Manifest } from '../../../src/core/worldSync/pullManifest';
import { PullLinks } from '../../../src/core/worldSync/pullLinks';

const ID = '44444444-4444-4444-8444-444444444444';
const TRIMMED = '55555555-5555-4555-8555-555555555555';

describe('links to article files, looked up for a push', () => {
  let root: string;
  let outside: string;
  before(async () => {
    root = await mkdtemp(join(tmpdir(), 'scriptorium-linkres-'));
    outside = await mkdtemp(join(tmpdir(), 'scriptorium-linkres-out-'));
    await mkdir(join(root, 'World/People'), { recursive: true });
    await writeFile(
      join(root, 'World/People/Queen.md'),
      `---\ntitle: "Queen"\ntemplate: "person"\nscriptorium:\n  id: "${ID}"\n---\nText.\n`,
    );
    // Front matter trimmed by the writer: the world's manifest still says which article it is.
    await writeFile(join(root, 'World/People/Trimmed.md'), 'Only text.\n');
    await writeFile(
      join(root, 'World/.scriptorium-world.json'),
      JSON.stringify({ version: 1, worldId: 'w', articles: { [TRIMMED]: { file: 'People/Trimmed.md', hash: 'h' } } }),
    );
    await writeFile(join(outside, 'Secret.md'), `---\nscriptorium:\n  id: "${ID}"\n---\n`);
    await symlink(join(outside, 'Secret.md'), join(root, 'World/People/Linked.md'));
  });
  after(async () => {
    await rm(root, { recursive: true, force: true });
    await rm(outside, { recursive: true, force: true });
  });

  it('finds the article by its front matter, or by the manifest above it, with its template', async () => {
    assert.deepEqual(await articleInFile(root, 'World/People/Queen.md'), {
      id: ID,
      file: 'World/People/Queen.md',
      template: 'person',
    });
    assert.deepEqual(await articleInFile(root, 'World/People/Trimmed.md'), {
      id: TRIMMED,
      file: 'World/People/Trimmed.md',
    });
    assert.equal(await articleInFile(root, 'World/People/Linked.md'), undefined, 'never through a symbolic link');
    assert.equal(await articleInFile(root, 'World/People/Missing.md'), undefined);
    assert.equal(frontMatterTemplate('---\ntemplate: person # x\n---\n'), 'person');
    assert.equal(frontMatterTemplate('---\ntitle: x\n---\ntemplate: person\n'), undefined);
    assert.equal(frontMatterTemplate('---\ntemplate: "a b"\n---\n'), undefined);
  });

  it('turns links to them into mentions, and leaves every other link a link', async () => {
    const file = join(root, 'World/Places/Aldmere.md');
    const text = [
      '---',
      'title: Aldmere',
      '---',
      `Ruled by [the Queen](../People/Queen.md), [once](../People/Queen.md "article"), [trimmed](../People/Trimmed.md).`,
      `Not: [linked](../People/Linked.md) [gone](../People/Missing.md) [out](../../../x.md) [web](https://example.org/Queen.md).`,
    ].join('\n');
    const links = await linkMentions(file, root, text);
    const content = readArticleFile(text, { format: 'markdown', linkMention: links.toMention }).sections.content!;
    assert.equal(
      content,
      [
        `Ruled by @[the Queen](person:${ID}), @[once](article:${ID}), @[trimmed](article:${TRIMMED}).`,
        'Not: [url:../People/Linked.md]linked[/url] [url:../People/Missing.md]gone[/url] [url:../../../x.md]out[/url] [url:https://example.org/Queen.md]web[/url].',
      ].join('\n'),
    );
  });
});

describe('links a world pull writes', () => {
  const TARGET = '77777777-7777-4777-8777-777777777777';
  const article = {
    id: '88888888-8888-4888-8888-888888888888',
    title: 'Ledger',
    template: 'article',
    world: { id: 'w' },
    content: `Signed by @[Warden](person:${TARGET}).`,
  } as unknown as Article;
  const manifest = (): Manifest => ({
    version: 1,
    worldId: 'w',
    layout: 'categories',
    articles: { [TARGET]: { file: 'People/Warden.md', hash: 'h' } },
  });

  it('links only to a listed article whose file is there, never to one removed or planted as a link', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'scriptorium-pulllinks-'));
    try {
      const render = async () => {
        const links = new PullLinks(manifest(), [], 'markdown');
        await links.dropMissing(folder);
        return links.render(article, 'markdown', 'Lore/Ledger.md', false).text;
      };
      assert.match(await render(), /Signed by @\[Warden\]\(person:7{8}-/, 'no file: the mention stays');
      await mkdir(join(folder, 'People'));
      await symlink(join(folder, 'elsewhere.md'), join(folder, 'People/Warden.md'));
      assert.match(await render(), /Signed by @\[Warden\]/, 'a link planted there is no article file');
      await rm(join(folder, 'People/Warden.md'));
      await writeFile(join(folder, 'People/Warden.md'), 'kept');
      assert.match(await render(), /Signed by \[Warden\]\(\.\.\/People\/Warden\.md "person"\)\./);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
