// Pull into a Folder… on The Reedlands, into a folder of the workspace of its own, as the scenarios that
// start from a freshly pulled world set up (43, 44). Waits on the pull's summary in the log.
import { mkdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { harness } from '../harness';
import { pickFolder } from './folderDialog';
import { answerWriteQuestion, logSnapshot, newLogLine } from './state';
import { expandView, openContainer, runCommand, treeContextMenu, treeRow } from './workbench';

/** Folders scenarios pull The Reedlands into: the folder dialog opens on the last one this run used. */
export const PULLED_FOLDERS = [
  'reedlands',
  'people-pull',
  'linked-world',
  'reedlands-sync',
  'secret-files',
  'world-images',
];

export async function pullReedlandsInto(folder: string): Promise<void> {
  const { page } = harness();
  mkdirSync(folder, { recursive: true });
  await openContainer(page, 'Scriptorium');
  const worlds = await expandView(page, 'Worldbuilding');
  if ((await treeRow(worlds, /^The Reedlands/).count()) === 0) await runCommand(page, 'Scriptorium: Refresh Worlds');
  const before = logSnapshot();
  await treeContextMenu(worlds, /^The Reedlands/, 'Pull into a Folder…');
  // The dialog opens on the workspace, or on the folder an earlier scenario last pulled this world into.
  const { workspace } = harness().vscode;
  const earlier = PULLED_FOLDERS.map((f) => join(workspace, f)).filter((f) => f !== folder);
  await pickFolder(page, folder, 'Pull Here', [workspace, ...earlier]);
  const name = basename(folder);
  await answerWriteQuestion(page, new RegExp(`Pulling “The Reedlands” writes \\d+ new files into ${name}: `));
  await newLogLine('the pull’s summary', before, new RegExp(`\\[pull\\] .*${name}: The Reedlands: \\d+ new, `), 90_000);
  await runCommand(page, 'View: Close All Editors');
}
