// Where a world pull puts files (#31): new articles in category folders, nested as the categories nest, the
// folder names made from server text by the file-name guard and bounded in depth; a folder pulled flat
// before stays flat; and the search for files that already keep an article the pull would write again.
import { strict as assert } from 'node:assert';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BoromirClient, type Category } from '../../../src/core/worldanvil';
import { MANIFEST_NAME, MAX_FOLDER_DEPTH, textHash } from '../../../src/core/worldSync/pullManifest';
import { categoryFolders } from '../../../src/core/worldSync/plan';
import { trackedElsewhere } from '../../../src/core/worldSync/trackedElsewhere';
import { useSandbox } from '../sandbox/helpers';
import { pullIntoCategories } from './worldPullHelpers';

const ctx = useSandbox();

/** Every file below `dir`, `/`-separated, the manifest left out. */
/** The articles' files below `dir`: not the manifest, nor assets/ (the images, worldPullImages.test.ts). */
async function filesBelow(dir: string, prefix = ''): Promise<string[]> {
  const out: string[] = [];
  for (const e of await readdir(dir, { withFileTypes: true })) {
    if (e.isDirectory() && prefix === '' && e.name === 'assets') continue;
    if (e.isDirectory()) out.push(...(await filesBelow(join(dir, e.name), `${prefix}${e.name}/`)));
    else if (e.name !== MANIFEST_NAME) out.push(`${prefix}${e.name}`);
  }
  return out.sort();
}

describe('category folders of a world pull', () => {
  const cat = (id: string, title: string, parentId?: string): Category => ({
    id,
    title,
    ...(parentId ? { parentId } : {}),
  });

  it('nest as the categories do, under names the guard made from hostile titles', () => {
    const folders = categoryFolders([
      cat('p', 'Places'),
      cat('d', 'Districts', 'p'),
      cat('x', '../../etc'),
      cat('g', '.git'),
      cat('n', 'node_modules'),
      cat('c', 'CON'),
      cat('a', 'Aldmere.md'),
      cat('b', '\u202Egnp.exe'),
      cat('e', ''),
      cat('s', 'people'),
      cat('S', 'People'),
    ]);
    assert.equal(folders.get('p'), 'Places');
    assert.equal(folders.get('d'), 'Places/Districts');
    for (const [, f] of folders)
      for (const segment of f.split('/')) assert.match(segment, /^[A-Za-z0-9][A-Za-z0-9_-]*$/, f);
    assert.notEqual(folders.get('n')!.toLowerCase(), 'node_modules');
    assert.ok(!folders.get('a')!.includes('.'), 'a folder never takes a file’s name');
    const lower = [...folders.values()].filter((f) => !f.includes('/')).map((f) => f.toLowerCase());
    assert.equal(new Set(lower).size, lower.length, `siblings differ in more than case: ${lower.join(' ')}`);
  });

  it('stop at the depth bound, are relative to a pulled category, and skip categories in a loop', () => {
    const chain = Array.from({ length: 100_000 }, (_, i) =>
      cat(`c${i}`, `Level ${i}`, i === 0 ? undefined : `c${i - 1}`),
    );
    const loop = [cat('l1', 'Loop one', 'l2'), cat('l2', 'Loop two', 'l1')];
    const folders = categoryFolders([...chain, ...loop]);
    assert.equal(folders.get('c99999')!.split('/').length, MAX_FOLDER_DEPTH);
    assert.equal(folders.get('c99999'), folders.get(`c${MAX_FOLDER_DEPTH - 1}`));
    assert.ok(!folders.has('l1') && !folders.has('l2'));
    const below = categoryFolders(chain.slice(0, 4), 'c1');
    assert.deepEqual(
      [...below.entries()],
      [
        ['c1', ''],
        ['c2', 'Level-2'],
        ['c3', 'Level-2/Level-3'],
      ],
    );
  });
});

