// Downloading translation files: into the workspace file the translation maps to (or a chosen one), as
// stored or converted (`?format=`), and a whole component as its zip. A file with unsaved or uncommitted
// changes is replaced only after a diff and a modal question. The component zip is saved as the archive
// itself, not unpacked: its entry names are server text (project/component/path), unpacking them safely
// means defending against path escapes, links and archive bombs for little gain, and the user's own
// archive tool shows what is inside before anything lands in the workspace.
import * as vscode from 'vscode';
import { pathInside, safeFileName } from '../../core/guards/fileName';
import { downloadComponentZip, downloadTranslationFile, type Component, type DownloadedFile, type Translation } from '../../core/weblate';
import { showFileError } from './fileErrors';
import type { FileCommandDeps } from './fileCommandDeps';
import { gitFileState } from './gitState';
import { exists, localTargetFor } from './localTarget';

/** Formats Weblate converts to (weblate/formats/exporters.py); the server refuses those it cannot do here. */
const CONVERSIONS = ['po', 'xliff', 'xliff11', 'tbx', 'tmx', 'csv', 'xlsx', 'json', 'json-nested', 'aresource', 'strings', 'mo'];

const download = (title: string, work: (signal: AbortSignal) => Promise<DownloadedFile>) =>
  vscode.window.withProgress({ location: vscode.ProgressLocation.Notification, title, cancellable: true }, (_progress, token) => {
    const abort = new AbortController();
    token.onCancellationRequested(() => abort.abort());
    return work(abort.signal);
  });

const describe = (t: Translation) => `${t.language.name} · ${t.component.name}`;

/** Into the mapped workspace file (or a chosen one when nothing maps), as stored on the server. */
export async function downloadIntoMappedFile(deps: FileCommandDeps, t: Translation): Promise<void> {
  const connection = await deps.session.connection();
  if (!connection) return;
  const context = vscode.l10n.t('Could not download {0}', describe(t));
  try {
    const target = (await localTargetFor(t))?.uri ?? (await askWhere(t.filename.split('/').pop() ?? `${t.language_code}.json`));
    if (!target) return;
    const file = await download(vscode.l10n.t('Downloading {0}…', describe(t)), (signal) => downloadTranslationFile(connection.client, t.component.project.slug, t.component.slug, t.language.code, { signal }));
    if (await replaceFile(deps, target, file.bytes, describe(t))) {
      await vscode.window.showTextDocument(target, { preview: false });
      void vscode.window.showInformationMessage(vscode.l10n.t('Downloaded {0} into {1}.', describe(t), vscode.workspace.asRelativePath(target)));
    }
  } catch (err) {
    await showFileError(deps.log, context, err);
  }
}

/** Converted to a format the user picks, into a file the user picks. */
export async function downloadAs(deps: FileCommandDeps, t: Translation): Promise<void> {
  const connection = await deps.session.connection();
  if (!connection) return;
  const stored = { label: vscode.l10n.t('As stored ({0})', t.component.file_format), format: undefined as string | undefined };
  const pick = await vscode.window.showQuickPick([stored, ...CONVERSIONS.map((f) => ({ label: f, format: f as string | undefined }))], { title: vscode.l10n.t('Download {0} in which format?', describe(t)), ignoreFocusOut: true });
  if (!pick) return;
  const context = vscode.l10n.t('Could not download {0}', describe(t));
  try {
    const file = await download(vscode.l10n.t('Downloading {0}…', describe(t)), (signal) => downloadTranslationFile(connection.client, t.component.project.slug, t.component.slug, t.language.code, { format: pick.format, signal }));
    const [base, extension] = splitName(file.suggestedName ?? t.filename.split('/').pop() ?? '');
    const target = await askWhere(safeFileName([base, `${t.component.slug}-${t.language_code}`], extension));
    if (target && (await replaceFile(deps, target, file.bytes, describe(t)))) {
      void vscode.window.showInformationMessage(vscode.l10n.t('Downloaded {0} into {1}.', describe(t), vscode.workspace.asRelativePath(target)));
    }
  } catch (err) {
    await showFileError(deps.log, context, err);
  }
}

