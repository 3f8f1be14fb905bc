// Pulling articles: from the Worldbuilding view into a new Markdown file (or .bbcode, with a message, when
// Markdown would change the article), and into the open file, asking first when it has local changes.
import { strict as assert } from 'node:assert';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { harness } from '../harness';
import {
  answerWriteQuestion,
  clickNotificationButton,
  hideNotificationCenter,
  literal,
  logSnapshot,
  newLogLine,
  notificationText,
} from '../helpers/state';
import {
  collapseAll,
  contextAction,
  eventually,
  expandRow,
  expandView,
  openContainer,
  pullFromTree,
  runCommand,
  screenshot,
  treeRow,
} from '../helpers/workbench';
import { ESCAPE_ARTICLE_TITLE, ESCAPE_SLUG, ESCAPE_WEB_URL } from '../../../sandbox/hostile/links';

async function editorText(): Promise<string> {
  return (await harness().page.locator('.monaco-editor .view-lines').first().innerText()).replace(/\u00a0/g, ' ');
}

const conflictTab = () => harness().page.locator('.tab', { hasText: 'The Salt Road: World Anvil ↔ your file' });
const pulledFile = (name: string) => readFileSync(join(harness().vscode.workspace, 'articles', name), 'utf8');

describe('Pull article', () => {
  it('pulls an article into a new Markdown file', async () => {
    const { page } = harness();
    await pullFromTree(harness().page, /^Places/, /^The Salt Road/);
    await page.locator('.tab.active', { hasText: 'the-salt-road.md' }).waitFor({ timeout: 30_000 });
    const text = pulledFile('the-salt-road.md');
    assert.match(text, /\n## The Salt Road\n/);
    assert.match(text, /\*\*The Salt Road\*\* is part of/);
    assert.match(text, /scriptorium:\n {2}id: "[0-9a-f-]{36}"/);
    await page.keyboard.press('Control+End'); // the body, below the front matter
    await screenshot(page, 'pull-article-markdown');
  });

  it('asks before replacing local changes when pulling into the open file', async () => {
    const { page } = harness();
    await page.locator('.monaco-editor .view-line', { hasText: 'is part of' }).first().click();
    await page.keyboard.press('End');
    await page.keyboard.type(' A local edit.');
    await runCommand(page, 'Notifications: Clear All Notifications');
    // The pointer off the tree: an article's hover there would cover the Notification Center's buttons.
    await page.mouse.move(900, 450);
    const asking =
      /\[pull\] articles\/the-salt-road\.md has changes not pushed: diff shown, asking before replacing them with [0-9a-f-]{36}$/;
    const first = logSnapshot();
    await runCommand(page, 'Scriptorium: Pull Article into Current File');
    // The diff, then the question beside it (a notification: dismissing it is Cancel, issue 31).
    await newLogLine('the question before replacing', first, asking);
    await conflictTab().first().waitFor({ timeout: 30_000 });
    await notificationText(page, 'the question before replacing', /changes not pushed/);
    await runCommand(page, 'Notifications: Clear All Notifications');
    await conflictTab().first().waitFor({ state: 'detached', timeout: 30_000 });
    assert.match(await editorText(), /A local edit\./, 'cancel keeps the local text');
    const before = logSnapshot();
    await runCommand(page, 'Scriptorium: Pull Article into Current File');
    // Asked (logged as the question goes out), then its button in the Notification Center.
    await newLogLine('the question before replacing', before, asking);
    await clickNotificationButton(
      page,
      'the question before replacing',
      /changes not pushed/,
      'Take World Anvil’s Version',
    );
    await hideNotificationCenter(page);
    // Pulled: the edit is applied, then logged (not the "Pulled" toast, which can be gone before a busy
    // machine looks); then the editor shows the article's text without the local edit.
    await newLogLine(
      'the pull into the open file',
      before,
      /\[pull\] pulled [0-9a-f-]{36} into articles\/the-salt-road\.md$/,
    );
    await eventually('the pulled text', async () => {
      await page.keyboard.press('Control+End');
      const text = await editorText();
      return /is part of/.test(text) && !/A local edit\./.test(text);
    });
  });

  it('keeps an article as .bbcode when Markdown would change it, and says why', async () => {
    const { page } = harness();
    // The explanation is read from the Notification Center (toasts come and go), whose list draws only
    // the rows in sight: cleared first, it holds this pull's messages only.
    await runCommand(page, 'Notifications: Clear All Notifications');
    const before = logSnapshot();
    await pullFromTree(harness().page, /^Places/, /^Aldmere(?! Harbour)/);
    await page.locator('.tab.active', { hasText: 'aldmere.bbcode' }).waitFor({ timeout: 30_000 });
    // Pulled (the file written and shown, then logged), then the message that says why.
    await newLogLine(
      'the pull into a new file',
      before,
      /\[pull\] pulled [0-9a-f-]{36} into articles\/aldmere\.bbcode$/,
    );
    await notificationText(page, 'the explanation', /Pulled as \.bbcode: content/);
    assert.match(pulledFile('aldmere.bbcode'), /\[quote\]The sea gives, the sea keeps\.\[\/quote\]/);
  });

  // Was a bug: the slug went through Uri.joinPath, which resolves `..`, so a server could write anywhere.
  it('writes an article whose slug leaves the folder inside articles/, and nothing outside', async () => {
    const { page, vscode } = harness();
    const outside = resolve(vscode.workspace, 'articles', `${ESCAPE_SLUG}.md`);
    assert.ok(!outside.startsWith(vscode.workspace), 'the slug does point outside the workspace');
    const pane = await notebook();
    await contextAction(page, treeRow(pane, new RegExp(`^${ESCAPE_ARTICLE_TITLE}`)), 'Pull into a New File');
    // The write policy names the file before it is written: inside articles/, under a safe name.
    assert.match(await answerWriteQuestion(page, /writes articles\/escaped-by-slug\.md \(new file\)/), /Write\?$/);
    await page.locator('.tab.active', { hasText: 'escaped-by-slug.md' }).waitFor({ timeout: 30_000 });
    assert.match(pulledFile('escaped-by-slug.md'), /A door that should stay shut\./);
    assert.equal(existsSync(outside), false, `nothing written at ${outside}`);
  });

  // Was a bug: the server's url went to openExternal unchecked (smb: and file: reach the operating system).
  it('refuses to open an smb: link from the server, saying which origin links must point at', async () => {
    const { page, sandbox } = harness();
    // The refusal is read from the Notification Center (toasts come and go): cleared first, so its list,
    // which draws only the rows in sight, holds this refusal.
    await runCommand(page, 'Notifications: Clear All Notifications');
    const pane = await notebook();
    const before = logSnapshot();
    await contextAction(page, treeRow(pane, new RegExp(`^${ESCAPE_ARTICLE_TITLE}`)), 'Open on World Anvil');
    // Refused: logged, then said (the log line comes first, naming the same link and origin).
    await newLogLine(
      'the refusal',
      before,
      new RegExp(
        `\\[worlds\\] did not open a link from the server that does not point at ${literal(sandbox.origin)}: ${literal(ESCAPE_WEB_URL)}$`,
      ),
    );
    const said = await notificationText(page, 'the refusal naming the link and the origin', /did not open/, {
      screenshot: 'link-refused',
    });
    assert.ok(
      said.includes(ESCAPE_WEB_URL) && said.includes(sandbox.origin),
      `the refusal names the link and the origin: ${said}`,
    );
  });
});

/** The Worldbuilding view with the private world Secret Notebook expanded. */
async function notebook() {
  const { page } = harness();
  await openContainer(page, 'Scriptorium');
  const pane = await expandView(page, 'Worldbuilding');
  // An article's hover tooltip from the previous test would take the click.
  await page.mouse.move(900, 450);
  await page.keyboard.press('Escape');
  // The list is virtual: with The Reedlands open, the notebook's articles would be below the view.
  await collapseAll(pane);
  await expandRow(pane, /^sandbox-writer/);
  await expandRow(pane, /^Secret Notebook/);
  return pane;
}