describe('a world pulled into category folders (sandbox, Boromir)', () => {
  let client: BoromirClient;
  let worldId: string;
  let dirs: string[] = [];
  const fresh = async (name: string) => {
    const d = await mkdtemp(join(tmpdir(), `scriptorium-layout-${name}-`));
    dirs.push(d);
    return d;
  };
  const pull = (folder: string) => pullIntoCategories(client, folder, worldId);
  before(async () => {
    client = new BoromirClient({ baseUrl: ctx.sb.boromirUrl, ...ctx.sb.credentials.worldAnvil, requestsPerSecond: 0 });
    worldId = (await client.listWorlds((await client.getUser()).id)).find((w) => w.title === 'The Reedlands')!.id;
  });
  after(async () => {
    await client.close();
    for (const d of dirs) await rm(d, { recursive: true, force: true });
    dirs = [];
  });

  it('writes each article into its category’s folder, nested categories nested, and a second pull rewrites nothing', async () => {
    const folder = await fresh('nested');
    const first = await pull(folder);
    const files = await filesBelow(folder);
    assert.equal(files.length, first.counts.new);
    assert.ok(files.includes('People/Queen-Isaura.md') && files.includes('Places/Aldmere.bbcode'), files.join(' '));
    assert.ok(
      files.some((f) => f.startsWith('Places/Districts/')),
      files.join(' '),
    );
    assert.ok(
      files.every((f) => /^(Places|People|Lore)\//.test(f)),
      files.join(' '),
    );
    const manifest = JSON.parse(await readFile(join(folder, MANIFEST_NAME), 'utf8')) as {
      layout: string;
      articles: Record<string, { file: string }>;
    };
    assert.equal(manifest.layout, 'categories');
    assert.deepEqual(
      Object.values(manifest.articles)
        .map((e) => e.file)
        .sort(),
      files,
    );
    const mtimes = await Promise.all(files.map(async (f) => (await stat(join(folder, f))).mtimeMs));
    const second = await pull(folder);
    assert.deepEqual(second.written, []);
    assert.equal(second.counts.unchanged, files.length);
    assert.deepEqual(await Promise.all(files.map(async (f) => (await stat(join(folder, f))).mtimeMs)), mtimes);
  });

  it('keeps a folder pulled flat before flat: its files stay, new articles join them, nothing moves', async () => {
    const folder = await fresh('flat');
    const all = await client.listAllArticles(worldId);
    const isaura = all.find((a) => a.title === 'Queen Isaura')!;
    // A manifest as pulls before category folders wrote it (no layout), holding one article.
    await writeFile(join(folder, 'Queen-Isaura.md'), 'pulled before\n');
    await writeFile(
      join(folder, MANIFEST_NAME),
      JSON.stringify({
        version: 1,
        worldId,
        articles: {
          [isaura.id]: {
            file: 'Queen-Isaura.md',
            updated: isaura.update_date?.date,
            hash: textHash('pulled before\n'),
          },
        },
      }),
    );
    const run = await pull(folder);
    assert.equal(run.counts.unchanged, 1);
    const files = await filesBelow(folder);
    assert.ok(
      files.every((f) => !f.includes('/')),
      files.join(' '),
    );
    assert.equal(await readFile(join(folder, 'Queen-Isaura.md'), 'utf8'), 'pulled before\n');
  });

  it('never writes through a category folder planted as a link, and pulls the rest', async () => {
    const folder = await fresh('link');
    const outside = await fresh('outside');
    await symlink(outside, join(folder, 'People'));
    // #42: the articles of that category are refused and reported; the pull itself goes on.
    const run = await pull(folder);
    assert.ok(run.refused.length > 0);
    assert.ok(
      run.refused.every((r) => r.file.startsWith('People/') && /symbolic link/.test(r.reason)),
      JSON.stringify(run.refused),
    );
    assert.deepEqual(await readdir(outside), []);
  });
});

describe('articles already kept in other files', () => {
  let root: string;
  before(async () => {
    root = await mkdtemp(join(tmpdir(), 'scriptorium-tracked-'));
    await mkdir(join(root, 'articles'));
    await mkdir(join(root, 'old-pull', 'People'), { recursive: true });
    await writeFile(
      join(root, 'articles', 'isaura.md'),
      '---\ntitle: Queen Isaura\nscriptorium:\n  id: "id-isaura"\n---\nText\n',
    );
    await writeFile(join(root, 'articles', 'note.md'), '# id-salt\nscriptorium:\n  id: id-salt\n');
    await writeFile(join(root, 'old-pull', 'People', 'Reedfolk.md'), 'front matter trimmed\n');
    const articles = {
      'id-reedfolk': { file: 'People/Reedfolk.md', hash: 'h' },
      'id-gone': { file: 'Gone.md', hash: 'h' },
      'id-out': { file: '../articles/isaura.md', hash: 'h' },
    };
    await writeFile(join(root, 'old-pull', MANIFEST_NAME), JSON.stringify({ version: 1, worldId: 'w', articles }));
    await writeFile(join(root, 'broken'), '{');
  });
  after(() => rm(root, { recursive: true, force: true }));

  it('are found by the id in their front matter or in another pull’s manifest, when the file is there', async () => {
    const ids = new Set(['id-isaura', 'id-salt', 'id-reedfolk', 'id-gone', 'id-out', 'id-new']);
    const found = await trackedElsewhere(ids, {
      articleFiles: [join(root, 'articles', 'isaura.md'), join(root, 'articles', 'note.md'), join(root, 'missing.md')],
      manifests: [join(root, 'broken'), join(root, 'old-pull', MANIFEST_NAME)],
    });
    assert.deepEqual([...found.entries()].sort(), [
      ['id-isaura', join(root, 'articles', 'isaura.md')],
      ['id-reedfolk', join(root, 'old-pull', 'People', 'Reedfolk.md')],
    ]);
  });
});
