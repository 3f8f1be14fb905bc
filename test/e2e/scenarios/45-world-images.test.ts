// Images of a pulled world (#29, item 3), in real VS Code after 05 (signed in to World Anvil): a world pull
// keeps The Drowned Giant's image in the folder's assets/ (a PNG by its bytes) and writes its
// `[img:5201|center]` as a Markdown image of that file, which VS Code's own Markdown preview shows; a push
// of the file sends the image back as exactly the tag World Anvil had.
import { strict as assert } from 'node:assert';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { harness } from '../harness';
import { boromir, pushedContent } from '../helpers/boromir';
import { pickFolder } from '../helpers/folderDialog';
import { PULLED_FOLDERS } from '../helpers/worldChanges';
import { answerWriteQuestion, logSnapshot, newLogLine } from '../helpers/state';
import {
  expandView,
  hidePanel,
  openContainer,
  openFile,
  runCommand,
  screenshot,
  treeContextMenu,
  treeRow,
  webviewFrame,
} from '../helpers/workbench';

const FOLDER = 'world-images';
const inFolder = (...parts: string[]) => join(harness().vscode.workspace, FOLDER, ...parts);
const IMAGE = 'assets/The-Drowned-Giant.png';

describe('Images of a pulled world', () => {
  let giantId: string;
  let giantFile: string;
  /** The Drowned Giant's text on World Anvil before this scenario. */
  let content: string;

  before(async () => {
    const me = await boromir<{ id: string }>('identity');
    type Entities = { entities: Array<{ id: string; title: string }> };
    const worlds = await boromir<Entities>(`user/worlds?id=${me.id}`, { method: 'POST', body: {} });
    const world = worlds.entities.find((w) => w.title === 'The Reedlands')!.id;
    const articles = await boromir<Entities>(`world/articles?id=${world}`, { method: 'POST', body: {} });
    giantId = articles.entities.find((a) => a.title === 'The Drowned Giant')!.id;
    content = (await boromir<{ content: string }>(`article?id=${giantId}&granularity=2`)).content;
    assert.ok(content.includes('[img:5201|center]'), content);
    mkdirSync(inFolder(), { recursive: true });
  });

  it('pulls the image into assets/ and writes it as a Markdown image of that file', async () => {
    const { page } = harness();
    await hidePanel(page);
    await openContainer(page, 'Scriptorium');
    const pane = await expandView(page, 'Worldbuilding');
    if ((await treeRow(pane, /^The Reedlands/).count()) === 0) await runCommand(page, 'Scriptorium: Refresh Worlds');
    const before = logSnapshot();
    await treeContextMenu(pane, /^The Reedlands/, 'Pull into a Folder…');
    // The dialog opens on the workspace, or on the folder an earlier scenario last pulled this world into.
    const { workspace } = harness().vscode;
    const earlier = PULLED_FOLDERS.map((f) => join(workspace, f));
    await pickFolder(page, inFolder(), 'Pull Here', [workspace, ...earlier]);
    // The question says where the images go; earlier scenarios may keep some articles elsewhere (harmless).
    await answerWriteQuestion(
      page,
      /Pulling “The Reedlands” writes \d+ new files into world-images: .*downloaded into world-images\/assets/,
      /^Write \d+ New/,
    );
    await newLogLine(
      'the pull’s summary',
      before,
      /\[pull\] .*world-images: The Reedlands: \d+ new, .* 1 image written into assets\//,
      90_000,
    );
    const bytes = readFileSync(inFolder(IMAGE));
    assert.deepEqual([...bytes.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'a PNG');
    const manifest = JSON.parse(readFileSync(inFolder('.scriptorium-world.json'), 'utf8')) as {
      articles: Record<string, { file: string }>;
      images: Record<string, { file: string }>;
    };
    assert.equal(manifest.images['5201']?.file, IMAGE);
    giantFile = manifest.articles[giantId]!.file;
    const up = '../'.repeat(giantFile.split('/').length - 1);
    const text = readFileSync(inFolder(giantFile), 'utf8');
    assert.ok(text.includes(`![The Drowned Giant (sample image)](${up}${IMAGE} "img:5201|center")`), text);
  });

  it('VS Code’s Markdown preview shows the image from assets/', async () => {
    const { page } = harness();
    await runCommand(page, 'View: Close All Editors');
    await openFile(page, giantFile.split('/').pop()!);
    await runCommand(page, 'Markdown: Open Preview');
    const image = webviewFrame(page).locator('img[src*="The-Drowned-Giant.png"]').first();
    await image.waitFor({ timeout: 60_000 });
    // Loaded, not just placed: its bytes decoded to the sandbox image's 32×32 pixels.
    const width = await image.evaluate((el: HTMLImageElement) =>
      el.complete
        ? el.naturalWidth
        : new Promise<number>((done) => {
            el.addEventListener('load', () => done(el.naturalWidth));
            el.addEventListener('error', () => done(0));
          }),
    );
    assert.equal(width, 32);
    await screenshot(page, 'world-pull-image-preview');
    await runCommand(page, 'View: Close All Editors');
  });

  it('a push sends the image back as the very tag World Anvil had', async () => {
    const { page } = harness();
    await openFile(page, giantFile.split('/').pop()!);
    try {
      const sent = await pushedContent(page, giantId, 'first settlers', ' In ink.');
      // World Anvil's line breaks are its own (\r\n); the push sends the text as the file holds it (\n).
      assert.equal(
        sent,
        content.replace(/\r\n/g, '\n').replace('first settlers drew it.', 'first settlers drew it. In ink.'),
      );
      assert.ok(sent.includes('[img:5201|center]'), sent);
    } finally {
      await runCommand(page, 'File: Revert File');
      await runCommand(page, 'View: Close All Editors');
      // World Anvil's text as it was, for the scenarios after this one.
      await boromir(`article?id=${giantId}`, { method: 'PATCH', body: { content } });
    }
  });
});
