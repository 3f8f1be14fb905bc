// Pulling a whole world into a folder from the Worldbuilding view (through Boromir): one file per
// article under safe names inside the folder picked in VS Code's own folder dialog, with a progress
// notification; pulled again, nothing is rewritten; then, after changes here and on World Anvil (made
// through the sandbox's API), a third pull updates what changed only there, keeps what changed only here,
// and reports what changed on both sides with a diff, leaving that file untouched.
import { strict as assert } from 'node:assert';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { harness, sandboxFetch } from '../harness';
import { answerWriteQuestion, clickNotificationButton, hideNotificationCenter, logSnapshot, newLogLine, notificationText } from '../helpers/state';
import { eventually, expandView, openContainer, openFile, runCommand, screenshot, treeRow, treeContextMenu } from '../helpers/workbench';

const folder = () => join(harness().vscode.workspace, 'reedlands');
const files = () => readdirSync(folder()).filter((f) => !f.startsWith('.') && !f.endsWith('.part')).sort();
/** Outside the workspace: where a planted link points. */
const outsideFile = () => join(tmpdir(), `scriptorium-world-pull-outside-${process.pid}.txt`);
const read = (name: string) => readFileSync(join(folder(), name), 'utf8');

/** A change made on World Anvil: a PATCH through the sandbox's Boromir face, as another client would. */
async function changeOnWorldAnvil(file: string, change: Record<string, string>): Promise<void> {
  const { sandbox } = harness();
  const id = /scriptorium:\n {2}id: "([0-9a-f-]{36})"/.exec(read(file))![1];
  const headers = { 'x-auth-token': sandbox.credentials.worldAnvil.authToken, 'x-application-key': sandbox.credentials.worldAnvil.applicationKey, 'content-type': 'application/json' };
  const res = await sandboxFetch(`${sandbox.boromirUrl}article?id=${id}`, { method: 'PATCH', headers, body: JSON.stringify(change) });
  assert.equal(res.status, 200, await res.text());
}

/** Pull into a Folder… on the world; with `newFiles`, answers the question about the new files with Write. */
async function pullWorld(newFiles?: RegExp): Promise<void> {
  const { page } = harness();
  await openContainer(page, 'Scriptorium');
  const pane = await expandView(page, 'Worldbuilding');
  if ((await treeRow(pane, /^The Reedlands/).count()) === 0) await runCommand(page, 'Scriptorium: Refresh Worlds');
  await treeContextMenu(pane, /^The Reedlands/, 'Pull into a Folder…');
  // VS Code's folder dialog (the simple one in the browser): type the folder, then accept it.
  const input = page.locator('.quick-input-widget input.input');
  await input.waitFor({ state: 'visible', timeout: 30_000 });
  // The dialog lists folders only (with ".." for the parent), and works in steps that each end in a state
  // it shows. It opens on the workspace's parent, lists the workspace, then puts the workspace's path into
  // the box, replacing whatever was typed meanwhile (seen under load: the pull went to the workspace root):
  // so type only once it shows the workspace listed.
  const rows = () => page.locator('.quick-input-list .monaco-list-row').evaluateAll((els) => els.map((e) => (e as HTMLElement).innerText.trim()));
  await eventually('the folder dialog listing the workspace', async () => (await input.inputValue()) === `${harness().vscode.workspace}/` && (await rows()).includes('reedlands'));
  await input.fill(`${folder()}/`);
  // Then it lists the folder typed. Pull Here pressed before that (while it still checks the path) only
  // makes it list the folder, and the dialog stays open: accept once the listing shows the folder's own
  // (no subfolders, so only "..", and none of the workspace's).
  await eventually('the folder dialog listing the folder typed', async () => {
    const shown = await rows();
    return (await input.inputValue()) === `${folder()}/` && shown.includes('..') && !shown.includes('reedlands') && !shown.includes('articles');
  });
  await page.locator('.quick-input-widget .monaco-button', { hasText: 'Pull Here' }).first().click();
  if (newFiles) await answerWriteQuestion(page, newFiles);
}

