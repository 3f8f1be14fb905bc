// The window's one unit panel as the object the feature hands out (#45 item 5): made in feature.ts, given
// as a UnitPanelControl to the commands that act on the string shown. It opens the panel, restores it after
// a window reload, and passes every request on to the panel while one is open.
import * as vscode from 'vscode';
import { PanelHost } from '../../platform/webview/panelHost';
import { UnitPanel } from './unitPanel';
import type { PanelAction, RefreshableSection, UnitPanelControl } from './unitPanelControl';
import type { MakeHost, UnitPanelDeps } from './unitPanelDeps';
import type { LoadedUnit } from './unitLoader';

export class UnitPanelController implements UnitPanelControl {
  private current: UnitPanel | undefined;

  constructor(private readonly deps: UnitPanelDeps) {}

  open(unitId: number): void {
    if (this.current) {
      this.current.reveal(unitId);
      return;
    }
    this.current = this.make(
      (spec) =>
        PanelHost.create(spec, vscode.l10n.t('String'), { viewColumn: vscode.ViewColumn.Active, preserveFocus: false }),
      unitId,
    );
  }

  /** A panel VS Code restored after a window reload: it shows the string its page's state names. */
  revive(panel: vscode.WebviewPanel, state: unknown): void {
    const id =
      typeof state === 'object' && state !== null && typeof (state as { unitId?: unknown }).unitId === 'number'
        ? (state as { unitId: number }).unitId
        : undefined;
    this.current?.dispose();
    this.current = this.make((spec) => PanelHost.adopt(panel, spec), id);
  }

  shown(): LoadedUnit | undefined {
    return this.current?.shown();
  }

  glossaryTerms() {
    return this.current?.glossaryTerms() ?? [];
  }

  act(action: PanelAction): boolean {
    return this.current?.act(action) ?? false;
  }

  async refresh(section: RefreshableSection): Promise<void> {
    await this.current?.refresh(section);
  }

  reloadIfShowing(unitIds: number[], message?: string): boolean {
    return this.current?.reloadIfShowing(unitIds, message) ?? false;
  }

  async reloadAll(): Promise<void> {
    await this.current?.reloadAll();
  }

  private make(host: MakeHost, unitId: number | undefined): UnitPanel {
    return new UnitPanel(host, this.deps, unitId, (closed) => {
      if (this.current === closed) this.current = undefined;
    });
  }
}
