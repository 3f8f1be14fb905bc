// Pulling a whole world into a folder from the Worldbuilding view (through Boromir): one file per
// article under safe names, in its category's folder, inside the folder picked in VS Code's own folder dialog, with a progress
// notification; pulled again, nothing is rewritten; then, after changes here and on World Anvil (made
// through the sandbox's API), a third pull updates what changed only there, keeps what changed only here,
// and reports what changed on both sides with a diff, leaving that file untouched.
import { strict as assert } from 'node:assert';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { harness, sandboxFetch } from '../harness';
import { pickFolder } from '../helpers/folderDialog';
import {
  answerWriteQuestion,
  clickNotificationButton,
  hideNotificationCenter,
  logSnapshot,
  newLogLine,
  notificationText,
} from '../helpers/state';
import {
  eventually,
  expandView,
  openContainer,
  openFile,
  runCommand,
  screenshot,
  treeRow,
  treeContextMenu,
} from '../helpers/workbench';

const folder = () => join(harness().vscode.workspace, 'reedlands');
/** The pulled articles' files, `/`-separated paths below the folder (categories are folders; images in assets/, scenario 45). */
const files = () =>
  readdirSync(folder(), { recursive: true, encoding: 'utf8' })
    .map((f) => f.split(sep).join('/'))
    .filter(
      (f) =>
        !f.split('/').some((s) => s.startsWith('.')) &&
        !f.startsWith('assets/') &&
        !f.endsWith('.part') &&
        statSync(join(folder(), f)).isFile(),
    )
    .sort();
/** Outside the workspace: where a planted link points. */
const outsideFile = () => join(tmpdir(), `scriptorium-world-pull-outside-${process.pid}.txt`);
const read = (name: string) => readFileSync(join(folder(), name), 'utf8');
// Where the pull puts them: the sandbox files species and materials under Lore, peoples under People.
const GLASSWORT = 'Lore/Glasswort.md';
const REEDFOLK = 'People/Reedfolk.md';
const STARSALT = 'Lore/Starsalt.md';

/** A change made on World Anvil: a PATCH through the sandbox's Boromir face, as another client would. */
async function changeOnWorldAnvil(file: string, change: Record<string, string>): Promise<void> {
  const { sandbox } = harness();
  const id = /scriptorium:\n {2}id: "([0-9a-f-]{36})"/.exec(read(file))![1];
  const headers = {
    'x-auth-token': sandbox.credentials.worldAnvil.authToken,
    'x-application-key': sandbox.credentials.worldAnvil.applicationKey,
    'content-type': 'application/json',
  };
  const res = await sandboxFetch(`${sandbox.boromirUrl}article?id=${id}`, {
    method: 'PATCH',
    headers,
    body: JSON.stringify(change),
  });
  assert.equal(res.status, 200, await res.text());
}

/**
 * Pull into a Folder… on the world; with `newFiles`, answers the question about the new files with Write.
 * Resolves to the folder the dialog opened on.
 */
