// Downloading translation files: into the workspace file the translation maps to (or a chosen one), as
// stored or converted (`?format=`), and a whole component as its zip. Every write goes through the write
// policy (platform/files/writeFiles.ts): a file Scriptorium did not write, one changed since, and a new one
// are named in one question first, with the diff on request. The component zip is saved as the archive
// itself, not unpacked: its entry names are server text (project/component/path), unpacking them safely
// means defending against path escapes, links and archive bombs for little gain, and the user's own
// archive tool shows what is inside before anything lands in the workspace.
import * as vscode from 'vscode';
import { withWorkProgress } from '../../platform/workProgress';
import { safeFileName } from '../../core/guards/fileName';
import {
  downloadComponentZip,
  downloadTranslationFile,
  type Component,
  type DownloadedFile,
  type Translation,
} from '../../core/weblate';
import { writeFiles, type PlannedWrite } from '../../platform/files/writeFiles';
import { describeFileError } from './fileErrors';
import { showError } from '../../platform/showError';
import { closeReadOnlyDiff, readOnlyFile } from '../../platform/readOnlyText';
import type { FileCommandDeps } from './fileCommandDeps';
import { downloadTarget, translationOrigin } from './localTarget';

/** Formats Weblate converts to (weblate/formats/exporters.py); the server refuses those it cannot do here. */
const CONVERSIONS = [
  'po',
  'xliff',
  'xliff11',
  'tbx',
  'tmx',
  'csv',
  'xlsx',
  'json',
  'json-nested',
  'aresource',
  'strings',
  'mo',
];

const download = (title: string, work: (signal: AbortSignal) => Promise<DownloadedFile>) =>
  withWorkProgress({ title, cancellable: true }, (_progress, token) => {
    const abort = new AbortController();
    token.onCancellationRequested(() => abort.abort());
    return work(abort.signal);
  });

const describe = (t: Translation) => `${t.language.name} · ${t.component.name}`;

/**
 * A download's steps, which answer the file written (undefined: none, the person stopped); then one message
 * saying where it went, or one naming what could not be downloaded and why.
 */
async function downloading(
  deps: FileCommandDeps,
  what: string,
  steps: () => Promise<vscode.Uri | undefined>,
): Promise<void> {
  try {
    const written = await steps();
    if (written)
      void vscode.window.showInformationMessage(
        vscode.l10n.t('Downloaded {0} into {1}.', what, vscode.workspace.asRelativePath(written)),
      );
  } catch (err) {
    await showError(deps.log, 'files', err, vscode.l10n.t('Could not download {0}', what), describeFileError);
  }
}

/** Into the mapped workspace file (or a chosen one when nothing maps), as stored on the server. */
export async function downloadIntoMappedFile(deps: FileCommandDeps, t: Translation): Promise<void> {
  const connection = await deps.session.connection();
  if (!connection) return;
  await downloading(deps, describe(t), async () => {
    const found = await downloadTarget(t, deps.ledger, connection.serverUrl);
    const target = found ?? (await askWhere(t.filename.split('/').pop() ?? `${t.language_code}.json`));
    if (!target) return undefined;
    if (found) deps.log.info('files', `download ${describe(t)} into ${found.relative} (${found.how})`);
    const file = await download(vscode.l10n.t('Downloading {0}…', describe(t)), (signal) =>
      downloadTranslationFile(connection.client, t.component.project.slug, t.component.slug, t.language.code, {
        signal,
      }),
    );
    const origin = translationOrigin(connection.serverUrl, t);
    const written = await writeDownload(deps, describe(t), { ...target, bytes: file.bytes, origin });
    if (written) {
      await keepBase(deps, written, origin, file.bytes);
      await vscode.window.showTextDocument(written, { preview: false });
      // Logged once the file is written and shown: the end of the command, for a person reading the log and for tests.
      deps.log.info('files', `downloaded ${describe(t)} into ${vscode.workspace.asRelativePath(written)}`);
    }
    return written;
  });
}

