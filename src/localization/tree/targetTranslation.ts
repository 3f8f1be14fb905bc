// The translation a command on translation rows acts on: the row it was run on, else the one selected in the
// Localization view (the command palette); none says `missing` and answers undefined.
import * as vscode from 'vscode';
import type { Translation } from '../../core/weblate';
import type { TreeNode } from '../../platform/tree/treeNode';
import type { Connection, LocalizationSession } from '../session';
import { TranslationNode } from './nodes';

export function targetTranslation(
  node: TreeNode | undefined,
  view: vscode.TreeView<TreeNode>,
  missing: string,
): TranslationNode | undefined {
  const target =
    node instanceof TranslationNode
      ? node
      : view.selection.find((n): n is TranslationNode => n instanceof TranslationNode);
  if (!target) void vscode.window.showInformationMessage(missing);
  return target;
}

/**
 * The translation a command acts on (as targetTranslation) and the connection to send it over; undefined
 * when there is none (said) or no connection (the session said why).
 */
export async function translationToWorkOn(
  deps: { session: LocalizationSession; view: vscode.TreeView<TreeNode> },
  node: TreeNode | undefined,
  missing: string,
): Promise<{ translation: Translation; connection: Connection } | undefined> {
  const target = targetTranslation(node, deps.view, missing);
  const connection = target && (await deps.session.connection());
  return target && connection ? { translation: target.translation, connection } : undefined;
}
