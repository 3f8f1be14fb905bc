// The three-way merge of a world file changed on both sides (issue 29 item 5), in real VS Code against the
// sandbox: a world pulled into its own folder, two articles given a text of three paragraphs on World
// Anvil and pulled again (their bases kept). Then one paragraph changed here and another on World Anvil:
// Merge on the World Changes row puts both into the file, and the row says "changed here". Then the same
// paragraph changed on both sides: the world pull's conflict question offers Merge, which writes both
// versions between conflict markers and keeps the writer's text as a backup. Every wait is on state.
import { strict as assert } from 'node:assert';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { harness } from '../harness';
import {
  clickNotificationButton,
  hideNotificationCenter,
  logSnapshot,
  newLogLine,
  newLogLines,
} from '../helpers/state';
import { changeOnWorldAnvil, changeRows, pullReedlandsInto, showOnlyFolder } from '../helpers/worldChanges';
import {
  collapseOtherViews,
  contextAction,
  eventually,
  expandView,
  openContainer,
  runCommand,
  screenshot,
  treeRow,
  viewPane,
} from '../helpers/workbench';

const FOLDER = 'reedlands-merge';
const folder = () => join(harness().vscode.workspace, FOLDER);
const read = (name: string) => readFileSync(join(folder(), name), 'utf8');
const pane = () => viewPane(harness().page, 'World Changes');
const paragraphs = (...p: string[]) => p.join('\n\n');
const ORIGINAL = paragraphs('The harbour is old.', 'The queen rules it.', 'Fish is its trade.');
let CLEAN: string;
let OVERLAP: string;
const setOnWorldAnvil = (file: string, content: string) => changeOnWorldAnvil(read(file), { content });
const { row: fileRow, says: rowSays } = changeRows(FOLDER);

function editHere(file: string, from: string, to: string): string {
  const text = read(file);
  assert.ok(text.includes(from), `${file} holds “${from}”`);
  const edited = text.replace(from, to);
  writeFileSync(join(folder(), file), edited);
  return edited;
}

async function pullChanges(summary: RegExp): Promise<void> {
  const { page } = harness();
  // Not while the view redraws its rows (a refresh under way): a right-click then reached a row drawn
  // anew, and the menu was the selected file row's (a two-window run with three pulled folders).
  await eventually(
    'World Changes read',
    async () => (await pane().locator('.monaco-progress-container.active').count()) === 0,
  );
  const before = logSnapshot();
  await contextAction(
    page,
    treeRow(pane(), new RegExp(`^The Reedlands\\s*${FOLDER}`)),
    'Pull Changes from World Anvil',
  );
  await newLogLine('the pull’s summary', before, summary, 90_000);
}

const backupOf = (line: string) => / backup (\/.+)$/.exec(line)![1]!;

