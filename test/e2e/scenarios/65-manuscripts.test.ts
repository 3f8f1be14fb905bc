// World Anvil manuscripts in the writer's window (#47 items 1 and 2, through Boromir): the world's
// Manuscripts folder lists the sample manuscript; its versions show World Anvil's word count and the
// progress towards the goal; a part expands to its beats with counted words; a beat opens read-only behind
// its marker. Pull Manuscript Version… on the version's row writes one Markdown file per part, in order,
// each beat behind its `<!-- beat:ID -->` marker, and records it in the folder's manifest; pulled again,
// nothing changed on World Anvil, so nothing is fetched beyond the lists and nothing is written. In a part
// file the status bar counts the part's and the version's words while typing, against the version's goal;
// Preview Article File on it shows the part as World Anvil does: each beat under its title. The manuscript's
// Labels and a version's Plots folders read their list when opened (one request each), not before.
import { strict as assert } from 'node:assert';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { harness } from '../harness';
import { pickFolder } from '../helpers/folderDialog';
import { writeUserSettings } from '../helpers/settings';
import { editorText, logSnapshot, newLogLine } from '../helpers/state';
import {
  eventually,
  expandRow,
  openFile,
  revealRow,
  runCommand,
  screenshot,
  treeContextMenu,
  treeRow,
  viewPane,
  webviewFrame,
  worldbuildingPath,
} from '../helpers/workbench';

const pane = () => viewPane(harness().page, 'Worldbuilding');
const folder = () => join(harness().vscode.workspace, 'manuscripts-65');
const versionDir = () => join(folder(), 'The-Salt-Road', 'Second-draft');
const PARTS = ['01-Arrival.md', '02-The-Caravan.md', '03-The-Drowned-Giant.md'];
// Rows are found along their whole path, expanded again where a refresh folded them and scrolled into view
// (a tree draws only what is in view).
const MANUSCRIPTS = [/^sandbox-writer/, /^The Reedlands/, /^Manuscripts/];
const SALT_ROAD = [...MANUSCRIPTS, /^The Salt Road/];
const ARRIVAL = [...SALT_ROAD, /^Second draft/, /^Arrival/];

/** Folders of the workspace the folder dialog may open on (where this world was last pulled, by earlier scenarios). */
function workspaceFolders(dir: string, depth: number): string[] {
  if (depth === 0) return [];
  return readdirSync(dir)
    .filter((n) => !n.startsWith('.') && statSync(join(dir, n)).isDirectory())
    .flatMap((n) => [join(dir, n), ...workspaceFolders(join(dir, n), depth - 1)]);
}

async function pullSecondDraft(): Promise<void> {
  const { page, vscode } = harness();
  await revealRow(pane(), SALT_ROAD, /^Second draft/);
  await treeContextMenu(pane(), /^Second draft/, 'Pull Manuscript Version…');
  await pickFolder(page, folder(), 'Pull Here', [vscode.workspace, ...workspaceFolders(vscode.workspace, 4)]);
}

