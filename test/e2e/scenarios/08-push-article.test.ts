// Pushing an article file: only the fields changed since the last create/pull/push are sent; when the
// article changed on World Anvil meanwhile, a diff opens and nothing is overwritten without consent.
import { strict as assert } from 'node:assert';
import { harness, sandboxFetch } from '../harness';
import { eventually, notifications, openFile, runCommand, screenshot } from '../helpers/workbench';

const keys = () => ({ 'x-auth-token': harness().sandbox.credentials.worldAnvil.authToken, 'x-application-key': harness().sandbox.credentials.worldAnvil.applicationKey, 'Content-Type': 'application/json' });

async function editorText(): Promise<string> {
  return (await harness().page.locator('.monaco-editor .view-lines').first().innerText()).replace(/\u00a0/g, ' ');
}

describe('Push article changes', () => {
  it('sends only the changed field', async () => {
    const { page, sandbox } = harness();
    await openFile(page, 'aldmere-harbour.md');
    await page.locator('.monaco-editor .view-line', { hasText: 'excerpt:' }).first().click();
    await page.keyboard.press('End');
    await page.keyboard.type(' Now with tide clocks.');
    sandbox.requests.length = 0;
    await runCommand(page, 'Scriptorium: Push Article Changes');
    await eventually('the pushed message', async () => (await notifications(page)).some((n) => n.includes('Pushed excerpt to World Anvil')));
    const patch = sandbox.requests.find((r) => r.method === 'PATCH');
    assert.deepEqual(Object.keys(JSON.parse(patch!.body)), ['excerpt']);
    await screenshot(page, 'push-article');
  });

  it('shows a diff and asks before overwriting a change made on World Anvil', async () => {
    const { page, sandbox } = harness();
    const id = /id: "([0-9a-f-]{36})"/.exec(await editorText())?.[1];
    assert.ok(id);
    await new Promise((r) => setTimeout(r, 20)); // a later update_date than the last push
    await sandboxFetch(`${sandbox.boromirUrl}article?id=${id}`, { method: 'PATCH', headers: keys(), body: JSON.stringify({ subheading: 'Changed on the website' }) });
    await page.locator('.monaco-editor .view-line', { hasText: 'excerpt:' }).first().click();
    await page.keyboard.press('End');
    await page.keyboard.type('!');
    sandbox.requests.length = 0;
    await runCommand(page, 'Scriptorium: Push Article Changes');
    const dialog = page.locator('.monaco-dialog-box');
    await dialog.waitFor({ timeout: 30_000 });
    assert.match(await dialog.innerText(), /changed on World Anvil/);
    await page.locator('.monaco-diff-editor').first().waitFor({ timeout: 30_000 });
    await screenshot(page, 'push-conflict-diff');
    await dialog.locator('a.monaco-button, button', { hasText: 'Cancel' }).first().click();
    assert.equal(sandbox.requests.filter((r) => r.method === 'PATCH').length, 0, 'nothing overwritten without consent');
  });
});
