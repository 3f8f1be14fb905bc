// A hostile server (issue 14, "go further"): the shared sandbox switched to its hostile-server mode, where
// every string field of every answer of both services is a hostile value (sandbox/hostile/values.ts)
// and only ids, slugs, dates and API links stay usable. The scenario browses every view, opens the unit
// panel and both previews, pulls, pushes and runs every link command, then checks: no file written outside
// the workspace's articles/ folder (the traversal values aim at a sentinel folder), no script ran in any
// frame, no external page or "open the external website" dialog, the extension host answered a command
// within seconds while megabyte strings were parsed, and every message shown reads as a message.
//
// Every command of package.json (`contributes.commands`, and every `menus` entry names one of them) and
// where this scenario runs it against the hostile server, or why not:
// - run here: Refresh, Open String (a row, a change, the panel's other languages), Open in Browser (project,
//   component, translation and string rows; the panel's link), the panel's Next, Previous and Next
//   untranslated, Copy Key, Copy Source, Search Strings, Show Translation Statistics,
//   Download Translation File, Show Translation in Localization View (the locale file's status bar item),
//   Refresh Changes, Filter Changes, the locale-file diagnostic's link and hover; Refresh Worlds, Open on World
//   Anvil (article and world), Copy Mention, Preview Article, Pull into a New File, Preview Article File,
//   Push Article Changes; Show Log.
// - not here, with the reason: Connect, Sign Out, Sign In to World Anvil, Sign Out of World Anvil (they
//   change credentials, not server text; 02, 05 and 14-workspace-settings drive them); Retry, Load More, Load
//   More Articles (rows that appear only on a fault or a long list; 11-faults and 02 drive them over the same
//   tree code); Add String…, Delete String…, Edit Explanation and Flags…, Lock/Unlock Component, Commit,
//   Push, Pull, Reset, Clean Up, Upload Translation File, Make Public/Private, Mark as (Not) Draft, Delete
//   Article…, Create Article from Current File (writes to the server: they send what the user typed or
//   chose, and show server text only in the confirmations 22-maintainers and 16-article-actions read);
//   Download Translation File As…, Download Component (zip), Pull into a Folder…, Pull Article into Current
//   File (each asks for a file or folder in the OS dialog code-server cannot show to Playwright; the names
//   they derive from server text are unit-tested: test/unit/worldbuilding world pull, localTarget guards);
//   Open README, Get Started (no server text).
import { strict as assert } from 'node:assert';
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator } from 'playwright-core';
import { harness } from '../harness';
import {
  changed,
  dismissDialogs,
  expandFirstAt,
  outsideSnapshot,
  scriptRan,
  snapshot,
  strayWorkspaceWrites,
  UNREADABLE,
  watchExternalOpens,
} from '../helpers/hostileServer';
import {
  allPages,
  asClipboardHolds,
  localeFileOf,
  readClipboard,
  shown,
  writeClipboard,
  writeLocaleFile,
  type ServedUnit,
} from '../helpers/hostileLocalization';
import { writeUserSettings } from '../helpers/settings';
import {
  answerInput,
  collapseOtherViews,
  eventually,
  offeredContextAction,
  expandView,
  extensionHostLog,
  notifications,
  openContainer,
  openFile,
  pickItem,
  runCommand,
  screenshot,
  scriptoriumLog,
  viewPane,
  webviewFrame,
} from '../helpers/workbench';

const SEED = 14;

/** Article rows: leaves below the worlds (not the Load more or error rows). */
const leafRows = (pane: Locator) =>
  pane.locator('.monaco-list-row:not([aria-expanded]):not([aria-level="1"]):not([aria-level="2"])');

