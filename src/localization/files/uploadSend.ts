// The upload plan's end (uploadCommand.ts): send → report. A file goes to the server under a cancellable
// progress notification and the account's PermissionMemory; the server's counts are reported in one
// sentence. After a preview (uploadCompare.ts) the report also names the strings the server still does
// not hold, with "Upload Again with Replace…" sending only those the person ticks; once the server holds
// every string sent, the file as uploaded is its new base.
import * as vscode from 'vscode';
import {
  notApplied,
  serverStrings,
  UNIT_STATE,
  UPLOAD_METHOD_ACTION,
  uploadTranslationFile,
  type ConflictMode,
  type FileString,
  type Prediction,
  type ServerString,
  type FuzzyMode,
  type Translation,
  type UploadMethod,
  type UploadResult,
} from '../../core/weblate';
import type { Connection } from '../session';
import type { FileCommandDeps } from './fileCommandDeps';
import { translationPath, where } from './pickers';
import { withWorkProgress } from '../../platform/workProgress';
import { plural } from '../../platform/localeFormat';
import { translationOrigin } from './localTarget';
import { keyList, pickStringsToReplace, shownKey } from './uploadPreviewPick';
import { serverUnits, type PreviewedSend, type Upload } from './uploadCompare';

export interface UploadChoice {
  method: UploadMethod;
  conflicts: ConflictMode;
  fuzzy: FuzzyMode;
}

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

/** Sends a file the preview could not read, as chosen, and reports the server's counts. */
export async function sendWhole(
  deps: FileCommandDeps,
  connection: Connection,
  t: Translation,
  file: { name: string; bytes: Uint8Array },
  choice: UploadChoice,
): Promise<void> {
  const result = await sendFile(deps, connection, t, file, choice);
  void vscode.window.showInformationMessage(resultMessage(t, result, choice.conflicts));
  if (result.changed) deps.onServerChanged();
}

/** Sends the file (or its strings of `keys`), then reports what the server still lacks. */
export async function sendPreviewed(u: Upload, { strings, keys, conflicts }: PreviewedSend): Promise<void> {
  const bytes = keys ? Buffer.from(u.format.subset(u.file.text, keys)) : u.file.bytes;
  const result = await sendFile(
    u.deps,
    u.connection,
    u.t,
    { name: u.file.name, bytes },
    { method: u.method, conflicts, fuzzy: u.format.fuzzy },
  );
  if (result.changed) u.deps.onServerChanged();
  await report(u, keys ? strings.filter((s) => keys.has(s.key)) : strings, result, conflicts);
}

async function report(u: Upload, sent: FileString[], result: UploadResult, conflicts: ConflictMode): Promise<void> {
  const counts = resultMessage(u.t, result, conflicts, false);
  let now: Map<string, ServerString> | undefined;
  try {
    const units = await serverUnits(u, vscode.l10n.t('Checking what {0} took…', where(u.t)));
    now = units && serverStrings(units, u.format.identity);
  } catch (err) {
    // The upload is done; only the naming of what it skipped is lost.
    u.deps.log.warn(
      'files',
      `after the upload, the units of ${translationPath(u.t)} could not be read: ${(err as Error).message}`,
    );
  }
  const missing = now ? notApplied(sent, now) : [];
  if (now && missing.length === 0) await keepUploadedBase(u);
  u.deps.log.info(
    'files',
    `upload to ${translationPath(u.t)}: ${result.accepted ?? '?'} accepted; not applied: ${missing.map((p) => shownKey(p.key)).join(', ') || 'none'}`,
  );
  if (missing.length === 0) {
    void vscode.window.showInformationMessage(counts);
    return;
  }
  const message = `${counts} ${vscode.l10n.t('Not applied ({0}): {1}.', missing.length, keyList(missing, 10))}`;
  const replaceable = missing.filter((p) => replaceableBy(p, u.allowed));
  if (replaceable.length === 0) {
    void vscode.window.showWarningMessage(message);
    return;
  }
  const again = vscode.l10n.t('Upload Again with Replace…');
  if ((await vscode.window.showWarningMessage(message, again)) !== again) return;
  const chosen = await pickStringsToReplace(vscode.l10n.t('Upload again to {0}, replacing', where(u.t)), replaceable);
  if (!chosen) return;
  const mode: ConflictMode = chosen.some((p) => (p.from ?? 0) >= UNIT_STATE.approved)
    ? 'replace-approved'
    : 'replace-translated';
  await sendPreviewed(u, { strings: sent, keys: new Set(chosen.map((p) => p.key)), conflicts: mode });
}

/**
 * The server holds every string sent: the file as uploaded becomes its base, so the strings sent are no
 * longer "changed here" and those left alone stay "changed on the server". When some string was not
 * applied, the old base stays: that string is still a change made here.
 */
async function keepUploadedBase(u: Upload): Promise<void> {
  try {
    await (await u.deps.bases()).record(u.file.path, translationOrigin(u.connection.serverUrl, u.t), u.file.bytes);
  } catch (err) {
    u.deps.log.warn('files', `the base of ${u.file.name} was not updated: ${(err as Error).message}`);
  }
}

/** Whether a conflict mode this account may use can overwrite the server's string (never a read-only one). */
function replaceableBy(p: Prediction, allowed: readonly ConflictMode[]): boolean {
  const state = p.from ?? 0;
  if (state >= UNIT_STATE.readOnly) return false;
  return state >= UNIT_STATE.approved ? allowed.includes('replace-approved') : allowed.includes('replace-translated');
}
