// The node kinds every Scriptorium tree shares. A tree's own nodes implement TreeNode; error, empty,
// sign-in and "Load more" states are nodes too (never modal pop-ups), each with the action that helps.
import * as vscode from 'vscode';
import { classifyError, describeError } from '../errorMessages';

export interface TreeNode {
  /** Stable across refreshes so VS Code keeps expansion and selection. */
  readonly id: string;
  readonly parent?: TreeNode;
  toTreeItem(): vscode.TreeItem;
  /**
   * What a row gets only when asked for: its tooltip on hover, its command on a click or Enter (VS Code
   * asks for what toTreeItem left undefined). A level of 100,000 strings then holds neither for every row.
   */
  resolveTreeItem?(item: vscode.TreeItem): vscode.TreeItem;
  getChildren?(): Promise<TreeNode[]>;
}

export class MessageNode implements TreeNode {
  constructor(
    readonly id: string,
    private readonly label: string,
    private readonly icon: vscode.ThemeIcon,
    private readonly command?: vscode.Command,
    private readonly tooltip?: string,
    readonly parent?: TreeNode,
  ) {}

  toTreeItem(): vscode.TreeItem {
    const item = new vscode.TreeItem(this.label, vscode.TreeItemCollapsibleState.None);
    item.id = this.id;
    item.iconPath = this.icon;
    item.command = this.command;
    item.tooltip = this.tooltip ?? this.label;
    item.contextValue = 'message';
    return item;
  }
}

/** A row of a paged list that reads more of it when clicked (the command gets the row). */
function pageRow(node: TreeNode, label: string, icon: string, contextValue: string, command: string): vscode.TreeItem {
  const item = new vscode.TreeItem(label, vscode.TreeItemCollapsibleState.None);
  item.id = node.id;
  item.iconPath = new vscode.ThemeIcon(icon);
  item.contextValue = contextValue;
  item.command = { command, title: label, arguments: [node] };
  return item;
}

/** A node that loads the next page of its parent's list when activated. */
export class LoadMoreNode implements TreeNode {
  constructor(
    readonly id: string,
    private readonly commandId: string,
    private readonly shown: number,
    private readonly total: number | undefined,
    readonly parent?: TreeNode,
  ) {}

  toTreeItem(): vscode.TreeItem {
    const label =
      this.total === undefined
        ? vscode.l10n.t('Load more…')
        : vscode.l10n.t('Load more… ({0} of {1} shown)', this.shown, this.total);
    return pageRow(this, label, 'ellipsis', 'loadMore', this.commandId);
  }
}

/** A node at the top of a list whose first pages were dropped (a bounded window): loads them back. */
export class LoadEarlierNode implements TreeNode {
  constructor(
    readonly id: string,
    private readonly commandId: string,
    private readonly skipped: number,
    readonly parent?: TreeNode,
  ) {}

  toTreeItem(): vscode.TreeItem {
    const label = vscode.l10n.t('Show earlier… ({0} not shown)', this.skipped);
    return pageRow(this, label, 'fold-up', 'loadEarlier', this.commandId);
  }
}

export interface ErrorNodeActions {
  /** Command that signs in (shown for credential problems). */
  signInCommand: string;
  /** Command that retries this part of the tree; called with the node that failed. */
  retryCommand: string;
  retryTarget?: TreeNode;
}

/** Shows a failure as a node whose click does what helps most: sign in, or retry. */
export function errorNode(id: string, err: unknown, actions: ErrorNodeActions, parent?: TreeNode): TreeNode {
  const kind = classifyError(err);
  const message = describeError(err);
  if (kind === 'auth') {
    return new MessageNode(
      `${id}/signIn`,
      message,
      new vscode.ThemeIcon('account'),
      {
        command: actions.signInCommand,
        title: vscode.l10n.t('Sign In'),
      },
      undefined,
      parent,
    );
  }
  return new MessageNode(
    `${id}/error`,
    message,
    new vscode.ThemeIcon('error'),
    { command: actions.retryCommand, title: vscode.l10n.t('Retry'), arguments: [actions.retryTarget] },
    vscode.l10n.t('{0}\nClick to retry. Details are in the Scriptorium log (Scriptorium: Show Log).', message),
    parent,
  );
}

export function emptyNode(id: string, label: string, parent?: TreeNode): TreeNode {
  return new MessageNode(`${id}/empty`, label, new vscode.ThemeIcon('info'), undefined, undefined, parent);
}
