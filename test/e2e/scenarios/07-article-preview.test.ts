// Article previews: a remote article rendered from World Anvil's own HTML (sanitized), and the open file
// as World Anvil would show it, following edits.
import { strict as assert } from 'node:assert';
import { harness } from '../harness';
import { expandRow, expandView, openContainer, openFile, runCommand, screenshot, treeRow, viewPane, webviewFrame } from '../helpers/workbench';

describe('Article preview', () => {
  it('previews a remote article (through Boromir) with its sections, dates and relations', async () => {
    const { page } = harness();
    await openContainer(page, 'Scriptorium');
    const pane = await expandView(page, 'Worldbuilding');
    await runCommand(page, 'Scriptorium: Refresh Worlds');
    await expandRow(viewPane(page, 'Worldbuilding'), /^The Reedlands/);
    await expandRow(pane, /^Places/);
    await treeRow(pane, /^Aldmere(?! Harbour)/).click();
    const frame = webviewFrame(page);
    await frame.locator('header h1', { hasText: 'Aldmere' }).waitFor({ timeout: 30_000 });
    assert.ok(await frame.locator('.article-body h2', { hasText: 'History' }).count());
    const text = await frame.locator('#app').innerText();
    assert.match(text, /sidebarcontent|Population/);
    // Boromir's reference fields (a settlement's ruler, its districts) as the preview's relations.
    assert.match(text, /Ruler: Queen Isaura/);
    assert.match(text, /Districts: Lantern Quarter, Fishmarket/);
    await screenshot(page, 'article-preview-remote');
  });

  it('previews the open Markdown file as World Anvil would render it', async () => {
    const { page } = harness();
    await openFile(page, 'aldmere-harbour.md');
    await runCommand(page, 'Scriptorium: Preview Article File');
    const frame = webviewFrame(page);
    await frame.locator('header h1', { hasText: 'Aldmere Harbour' }).waitFor({ timeout: 30_000 });
    assert.ok(await frame.locator('.article-body strong', { hasText: 'ribs of the drowned giant' }).count());
    assert.ok(await frame.locator('.article-body li', { hasText: 'Twelve beacons' }).count());
    // Signed in, with the world in the front matter: [[Harbour Law]] resolves against the world's articles.
    await frame.locator('.article-body a.mention', { hasText: 'Harbour Law' }).waitFor({ timeout: 30_000 });
    assert.equal(await frame.locator('text=is not resolved').count(), 0);
    await screenshot(page, 'article-preview-local');
  });
});
