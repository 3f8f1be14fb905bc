// Conflicts with World Anvil (issue 31, items 3–5), after 05's sign-in, on an article this scenario
// creates: Create Article keeps the writer's key order and records what World Anvil decided, so a push
// conflict right after shows no difference at all; a real conflict shows only the changed lines; the
// question is a notification (no modal dialog covering the diff, no default button, dismissing it is
// Cancel) offering to take World Anvil's version or keep both; each file has one diff tab, closed once the
// question is answered.
import { strict as assert } from 'node:assert';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { harness, sandboxFetch } from '../harness';
import {
  clickNotificationButton,
  editorText,
  hideNotificationCenter,
  logSnapshot,
  newLogLine,
  notificationText,
  recordedArticle,
} from '../helpers/state';
import { writeUserSettings } from '../helpers/settings';
import { diffSides, onlyIn } from '../helpers/conflictDiff';
import { eventually, openFile, pickItem, runCommand, screenshot } from '../helpers/workbench';

const NAME = 'tide-clock-guild.md';
const BESIDE = 'tide-clock-guild.world-anvil.md';
const FILE = [
  '---',
  'title: Tide Clock Guild',
  'template: location',
  'isDraft: true',
  'excerpt: Keepers of the harbour clocks.',
  '---',
  'The guild answers to the [[Harbour Law]].',
  '',
].join('\n');
const articles = () => join(harness().vscode.workspace, 'articles');
const keys = () => ({
  'x-auth-token': harness().sandbox.credentials.worldAnvil.authToken,
  'x-application-key': harness().sandbox.credentials.worldAnvil.applicationKey,
  'Content-Type': 'application/json',
});
const PUSH_QUESTION = /“Tide Clock Guild” changed on World Anvil since your last pull or push/;

/** A change made on World Anvil by someone else (a PATCH straight to the sandbox): the article's change date moves on. */
async function changeOnWorldAnvil(id: string, body: Record<string, string>): Promise<void> {
  const res = await sandboxFetch(`${harness().sandbox.boromirUrl}article?id=${id}`, {
    method: 'PATCH',
    headers: keys(),
    body: JSON.stringify(body),
  });
  assert.equal(res.status, 200);
}

/** The push's log line as its question goes out (written right after the diff opens). */
const asking = () =>
  new RegExp(
    `\\[push\\] [0-9a-f-]{36} changed on World Anvil since the file's last pull or push: diff shown, asking before overwriting$`,
  );

/** The diff tabs open for the article file (push's label names it). */
const conflictTabs = () => harness().page.locator('.tab', { hasText: `World Anvil ↔ articles/${NAME}` });

const patches = () => harness().sandbox.requests.filter((r) => r.method === 'PATCH').length;

