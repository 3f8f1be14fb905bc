// Article previews: a remote article rendered from World Anvil's own HTML (sanitized), and the open file
// as World Anvil would show it, following edits.
import { strict as assert } from 'node:assert';
import { harness } from '../harness';
import { writeUserSettings } from '../helpers/settings';
import {
  eventually,
  expandRow,
  expandView,
  openContainer,
  openFile,
  revealRow,
  runCommand,
  screenshot,
  treeRow,
  viewPane,
  webviewFrame,
} from '../helpers/workbench';

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

  // #25: an image from another site tells that site when and where the preview was opened. The sandbox
  // serves The Drowned Giant's [img:5201] itself, so its request log shows every load of it.
  it('loads no remote image until asked, then on the click; the setting loads them directly', async () => {
    const { page, sandbox } = harness();
    const loads = () => sandbox.requests.filter((r) => r.path === '/uploads/images/5201.png').length;
    const pane = viewPane(page, 'Worldbuilding');
    const frame = webviewFrame(page);
    const placeholder = frame.locator('.article-body .wa-image-held', {
      hasText: /Image from 127\.0\.0\.1:\d+ — not loaded/,
    });
    const image = frame.locator('.article-body img');
    const imageShown = () =>
      eventually('the image loaded in the preview', () =>
        image
          .evaluate((e) => (e as HTMLImageElement).complete && (e as HTMLImageElement).naturalWidth > 0)
          .catch(() => false),
      );
    // The page's img-src, past its own sources (which name https://*.vscode-cdn.net): a bare https: or not.
    const remoteAllowed = async () =>
      /(^|;)\s*img-src [^;]*\shttps:(\s|;|$)/.test(
        (await frame.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')) ?? '',
      );

    await (await revealRow(pane, [/^The Reedlands/, /^Lore/], /^The Drowned Giant/)).click();
    await placeholder.waitFor({ timeout: 30_000 });
    // The article is on the page, its image a placeholder, and the page's CSP allows no remote image.
    assert.equal(await image.count(), 0);
    assert.equal(await remoteAllowed(), false);
    assert.equal(loads(), 0, 'no request for the image before the click');
    await screenshot(page, 'article-preview-images-held');

    // Keyboard: the button takes the focus and Enter presses it.
    await frame.getByRole('button', { name: 'Load remote images' }).press('Enter');
    await imageShown();
    assert.equal(await remoteAllowed(), true);
    assert.equal(loads(), 1, 'one request for the image after the click');
    assert.equal(await placeholder.count(), 0);

    // With the setting on, the preview closed and opened again: the image loads without a click, with one
    // request. Counted from the close: writing settings.json may have hidden the preview (the click focused
    // its editor group) and the page shown again reloads its image; and a page that has shown an image
    // shows it again from its own memory, without a request (a cold CI run saw 1 load, not 2, when the
    // preview only moved to another article and back).
    await writeUserSettings({ 'scriptorium.worldbuilding.preview.loadRemoteImages': true });
    await imageShown(); // a page shown again has made its request once its image is complete
    const previewTab = page.locator('.tabs-container .tab', { hasText: 'The Drowned Giant' });
    await previewTab.click();
    await runCommand(page, 'View: Close Editor');
    await previewTab.waitFor({ state: 'detached', timeout: 30_000 });
    const loadsBefore = loads();
    await (await revealRow(pane, [/^The Reedlands/, /^Lore/], /^The Drowned Giant/)).click();
    await frame.locator('header h1', { hasText: 'The Drowned Giant' }).waitFor({ timeout: 30_000 });
    await imageShown();
    assert.equal(loads(), loadsBefore + 1);
    assert.equal(await frame.getByRole('button', { name: 'Load remote images' }).count(), 0);

    // Off again (as later scenarios expect): the open preview holds the image back at once, on a page whose
    // CSP allows no remote image.
    await writeUserSettings({ 'scriptorium.worldbuilding.preview.loadRemoteImages': undefined });
    await placeholder.waitFor({ timeout: 30_000 });
    assert.equal(await image.count(), 0);
    assert.equal(await remoteAllowed(), false);
  });
});
