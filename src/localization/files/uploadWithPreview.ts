// A JSON translation file merged into the server (translate, fuzzy, approve) with a preview first (#31):
// the file's strings are compared with the server's units (listed under a cancellable progress), the
// person picks how to upload from what each way will do, and afterwards the strings the server still does
// not hold are named, with "Upload Again with Replace…" sending only those the person ticks.
import * as vscode from 'vscode';
import { jsonFileStrings, jsonSubset } from '../../core/locale/jsonUpload';
import {
  notApplied,
  previewUpload,
  serverStrings,
  UNIT_STATE,
  type ConflictMode,
  type FileString,
  type MergeMethod,
  type Prediction,
  type ServerString,
  type Translation,
  type Unit,
  type UploadPreview,
  type UploadResult,
} from '../../core/weblate';
import type { Connection } from '../session';
import { showFileError } from './fileErrors';
import type { FileCommandDeps } from './fileCommandDeps';
import { translationPath } from './pickers';
import { keyList, optionDetail, pickStringsToReplace, pickUploadOption } from './uploadPreviewPick';
import { resultMessage, sendFile, where } from './uploadSend';
import { withWorkProgress } from '../../platform/workProgress';

interface LocalFile {
  name: string;
  text: string;
  bytes: Uint8Array;
  /** Byte for byte what Scriptorium downloaded from this translation: nothing in it was changed here. */
  asDownloaded: boolean;
}

interface Upload {
  deps: FileCommandDeps;
  connection: Connection;
  t: Translation;
  file: LocalFile;
  method: MergeMethod;
  /** The conflict modes this account may use here. */
  allowed: ConflictMode[];
}

/**
 * Runs the preview and the upload. Resolves false when the file cannot be previewed (none of its keys is a
 * unit of the translation: another format, or a bilingual component): the caller then asks as before.
 */
export async function uploadWithPreview(u: Upload): Promise<boolean> {
  let units: Unit[] | undefined;
  try {
    units = await serverUnits(u, vscode.l10n.t('Comparing {0} with {1}…', u.file.name, where(u.t)));
  } catch (err) {
    await showFileError(
      u.deps.log,
      vscode.l10n.t('Could not compare {0} with the server; nothing was uploaded', u.file.name),
      err,
    );
    return true;
  }
  if (!units) return true;
  const server = serverStrings(units);
  const strings = jsonFileStrings(u.file.text, new Set(units.filter((x) => x.source.length > 1).map((x) => x.context)));
  if (!strings.some((s) => server.has(s.key))) {
    u.deps.log.info(
      'files',
      `no preview for ${u.file.name}: none of its ${strings.length} keys is a unit of ${translationPath(u.t)}`,
    );
    return false;
  }
  const preview = withSubsetCheck(
    u,
    previewUpload(strings, server, {
      method: u.method,
      fuzzy: '',
      allowed: u.allowed,
      asDownloaded: u.file.asDownloaded,
    }),
  );
  u.deps.log.info(
    'files',
    `preview of ${u.file.name} for ${translationPath(u.t)}: ${preview.changedHere.length} changed ${u.file.asDownloaded ? 'on the server since the download' : 'here'}; ${preview.options.map((o) => `${o.id}: ${optionDetail(o)}`).join('; ')}; suggested ${preview.recommended}`,
  );
  const option = await pickUploadOption(
    vscode.l10n.t('Upload {0} to {1}', u.file.name, where(u.t)),
    preview,
    u.file.asDownloaded,
  );
  if (!option) return true;
  await send(u, strings, option.onlyKeys ? new Set(option.onlyKeys) : undefined, option.conflicts);
  return true;
}

/** The translation's units; undefined when the person cancelled. */
async function serverUnits(u: Upload, title: string) {
  return withWorkProgress({ title, cancellable: true }, async (progress, token) => {
    const abort = new AbortController();
    token.onCancellationRequested(() => abort.abort());
    let reported = 0;
    const units = await u.connection.client.listTranslationUnits(
      u.t.component.project.slug,
      u.t.component.slug,
      u.t.language.code,
      {
        signal: abort.signal,
        onProgress: (done, total) => {
          const now = total > 0 ? Math.floor((done / total) * 100) : 0;
          progress.report({ increment: now - reported });
          reported = now;
        },
      },
    );
    return token.isCancellationRequested ? undefined : units;
  });
}

/** "Only the strings changed here" needs the file cut down; a file that is not strict JSON cannot be. */
function withSubsetCheck(u: Upload, preview: UploadPreview): UploadPreview {
  const only = preview.options.find((o) => o.id === 'changed-only');
  if (!only) return preview;
  try {
    jsonSubset(u.file.text, new Set(only.onlyKeys));
    return preview;
  } catch (err) {
    u.deps.log.info(
      'files',
      `${u.file.name} is not strict JSON (${(err as Error).message}): only whole-file uploads are offered`,
    );
    const options = preview.options.filter((o) => o !== only);
    return {
      ...preview,
      options,
      recommended: preview.recommended === only.id ? options.find((o) => o.id === 'ignore')!.id : preview.recommended,
    };
  }
}

/** Sends the file (or its strings of `keys`), then reports what the server still lacks. */
async function send(
  u: Upload,
  strings: FileString[],
  keys: Set<string> | undefined,
  conflicts: ConflictMode,
): Promise<void> {
  const bytes = keys ? Buffer.from(jsonSubset(u.file.text, keys)) : u.file.bytes;
  const result = await sendFile(
    u.deps,
    u.connection,
    u.t,
    { name: u.file.name, bytes },
    { method: u.method, conflicts, fuzzy: '' },
  );
  if (result.changed) u.deps.onServerChanged();
  await report(u, keys ? strings.filter((s) => keys.has(s.key)) : strings, result, conflicts);
}

async function report(u: Upload, sent: FileString[], result: UploadResult, conflicts: ConflictMode): Promise<void> {
  const counts = resultMessage(u.t, result, conflicts, false);
  let now: Map<string, ServerString> | undefined;
  try {
    const units = await serverUnits(u, vscode.l10n.t('Checking what {0} took…', where(u.t)));
    now = units && serverStrings(units);
  } catch (err) {
    // The upload is done; only the naming of what it skipped is lost.
    u.deps.log.warn(
      'files',
      `after the upload, the units of ${translationPath(u.t)} could not be read: ${(err as Error).message}`,
    );
  }
  const missing = now ? notApplied(sent, now) : [];
  u.deps.log.info(
    'files',
    `upload to ${translationPath(u.t)}: ${result.accepted ?? '?'} accepted; not applied: ${missing.map((p) => p.key).join(', ') || 'none'}`,
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
  await send(u, sent, new Set(chosen.map((p) => p.key)), mode);
}

/** Whether a conflict mode this account may use can overwrite the server's string (never a read-only one). */
function replaceableBy(p: Prediction, allowed: readonly ConflictMode[]): boolean {
  const state = p.from ?? 0;
  if (state >= UNIT_STATE.readOnly) return false;
  return state >= UNIT_STATE.approved ? allowed.includes('replace-approved') : allowed.includes('replace-translated');
}
