// The maintainer's path in real VS Code against the sandbox (02 connects as admin, the sandbox's
// maintainer): progress on project and component rows; lock a component, see a save refused with the
// reason, unlock; commit and push, watching the row's repository state change.
import { strict as assert } from 'node:assert';
import { harness, sandboxFetch } from '../harness';
import {
  collapseAll,
  collapseOtherViews,
  contextAction,
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
  shownHover,
  clearHovers,
} from '../helpers/workbench';
import { headingOf } from '../helpers/unitPanel';

const pane = () => viewPane(harness().page, 'Localization');
const COMPONENT = /^Web application/;

async function api(path: string, init: Parameters<typeof sandboxFetch>[1] = {}) {
  const { sandbox } = harness();
  const res = await sandboxFetch(`${sandbox.origin}/api/${path}`, {
    ...init,
    headers: {
      Authorization: `Token ${sandbox.credentials.weblate.adminToken}`,
      'Content-Type': 'application/json',
      ...(init.headers ?? {}),
    },
  });
  return res.json() as Promise<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

const rowText = () => treeRow(pane(), COMPONENT).innerText();

/** Refreshes the view and opens Atlas again until the component row shows what is expected. */
async function componentRowShows(what: string, pattern: RegExp): Promise<void> {
  await eventually(what, async () => {
    if (pattern.test(await rowText().catch(() => ''))) return true;
    await runCommand(harness().page, 'Scriptorium: Refresh');
    await revealRow(pane(), [/^Projects/, /^Atlas\s*atlas/], COMPONENT);
    return pattern.test(await rowText());
  });
}

describe('Maintainers: progress, lock, commit and push', () => {
  before(async () => {
    await openContainer(harness().page, 'Scriptorium');
    await expandView(harness().page, 'Localization');
    await collapseOtherViews(harness().page, 'Localization');
    // Start from a known state whatever earlier scenarios saved: unlocked, nothing pending or unpushed.
    await api('components/atlas/web/lock/', { method: 'POST', body: JSON.stringify({ lock: false }) });
    await api('components/atlas/web/repository/', { method: 'POST', body: JSON.stringify({ operation: 'push' }) });
    await runCommand(harness().page, 'Scriptorium: Refresh');
    await collapseAll(pane());
    await revealRow(pane(), [/^Projects/, /^Atlas\s*atlas/], COMPONENT);
  });

  it('shows translated percentages on project and component rows', async () => {
    const stats = await api('projects/atlas/statistics/');
    const percent = `${(Math.round(stats.translated_percent * 10) / 10).toFixed(1)}% translated`;
    await eventually('the project row’s progress', async () =>
      (await treeRow(pane(), /^Atlas\s*atlas/).innerText()).includes(percent),
    );
    await eventually('the component row’s progress', async () => /\d+\.\d% translated/.test(await rowText()));
    await screenshot(harness().page, 'maintainer-progress');
  });

  it('lists every language of a component with its percentages, and picking one shows that translation', async () => {
    const { page } = harness();
    await contextAction(page, treeRow(pane(), COMPONENT), 'Show Translation Statistics');
    const german = (await api('translations/atlas/web/de/statistics/')) as { translated_percent: number };
    const row = page.locator('.quick-input-list .monaco-list-row', { hasText: 'German (de)' }).first();
    await row.waitFor({ timeout: 30_000 });
    assert.match(
      await row.innerText(),
      new RegExp(
        `${german.translated_percent.toFixed(1).replace('.', '\\.')}% translated · [\\d.]+% approved · [\\d.]+% need editing`,
      ),
    );
    await page.locator('.quick-input-list .monaco-list-row', { hasText: 'All languages' }).first().waitFor();
    await screenshot(page, 'maintainer-statistics');
    await row.click();
    await eventually(
      'the German translation selected in the tree',
      async () => (await treeRow(pane(), /^German/).getAttribute('aria-selected')) === 'true',
    );
    await collapseAll(pane());
    await revealRow(pane(), [/^Projects/, /^Atlas\s*atlas/], COMPONENT);
  });

  it('the status bar’s hover lists the numbers of the open locale file', async () => {
    const { page } = harness();
    await openFile(page, 'pt-BR.json');
    const item = page.locator('.statusbar-item', { hasText: 'pt-BR' });
    await item.waitFor({ timeout: 30_000 });
    // A hover starts when the pointer arrives: it leaves whatever it rests on first.
    await clearHovers(page);
    await item.hover();
    const hover = shownHover(page, 'Needs editing');
    await hover.waitFor({ timeout: 30_000 });
    const text = await hover.innerText();
    for (const label of ['Translated', 'Approved', 'Needs editing', 'Untranslated', 'Failing checks'])
      assert.match(text, new RegExp(`${label}\\s+\\d+\\s+[\\d.]+%`), label);
    await page.keyboard.press('Escape');
    await runCommand(page, 'View: Close All Editors');
  });

  it('locks a component from its row, and a save there is refused with the reason', async () => {
    const { page } = harness();
    await contextAction(page, treeRow(pane(), COMPONENT), 'Lock Component');
    await eventually(
      'the server holds the lock',
      async () => (await api('components/atlas/web/lock/')).locked === true,
    );
    await eventually('the row shows the lock', async () => /locked/.test(await rowText()));
    await screenshot(page, 'maintainer-locked');

    await expandRow(pane(), COMPONENT);
    await expandRow(pane(), /^German/);
    // A string on the tree's first page (10 rows, the e2e page size), whatever earlier scenarios translated.
    const unit = (await api('translations/atlas/web/de/units/?page_size=10')).results.find(
      (u: { state: number }) => u.state < 100,
    );
    await treeRow(pane(), new RegExp(`^${unit.context.replace(/\./g, '\\.')}`)).click();
    const frame = webviewFrame(page);
    await frame.locator('h1', { hasText: headingOf(unit.context) }).waitFor({ timeout: 30_000 });
    await frame.locator('#target-0').fill('Gesperrt');
    await frame.locator('#state').selectOption('20');
    await frame.locator('#save').click();
    await frame.locator('.status.error', { hasText: /locked by a maintainer/ }).waitFor({ timeout: 30_000 });
    assert.deepEqual((await api(`units/${unit.id}/`)).target, unit.target, 'nothing was saved');
    await screenshot(page, 'maintainer-locked-save');
  });

  it('unlocks it again', async () => {
    await collapseAll(pane());
    await revealRow(pane(), [/^Projects/, /^Atlas\s*atlas/], COMPONENT);
    await contextAction(harness().page, treeRow(pane(), COMPONENT), 'Unlock Component');
    await eventually(
      'the server released the lock',
      async () => (await api('components/atlas/web/lock/')).locked === false,
    );
    await eventually('the row no longer shows the lock', async () => !/locked/.test(await rowText()));
  });

  it('commits and pushes pending translations after modals that say what each does', async () => {
    const { page } = harness();
    // A string on the tree's first page (10 rows, the e2e page size), whatever earlier scenarios translated.
    const unit = (await api('translations/atlas/web/de/units/?page_size=10')).results.find(
      (u: { state: number }) => u.state < 100,
    );
    await api(`units/${unit.id}/`, {
      method: 'PATCH',
      body: JSON.stringify({ target: ['Zum Übertragen'], state: 20 }),
    });
    await runCommand(page, 'View: Close All Editors');
    await componentRowShows('the pending change on the row', /1 to commit/);
    // The row's tooltip lists the numbers and the repository state. The pointer still rests on the row
    // since the lock test's right-click: it leaves first, or no hover starts (none came in 30 s once).
    await clearHovers(page);
    await treeRow(pane(), COMPONENT).locator('.monaco-icon-label').first().hover();
    const hover = shownHover(page, 'Repository');
    await hover.waitFor({ timeout: 30_000 });
    assert.match(await hover.innerText(), /Strings to commit: 1/);
    assert.match(await hover.innerText(), /Needs editing/);
    await screenshot(page, 'maintainer-pending');
    await page.keyboard.press('Escape');

    await contextAction(page, treeRow(pane(), COMPONENT), 'Commit Pending Translations');
    const dialog = page.locator('.monaco-dialog-box');
    await dialog.waitFor({ timeout: 30_000 });
    assert.match(await dialog.innerText(), /Commit the pending translations of Atlas \/ Web application\?/);
    await dialog
      .locator('a.monaco-button, button', { hasText: /^Commit$/ })
      .first()
      .click();
    await eventually(
      'the server committed',
      async () => (await api('components/atlas/web/repository/')).needs_push === true,
    );
    await componentRowShows('the commit waiting to be pushed', /1 to push/);
    assert.doesNotMatch(await rowText(), /to commit/);

    await contextAction(page, treeRow(pane(), COMPONENT), 'Push to the Remote Repository');
    await dialog.waitFor({ timeout: 30_000 });
    assert.match(await dialog.innerText(), /remote repository/);
    await screenshot(page, 'maintainer-push-modal');
    await dialog
      .locator('a.monaco-button, button', { hasText: /^Push$/ })
      .first()
      .click();
    await eventually(
      'the server pushed',
      async () => (await api('components/atlas/web/repository/')).needs_push === false,
    );
    await componentRowShows('a clean repository on the row', /^(?![\s\S]*(to push|to commit|to pull))/);
    await screenshot(page, 'maintainer-pushed');
  });
});
