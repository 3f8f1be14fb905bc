// Keyboard only, as a person without a mouse works: a string opened from a locale file's problem (F8, then
// Ctrl+. for its quick fix), edited and saved in the unit panel (Tab, Enter, Ctrl+Enter); an article file
// previewed and pushed through the command palette (F1). Focus is visible on every control reached, and the
// panel's live regions say what happened. Relies on 02 (connected) and 05/06 (signed in, article created).
import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Frame } from 'playwright-core';
import { harness, sandboxFetch } from '../harness';
import { openStringFromProblem, paletteCommand } from '../helpers/keyboard';
import { logSnapshot, newLogLine, recordedArticle } from '../helpers/state';
import { panelFrame } from '../helpers/webviewA11y';
import { eventually, openFile, screenshot } from '../helpers/workbench';

async function api(path: string, init: { method?: string; body?: string } = {}) {
  const { sandbox } = harness();
  const res = await sandboxFetch(`${sandbox.origin}/api/${path}`, {
    ...init,
    headers: { Authorization: `Token ${sandbox.credentials.weblate.adminToken}`, 'Content-Type': 'application/json' },
  });
  return res.json() as Promise<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** The id of the focused element in the frame, once it is `id` (the webview takes focus asynchronously). */
async function focusIs(frame: Frame, id: string): Promise<void> {
  await eventually(`focus on #${id}`, () =>
    frame.evaluate(() => document.activeElement?.id ?? '').then((a) => a === id),
  );
}

/**
 * The focused control shows a visible outline in the theme's focus colour. `:focus-visible` matches only
 * while the webview's frame has the window's focus; under load VS Code was once seen to hand focus back to
 * the frame a moment after the Tab (the element was already active, the pseudo-class not yet), so the
 * match is awaited, and the last reading is named if it never comes.
 */
async function focusVisible(frame: Frame, id: string): Promise<void> {
  const read = () =>
    frame.evaluate((i) => {
      const el = document.getElementById(i)!;
      const s = getComputedStyle(el);
      return {
        active: document.activeElement === el,
        frameFocused: document.hasFocus(),
        visible: el.matches(':focus-visible'),
        outline: s.outlineStyle,
        width: s.outlineWidth,
        focusBorder: getComputedStyle(document.documentElement).getPropertyValue('--vscode-focusBorder').trim(),
      };
    }, id);
  let style = await read();
  await eventually(`#${id} to match :focus-visible`, async () => (style = await read()).visible, 5_000).catch(
    () => undefined,
  );
  assert.ok(style.visible, `#${id} matches :focus-visible (${JSON.stringify(style)})`);
  assert.notEqual(style.outline, 'none', `#${id} has a focus outline`);
  assert.ok(parseFloat(style.width) >= 1, `#${id} outline is at least 1px (${style.width})`);
  assert.ok(style.focusBorder.length > 0, 'the theme defines --vscode-focusBorder');
}

describe('Keyboard only', () => {
  it('opens a string from a locale-file problem, edits and saves it, and hears the result', async () => {
    const { page, sandbox } = harness();
    const { frame } = await openStringFromProblem(page, 'pt-BR.json', 'Portuguese');
    const shownKey = (await frame.locator('h1').innerText()).trim();
    await focusIs(frame, 'target-0');
    // The first key pressed as focus moves into the webview's frame can land outside it (seen once in CI:
    // "alvo pelo teclado"); the box must hold exactly what was typed before the test goes on. What a retry
    // finds is removed with Backspace, which the text box handles itself: Ctrl+A in a webview goes through
    // the workbench and back (select all), so it could land after the typing, leaving the text selected
    // and the next Tab unanswered (a cold CI run timed out waiting for focus on #state that way).
    await eventually('the box holds what was typed', async () => {
      const left = (await frame.locator('#target-0').inputValue()).length;
      if (left > 0) {
        await page.keyboard.press('Control+End');
        for (let i = 0; i < left; i++) await page.keyboard.press('Backspace');
      }
      await page.keyboard.type('Salvo pelo teclado');
      return (await frame.locator('#target-0').inputValue()) === 'Salvo pelo teclado';
    });
    await page.keyboard.press('Tab');
    await focusIs(frame, 'state');
    await focusVisible(frame, 'state');
    await page.keyboard.press('Tab');
    await focusIs(frame, 'save');
    await focusVisible(frame, 'save');
    await screenshot(page, 'keyboard-save-focused');
    await page.keyboard.press('Enter');
    // The save result is announced: the page's one status live region says it.
    const status = frame.locator('#status[role="status"][aria-live="polite"]');
    await status.filter({ hasText: /\S/ }).waitFor({ timeout: 30_000 });
    await eventually(
      'the saved status',
      async () => (await status.innerText()).length > 0 && (await status.getAttribute('class'))?.includes('ok'),
    );
    const units = (await api(`translations/atlas/web/pt_BR/units/?q=${encodeURIComponent(`key:="${shownKey}"`)}`))
      .results;
    assert.deepEqual(units[0].target, ['Salvo pelo teclado']);

    // A refused save: the message lands in the live region (and a field's own alert slot when named).
    sandbox.faults.add({ kind: 'status', status: 400, path: '^/api/units/\\d+/$', method: 'PATCH', times: 1 });
    // The saved string was shown again with the focus back in its box.
    await focusIs(frame, 'target-0');
    await page.keyboard.type('!');
    await page.keyboard.press('Control+Enter');
    await eventually(
      'the refusal announced',
      async () =>
        (await status.getAttribute('class'))?.includes('error') && (await status.innerText()).trim().length > 0,
    );
    assert.equal(
      (await frame.locator('.problem[role="alert"]').count()) >= 2,
      true,
      'each box and the state have an alert slot',
    );
    sandbox.faults.clear();
    await screenshot(page, 'keyboard-save-refused');
    // A refused save keeps the text as a draft (#31): discarded here with the keyboard, so the string is
    // left as found and a later scenario opening it is not asked about this draft.
    await frame.getByRole('button', { name: 'Discard draft', exact: true }).focus();
    await page.keyboard.press('Enter');
    await frame.locator('#draft-notice').waitFor({ state: 'hidden', timeout: 30_000 });
    // Left as found: the string untranslated again, so the file's problem (and this scenario) can run again.
    await api(`units/${units[0].id}/`, { method: 'PATCH', body: JSON.stringify({ target: [''], state: 0 }) });
  });

  it('previews and pushes an article file through the command palette', async () => {
    const { page } = harness();
    await openFile(page, 'aldmere-harbour.md');
    await paletteCommand(page, 'Scriptorium: Preview Article File');
    const frame = await panelFrame(page, /^Aldmere Harbour$/);
    await frame
      .locator('section h2')
      .first()
      .waitFor({ timeout: 30_000 })
      .catch(() => undefined);
    // The editor kept the focus (the preview opens beside it): type at the end of the body.
    await page.keyboard.press('Control+End');
    await page.keyboard.type('\nThe harbour bell is rung by hand.');
    await frame
      .locator('.article-body', { hasText: 'The harbour bell is rung by hand.' })
      .first()
      .waitFor({ timeout: 30_000 });
    await page.keyboard.press('Control+S');
    // The Notification Center is emptied first, so Tab walks this push's question only.
    await paletteCommand(page, 'Notifications: Clear All Notifications');
    const before = logSnapshot();
    await paletteCommand(page, 'Scriptorium: Push Article Changes');
    // Another scenario may have changed the article on World Anvil: then a diff opens and a notification
    // asks (issue 31); the Notification Center, opened from the palette, takes the focus and Tab reaches
    // the question's overwrite button.
    const conflictTab = page.locator('.tab', { hasText: 'World Anvil ↔ articles/aldmere-harbour.md' });
    // Pushed: World Anvil has the typed sentence (the article's id is in the file's front matter).
    // Read from the file (saved since 06 created it): the editor draws only the lines in view, and the
    // front matter's id is above them once the body's end has the cursor.
    const id = recordedArticle(
      readFileSync(join(harness().vscode.workspace, 'articles', 'aldmere-harbour.md'), 'utf8'),
    ).id;
    assert.ok(id, 'the article file names its World Anvil id');
    const pushed = async () => {
      const res = await sandboxFetch(`${harness().sandbox.boromirUrl}article?id=${id}&granularity=2`, {
        headers: {
          'x-auth-token': harness().sandbox.credentials.worldAnvil.authToken,
          'x-application-key': harness().sandbox.credentials.worldAnvil.applicationKey,
        },
      });
      return /rung by hand/.test(JSON.stringify(await res.json()));
    };
    await eventually('the push answered', async () => (await conflictTab.count()) > 0 || (await pushed()));
    if (!(await pushed())) {
      // Logged right before the question is put.
      await newLogLine(
        'the push asking',
        before,
        /\[push\] .* changed on World Anvil since the file's last pull or push: diff shown, asking before overwriting$/,
      );
      await paletteCommand(page, 'Notifications: Show Notifications');
      await page
        .locator('.notifications-center.visible .notification-list-item-message', { hasText: /changed on World Anvil/ })
        .first()
        .waitFor({ timeout: 30_000 });
      // The focused row's text holds the question (which says "Overwrite" too): the button is the element
      // whose whole text is its label.
      const focusedText = () =>
        page.evaluate(() => ((document.activeElement as HTMLElement | null)?.innerText ?? '').trim());
      for (let i = 0; i < 12 && (await focusedText()) !== 'Overwrite World Anvil'; i++)
        await page.keyboard.press('Tab');
      assert.equal(await focusedText(), 'Overwrite World Anvil', 'Tab reaches the question’s Overwrite button');
      await page.keyboard.press('Enter');
      await eventually('the push on World Anvil', pushed);
    }
    await screenshot(page, 'keyboard-push');
  });
});
