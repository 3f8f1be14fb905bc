// A locale file of the workspace that belongs to a sandbox translation: progress in the status bar,
// server state in a hover, and diagnostics on keys the server has untranslated or needing editing.
import { strict as assert } from 'node:assert';
import { harness, sandboxFetch } from '../harness';
import { eventually, openFile, runCommand, screenshot, shownHover, clearHovers } from '../helpers/workbench';

async function api(path: string) {
  const { sandbox } = harness();
  const res = await sandboxFetch(`${sandbox.origin}/api/${path}`, {
    headers: { Authorization: `Token ${sandbox.credentials.weblate.adminToken}` },
  });
  return res.json() as Promise<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

describe('Locale file integration', () => {
  before(async () => {
    const { page } = harness();
    await openFile(page, 'pt-BR.json');
    await page.locator('.monaco-editor .view-line', { hasText: '"menu"' }).first().waitFor({ timeout: 30_000 });
  });

  it('shows the translation’s progress in the status bar', async () => {
    const { page } = harness();
    const stats = await api('translations/atlas/web/pt_BR/statistics/');
    const item = page.locator('.statusbar-item', { hasText: 'pt-BR' });
    await item.waitFor({ timeout: 30_000 });
    assert.match(
      await item.innerText(),
      new RegExp(`pt-BR ${stats.translated_percent.toFixed(1).replace('.', '\\.')}% translated`),
    );
    await screenshot(page, 'status-bar-progress');
  });

  it('marks keys the server has not translated, and offers to open them', async () => {
    const { page } = harness();
    const units = (await api('translations/atlas/web/pt_BR/units/?page_size=1000')).results as {
      context: string;
      state: number;
    }[];
    const inFile = ['menu.file.open', 'menu.file.save', 'menu.file.saveAs', 'menu.file.close'];
    const expected = units.filter((u) => inFile.includes(u.context) && u.state < 20).map((u) => u.context);
    await runCommand(page, 'Problems: Focus on Problems View');
    const rows = page.locator('.markers-panel .monaco-list-row');
    if (expected.length === 0) {
      assert.equal(await rows.count(), 0);
      return;
    }
    await eventually('a diagnostic per untranslated key', async () => (await rows.count()) >= expected.length + 1);
    const text = (await rows.allInnerTexts()).join('\n');
    for (const key of expected) assert.ok(text.includes(key), `diagnostic for ${key}`);
    await screenshot(page, 'locale-file-diagnostics');
  });

  it('shows the server’s source, state and other languages when hovering a key', async () => {
    const { page } = harness();
    await clearHovers(page);
    await page.locator('.monaco-editor .view-line span', { hasText: '"saveAs"' }).first().hover();
    // The problem's part of the hover (it names the key too) comes first; Scriptorium's own part, with its
    // link, comes when the provider answers: read once that is shown (a busy machine read the first alone).
    const hover = shownHover(page, 'Open in Scriptorium');
    await hover.waitFor({ timeout: 30_000 });
    const text = await hover.innerText();
    assert.match(text, /menu\.file\.saveAs/);
    assert.match(text, /Save as…/);
    assert.match(text, /Open in Scriptorium/);
    await screenshot(page, 'locale-file-hover');
  });
});
