// Pushing a manuscript version in the writer's window (#47 item 3, after 65 pulled "Second draft"): a beat
// edited and one added in a part file; Push Manuscript Version… names both in its modal, and once pushed
// the sandbox has the edit and the new beat, whose id is now in its marker; pushed again, nothing is sent.
// Words typed into the new beat and not saved go with it (the plan reads unsaved editors), and the push saves
// the document: the file on disk then holds the new id (unsaved, a closed editor would lose it and the next
// push re-create the beat). Then World Changes and the Explorer's letters: a part file edited here reads
// "changed here" (M), a part whose beat changed on World Anvil "changed on World Anvil" (W) after Refresh.
// Then a part file added (04-Epilogue.md: named in the modal with its beats, created with them, its file
// given the ids; pushed again, nothing), a beat deleted and two moved, and a beat changed both here and on
// World Anvil (through the sandbox's API, behind VS Code's back) merged: both changes on World Anvil and in
// the file. Last, a part file deleted (04-Epilogue.md): named with its beats, deleting asked, its beats and
// then the part deleted on World Anvil; the Worldbuilding view shows a part a push created, and drops one it
// deleted, without Refresh. Then a beat moved from one part file to another: created in its new
// part with World Anvil's text, its new id in its marker, the old beat deleted.
import { strict as assert } from 'node:assert';
import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { harness, sandboxFetch } from '../harness';
import { changeRows, explorerBadge } from '../helpers/worldChanges';
import { writeUserSettings } from '../helpers/settings';
import { editorText, logSnapshot, newLogLine } from '../helpers/state';
import {
  collapseOtherViews,
  eventually,
  expandView,
  openContainer,
  openFile,
  expandRow,
  revealRow,
  runCommand,
  screenshot,
  treeContextMenu,
  treeLabels,
  viewPane,
} from '../helpers/workbench';

const pane = () => viewPane(harness().page, 'Worldbuilding');
const SALT_ROAD = [/^sandbox-writer/, /^The Reedlands/, /^Manuscripts/, /^The Salt Road/];
/**
 * On the version's row (the palette's entry needs the signed-in state that 05's last test takes away),
 * the Worldbuilding view shown again first (World Changes and the Explorer took the side bar meanwhile).
 */
async function push() {
  const { page } = harness();
  await openContainer(page, 'Scriptorium');
  await collapseOtherViews(page, 'Worldbuilding');
  await expandView(page, 'Worldbuilding');
  await revealRow(pane(), SALT_ROAD, /^Second draft/);
  await treeContextMenu(pane(), /^Second draft/, 'Push Manuscript Version…');
}

/** The version's rows of parts in the Worldbuilding view, the version expanded (its parts listed once). */
async function partRows(): Promise<string[]> {
  const { page } = harness();
  await openContainer(page, 'Scriptorium');
  await collapseOtherViews(page, 'Worldbuilding');
  await expandView(page, 'Worldbuilding');
  await revealRow(pane(), SALT_ROAD, /^Second draft/);
  await expandRow(pane(), /^Second draft/);
  await revealRow(pane(), [], /^Arrival/);
  return treeLabels(pane());
}
const hasRow = (rows: string[], name: RegExp) => rows.some((r) => name.test(r));

const VERSION_DIR = ['manuscripts-65', 'The-Salt-Road', 'Second-draft'];
const partFile = (name: string) => join(harness().vscode.workspace, ...VERSION_DIR, name);
const part = () => partFile('01-Arrival.md');
const writes = () =>
  harness().sandbox.requests.filter((r) => /manuscript_beat$/.test(r.path) && /PUT|PATCH|DELETE/.test(r.method));
const partWrites = () =>
  harness().sandbox.requests.filter((r) => /manuscript_part$/.test(r.path) && /PUT|PATCH/.test(r.method));

