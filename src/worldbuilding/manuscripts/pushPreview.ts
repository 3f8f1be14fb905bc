// What Push Manuscript Version… shows before sending (#47 item 3): every change named, one per line
// ("Edit: beat 'The Gate' (01-Arrival.md)"), conflicts and problems listed as left alone. Deletes are asked
// apart: the first, focused answer pushes everything else and keeps the beats, so Enter deletes nothing.
// A conflict's difference opens as a diff of World Anvil's text against the file's section.
import * as vscode from 'vscode';
import { bbcodeToMarkdown } from '../../core/markup/bbcodeToMarkdown';
import type { PushConflict, PushProblem, PushStep, VersionPushPlan } from '../../core/manuscript/pushPlan';
import { chooseSafely } from '../../platform/confirmDestructive';
import { readOnlyText } from '../../platform/readOnlyText';

const fileName = (file: string) => file.slice(file.lastIndexOf('/') + 1);
const beatName = (s: { title?: string; beatId?: string }) => s.title?.trim() || s.beatId || '—';

function stepLine(s: PushStep): string {
  const name = beatName({ title: s.title, beatId: 'beatId' in s ? s.beatId : undefined });
  const file = fileName(s.file);
  switch (s.kind) {
    case 'edit':
      return vscode.l10n.t('Edit: beat “{0}” ({1})', name, file);
    case 'add':
      return vscode.l10n.t('Add: beat “{0}” ({1})', name, file);
    case 'delete':
      return vscode.l10n.t('Delete: beat “{0}” ({1})', name, file);
    case 'move':
      return vscode.l10n.t('Move: beat “{0}” to place {1} ({2})', name, s.position, file);
    case 'merge':
      return s.conflicts === 0
        ? vscode.l10n.t('Merge: beat “{0}” ({1}) changed on both sides: merged, then pushed', name, file)
        : vscode.l10n.t(
            'Merge: beat “{0}” ({1}) changed on both sides: {2} places both changed get conflict markers in the file; nothing is sent for it',
            name,
            file,
            s.conflicts,
          );
    case 'addPart':
      return vscode.l10n.t('Part added: “{0}”, {1} beats ({2})', s.title, s.beats.length, file);
    case 'movePart':
      return vscode.l10n.t('Move: part “{0}” to place {1} ({2})', name, s.position, file);
    case 'moveAcross':
      return vscode.l10n.t(
        'Move: beat “{0}” to “{1}”, place {2} ({3}): created there anew, then deleted from {4}',
        name,
        s.partTitle,
        s.position ?? '—',
        file,
        fileName(s.fromFile),
      );
    case 'deletePart':
      return vscode.l10n.t('Delete part “{0}” ({1}, {2} beats)', s.title, file, s.beatIds.length);
  }
}

function conflictLine(c: PushConflict): string {
  if (c.reason === 'goneThere')
    return vscode.l10n.t('Not pushed: beat “{0}” ({1}) is gone from World Anvil', beatName(c), fileName(c.file));
  if (c.unmerged === 'noBase')
    return vscode.l10n.t(
      'Not pushed: beat “{0}” ({1}) changed on World Anvil since the pull; no merge base is kept for it (pulled before bases were kept)',
      beatName(c),
      fileName(c.file),
    );
  if (c.unmerged === 'notMergeable')
    return vscode.l10n.t(
      'Not pushed: beat “{0}” ({1}) changed on World Anvil since the pull; its title changed on both sides, or World Anvil’s text no longer fits the file’s format',
      beatName(c),
      fileName(c.file),
    );
  return vscode.l10n.t(
    'Not pushed: beat “{0}” ({1}) changed on World Anvil since the pull',
    beatName(c),
    fileName(c.file),
  );
}

