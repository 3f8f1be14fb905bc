// Mentions between pulled articles as relative links (#29, item 4), in real VS Code after 05 (signed in to
// World Anvil): two new articles of The Reedlands, one mentioning the other, are pulled with the world;
// the mention is a Markdown link to the other article's file, which Ctrl+click (VS Code's link provider
// for Markdown) opens; a mention of an article not written yet stays a mention and names its target on
// hover; and a push sends the link back as the very mention World Anvil had.
import { strict as assert } from 'node:assert';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { harness } from '../harness';
import { boromir, pushedContent } from '../helpers/boromir';
import { pickFolder } from '../helpers/folderDialog';
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
} from '../helpers/workbench';

const inWorkspace = (...parts: string[]) => join(harness().vscode.workspace, ...parts);
const FOLDER = 'linked-world';
const LEDGER = 'Lore/Tidewatch-Ledger.md';
const WARDEN = 'People/Harbour-Warden-Oriel.md';

type Entities = { entities: Array<{ id: string; title: string }> };

describe('Mentions as links in a pulled world', () => {
  let wardenId: string;
  let ledgerId: string;
  const ledgerContent = () =>
    `Signed by @[Harbour Warden Oriel](person:${wardenId}) each dawn.\r\n\r\nSee also @[The Twelve Beacons](landmark).`;

  before(async () => {
    const me = await boromir<{ id: string }>('identity');
    const worlds = await boromir<Entities>(`user/worlds?id=${me.id}`, { method: 'POST', body: {} });
    const world = worlds.entities.find((w) => w.title === 'The Reedlands')!.id;
    const categories = await boromir<Entities>(`world/categories?id=${world}`, { method: 'POST', body: {} });
    const category = (title: string) => ({ id: categories.entities.find((c) => c.title === title)!.id });
    const create = async (title: string, templateType: string, cat: string, content: string) =>
      (
        await boromir<{ id: string }>('article', {
          method: 'PUT',
          body: { title, templateType, world: { id: world }, category: category(cat), content },
        })
      ).id;
    wardenId = await create('Harbour Warden Oriel', 'person', 'People', 'Keeps the harbour lights.');
    ledgerId = await create('Tidewatch Ledger', 'article', 'Lore', 'x');
    await boromir(`article?id=${ledgerId}`, { method: 'PATCH', body: { content: ledgerContent() } });
    mkdirSync(inWorkspace(FOLDER), { recursive: true });
  });

  it('pulls the world with the mention written as a relative link to the other article’s file', async () => {
    const { page } = harness();
    await hidePanel(page);
    await openContainer(page, 'Scriptorium');
    const pane = await expandView(page, 'Worldbuilding');
    if ((await treeRow(pane, /^The Reedlands/).count()) === 0) await runCommand(page, 'Scriptorium: Refresh Worlds');
    const before = logSnapshot();
    await treeContextMenu(pane, /^The Reedlands/, 'Pull into a Folder…');
    // The dialog opens on the folder this world was last pulled into, when an earlier scenario pulled it.
    await pickFolder(page, inWorkspace(FOLDER), 'Pull Here', [
      harness().vscode.workspace,
      inWorkspace('reedlands'),
      inWorkspace('people-pull'),
    ]);
    // Earlier scenarios may keep some of these articles in other files: writing copies here is harmless.
    await answerWriteQuestion(page, /Pulling “The Reedlands” writes \d+ new files into linked-world/, /^Write \d+ New/);
    await newLogLine('the pull’s summary', before, /\[pull\] .*: The Reedlands: \d+ new, /, 90_000);
    const ledger = readFileSync(inWorkspace(FOLDER, LEDGER), 'utf8');
    assert.ok(
      ledger.includes('Signed by [Harbour Warden Oriel](../People/Harbour-Warden-Oriel.md) each dawn.'),
      ledger,
    );
    assert.ok(ledger.includes('See also @[The Twelve Beacons](landmark).'), ledger);
  });

  it('Ctrl+click on the link opens the other article’s file', async () => {
    const { page } = harness();
    await runCommand(page, 'View: Close All Editors');
    await openFile(page, 'Tidewatch-Ledger.md');
    // VS Code's Markdown link provider marks the destination once its language server has read the file.
    const link = page
      .locator('.editor-group-container.active .view-line span.detected-link', { hasText: 'Harbour-Warden-Oriel' })
      .first();
    await link.waitFor({ timeout: 60_000 });
    await screenshot(page, 'article-link');
    // Pressed as a person does (pointer on the link, Ctrl down, click): Ctrl redraws the link as active,
    // which replaces its element, so an element click (that waits for a stable element) would not land.
    const box = (await link.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.keyboard.down('Control');
    try {
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    } finally {
      await page.keyboard.up('Control');
    }
    // Only this scenario's pull wrote a file of that name (the article is new).
    await page.locator('.tab.active', { hasText: 'Harbour-Warden-Oriel.md' }).waitFor({ timeout: 30_000 });
    assert.ok(readFileSync(inWorkspace(FOLDER, WARDEN), 'utf8').includes('Keeps the harbour lights.'));
  });

  it('a mention of an article not written yet stays a mention and names its target on hover', async () => {
    const { page } = harness();
    await openFile(page, 'Tidewatch-Ledger.md');
    const mention = page
      .locator('.editor-group-container.active .view-line span span', { hasText: 'Twelve Beacons' })
      .first();
    // The cursor in the mention, and the hover asked for there (Show or Focus Hover, as from the keyboard):
    // a pointer resting on the text shows a hover only if the editor saw the pointer move onto it, and a
    // cold CI run's pointer hover never came.
    await mention.click();
    await runCommand(page, 'Show or Focus Hover');
    const hover = page.locator('.monaco-hover', { hasText: 'not yet written on World Anvil (landmark)' }).first();
    await hover.waitFor({ timeout: 30_000 });
    // The hover draws spaces as no-break spaces: compared with every kind of space made one.
    assert.match((await hover.innerText()).replace(/\s+/g, ' '), /The Twelve Beacons — mention of an article/);
    await screenshot(page, 'mention-hover');
    await page.keyboard.press('Escape');
  });

  it('a push sends the link back as the mention World Anvil had', async () => {
    const { page } = harness();
    await openFile(page, 'Tidewatch-Ledger.md');
    const sent = await pushedContent(page, ledgerId, 'See also', ' Kept dry.');
    // World Anvil's line breaks are its own (\r\n); the push sends the text as the file holds it (\n).
    assert.equal(sent, `${ledgerContent().replace(/\r\n/g, '\n')} Kept dry.`);
    await screenshot(page, 'article-link-pushed');
    await runCommand(page, 'File: Revert File');
  });
});
