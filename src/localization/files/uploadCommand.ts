// Uploading a translation file: which file (the editor's, the Explorer's, or the one a translation row maps
// to), into which translation (preselected from the mapping), with which method (only those this account
// has not been refused: PermissionMemory). A JSON or PO file merged string by string gets the upload preview
// (uploadCompare.ts); otherwise conflict handling is asked, and the fuzzy option only for formats that
// can mark strings fuzzy. Then the server's counts in a message, and the tree, status bar, diagnostics and
// unit panel refreshed.
import * as vscode from 'vscode';
import {
  carriesFuzzy,
  UPLOAD_METHODS,
  UPLOAD_METHOD_ACTION,
  type ConflictMode,
  type FuzzyMode,
  type MergeMethod,
  type Translation,
  type UploadMethod,
} from '../../core/weblate';
import { bytesHash } from '../../core/files/writePlan';
import type { Connection } from '../session';
import { describeFileError } from './fileErrors';
import { showError } from '../../platform/showError';
import type { FileCommandDeps } from './fileCommandDeps';
import { translationOrigin } from './localTarget';
import { pickTranslation, translationPath, where } from './pickers';
import { sendPreviewed, sendWhole, type UploadChoice } from './uploadSend';
import {
  chosenFile,
  readUploadFile,
  shownPath,
  uploadSource,
  UploadRefusedError,
  type UploadFile,
} from './uploadSource';
import { compareAndChoose, type Upload } from './uploadCompare';
import { unpreviewedFormatName, uploadFormatOf, type UploadFormat } from '../../core/locale/uploadFormats';
import { uploadStep, type UploadRoute } from './uploadSteps';
import { pickStep, type StepPosition } from '../../platform/multiStep';

const METHOD_TEXT: Record<UploadMethod, () => [string, string]> = {
  translate: () => [vscode.l10n.t('Add as translation'), vscode.l10n.t('Strings become translated')],
  fuzzy: () => [vscode.l10n.t('Add as needing editing'), vscode.l10n.t('Strings are marked as needing editing')],
  suggest: () => [vscode.l10n.t('Add as suggestion'), vscode.l10n.t('Reviewers accept or reject each one')],
  approve: () => [vscode.l10n.t('Add as approved translation'), vscode.l10n.t('Needs the review permission')],
  replace: () => [
    vscode.l10n.t('Replace the whole translation file'),
    vscode.l10n.t('Strings missing from the file become untranslated'),
  ],
  add: () => [vscode.l10n.t('Add new strings'), vscode.l10n.t('Keys the translation does not have yet are added')],
  source: () => [
    vscode.l10n.t('Update source strings'),
    vscode.l10n.t('Only for the source language, in bilingual formats'),
  ],
};

/** The editor's file, the Explorer's file, or a translation row. */
export type UploadArgument = vscode.Uri | { translation: Translation } | undefined;

/** What the first questions settled: the file, where it goes, and how the server is to use it. */
interface UploadTarget {
  chosen: UploadFile;
  name: string;
  t: Translation;
  method: UploadMethod;
  route: UploadRoute;
  may: May;
  title: string;
}

/**
 * The upload, as one plan: the file and its translation and method → the file read safely → compared with
 * the server and its base and chosen (a JSON merge: uploadCompare.ts), else the plain questions → sent →
 * reported (uploadSend.ts).
 */
export async function uploadTranslation(deps: FileCommandDeps, arg: UploadArgument): Promise<void> {
  const connection = await signedInConnection(deps);
  if (!connection) return;
  try {
    const target = await chooseTarget(deps, connection, arg);
    if (!target) return;
    const bytes = await readTarget(target.chosen);
    if (!bytes) return;
    const { name, t, method, route, may, title } = target;
    const format = uploadFormatOf(t.component.file_format, name);
    if (isMerge(method) && format) {
      const upload = previewUpload(deps, connection, target, method, format, bytes);
      const decision = await compareAndChoose(upload);
      if (decision !== 'not previewable') {
        if (decision !== 'stop') await sendPreviewed(upload, decision);
        return;
      }
      route.previewable = false;
    }
    const choice = await chooseOptions(route, may, title);
    if (!choice) return;
    await sendWhole(deps, connection, t, { name, bytes }, choice);
  } catch (err) {
    if (err instanceof UploadRefusedError) {
      deps.log.warn('files', err.message);
      void vscode.window.showWarningMessage(err.message);
      return;
    }
    await showError(deps.log, 'files', err, vscode.l10n.t('Upload failed'), describeFileError);
  }
}