describe('A hostile server', function () {
  this.timeout(600_000);
  const seen: string[] = [];
  let watch: ReturnType<typeof watchExternalOpens>;
  let outsideBefore: Map<string, string>;
  let workspaceBefore: Map<string, string>;
  let unhandledBefore = 0;
  let removeLocaleFile = () => undefined as void;
  const unhandled = () =>
    extensionHostLog()
      .split('\n')
      .filter((l) => /unhandled|rejected promise not handled/i.test(l) && /scriptorium/i.test(l)).length;
  const collect = async () => seen.push(...(await notifications(harness().page)));

  before(async () => {
    const { page, sandbox, vscode } = harness();
    outsideBefore = outsideSnapshot(vscode.root, vscode.workspace, vscode.userDataDir, vscode.extensionsDir);
    workspaceBefore = snapshot(vscode.workspace);
    unhandledBefore = unhandled();
    watch = watchExternalOpens(page.context(), page);
    await runCommand(page, 'View: Close All Editors');
    sandbox.hostile.enable(SEED);
  });

  after(async () => {
    const { page, sandbox, vscode } = harness();
    watch.stop();
    const stats = sandbox.hostile.stats();
    console.log(
      `      hostile mode, seed ${SEED}: ${stats?.values} values × ${stats?.places} places → ${stats?.pairs} value/place pairs, ${stats?.replacements} strings replaced`,
    );
    sandbox.hostile.disable();
    await runCommand(page, 'View: Close All Editors').catch(() => undefined);
    removeLocaleFile();
    await writeUserSettings({ 'scriptorium.localization.fileMappings': undefined }).catch(() => undefined);
    // Later scenarios see the real data again, and no pulled file of this one.
    for (const f of changed(workspaceBefore, snapshot(vscode.workspace))) rmSync(f, { force: true });
    await runCommand(page, 'Scriptorium: Refresh').catch(() => undefined);
    await runCommand(page, 'Scriptorium: Refresh Worlds').catch(() => undefined);
  });

  it('browses the Localization view down to a string and opens it in the unit panel', async () => {
    const { page } = harness();
    await openContainer(page, 'Scriptorium');
    const pane = await expandView(page, 'Localization');
    await runCommand(page, 'Scriptorium: Refresh');
    await pane.locator('.monaco-list-row[aria-level="1"]').first().waitFor({ timeout: 60_000 });
    for (let level = 1; level <= 4; level++) if (!(await expandFirstAt(pane, level))) break;
    const unit = pane.locator('.monaco-list-row[aria-level="5"]').first();
    await unit.waitFor({ timeout: 60_000 });
    await unit.click();
    await page
      .frameLocator('iframe.webview.ready')
      .last()
      .frameLocator('iframe#active-frame')
      .locator('h1')
      .waitFor({ timeout: 60_000 });
    await screenshot(page, 'hostile-server-unit-panel');
    await collect();
    assert.deepEqual(await scriptRan(page), [], 'no script ran');
  });

  it('runs Open in Browser on every kind of Localization row and the unit panel’s link', async () => {
    const { page } = harness();
    const pane = viewPane(page, 'Localization');
    for (let level = 2; level <= 5; level++) {
      const row = pane.locator(`.monaco-list-row[aria-level="${level}"]`).first();
      if ((await row.count()) > 0) await offeredContextAction(page, row, 'Open in Browser');
      await collect();
    }
    const panel = page.frameLocator('iframe.webview.ready').last().frameLocator('iframe#active-frame');
    const open = panel.locator('button', { hasText: 'Open in browser' });
    if ((await open.count()) > 0) await open.first().click();
    // A link the guard lets through (one on the server's own origin, which VS Code trusts) opens with no
    // page or dialog the test can see, so there is no state to wait on: a page or dialog shows within this.
    await page.waitForTimeout(2_000);
    await collect();
    // The panel's own commands: Next, Previous and Next untranslated (through hostile neighbours), and the
    // first of the other languages' strings.
    for (const selector of [
      'button[title*="Alt+PageDown"]:not([title*="Ctrl"])',
      'button[title*="Alt+PageUp"]',
      'button[title*="Ctrl+Alt+PageDown"]',
    ]) {
      const navigate = panel.locator(selector).first();
      if ((await navigate.count()) > 0) await navigate.click({ timeout: 10_000 }).catch(() => undefined);
      await panel.locator('h1, .status').first().waitFor({ timeout: 60_000 });
    }
    const other = panel.locator('.others li a').first();
    if ((await other.count()) > 0) await other.click({ timeout: 10_000 }).catch(() => undefined);
    await panel.locator('h1, .status').first().waitFor({ timeout: 60_000 });
    await collect();
    assert.deepEqual(await scriptRan(page), [], 'no script ran');
  });

  // Decided: the clipboard gets the server's text exactly — a key is pasted to be found again, and a copy
  // with bidi or zero-width characters stripped would name a string that does not exist. The editor it is
  // pasted into shows such characters (VS Code highlights invisible and bidi characters). Only what the
  // system clipboard cannot hold differs: a lone surrogate arrives as U+FFFD.
  it('runs Copy Key and Copy Source on a string row: the clipboard holds exactly the server’s text, and nothing runs', async () => {
    const { page } = harness();
    const served = await allPages<ServedUnit>('units/?page_size=1000');
    // Every string row in sight: more of the corpus's values reach the clipboard than from one row.
    const rows = viewPane(page, 'Localization')
      .locator('.monaco-list-row[aria-level="5"]')
      .filter({ hasNotText: /Load more/i });
    const count = Math.min(await rows.count(), 6);
    assert.ok(count > 0, 'string rows to copy from');
    for (let r = 0; r < count; r++)
      for (const [command, of] of [
        ['Copy Key', (u: ServedUnit) => u.context],
        ['Copy Source', (u: ServedUnit) => u.source.join('\n')],
      ] as const) {
        const row = rows.nth(r);
        const marker = `before ${command} ${Date.now()}`;
        await writeClipboard(page, marker);
        assert.ok(await offeredContextAction(page, row, command), `${command} is offered on a string row`);
        const copied =
          (await eventually(`${command} wrote the clipboard`, async () => {
            const text = await readClipboard(page);
            return text !== marker ? text : undefined;
          })) ?? '';
        assert.ok(
          served.some((u) => asClipboardHolds(of(u)) === copied),
          `${command} copied a value the server sent: ${shown(copied)}`,
        );
        console.log(`      ${command}: ${shown(copied)}`);
        await collect();
      }
    assert.deepEqual(await scriptRan(page), [], 'no script ran');
  });

  it('runs Search Strings, Show Translation Statistics and Download Translation File on the tree rows', async () => {
    const { page } = harness();
    const pane = viewPane(page, 'Localization');
    const input = page.locator('.quick-input-widget');
    if (await offeredContextAction(page, pane.locator('.monaco-list-row[aria-level="4"]').first(), 'Search Strings')) {
      await input.waitFor({ state: 'visible', timeout: 30_000 });
      await page.keyboard.press('Escape');
    }
    assert.ok(
      await offeredContextAction(
        page,
        pane.locator('.monaco-list-row[aria-level="2"]').first(),
        'Show Translation Statistics',
      ),
      'statistics offered on a project row',
    );
    await input.waitFor({ state: 'visible', timeout: 60_000 });
    await screenshot(page, 'hostile-server-statistics');
    await page.keyboard.press('Escape');
    // Into the file the translation maps to: the server's file name must not take it out of the workspace
    // (nor anywhere but where the check at the end allows); a question where to save is declined.
    // Waited for: the download asks where to save (a quick input), or logs where it goes (a question
    // whether to write follows, as a notification), or why it could not. A fixed 3 s let a question come
    // later, under the next tests.
    const logBefore = scriptoriumLog().length;
    assert.ok(
      await offeredContextAction(
        page,
        pane.locator('.monaco-list-row[aria-level="4"]').first(),
        'Download Translation File',
      ),
      'download offered on a translation row',
    );
    const dialog = page.locator('.monaco-dialog-box');
    await eventually(
      'the download to ask or end',
      async () =>
        (await input.isVisible()) ||
        (await dialog.count()) > 0 ||
        /\[files\] (download|Could not download)/.test(scriptoriumLog().slice(logBefore)),
      60_000,
    );
    if (await input.isVisible()) await page.keyboard.press('Escape');
    await dismissDialogs(page, seen);
    await collect();
    assert.deepEqual(await scriptRan(page), [], 'no script ran');
  });

  it('browses the Translation Changes view, filters it and opens the string of a change', async () => {
    const { page } = harness();
    await collapseOtherViews(page, 'Translation Changes');
    const pane = await expandView(page, 'Translation Changes');
    await runCommand(page, 'Scriptorium: Refresh Changes');
    const rows = pane.locator('.monaco-list-row');
    await rows.first().waitFor({ timeout: 60_000 });
    await screenshot(page, 'hostile-server-changes');
    await runCommand(page, 'Scriptorium: Filter Changes');
    await pickItem(page, 'By user…');
    await answerInput(page, 'admin');
    // The view's description names the filter in force.
    const description = pane.locator('.pane-header .description');
    await description.filter({ hasText: '@admin' }).waitFor({ timeout: 30_000 });
    await runCommand(page, 'Scriptorium: Filter Changes');
    await pickItem(page, 'Clear filters');
    await eventually(
      'the filter cleared',
      async () => !(await description.innerText().catch(() => '')).includes('@admin'),
    );
    // A change about a string (its row has the string's icon) opens it in the unit panel. The panel an
    // earlier test opened is closed first, so that what is waited for is this click's panel: with it still
    // open, the wait passed at once and the click's panel came forward later, over the settings.json the next
    // test was typing into (CI 53).
    await runCommand(page, 'View: Close All Editors');
    const webviews = page.locator('iframe.webview.ready >> visible=true');
    await eventually('the unit panel closed', async () => (await webviews.count()) === 0, 30_000);
    const aboutString = rows.filter({ has: page.locator('.codicon-symbol-string') }).first();
    await aboutString.waitFor({ timeout: 60_000 });
    await aboutString.click();
    await webviewFrame(page).locator('h1, .status').first().waitFor({ timeout: 60_000 });
    await collect();
    assert.deepEqual(await scriptRan(page), [], 'no script ran');
    await collapseOtherViews(page, 'Localization');
    await expandView(page, 'Localization');
  });

  it('marks a locale file’s keys with the hostile server’s state, and its links, hover and status bar item open nothing outside', async () => {
    const { page } = harness();
    // A language no other scenario keeps a file of, so the extension reads its strings now, in hostile mode.
    const translations = await allPages<{ language_code: string }>('components/atlas/web/translations/');
    const code = ['cs', 'pl', 'es', 'ja', 'he'].find((c) => translations.some((t) => t.language_code === c));
    assert.ok(code, 'a translation of atlas/web to mark');
    const units = (await allPages<ServedUnit>(`translations/atlas/web/${code}/units/`)).filter(
      (u) => u.state < 20 && u.context !== '' && u.context.length < 10_000,
    );
    assert.ok(units.length > 0, 'untranslated strings to mark');
    const name = `hostile-${code}.json`;
    // The hostile filemask maps no file: the file is mapped by the setting made for that.
    await writeUserSettings({ 'scriptorium.localization.fileMappings': { [`locales/${name}`]: `atlas/web/${code}` } });
    removeLocaleFile = writeLocaleFile(name, localeFileOf(units.slice(0, 20).map((u) => u.context)));
    try {
      await openFile(page, name);
      await runCommand(page, 'Problems: Focus on Problems View');
      const rows = page.locator('.markers-panel .monaco-list-row', { hasText: /unit \d+/ });
      await eventually('a diagnostic on the hostile keys', async () => (await rows.count()) > 0, 60_000);
      await screenshot(page, 'hostile-server-locale-file');
      // The diagnostic's code ("unit N") is a link only when the guard lets the server's link through, and
      // no link of the corpus points at the server: none may be offered. Any that is, is followed (the
      // checks at the end then see what it opened).
      const codeLinks = page.locator('.markers-panel .monaco-list-row a', { hasText: /^\s*unit \d+\s*$/ });
      const linked = await codeLinks.count();
      console.log(`      locale file: ${await rows.count()} diagnostic(s), ${linked} with a link`);
      for (const link of await codeLinks.all()) await link.click({ timeout: 5_000 }).catch(() => undefined);
      assert.equal(linked, 0, 'no diagnostic links to a page off the server');
      // The hover shows the server's text; its links (only "Open in Scriptorium" may act) are followed too.
      await page
        .locator('.monaco-editor .view-line')
        .nth(1)
        .locator('span')
        .nth(1)
        .hover({ timeout: 10_000 })
        .catch(() => undefined);
      const hover = page.locator('.monaco-hover-content').first();
      if (
        await hover.waitFor({ timeout: 15_000 }).then(
          () => true,
          () => false,
        )
      )
        for (const a of await hover.locator('a').all()) await a.click({ timeout: 5_000 }).catch(() => undefined);
      await page.keyboard.press('Escape');
      // The status bar item of the file shows its translation in the Localization view.
      const item = page
        .locator('.statusbar-item', { hasText: /%/ })
        .filter({ hasText: new RegExp(code, 'i') })
        .first();
      await item.waitFor({ timeout: 30_000 });
      await item.click({ timeout: 10_000 });
      await page.waitForTimeout(2_000);
      await collect();
      assert.deepEqual(await scriptRan(page), [], 'no script ran');
    } finally {
      // The test's own file goes before the check for writes: only the extension's writes are judged.
      await runCommand(page, 'View: Close All Editors');
      removeLocaleFile();
    }
  });

  it('browses the Worldbuilding view, previews an article, runs Open on World Anvil and Copy Mention', async () => {
    const { page } = harness();
    // Room for the Worldbuilding tree: its rows out of view are not in the page at all.
    const localization = viewPane(page, 'Localization').locator('.pane-header');
    if ((await localization.getAttribute('aria-expanded')) === 'true') await localization.click();
    const pane = await expandView(page, 'Worldbuilding');
    await runCommand(page, 'Scriptorium: Refresh Worlds');
    // The refresh replaces the tree: wait for the hostile user in place of the real one before expanding.
    const user = pane.locator('.monaco-list-row[aria-level="1"]').first();
    await eventually(
      'the refreshed Worldbuilding tree',
      async () => !/sandbox-writer/.test(await user.innerText()),
      60_000,
    );
    for (let level = 1; level <= 3; level++) if (!(await expandFirstAt(pane, level))) break;
    const article = leafRows(pane)
      .filter({ hasNotText: /Load more|Retry|Sign in/i })
      .last();
    await article.waitFor({ timeout: 60_000 });
    await offeredContextAction(page, article, 'Open on World Anvil');
    await offeredContextAction(page, article, 'Copy Mention');
    // The extension host stays responsive while the preview parses megabyte strings.
    const started = Date.now();
    await article.click();
    await runCommand(page, 'Scriptorium: Show Log');
    await page
      .locator('.part.panel .title', { hasText: /output/i })
      .first()
      .waitFor({ timeout: 15_000 });
    const answered = Date.now() - started;
    assert.ok(answered < 15_000, `a command answered after ${answered} ms`);
    await page
      .frameLocator('iframe.webview.ready')
      .last()
      .frameLocator('iframe#active-frame')
      .locator('header h1, .status')
      .first()
      .waitFor({ timeout: 60_000 });
    for (const a of await page
      .frameLocator('iframe.webview.ready')
      .last()
      .frameLocator('iframe#active-frame')
      .locator('.article-body a[href]')
      .all())
      await a.click().catch(() => undefined);
    await screenshot(page, 'hostile-server-article-preview');
    await collect();
    assert.deepEqual(await scriptRan(page), [], 'no script ran');
  });

  it('pulls the article, previews the file and pushes it back', async () => {
    const { page, vscode } = harness();
    const pane = viewPane(page, 'Worldbuilding');
    const article = leafRows(pane)
      .filter({ hasNotText: /Load more|Retry|Sign in/i })
      .last();
    assert.ok(await offeredContextAction(page, article, 'Pull into a New File'), 'the pull command ran');
    const pulled = await (async () => {
      for (let i = 0; i < 120; i++) {
        const files = readdirSync(join(vscode.workspace, 'articles')).filter(
          (f) => !workspaceBefore.has(join(vscode.workspace, 'articles', f)),
        );
        if (files.length > 0) return files;
        // The new file is named first (the write policy): its name is checked below. A name that exists
        // already is asked about in a dialog: declined, the writer's file stays as it is.
        const write = page.locator('.notification-toast .monaco-button', { hasText: 'Write File' }).first();
        if (await write.isVisible()) await write.click();
        await dismissDialogs(page, seen);
        await page.waitForTimeout(500);
      }
      return [];
    })();
    await collect();
    if (pulled.length > 0) {
      assert.ok(
        pulled.every((f) => /^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(f)),
        `safe file names: ${pulled.join(', ')}`,
      );
      await page.locator('.tab.active').first().waitFor({ timeout: 30_000 });
      await runCommand(page, 'Scriptorium: Preview Article File');
      await page
        .frameLocator('iframe.webview.ready')
        .last()
        .frameLocator('iframe#active-frame')
        .locator('header h1, .status')
        .first()
        .waitFor({ timeout: 60_000 });
      await runCommand(page, 'Scriptorium: Push Article Changes');
      await page.waitForTimeout(5_000);
      await dismissDialogs(page, seen);
    } else assert.ok(seen.length > 0, 'a pull that wrote nothing said why');
    // Last, as it may leave the tree collapsed: the world's own link.
    await offeredContextAction(page, pane.locator('.monaco-list-row[aria-level="2"]').first(), 'Open on World Anvil');
    await page.waitForTimeout(2_000);
    await collect();
    assert.deepEqual(await scriptRan(page), [], 'no script ran');
  });

  it('wrote nothing outside the workspace’s articles folder', () => {
    const { vscode } = harness();
    assert.deepEqual(
      changed(outsideBefore, outsideSnapshot(vscode.root, vscode.workspace, vscode.userDataDir, vscode.extensionsDir)),
      [],
    );
    assert.deepEqual(strayWorkspaceWrites(vscode.workspace, workspaceBefore), []);
  });

  it('opened no external page and asked to open none', () => {
    assert.deepEqual(watch.opened, []);
  });

  it('showed only readable messages, and left no unhandled rejection', () => {
    const bad = [...new Set(seen)].filter((m) => UNREADABLE.test(m) || m.length > 2_000);
    assert.deepEqual(
      bad.map((m) => m.slice(0, 300)),
      [],
    );
    assert.equal(unhandled(), unhandledBefore, 'no new unhandled rejection in the extension host log');
  });
});
