// Screenshot commands (#26 item 2): upload an image of the workspace as a screenshot of the string the
// unit panel shows and link it (and, if asked, the strings around it); and, on a screenshot row of the
// tree, open it, link it to or unlink it from the string shown, rename it, delete it (asked first, Keep
// focused). Screenshots link source units: a translated string links through its source unit.
import * as vscode from 'vscode';
import { PermissionError, ValidationError } from '../core/http/errors';
import { NearbyUnits } from '../core/units/nearby';
import {
  checkScreenshotUpload,
  createScreenshot,
  deleteScreenshot,
  linkScreenshotUnit,
  MAX_SCREENSHOT_BYTES,
  renameScreenshot,
  sourceUnitId,
  translationPathOf,
  unlinkScreenshotUnit,
  type Screenshot,
} from '../core/weblate';
import { confirmDestructive } from '../platform/confirmDestructive';
import type { Log } from '../platform/log';
import { showError } from '../platform/showError';
import type { TreeNode } from '../platform/tree/treeNode';
import type { Connection, LocalizationSession } from './session';
import { forgetScreenshotLists, openImage } from './unitPanel/screenshotsController';
import type { LoadedUnit } from './unitPanel/unitLoader';
import { UnitPanel } from './unitPanel/unitPanel';
import type { ScreenshotCache } from './screenshots/screenshotCache';
import { ScreenshotNode } from './screenshots/screenshotNodes';
import { plural } from '../platform/localeFormat';
import { inputStep, pickStep, type StepPosition } from '../platform/multiStep';

export interface ScreenshotCommandDeps {
  session: LocalizationSession;
  log: Log;
  cache: ScreenshotCache;
  /** The tree reads a component's screenshots again (its Screenshots row, or all). */
  refreshTree: (node?: TreeNode) => void;
}

const IMAGES = '**/*.{png,PNG,jpg,JPG,jpeg,JPEG,gif,GIF,webp,WEBP}';

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
        const shown = shownIn(node.screenshot);
        if (!shown) return;
        const s = node.screenshot;
        await (link ? linkScreenshotUnit : unlinkScreenshotUnit)(c.client, s.id, sourceUnitId(shown.unit));
        const key = shown.unit.context;
        await changed(
          deps,
          node,
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
      await changed(deps, node, vscode.l10n.t('Screenshot renamed to “{0}”.', name));
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
      await changed(deps, node, vscode.l10n.t('Screenshot “{0}” deleted.', s.name));
    }),
  );
}

/** The string the panel shows, when it belongs to the screenshot's component (else says so). */
function shownIn(s: Screenshot): LoadedUnit | undefined {
  const shown = UnitPanel.shown();
  const where = shown && translationPathOf(shown.unit.translation);
  if (shown && where?.project === s.project && where.component === s.component) return shown;
  void vscode.window.showWarningMessage(
    vscode.l10n.t('Open a string of {0}/{1} in the unit panel first.', s.project, s.component),
  );
  return undefined;
}

async function changed(deps: ScreenshotCommandDeps, node: ScreenshotNode | undefined, message: string): Promise<void> {
  forgetScreenshotLists();
  deps.refreshTree(node?.parent);
  void vscode.window.setStatusBarMessage(message, 5000);
  await UnitPanel.refreshScreenshots();
}

/** Upload Screenshot's three questions, each with VS Code's step counter. */
const UPLOAD_STEPS = 3;

function askName(value: string, title: string, at: StepPosition): Promise<string | undefined> {
  return inputStep(
    {
      title,
      prompt: vscode.l10n.t('Name of the screenshot'),
      value,
      ignoreFocusOut: true,
      validateInput: (v) =>
        v.trim() === '' || v.length > 200 ? vscode.l10n.t('A name has 1 to 200 characters.') : undefined,
    },
    at,
  );
}