async function signedInConnection(deps: FileCommandDeps): Promise<Connection | undefined> {
  const connection = await deps.session.connection();
  if (!connection) {
    void vscode.window.showInformationMessage(vscode.l10n.t('Connect to a localization server first.'));
    return undefined;
  }
  if (!connection.signedIn) {
    void vscode.window.showInformationMessage(vscode.l10n.t('Sign in to the localization server to upload files.'));
    return undefined;
  }
  return connection;
}

/** Which file, into which translation (preselected from the mapping), by which method. */
async function chooseTarget(
  deps: FileCommandDeps,
  connection: Connection,
  arg: UploadArgument,
): Promise<UploadTarget | undefined> {
  const fromRow = arg && !(arg instanceof vscode.Uri) ? arg.translation : undefined;
  const chosen =
    arg instanceof vscode.Uri
      ? chosenFile(arg)
      : fromRow
        ? await fileForRow(deps, connection, fromRow)
        : vscode.window.activeTextEditor && chosenFile(vscode.window.activeTextEditor.document.uri);
  if (!chosen || chosen.uri.scheme !== 'file') {
    void vscode.window.showInformationMessage(vscode.l10n.t('Open or select the translation file to upload.'));
    return undefined;
  }
  const name = chosen.uri.path.split('/').pop() ?? 'upload';
  // Counted for the step counter; made exact as the answers come.
  const route: UploadRoute = { askTranslation: !fromRow, fileName: name, mayOverwrite: true };
  const t =
    fromRow ??
    (await pickTranslation(
      connection,
      deps.localeIndex,
      chosen.uri,
      vscode.l10n.t('Upload {0} to which translation?', shownPath(chosen)),
      uploadStep(route, 'translation'),
    ));
  if (!t) return undefined;
  route.componentFormat = t.component.file_format;
  const may: May = (action) => connection.permissions.mayOffer(action, translationPath(t));
  route.mayOverwrite = may('upload.overwrite');
  // From a translation row this is the first question: it names the file that would be sent, and, for a
  // format the preview cannot read, that the whole file goes as it is (every later question shows it).
  const unpreviewed = unpreviewedFormatName(t.component.file_format, name);
  const title = unpreviewed
    ? vscode.l10n.t(
        'Upload {0} to {1} — no preview for {2} files: the whole file is sent as it is',
        shownPath(chosen),
        where(t),
        unpreviewed,
      )
    : vscode.l10n.t('Upload {0} to {1}', shownPath(chosen), where(t));
  if (unpreviewed)
    deps.log.info('files', `no preview for ${name} (${unpreviewed} files are not read here): the whole file is sent`);
  const method = await pickMethod(t, may, title, uploadStep(route, 'method'));
  if (!method) return undefined;
  route.method = method;
  return { chosen, name, t, method, route, may, title };
}

/** What is uploaded is what the editor shows: unsaved edits are saved first (undefined: not saved). */
async function readTarget(chosen: UploadFile): Promise<Uint8Array | undefined> {
  const doc = vscode.workspace.textDocuments.find((d) => d.uri.toString() === chosen.uri.toString());
  if (doc?.isDirty && !(await doc.save())) return undefined;
  return readUploadFile(chosen);
}

/** The preview's input: the file as read, whether it is byte for byte the download, the modes allowed. */
function previewUpload(
  deps: FileCommandDeps,
  connection: Connection,
  { chosen, name, t, route, may }: UploadTarget,
  method: MergeMethod,
  format: UploadFormat,
  bytes: Uint8Array,
): Upload {
  const allowed: ConflictMode[] = [
    'ignore',
    ...(may('upload.overwrite')
      ? ['replace-translated' as const, ...(may('unit.review') ? ['replace-approved' as const] : [])]
      : []),
  ];
  const written = deps.ledger.get(chosen.uri.fsPath);
  const asDownloaded =
    written?.origin === translationOrigin(connection.serverUrl, t) && written.hash === bytesHash(bytes);
  const text = new TextDecoder().decode(bytes);
  const file = { name, path: chosen.uri.fsPath, text, bytes, asDownloaded };
  return { deps, connection, t, file, method, format, allowed, at: uploadStep(route, 'preview') };
}