/** The sandbox's World Anvil, asked behind VS Code's back (as the writer's collaborator would change it). */
async function boromir(path: string, init: { method: string; body?: unknown } = { method: 'GET' }) {
  const { sandbox } = harness();
  const res = await sandboxFetch(`${sandbox.boromirUrl}${path}`, {
    method: init.method,
    headers: {
      'x-auth-token': sandbox.credentials.worldAnvil.authToken,
      'x-application-key': sandbox.credentials.worldAnvil.applicationKey,
      'content-type': 'application/json',
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const text = await res.text();
  assert.equal(res.status, 200, text);
  return JSON.parse(text) as Record<string, unknown>;
}

/**
 * Writes a part file on disk behind VS Code's back and opens it. Its editor may show the old text for a
 * while (VS Code reloads an unchanged document when its file watcher reports the write: over a minute at
 * load 8, seen here), and the push must send the disk's text then: it reads an editor only for unsaved
 * changes (platform/files/heldText.ts).
 */
async function rewrite(name: string, text: string) {
  writeFileSync(partFile(name), text);
  await openFile(harness().page, name);
}

/**
 * Opens a part file written behind VS Code's back and has its editor read the disk (File: Revert File, as a
 * person would on seeing an old copy), then waits until it shows `shown`: typing into an old copy would
 * make unsaved changes over it.
 */
async function openAsOnDisk(name: string, shown: RegExp) {
  const { page } = harness();
  await openFile(page, name);
  await runCommand(page, 'File: Revert File');
  await eventually(`${name} as on disk, in the editor`, async () => shown.test(await editorText(page)));
}

/** Pushes, waits for the modal (its screenshot taken when `shot` names it), answers `button`; returns its text. */
async function pushAnswering(button: RegExp, sent: RegExp, shot?: string) {
  const { page } = harness();
  const log = logSnapshot();
  await push();
  const dialog = page.locator('.monaco-dialog-box');
  await dialog.waitFor({ timeout: 60_000 });
  const shown = await dialog.innerText();
  if (shot) await screenshot(page, shot);
  await dialog.locator('a.monaco-button, button', { hasText: button }).first().click();
  await newLogLine('the push', log, sent, 60_000);
  return shown;
}

describe('Manuscript push', () => {
  // Auto save off: the typed words must still be unsaved when the push starts (as 65 does).
  before(() => writeUserSettings({ 'files.autoSave': 'off' }));
  after(() => writeUserSettings({ 'files.autoSave': undefined }));

  it('names the edited and the added beat, sends exactly them, writes the new id into its marker', async () => {
    const { page } = harness();
    const text = readFileSync(part(), 'utf8');
    const edited = text.replace('*white with brine*', '*white with brine* and silent');
    assert.notEqual(edited, text);
    writeFileSync(part(), `${edited}\n<!-- beat title="The Gate" -->\n\nThe gate stood open.\n`);
    await openAsOnDisk('01-Arrival.md', /The gate stood open/);
    await page.locator('.monaco-editor .view-lines').first().click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('Lanterns glowed.');
    await eventually('the typed words in the editor', async () => /Lanterns glowed/.test(await editorText(page)));
    assert.doesNotMatch(readFileSync(part(), 'utf8'), /Lanterns/, 'typed, not saved');
    const before = writes().length;
    const log = logSnapshot();
    await push();
    const dialog = page.locator('.monaco-dialog-box');
    await dialog.waitFor({ timeout: 60_000 });
    const shown = await dialog.innerText();
    assert.match(shown, /Edit: beat “The salt gate” \(01-Arrival\.md\)/);
    assert.match(shown, /Add: beat “The Gate” \(01-Arrival\.md\)/);
    assert.doesNotMatch(shown, /Delete:|Move:/);
    await screenshot(page, 'manuscript-push-preview');
    await dialog
      .locator('a.monaco-button, button', { hasText: /^Push$/ })
      .first()
      .click();
    await newLogLine('the push', log, /manuscript version \S+: 2 changes sent, 0 conflicts/, 60_000);
    assert.deepEqual(
      writes()
        .slice(before)
        .map((r) => r.method)
        .sort(),
      ['PATCH', 'PUT'],
    );
    // On disk, at once with the typed words: the push saved the document it wrote the id into.
    await eventually('the new beat’s id in its marker, on disk', async () =>
      /^<!-- beat:[0-9a-f-]+ title="The Gate" -->$/m.test(readFileSync(part(), 'utf8')),
    );
    assert.match(readFileSync(part(), 'utf8'), /The gate stood open\.\nLanterns glowed\.\n?$/);
  });

  it('pushed again, nothing is sent', async () => {
    const before = writes().length;
    const log = logSnapshot();
    await push();
    await newLogLine('the second push', log, /manuscript version \S+: nothing to push, 0 conflicts/, 60_000);
    assert.equal(writes().length, before);
  });

  it('World Changes and the Explorer letters: a part edited here (M), a beat changed on World Anvil (W)', async () => {
    const { page, sandbox } = harness();
    const caravan = partFile('02-The-Caravan.md');
    const giant = partFile('03-The-Drowned-Giant.md');
    const pulled = readFileSync(caravan, 'utf8');
    writeFileSync(caravan, pulled.replace('forty mules', 'forty-one mules'));
    const beatId = /^<!-- beat:([0-9a-f-]+) /m.exec(readFileSync(giant, 'utf8'))![1]!;
    const res = await sandboxFetch(`${sandbox.boromirUrl}manuscript_beat?id=${beatId}`, {
      method: 'PATCH',
      headers: {
        'x-auth-token': sandbox.credentials.worldAnvil.authToken,
        'x-application-key': sandbox.credentials.worldAnvil.applicationKey,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ content: 'The ribs rose a hand’s breadth that spring.' }),
    });
    assert.equal(res.status, 200, await res.text());
    await openContainer(page, 'Scriptorium');
    await expandView(page, 'World Changes');
    await collapseOtherViews(page, 'World Changes');
    await runCommand(page, 'Scriptorium: Refresh World Changes');
    const { says } = changeRows('manuscripts-65');
    const dir = 'The-Salt-Road/Second-draft';
    await says(`${dir}/02-The-Caravan.md`, /, changed here$/);
    await says(`${dir}/03-The-Drowned-Giant.md`, /, changed on World Anvil$/);
    await screenshot(page, 'manuscript-world-changes');

    // Revealed from its editor: the Explorer compacts the version's one-child folders into one row.
    await openFile(page, '02-The-Caravan.md');
    await runCommand(page, 'View: Show Explorer');
    await runCommand(page, 'File: Reveal Active File in Explorer View');
    const badge = explorerBadge;
    await eventually('M beside 02-The-Caravan.md', async () => (await badge('02-The-Caravan.md')) === '"M"');
    await eventually(
      'W beside 03-The-Drowned-Giant.md',
      async () => (await badge('03-The-Drowned-Giant.md')) === '"W"',
    );
    await eventually('no letter beside 01-Arrival.md (pushed)', async () => {
      const letter = await badge('01-Arrival.md');
      return letter !== undefined && !/^"[MW!G]"$/.test(letter);
    });
    writeFileSync(caravan, pulled);
  });

  it('a part file added: named with its beats, created with them in order, its file given the ids', async () => {
    const [before, beforeParts] = [writes().length, partWrites().length];
    const name = '04-Epilogue.md';
    const text = 'The salt kept its secrets.\n\n<!-- beat title="Morning" -->\n\nMorning came over the flats.\n';
    writeFileSync(partFile(name), text);
    // The version's parts listed before the push: the new part must show without Refresh after it.
    assert.ok(!hasRow(await partRows(), /^Epilogue/));
    const sent = /manuscript version \S+: 1 changes sent, 0 conflicts/;
    const shown = await pushAnswering(/^Push$/, sent, 'manuscript-push-part-added');
    await eventually('the new part in the tree, no Refresh asked', async () => hasRow(await partRows(), /^Epilogue/));
    assert.match(shown, /Part added: “Epilogue”, 2 beats \(04-Epilogue\.md\)/);
    assert.deepEqual(
      partWrites()
        .slice(beforeParts)
        .map((r) => r.method),
      ['PUT'],
    );
    assert.deepEqual(
      writes()
        .slice(before)
        .map((r) => r.method),
      ['PUT', 'PUT'],
    );
    const written = readFileSync(partFile(name), 'utf8');
    assert.match(written, /^---\nkind: "manuscriptPart"\ntitle: "Epilogue"\n/);
    assert.equal([...written.matchAll(/^<!-- beat:[0-9a-f-]+( title="Morning")? -->$/gm)].length, 2);
    const log = logSnapshot();
    await push();
    await newLogLine('the push again', log, /manuscript version \S+: nothing to push, 0 conflicts/, 60_000);
    assert.equal(partWrites().length, beforeParts + 1, 'pushed again: nothing');
  });

  it('a beat deleted and two moved: the modal names them, deleting is asked, World Anvil has the new order', async () => {
    const arrival = readFileSync(part(), 'utf8');
    const ferryman = /^<!-- beat:([0-9a-f-]+) title="The ferryman" -->$/m.exec(arrival)!;
    const next = arrival.indexOf('<!-- beat:', ferryman.index + 1);
    await rewrite('01-Arrival.md', arrival.slice(0, ferryman.index) + (next < 0 ? '' : arrival.slice(next)));
    const caravan = readFileSync(partFile('02-The-Caravan.md'), 'utf8');
    const [one, two] = [...caravan.matchAll(/^<!-- beat:/gm)].map((m) => m.index);
    const swapped = caravan.slice(0, one) + caravan.slice(two) + '\n' + caravan.slice(one, two).replace(/\n+$/, '\n');
    await rewrite('02-The-Caravan.md', swapped);
    const before = writes().length;
    const shown = await pushAnswering(/^Push and Delete 1 Beats$/, /manuscript version \S+: [34] changes sent/);
    assert.match(shown, /Delete: beat “The ferryman” \(01-Arrival\.md\)/);
    assert.match(shown, /Move: beat “(Setting out|Night on the flats)” to place \d \(02-The-Caravan\.md\)/);
    assert.deepEqual(
      [
        ...new Set(
          writes()
            .slice(before)
            .map((r) => r.method),
        ),
      ].sort(),
      ['DELETE', 'PATCH'],
    );
    const partId = /^\s+id: "([0-9a-f-]+)"/m.exec(caravan)![1]!;
    const listed = (await boromir(`manuscript_part/manuscript_beats?id=${partId}`, {
      method: 'POST',
      body: { limit: 50, offset: 0 },
    })) as { entities: Array<{ title: string; position: number }> };
    assert.deepEqual(
      listed.entities.sort((a, b) => a.position - b.position).map((b) => b.title),
      ['Night on the flats', 'Setting out'],
    );
    const gone = await sandboxFetch(`${harness().sandbox.boromirUrl}manuscript_beat?id=${ferryman[1]}&granularity=2`, {
      headers: {
        'x-auth-token': harness().sandbox.credentials.worldAnvil.authToken,
        'x-application-key': harness().sandbox.credentials.worldAnvil.applicationKey,
      },
    });
    assert.equal(gone.status, 404);
  });

  it('a beat changed here and on World Anvil: the modal says merged, both changes reach World Anvil and the file', async () => {
    const arrival = readFileSync(part(), 'utf8');
    const beatId = /^<!-- beat:([0-9a-f-]+) title="The salt gate" -->$/m.exec(arrival)![1]!;
    const there = (await boromir(`manuscript_beat?id=${beatId}&granularity=2`)).content as string;
    assert.match(there, /Beyond the gate/);
    await boromir(`manuscript_beat?id=${beatId}`, {
      method: 'PATCH',
      body: { content: there.replace('Beyond the gate', 'Past the gate') },
    });
    assert.match(arrival, /old pewter/);
    await rewrite('01-Arrival.md', arrival.replace('old pewter', 'old tin'));
    const before = writes().length;
    const sent = /manuscript version \S+: 1 changes sent, 0 conflicts/;
    const shown = await pushAnswering(/^Push$/, sent, 'manuscript-push-merged');
    assert.match(shown, /Merge: beat “The salt gate” \(01-Arrival\.md\) changed on both sides: merged, then pushed/);
    assert.deepEqual(
      writes()
        .slice(before)
        .map((r) => r.method),
      ['PATCH'],
    );
    const merged = (await boromir(`manuscript_beat?id=${beatId}&granularity=2`)).content as string;
    assert.match(merged, /old tin[\s\S]*Past the gate/);
    await eventually('both changes in the file, on disk', async () =>
      /old tin[\s\S]*Past the gate/.test(readFileSync(part(), 'utf8')),
    );
  });

  it('the same line changed on both sides: marked in the file, nothing sent until a side is chosen', async () => {
    const arrival = readFileSync(part(), 'utf8');
    const beatId = /^<!-- beat:([0-9a-f-]+) title="The Gate" -->$/m.exec(arrival)![1]!;
    const there = (await boromir(`manuscript_beat?id=${beatId}&granularity=2`)).content as string;
    assert.match(there, /stood open/);
    await boromir(`manuscript_beat?id=${beatId}`, {
      method: 'PATCH',
      body: { content: there.replace('open', 'shut') },
    });
    await rewrite('01-Arrival.md', arrival.replace('stood open', 'stood ajar'));
    const before = writes().length;
    const shown = await pushAnswering(/^Push$/, /manuscript version \S+: 1 changes sent, 0 conflicts/);
    assert.match(shown, /Merge: beat “The Gate” \(01-Arrival\.md\) changed on both sides: 1 places both changed/);
    assert.equal(writes().length, before, 'nothing sent for a beat with conflict markers');
    const marked = readFileSync(part(), 'utf8');
    assert.match(
      marked,
      /^<<<<<<< your file\nThe gate stood ajar\.\n[\s\S]*^=======\nThe gate stood shut\.\n>>>>>>> World Anvil$/m,
    );
    const log = logSnapshot();
    await push();
    await newLogLine('the push refused', log, /manuscript version \S+: nothing to push, 0 conflicts/, 60_000);
    // The writer's side chosen: what is left to push is theirs.
    const chosen = marked.replace(/^<<<<<<< your file\n(.*)\n[\s\S]*?^>>>>>>> World Anvil\n/m, '$1\n');
    await rewrite('01-Arrival.md', chosen);
    const edit = await pushAnswering(/^Push$/, /manuscript version \S+: 1 changes sent, 0 conflicts/);
    assert.match(edit, /Edit: beat “The Gate” \(01-Arrival\.md\)/);
    assert.match((await boromir(`manuscript_beat?id=${beatId}&granularity=2`)).content as string, /stood ajar/);
  });

  it('a part file deleted: named with its beats, deleting asked, its beats then the part deleted on World Anvil', async () => {
    const epilogue = partFile('04-Epilogue.md');
    const partId = /^\s+id: "([0-9a-f-]+)"/m.exec(readFileSync(epilogue, 'utf8'))![1]!;
    const deletes = () =>
      harness().sandbox.requests.filter((r) => r.method === 'DELETE' && /manuscript_(beat|part)$/.test(r.path));
    const before = deletes().length;
    unlinkSync(epilogue);
    const sent = /manuscript version \S+: 1 changes sent, 0 conflicts/;
    const shown = await pushAnswering(/^Push and Delete 1 Parts and 2 Beats$/, sent, 'manuscript-push-part-deleted');
    assert.match(shown, /Delete part “Epilogue” \(04-Epilogue\.md, 2 beats\)/);
    assert.match(shown, /Push, Keep the Parts and Beats/);
    assert.deepEqual(
      deletes()
        .slice(before)
        .map((r) => r.path.replace(/^.*\//, '')),
      ['manuscript_beat', 'manuscript_beat', 'manuscript_part'],
    );
    const { sandbox } = harness();
    const gone = await sandboxFetch(`${sandbox.boromirUrl}manuscript_part?id=${partId}&granularity=2`, {
      headers: {
        'x-auth-token': sandbox.credentials.worldAnvil.authToken,
        'x-application-key': sandbox.credentials.worldAnvil.applicationKey,
      },
    });
    assert.equal(gone.status, 404);
    await eventually('the part gone from the tree', async () => !hasRow(await partRows(), /^Epilogue/));
    const log = logSnapshot();
    await push();
    await newLogLine('the push again', log, /manuscript version \S+: nothing to push, 0 conflicts/, 60_000);
  });

  it('a beat moved to another part file: named as a move, created there with its text, the old one deleted', async () => {
    const caravan = readFileSync(partFile('02-The-Caravan.md'), 'utf8');
    const marker = /^<!-- beat:([0-9a-f-]+) title="Setting out" -->$/m.exec(caravan)!;
    const next = caravan.indexOf('<!-- beat:', marker.index + 1);
    const section = caravan.slice(marker.index, next < 0 ? undefined : next).replace(/\n+$/, '\n');
    const there = (await boromir(`manuscript_beat?id=${marker[1]}&granularity=2`)).content as string;
    await rewrite('02-The-Caravan.md', caravan.slice(0, marker.index) + (next < 0 ? '' : caravan.slice(next)));
    const arrival = readFileSync(part(), 'utf8');
    await rewrite('01-Arrival.md', `${arrival.replace(/\n*$/, '\n\n')}${section}`);
    const before = writes().length;
    const shown = await pushAnswering(
      /^Push and Delete 1 Beats$/,
      /manuscript version \S+: 1 changes sent, 0 conflicts/,
    );
    assert.match(
      shown,
      /Move: beat “Setting out” to “Arrival”, place \d+ \(01-Arrival\.md\): created there anew, then deleted from 02-The-Caravan\.md/,
    );
    assert.deepEqual(
      writes()
        .slice(before)
        .map((r) => r.method),
      ['PUT', 'DELETE'],
    );
    const moved = (await eventually('the new id in the moved marker, on disk', async () =>
      /^<!-- beat:([0-9a-f-]+) title="Setting out" -->$/m.exec(readFileSync(part(), 'utf8')),
    ))!;
    assert.notEqual(moved[1], marker[1]);
    assert.equal((await boromir(`manuscript_beat?id=${moved[1]}&granularity=2`)).content, there);
    const { sandbox } = harness();
    const gone = await sandboxFetch(`${sandbox.boromirUrl}manuscript_beat?id=${marker[1]}&granularity=2`, {
      headers: {
        'x-auth-token': sandbox.credentials.worldAnvil.authToken,
        'x-application-key': sandbox.credentials.worldAnvil.applicationKey,
      },
    });
    assert.equal(gone.status, 404);
  });
});
