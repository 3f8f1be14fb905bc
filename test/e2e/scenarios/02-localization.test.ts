// The translator's path in real VS Code against the sandbox: browse, load more, search, open a string,
// edit and save it; errors as nodes with the action that helps.
import { strict as assert } from 'node:assert';
import { liveObjects } from '../helpers/extensionHost';
import { harness, sandboxFetch } from '../harness';
import { literal, logSnapshot, newLogLine, userSettings } from '../helpers/state';
import {
  answerInput,
  eventually,
  expandRow,
  expandView,
  openContainer,
  pickItem,
  runCommand,
  screenshot,
  treeLabels,
  treeRow,
  viewPane,
  webviewFrame,
  shownHover,
} from '../helpers/workbench';
import { headingOf } from '../helpers/unitPanel';

const pane = () => viewPane(harness().page, 'Localization');

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

describe('Localization tree', () => {
  before(async () => {
    await openContainer(harness().page, 'Scriptorium');
    await expandView(harness().page, 'Localization');
  });

  it('connects: address and token are checked, then the projects show', async () => {
    const { page, sandbox } = harness();
    const before = logSnapshot();
    await runCommand(page, 'Scriptorium: Connect to Localization Server');
    await answerInput(page, sandbox.weblateUrl);
    // The token prompt names the server it is for (a token typed into the first box would be lost).
    await page
      .locator('.quick-input-widget', { hasText: `Connect to ${sandbox.origin} (2/2)` })
      .waitFor({ timeout: 30_000 });
    await answerInput(page, sandbox.credentials.weblate.adminToken);
    // Connected: the check passed, the address is saved and the token stored (the log line comes after
    // both). Not the "Connected to" toast, which can be gone before a busy machine looks.
    await newLogLine(
      'the connection',
      before,
      new RegExp(`\\[connect\\] connected to ${literal(sandbox.origin)} with a token`),
    );
    assert.equal(
      userSettings()['scriptorium.localization.serverUrl'],
      sandbox.weblateUrl,
      'the address is saved in the settings',
    );
    await treeRow(pane(), 'Atlas Mobile').waitFor({ timeout: 30_000 });
    const labels = await treeLabels(pane());
    assert.ok(
      labels.some((l) => l.startsWith('Internal Tools')),
      'the private project is visible with the admin token',
    );
    assert.ok(labels.some((l) => l.startsWith('Languages')));
    await screenshot(harness().page, 'localization-projects');
  });

  it('expands down to strings and loads more', async () => {
    await expandRow(pane(), /^Atlas\s*atlas/);
    await expandRow(pane(), /^Web application/);
    await expandRow(pane(), /^German/);
    const more = treeRow(pane(), /Load more/);
    await more.waitFor({ timeout: 30_000 });
    assert.match(await more.innerText(), /10 of 28/);
    await treeRow(pane(), 'menu.file.open').waitFor();
    await more.click();
    // The list is virtual (rows out of view are not in the page): count the German strings by aria-setsize.
    const unitRow = pane().locator('.monaco-list-row[aria-level="5"]').first();
    await eventually(
      '20 strings and a Load more row',
      async () => (await unitRow.getAttribute('aria-setsize')) === '21',
    );
    // The Load more replaced the level's 10 rows by 20: the extension host holds the items of those 20,
    // not of the 10 too (VS Code kept replaced rows until the view's next change: #28,
    // NodeTreeProvider.listing).
    let live = -1;
    await eventually('the extension host holds only the 20 string rows shown', async () => {
      live = await liveObjects('StringRowItem');
      return live === 20;
    }).catch((e: unknown) => {
      throw new Error(`${(e as Error).message} (string row items alive: ${live})`);
    });
    await screenshot(harness().page, 'localization-units');
  });

  it('filters a translation’s strings with a Weblate query', async () => {
    await treeRow(pane(), /^German/).click();
    await runCommand(harness().page, 'Scriptorium: Search Strings');
    await pickItem(harness().page, 'Untranslated or needing editing');
    const expected = (await api('translations/atlas/web/de/units/?q=state%3A%3Ctranslated&page_size=1000')).results.map(
      (u: { context: string }) => u.context,
    );
    await eventually('the filter in the translation row', async () =>
      /filter: state:<translated/.test(await treeRow(pane(), /^German/).innerText()),
    );
    await eventually('only matching strings', async () =>
      (await treeLabels(pane())).some((l) => l.startsWith(expected[0])),
    );
    const shown = (await treeLabels(pane())).filter((l) => /^[a-z]+\.[a-zA-Z]+\./.test(l));
    assert.ok(
      shown.length > 0 && shown.every((row) => expected.some((k: string) => row.startsWith(k))),
      `shown ${shown.join(', ')} ⊆ ${expected.join(', ')}`,
    );
    await screenshot(harness().page, 'localization-search');
    // The view notes the active filter, and a refresh of the whole view keeps both (#31): the filtered list
    // never passes for the whole translation.
    const header = pane().locator('.pane-header');
    await eventually('the view notes the filter', async () => /filtered \(1\)/.test(await header.innerText()));
    await header.hover();
    // The refresh's own reading of the filtered strings is waited for: the filter's note was there before
    // the click, so reading it alone could pass before the refresh began, and the next test's click on a
    // string row then landed on a row the refresh was about to replace (under load: no panel opened).
    const beforeRefresh = logSnapshot();
    await header.locator('.action-item [aria-label^="Refresh"]').first().click();
    await newLogLine(
      'German’s strings read again',
      beforeRefresh,
      /units\/\?q=state%3A%3Ctranslated&page_size=10 → 200/,
    );
    await eventually('the filter kept after the refresh', async () =>
      /filter: state:<translated/.test(await treeRow(pane(), /^German/).innerText()),
    );
    assert.match(await header.innerText(), /filtered \(1\)/);
  });

  it('opens a string in the unit panel with its context and other languages', async () => {
    const key = (await api('translations/atlas/web/de/units/?q=state%3A%3Ctranslated&page_size=1000')).results.find(
      (u: { source: string[] }) => u.source.length === 1,
    ).context;
    await treeRow(pane(), new RegExp(`^${key.replace(/\./g, '\\.')}`)).click();
    const frame = webviewFrame(harness().page);
    await frame.locator('h1', { hasText: headingOf(key) }).waitFor({ timeout: 30_000 });
    await frame.locator('.others li').first().waitFor();
    assert.ok((await frame.locator('.others li').count()) >= 5, 'the string in the other languages');
    assert.ok(await frame.locator('.others [dir="rtl"]').count(), 'Arabic shown right to left');
    await screenshot(harness().page, 'unit-panel');
  });

  it('gives a string row its tooltip when hovered (rows carry none until asked: #28)', async () => {
    const unit = (await api('translations/atlas/web/de/units/?q=state%3A%3Ctranslated&page_size=1000')).results.find(
      (u: { source: string[] }) => u.source.length === 1,
    ) as { context: string; source: string[] };
    // The pointer is still on the row the test before clicked: it leaves first, or no hover starts.
    await harness().page.mouse.move(0, 0);
    await treeRow(pane(), new RegExp(`^${unit.context.replace(/\./g, '\\.')}`)).hover();
    const tip = shownHover(harness().page, unit.source[0]!);
    await tip.waitFor({ timeout: 30_000 });
    assert.match(await tip.innerText(), /Source:/);
    await harness().page.keyboard.press('Escape');
  });

  it('edits and saves a string, and the server has it', async () => {
    const frame = webviewFrame(harness().page);
    const key = await frame.locator('h1').innerText();
    await frame.locator('#target-0').fill('Gespeichert von Scriptorium');
    await frame.locator('#state').selectOption('20');
    await frame.locator('#save').click();
    await frame.locator('.status.ok', { hasText: 'Saved' }).waitFor({ timeout: 30_000 });
    const units = (await api(`translations/atlas/web/de/units/?q=${encodeURIComponent(`key:="${key}"`)}`)).results;
    assert.deepEqual(units[0].target, ['Gespeichert von Scriptorium']);
    assert.equal(units[0].state, 20);
    await screenshot(harness().page, 'unit-saved');
  });

  it('shows the server’s validation message beside the field', async () => {
    const frame = webviewFrame(harness().page);
    harness().sandbox.faults.add({
      kind: 'status',
      status: 400,
      path: '^/api/units/\\d+/$',
      method: 'PATCH',
      times: 1,
    });
    await frame.locator('#save').click();
    await frame.locator('.status.error').waitFor({ timeout: 30_000 });
    harness().sandbox.faults.clear();
  });

  // Was a bug: opening another string set the panel's target before it loaded, while the form still
  // showed the first one; Ctrl+Enter in that window PATCHed the first string's text into the second.
  it('never saves the text shown into a string that is still loading', async () => {
    const { page, sandbox } = harness();
    const frame = webviewFrame(page);
    await frame.locator('#target-0').fill('Text of the string shown');
    const other = frame.locator('.others li a').first();
    const language = (await other.innerText()).replace(/\s*\(.*$/, '');
    sandbox.faults.add({ kind: 'latency', latencyMs: 2500, method: 'GET', path: '^/api/units/\\d+/$' });
    sandbox.requests.length = 0;
    await other.click();
    // The typed text is a draft (#31): the panel asks before leaving it; discarded, the other string loads.
    await frame.locator('#leave-discard').click({ timeout: 30_000 });
    await frame.locator('#status', { hasText: 'Loading' }).waitFor({ timeout: 10_000 });
    const readOnlyWhileLoading = await frame
      .locator('#target-0')
      .evaluate((el) => (el as HTMLTextAreaElement).readOnly);
    // The keys a translator presses in that window, as they would: into the box that still shows the text.
    await frame.locator('#target-0').press('Control+Enter');
    await frame.locator('.where', { hasText: language }).waitFor({ timeout: 30_000 });
    sandbox.faults.clear();
    // The harm first (on the code before the fix this lists the PATCH of the shown text into the other
    // string), then the guard that prevents it.
    assert.deepEqual(
      sandbox.requests.filter((r) => r.method === 'PATCH').map((r) => `${r.path} ${r.body}`),
      [],
      'nothing saved while loading',
    );
    assert.equal(readOnlyWhileLoading, true, 'the form is read-only while loading');
  });

  it('clears the search filter with the button on its row', async () => {
    const row = treeRow(pane(), /^German/);
    await row.hover();
    await row.locator('.action-label[aria-label^="Clear Search Filter"]').click();
    await eventually(
      'the row without its filter',
      async () => !/filter:/.test(await treeRow(pane(), /^German/).innerText()),
    );
    await eventually(
      'the view without the note',
      async () => !/filtered/.test(await pane().locator('.pane-header').innerText()),
    );
  });
});

describe('Localization errors as nodes', () => {
  afterEach(() => harness().sandbox.faults.clear());

  it('shows a sign-in node when the token is refused', async () => {
    harness().sandbox.faults.add({ kind: 'status', status: 401, path: '^/api/projects/$' });
    await runCommand(harness().page, 'Scriptorium: Refresh');
    const node = treeRow(pane(), /did not accept your credentials/);
    await node.waitFor({ timeout: 30_000 });
    await screenshot(harness().page, 'localization-sign-in-node');
  });

  it('shows a retry node with a readable message on a server fault, and recovers', async () => {
    harness().sandbox.faults.clear();
    harness().sandbox.faults.add({ kind: 'status', status: 500, path: '^/api/projects/$' });
    await runCommand(harness().page, 'Scriptorium: Refresh');
    const node = treeRow(pane(), /Server error 500/);
    await node.waitFor({ timeout: 30_000 });
    await screenshot(harness().page, 'localization-retry-node');
    harness().sandbox.faults.clear();
    await node.click();
    await treeRow(pane(), 'Atlas Mobile').waitFor({ timeout: 30_000 });
  });
});
