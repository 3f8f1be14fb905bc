// Shared by the World Changes scenarios (43, 46): a world pulled into a folder of its own, an article of it
// changed on World Anvil as another client would (a PATCH through the sandbox's Boromir face), and the
// World Changes row of a file, by the label it speaks ("Lore/Glasswort.md in reedlands-sync, changed here").
import { strict as assert } from 'node:assert';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { harness, sandboxFetch } from '../harness';
import { pickFolder } from './folderDialog';
import { answerWriteQuestion, logSnapshot, newLogLine } from './state';
import {
  collapseAll,
  eventually,
  expandRow,
  expandView,
  openContainer,
  runCommand,
  treeContextMenu,
  treeRow,
  viewPane,
} from './workbench';

/** Folders scenarios pull The Reedlands into, in run order: the folder dialog opens on the last one this run used. */
export const PULLED_FOLDERS = [
  'reedlands',
  'people-pull',
  'linked-world',
  'reedlands-sync',
  'secret-files',
  'world-images',
  'reedlands-merge',
  'reedlands-writer',
];

/** Pulls The Reedlands into `<workspace>/<name>`; resolves with the manifest's Markdown files in category folders, sorted. */
export async function pullReedlandsInto(name: string): Promise<string[]> {
  const { page } = harness();
  const { workspace } = harness().vscode;
  const folder = join(workspace, name);
  mkdirSync(folder, { recursive: true });
  await openContainer(page, 'Scriptorium');
  const worlds = await expandView(page, 'Worldbuilding');
  if ((await treeRow(worlds, /^The Reedlands/).count()) === 0) await runCommand(page, 'Scriptorium: Refresh Worlds');
  const before = logSnapshot();
  await treeContextMenu(worlds, /^The Reedlands/, 'Pull into a Folder…');
  // The dialog opens on the workspace, or on the folder an earlier scenario last pulled this world into.
  const earlier = PULLED_FOLDERS.filter((f) => f !== name).map((f) => join(workspace, f));
  await pickFolder(page, folder, 'Pull Here', [workspace, ...earlier]);
  await answerWriteQuestion(page, new RegExp(`Pulling “The Reedlands” writes \\d+ new files into ${name}: `));
  await newLogLine('the pull’s summary', before, new RegExp(`\\[pull\\] .*${name}: The Reedlands: \\d+ new, `), 90_000);
  await runCommand(page, 'View: Close All Editors');
  const manifest = JSON.parse(readFileSync(join(folder, '.scriptorium-world.json'), 'utf8')) as {
    articles: Record<string, { file: string }>;
  };
  return Object.values(manifest.articles)
    .map((e) => e.file)
    .filter((f) => f.endsWith('.md') && f.includes('/'))
    .sort();
}

/** Changes the article a pulled file holds (by the id in its front matter) on World Anvil. */
export async function changeOnWorldAnvil(fileText: string, change: Record<string, string>): Promise<void> {
  const { sandbox } = harness();
  const id = /scriptorium:\n {2}id: "([0-9a-f-]{36})"/.exec(fileText)![1];
  const res = await sandboxFetch(`${sandbox.boromirUrl}article?id=${id}`, {
    method: 'PATCH',
    headers: {
      'x-auth-token': sandbox.credentials.worldAnvil.authToken,
      'x-application-key': sandbox.credentials.worldAnvil.applicationKey,
      'content-type': 'application/json',
    },
    body: JSON.stringify(change),
  });
  assert.equal(res.status, 200, await res.text());
}

/** A file's row in World Changes, and a wait for the state it says. */
export function changeRows(folderName: string) {
  const row = (file: string) =>
    viewPane(harness().page, 'World Changes').locator(
      `.monaco-list-row[aria-label^=${JSON.stringify(`${file} in ${folderName},`)}]`,
    );
  const says = (file: string, state: RegExp) =>
    eventually(`World Changes: ${file} ${state}`, async () =>
      state.test(
        (await row(file)
          .getAttribute('aria-label')
          .catch(() => null)) ?? '',
      ),
    );
  return { row, says };
}

/**
 * Folds every folder in World Changes, then opens `folderName`'s once it lists a changed file. The view
 * draws only the rows in sight, and by the end of a full run the world is pulled into seven folders, each
 * listing the articles later scenarios changed on World Anvil: a cold CI run's 46 never found its row.
 */
export async function showOnlyFolder(folderName: string): Promise<void> {
  const pane = viewPane(harness().page, 'World Changes');
  await collapseAll(pane);
  await expandRow(pane, new RegExp(`^The Reedlands\\s*${folderName} · \\d+ changed`));
}

/**
 * The letter the Explorer draws beside a file of this name (its decoration's badge: "M", "W", …), read
 * from the row's label; undefined while no row of that name is drawn.
 */
export function explorerBadge(name: string): Promise<string | undefined> {
  return harness().page.evaluate((n) => {
    const row = [...document.querySelectorAll('.explorer-folders-view .monaco-list-row')].find(
      (r) => r.querySelector('.label-name')?.textContent === n,
    );
    const label = row?.querySelector('.monaco-icon-label');
    return label ? getComputedStyle(label, '::after').content : undefined;
  }, name);
}