async function upload(deps: ScreenshotCommandDeps): Promise<void> {
  const shown = UnitPanel.shown();
  const connection = await deps.session.connection();
  deps.log.info('screenshots', `upload asked (${shown ? `unit ${shown.unit.id}` : 'no string shown'})`);
  if (!shown || !connection) {
    void vscode.window.showWarningMessage(
      vscode.l10n.t('Open a string in the unit panel first: the screenshot is linked to it.'),
    );
    return;
  }
  const title = vscode.l10n.t('Upload Screenshot');
  const project = shown.translation.component.project.slug;
  const component = shown.translation.component.slug;
  try {
    const files = await vscode.workspace.findFiles(IMAGES, '**/node_modules/**', 1000);
    deps.log.info('screenshots', `upload: ${files.length} image(s) in the workspace`);
    if (files.length === 0) {
      void vscode.window.showWarningMessage(vscode.l10n.t('The workspace has no PNG, JPEG, GIF or WebP image.'));
      return;
    }
    const picked = await pickStep(
      files
        .map((uri) => ({ label: vscode.workspace.asRelativePath(uri), uri }))
        .sort((a, b) => a.label.localeCompare(b.label)),
      // A step of three, started from the panel: a click back into it (or the panel taking the focus as it
      // redraws) must not close the question and end the upload unsaid.
      {
        title,
        placeHolder: vscode.l10n.t('Image to upload as a screenshot of “{0}”', shown.unit.context),
        ignoreFocusOut: true,
      },
      { step: 1, totalSteps: UPLOAD_STEPS },
    );
    if (!picked) return;
    // Too big to upload: said before the file is read into memory.
    const { size } = await vscode.workspace.fs.stat(picked.uri);
    if (size > MAX_SCREENSHOT_BYTES) {
      void vscode.window.showErrorMessage(tooBig(size));
      return;
    }
    const bytes = await vscode.workspace.fs.readFile(picked.uri);
    const fileName = picked.uri.path.split('/').pop() ?? 'screenshot.png';
    const name = await askName(fileName.replace(/\.[^.]+$/, ''), title, { step: 2, totalSteps: UPLOAD_STEPS });
    if (name === undefined) return;
    const refused = checkScreenshotUpload(name, bytes);
    if (refused) {
      void vscode.window.showErrorMessage(uploadRefusal(refused, bytes.length));
      return;
    }
    const scope = await pickStep(
      [
        { label: vscode.l10n.t('Only this string'), around: 0 },
        { label: vscode.l10n.t('This string and the strings just before and after it'), around: 1 },
      ],
      { title, placeHolder: vscode.l10n.t('Link the screenshot to'), ignoreFocusOut: true },
      { step: 3, totalSteps: UPLOAD_STEPS },
    );
    if (!scope) return;
    const unitIds = [sourceUnitId(shown.unit)];
    if (scope.around > 0)
      for (const u of await new NearbyUnits(connection.client).around(shown.translation, shown.unit, scope.around))
        if (!unitIds.includes(sourceUnitId(u))) unitIds.push(sourceUnitId(u));
    const created = await vscode.window.withProgress(
      { location: vscode.ProgressLocation.Notification, title: vscode.l10n.t('Uploading the screenshot “{0}”…', name) },
      async () => {
        const shot = await createScreenshot(connection.client, {
          project,
          component,
          sourceLanguage: await sourceLanguageOf(connection, shown),
          name,
          image: { name: fileName, bytes },
        });
        for (const id of unitIds) await linkScreenshotUnit(connection.client, shot.id, id);
        return shot;
      },
    );
    deps.log.info(
      'screenshots',
      `uploaded screenshot ${created.id} to ${project}/${component}, linked to ${unitIds.length} string(s)`,
    );
    await changed(
      deps,
      undefined,
      vscode.l10n.t('Screenshot “{0}” uploaded and linked to {1} strings.', name, unitIds.length),
    );
  } catch (err) {
    if (err instanceof PermissionError) {
      deps.log.warn('screenshots', `upload to ${project}/${component} refused (${err.status ?? '403'})`);
      void vscode.window.showErrorMessage(
        vscode.l10n.t('This account may not add screenshots to {0}/{1}: the server refused (403).', project, component),
      );
    } else if (err instanceof ValidationError) void vscode.window.showErrorMessage(uploadRefusal(err, 0));
    else await showError(deps.log, 'screenshots', err, title);
  }
}

/** What was wrong with an upload: the size rule in the person's language, else the checks' or the server's words. */
function uploadRefusal(err: ValidationError, size: number): string {
  if (size > MAX_SCREENSHOT_BYTES) return tooBig(size);
  return vscode.l10n.t(
    'The screenshot was not uploaded: {0}',
    err.problems.map((p) => p.message).join(' ') || err.message,
  );
}

function tooBig(size: number): string {
  return vscode.l10n.t(
    'The image is too big: Weblate takes screenshots of at most {0} MB{1}.',
    MAX_SCREENSHOT_BYTES / 1_000_000,
    vscode.l10n.t(' (this one has {0} MB)', (size / 1_000_000).toFixed(1)),
  );
}

/** The component's source language: from the component (4.3+), else from the source unit's translation. */
async function sourceLanguageOf(connection: Connection, shown: LoadedUnit): Promise<string> {
  const known = shown.translation.component.source_language?.code;
  if (known) return known;
  const source = await connection.client.getUnit(sourceUnitId(shown.unit));
  const where = translationPathOf(source.translation);
  if (!where)
    throw new ValidationError('The source string names no translation.', 'GET /api/units/{id}/', undefined, []);
  return where.language;
}
