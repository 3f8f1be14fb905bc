// A conflict in a world pull where the two sides need different formats. The writer's Markdown file is
// never overwritten with BBCode nor converted: World Anvil's side, which has no faithful Markdown form, is
// diffed as BBCode against the Markdown's own BBCode, and taking it writes <name>.bbcode beside the file.
// A .bbcode file in conflict gets World Anvil's side as BBCode (never Markdown under a .bbcode name).
import { strict as assert } from 'node:assert';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readArticleFile } from '../../../src/core/markup/articleFile';
import { asBBCodeFile } from '../../../src/core/markup/asBBCodeFile';
import { changedFields } from '../../../src/core/markup/fieldHashes';
import { BoromirClient, withoutCreateOnly, type WorldAnvilApi } from '../../../src/core/worldanvil';
import { executePull, resolveWithRemote } from '../../../src/core/worldSync/execute';
import { readManifest } from '../../../src/core/worldSync/pullManifest';
import { planPull } from '../../../src/core/worldSync/plan';
import { useSandbox } from '../sandbox/helpers';

const ctx = useSandbox();
/** BBCode whose Markdown form would not come back the same (upper-case tags): a pull writes it as .bbcode. */
const NO_MARKDOWN = '[B]Shouted[/B] from the walls.';

async function pull(client: WorldAnvilApi, folder: string, worldId: string) {
  const manifest = await readManifest(folder, worldId);
  const steps = await planPull(folder, await client.listAllArticles(worldId), manifest, await readdir(folder));
  return { manifest, outcome: await executePull(client, folder, steps, manifest, { format: 'markdown' }) };
}

describe('world pull: a conflict across formats', () => {
  let client: WorldAnvilApi;
  let folder: string;
  let worldId: string;
  before(async () => {
    client = new BoromirClient({ baseUrl: ctx.sb.boromirUrl, ...ctx.sb.credentials.worldAnvil, requestsPerSecond: 0 });
    folder = await mkdtemp(join(tmpdir(), 'scriptorium-formats-'));
    worldId = (await client.listWorlds((await client.getUser()).id)).find((w) => w.title === 'The Reedlands')!.id;
    await pull(client, folder, worldId);
  });
  after(async () => {
    await client.close();
    await rm(folder, { recursive: true, force: true });
  });
  const idOf = async (title: string) => (await client.listAllArticles(worldId)).find((a) => a.title === title)!.id;

  it('diffs a Markdown file against a World Anvil side that can only be BBCode, and takes that side beside the file, never over it', async () => {
    const md = join(folder, 'Glasswort.md');
    const mine = `${await readFile(md, 'utf8')}\nMy own note.\n`;
    await writeFile(md, mine);
    await new Promise((r) => setTimeout(r, 5));
    await client.patchArticle(await idOf('Glasswort'), { content: NO_MARKDOWN });
    const { manifest, outcome } = await pull(client, folder, worldId);
    assert.deepEqual(
      outcome.conflicts.map((c) => c.step.article.title),
      ['Glasswort'],
    );
    const conflict = outcome.conflicts[0]!;
    assert.equal(conflict.remoteFormat, 'bbcode');
    assert.equal(conflict.besideName, 'Glasswort.bbcode');
    assert.match(conflict.remoteText, /\[B\]Shouted\[\/B\]/);
    assert.equal(await readFile(md, 'utf8'), mine, 'the Markdown file is untouched by the pull');
    // The diff's other side: the writer's Markdown as the BBCode it pushes, with its front matter.
    const local = asBBCodeFile(mine);
    assert.match(local, /^---\n[\s\S]*title: "Glasswort"[\s\S]*\n---\n/);
    assert.match(local, /My own note\./);

    assert.equal(await resolveWithRemote(folder, manifest, conflict), 'Glasswort.bbcode');
    assert.equal(await readFile(join(folder, 'Glasswort.bbcode'), 'utf8'), conflict.remoteText);
    assert.equal(await readFile(md, 'utf8'), mine, 'taking World Anvil’s side leaves the Markdown as it was');
    assert.equal((await readManifest(folder, worldId)).articles[await idOf('Glasswort')]!.file, 'Glasswort.bbcode');
    // A second take never overwrites what is there now.
    await assert.rejects(resolveWithRemote(folder, manifest, conflict), /Glasswort.bbcode already exists/);
    const again = await pull(client, folder, worldId);
    assert.deepEqual(again.outcome.written, [], 'the .bbcode beside it is the pulled file now: nothing rewritten');
  });

  it('renders World Anvil’s side of a .bbcode file in conflict as BBCode, though Markdown could hold it', async () => {
    const bb = join(folder, 'Aldmere.bbcode');
    const mine = `${await readFile(bb, 'utf8')}\nMy own note.\n`;
    await writeFile(bb, mine);
    await new Promise((r) => setTimeout(r, 5));
    await client.patchArticle(await idOf('Aldmere'), {
      content: '[b]Rebuilt[/b] after the flood.',
      sidebarcontent: 'Plain.',
      footnotes: 'Plain.',
      seeded: 'Plain.',
      scrapbook: 'Plain.',
    });
    const { outcome } = await pull(client, folder, worldId);
    const conflict = outcome.conflicts.find((c) => c.step.article.title === 'Aldmere')!;
    assert.equal(conflict.remoteFormat, 'bbcode');
    assert.equal(conflict.besideName, undefined);
    assert.match(conflict.remoteText, /\[b\]Rebuilt\[\/b\]/, 'BBCode, not **Rebuilt**');
    assert.equal(await readFile(bb, 'utf8'), mine);
  });

  it('writes a Markdown file as the .bbcode file that pushes the same fields', () => {
    const md = [
      '---',
      'title: "T"',
      'template: "article"',
      'world: "w"',
      'scriptorium:',
      '  id: "a1"',
      '---',
      '**Bold** and [[Harbour Law]]',
      '',
      '<!-- section: footnotes -->',
      'A *note*.',
      '',
    ].join('\n');
    const bb = asBBCodeFile(md);
    const fromMd = readArticleFile(md, { format: 'markdown' });
    const fromBb = readArticleFile(bb, { format: 'bbcode' });
    assert.deepEqual(fromBb.sections, fromMd.sections);
    assert.deepEqual(fromBb.fields, fromMd.fields);
    assert.deepEqual(fromBb.bookkeeping, fromMd.bookkeeping);
    assert.deepEqual(
      changedFields(withoutCreateOnly({ ...fromBb.fields, ...fromBb.sections }), {}),
      changedFields(withoutCreateOnly({ ...fromMd.fields, ...fromMd.sections }), {}),
    );
    assert.match(bb, /\[b\]Bold\[\/b\]/);
  });
});