describe('World merge', () => {
  before(async () => {
    const { page } = harness();
    const markdown = await pullReedlandsInto(FOLDER);
    assert.ok(markdown.length >= 2, markdown.join(' '));
    [CLEAN, OVERLAP] = [markdown[0]!, markdown[1]!];
    // A text of three paragraphs, pulled: what is pulled is kept as each file's merge base.
    for (const f of [CLEAN, OVERLAP]) await setOnWorldAnvil(f, ORIGINAL);
    await openContainer(page, 'Scriptorium');
    await expandView(page, 'World Changes');
    await collapseOtherViews(page, 'World Changes');
    await runCommand(page, 'Scriptorium: Refresh World Changes');
    await showOnlyFolder(FOLDER);
    await rowSays(CLEAN, /, changed on World Anvil$/);
    await pullChanges(new RegExp(`\\[pull\\] .*${FOLDER}: The Reedlands: 0 new, 2 updated, `));
    for (const f of [CLEAN, OVERLAP]) assert.match(read(f), /The queen rules it\./);
    await hideNotificationCenter(page);
    await runCommand(page, 'Notifications: Clear All Notifications');
  });

  after(async () => {
    const { page } = harness();
    await runCommand(page, 'Notifications: Clear All Notifications').catch(() => undefined);
    await runCommand(page, 'View: Close All Editors').catch(() => undefined);
  });

  it('merges a paragraph changed here and another changed on World Anvil from the World Changes row', async () => {
    const { page } = harness();
    const mine = editHere(CLEAN, 'The harbour is old.', 'The harbour is very old.');
    await setOnWorldAnvil(CLEAN, paragraphs('The harbour is old.', 'The queen rules it.', 'Salt is its trade.'));
    await runCommand(page, 'Scriptorium: Refresh World Changes');
    await rowSays(CLEAN, /, changed here and on World Anvil$/);
    const before = logSnapshot();
    await contextAction(page, fileRow(CLEAN), 'Merge with World Anvil');
    const merged = await newLogLine(
      'the merge',
      before,
      new RegExp(`\\[sync\\] merged ${CLEAN.replace(/\./g, '\\.')}: \\d+ changes merged, 0 conflicts; backup `),
    );
    const text = read(CLEAN);
    assert.match(text, /The harbour is very old\./, 'the writer’s paragraph');
    assert.match(text, /Salt is its trade\./, 'World Anvil’s paragraph');
    assert.doesNotMatch(text, /<<<<<<<|>>>>>>>/);
    assert.equal(readFileSync(backupOf(merged), 'utf8'), mine, 'the file as it was, in the backup');
    await rowSays(CLEAN, /, changed here$/);
  });

  it('stops on a paragraph both sides changed: Merge in the pull’s question marks both versions, and the writer’s text is backed up', async () => {
    const { page } = harness();
    const mine = editHere(OVERLAP, 'The queen rules it.', 'The old queen rules it.');
    await setOnWorldAnvil(OVERLAP, paragraphs('The harbour is old.', 'A council rules it.', 'Fish is its trade.'));
    // Seen here (the file watcher), maybe on World Anvil too if a refresh read it meanwhile.
    await rowSays(OVERLAP, /, changed here( and on World Anvil)?$/);
    await pullChanges(new RegExp(`\\[pull\\] .*${FOLDER}: The Reedlands: 0 new, 0 updated, .*1 conflict\\.`));
    const asked = logSnapshot();
    await clickNotificationButton(
      page,
      'the conflict message',
      /Changed both here and on World Anvil: /,
      'Show Conflicts',
    );
    await newLogLine('the conflict question', asked, /changed on World Anvil and here: diff shown, asking$/);
    const before = logSnapshot();
    await clickNotificationButton(
      page,
      'the conflict question',
      /changed on World Anvil and in your file\. Merge the two/,
      'Merge',
    );
    const merged = await newLogLine(
      'the merge',
      before,
      new RegExp(`\\[sync\\] merged ${OVERLAP.replace(/\./g, '\\.')}: \\d+ changes merged, 1 conflicts; backup `),
    );
    const text = read(OVERLAP);
    assert.match(
      text,
      /<<<<<<< your file\nThe old queen rules it\.\n\|\|\|\|\|\|\| last pulled or pushed\nThe queen rules it\.\n=======\nA council rules it\.\n>>>>>>> World Anvil\n/,
    );
    const backup = backupOf(merged);
    assert.ok(existsSync(backup));
    assert.equal(readFileSync(backup, 'utf8'), mine, 'nothing lost: the file as it was, in the backup');
    // The file is open with the conflict marked, VS Code's Accept Current / Incoming above it.
    await page.locator('.tab.active', { hasText: OVERLAP.split('/').pop()! }).waitFor({ timeout: 30_000 });
    await page.locator('.view-lines', { hasText: '<<<<<<< your file' }).first().waitFor({ timeout: 30_000 });
    await screenshot(page, 'world-merge-conflict');
    await hideNotificationCenter(page);
    // Pushed as it is, World Anvil would show the markers: the push refuses and sends nothing.
    const pushed = logSnapshot();
    await runCommand(page, 'Scriptorium: Push Article Changes');
    await newLogLine(
      'the push refused',
      pushed,
      new RegExp(`\\[push\\] ${FOLDER}/${OVERLAP.replace(/\./g, '\\.')} not pushed: conflict markers remain$`),
    );
    assert.ok(
      !newLogLines(pushed).some((l) => /\[worldanvil\] (PATCH|PUT) /.test(l)),
      'no write request went to World Anvil',
    );
  });
});
