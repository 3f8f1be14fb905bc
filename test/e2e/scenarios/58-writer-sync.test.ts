// The writer's side of #41, in real VS Code after 05 (signed in to World Anvil): World Changes follows a
// push from the editor and Take World Anvil's Version at once (no Refresh); the article preview shows a
// pulled world's image from the folder's assets/; an article created as a single file gets the three-way
// merge on a push conflict (clean: both changes in the editor, the file on disk untouched; overlapping:
// conflict markers); and Keep Both's diff shows only the lines that really differ. Every wait is on state.
import { strict as assert } from 'node:assert';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { harness } from '../harness';
import { boromir } from '../helpers/boromir';
import { diffSides, onlyIn } from '../helpers/conflictDiff';
import { writeUserSettings } from '../helpers/settings';
import {
  clickNotificationButton,
  editorText,
  hideNotificationCenter,
  logSnapshot,
  newLogLine,
  recordedArticle,
} from '../helpers/state';
import { changeOnWorldAnvil, changeRows, pullReedlandsInto, showOnlyFolder } from '../helpers/worldChanges';
import {
  collapseOtherViews,
  eventually,
  expandView,
  openContainer,
  openFile,
  pickItem,
  runCommand,
  screenshot,
  webviewFrame,
} from '../helpers/workbench';

const FOLDER = 'reedlands-writer';
const inFolder = (...parts: string[]) => join(harness().vscode.workspace, FOLDER, ...parts);
const read = (file: string) => readFileSync(inFolder(file), 'utf8');
const { row: fileRow, says: rowSays } = changeRows(FOLDER);
const PUSH_QUESTION = /changed on World Anvil since your last pull or push/;
const SINGLE = 'harbour-bells.md';
const BESIDE = 'harbour-bells.world-anvil.md';
const single = () => join(harness().vscode.workspace, 'articles', SINGLE);
const readSingle = () => readFileSync(single(), 'utf8');
const SINGLE_TEXT = [
  '---',
  'title: Harbour Bells',
  'template: location',
  'isDraft: true',
  '---',
  'The bells are old.',
  '',
  'The bells ring for the [[Harbour Law]].',
  '',
  'The ringers are paid in fish.',
  '',
].join('\n');

/** Edits a pulled file on disk, and opens it from its World Changes row once the row says so. */
async function editAndOpen(file: string, line: string, state: RegExp): Promise<void> {
  writeFileSync(inFolder(file), `${read(file)}\n${line}\n`);
  await rowSays(file, state);
  await fileRow(file).click();
  await harness()
    .page.locator('.tab.active', { hasText: file.split('/').pop()! })
    .waitFor({ timeout: 30_000 });
}

/** Saves every editor, and waits until no tab is left unsaved (the command returns before the writes). */
async function saveAll(): Promise<void> {
  const { page } = harness();
  await runCommand(page, 'File: Save All');
  await eventually('every editor saved', async () => (await page.locator('.tab.dirty').count()) === 0);
}

/** Types `addition` at the end of the active editor's first line holding `line`. */
async function typeAtEndOf(line: string, addition: string): Promise<void> {
  const { page } = harness();
  await page.locator('.editor-group-container.active .view-line', { hasText: line }).first().click();
  await page.keyboard.press('End');
  await page.keyboard.type(addition);
}

/** World Anvil's content of an article, changed by another client: `from` replaced by `to`. */
async function replaceOnWorldAnvil(id: string, from: string, to: string): Promise<void> {
  const { content } = await boromir<{ content: string }>(`article?id=${id}&granularity=2`);
  assert.ok(content.includes(from), content);
  await boromir(`article?id=${id}`, { method: 'PATCH', body: { content: content.replace(from, to) } });
}

/** Pushes the open single file, answers its conflict question with Merge, and waits for the merge's line. */
async function pushAndMerge(conflicts: number): Promise<void> {
  const { page } = harness();
  const before = logSnapshot();
  await runCommand(page, 'Scriptorium: Push Article Changes');
  await clickNotificationButton(
    page,
    'the push question',
    /Harbour Bells” changed on World Anvil .*Merge the two/,
    'Merge',
  );
  await hideNotificationCenter(page);
  await newLogLine(
    'the merge',
    before,
    new RegExp(`\\[sync\\] merged articles/${SINGLE}: \\d+ changes merged, ${conflicts} conflicts; backup `),
  );
}

