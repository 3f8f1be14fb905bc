// The offline queue, second round (#41), in real VS Code against the sandbox: the panel and the tree agree
// on the string being edited when another cannot be opened, and its pending text is named as pending; a
// conflict answered Keep Mine updates the panel and says once that the edit was sent; the Pending Edits
// list sends nothing by being looked at, and offers Send and Discard (the keeping answer focused); edits go out by
// themselves once the server answers again. Every wait is on state: the page, the tree, the status bar,
// the dialogs, the sandbox's units and request log.
import { strict as assert } from 'node:assert';
import { harness } from '../harness';
import { weblateApi } from '../helpers/localization';
import { focusedDialogButton } from '../helpers/state';
import { pane, pendingItem, saveWithoutServer, serverTarget } from '../helpers/offline';
import {
  keyRow,
  panel as frame,
  panelButton as button,
  panelShows as shows,
  startWithStrings,
  type SandboxUnit as Unit,
} from '../helpers/unitPanel';
import { eventually, pickItem, runCommand, treeRow } from '../helpers/workbench';

// Arabic, after the strings 42 and 48 edit; every string is put back at the end.
const listRow = (text: string | RegExp) =>
  harness().page.locator('.quick-input-list .monaco-list-row', { hasText: text }).first();
const patchesOf = (id: number, since: number) =>
  harness()
    .sandbox.requestLog.slice(since)
    .filter((l) => l.startsWith(`PATCH /api/units/${id}/`));

const selectedRowLabel = async () =>
  (await pane().locator('.monaco-list-row.selected').first().getAttribute('aria-label')) ?? '';

