// #31 items 7 and 8, after 05 (signed in) in the main workbench:
// - a mention in a remote article's preview opens the mentioned article's preview in the same panel (not a
//   page of the browser), whose header offers "Open on World Anvil" (the sandbox's own page, through the
//   link guard) and "Back";
// - keys World Anvil refuses at Sign In leave the stored sign-in working, the message says it was kept,
//   and Retry reopens the token step with the values as typed.
import { strict as assert } from 'node:assert';
import { harness, sandboxFetch } from '../harness';
import { openedLinks, recordWindowOpen, restoreWindowOpen, waitForOpened } from '../helpers/openedLinks';
import { clickNotificationButton, logSnapshot, newLogLines, notificationText } from '../helpers/state';
import {
  answerInput,
  eventually,
  expandView,
  openContainer,
  revealRow,
  runCommand,
  screenshot,
  scriptoriumLog,
  treeRow,
  viewPane,
  webviewFrame,
} from '../helpers/workbench';

const pane = () => viewPane(harness().page, 'Worldbuilding');

describe('Preview links and keeping a sign-in (#31)', () => {
  before(async () => {
    const { page } = harness();
    await openContainer(page, 'Scriptorium');
    await expandView(page, 'Worldbuilding');
    await runCommand(page, 'Scriptorium: Refresh Worlds');
    await treeRow(pane(), /^sandbox-writer/).waitFor({ timeout: 30_000 });
  });

  it('opens a mentioned article’s preview in the panel, with Back and “Open on World Anvil”', async () => {
    const { page, sandbox } = harness();
    await recordWindowOpen(page);
    const before = logSnapshot();
    try {
      await (await revealRow(pane(), [/^The Reedlands/, /^Places/], /^Aldmere(?! Harbour)/)).click();
      const frame = webviewFrame(page);
      await frame.locator('header h1', { hasText: /^Aldmere$/ }).waitFor({ timeout: 30_000 });
      await frame.locator('.article-body a.mention', { hasText: 'Queen Isaura' }).click();
      await frame.locator('header h1', { hasText: 'Queen Isaura' }).waitFor({ timeout: 30_000 });
      // The preview, not a web page: nothing was handed to the browser (VS Code's own webview link
      // handler used to open the relative /a/<id> on the workbench's origin).
      assert.deepEqual(await openedLinks(page), []);
      await screenshot(page, 'preview-mention-opened');

      // The second choice: the article's page on World Anvil (the sandbox serves it on its own origin).
      const expected = `${sandbox.origin}/w/the-reedlands/a/queen-isaura`;
      await frame.getByRole('button', { name: 'Open on World Anvil' }).click();
      await waitForOpened(page, expected);
      assert.deepEqual(
        newLogLines(before).filter((l) => /did not open a link/.test(l)),
        [],
        'the link guard let the sandbox page through',
      );
      const served = await sandboxFetch(expected);
      assert.equal(served.status, 200);
      assert.match(await served.text(), /<h1>Queen Isaura<\/h1>/);

      // Back: Aldmere again, and nothing further back.
      await frame.getByRole('button', { name: 'Back to Aldmere' }).click();
      await frame.locator('header h1', { hasText: /^Aldmere$/ }).waitFor({ timeout: 30_000 });
      assert.equal(await frame.getByRole('button', { name: /^Back to/ }).count(), 0);
    } finally {
      await restoreWindowOpen(page);
    }
  });

  it('keeps the existing sign-in when new keys are refused, and Retry reopens the token step as typed', async () => {
    const { page, sandbox } = harness();
    const keys = sandbox.credentials.worldAnvil;
    const wrongToken = 'not-the-token-7f3a';
    const checksWith = (token: string) =>
      sandbox.requests.filter((r) => r.path === '/api/external/boromir/identity' && r.headers['x-auth-token'] === token)
        .length;
    await runCommand(page, 'Notifications: Clear All Notifications');
    await runCommand(page, 'Scriptorium: Sign In to World Anvil');
    await answerInput(page, keys.applicationKey);
    await page.locator('.quick-input-widget', { hasText: '(2/2)' }).waitFor({ timeout: 30_000 });
    await answerInput(page, wrongToken);
    await eventually('World Anvil asked with the new keys', () => checksWith(wrongToken) > 0);

    // Refused: said plainly, and the stored sign-in still in use (the tree asks with the stored keys).
    const said = await notificationText(page, 'the refusal', /existing sign-in/, {
      screenshot: 'sign-in-refused-kept',
    });
    assert.match(said, /World Anvil did not accept these keys\. Your existing sign-in to World Anvil was kept\./);
    assert.doesNotMatch(said, /Sign in again|Not signed in/);
    const stored = checksWith(keys.authToken);
    await runCommand(page, 'Scriptorium: Refresh Worlds');
    await eventually('the tree asked World Anvil with the stored keys', () => checksWith(keys.authToken) > stored);
    await treeRow(pane(), /^sandbox-writer/).waitFor({ timeout: 30_000 });

    // Retry: the token step, holding what was typed (masked); Back reaches the key, as typed too.
    await clickNotificationButton(page, 'the refusal', /existing sign-in/, 'Retry');
    const widget = page.locator('.quick-input-widget');
    await widget.filter({ hasText: '(2/2)' }).waitFor({ timeout: 30_000 });
    const input = widget.locator('input.input');
    assert.equal(await input.getAttribute('type'), 'password');
    assert.equal(await input.inputValue(), wrongToken);
    await widget.locator('.quick-input-left-action-bar .action-label').first().click();
    await widget.filter({ hasText: '(1/2)' }).waitFor({ timeout: 30_000 });
    assert.equal(await input.inputValue(), keys.applicationKey);
    await answerInput(page, keys.applicationKey);
    await widget.filter({ hasText: '(2/2)' }).waitFor({ timeout: 30_000 });
    const beforeRight = checksWith(keys.authToken);
    await answerInput(page, keys.authToken);
    await eventually('the right keys checked', () => checksWith(keys.authToken) > beforeRight);
    await treeRow(pane(), /^sandbox-writer/).waitFor({ timeout: 30_000 });
    assert.ok(!scriptoriumLog().includes(wrongToken), 'the typed token is never logged');
  });
});
