// Opening a string in the unit panel, and restoring the panel after a window reload.
import * as vscode from 'vscode';
import type { FeatureHost } from '../../platform/features/featureHost';
import { UNIT_VIEW_TYPE } from './unitPanelDeps';
import type { UnitPanelController } from './unitPanelController';

export function registerUnitPanel(
  context: vscode.ExtensionContext,
  host: FeatureHost,
  panel: UnitPanelController,
): void {
  context.subscriptions.push(
    vscode.commands.registerCommand('scriptorium.localization.openUnit', (id: unknown) => {
      const unitId =
        typeof id === 'number'
          ? id
          : typeof (id as { unit?: { id?: unknown } })?.unit?.id === 'number'
            ? (id as { unit: { id: number } }).unit.id
            : undefined;
      if (unitId !== undefined) panel.open(unitId);
    }),
  );
  host.webviewSerializer(UNIT_VIEW_TYPE, {
    async deserializeWebviewPanel(webviewPanel, state) {
      panel.revive(webviewPanel, state);
    },
  });
}