describe('The offline queue: one string edited, sent once, seen without sending', function () {
  this.timeout(600_000);
  let units: Unit[] = [];
  let a: Unit, b: Unit, c: Unit, d: Unit, e: Unit;

  before(async () => {
    await startWithStrings('ar');
    units = (await weblateApi('translations/atlas/web/ar/units/?page_size=40')).results as Unit[];
    const editable = units.filter((u) => u.source.length === 1 && u.state > 0 && u.state < 100);
    // b right before a: its row is drawn beside a's, and the panel showing a has not read it ahead (it
    // reads the string after the one shown), so opening it needs the server.
    const i = units.findIndex(
      (u, n) => n >= units.indexOf(editable[2]!) && editable.includes(u) && editable.includes(units[n + 1]!),
    );
    [b, a] = [units[i]!, units[i + 1]!];
    [c, d] = editable.filter((u) => u !== a && u !== b && editable.indexOf(u) >= 2).slice(0, 2) as [Unit, Unit];
    // The first one, whose row is in sight without scrolling (48 edits it too, and puts it back).
    e = editable.find((u) => ![a, b, c, d].includes(u))!;
    assert.ok(a && b && c && d && e, 'seven editable Arabic strings');
  });

  afterEach(() => harness().sandbox.faults.clear());

  after(async () => {
    harness().sandbox.faults.clear();
    for (const u of [a, b, c, d, e].filter(Boolean))
      await weblateApi(`units/${u.id}/`, {
        method: 'PATCH',
        body: JSON.stringify({ target: u.target, state: u.state }),
      });
    await runCommand(harness().page, 'View: Close All Editors');
  });

  it('offline, a click on another string: the panel and the tree stay on the string being edited, its pending text named pending, also after another tab', async () => {
    const { page } = harness();
    await saveWithoutServer(a.context, 'أ محفوظ');
    await treeRow(pane(), keyRow(b.context)).click();
    // The other string cannot be read: the panel says so, keeps the string, and the tree selects it again.
    await frame().locator('#status.error').waitFor({ timeout: 60_000 });
    await shows(a.context);
    await eventually('the tree selects the string the panel shows', async () =>
      (await selectedRowLabel()).startsWith(`String ${a.context},`),
    );
    // Typed over the pending text: the draft is compared with that text, which is named as pending.
    await frame().locator('#target-0').fill('أ محفوظ ثم مكتوب');
    const notice = frame().locator('#draft-notice');
    await notice.waitFor();
    assert.match(await notice.innerText(), /Pending, not on the server yet:/);
    assert.doesNotMatch(await notice.innerText(), /On the server:/);
    // Another tab and back: the page loads again and shows the same string, its draft and its pending edit.
    await runCommand(page, 'File: New Untitled Text File');
    await eventually(
      'the panel hidden',
      async () => (await page.locator('iframe.webview.ready >> visible=true').count()) === 0,
    );
    await page.locator('.tabs-container .tab', { hasText: a.context }).click();
    await shows(a.context);
    await frame().locator('#pending-notice').waitFor({ timeout: 30_000 });
    await eventually(
      'the draft is back',
      async () => (await frame().locator('#target-0').inputValue()) === 'أ محفوظ ثم مكتوب',
    );
    // Save goes to the string shown: still one pending edit, of it, with the new text.
    await button('Save').click();
    await eventually(
      'the draft saved as the pending edit',
      async () => (await frame().locator('#draft-notice').count()) === 0,
    );
    await pendingItem().filter({ hasText: '1 pending' }).waitFor({ timeout: 30_000 });
  });

  it('a conflict answered Keep Mine: the panel shows the sent text, not pending, and says once that it was sent', async () => {
    const { page, sandbox } = harness();
    const theirs = 'نص آخر من مترجم';
    try {
      sandbox.faults.clear();
      sandbox.faults.add({ kind: 'hold', method: 'GET', path: '^/api/' });
      await weblateApi(`units/${a.id}/`, { method: 'PATCH', body: JSON.stringify({ target: [theirs], state: 20 }) });
      const mark = sandbox.requestLog.length;
      await runCommand(page, 'Scriptorium: Send Pending Edits');
      await eventually('the send’s read of the string (held)', () =>
        sandbox.requestLog.slice(mark).some((l) => l.startsWith(`GET /api/units/${a.id}/`)),
      );
    } finally {
      sandbox.faults.clear();
    }
    const dialog = page.locator('.monaco-dialog-box');
    await dialog.waitFor({ timeout: 60_000 });
    await dialog.getByRole('button', { name: 'Keep Mine' }).click();
    await eventually('the server has mine', async () => (await serverTarget(a.id))[0] === 'أ محفوظ ثم مكتوب');
    await eventually(
      'the panel shows the sent text, no longer pending, and says it was sent',
      async () =>
        (await frame().locator('#pending-notice').count()) === 0 &&
        (await frame().locator('#target-0').inputValue()) === 'أ محفوظ ثم مكتوب' &&
        (await frame().locator('#status').innerText()).trim() === 'Sent 1 pending edit.',
    );
    assert.equal(await frame().locator('#status.error').count(), 0, 'no error line left');
    assert.deepEqual(await serverTarget(b.id), b.target, 'nothing went to the string clicked while offline');
    assert.doesNotMatch(await frame().locator('.markers').innerText(), /Untranslated/);
    await pendingItem().waitFor({ state: 'hidden', timeout: 30_000 });
  });

  it('the Pending Edits list: looking at an edit sends nothing; Send sends it; Discard asks with Keep Edit focused', async () => {
    const { page, sandbox } = harness();
    await saveWithoutServer(c.context, 'ج محفوظ');
    await pendingItem().click();
    await listRow(c.context).waitFor({ timeout: 30_000 });
    // The server is back (writes held, so a send shows in the log and changes nothing yet).
    sandbox.faults.clear();
    sandbox.faults.add({ kind: 'hold', method: 'PATCH', path: '^/api/units/' });
    const mark = sandbox.requestLog.length;
    await listRow(c.context).click();
    await listRow('Discard').waitFor({ timeout: 30_000 });
    assert.deepEqual(patchesOf(c.id, mark), [], 'looking at the edit sent nothing');
    await pickItem(page, 'Send');
    await eventually('Send sent it (its write held at the server)', () => patchesOf(c.id, mark).length > 0);
    sandbox.faults.clear();
    await eventually('the server has it', async () => (await serverTarget(c.id))[0] === 'ج محفوظ');
    await pendingItem().waitFor({ state: 'hidden', timeout: 30_000 });

    await saveWithoutServer(d.context, 'د محفوظ');
    await pendingItem().click();
    await listRow(d.context).click();
    await pickItem(page, 'Discard');
    const dialog = page.locator('.monaco-dialog-box');
    await dialog.waitFor({ timeout: 30_000 });
    assert.equal(await focusedDialogButton(page), 'Keep Edit', 'Enter keeps the edit');
    await dialog.getByRole('button', { name: 'Discard', exact: true }).click();
    await pendingItem().waitFor({ state: 'hidden', timeout: 30_000 });
    sandbox.faults.clear();
    await eventually(
      'the panel no longer shows it pending',
      async () => (await frame().locator('#pending-notice').count()) === 0,
    );
    assert.deepEqual(await serverTarget(d.id), d.target, 'the server’s text stays');
  });

  it('edits go out by themselves once the server answers again', async () => {
    const { sandbox } = harness();
    await saveWithoutServer(e.context, 'هـ محفوظ');
    await pendingItem().filter({ hasText: '1 pending' }).waitFor({ timeout: 30_000 });
    sandbox.faults.clear();
    // Nothing else is done: no command, no click, no other string opened.
    await eventually('the server has it', async () => (await serverTarget(e.id))[0] === 'هـ محفوظ', 90_000);
    await pendingItem().waitFor({ state: 'hidden', timeout: 30_000 });
  });
});
