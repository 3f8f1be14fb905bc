// Sending a translation file to the server, under a cancellable progress notification and the account's
// PermissionMemory, and the sentence that reports the server's counts. Shared by the plain upload and
// the upload preview (and its "upload again with replace").
import * as vscode from 'vscode';
import {
  UPLOAD_METHOD_ACTION,
  uploadTranslationFile,
  type ConflictMode,
  type FuzzyMode,
  type Translation,
  type UploadMethod,
  type UploadResult,
} from '../../core/weblate';
import type { Connection } from '../session';
import type { FileCommandDeps } from './fileCommandDeps';
import { translationPath } from './pickers';
import { withWorkProgress } from '../../platform/workProgress';
import { plural } from '../../platform/localeFormat';

export interface UploadChoice {
  method: UploadMethod;
  conflicts: ConflictMode;
  fuzzy: FuzzyMode;
}

export const where = (t: Translation) => `${t.language.name} · ${t.component.name}`;

export async function sendFile(
  deps: FileCommandDeps,
  connection: Connection,
  t: Translation,
  file: { name: string; bytes: Uint8Array },
  choice: UploadChoice,
): Promise<UploadResult> {
  const title = vscode.l10n.t('Uploading {0} to {1}…', file.name, where(t));
  return withWorkProgress({ title, cancellable: true }, (_progress, token) => {
    const abort = new AbortController();
    token.onCancellationRequested(() => abort.abort());
    deps.log.info(
      'files',
      `upload ${file.name} to ${translationPath(t)} (${choice.method}, conflicts ${choice.conflicts}, fuzzy '${choice.fuzzy}', ${file.bytes.length} bytes)`,
    );
    return connection.permissions.attempt(UPLOAD_METHOD_ACTION[choice.method], translationPath(t), () =>
      uploadTranslationFile(connection.client, t.component.project.slug, t.component.slug, t.language.code, file, {
        ...choice,
        signal: abort.signal,
      }),
    );
  });
}

/** The server's counts; with `hint`, a word on how to overwrite when everything was kept. */
export function resultMessage(t: Translation, r: UploadResult, conflicts: ConflictMode, hint = true): string {
  if (r.accepted === undefined) {
    if (!r.changed) return vscode.l10n.t('Uploaded to {0}: nothing changed on the server.', where(t));
    if (r.total === undefined) return vscode.l10n.t('Uploaded to {0}: the server took the file.', where(t));
    return plural(
      r.total,
      vscode.l10n.t('Uploaded to {0}: the server took the file ({1} string).', where(t), r.total),
      vscode.l10n.t('Uploaded to {0}: the server took the file ({1} strings).', where(t), r.total),
    );
  }
  const counts = vscode.l10n.t(
    '{0} accepted, {1} skipped, {2} not found, {3} in total',
    r.accepted,
    r.skipped ?? 0,
    r.notFound ?? 0,
    r.total ?? '?',
  );
  const tail =
    hint && r.accepted === 0 && (r.skipped ?? 0) > 0 && conflicts === 'ignore'
      ? ` ${vscode.l10n.t('Strings already translated were kept; upload again replacing existing translations to overwrite them.')}`
      : '';
  return `${vscode.l10n.t('Uploaded to {0}: {1}.', where(t), counts)}${tail}`;
}