/**
 * A translation row uploads the file mapped to it, or the one Scriptorium downloaded it into. Anything else
 * (a file that merely has the translation's name) the person confirms in the file dialog: a file is never
 * sent to a server by its name alone.
 */
async function fileForRow(
  deps: FileCommandDeps,
  connection: Connection,
  t: Translation,
): Promise<UploadFile | undefined> {
  const { file, suggestion } = await uploadSource(t, deps.ledger, connection.serverUrl);
  if (file) return file;
  const picked = await vscode.window.showOpenDialog({
    canSelectMany: false,
    defaultUri: suggestion ?? vscode.workspace.workspaceFolders?.[0]?.uri,
    openLabel: vscode.l10n.t('Upload'),
    title: vscode.l10n.t('Translation file to upload to {0}', t.language.name),
  });
  return picked?.[0] && { uri: picked[0], named: { by: 'dialog' } };
}

const isMerge = (m: UploadMethod): m is MergeMethod => m === 'translate' || m === 'fuzzy' || m === 'approve';
type May = (action: Parameters<Connection['permissions']['mayOffer']>[0]) => boolean;

async function pickMethod(
  t: Translation,
  may: May,
  title: string,
  at: StepPosition,
): Promise<UploadMethod | undefined> {
  // `source` works only on the source language; whatever else the account was refused here is not offered.
  const methods = UPLOAD_METHODS.filter((m) => may(UPLOAD_METHOD_ACTION[m]) && (m !== 'source' || t.is_source));
  if (methods.length === 0) {
    void vscode.window.showWarningMessage(
      vscode.l10n.t('The server refused uploads to {0} for this account.', where(t)),
    );
    return undefined;
  }
  const method = await pickStep(
    methods.map((m) => ({ label: METHOD_TEXT[m]()[0], description: m, detail: METHOD_TEXT[m]()[1], method: m })),
    { title, placeHolder: vscode.l10n.t('How should the server use the file?'), ignoreFocusOut: true },
    at,
  );
  return method?.method;
}

/** Conflict handling and the fuzzy option, for a file the preview cannot read. */
async function chooseOptions(route: UploadRoute, may: May, title: string): Promise<UploadChoice | undefined> {
  const method = route.method!;
  const fileName = route.fileName;
  let conflicts: ConflictMode = 'ignore';
  if (isMerge(method) && may('upload.overwrite')) {
    const options = [
      { label: vscode.l10n.t('Keep existing translations'), description: 'ignore', mode: 'ignore' as ConflictMode },
      {
        label: vscode.l10n.t('Replace existing translations, except approved ones'),
        description: 'replace-translated',
        mode: 'replace-translated' as ConflictMode,
      },
      ...(may('unit.review')
        ? [
            {
              label: vscode.l10n.t('Replace existing translations, approved ones too'),
              description: 'replace-approved',
              mode: 'replace-approved' as ConflictMode,
            },
          ]
        : []),
    ];
    const pick = await pickStep(
      options,
      { title, placeHolder: vscode.l10n.t('Strings already translated on the server'), ignoreFocusOut: true },
      uploadStep(route, 'conflicts'),
    );
    if (!pick) return undefined;
    conflicts = pick.mode;
  }
  let fuzzy: FuzzyMode = '';
  // Only a format that can mark a string as needing editing (po, ts, xliff…) makes this question mean anything.
  if (method !== 'replace' && method !== 'source' && carriesFuzzy(fileName)) {
    const pick = await pickStep(
      [
        { label: vscode.l10n.t('Skip them'), description: vscode.l10n.t('default'), mode: '' as FuzzyMode },
        {
          label: vscode.l10n.t('Import them as needing editing'),
          description: 'process',
          mode: 'process' as FuzzyMode,
        },
        { label: vscode.l10n.t('Import them as translated'), description: 'approve', mode: 'approve' as FuzzyMode },
      ],
      { title, placeHolder: vscode.l10n.t('Strings the file marks as needing editing (fuzzy)'), ignoreFocusOut: true },
      uploadStep(route, 'fuzzy'),
    );
    if (!pick) return undefined;
    fuzzy = pick.mode;
  }
  return { method, conflicts, fuzzy };
}
