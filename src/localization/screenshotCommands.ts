// Screenshot commands (#26 item 2): Upload Screenshot (screenshotUpload.ts); and, on a screenshot row of the
// tree, open it, link it to or unlink it from the string shown, rename it, delete it (asked first, Keep
// focused). Screenshots link source units: a translated string links through its source unit.
import * as vscode from 'vscode';
import {
  deleteScreenshot,
  linkScreenshotUnit,
  renameScreenshot,
  sourceUnitId,
  translationPathOf,
  unlinkScreenshotUnit,
  type Screenshot,
} from '../core/weblate';
import { confirmDestructive } from '../platform/confirmDestructive';
import { showError } from '../platform/showError';
import type { Connection } from './session';
import { openImage } from './unitPanel/screenshotsController';
import type { LoadedUnit } from './unitPanel/unitLoader';
import type { UnitPanelControl } from './unitPanel/unitPanelControl';
import { ScreenshotNode } from './screenshots/screenshotNodes';
import { plural } from '../platform/localeFormat';
import { askName, changed, upload, type ScreenshotCommandDeps } from './screenshotUpload';

export type { ScreenshotCommandDeps } from './screenshotUpload';

export function registerScreenshotCommands(context: vscode.ExtensionContext, deps: ScreenshotCommandDeps): void {
  const reg = (id: string, fn: (node?: unknown) => Promise<void>) =>
    context.subscriptions.push(vscode.commands.registerCommand(id, fn));
  const onRow =
    (title: string, fn: (c: Connection, node: ScreenshotNode) => Promise<void>) => async (node?: unknown) => {
      const connection = await deps.session.connection();
      if (!(node instanceof ScreenshotNode) || !connection) return;
      try {
        await fn(connection, node);
      } catch (err) {
        await showError(deps.log, 'screenshots', err, title);
      }
    };
  reg('scriptorium.localization.uploadScreenshot', () => upload(deps));
  reg(
    'scriptorium.localization.openScreenshot',
    onRow(vscode.l10n.t('Open Screenshot'), async (c, node) => {
      await openImage(await deps.cache.file(c.client, c.serverUrl, node.screenshot, true));
    }),
  );
  // Link and unlink: the same steps on the string the panel shows, one call apart.
  const linking = (link: boolean) =>
    onRow(
      link
        ? vscode.l10n.t('Link Screenshot to the String Shown')
        : vscode.l10n.t('Unlink Screenshot from the String Shown'),
      async (c, node) => {
        const shown = shownIn(deps.panel, node.screenshot);
        if (!shown) return;
        const s = node.screenshot;
        await (link ? linkScreenshotUnit : unlinkScreenshotUnit)(c.client, s.id, sourceUnitId(shown.unit));
        const key = shown.unit.context;
        await changed(
          deps,
          node.parent,
          link
            ? vscode.l10n.t('Screenshot “{0}” linked to {1}.', s.name, key)
            : vscode.l10n.t('Screenshot “{0}” unlinked from {1}.', s.name, key),
        );
      },
    );
  reg('scriptorium.localization.linkScreenshot', linking(true));
  reg('scriptorium.localization.unlinkScreenshot', linking(false));
  reg(
    'scriptorium.localization.renameScreenshot',
    onRow(vscode.l10n.t('Rename Screenshot'), async (c, node) => {
      const name = await askName(node.screenshot.name, vscode.l10n.t('Rename Screenshot'), { step: 1, totalSteps: 1 });
      if (name === undefined || name === node.screenshot.name) return;
      await renameScreenshot(c.client, node.screenshot.id, name);
      await changed(deps, node.parent, vscode.l10n.t('Screenshot renamed to “{0}”.', name));
    }),
  );
  reg(
    'scriptorium.localization.deleteScreenshot',
    onRow(vscode.l10n.t('Delete Screenshot'), async (c, node) => {
      const s = node.screenshot;
      const sure = await confirmDestructive({
        question: vscode.l10n.t(
          'Delete the screenshot “{0}” of {1}/{2} on the server?',
          s.name,
          s.project,
          s.component,
        ),
        detail: plural(
          s.unitIds.length,
          vscode.l10n.t('It is removed for everyone, with its link to {0} string. The string stays.', s.unitIds.length),
          vscode.l10n.t(
            'It is removed for everyone, with its links to {0} strings. The strings stay.',
            s.unitIds.length,
          ),
        ),
        action: vscode.l10n.t('Delete Screenshot'),
        keep: vscode.l10n.t('Keep Screenshot'),
      });
      if (!sure) return;
      await deleteScreenshot(c.client, s.id);
      deps.cache.forget(c.client, s.id);
      deps.log.info('screenshots', `deleted screenshot ${s.id} of ${s.project}/${s.component}`);
      await changed(deps, node.parent, vscode.l10n.t('Screenshot “{0}” deleted.', s.name));
    }),
  );
}

/** The string the panel shows, when it belongs to the screenshot's component (else says so). */
function shownIn(panel: UnitPanelControl, s: Screenshot): LoadedUnit | undefined {
  const shown = panel.shown();
  const where = shown && translationPathOf(shown.unit.translation);
  if (shown && where?.project === s.project && where.component === s.component) return shown;
  void vscode.window.showWarningMessage(
    vscode.l10n.t('Open a string of {0}/{1} in the unit panel first.', s.project, s.component),
  );
  return undefined;
}
