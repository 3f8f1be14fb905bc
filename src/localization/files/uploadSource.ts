// Which file Upload Translation File sends and how its bytes are read (issue 42). A file chosen without
// a file dialog — the one a `scriptorium.localization.fileMappings` entry names, the one Scriptorium
// downloaded the translation into (the write ledger), the editor's or the Explorer's — is read under the
// file policy (core/files/safeRead.ts): a regular file, opened without following a link, whose real path
// lies inside the workspace folder whose settings named it. `..`, absolute paths, links and hidden names
// are refused with a message naming the setting (or the download) that pointed there. Only a file picked in
// the file dialog is read as it is: the dialog was the question. A file that merely has the translation's
// name is only suggested in that dialog, never sent unasked.
import * as vscode from 'vscode';
import { WriteRefusedError } from '../../core/files/pathPolicy';
import { checkReadable, safeRead } from '../../core/files/safeRead';
import type { WriteLedger } from '../../core/files/writePlan';
import { plainRelativePath } from '../../core/guards/fileName';
import type { Translation } from '../../core/weblate';
import { downloadedBefore, exists, inWorkspace, mapped } from './localTarget';
import { where } from './pickers';

/** A file an upload reads, and who named it (for the questions and a refusal). */
export interface UploadFile {
  uri: vscode.Uri;
  /** The workspace folder it must lie in, and the path inside it; absent: picked in the file dialog. */
  policy?: { folder: vscode.Uri; relative: string };
  named:
    | { by: 'mapping'; glob: string; target: string }
    | { by: 'download'; t: Translation }
    | { by: 'person' }
    | { by: 'dialog' };
}

/** The file an upload may not read, with the sentence saying why. */
export class UploadRefusedError extends Error {}

const MAPPINGS = 'scriptorium.localization.fileMappings';

/**
 * The file a translation row uploads without asking: the mapped file, else the one Scriptorium downloaded
 * it into; otherwise `suggestion` is a file of the translation's name the person may confirm in the dialog.
 * Throws UploadRefusedError when the mapping or the download points where an upload never reads.
 */
export async function uploadSource(
  t: Translation,
  ledger: WriteLedger,
  serverUrl: string,
): Promise<{ file?: UploadFile; suggestion?: vscode.Uri }> {
  for (const m of mapped(t)) {
    const file: UploadFile = {
      uri: vscode.Uri.joinPath(m.folder, m.relative),
      policy: { folder: m.folder, relative: m.relative },
      named: { by: 'mapping', glob: m.glob, target: m.target },
    };
    // The path is checked before anything is asked (`..` is refused without a look at the disk); the bytes
    // are checked again as they are read.
    if (await refusing(file, () => checkReadable(policyTarget(file)))) return { file };
  }
  const before = await downloadedBefore(t, ledger, serverUrl);
  if (before) {
    const file: UploadFile = {
      uri: vscode.Uri.joinPath(before.folder, before.relative),
      policy: before,
      named: { by: 'download', t },
    };
    if (await refusing(file, () => checkReadable(policyTarget(file)))) return { file };
  }
  const filename = plainRelativePath(t.filename);
  if (!filename) return {};
  for (const folder of vscode.workspace.workspaceFolders ?? []) {
    const uri = vscode.Uri.joinPath(folder.uri, filename);
    if (await exists(uri)) return { suggestion: uri };
  }
  return {};
}

/** The editor's or the Explorer's file: the person chose it, so a hidden name is theirs; a link is not. */
export function chosenFile(uri: vscode.Uri): UploadFile {
  const inside = inWorkspace(uri.fsPath);
  const folder = vscode.Uri.joinPath(uri, '..');
  return {
    uri,
    policy: inside ?? { folder, relative: uri.path.split('/').pop() ?? '' },
    named: { by: 'person' },
  };
}

const policyTarget = (file: UploadFile) => ({
  folder: file.policy!.folder.fsPath,
  relative: file.policy!.relative,
  pickedByPerson: file.named.by === 'person',
});

/** The bytes to send, read under the policy unless the person picked the file in the dialog. */
export async function readUploadFile(file: UploadFile): Promise<Uint8Array> {
  if (!file.policy) return vscode.workspace.fs.readFile(file.uri);
  const read = await refusing(file, () => safeRead(policyTarget(file)));
  if (!read) throw new UploadRefusedError(vscode.l10n.t('{0} is no longer there.', shownPath(file)));
  return read.bytes;
}

/** The file as the questions name it: workspace-relative. */
export const shownPath = (file: UploadFile) => vscode.workspace.asRelativePath(file.uri);

async function refusing<T>(file: UploadFile, check: () => Promise<T>): Promise<T> {
  try {
    return await check();
  } catch (err) {
    if (err instanceof WriteRefusedError) throw new UploadRefusedError(refusal(file, err));
    throw err;
  }
}

function refusal(file: UploadFile, err: WriteRefusedError): string {
  const why = {
    outside: vscode.l10n.t('lies outside the workspace folder (a “..” or an absolute path)'),
    link: vscode.l10n.t('is a symbolic link or lies in a linked folder'),
    hidden: vscode.l10n.t('is a hidden file or lies in .git, node_modules or a hidden folder'),
    'not-a-file': vscode.l10n.t('is not a regular file'),
    exists: vscode.l10n.t('is not a regular file'),
  }[err.reason];
  const rule = vscode.l10n.t(
    'Without the file dialog an upload sends only a regular file inside the workspace folder, never through a link.',
  );
  const named = file.named;
  const said =
    named.by === 'mapping'
      ? vscode.l10n.t(
          'Not uploaded: the setting {0} maps “{1}” to {2}, and that file {3}.',
          MAPPINGS,
          named.glob,
          named.target,
          why,
        )
      : named.by === 'download'
        ? vscode.l10n.t(
            'Not uploaded: {0}, where Scriptorium downloaded {1}, {2}.',
            shownPath(file),
            where(named.t),
            why,
          )
        : vscode.l10n.t('Not uploaded: {0} {1}.', shownPath(file), why);
  return `${said} ${rule}`;
}
