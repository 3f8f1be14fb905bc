// Maintainers' commands: lock / unlock a component, and commit / push / pull / reset / cleanup the
// repository of a component or a whole project — from the Localization tree's rows (offered there only
// where PermissionMemory still allows them: see tree/rowStatus.ts) and from the command palette (which
// asks for the component or project). Each repository operation first says in a modal what it does.
import * as vscode from 'vscode';
import { withWorkProgress } from '../../platform/workProgress';
import type { Component } from '../../core/weblate';
import {
  OPERATION_PERMISSION,
  ownerPath,
  REPOSITORY_OPERATIONS,
  runRepositoryOperation,
  setComponentLock,
  type RepositoryOperation,
  type RepositoryOwner,
} from '../../core/weblate/maintenance';
import type { Log } from '../../platform/log';
import { showError } from '../../platform/showError';
import type { TreeNode } from '../../platform/tree/treeNode';
import type { Connection, LocalizationSession } from '../session';
import type { LocalizationTreeProvider } from '../tree/localizationTreeProvider';
import { ComponentNode, ProjectNode } from '../tree/nodes';
import { showStatistics } from './statisticsPick';
import { confirmDestructive } from '../../platform/confirmDestructive';

interface Deps {
  tree: LocalizationTreeProvider;
  view: vscode.TreeView<TreeNode>;
  session: LocalizationSession;
  log: Log;
}

interface Target {
  owner: RepositoryOwner;
  label: string;
  node?: ComponentNode | ProjectNode;
  component?: Component;
}

/** What each operation does, said before it runs; reset and cleanup say they discard work. */
function describe(
  op: RepositoryOperation,
  label: string,
): { question: string; detail: string; button: string; keep?: string } {
  switch (op) {
    case 'commit':
      return {
        question: vscode.l10n.t('Commit the pending translations of {0}?', label),
        detail: vscode.l10n.t(
          'Weblate writes every translation saved since its last commit into its repository as a commit. Nothing is sent to the remote repository yet.',
        ),
        button: vscode.l10n.t('Commit'),
      };
    case 'push':
      return {
        question: vscode.l10n.t('Push the commits of {0}?', label),
        detail: vscode.l10n.t(
          'Weblate commits what is pending and sends its commits to the remote repository, where everyone sees them.',
        ),
        button: vscode.l10n.t('Push'),
      };
    case 'pull':
      return {
        question: vscode.l10n.t('Update {0} from its remote repository?', label),
        detail: vscode.l10n.t(
          'Weblate fetches the remote repository and merges or rebases it into its own. A conflict stops the update and shows as "needs merge".',
        ),
        button: vscode.l10n.t('Pull'),
      };
    case 'reset':
      return {
        question: vscode.l10n.t('Reset the repository of {0}?', label),
        detail: vscode.l10n.t(
          'Weblate throws away its commits and the translations not yet pushed, and takes the remote repository as it is. This discards work and cannot be undone.',
        ),
        button: vscode.l10n.t('Reset and Discard'),
        keep: vscode.l10n.t('Keep Work'),
      };
    case 'cleanup':
      return {
        question: vscode.l10n.t('Clean up the repository of {0}?', label),
        detail: vscode.l10n.t(
          'Weblate removes files the remote repository does not have and resets what is not pushed. Untracked files and unpushed changes are lost; this cannot be undone.',
        ),
        button: vscode.l10n.t('Clean Up and Discard'),
        keep: vscode.l10n.t('Keep Work'),
      };
  }
}

function doneMessage(op: RepositoryOperation, label: string): string {
  switch (op) {
    case 'commit':
      return vscode.l10n.t('Committed {0}.', label);
    case 'push':
      return vscode.l10n.t('Pushed {0}.', label);
    case 'pull':
      return vscode.l10n.t('Updated {0} from its remote repository.', label);
    case 'reset':
      return vscode.l10n.t('Reset the repository of {0}.', label);
    case 'cleanup':
      return vscode.l10n.t('Cleaned up the repository of {0}.', label);
  }
}

function fromNode(node: TreeNode | undefined): Target | undefined {
  if (node instanceof ComponentNode)
    return {
      owner: { project: node.projectSlug, component: node.component.slug },
      label: `${node.component.project?.name ?? node.projectSlug} / ${node.component.name}`,
      node,
      component: node.component,
    };
  if (node instanceof ProjectNode) return { owner: { project: node.project.slug }, label: node.project.name, node };
  return undefined;
}

/** From the palette: the tree's selection if it is a project or component, else a pick of them. */
async function pickTarget(
  deps: Deps,
  connection: Connection,
  node: TreeNode | undefined,
  componentsOnly: boolean,
): Promise<Target | undefined> {
  const direct = fromNode(node) ?? fromNode(deps.view.selection[0]);
  if (direct && (!componentsOnly || direct.component)) return direct;
  const items = await vscode.window.withProgress(
    { location: vscode.ProgressLocation.Window, title: vscode.l10n.t('Listing components…') },
    async () => {
      const components = await connection.client.listComponents();
      const projects = componentsOnly ? [] : [...new Map(components.map((c) => [c.project.slug, c.project])).values()];
      return [
        ...projects.map((p) => ({
          label: p.name,
          description: vscode.l10n.t('whole project'),
          target: { owner: { project: p.slug }, label: p.name } as Target,
        })),
        ...components.map((c) => ({
          label: `${c.project.name} / ${c.name}`,
          description: `${c.project.slug}/${c.slug}`,
          target: {
            owner: { project: c.project.slug, component: c.slug },
            label: `${c.project.name} / ${c.name}`,
            component: c,
          } as Target,
        })),
      ];
    },
  );
  const pick = await vscode.window.showQuickPick(items, {
    title: componentsOnly ? vscode.l10n.t('Which component?') : vscode.l10n.t('Which project or component?'),
    matchOnDescription: true,
  });
  return pick?.target;
}

