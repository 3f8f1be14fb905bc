// The Localization tree follows the unit panel (#31): when the panel moves to another string (Next,
// Previous, another language), that string's row is selected, so the tree shows where the person is. Only
// rows the tree already drew (or draws next) are revealed; nothing is fetched for it. A hidden view is
// left alone: revealing would open it and take the sidebar from what the person had there.
import type * as vscode from 'vscode';
import type { Log } from '../../platform/log';
import type { TreeNode } from '../../platform/tree/treeNode';
import type { LocalizationTreeProvider } from './localizationTreeProvider';
import { errorMessage } from '../../core/errorLine';

export function followUnitPanel(
  view: vscode.TreeView<TreeNode>,
  tree: LocalizationTreeProvider,
  log: Log,
): (serverUrl: string, unitId: number) => void {
  return (serverUrl, unitId) => {
    if (!view.visible) return;
    // The row already selected (the person clicked it to open the string) needs nothing.
    if (view.selection.some((n) => n.id === `unit/${unitId}`)) return;
    tree.followUnit(serverUrl, unitId, (row) => {
      if (!view.visible) return;
      // focus: false: the keyboard stays in the panel, where the person is typing.
      view.reveal(row, { select: true, focus: false, expand: false }).then(undefined, (err: unknown) => {
        log.info('tree', `unit ${unitId} not revealed: ${errorMessage(err)}`);
      });
    });
  };
}
