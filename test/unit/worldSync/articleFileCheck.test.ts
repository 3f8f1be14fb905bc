// What makes the active file an article file for the editor title's Preview and Push: an id in the front
// matter's bookkeeping block, or a pull manifest at or above it listing the file, wherever it lies.
import { strict as assert } from 'node:assert';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  frontMatterArticleId,
  listedInPullManifest,
  manifestLists,
  MANIFEST_LEVELS,
  WORLD_MANIFEST_NAME,
} from '../../../src/core/worldSync/articleFileCheck';
import { MANIFEST_NAME } from '../../../src/core/worldSync/pullManifest';

describe('article file check (the articleFile context key)', () => {
  it('finds the id in the bookkeeping block the pull and push write, and nowhere else', () => {
    const pulled =
      '---\ntitle: Aldmere\ntemplate: settlement\nscriptorium:\n  id: "5c1e0000-0000-4000-8000-000000000001"\n  updated: 2026-02-01\n---\nText.';
    assert.equal(frontMatterArticleId(pulled), '5c1e0000-0000-4000-8000-000000000001');
    assert.equal(frontMatterArticleId(pulled.replace(/\n/g, '\r\n')), '5c1e0000-0000-4000-8000-000000000001');
    // A top-level id, an id after the front matter, an id in another block, no front matter: not an article.
    assert.equal(frontMatterArticleId('---\nid: 12\ntitle: x\n---\n'), undefined);
    assert.equal(frontMatterArticleId('---\ntitle: x\n---\nscriptorium:\n  id: 12\n'), undefined);
    assert.equal(frontMatterArticleId('---\nscriptorium:\n  hashes: {}\nother:\n  id: 12\n---\n'), undefined);
    assert.equal(frontMatterArticleId('# A note\nscriptorium:\n  id: 12\n'), undefined);
    assert.equal(frontMatterArticleId('---\nscriptorium:\n  id: ""\n---\n'), undefined);
  });

  it('reads a manifest as untrusted JSON', () => {
    assert.equal(WORLD_MANIFEST_NAME, MANIFEST_NAME);
    const m = JSON.stringify({
      version: 1,
      worldId: 'w',
      articles: { a: { file: 'People/Queen-Isaura.md', hash: 'h' } },
    });
    assert.ok(manifestLists(m, 'People/Queen-Isaura.md'));
    assert.ok(!manifestLists(m, 'Queen-Isaura.md'));
    for (const bad of ['', 'null', '[]', '{"articles":3}', '{"articles":{"a":null}}', '{'])
      assert.ok(!manifestLists(bad, 'x.md'), bad);
  });

  describe('a manifest above the file', () => {
    let root: string;
    before(async () => {
      root = await mkdtemp(join(tmpdir(), 'scriptorium-article-check-'));
      await mkdir(join(root, 'lore', 'People', 'Royals'), { recursive: true });
      const articles = { a: { file: 'People/Royals/Isaura.md', hash: 'h' }, b: { file: 'Flat.bbcode', hash: 'h' } };
      await writeFile(join(root, 'lore', WORLD_MANIFEST_NAME), JSON.stringify({ version: 1, worldId: 'w', articles }));
    });
    after(() => rm(root, { recursive: true, force: true }));

    it('lists a file pulled into a category folder, or flat, and not a stranger beside them', async () => {
      assert.ok(await listedInPullManifest(join(root, 'lore', 'People', 'Royals', 'Isaura.md'), root));
      assert.ok(await listedInPullManifest(join(root, 'lore', 'Flat.bbcode'), root));
      assert.ok(!(await listedInPullManifest(join(root, 'lore', 'People', 'Notes.md'), root)));
      assert.ok(!(await listedInPullManifest(join(root, 'Elsewhere.md'), root)));
    });

    it('looks no higher than the workspace folder, nor more than its bound of levels', async () => {
      // The manifest is in lore/: with lore/People as the workspace folder, it is outside and not read.
      assert.ok(
        !(await listedInPullManifest(
          join(root, 'lore', 'People', 'Royals', 'Isaura.md'),
          join(root, 'lore', 'People'),
        )),
      );
      let deep = join(root, 'lore');
      const parts: string[] = [];
      for (let i = 0; i < MANIFEST_LEVELS; i++) parts.push(`d${i}`);
      deep = join(deep, ...parts);
      await mkdir(deep, { recursive: true });
      const articles = { a: { file: `${parts.join('/')}/Deep.md`, hash: 'h' } };
      await writeFile(join(root, 'lore', WORLD_MANIFEST_NAME), JSON.stringify({ version: 1, worldId: 'w', articles }));
      assert.ok(!(await listedInPullManifest(join(deep, 'Deep.md'), root)));
    });
  });
});
