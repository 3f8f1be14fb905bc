// axe-core inside both webviews — the unit panel (an editable string and a read-only one) and the article
// preview (a World Anvil article and a local file) — in the light, dark and high-contrast themes: no serious
// or critical violation. Every run prints what axe found (rule ids and counts). Screenshots of the panels
// in the dark and high-contrast themes (docs/TRANSLATING.md shows the dark unit panel). Relies on 02 (connected)
// and 05 (signed in to World Anvil).
import { strict as assert } from 'node:assert';
import type { Frame } from 'playwright-core';
import { harness } from '../harness';
import { paletteCommand } from '../helpers/keyboard';
import { useColorTheme, writeUserSettings } from '../helpers/settings';
import { blocking, describeViolations, panelFrame, runAxe, type AxeViolation } from '../helpers/webviewA11y';
import { openFile, screenshot, treeRow, worldbuildingPath } from '../helpers/workbench';

const THEMES = [
  { name: 'Default Light Modern', tag: 'light' },
  { name: 'Default Dark Modern', tag: 'dark' },
  { name: 'Default High Contrast', tag: 'high-contrast' },
] as const;

/** Everything axe found, per panel and theme; printed at the end as one table. */
const report: string[] = [];

async function check(frame: Frame, webviewClass: string, where: string): Promise<AxeViolation[]> {
  // The webview follows the theme on its own (VS Code posts the new colours): wait until it has.
  await frame.waitForFunction((cls) => document.body.classList.contains(cls), webviewClass, { timeout: 30_000 });
  const violations = await runAxe(frame);
  const line = describeViolations(where, violations);
  report.push(line);
  console.log(line);
  return violations;
}

describe('Accessibility of the webviews (axe-core, three themes)', () => {
  let unitKey = '';

  after(async () => {
    console.log(`\naxe summary:\n${report.join('\n')}`);
    await writeUserSettings({ 'workbench.colorTheme': undefined });
  });

  for (const theme of THEMES) {
    describe(theme.name, () => {
      let webviewClass = '';
      before(async () => {
        webviewClass = await useColorTheme(theme.name);
      });

      it('unit panel: an editable string and a read-only one', async () => {
        const { page } = harness();
        // The hover of a key in a locale file links to the string (whatever its state on the server).
        await openFile(page, 'pt-BR.json');
        await page.locator('.monaco-editor .view-line span', { hasText: '"saveAs"' }).first().hover();
        await page.locator('.monaco-hover-content a', { hasText: 'Open in Scriptorium' }).first().click();
        unitKey = 'menu.file.saveAs';
        const opened = { frame: await panelFrame(page, /^menu\.file\.saveAs$/) };
        await opened.frame.locator('.others li a').first().waitFor({ timeout: 30_000 });
        const editable = await check(opened.frame, webviewClass, `unit panel, editable, ${theme.tag}`);
        if (theme.tag !== 'light') await screenshot(page, `unit-panel-${theme.tag}`);
        // The English string is the source: read-only, with the reason shown.
        await opened.frame.locator('.others li a', { hasText: '(en)' }).first().click();
        const readOnly = await panelFrame(page, new RegExp(`^${unitKey.replace(/\./g, '\\.')}$`));
        await readOnly.locator('#readonly-reason').waitFor({ timeout: 30_000 });
        assert.equal(await readOnly.locator('#save').count(), 0, 'no Save on a read-only string');
        assert.equal(await readOnly.locator('#target-0').evaluate((e) => (e as HTMLTextAreaElement).readOnly), true);
        assert.notEqual((await readOnly.locator('.markers .badge').first().innerText()).trim(), 'Needs editing');
        const ro = await check(readOnly, webviewClass, `unit panel, read-only, ${theme.tag}`);
        if (theme.tag !== 'light') await screenshot(page, `unit-panel-read-only-${theme.tag}`);
        assert.deepEqual(
          [...blocking(editable), ...blocking(ro)].map((v) => v.id),
          [],
          'no serious or critical violation',
        );
      });

      it('article preview: a World Anvil article and a local file', async () => {
        const { page } = harness();
        const pane = await worldbuildingPath(page, /^The Reedlands/, /^Places/);
        await treeRow(pane, /^Aldmere(?! Harbour)/).click();
        const remote = await panelFrame(page, /^Aldmere$/);
        await remote.locator('.details').waitFor({ timeout: 30_000 });
        // Sections carry World Anvil's editor names, never the API's field names.
        const headings = await remote.locator('section > h2').allInnerTexts();
        assert.ok(
          headings.includes('Sidebar: Top') &&
            headings.every(
              (h) =>
                !/^(SIDEBAR|SEEDED|SCRAPBOOK|sidebarcontent|seeded|scrapbook|sidepanelcontent|fullfooter|authornotes)/.test(
                  h,
                ),
            ),
          headings.join(', '),
        );
        assert.equal(
          await remote
            .locator('section > h2')
            .first()
            .evaluate((h) => getComputedStyle(h).textTransform),
          'none',
          'names shown as written, not in capitals',
        );
        // Dates in the display language, the server's exact value on hover.
        const updated = remote.locator('.details time').first();
        assert.match((await updated.getAttribute('title')) ?? '', /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d+ UTC$/);
        assert.doesNotMatch(await updated.innerText(), /\.\d{6}/);
        const remoteViolations = await check(remote, webviewClass, `article preview, World Anvil, ${theme.tag}`);
        if (theme.tag !== 'light') await screenshot(page, `article-preview-${theme.tag}`);
        await openFile(page, 'aldmere-harbour.md');
        await paletteCommand(page, 'Scriptorium: Preview Article File');
        const local = await panelFrame(page, /^Aldmere Harbour$/);
        const localViolations = await check(local, webviewClass, `article preview, local file, ${theme.tag}`);
        if (theme.tag !== 'light') await screenshot(page, `article-preview-local-${theme.tag}`);
        assert.deepEqual(
          [...blocking(remoteViolations), ...blocking(localViolations)].map((v) => v.id),
          [],
          'no serious or critical violation',
        );
      });
    });
  }
});