function problemLine(p: PushProblem): string {
  const where = `${fileName(p.file)}:${p.line + 1}`;
  const reasons: Record<PushProblem['reason'], string> = {
    unknownBeat: vscode.l10n.t('Not pushed: {0}: a beat marker this version never had ({1})', where, p.beatId ?? ''),
    otherPart: vscode.l10n.t(
      'Not pushed: {0}: a beat of another part ({1}), whose file still has it or which is not a pulled part; a beat moves between pulled parts only',
      where,
      p.beatId ?? '',
    ),
    duplicateBeat: vscode.l10n.t('Not pushed: {0}: the beat marker {1} is there twice', where, p.beatId ?? ''),
    fileUnreadable: vscode.l10n.t('Not pushed: {0}: the part file cannot be read', where),
    tooComplex: vscode.l10n.t('Not pushed: {0}: the Markdown is too complex to convert', where),
    conflictMarkers: vscode.l10n.t(
      'Not pushed: {0}: conflict markers from a merge (<<<<<<< … >>>>>>>); choose a side, then push',
      where,
    ),
    partOfElsewhere: vscode.l10n.t('Not pushed: {0}: the file names a part this version does not record', where),
    unsafeName: vscode.l10n.t(
      'Not pushed: {0}: a new part file’s name needs letters, digits, “.”, “_” or “-” only; rename it {1}',
      fileName(p.file),
      p.rename ?? '',
    ),
    partRenamed: vscode.l10n.t(
      'Not pushed: {0} is gone, and {1} carries its part: renaming a part file is not supported; give it its name back',
      fileName(p.file),
      fileName(p.rename ?? ''),
    ),
    versionFolderGone: vscode.l10n.t(
      'Not pushed: the version’s folder {0} is gone; put it back, or pull the version again',
      p.file,
    ),
    partKeptForBeat: vscode.l10n.t(
      'Not pushed: {0} is gone, but its beat “{1}” is still in a part file; its part is deleted once no file holds the beat',
      fileName(p.file),
      p.title ?? p.beatId ?? '',
    ),
    partKeptForMovedBeat: vscode.l10n.t(
      'Not pushed: {0} is gone, but its beat “{1}”, moved to another part file, changed on World Anvil: its part is deleted once that move is settled',
      fileName(p.file),
      p.title ?? p.beatId ?? '',
    ),
    partGoneThere: vscode.l10n.t(
      'Not pushed: {0} is gone, and so is its part on World Anvil: pull the version to settle it',
      fileName(p.file),
    ),
  };
  return reasons[p.reason];
}

/** What the plan leaves alone and why, one line each (for a push with nothing to send). */
export const problemLines = (plan: VersionPushPlan) => plan.problems.map(problemLine);

/** A step that deletes something on World Anvil: asked apart, never the default answer. */
const deletes = (s: PushStep) => s.kind === 'delete' || s.kind === 'deletePart' || s.kind === 'moveAcross';

/** The destructive answers' wording: beats alone, or parts (with every beat they take along). */
function deleteButtons(steps: readonly PushStep[]): { keep: string; withDeletes: string } | undefined {
  const parts = steps.filter((s) => s.kind === 'deletePart');
  const beats =
    steps.filter((s) => s.kind === 'delete' || s.kind === 'moveAcross').length +
    parts.reduce((n, s) => n + s.beatIds.length, 0);
  if (parts.length === 0 && beats === 0) return undefined;
  if (parts.length === 0)
    return {
      keep: vscode.l10n.t('Push, Keep the Beats'),
      withDeletes: vscode.l10n.t('Push and Delete {0} Beats', beats),
    };
  return {
    keep: vscode.l10n.t('Push, Keep the Parts and Beats'),
    withDeletes: vscode.l10n.t('Push and Delete {0} Parts and {1} Beats', parts.length, beats),
  };
}

/** The steps to send after the person's answer, or undefined when they stop. */
export async function askPush(plan: VersionPushPlan, title: string): Promise<PushStep[] | undefined> {
  const lines = [...plan.steps.map(stepLine), ...plan.conflicts.map(conflictLine), ...plan.problems.map(problemLine)];
  const buttons = deleteButtons(plan.steps);
  const message = vscode.l10n.t('Push “{0}” to World Anvil?', title);
  const answer = buttons
    ? await chooseSafely(message, lines.join('\n'), { id: 'keep', title: buttons.keep }, [
        { id: 'all', title: buttons.withDeletes },
      ])
    : await chooseSafely(message, lines.join('\n'), { id: 'all', title: vscode.l10n.t('Push') }, []);
  if (answer === undefined) return undefined;
  return answer === 'keep' ? plan.steps.filter((s) => !deletes(s)) : plan.steps;
}

/** A diff of World Anvil's text of a conflicting beat (as Markdown where it converts) against the file's. */
export async function showConflict(c: PushConflict): Promise<void> {
  const there = c.there === undefined ? '' : (bbcodeToMarkdown(c.there)?.markdown ?? c.there);
  // Read-only sides (readOnlyText.ts): closing the diff never asks to save texts that were never the person's.
  const left = readOnlyText(beatName(c), '.md', there);
  const right = readOnlyText(beatName(c), '.md', c.here);
  const label = vscode.l10n.t('Beat “{0}”: World Anvil ↔ your file', beatName(c));
  await vscode.commands.executeCommand('vscode.diff', left, right, label);
}

export async function offerConflicts(conflicts: readonly PushConflict[], message: string): Promise<void> {
  const show = vscode.l10n.t('Show Difference');
  const answer = await vscode.window.showWarningMessage(message, show);
  if (answer !== show) return;
  const chosen =
    conflicts.length === 1
      ? conflicts[0]
      : (
          await vscode.window.showQuickPick(
            conflicts.map((c) => ({ label: beatName(c), description: fileName(c.file), c })),
          )
        )?.c;
  if (chosen) await showConflict(chosen);
}
