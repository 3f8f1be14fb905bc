// Upload Screenshot (#26 item 2): an image of the workspace, named, uploaded as a screenshot of the string
// the unit panel shows and linked to it (and, if asked, to the strings around it); three questions with
// their step counter, one progress to the end, one message naming what was uploaded and linked (#41). And
// what the other screenshot commands share with it: the refresh after a change, the name question.
import * as vscode from 'vscode';
import { PermissionError, ValidationError } from '../core/http/errors';
import { NearbyUnits } from '../core/units/nearby';
import {
  checkScreenshotUpload,
  createScreenshot,
  linkScreenshotUnit,
  MAX_SCREENSHOT_BYTES,
  sourceUnitId,
  translationPathOf,
} from '../core/weblate';
import type { Log } from '../platform/log';
import { showError } from '../platform/showError';
import type { TreeNode } from '../platform/tree/treeNode';
import { shortList as listOf } from '../platform/localeFormat';
import { inputStep, pickStep, type StepPosition } from '../platform/multiStep';
import type { Connection, LocalizationSession } from './session';
import { forgetScreenshotLists } from './unitPanel/screenshotsController';
import type { LoadedUnit } from './unitPanel/unitLoader';
import type { UnitPanelControl } from './unitPanel/unitPanelControl';
import type { ScreenshotCache } from './screenshots/screenshotCache';
import { screenshotsRowOf, type ScreenshotsNode } from './screenshots/screenshotNodes';

export interface ScreenshotCommandDeps {
  session: LocalizationSession;
  log: Log;
  cache: ScreenshotCache;
  /** The tree reads a component's screenshots again (its Screenshots row, or all). */
  refreshTree: (node?: TreeNode) => void;
  /** The unit panel: the string a screenshot is uploaded for or linked to, and its Screenshots section. */
  panel: UnitPanelControl;
}

const IMAGES = '**/*.{png,PNG,jpg,JPG,jpeg,JPEG,gif,GIF,webp,WEBP}';

/**
 * After a change made here: the component's Screenshots row (only it: a refresh of the whole tree re-read
 * every level in sight) and the panel's list are read again; `message` in the status bar.
 */
export async function changed(
  deps: ScreenshotCommandDeps,
  row: ScreenshotsNode | undefined,
  message?: string,
): Promise<void> {
  forgetScreenshotLists();
  if (row) deps.refreshTree(row);
  if (message) void vscode.window.setStatusBarMessage(message, 5000);
  await deps.panel.refresh('screenshots');
}

/** Upload Screenshot's three questions, each with VS Code's step counter. */
const UPLOAD_STEPS = 3;

export function askName(value: string, title: string, at: StepPosition): Promise<string | undefined> {
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

export async function upload(deps: ScreenshotCommandDeps): Promise<void> {
  const shown = deps.panel.shown();
  deps.log.info('screenshots', `upload asked (${shown ? `unit ${shown.unit.id}` : 'no string shown'})`);
  const connection = await deps.session.connection();
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
    const linked = await sendScreenshot(deps, connection, shown, {
      project,
      component,
      name,
      image: { name: fileName, bytes },
      around: scope.around,
    });
    void vscode.window.showInformationMessage(
      vscode.l10n.t(
        'Screenshot “{0}” ({1}) uploaded to {2}/{3} and linked to {4}.',
        name,
        vscode.workspace.asRelativePath(picked.uri),
        project,
        component,
        listOf(linked),
      ),
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

/**
 * Uploads and links the screenshot under one progress, from the first request to the panel showing it, and
 * answers the keys it was linked to (#41: about 9 s under no progress, then only a status bar line).
 */
async function sendScreenshot(
  deps: ScreenshotCommandDeps,
  connection: Connection,
  shown: LoadedUnit,
  shot: {
    project: string;
    component: string;
    name: string;
    image: { name: string; bytes: Uint8Array };
    around: number;
  },
): Promise<string[]> {
  const { project, component, name } = shot;
  return vscode.window.withProgress(
    { location: vscode.ProgressLocation.Notification, title: vscode.l10n.t('Uploading the screenshot “{0}”…', name) },
    async (progress) => {
      const units = [shown.unit];
      if (shot.around > 0)
        units.push(...(await new NearbyUnits(connection.client).around(shown.translation, shown.unit, shot.around)));
      const bySource = new Map(units.map((u) => [sourceUnitId(u), u.context || `#${u.id}`]));
      const created = await createScreenshot(connection.client, {
        project,
        component,
        sourceLanguage: await sourceLanguageOf(connection, shown),
        name,
        image: shot.image,
      });
      progress.report({ message: vscode.l10n.t('Linking it to {0}…', listOf([...bySource.values()])) });
      for (const id of bySource.keys()) await linkScreenshotUnit(connection.client, created.id, id);
      deps.log.info(
        'screenshots',
        `uploaded screenshot ${created.id} to ${project}/${component}, linked to ${bySource.size} string(s)`,
      );
      progress.report({ message: vscode.l10n.t('Showing it…') });
      await changed(deps, screenshotsRowOf(project, component));
      return [...bySource.values()];
    },
  );
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