/** The component's zip into a chosen folder, under the name the server suggests (made safe). */
export async function downloadComponentArchive(deps: FileCommandDeps, c: Component): Promise<void> {
  const connection = await deps.session.connection();
  if (!connection) return;
  const folders = await vscode.window.showOpenDialog({ canSelectFiles: false, canSelectFolders: true, canSelectMany: false, defaultUri: vscode.workspace.workspaceFolders?.[0]?.uri, openLabel: vscode.l10n.t('Save Zip Here'), title: vscode.l10n.t('Folder for the zip of {0}', c.name) });
  const folder = folders?.[0];
  if (!folder) return;
  const context = vscode.l10n.t('Could not download {0}', c.name);
  try {
    const file = await download(vscode.l10n.t('Downloading {0} (zip)…', c.name), (signal) => downloadComponentZip(connection.client, c.project.slug, c.slug, signal));
    const name = safeFileName([file.suggestedName?.replace(/\.zip$/i, ''), `${c.project.slug}-${c.slug}`], '.zip');
    const path = pathInside(folder.fsPath, name);
    if (!path) return;
    const target = vscode.Uri.file(path);
    if (await exists(target)) {
      const replace = vscode.l10n.t('Replace');
      const answer = await vscode.window.showWarningMessage(vscode.l10n.t('{0} exists. Replace it with the downloaded zip?', name), { modal: true, detail: vscode.l10n.t('The existing file is overwritten.') }, replace);
      if (answer !== replace) return;
    }
    await vscode.workspace.fs.writeFile(target, file.bytes);
    void vscode.window.showInformationMessage(vscode.l10n.t('Downloaded {0} into {1}.', c.name, vscode.workspace.asRelativePath(target)));
  } catch (err) {
    await showFileError(deps.log, context, err);
  }
}

async function askWhere(defaultName: string): Promise<vscode.Uri | undefined> {
  const folder = vscode.workspace.workspaceFolders?.[0]?.uri;
  const safe = safeFileName([splitName(defaultName)[0]], splitName(defaultName)[1]);
  return vscode.window.showSaveDialog({ defaultUri: folder ? vscode.Uri.joinPath(folder, safe) : undefined, title: vscode.l10n.t('Save the downloaded translation as') });
}

/** "atlas-web-de.json" → ["atlas-web-de", ".json"]; the extension kept only when it is plain. */
function splitName(name: string): [string, string] {
  const m = /^(.*?)(\.[A-Za-z0-9]{1,10})?$/.exec(name)!;
  return [m[1] ?? '', m[2] ?? ''];
}

/**
 * Writes the downloaded bytes into `target`. When the file has unsaved changes, changes git has not
 * committed, or no git repository to restore it from, the diff (current ↔ downloaded) is shown and a modal
 * asks first. Returns whether it wrote.
 */
async function replaceFile(deps: FileCommandDeps, target: vscode.Uri, bytes: Uint8Array, what: string): Promise<boolean> {
  const doc = vscode.workspace.textDocuments.find((d) => d.uri.toString() === target.toString());
  const present = doc !== undefined || (await exists(target));
  const incoming = new TextDecoder().decode(bytes);
  const current = doc ? doc.getText() : present ? new TextDecoder().decode(await vscode.workspace.fs.readFile(target)) : undefined;
  if (current === incoming) {
    void vscode.window.showInformationMessage(vscode.l10n.t('{0} already matches the server.', vscode.workspace.asRelativePath(target)));
    if (doc?.isDirty) await doc.save();
    return true;
  }
  const dirty = doc?.isDirty === true;
  // Asked unless git holds a committed copy to go back to (outside a repository nothing could restore it).
  const git = present && !dirty ? await gitFileState(target) : undefined;
  if (dirty || (git !== undefined && git !== 'committed')) {
    const downloaded = deps.downloads.hold(target, incoming);
    await vscode.commands.executeCommand('vscode.diff', target, downloaded, vscode.l10n.t('{0} (yours) ↔ {1} (server)', vscode.workspace.asRelativePath(target), what), { preview: true });
    const replace = vscode.l10n.t('Replace with Server Version');
    const detail = dirty
      ? vscode.l10n.t('The file has unsaved changes; replacing discards them.')
      : git === 'changed'
        ? vscode.l10n.t('The file has changes not committed to git; replacing overwrites them.')
        : vscode.l10n.t('No git repository holds a copy of this file; replacing overwrites it for good.');
    const answer = await vscode.window.showWarningMessage(vscode.l10n.t('Replace {0} with the translation downloaded from the server?', vscode.workspace.asRelativePath(target)), { modal: true, detail }, replace);
    await deps.downloads.closeDiff(downloaded);
    if (answer !== replace) return false;
  }
  if (doc) {
    const edit = new vscode.WorkspaceEdit();
    edit.replace(target, new vscode.Range(doc.positionAt(0), doc.positionAt(doc.getText().length)), incoming);
    await vscode.workspace.applyEdit(edit);
    await doc.save();
  } else {
    await vscode.workspace.fs.writeFile(target, bytes);
  }
  return true;
}