export function registerMaintenanceCommands(context: vscode.ExtensionContext, deps: Deps): void {
  const { session, log } = deps;
  const reg = (id: string, fn: (node?: TreeNode) => unknown) =>
    context.subscriptions.push(vscode.commands.registerCommand(id, fn));

  reg('scriptorium.localization.lockComponent', (node) => lock(deps, node, true));
  reg('scriptorium.localization.unlockComponent', (node) => lock(deps, node, false));

  for (const op of REPOSITORY_OPERATIONS) {
    reg(`scriptorium.localization.repository.${op}`, (node) => operate(deps, node, op));
  }

  reg('scriptorium.localization.showStatistics', async (node) => {
    const connection = await session.connection();
    if (!connection) return;
    try {
      const target = await pickTarget(deps, connection, node, false);
      if (target) await showStatistics(connection.client, target.owner, target.label);
    } catch (err) {
      await showError(log, 'maintenance', err, vscode.l10n.t('Could not show statistics'));
    }
  });
}

/** After a lock or a repository action: the rows' state read again, the row redrawn (or the tree). */
function afterAction(tree: Deps['tree'], target: Target): void {
  tree.rows?.invalidate(target.owner.project, target.owner.component);
  if (target.node) tree.redraw(target.node);
  else tree.refresh();
}

/** Locks or unlocks a component (picked when not run on its row), saying what that means. */
async function lock(deps: Deps, node: TreeNode | undefined, wanted: boolean): Promise<void> {
  const { tree, session, log } = deps;
  const connection = await session.connection();
  if (!connection) return;
  try {
    const target = await pickTarget(deps, connection, node, true);
    if (!target?.component || !target.owner.component) return;
    const path = ownerPath(target.owner);
    if (!connection.permissions.mayOffer('component.lock', path)) {
      void vscode.window.showWarningMessage(
        vscode.l10n.t('The server refused to let this account lock {0}.', target.label),
      );
      return;
    }
    const res = await vscode.window.withProgress(
      {
        location: { viewId: 'scriptorium.localization' },
        title: wanted ? vscode.l10n.t('Locking {0}…', target.label) : vscode.l10n.t('Unlocking {0}…', target.label),
      },
      () =>
        connection.permissions.attempt('component.lock', path, () =>
          setComponentLock(connection.client, target.owner.project, target.owner.component!, wanted),
        ),
    );
    target.component.locked = res.locked; // the server's answer, shown on the row at once
    afterAction(tree, target);
    void vscode.window.showInformationMessage(
      res.locked
        ? vscode.l10n.t('{0} is locked: nobody can save translations in it until it is unlocked.', target.label)
        : vscode.l10n.t('{0} is unlocked: translations can be saved again.', target.label),
    );
  } catch (err) {
    if (node) tree.redraw(node); // a refusal removes the action from the row's menu
    await showError(
      log,
      'maintenance',
      err,
      wanted ? vscode.l10n.t('Could not lock') : vscode.l10n.t('Could not unlock'),
    );
  }
}

/** A repository action on a project or component, asked first; reset and cleanup keep work by default. */
async function operate(deps: Deps, node: TreeNode | undefined, op: RepositoryOperation): Promise<void> {
  const { tree, session, log } = deps;
  const connection = await session.connection();
  if (!connection) return;
  try {
    const target = await pickTarget(deps, connection, node, false);
    if (!target) return;
    const action = OPERATION_PERMISSION[op];
    const path = ownerPath(target.owner);
    if (!connection.permissions.mayOffer(action, path)) {
      void vscode.window.showWarningMessage(
        vscode.l10n.t('The server refused this repository action for this account on {0}.', target.label),
      );
      return;
    }
    const text = describe(op, target.label);
    // Reset and cleanup discard work: their question's default button keeps it.
    const confirmed = text.keep
      ? await confirmDestructive({
          question: text.question,
          detail: text.detail,
          action: text.button,
          keep: text.keep,
        })
      : (await vscode.window.showWarningMessage(text.question, { modal: true, detail: text.detail }, text.button)) ===
        text.button;
    if (!confirmed) return;
    const res = await withWorkProgress({ title: text.question.replace(/\?$/, '…') }, () =>
      connection.permissions.attempt(action, path, () => runRepositoryOperation(connection.client, target.owner, op)),
    );
    log.info('maintenance', `${op} ${path}: result ${String(res.result)}${res.detail ? ` (${res.detail})` : ''}`);
    afterAction(tree, target);
    if (res.result)
      void vscode.window.showInformationMessage(
        res.detail ? `${doneMessage(op, target.label)} ${res.detail}` : doneMessage(op, target.label),
      );
    else
      void vscode.window.showWarningMessage(
        res.detail
          ? vscode.l10n.t('Weblate did not complete it on {0}: {1}', target.label, res.detail)
          : vscode.l10n.t(
              'Weblate did not complete it on {0} (nothing to do, or see its repository status).',
              target.label,
            ),
      );
  } catch (err) {
    if (node) tree.redraw(node);
    await showError(log, 'maintenance', err, vscode.l10n.t('Repository action failed'));
  }
}
