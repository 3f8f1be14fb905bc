// A conflict a world pull found (changed here and on World Anvil): the diff, then one question; nothing is
// written unasked. Merge or take World Anvil's version (the file backed up first), or, when World Anvil's
// side has no faithful Markdown form, write it beside the file as .bbcode.
import { readFile } from 'node:fs/promises';
import * as vscode from 'vscode';
import type { Log } from '../../platform/log';
import { showError } from '../../platform/showError';
import { asBBCodeFile } from '../../core/markup/asBBCodeFile';
import { askAboutConflict, showConflictDiff } from '../document/conflictDiff';
import { resolveWithRemote, type Conflict } from '../../core/worldSync/execute';
import { linkMentions } from '../../core/worldSync/linkResolver';
import type { Manifest } from '../../core/worldSync/pullManifest';
import { backUp, hasMergeBase, mergeConflict } from './worldMerge';

/**
 * One conflict: the diff (both sides in one format, front matter comparable), then the person decides in
 * a notification that leaves the diff in view and has no default button (issue 31); nothing is written
 * unasked, and the diff's tab closes once answered.
 */
export async function settlePullConflict(
  conflict: Conflict,
  folder: string,
  manifest: Manifest,
  log: Log,
): Promise<void> {
  const title = conflict.step.article.title;
  const file = vscode.Uri.file(conflict.localPath);
  const local = await readFile(conflict.localPath, 'utf8');
  const extension = conflict.remoteFormat === 'markdown' ? '.md' : '.bbcode';
  // Links to the world's files read as the mentions they push as, on both sides (issue 29).
  const links = conflict.localPath.endsWith('.md')
    ? (await linkMentions(conflict.localPath, folder, local).catch(() => undefined))?.toMention
    : undefined;
  const asked = () => log.info('pull', `${conflict.step.file} changed on World Anvil and here: diff shown, asking`);
  if (!conflict.besideName) {
    const take = vscode.l10n.t('Take World Anvil’s Version');
    const merge = vscode.l10n.t('Merge');
    const canMerge = await hasMergeBase(manifest, conflict.step.article.id);
    await showConflictDiff({
      file,
      title,
      extension,
      remote: conflict.remoteText,
      local,
      label: vscode.l10n.t('{0}: World Anvil ↔ your file', title),
      links,
    });
    const answer = await askAboutConflict(
      file,
      canMerge
        ? vscode.l10n.t(
            '“{0}” changed on World Anvil and in your file. Merge the two (changes to different lines are merged; lines both sides changed are marked in the file), or replace your file with World Anvil’s version? Either way your file as it was is kept in a backup.',
            title,
          )
        : vscode.l10n.t(
            '“{0}” changed on World Anvil and in your file. Replace your file with World Anvil’s version? (No copy of the text last pulled is kept for it, so it cannot be merged by itself: compare the two and merge by hand.)',
            title,
          ),
      // Merge loses nothing and goes first; without a kept base only the diff is there to merge by hand.
      canMerge ? [merge, take] : [take],
      asked,
    );
    if (answer === merge) await mergeConflict(conflict, folder, manifest, log);
    if (answer === take && (await backUp(file, 'file', local, log)))
      await resolveWithRemote(folder, manifest, conflict);
    return;
  }
  // World Anvil's side has no faithful Markdown form: BBCode against what the writer's Markdown pushes as.
  await showConflictDiff({
    file,
    title,
    extension,
    remote: conflict.remoteText,
    local: asBBCodeFile(local, links),
    label: vscode.l10n.t('{0}: World Anvil ↔ your file (both as BBCode)', title),
  });
  const write = vscode.l10n.t('Write {0}', conflict.besideName);
  const answer = await askAboutConflict(
    file,
    vscode.l10n.t(
      '“{0}” changed on World Anvil and in your file, and World Anvil’s version cannot be written as Markdown without changing it. Write it beside your file as {1}? Your Markdown file stays as it is.',
      title,
      conflict.besideName,
    ),
    [write],
    asked,
  );
  if (answer !== write) return;
  try {
    await resolveWithRemote(folder, manifest, conflict);
    log.info(
      'pull',
      `wrote World Anvil's side of ${conflict.step.article.id} beside ${conflict.step.file} as ${conflict.besideName}`,
    );
  } catch (err) {
    await showError(log, 'pull', err, vscode.l10n.t('{0} was not written', conflict.besideName));
  }
}