describe('Manuscripts', () => {
  before(async () => {
    mkdirSync(folder(), { recursive: true });
    const { page } = harness();
    await runCommand(page, 'Scriptorium: Refresh Worlds');
    await worldbuildingPath(page, /^The Reedlands/, /^Manuscripts/);
  });

  after(async () => {
    await writeUserSettings({ 'files.autoSave': undefined });
  });

  it('browses manuscript → versions (World Anvil’s count, the goal’s progress) → parts → beats (counted)', async () => {
    // The folder opened by the before hook can fold again as the Refresh Worlds it ran lands (seen twice in
    // full runs, never in 05 65 alone): the manuscript is waited for with the folder opened again if so.
    await revealRow(pane(), MANUSCRIPTS, /^The Salt Road/);
    const version = await revealRow(pane(), SALT_ROAD, /^Second draft/);
    assert.match(await version.innerText(), /164 words · 0% of 50,000/);
    await revealRow(pane(), SALT_ROAD, /^First draft/);
    const beat = await revealRow(pane(), ARRIVAL, /^The salt gate/);
    assert.match(await beat.innerText(), /\d+ words/);
    await revealRow(pane(), ARRIVAL, /^The ferryman/);
    // The part's count once its beats are read.
    await eventually('the part’s word count', async () =>
      /\d+ words/.test(await treeRow(pane(), /^Arrival/).innerText()),
    );
    await screenshot(harness().page, 'manuscript-tree');
  });

  it('opens the manuscript’s Labels and a version’s Plots: one list request each, rows with their titles as text', async () => {
    const { page, sandbox } = harness();
    const marks = /\/(manuscript_version\/manuscript_plots|manuscript\/manuscript_(tags|labels|bookmarks))$/;
    assert.deepEqual(
      sandbox.requests.filter((r) => marks.test(r.path)),
      [],
      'the manuscript and its versions were opened without reading a folder’s list',
    );
    /** The manuscript requests made while `open` ran, as `METHOD path` after boromir/. */
    const asked = async (open: () => Promise<unknown>) => {
      const from = sandbox.requests.length;
      await open();
      return sandbox.requests
        .slice(from)
        .filter((r) => /\/manuscript/.test(r.path))
        .map((r) => `${r.method} ${r.path.replace(/^.*\/boromir\//, '')}`);
    };
    const labels = { ariaPrefix: 'Labels of “The Salt Road”' };
    await revealRow(pane(), SALT_ROAD, labels);
    assert.deepEqual(
      await asked(async () => {
        await expandRow(pane(), labels);
        await revealRow(pane(), [], /^Needs research/);
      }),
      ['POST manuscript/manuscript_labels'],
    );
    assert.match(await treeRow(pane(), /^Needs research/).innerText(), /#e67e22/);
    // A color that is a CSS injection is shown as the text it is, never applied.
    const revise = await revealRow(pane(), [], /^Revise/);
    assert.match(await revise.innerText(), /red;background:url\(javascript:alert\(1\)\)/);
    assert.equal(await pane().locator('[style*="javascript"]').count(), 0);
    const plots = { ariaPrefix: 'Plots of “Second draft”' };
    await revealRow(pane(), [...SALT_ROAD, /^Second draft/], plots);
    assert.deepEqual(
      await asked(async () => {
        await expandRow(pane(), plots);
        await revealRow(pane(), [], /^Who built the gate/);
      }),
      ['POST manuscript_version/manuscript_plots'],
    );
    for (const title of [/^Two coins and a story/, /^The giant wakes/]) await revealRow(pane(), [], title);
    assert.match(await treeRow(pane(), /^The giant wakes/).innerText(), /hundredth year/);
    await screenshot(page, 'manuscript-marks');
  });

  it('opens a beat read-only, behind its marker, its mention as text', async () => {
    const { page } = harness();
    await (await revealRow(pane(), ARRIVAL, /^The salt gate/)).click();
    // The editor's rendered lines, unwrapped: a narrow editor (a preview open beside it) wraps long lines.
    const unwrapped = async () => (await editorText(page)).replace(/\n/g, '');
    await eventually('the beat’s text in an editor', async () => /Mira came to the salt gate/.test(await unwrapped()));
    const text = await unwrapped();
    assert.match(text, /<!-- beat:3a05c000-[0-9a-f-]+ title="The salt gate" -->/);
    assert.match(text, /Aldmere/);
  });

  it('pulls the version as a folder: one file per part in order, beats behind markers, the manifest written', async () => {
    const before = logSnapshot();
    await pullSecondDraft();
    await newLogLine('the pull', before, /manuscript version \S+ into .*: 3 new, 0 updated, 0 unchanged/, 60_000);
    assert.deepEqual(readdirSync(versionDir()).sort(), PARTS);
    const arrival = readFileSync(join(versionDir(), PARTS[0]!), 'utf8');
    assert.match(arrival, /^---\nkind: "manuscriptPart"\ntitle: "Arrival"\n/);
    const markers = [...arrival.matchAll(/^<!-- beat:([0-9a-f-]+) title="([^"]+)" -->$/gm)].map((m) => m[2]);
    assert.deepEqual(markers, ['The salt gate', 'The ferryman']);
    assert.match(arrival, /\*white with brine\*/);
    const manifest = JSON.parse(readFileSync(join(folder(), '.scriptorium-world.json'), 'utf8'));
    const versions = Object.values(manifest.manuscripts ?? {}) as Array<{ dir: string; parts: object }>;
    assert.deepEqual(
      versions.map((v) => [v.dir, Object.keys(v.parts).length]),
      [['The-Salt-Road/Second-draft', 3]],
    );
  });

  it('pulled again, nothing changed on World Anvil: lists only, nothing written', async () => {
    const { sandbox } = harness();
    const mtimes = PARTS.map((p) => statSync(join(versionDir(), p)).mtimeMs);
    const before = logSnapshot();
    const requestsBefore = sandbox.requests.length;
    await pullSecondDraft();
    await newLogLine(
      'the second pull',
      before,
      /manuscript version \S+ into .*: 0 new, 0 updated, 3 unchanged/,
      60_000,
    );
    const gets = sandbox.requests
      .slice(requestsBefore)
      .filter((r) => r.method === 'GET' && /manuscript_(beat|part)$/.test(r.path));
    assert.deepEqual(gets, [], 'no beat or part read in full');
    assert.deepEqual(
      PARTS.map((p) => statSync(join(versionDir(), p)).mtimeMs),
      mtimes,
    );
    assert.ok(existsSync(join(versionDir(), PARTS[2]!)));
  });

  it('in a part file, the status bar counts the part and the version while typing, against the goal', async () => {
    const { page } = harness();
    const pulled = readFileSync(join(versionDir(), PARTS[0]!), 'utf8');
    // Auto save off while typing: code-server saves a second after typing (afterDelay, the browser's
    // default), so the typed words reached the file and Revert File, coming after, kept them: 66 then
    // pushed them (an extra PATCH of "The ferryman"). As 33 does for its typed line.
    await writeUserSettings({ 'files.autoSave': 'off' });
    await openFile(page, PARTS[0]!);
    const item = page.locator('.statusbar-item', { hasText: /Part [\d,]+ words · Manuscript/ });
    await item.waitFor({ timeout: 30_000 });
    const counts = async () => {
      const m = /Part ([\d,]+) words · Manuscript ([\d,]+) words · \d+% of 50,000/.exec(await item.innerText());
      return m ? [Number(m[1]!.replace(/,/g, '')), Number(m[2]!.replace(/,/g, ''))] : undefined;
    };
    const before = (await eventually('the counts with the goal', counts))!;
    assert.ok(before[1]! > before[0]!, `the version counts more than the part: ${before.join(', ')}`);
    await page.locator('.monaco-editor .view-lines').first().click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' Lanterns glowed.');
    await eventually('two more words in both counts', async () => {
      const now = await counts();
      return now?.[0] === before[0]! + 2 && now[1] === before[1]! + 2;
    });
    await screenshot(page, 'manuscript-part-status-bar');
    await runCommand(page, 'File: Revert File');
    // Left as found, in the editor and on disk (one word: a wrapped line may break between two).
    await eventually('the typed words reverted in the editor', async () => !/Lanterns/.test(await editorText(page)));
    assert.equal(readFileSync(join(versionDir(), PARTS[0]!), 'utf8'), pulled);
  });

  it('previews a part file as World Anvil shows the part: each beat under its title, rendered from its BBCode', async () => {
    const { page } = harness();
    await openFile(page, PARTS[0]!);
    await runCommand(page, 'Scriptorium: Preview Article File');
    const frame = webviewFrame(page);
    await frame.locator('header h1', { hasText: 'Arrival' }).waitFor({ timeout: 30_000 });
    assert.match(await frame.locator('header').innerText(), /Manuscript part · local preview of /);
    // The beats in order, each a section under its title; the Markdown's emphasis rendered, no marker as text.
    const headings = await frame.locator('section:not(.warnings):not(.details) > h2').allInnerTexts();
    assert.deepEqual(headings.slice(0, 2), ['The salt gate', 'The ferryman']);
    assert.ok(await frame.locator('.article-body em', { hasText: 'white with brine' }).count());
    assert.doesNotMatch(await frame.locator('#app').innerText(), /<!-- beat|beat:/);
    await screenshot(page, 'manuscript-part-preview');
    await runCommand(page, 'View: Close All Editors');
  });
});
