// The Translation Changes view and its commands: refresh, filter by action and by user.
import * as vscode from 'vscode';
import { actionLabel } from '../vocabularyLabels';
import type { LocalizationSession } from '../session';
import type { FeatureHost } from '../../platform/features/featureHost';
import type { Log } from '../../platform/log';
import { ChangesTreeProvider } from './changesTreeProvider';
import { showTreeWhileVisible } from '../../platform/tree/nodeTreeProvider';

const FILTERABLE_ACTIONS = [0, 2, 3, 4, 5, 7, 9, 13, 17, 18, 21, 36, 47, 48, 50, 51, 53, 59];

export function registerChanges(
  context: vscode.ExtensionContext,
  host: FeatureHost,
  deps: { session: LocalizationSession; log: Log },
): ChangesTreeProvider {
  const provider = new ChangesTreeProvider(deps.session, deps.log);
  const view = showTreeWhileVisible(context, host, 'scriptorium.changes', provider, (v) => provider.setVisible(v));
  const describe = () => {
    const f = provider.filters;
    const parts = [
      f.action?.length ? f.action.map((a) => actionLabel(a, String(a))).join(', ') : undefined,
      f.user ? `@${f.user}` : undefined,
    ].filter(Boolean);
    view.description = parts.length ? parts.join(' · ') : undefined;
  };
  context.subscriptions.push(
    vscode.commands.registerCommand('scriptorium.changes.refresh', () => provider.refresh()),
    vscode.commands.registerCommand('scriptorium.changes.filter', async () => {
      const choice = await vscode.window.showQuickPick(
        [
          { label: vscode.l10n.t('By action…'), id: 'action' },
          { label: vscode.l10n.t('By user…'), id: 'user' },
          { label: vscode.l10n.t('Clear filters'), id: 'clear' },
        ],
        { title: vscode.l10n.t('Filter changes') },
      );
      if (!choice) return;
      if (choice.id === 'clear') provider.filters = {};
      if (choice.id === 'action') {
        const picks = await vscode.window.showQuickPick(
          FILTERABLE_ACTIONS.map((a) => ({
            label: actionLabel(a, String(a)),
            action: a,
            picked: provider.filters.action?.includes(a),
          })),
          { canPickMany: true, title: vscode.l10n.t('Show these actions') },
        );
        if (!picks) return;
        provider.filters = { ...provider.filters, action: picks.length ? picks.map((p) => p.action) : undefined };
      }
      if (choice.id === 'user') {
        const user = await vscode.window.showInputBox({
          title: vscode.l10n.t('Show changes by user'),
          prompt: vscode.l10n.t('Username (empty for everyone)'),
          value: provider.filters.user ?? '',
        });
        if (user === undefined) return;
        provider.filters = { ...provider.filters, user: user.trim() || undefined };
      }
      describe();
      provider.refresh();
    }),
  );
  return provider;
}
