// Opening a string in the unit panel, and restoring the panel after a window reload.
import * as vscode from 'vscode';
import type { FeatureHost } from '../../platform/features/featureHost';
import { UNIT_VIEW_TYPE, UnitPanel, type UnitPanelDeps } from './unitPanel';

export function registerUnitPanel(context: vscode.ExtensionContext, host: FeatureHost, deps: UnitPanelDeps): void {
  context.subscriptions.push(
    vscode.commands.registerCommand('scriptorium.localization.openUnit', (id: unknown) => {
      const unitId =
        typeof id === 'number'
          ? id
          : typeof (id as { unit?: { id?: unknown } })?.unit?.id === 'number'
            ? (id as { unit: { id: number } }).unit.id
            : undefined;
      if (unitId !== undefined) UnitPanel.show(deps, unitId);
    }),
  );
  host.webviewSerializer(UNIT_VIEW_TYPE, {
    async deserializeWebviewPanel(panel, state) {
      UnitPanel.revive(panel, deps, state);
    },
  });
}