describe('The writer’s side of #41', () => {
  let files: string[];
  let singleId = '';

  before(async () => {
    files = await pullReedlandsInto(FOLDER);
    assert.ok(files.length >= 2, files.join(' '));
    // Saved only when asked (a browser's VS Code saves after a second by default): what the merge left
    // unsaved must be seen unsaved.
    await writeUserSettings({ 'diffEditor.wordWrap': 'off', 'files.autoSave': 'off' });
  });

  after(async () => {
    rmSync(join(harness().vscode.workspace, 'articles', BESIDE), { force: true });
    await writeUserSettings({ 'diffEditor.wordWrap': undefined, 'files.autoSave': undefined });
    await runCommand(harness().page, 'View: Close All Editors').catch(() => undefined);
  });

  it('World Changes settles a file pushed from the editor, and one taken from World Anvil, without a Refresh', async () => {
    const { page } = harness();
    await openContainer(page, 'Scriptorium');
    await expandView(page, 'World Changes');
    await collapseOtherViews(page, 'World Changes');
    const [pushed, taken] = [files[0]!, files[1]!];
    await editAndOpen(pushed, 'Pushed from the editor.', /, changed here$/);
    await showOnlyFolder(FOLDER);
    let before = logSnapshot();
    await runCommand(page, 'Scriptorium: Push Article Changes');
    await newLogLine('the push', before, /\[push\] patched [0-9a-f-]{36}: /);
    // Before #41 the row said "changed on World Anvil" here (the push moved the date) until a Refresh.
    await eventually('the pushed file in step', async () => (await fileRow(pushed).count()) === 0, 20_000);
    await changeOnWorldAnvil(read(taken), { subheading: 'Changed on World Anvil' });
    await runCommand(page, 'Scriptorium: Refresh World Changes');
    await editAndOpen(taken, 'Edited here too.', /, changed here and on World Anvil$/);
    before = logSnapshot();
    await runCommand(page, 'Scriptorium: Push Article Changes');
    await clickNotificationButton(page, 'the push question', PUSH_QUESTION, 'Take World Anvil’s Version');
    await hideNotificationCenter(page);
    await newLogLine('World Anvil’s version taken', before, /\[push\] took [0-9a-f-]{36} from World Anvil into /);
    await eventually('the taken file in step', async () => (await fileRow(taken).count()) === 0, 20_000);
    await saveAll();
    await runCommand(page, 'View: Close All Editors');
  });

  it('the preview shows a pulled article’s image from the folder’s assets/', async () => {
    const { page } = harness();
    const manifest = JSON.parse(read('.scriptorium-world.json')) as {
      articles: Record<string, { file: string }>;
      images?: Record<string, { file: string }>;
    };
    const image = manifest.images?.['5201']?.file;
    assert.equal(image, 'assets/The-Drowned-Giant.png');
    const giant = Object.values(manifest.articles).find((a) => read(a.file).includes('"img:5201'))!.file;
    await editAndOpen(giant, 'Seen in the preview.', /, changed here$/);
    await runCommand(page, 'Scriptorium: Preview Article File');
    const frame = webviewFrame(page);
    const shown = frame.locator('.article-body img[src*="The-Drowned-Giant.png"]').first();
    await shown.waitFor({ timeout: 60_000 });
    // Loaded from the workspace, not just placed: its bytes decoded to the sandbox image's 32×32 pixels.
    const width = await shown.evaluate((el: HTMLImageElement) =>
      el.complete && el.naturalWidth > 0
        ? el.naturalWidth
        : new Promise<number>((done) => {
            el.addEventListener('load', () => done(el.naturalWidth));
            el.addEventListener('error', () => done(0));
          }),
    );
    assert.equal(width, 32);
    assert.equal(await frame.locator('.article-body .wa-image-held').count(), 0, 'no placeholder for it');
    await screenshot(page, 'preview-local-image');
    await runCommand(page, 'View: Close All Editors');
  });

  it('creates an article from a single file and keeps its text as the file’s merge base', async () => {
    const { page } = harness();
    writeFileSync(single(), SINGLE_TEXT);
    await openFile(page, SINGLE);
    const before = logSnapshot();
    await runCommand(page, 'Scriptorium: Create Article from Current File');
    await pickItem(page, 'The Reedlands');
    await pickItem(page, 'Places');
    singleId = (await eventually(
      'the id in the front matter',
      async () => recordedArticle(await editorText(page)).id,
    ))!;
    await runCommand(page, 'File: Save All');
    await newLogLine(
      'the base kept',
      before,
      new RegExp(`\\[sync\\] articles/${SINGLE}: kept as the merge base of ${singleId}$`),
    );
  });

  it('Keep Both shows only the lines that really differ', async () => {
    const { page } = harness();
    assert.ok(singleId, 'created above');
    await replaceOnWorldAnvil(singleId, 'paid in fish', 'paid in salt');
    await runCommand(page, 'Notifications: Clear All Notifications');
    const before = logSnapshot();
    await runCommand(page, 'Scriptorium: Push Article Changes');
    await clickNotificationButton(page, 'the push question', /Harbour Bells” changed on World Anvil/, 'Keep Both');
    await hideNotificationCenter(page);
    await newLogLine(
      'World Anvil’s version beside the file',
      before,
      new RegExp(`\\[pull\\] pulled ${singleId} beside articles/${SINGLE} as `),
    );
    await page
      .locator('.tab', { hasText: 'Harbour Bells: World Anvil’s version ↔ your file' })
      .first()
      .waitFor({ timeout: 30_000 });
    const { original, modified } = await diffSides();
    // No front-matter order, no bookkeeping block, and the mention read alike on both sides: one real change.
    assert.ok(![...original, ...modified].some((l) => /scriptorium:|hashes:/.test(l)), 'no bookkeeping in the diff');
    assert.deepEqual(onlyIn(original, modified), ['The ringers are paid in salt.']);
    assert.deepEqual(onlyIn(modified, original), ['The ringers are paid in fish.']);
    await screenshot(page, 'keep-both-normalized');
    await runCommand(page, 'View: Close All Editors');
  });

  it('merges a push conflict of an article created as a single file, in the editor, without saving over it', async () => {
    const { page } = harness();
    assert.ok(singleId, 'created above');
    await openFile(page, SINGLE);
    await replaceOnWorldAnvil(singleId, 'paid in salt', 'paid in salt and pearls');
    await typeAtEndOf('The bells are old.', ' And loud.');
    await pushAndMerge(0);
    const merged = await eventually('both changes in the editor', async () => {
      const text = await editorText(page);
      return text.includes('The bells are old. And loud.') && text.includes('paid in salt and pearls')
        ? text
        : undefined;
    });
    assert.doesNotMatch(merged!, /<<<<<<<|>>>>>>>/);
    const onDisk = readSingle();
    assert.doesNotMatch(onDisk, /pearls|And loud/, `the file on disk is not saved over:\n${onDisk}`);
    // What is left to push is the writer's part, on top of World Anvil's.
    const before = logSnapshot();
    await runCommand(page, 'Scriptorium: Push Article Changes');
    await newLogLine('the push', before, new RegExp(`\\[push\\] patched ${singleId}: `));
    const { content } = await boromir<{ content: string }>(`article?id=${singleId}&granularity=2`);
    assert.match(content, /The bells are old\. And loud\./);
    assert.match(content, /paid in salt and pearls/);
    await saveAll();
  });

  it('marks the lines both sides changed, as a pulled world’s merge does', async () => {
    const { page } = harness();
    await replaceOnWorldAnvil(singleId, 'The bells are old. And loud.', 'The bells are new.');
    await typeAtEndOf('The bells are old. And loud.', ' Very.');
    await pushAndMerge(1);
    // The marker's first line: the editor draws only the lines in sight, and the panel below may hide the last.
    await eventually('the conflict marked', async () => (await editorText(page)).includes('<<<<<<< your file'));
    await screenshot(page, 'single-file-merge-conflict');
    // Saved by the writer (the merge itself saves nothing), then read whole: the editor draws only some lines.
    await saveAll();
    assert.match(
      readSingle(),
      /<<<<<<< your file\nThe bells are old\. And loud\. Very\.\n\|\|\|\|\|\|\| last pulled or pushed\nThe bells are old\. And loud\.\n=======\nThe bells are new\.\n>>>>>>> World Anvil\n/,
    );
  });
});
