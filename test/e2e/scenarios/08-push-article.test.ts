// Pushing an article file: only the fields changed since the last create/pull/push are sent; when the
// article changed on World Anvil meanwhile, a diff opens and nothing is overwritten without consent.
import { strict as assert } from 'node:assert';
import { harness, sandboxFetch } from '../harness';
import { editorText, logSnapshot, newLogLine, notificationText, recordedArticle } from '../helpers/state';
import { eventually, openFile, runCommand, screenshot } from '../helpers/workbench';

const keys = () => ({
  'x-auth-token': harness().sandbox.credentials.worldAnvil.authToken,
  'x-application-key': harness().sandbox.credentials.worldAnvil.applicationKey,
  'Content-Type': 'application/json',
});

describe('Push article changes', () => {
  it('sends only the changed field', async () => {
    const { page, sandbox } = harness();
    await openFile(page, 'aldmere-harbour.md');
    // The article 06 created (its id in the front matter, once the editor has drawn it).
    const created = (await eventually('the article’s id in the front matter', async () => {
      const recorded = recordedArticle(await editorText(page));
      return recorded.id ? recorded : undefined;
    }))!;
    await page.locator('.monaco-editor .view-line', { hasText: 'excerpt:' }).first().click();
    await page.keyboard.press('End');
    await page.keyboard.type(' Now with tide clocks.');
    sandbox.requests.length = 0;
    const before = logSnapshot();
    await runCommand(page, 'Scriptorium: Push Article Changes');
    // Pushed: the PATCH is logged with the fields it sent, then the front matter records the article's new
    // change date (the command's last step) — not the "Pushed" toast, which can be gone before a busy
    // machine looks. The next test's conflict check compares with that recorded date.
    await newLogLine('the push', before, new RegExp(`\\[push\\] patched ${created.id}: excerpt$`));
    await eventually('the new change date in the front matter', async () => {
      const updated = recordedArticle(await editorText(page)).updated;
      return updated !== undefined && updated !== created.updated;
    });
    const patch = sandbox.requests.find((r) => r.method === 'PATCH');
    assert.deepEqual(Object.keys(JSON.parse(patch!.body)), ['excerpt']);
    await screenshot(page, 'push-article');
  });

  it('shows a diff and asks before overwriting a change made on World Anvil', async () => {
    const { page, sandbox } = harness();
    const { id, updated } = recordedArticle(await editorText(page));
    assert.ok(id && updated);
    const res = await sandboxFetch(`${sandbox.boromirUrl}article?id=${id}`, {
      method: 'PATCH',
      headers: keys(),
      body: JSON.stringify({ subheading: 'Changed on the website' }),
    });
    // What the push compares: the change date World Anvil now has against the one the file recorded (the
    // last push's, recorded well before this change, so they differ by more than the millisecond they hold).
    const changed = ((await res.json()) as { updateDate?: { date?: string } }).updateDate?.date;
    assert.ok(
      changed && changed !== updated,
      `World Anvil’s change date (${changed}) differs from the one the file records (${updated})`,
    );
    await page.locator('.monaco-editor .view-line', { hasText: 'excerpt:' }).first().click();
    await page.keyboard.press('End');
    await page.keyboard.type('!');
    sandbox.requests.length = 0;
    await runCommand(page, 'Notifications: Clear All Notifications');
    const before = logSnapshot();
    await runCommand(page, 'Scriptorium: Push Article Changes');
    // The diff opens first, then the question: a notification beside it (issue 31), not a modal over it,
    // logged as it goes out.
    await newLogLine(
      'the question before overwriting',
      before,
      new RegExp(
        `\\[push\\] ${id} changed on World Anvil since the file's last pull or push: diff shown, asking before overwriting$`,
      ),
    );
    await page.locator('.monaco-diff-editor').first().waitFor({ timeout: 30_000 });
    await notificationText(page, 'the question before overwriting', /changed on World Anvil/);
    assert.equal(await page.locator('.monaco-dialog-box').count(), 0, 'no modal dialog covers the diff');
    await screenshot(page, 'push-conflict-diff');
    // Dismissed, the question is Cancel: the diff's tab closes, nothing is sent.
    await runCommand(page, 'Notifications: Clear All Notifications');
    await page
      .locator('.tab', { hasText: 'World Anvil ↔ articles/aldmere-harbour.md' })
      .first()
      .waitFor({ state: 'detached', timeout: 30_000 });
    assert.equal(sandbox.requests.filter((r) => r.method === 'PATCH').length, 0, 'nothing overwritten without consent');
  });
});
