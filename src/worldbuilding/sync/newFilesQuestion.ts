// A world pull's question before it writes new files (the write policy: no new file appears in the folder
// unasked), asked through the one question of platform/files/writeQuestion.ts. Articles another file of the
// workspace already keeps would become second copies: skipping them is the highlighted answer, and that
// answer is remembered for the world and the folder it is pulled into (workspaceState), so pulling it there
// again skips them without asking (#41); a pull of the same world into another folder (a fresh copy) asks.
// Writing them is never remembered: a second copy is written only when asked that time. A copy removed
// from the workspace is no longer one, and the pull writes the article then.
import * as vscode from 'vscode';
import type { PullStep } from '../../core/worldSync/plan';
import { askBeforeWriting } from '../../platform/files/writeQuestion';
import { imagesQuestion } from './imageReport';
import { plural, shortList } from '../../platform/localeFormat';

/** Whether the person chose to skip articles other files already keep, for one world pulled into one folder. */
export interface CopiesMemory {
  skips(): boolean;
  rememberSkip(): Thenable<void>;
}

export function copiesMemory(state: vscode.Memento, worldId: string, folder: vscode.Uri): CopiesMemory {
  const key = `scriptorium.worldbuilding.skipSecondCopies.${worldId}`;
  const folders = () => {
    const kept = state.get<unknown>(key);
    return Array.isArray(kept) ? kept.filter((f): f is string => typeof f === 'string') : [];
  };
  return {
    skips: () => folders().includes(folder.fsPath),
    rememberSkip: () => state.update(key, [...new Set([...folders(), folder.fsPath])]),
  };
}

export interface NewFiles {
  steps: readonly PullStep[];
  /** Articles to be written here that another file of the workspace already keeps: id → that file. */
  elsewhere: ReadonlyMap<string, string>;
}

/** The steps to leave out, and whether that was the remembered answer; undefined when declined. */
export type NewFilesAnswer = { skipped: PullStep[]; remembered: boolean } | undefined;

const listOf = shortList;

/**
 * Asks before a pull writes new files into `folder`. Updates replace only files the pull wrote and nobody
 * changed since (the manifest's hashes), and conflicts are asked one by one elsewhere: this asks about new
 * (and restored) files only.
 */
export async function askAboutNewFiles(
  planned: NewFiles,
  title: string,
  folder: vscode.Uri,
  memory: CopiesMemory,
): Promise<NewFilesAnswer> {
  const fresh = planned.steps.filter((s) => s.kind === 'new' || s.kind === 'restore');
  const copies = fresh.filter((s) => planned.elsewhere.has(s.article.id));
  const skippedBefore = copies.length > 0 && memory.skips() ? copies : [];
  const asked = fresh.filter((s) => !skippedBefore.includes(s));
  if (asked.length === 0) return { skipped: skippedBefore, remembered: skippedBefore.length > 0 };
  const where = vscode.workspace.asRelativePath(folder);
  const keptAt = (s: PullStep) => vscode.workspace.asRelativePath(planned.elsewhere.get(s.article.id)!);
  const names = asked.map((s) => (s.kind === 'new' ? s.article.title : s.file));
  const askCopies = skippedBefore.length > 0 ? [] : copies;
  const parts = [
    plural(
      asked.length,
      vscode.l10n.t('Pulling “{0}” writes {1} new file into {2}: {3}.', title, asked.length, where, listOf(names)),
      vscode.l10n.t('Pulling “{0}” writes {1} new files into {2}: {3}.', title, asked.length, where, listOf(names)),
    ),
    ...(askCopies.length > 0
      ? [copiesSentence(askCopies.map((s) => vscode.l10n.t('{0} (in {1})', s.article.title, keptAt(s))))]
      : []),
    ...(skippedBefore.length > 0
      ? [
          plural(
            skippedBefore.length,
            vscode.l10n.t(
              'Skipped, as answered before for this world and folder: {0} kept in another file.',
              skippedBefore.length,
            ),
            vscode.l10n.t(
              'Skipped, as answered before for this world and folder: {0} kept in other files.',
              skippedBefore.length,
            ),
          ),
        ]
      : []),
    // Which images an article shows is known once it is fetched: the question says where they go.
    imagesQuestion(where),
    plural(asked.length, vscode.l10n.t('Write it?'), vscode.l10n.t('Write them?')),
  ];
  const write = {
    label: plural(
      asked.length,
      vscode.l10n.t('Write {0} New File', asked.length),
      vscode.l10n.t('Write {0} New Files', asked.length),
    ),
    value: 'write' as const,
  };
  const skip = { label: vscode.l10n.t('Skip the {0} Kept Elsewhere', askCopies.length), value: 'skip' as const };
  const line = (s: PullStep) =>
    `${s.file}  (${s.article.title})${planned.elsewhere.has(s.article.id) ? `  ${vscode.l10n.t('already kept in {0}', keptAt(s))}` : ''}`;
  const answer = await askBeforeWriting({
    message: parts.join(' '),
    choices: askCopies.length > 0 ? [skip, write] : [write],
    list: { title: vscode.l10n.t('Files to write'), text: () => `${asked.map(line).join('\n')}\n` },
  });
  if (answer === undefined) return undefined;
  if (answer === 'skip') await memory.rememberSkip();
  return answer === 'skip'
    ? { skipped: [...skippedBefore, ...askCopies], remembered: false }
    : { skipped: skippedBefore, remembered: skippedBefore.length > 0 };
}

/** The sentence naming the new files that are already kept elsewhere, with their count in its plural form. */
function copiesSentence(copies: string[]): string {
  return plural(
    copies.length,
    vscode.l10n.t(
      '{0} of them is already kept in another file, so it would be a second copy: {1}.',
      copies.length,
      listOf(copies),
    ),
    vscode.l10n.t(
      '{0} of them are already kept in other files, so they would be second copies: {1}.',
      copies.length,
      listOf(copies),
    ),
  );
}