/** Converted to a format the user picks, into a file the user picks. */
export async function downloadAs(deps: FileCommandDeps, t: Translation): Promise<void> {
  const connection = await deps.session.connection();
  if (!connection) return;
  const stored = {
    label: vscode.l10n.t('As stored ({0})', t.component.file_format),
    format: undefined as string | undefined,
  };
  const pick = await vscode.window.showQuickPick(
    [stored, ...CONVERSIONS.map((f) => ({ label: f, format: f as string | undefined }))],
    { title: vscode.l10n.t('Download {0} in which format?', describe(t)), ignoreFocusOut: true },
  );
  if (!pick) return;
  await downloading(deps, describe(t), async () => {
    const file = await download(vscode.l10n.t('Downloading {0}…', describe(t)), (signal) =>
      downloadTranslationFile(connection.client, t.component.project.slug, t.component.slug, t.language.code, {
        format: pick.format,
        signal,
      }),
    );
    const [base, extension] = splitName(file.suggestedName ?? t.filename.split('/').pop() ?? '');
    const target = await askWhere(safeFileName([base, `${t.component.slug}-${t.language_code}`], extension));
    return target && (await writeDownload(deps, describe(t), { ...target, bytes: file.bytes }));
  });
}

/** The component's zip into a file the person picks, named as the server suggests (made safe). */
export async function downloadComponentArchive(deps: FileCommandDeps, c: Component): Promise<void> {
  const connection = await deps.session.connection();
  if (!connection) return;
  await downloading(deps, c.name, async () => {
    const file = await download(vscode.l10n.t('Downloading {0} (zip)…', c.name), (signal) =>
      downloadComponentZip(connection.client, c.project.slug, c.slug, signal),
    );
    const name = safeFileName([file.suggestedName?.replace(/\.zip$/i, ''), `${c.project.slug}-${c.slug}`], '.zip');
    const target = await askWhere(name, vscode.l10n.t('Save the zip of {0} as', c.name));
    return target && (await writeDownload(deps, c.name, { ...target, bytes: file.bytes }));
  });
}

/** A file the person picks in the save dialog: its folder and name, marked as picked. */
async function askWhere(
  defaultName: string,
  title = vscode.l10n.t('Save the downloaded translation as'),
): Promise<Pick<PlannedWrite, 'folder' | 'relative' | 'pickedByPerson'> | undefined> {
  const folder = vscode.workspace.workspaceFolders?.[0]?.uri;
  const safe = safeFileName([splitName(defaultName)[0]], splitName(defaultName)[1]);
  const picked = await vscode.window.showSaveDialog({
    defaultUri: folder ? vscode.Uri.joinPath(folder, safe) : undefined,
    title,
  });
  if (!picked || picked.scheme !== 'file') return undefined;
  return { folder: vscode.Uri.joinPath(picked, '..'), relative: picked.path.split('/').pop()!, pickedByPerson: true };
}

/** "atlas-web-de.json" → ["atlas-web-de", ".json"]; the extension kept only when it is plain. */
function splitName(name: string): [string, string] {
  const m = /^(.*?)(\.[A-Za-z0-9]{1,10})?$/.exec(name)!;
  return [m[1] ?? '', m[2] ?? ''];
}

/**
 * The downloaded bytes become the file's base for the upload preview (#41). A base that cannot be kept
 * costs only the three-way comparison (the preview then says it has none), not the download.
 */
async function keepBase(deps: FileCommandDeps, file: vscode.Uri, origin: string, bytes: Uint8Array): Promise<void> {
  try {
    const kept = await (await deps.bases()).record(file.fsPath, origin, bytes);
    deps.log.info(
      'files',
      `base of ${vscode.workspace.asRelativePath(file)}: ${kept ? `${bytes.length} bytes kept` : 'too large to keep'}`,
    );
  } catch (err) {
    deps.log.warn('files', `base of ${vscode.workspace.asRelativePath(file)} not kept: ${(err as Error).message}`);
  }
}

/** Writes a download through the write policy, with the diff (yours ↔ server) on request; the file written, if any. */
async function writeDownload(
  deps: FileCommandDeps,
  what: string,
  write: PlannedWrite,
): Promise<vscode.Uri | undefined> {
  const held: vscode.Uri[] = [];
  const outcome = await writeFiles({
    action: vscode.l10n.t('Download {0}', what),
    writes: [write],
    log: deps.log,
    ledger: deps.ledger,
    showDiff: async (target, w) => {
      const downloaded = readOnlyFile(target.path.split('/').pop() ?? 'download', new TextDecoder().decode(w.bytes));
      held.push(downloaded);
      await vscode.commands.executeCommand(
        'vscode.diff',
        target,
        downloaded,
        vscode.l10n.t('{0} (yours) ↔ {1} (server)', vscode.workspace.asRelativePath(target), what),
        { preview: true },
      );
    },
  });
  for (const uri of held) await closeReadOnlyDiff(uri);
  return outcome.written[0];
}