describe('Conflicts with World Anvil', () => {
  let id = '';
  // Markdown wraps long lines (a language default), which would cut a front-matter line in two on the
  // narrower side of the diff: the sides are compared line by line, so the diff does not wrap here.
  before(() => writeUserSettings({ 'diffEditor.wordWrap': 'off' }));
  after(async () => {
    rmSync(join(articles(), BESIDE), { force: true });
    await writeUserSettings({ 'diffEditor.wordWrap': undefined });
  });

  it('creates keeping the writer’s key order, records what World Anvil decided, and a push conflict right after shows no difference', async () => {
    const { page } = harness();
    writeFileSync(join(articles(), NAME), FILE);
    await runCommand(page, 'File: Save All');
    await runCommand(page, 'View: Close All Editors');
    await openFile(page, NAME);
    await runCommand(page, 'Scriptorium: Create Article from Current File');
    await pickItem(page, 'The Reedlands');
    await pickItem(page, 'Places');
    id = (await eventually('the id in the front matter', async () => recordedArticle(await editorText(page)).id))!;
    const front = (await editorText(page)).split('---')[1]!;
    const keysInOrder = front
      .split('\n')
      .map((l) => /^([A-Za-z]+):/.exec(l)?.[1])
      .filter(Boolean);
    // The writer's keys as written; the picks and World Anvil's defaults (state: the world's; WIP: 1) after them.
    assert.deepEqual(keysInOrder, [
      'title',
      'template',
      'isDraft',
      'excerpt',
      'world',
      'category',
      'state',
      'isWip',
      'scriptorium',
    ]);
    // Someone saves the article on World Anvil unchanged: its change date moves, nothing else.
    await changeOnWorldAnvil(id, { excerpt: 'Keepers of the harbour clocks.' });
    harness().sandbox.requests.length = 0;
    const before = logSnapshot();
    await runCommand(page, 'Scriptorium: Push Article Changes');
    await newLogLine('the push asking', before, asking());
    await conflictTabs().first().waitFor({ timeout: 30_000 });
    const { original, modified } = await diffSides();
    // No front-matter noise (order, quoting, bookkeeping) and no mention written two ways: nothing differs.
    assert.deepEqual(original, modified);
    assert.ok(!original.some((l) => /scriptorium:|hashes:/.test(l)), 'the bookkeeping is not in the diff');
    await screenshot(page, 'wa-conflict-no-difference');
    // The question is a notification: no modal dialog covers the diff. Dismissed, it is Cancel.
    await notificationText(page, 'the push question', PUSH_QUESTION);
    assert.equal(await page.locator('.monaco-dialog-box').count(), 0, 'no modal dialog');
    await runCommand(page, 'Notifications: Clear All Notifications');
    await eventually('the diff tab closed', async () => (await conflictTabs().count()) === 0);
    assert.equal(patches(), 0, 'nothing pushed');
  });

  it('shows only the changed lines, keeps one diff tab per file, and takes World Anvil’s version when asked', async () => {
    const { page } = harness();
    await changeOnWorldAnvil(id, { subheading: 'Changed on the website' });
    await openFile(page, NAME);
    await page.locator('.monaco-editor .view-line', { hasText: 'excerpt:' }).first().click();
    await page.keyboard.press('End');
    await page.keyboard.type(' And the bells.');
    harness().sandbox.requests.length = 0;
    await runCommand(page, 'Notifications: Clear All Notifications');
    await runCommand(page, 'Scriptorium: Push Article Changes');
    await conflictTabs().first().waitFor({ timeout: 30_000 });
    const { original, modified } = await eventually('the local edit in the diff', async () => {
      const s = await diffSides();
      return s.modified.some((l) => l.includes('And the bells.')) ? s : undefined;
    }).then((s) => s!);
    assert.deepEqual(onlyIn(original, modified), [
      'excerpt: "Keepers of the harbour clocks."',
      'subheading: "Changed on the website"',
    ]);
    assert.deepEqual(onlyIn(modified, original), ['excerpt: "Keepers of the harbour clocks. And the bells."']);
    await screenshot(page, 'wa-conflict-changed-lines');
    // Pushed again while the first question waits: the second conflict's diff takes the first one's tab.
    const firstAsked = logSnapshot();
    await runCommand(page, 'Scriptorium: Push Article Changes');
    // Logged once its diff is open (the first one's tab closed before).
    await newLogLine('the second push asking', firstAsked, asking());
    assert.equal(await conflictTabs().count(), 1, 'one diff tab for the file');
    await runCommand(page, 'Notifications: Clear All Notifications');
    await eventually('the diff tab closed', async () => (await conflictTabs().count()) === 0);
    // Asked again and answered Take World Anvil's Version: the file gets World Anvil's text, nothing is pushed.
    const before = logSnapshot();
    await runCommand(page, 'Scriptorium: Push Article Changes');
    await newLogLine('the push asking', before, asking());
    await clickNotificationButton(page, 'the push question', PUSH_QUESTION, 'Take World Anvil’s Version');
    await hideNotificationCenter(page);
    await newLogLine(
      'World Anvil’s version taken',
      before,
      new RegExp(`\\[push\\] took ${id} from World Anvil into articles/${NAME} instead of pushing$`),
    );
    const text = await editorText(page);
    assert.match(text, /subheading: "Changed on the website"/);
    assert.doesNotMatch(text, /And the bells\./);
    await eventually('the diff tab closed', async () => (await conflictTabs().count()) === 0);
    assert.equal(patches(), 0, 'nothing pushed');
  });

  it('pulling over local changes asks the same way, and Keep Both writes World Anvil’s version beside the file', async () => {
    const { page } = harness();
    // In the body: the front matter is World Anvil's now, its excerpt quoted.
    await openFile(page, NAME);
    await page.locator('.monaco-editor .view-line', { hasText: 'The guild answers' }).first().click();
    await page.keyboard.press('End');
    await page.keyboard.type(' Kept here.');
    await runCommand(page, 'Notifications: Clear All Notifications');
    const asked = logSnapshot();
    await runCommand(page, 'Scriptorium: Pull Article into Current File');
    await newLogLine(
      'the pull asking',
      asked,
      new RegExp(
        `\\[pull\\] articles/${NAME} has changes not pushed: diff shown, asking before replacing them with ${id}$`,
      ),
    );
    const pullTab = page.locator('.tab', { hasText: 'Tide Clock Guild: World Anvil ↔ your file' });
    await pullTab.first().waitFor({ timeout: 30_000 });
    const { original, modified } = await diffSides();
    const mine = onlyIn(modified, original);
    assert.equal(mine.length, 1, `one line differs: ${JSON.stringify(mine)}`);
    assert.match(mine[0]!, /^The guild answers to the \[\[Harbour Law\]\]\. Kept here\.$/);
    assert.deepEqual(onlyIn(original, modified), ['The guild answers to the [[Harbour Law]].']);
    assert.equal(await page.locator('.monaco-dialog-box').count(), 0, 'no modal dialog');
    const before = logSnapshot();
    await clickNotificationButton(page, 'the pull question', /has changes not pushed to World Anvil/, 'Keep Both');
    await hideNotificationCenter(page);
    await newLogLine(
      'World Anvil’s version beside the file',
      before,
      new RegExp(`\\[pull\\] pulled ${id} beside articles/${NAME} as articles/${BESIDE.replace(/\./g, '\\.')}$`),
    );
    assert.ok(existsSync(join(articles(), BESIDE)));
    assert.doesNotMatch(readFileSync(join(articles(), BESIDE), 'utf8'), /Kept here/);
    // The conflict's diff gave way to World Anvil's version beside ↔ the file, to merge by hand.
    await eventually('the conflict diff closed', async () => (await pullTab.count()) === 0);
    await page
      .locator('.tab', { hasText: 'Tide Clock Guild: World Anvil’s version ↔ your file' })
      .first()
      .waitFor({ timeout: 30_000 });
    await screenshot(page, 'wa-conflict-keep-both');
    await runCommand(page, 'File: Save All');
    await runCommand(page, 'View: Close All Editors');
  });
});
