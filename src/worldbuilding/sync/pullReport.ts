// What a world pull says when it is done: the counts, the files kept because they were edited here, those
// refused, the images; Show List opens every file by what happened to it; conflicts are offered one by one
// (pullConflict.ts). World Changes hears of the pull at once.
import * as vscode from 'vscode';
import { config } from '../../platform/config';
import type { Log } from '../../platform/log';
import { plural } from '../../platform/localeFormat';
import { nameList, showList } from '../../platform/summaryMessage';
import type { PullOutcome } from '../../core/worldSync/execute';
import type { PullStep } from '../../core/worldSync/plan';
import { readManifest } from '../../core/worldSync/pullManifest';
import { imagesList, imagesSummary } from './imageReport';
import { settlePullConflict } from './pullConflict';
import { announceSynced } from './syncedFiles';

export async function reportPull(
  outcome: PullOutcome,
  steps: readonly PullStep[],
  title: string,
  folder: string,
  worldId: string,
  log: Log,
): Promise<void> {
  const c = outcome.counts;
  // The files kept because they were edited here, named (#31): the steps run in order, so the first
  // c.local of them are those this run reached.
  const kept = steps
    .filter((s) => s.kind === 'local')
    .slice(0, c.local)
    .map((s) => s.file);
  const counts = vscode.l10n.t(
    '{0}: {1} new, {2} updated, {3} unchanged, {4} kept (edited here), {5}.',
    title,
    c.new + c.restore,
    c.update,
    c.unchanged,
    c.local,
    plural(c.conflict, vscode.l10n.t('{0} conflict', c.conflict), vscode.l10n.t('{0} conflicts', c.conflict)),
  );
  const maxImageBytes = config.worldbuilding.imagesMaxBytes();
  const summary = [
    counts,
    ...(kept.length > 0 ? [vscode.l10n.t('Kept (edited here): {0}.', nameList(kept))] : []),
    ...(outcome.refused.length > 0
      ? [vscode.l10n.t('Not written, a link or not a plain file: {0}.', nameList(outcome.refused.map((r) => r.file)))]
      : []),
    imagesSummary(outcome.images, maxImageBytes),
  ]
    .filter((s) => s !== '')
    .join(' ');
  log.info('pull', `${folder}: ${summary}${outcome.cancelled ? ' (cancelled)' : ''}`);
  // World Changes reads the world again at once (#41), before any question below waits for an answer.
  announceSynced({ kind: 'world', worldId });
  for (const r of outcome.refused) log.warn('pull', `${folder}: not written: ${r.file} (${r.title}): ${r.reason}`);
  const listButton = vscode.l10n.t('Show List');
  const offerList = (shown: Thenable<string | undefined>) =>
    void Promise.resolve(shown).then((answer) =>
      answer === listButton
        ? showList(vscode.l10n.t('Pulled “{0}”', title), [
            ...pullList(outcome, kept),
            ...imagesList(outcome.images, maxImageBytes),
          ])
        : undefined,
    );
  const images = outcome.images.written.length + outcome.images.skipped.length;
  const buttons = outcome.written.length + kept.length + images > 0 ? [listButton] : [];
  if (outcome.cancelled) {
    offerList(
      vscode.window.showWarningMessage(
        vscode.l10n.t('Pull cancelled. {0} Run it again to continue.', summary),
        ...buttons,
      ),
    );
    return;
  }
  if (outcome.conflicts.length === 0) {
    // An image left out is a warning (the article shows `[img:ID]` instead of it), and so is an article refused.
    const message = vscode.l10n.t('Pulled {0}', summary);
    offerList(
      outcome.images.skipped.length > 0 || outcome.refused.length > 0
        ? vscode.window.showWarningMessage(message, ...buttons)
        : vscode.window.showInformationMessage(message, ...buttons),
    );
    return;
  }
  const show = vscode.l10n.t('Show Conflicts');
  if (
    (await vscode.window.showWarningMessage(
      vscode.l10n.t(
        'Pulled {0} Changed both here and on World Anvil: {1}.',
        summary,
        outcome.conflicts.map((x) => x.step.article.title).join(', '),
      ),
      show,
    )) !== show
  )
    return;
  const manifest = await readManifest(folder, worldId);
  for (const conflict of outcome.conflicts) await settlePullConflict(conflict, folder, manifest, log);
  announceSynced({ kind: 'world', worldId });
}

/** Every file the pull touched or left, by what happened to it: the Show List document. */
function pullList(outcome: PullOutcome, kept: readonly string[]): string[] {
  const section = (heading: string, names: readonly string[]) =>
    names.length > 0 ? [heading, ...names.map((n) => `  ${n}`), ''] : [];
  return [
    ...section(vscode.l10n.t('Written:'), outcome.written),
    ...section(vscode.l10n.t('Kept (edited here):'), kept),
    ...section(
      vscode.l10n.t('Changed on both sides (conflicts):'),
      outcome.conflicts.map((x) => x.step.file),
    ),
    ...section(
      vscode.l10n.t('Not written, a link or not a plain file:'),
      outcome.refused.map((r) => r.file),
    ),
  ];
}
