// Issue 29 item 4 against the sandbox: a world pulled into category folders writes each mention of a pulled
// article as a relative link to its file; read back from the files (links looked up on disk, as a push does)
// every text converts to exactly what World Anvil stores, so pushing the untouched world sends nothing and,
// forced, leaves World Anvil's texts byte for byte as they were. A run cut short leaves no link to a file
// it never wrote.
import { strict as assert } from 'node:assert';
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, posix } from 'node:path';
import { readArticleFile } from '../../../src/core/markup/articleFile';
import { comparableSides } from '../../../src/core/markup/comparableText';
import { changedFields } from '../../../src/core/markup/fieldHashes';
import { withoutCreateOnly, type WorldAnvilApi } from '../../../src/core/worldanvil';
import { linkMentions } from '../../../src/core/worldSync/linkResolver';
import { readManifest } from '../../../src/core/worldSync/pullManifest';
import type { PullStep } from '../../../src/core/worldSync/plan';
import { useSandbox } from '../sandbox/helpers';
import { faceClient, pullIntoCategories } from './worldPullHelpers';

const ctx = useSandbox();
const rel = (from: string, to: string) => posix.relative(posix.dirname(from), to);

for (const face of ['boromir', 'aragorn'] as const) {
  describe(`mentions in a pulled world are links, and push back as mentions (${face})`, () => {
    let client: WorldAnvilApi;
    let worldId: string;
    const dirs: string[] = [];
    const ids: Record<string, string> = {};
    const texts: Record<string, string> = {};

    const pull = (
      folder: string,
      signal?: AbortSignal,
      onStep?: (done: number, step: PullStep) => void,
      concurrency?: number,
    ) => pullIntoCategories(client, folder, worldId, { signal, onStep, concurrency });
    /** A pulled file as a push reads it: links to articles' files looked up on disk. */
    async function asPushed(folder: string, name: string) {
      const text = await readFile(join(folder, name), 'utf8');
      const links = await linkMentions(join(folder, name), folder, text);
      return readArticleFile(text, { format: 'markdown', linkMention: links.toMention });
    }

    before(async () => {
      client = faceClient(ctx.sb, face);
      worldId = (await client.listWorlds((await client.getUser()).id)).find((w) => w.title === 'The Reedlands')!.id;
      const categories = await client.listCategories(worldId);
      const category = (title: string) => categories.find((c) => c.title === title)!.id;
      const create = async (title: string, template: string, cat: string) =>
        (ids[title] = (
          await client.createArticle({
            world: worldId,
            title: `${title} ${face}`,
            template,
            content: 'x',
            category: cat,
          })
        ).id);
      await create('Harbour Master', 'person', category('People'));
      await create('Tide Office', 'location', category('Places'));
      const q = ids['Harbour Master']!;
      const t = ids['Tide Office']!;
      texts['Harbour Master'] = [
        `Works at @[Tide Office ${face}](location:${t}), [i]“the office”[/i] to some: @[the office](article:${t}).`,
        '',
        `[h2]Colleagues of @[Tide Office ${face}](location:${t})[/h2]`,
        `Not pulled anywhere: @[Ghost](person:00000000-0000-4000-8000-00000000dead); not written yet: @[The Twelve Beacons](landmark).`,
      ].join('\n');
      texts['Tide Office'] =
        `Run by @[Harbour Master ${face}](person:${q}) since the flood. Markup in a title: @[The [b]Master[/b]](person:${q}).`;
      for (const [title, content] of Object.entries(texts)) await client.patchArticle(ids[title]!, { content });
    });
    after(async () => {
      await client.close();
      for (const d of dirs) await rm(d, { recursive: true, force: true });
    });

    it('writes pulled mentions as relative links to the files the targets went to, other mentions as they are', async () => {
      const folder = await mkdtemp(join(tmpdir(), `scriptorium-links-${face}-`));
      dirs.push(folder);
      await pull(folder);
      const manifest = await readManifest(folder, worldId);
      const fileOf = (title: string) => manifest.articles[ids[title]!]!.file;
      const master = await readFile(join(folder, fileOf('Harbour Master')), 'utf8');
      const office = fileOf('Tide Office');
      assert.ok(
        fileOf('Harbour Master').endsWith('.md') && office.endsWith('.md'),
        `${fileOf('Harbour Master')} ${office}`,
      );
      const link = rel(fileOf('Harbour Master'), office);
      assert.match(link, /^\.\.\/Places\//);
      assert.ok(master.includes(`[Tide Office ${face}](${link})`), master);
      assert.ok(master.includes(`[the office](${link} "article")`), master);
      assert.ok(master.includes(`## Colleagues of [Tide Office ${face}](${link})`), master);
      assert.ok(master.includes('@[Ghost](person:00000000-0000-4000-8000-00000000dead)'), master);
      assert.ok(master.includes('@[The Twelve Beacons](landmark)'), master);
      const officeText = await readFile(join(folder, office), 'utf8');
      assert.ok(officeText.includes(`[The **Master**](${rel(office, fileOf('Harbour Master'))})`), officeText);
    });

    it('an untouched pulled world pushes nothing, and forced, World Anvil’s texts stay byte for byte', async () => {
      const folder = dirs[0]!;
      const manifest = await readManifest(folder, worldId);
      let linked = 0;
      for (const [id, entry] of Object.entries(manifest.articles)) {
        if (!entry.file.endsWith('.md')) continue;
        const file = await asPushed(folder, entry.file);
        if ((await readFile(join(folder, entry.file), 'utf8')).includes('.md)')) linked++;
        assert.deepEqual(
          changedFields(withoutCreateOnly({ ...file.fields, ...file.sections }), file.bookkeeping.hashes),
          {},
          entry.file,
        );
        const before = await client.getArticle(id, { loadAllProperties: true });
        if (file.sections.content === undefined) continue;
        await client.patchArticle(id, { content: file.sections.content });
        const after = await client.getArticle(id, { loadAllProperties: true });
        // World Anvil hands out `\r\n`; every push sends `\n` (articleToFile.unixLines), links or not.
        assert.equal(after.content, before.content?.replace(/\r\n/g, '\n'), entry.file);
      }
      assert.ok(linked >= 2, 'the test pulled files with links');
      for (const [title, content] of Object.entries(texts))
        assert.equal((await client.getArticle(ids[title]!, { loadAllProperties: true })).content, content);
    });

    it('a conflict diff of a pulled file against World Anvil reads links and mentions alike', async () => {
      const folder = dirs[0]!;
      const manifest = await readManifest(folder, worldId);
      const officeFile = manifest.articles[ids['Tide Office']!]!.file;
      const local = await readFile(join(folder, officeFile), 'utf8');
      const remote = local.replace(
        /\[Harbour Master [a-z]+\]\([^)]*\)/,
        `@[Harbour Master ${face}](person:${ids['Harbour Master']})`,
      );
      assert.notEqual(remote, local);
      const links = await linkMentions(join(folder, officeFile), folder, local);
      const sides = comparableSides(remote, local, undefined, links.toMention);
      assert.equal(sides.remote, sides.local);
    });

    it('a link whose target file moved pushes as the same mention; a link to a file that is no article stays a link', async () => {
      const folder = dirs[0]!;
      const manifest = await readManifest(folder, worldId);
      const masterFile = manifest.articles[ids['Harbour Master']!]!.file;
      const officeFile = manifest.articles[ids['Tide Office']!]!.file;
      await mkdir(join(folder, 'Moved'), { recursive: true });
      await rename(join(folder, officeFile), join(folder, 'Moved/Office.md'));
      const up = '../'.repeat(masterFile.split('/').length - 1);
      const text = await readFile(join(folder, masterFile), 'utf8');
      const old = rel(masterFile, officeFile);
      await writeFile(join(folder, 'notes.md'), '# Not an article\n');
      await writeFile(
        join(folder, masterFile),
        `${text.split(`(${old}`).join(`(${up}Moved/Office.md`)}\nSee [notes](${up}notes.md).\n`,
      );
      const file = await asPushed(folder, masterFile);
      assert.ok(file.sections.content!.startsWith(texts['Harbour Master']!), file.sections.content);
      assert.ok(file.sections.content!.endsWith(`See [url:${up}notes.md]notes[/url].`), file.sections.content);
    });

    it('a pull cut short leaves no link to a file it did not write', async () => {
      const folder = await mkdtemp(join(tmpdir(), `scriptorium-links-cut-${face}-`));
      dirs.push(folder);
      const abort = new AbortController();
      // Stopped right after the Harbour Master's file: the Tide Office it links to comes later, never written.
      const run = await pull(
        folder,
        abort.signal,
        (_, step) => step.article.id === ids['Harbour Master'] && abort.abort(),
        1, // one step at a time: the files after the cut are not written (see execute.ts)
      );
      assert.ok(run.cancelled, JSON.stringify(run.written));
      const master = run.written.find((n) => n.includes(`Harbour-Master-${face}`));
      assert.ok(master && !run.written.some((n) => n.includes(`Tide-Office-${face}`)), JSON.stringify(run.written));
      assert.ok((await readFile(join(folder, master), 'utf8')).includes(`@[Tide Office ${face}](location:`));
      for (const name of run.written) {
        const text = await readFile(join(folder, name), 'utf8');
        for (const m of text.matchAll(/\]\(([^)\s]+\.md)/g)) {
          const target = posix.join(posix.dirname(name), m[1]!);
          assert.ok(run.written.includes(target), `${name} links to ${target}, never written`);
        }
      }
      // The files rewritten at the end are recorded as pulled: the next run finds them untouched.
      const again = await pull(folder);
      assert.equal(again.conflicts.length + again.counts.local, 0);
    });
  });
}
