// The translation a command on translation rows acts on: the row it was run on, else the one selected in the
// Localization view (the command palette); none says `missing` and answers undefined.
import * as vscode from 'vscode';
import type { TreeNode } from '../../platform/tree/treeNode';
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
