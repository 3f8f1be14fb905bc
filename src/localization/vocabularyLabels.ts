// Weblate's states and change actions in VS Code's display language. src/core/weblate/vocabulary.ts
// knows the codes (and English names for logs); the words a person reads are chosen here, each a literal
// vscode.l10n.t call so `npm run l10n` finds it.
import * as vscode from 'vscode';
import { unitStateKind, type RepositoryWord, type UnitStateKind } from '../core/weblate/vocabulary';

export function stateLabel(kind: UnitStateKind): string {
  const labels: Record<UnitStateKind, string> = {
    untranslated: vscode.l10n.t('Untranslated'),
    needsEditing: vscode.l10n.t('Needs editing'),
    translated: vscode.l10n.t('Translated'),
    approved: vscode.l10n.t('Approved'),
    readOnly: vscode.l10n.t('Read-only'),
  };
  return labels[kind];
}

/** The label of a unit's state number (0 empty … 100 read-only). */
export function unitStateLabel(state: number): string {
  return stateLabel(unitStateKind(state));
}

/** Weblate's change actions by number (the server's own name may be in another language, or new). */
function actionLabels(): Record<number, string> {
  return {
    0: vscode.l10n.t('Resource updated'),
    1: vscode.l10n.t('Translation completed'),
    2: vscode.l10n.t('Translation changed'),
    3: vscode.l10n.t('Comment added'),
    4: vscode.l10n.t('Suggestion added'),
    5: vscode.l10n.t('Translation added'),
    6: vscode.l10n.t('Automatically translated'),
    7: vscode.l10n.t('Suggestion accepted'),
    8: vscode.l10n.t('Translation reverted'),
    9: vscode.l10n.t('Translation uploaded'),
    13: vscode.l10n.t('Source string added'),
    14: vscode.l10n.t('Component locked'),
    15: vscode.l10n.t('Component unlocked'),
    17: vscode.l10n.t('Changes committed'),
    18: vscode.l10n.t('Changes pushed'),
    19: vscode.l10n.t('Repository reset'),
    20: vscode.l10n.t('Repository merged'),
    21: vscode.l10n.t('Repository rebased'),
    26: vscode.l10n.t('Suggestion removed'),
    29: vscode.l10n.t('Suggestion removed during cleanup'),
    36: vscode.l10n.t('Translation approved'),
    37: vscode.l10n.t('Marked for edit'),
    47: vscode.l10n.t('New alert'),
    48: vscode.l10n.t('Language added'),
    50: vscode.l10n.t('Project created'),
    51: vscode.l10n.t('Component created'),
    53: vscode.l10n.t('Repository notification received'),
    59: vscode.l10n.t('String updated in the repository'),
  };
}

/** A known action in the display language; an unknown one by the name the server sent. */
export function actionLabel(action: number, serverName: string): string {
  return actionLabels()[action] ?? serverName;
}

/**
 * A repository word as the row says it ("3 to commit", "to push", "2 to pull") and as a line of the row's
 * tooltip, with what is counted ("Strings to commit: 3").
 */
export function repositoryWordText(w: RepositoryWord): { row: string; line: string } {
  switch (w.kind) {
    case 'toCommit':
      return w.count
        ? { row: vscode.l10n.t('{0} to commit', w.count), line: vscode.l10n.t('Strings to commit: {0}', w.count) }
        : { row: vscode.l10n.t('to commit'), line: vscode.l10n.t('Saved strings to commit') };
    case 'toPush':
      return w.count
        ? { row: vscode.l10n.t('{0} to push', w.count), line: vscode.l10n.t('Commits to push: {0}', w.count) }
        : { row: vscode.l10n.t('to push'), line: vscode.l10n.t('Commits to push') };
    case 'toPull':
      return { row: vscode.l10n.t('{0} to pull', w.count), line: vscode.l10n.t('Commits to pull: {0}', w.count) };
    case 'needsMerge':
      return { row: vscode.l10n.t('needs merge'), line: vscode.l10n.t('Upstream changes need a merge') };
    case 'mergeFailed':
      return { row: vscode.l10n.t('merge failed'), line: vscode.l10n.t('Last merge failed: {0}', w.detail) };
  }
}
