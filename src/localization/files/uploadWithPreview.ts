// A JSON translation file merged into the server (translate, fuzzy, approve) with a preview first (#31,
// #41), as one plan: the file (read under the file policy by the caller) → compared with the server's units
// (listed under a cancellable progress) and with its downloaded base → the person chooses how to upload,
// from what each way will do, and answers each string changed on both sides → sent → reported: the
// strings the server still does not hold are named, with "Upload Again with Replace…" sending only those
// the person ticks. Once the server holds every string sent, the file as uploaded is its new base.
import * as vscode from 'vscode';
import { jsonFileStrings, jsonSubset } from '../../core/locale/jsonUpload';
import {
  keysToSend,
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
import { describeFileError } from './fileErrors';
import { showError } from '../../platform/showError';
import type { FileCommandDeps } from './fileCommandDeps';
import { translationOrigin } from './localTarget';
import { translationPath } from './pickers';
import { askChangedOnBoth, keyList, optionDetail, pickStringsToReplace, pickUploadOption } from './uploadPreviewPick';
import { resultMessage, sendFile, where } from './uploadSend';
import { withWorkProgress } from '../../platform/workProgress';
import type { StepPosition } from '../../platform/multiStep';

interface LocalFile {
  name: string;
  /** The file's path as the write ledger and the base store know it. */
  path: string;
  text: string;
  bytes: Uint8Array;
  /** Byte for byte what Scriptorium downloaded from this translation (the write ledger says so). */
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
  /** The preview's place among the upload's questions (its step counter). */
  at: StepPosition;
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
    await showError(
      u.deps.log,
      'files',
      err,
      vscode.l10n.t('Could not compare {0} with the server; nothing was uploaded', u.file.name),
      describeFileError,
    );
    return true;
  }
  if (!units) return true;
  const server = serverStrings(units);
  const plurals = new Set(units.filter((x) => x.source.length > 1).map((x) => x.context));
  const strings = jsonFileStrings(u.file.text, plurals);
  if (!strings.some((s) => server.has(s.key))) {
    u.deps.log.info(
      'files',
      `no preview for ${u.file.name}: none of its ${strings.length} keys is a unit of ${translationPath(u.t)}`,
    );
    return false;
  }
  const preview = previewUpload(strings, server, {
    method: u.method,
    fuzzy: '',
    allowed: u.allowed,
    base: await knownBase(u, plurals),
    canCut: cuttable(u),
  });
  logPreview(u, preview);
  const title = vscode.l10n.t('Upload {0} to {1}', u.file.name, where(u.t));
  const option = await pickUploadOption(title, preview, u.file.name, u.at);
  if (!option) return true;
  const sendMine = await askChangedOnBoth(title, option.asks);
  if (!sendMine) return true;
  const keys = keysToSend(option, sendMine);
  if (keys?.length === 0) {
    void vscode.window.showInformationMessage(
      vscode.l10n.t("Nothing uploaded to {0}: every string changed here keeps the server's text.", where(u.t)),
    );
    return true;
  }
  await send(u, strings, keys && new Set(keys), option.conflicts);
  return true;
}

/**
 * The file as downloaded: the base kept for it and this translation, else (downloaded before bases were
 * kept) the file itself when it is still byte for byte the download. Undefined when unknown.
 */
async function knownBase(u: Upload, plurals: ReadonlySet<string>): Promise<FileString[] | undefined> {
  const origin = translationOrigin(u.connection.serverUrl, u.t);
  try {
    const bytes = await (await u.deps.bases()).get(u.file.path, origin);
    if (bytes) return jsonFileStrings(new TextDecoder().decode(bytes), plurals);
  } catch (err) {
    u.deps.log.warn('files', `the base of ${u.file.name} could not be read: ${(err as Error).message}`);
  }
  return u.file.asDownloaded ? jsonFileStrings(u.file.text, plurals) : undefined;
}

/** Whether the file can be cut down to some keys: a file that is not strict JSON cannot. */
function cuttable(u: Upload): boolean {
  try {
    jsonSubset(u.file.text, new Set());
    return true;
  } catch (err) {
    u.deps.log.info(
      'files',
      `${u.file.name} is not strict JSON (${(err as Error).message}): only whole-file uploads are offered`,
    );
    return false;
  }
}

function logPreview(u: Upload, preview: UploadPreview): void {
  const keys = (d: readonly { key: string }[]) => (d.length > 0 ? ` (${keyList(d, 10)})` : '');
  const groups = preview.base
    ? `against its downloaded base: ${preview.base.here.length} changed here${keys(preview.base.here)}, ${preview.base.server.length} changed on the server since the download${keys(preview.base.server)}, ${preview.base.both.length} changed on both${keys(preview.base.both)}`
    : `without a downloaded base: ${preview.changedHere.length} differ from the server`;
  u.deps.log.info(
    'files',
    `preview of ${u.file.name} for ${translationPath(u.t)} ${groups}; ${preview.options.map((o) => `${o.id}: ${optionDetail(o, preview.base)}`).join('; ')}; suggested ${preview.recommended ?? 'none'}`,
  );
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
  if (now && missing.length === 0) await keepUploadedBase(u);
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