describe('Pull a whole world into a folder', () => {
  before(() => mkdirSync(folder(), { recursive: true }));

  it('writes one file per article, with names made from the titles, inside the folder', async () => {
    const { page, sandbox } = harness();
    sandbox.requests.length = 0;
    const before = logSnapshot();
    // No new file appears unasked: one question names how many and where (the write policy, issue 25).
    await pullWorld(/Pulling “The Reedlands” writes \d+ new files into reedlands: /);
    // Pulled: the summary is logged (the same text the message shows, which a toast can lose).
    const done = await newLogLine('the pull’s summary', before, /\[pull\] .*: The Reedlands: \d+ new, /, 90_000);
    await runCommand(page, 'View: Close All Editors');
    await screenshot(page, 'world-pull');
    const names = files();
    assert.ok(names.length >= 24, names.join(' '));
    for (const n of names) assert.match(n, /^[A-Za-z0-9][A-Za-z0-9._-]*\.(md|bbcode)$/);
    assert.ok(names.includes('Queen-Isaura.md') && names.includes('Aldmere.bbcode'));
    assert.match(readFileSync(join(folder(), 'Queen-Isaura.md'), 'utf8'), /scriptorium:\n {2}id: "[0-9a-f-]{36}"/);
    assert.match(String(done), new RegExp(`${names.length} new`));
    assert.ok(sandbox.requests.every((r) => !r.path.startsWith('/api/aragorn/')), 'all through Boromir');
  });

  it('pulled again, rewrites nothing', async () => {
    const { page, sandbox } = harness();
    const before = files().map((f) => [f, statSync(join(folder(), f)).mtimeMs] as const);
    sandbox.requests.length = 0;
    const logged = logSnapshot();
    await pullWorld();
    await newLogLine('the second pull’s summary', logged, new RegExp(`\\[pull\\] .*: The Reedlands: 0 new, 0 updated, ${before.length} unchanged`), 90_000);
    assert.deepEqual(files().map((f) => [f, statSync(join(folder(), f)).mtimeMs] as const), before);
    assert.equal(sandbox.requests.filter((r) => r.path === '/api/external/boromir/article').length, 0, 'no article was fetched again');
    await screenshot(page, 'world-pull-again');
  });

  it('pulled after changes on both sides: updates, keeps, and reports the conflict with a diff, leaving the file alone', async () => {
    const { page } = harness();
    for (const f of ['Glasswort.md', 'Reedfolk.md', 'Starsalt.md']) assert.ok(files().includes(f), f);
    const keptHere = `${read('Glasswort.md')}\nMy own note.\n`;
    writeFileSync(join(folder(), 'Glasswort.md'), keptHere);
    // Edited near the top, so both changes are in view in the diff.
    const bothSides = read('Reedfolk.md').replace('## Reedfolk\n', '## Reedfolk\nEdited here too.\n');
    assert.notEqual(bothSides, read('Reedfolk.md'));
    writeFileSync(join(folder(), 'Reedfolk.md'), bothSides);
    await changeOnWorldAnvil('Reedfolk.md', { excerpt: 'Also changed on World Anvil.' });
    await changeOnWorldAnvil('Starsalt.md', { excerpt: 'Changed on World Anvil only.' });
    // A link planted where an update once wrote its temporary file (issue 25, defect 2): the update of
    // Starsalt.md must not write through it.
    writeFileSync(outsideFile(), 'untouched');
    symlinkSync(outsideFile(), join(folder(), 'Starsalt.md.part'));
    // The message's Show Conflicts is clicked in the Notification Center, which keeps it (a toast with
    // buttons still hides after 12 s); cleared first, its list (drawing only the rows in sight) holds
    // this pull's messages only.
    await runCommand(page, 'Notifications: Clear All Notifications');
    const before = logSnapshot();
    await pullWorld();
    // Pulled: the summary is logged first, then shown with the conflict and its button.
    const summary = /0 new, 1 updated, \d+ unchanged, 1 kept \(edited here\), 1 conflicts/;
    assert.match(await newLogLine('the pull’s summary', before, /\[pull\] .*: The Reedlands: /, 90_000), summary);
    const conflictLogged = logSnapshot();
    const said = await clickNotificationButton(page, 'the conflict message', /Changed both here and on World Anvil: Reedfolk/, 'Show Conflicts');
    assert.match(said, summary);
    // The diff: World Anvil's side on the left, the writer's file on the right; and the question beside it,
    // a notification (issue 31: no modal dialog over the diff), read once it went out (the log says so:
    // the Notification Center opened before it would hide again, empty).
    await newLogLine('the conflict question', conflictLogged, /\[pull\] Reedfolk\.md changed on World Anvil and here: diff shown, asking$/);
    await hideNotificationCenter(page);
    await notificationText(page, 'the conflict question', /“Reedfolk” changed on World Anvil and in your file/);
    assert.equal(await page.locator('.monaco-dialog-box').count(), 0, 'no modal dialog covers the diff');
    const diff = page.locator('.monaco-diff-editor').first();
    await diff.waitFor({ timeout: 30_000 });
    // The editor draws spaces as no-break spaces: compare with every kind of space made one.
    const side = async (which: 'original' | 'modified') => (await diff.locator(`.editor.${which} .view-lines`).innerText()).replace(/\s+/g, ' ');
    await eventually('both sides in the diff', async () => /Also changed on World Anvil/.test(await side('original')) && /Edited here too/.test(await side('modified')));
    assert.match(await page.locator('.tab.active').innerText(), /Reedfolk: World Anvil ↔ your file/);
    await screenshot(page, 'world-pull-conflict');
    // Dismissed, the question is Cancel; the diff's tab closes.
    await runCommand(page, 'Notifications: Clear All Notifications');
    await page.locator('.tab', { hasText: 'Reedfolk: World Anvil ↔ your file' }).first().waitFor({ state: 'detached', timeout: 30_000 });
    await hideNotificationCenter(page);
    assert.equal(read('Reedfolk.md'), bothSides, 'the conflicting file is untouched');
    assert.equal(read('Glasswort.md'), keptHere, 'a file changed only here is kept');
    assert.match(read('Starsalt.md'), /Changed on World Anvil only\./, 'a file changed only on World Anvil is updated');
    assert.equal(readFileSync(outsideFile(), 'utf8'), 'untouched', 'nothing written through the planted link');
    rmSync(join(folder(), 'Starsalt.md.part'));
    await runCommand(page, 'View: Close All Editors');
  });

  it('pulls into an open Markdown file an article that can only be BBCode now: World Anvil’s version goes beside it, the Markdown stays', async () => {
    const { page } = harness();
    const before = read('Glasswort.md');
    // Upper-case tags have no Markdown form that converts back to the same BBCode.
    await changeOnWorldAnvil('Glasswort.md', { content: '[B]Shouted[/B] from the walls.' });
    await openFile(page, 'Glasswort.md');
    // The message's Show Differences is clicked in the Notification Center, which keeps it (a toast with
    // buttons still hides after 12 s); cleared first, its list holds this pull's messages only.
    await runCommand(page, 'Notifications: Clear All Notifications');
    await runCommand(page, 'Scriptorium: Pull Article into Current File');
    // Show Differences first: World Anvil's BBCode against the Markdown's own BBCode, then the question's Write.
    const besideLogged = logSnapshot();
    const said = await clickNotificationButton(page, 'the message that the article cannot be Markdown', /cannot be written as Markdown without changing it/, 'Show Differences');
    assert.match(said, /Your Markdown file stays as it is/);
    const diff = page.locator('.monaco-diff-editor').first();
    await diff.waitFor({ timeout: 30_000 });
    assert.match(await page.locator('.tab.active').innerText(), /World Anvil ↔ your file \(both as BBCode\)/);
    const side = async (which: 'original' | 'modified') => (await diff.locator(`.editor.${which} .view-lines`).innerText()).replace(/\s+/g, ' ');
    await eventually('the remote BBCode on the left', async () => /\[B\]Shouted\[\/B\]/.test(await side('original')));
    await newLogLine('the question to write beside', besideLogged, /\[pull\] reedlands\/Glasswort\.md: World Anvil's version of [0-9a-f-]{36} is BBCode only: diff shown, asking to write it beside as reedlands\/Glasswort\.bbcode$/);
    await hideNotificationCenter(page);
    const logged = logSnapshot();
    await clickNotificationButton(page, 'the question to write beside', /beside your file as .*Glasswort\.bbcode\? Your Markdown file stays as it is/, 'Glasswort.bbcode');
    await eventually('Glasswort.bbcode beside the Markdown', () => files().includes('Glasswort.bbcode'));
    // The pull ends by opening the file it wrote, then logging it: wait for that, or the editor taking focus
    // closes the command palette opened below right as it shows (seen under load).
    await newLogLine('the file written beside', logged, /\[pull\] pulled [0-9a-f-]{36} beside reedlands\/Glasswort\.md as reedlands\/Glasswort\.bbcode$/);
    await page.locator('.tab.active', { hasText: 'Glasswort.bbcode' }).waitFor({ timeout: 30_000 });
    await hideNotificationCenter(page);
    assert.match(read('Glasswort.bbcode'), /\[B\]Shouted\[\/B\]/);
    assert.equal(read('Glasswort.md'), before, 'the Markdown file is neither replaced nor converted');
    await runCommand(page, 'View: Close All Editors');
  });
});