async function pullWorld(newFiles?: RegExp): Promise<string> {
  const { page } = harness();
  await openContainer(page, 'Scriptorium');
  const pane = await expandView(page, 'Worldbuilding');
  if ((await treeRow(pane, /^The Reedlands/).count()) === 0) await runCommand(page, 'Scriptorium: Refresh Worlds');
  await treeContextMenu(pane, /^The Reedlands/, 'Pull into a Folder…');
  const opened = await pickFolder(page, folder(), 'Pull Here');
  if (newFiles) await answerWriteQuestion(page, newFiles);
  return opened;
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
    for (const n of names) assert.match(n, /^([A-Za-z0-9][A-Za-z0-9_-]*\/)*[A-Za-z0-9][A-Za-z0-9._-]*\.(md|bbcode)$/);
    // Each in its category's folder, a nested category nested.
    assert.ok(names.includes('People/Queen-Isaura.md') && names.includes('Places/Aldmere.bbcode'), names.join(' '));
    assert.ok(
      names.some((n) => n.startsWith('Places/Districts/')),
      names.join(' '),
    );
    assert.match(read('People/Queen-Isaura.md'), /scriptorium:\n {2}id: "[0-9a-f-]{36}"/);
    assert.match(String(done), new RegExp(`${names.length} new`));
    assert.ok(
      sandbox.requests.every((r) => !r.path.startsWith('/api/aragorn/')),
      'all through Boromir',
    );
  });

  it('pulled again, rewrites nothing', async () => {
    const { page, sandbox } = harness();
    const before = files().map((f) => [f, statSync(join(folder(), f)).mtimeMs] as const);
    sandbox.requests.length = 0;
    const logged = logSnapshot();
    // The dialog opens on the folder this world was last pulled into (#31).
    assert.equal(await pullWorld(), folder());
    await newLogLine(
      'the second pull’s summary',
      logged,
      new RegExp(`\\[pull\\] .*: The Reedlands: 0 new, 0 updated, ${before.length} unchanged`),
      90_000,
    );
    assert.deepEqual(
      files().map((f) => [f, statSync(join(folder(), f)).mtimeMs] as const),
      before,
    );
    assert.equal(
      sandbox.requests.filter((r) => r.path === '/api/external/boromir/article').length,
      0,
      'no article was fetched again',
    );
    await screenshot(page, 'world-pull-again');
  });

  it('pulled after changes on both sides: updates, keeps, and reports the conflict with a diff, leaving the file alone', async () => {
    const { page } = harness();
    for (const f of [GLASSWORT, REEDFOLK, STARSALT]) assert.ok(files().includes(f), f);
    const keptHere = `${read(GLASSWORT)}\nMy own note.\n`;
    writeFileSync(join(folder(), GLASSWORT), keptHere);
    // Edited near the top, so both changes are in view in the diff.
    const bothSides = read(REEDFOLK).replace('## Reedfolk\n', '## Reedfolk\nEdited here too.\n');
    assert.notEqual(bothSides, read(REEDFOLK));
    writeFileSync(join(folder(), REEDFOLK), bothSides);
    await changeOnWorldAnvil(REEDFOLK, { excerpt: 'Also changed on World Anvil.' });
    await changeOnWorldAnvil(STARSALT, { excerpt: 'Changed on World Anvil only.' });
    // A link planted where an update once wrote its temporary file (issue 25, defect 2): the update of
    // Starsalt.md must not write through it.
    writeFileSync(outsideFile(), 'untouched');
    symlinkSync(outsideFile(), join(folder(), `${STARSALT}.part`));
    // The message's Show Conflicts is clicked in the Notification Center, which keeps it (a toast with
    // buttons still hides after 12 s); cleared first, its list (drawing only the rows in sight) holds
    // this pull's messages only.
    await runCommand(page, 'Notifications: Clear All Notifications');
    const before = logSnapshot();
    await pullWorld();
    // Pulled: the summary is logged first, then shown with the conflict and its button.
    const summary = /0 new, 1 updated, \d+ unchanged, 1 kept \(edited here\), 1 conflict\./;
    assert.match(await newLogLine('the pull’s summary', before, /\[pull\] .*: The Reedlands: /, 90_000), summary);
    const conflictLogged = logSnapshot();
    const said = await clickNotificationButton(
      page,
      'the conflict message',
      /Changed both here and on World Anvil: Reedfolk/,
      'Show Conflicts',
    );
    assert.match(said, summary);
    // The kept file is named, not only counted (#31).
    assert.match(said, /Kept \(edited here\): Lore\/Glasswort\.md\./);
    // The diff: World Anvil's side on the left, the writer's file on the right; and the question beside it,
    // a notification (issue 31: no modal dialog over the diff), read once it went out (the log says so:
    // the Notification Center opened before it would hide again, empty).
    await newLogLine(
      'the conflict question',
      conflictLogged,
      /\[pull\] People\/Reedfolk\.md changed on World Anvil and here: diff shown, asking$/,
    );
    await hideNotificationCenter(page);
    await notificationText(page, 'the conflict question', /“Reedfolk” changed on World Anvil and in your file/);
    assert.equal(await page.locator('.monaco-dialog-box').count(), 0, 'no modal dialog covers the diff');
    const diff = page.locator('.monaco-diff-editor').first();
    await diff.waitFor({ timeout: 30_000 });
    // The editor draws spaces as no-break spaces: compare with every kind of space made one.
    const side = async (which: 'original' | 'modified') =>
      (await diff.locator(`.editor.${which} .view-lines`).innerText()).replace(/\s+/g, ' ');
    await eventually(
      'both sides in the diff',
      async () =>
        /Also changed on World Anvil/.test(await side('original')) && /Edited here too/.test(await side('modified')),
    );
    assert.match(await page.locator('.tab.active').innerText(), /Reedfolk: World Anvil ↔ your file/);
    await screenshot(page, 'world-pull-conflict');
    // Dismissed, the question is Cancel; the diff's tab closes.
    await runCommand(page, 'Notifications: Clear All Notifications');
    await page
      .locator('.tab', { hasText: 'Reedfolk: World Anvil ↔ your file' })
      .first()
      .waitFor({ state: 'detached', timeout: 30_000 });
    await hideNotificationCenter(page);
    assert.equal(read(REEDFOLK), bothSides, 'the conflicting file is untouched');
    assert.equal(read(GLASSWORT), keptHere, 'a file changed only here is kept');
    assert.match(read(STARSALT), /Changed on World Anvil only\./, 'a file changed only on World Anvil is updated');
    assert.equal(readFileSync(outsideFile(), 'utf8'), 'untouched', 'nothing written through the planted link');
    rmSync(join(folder(), `${STARSALT}.part`));
    await runCommand(page, 'View: Close All Editors');
  });

  it('pulls into an open Markdown file an article that can only be BBCode now: World Anvil’s version goes beside it, the Markdown stays', async () => {
    const { page } = harness();
    const before = read(GLASSWORT);
    // Upper-case tags have no Markdown form that converts back to the same BBCode.
    await changeOnWorldAnvil(GLASSWORT, { content: '[B]Shouted[/B] from the walls.' });
    await openFile(page, 'Glasswort.md');
    // The message's Show Differences is clicked in the Notification Center, which keeps it (a toast with
    // buttons still hides after 12 s); cleared first, its list holds this pull's messages only.
    await runCommand(page, 'Notifications: Clear All Notifications');
    await runCommand(page, 'Scriptorium: Pull Article into Current File');
    // Show Differences first: World Anvil's BBCode against the Markdown's own BBCode, then the question's Write.
    const besideLogged = logSnapshot();
    const said = await clickNotificationButton(
      page,
      'the message that the article cannot be Markdown',
      /cannot be written as Markdown without changing it/,
      'Show Differences',
    );
    assert.match(said, /Your Markdown file stays as it is/);
    const diff = page.locator('.monaco-diff-editor').first();
    await diff.waitFor({ timeout: 30_000 });
    assert.match(await page.locator('.tab.active').innerText(), /World Anvil ↔ your file \(both as BBCode\)/);
    const side = async (which: 'original' | 'modified') =>
      (await diff.locator(`.editor.${which} .view-lines`).innerText()).replace(/\s+/g, ' ');
    await eventually('the remote BBCode on the left', async () => /\[B\]Shouted\[\/B\]/.test(await side('original')));
    await newLogLine(
      'the question to write beside',
      besideLogged,
      /\[pull\] reedlands\/Lore\/Glasswort\.md: World Anvil's version of [0-9a-f-]{36} is BBCode only: diff shown, asking to write it beside as reedlands\/Lore\/Glasswort\.bbcode$/,
    );
    await hideNotificationCenter(page);
    const logged = logSnapshot();
    await clickNotificationButton(
      page,
      'the question to write beside',
      /beside your file as .*Glasswort\.bbcode\? Your Markdown file stays as it is/,
      'Glasswort.bbcode',
    );
    await eventually('Glasswort.bbcode beside the Markdown', () => files().includes('Lore/Glasswort.bbcode'));
    // The pull ends by opening the file it wrote, then logging it: wait for that, or the editor taking focus
    // closes the command palette opened below right as it shows (seen under load).
    await newLogLine(
      'the file written beside',
      logged,
      /\[pull\] pulled [0-9a-f-]{36} beside reedlands\/Lore\/Glasswort\.md as reedlands\/Lore\/Glasswort\.bbcode$/,
    );
    await page.locator('.tab.active', { hasText: 'Glasswort.bbcode' }).waitFor({ timeout: 30_000 });
    await hideNotificationCenter(page);
    assert.match(read('Lore/Glasswort.bbcode'), /\[B\]Shouted\[\/B\]/);
    assert.equal(read(GLASSWORT), before, 'the Markdown file is neither replaced nor converted');
    await runCommand(page, 'View: Close All Editors');
  });
});
