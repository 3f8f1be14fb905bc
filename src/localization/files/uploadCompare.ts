// The upload plan's middle for a JSON or gettext PO translation file merged into the server (translate,
// fuzzy, approve) (#31, #41; the format's reading: core/locale/uploadFormats.ts): the file (read under the
// file policy by uploadCommand.ts) → compared with the server's units
// (listed under a cancellable progress) and with its downloaded base → the person chooses how to upload,
// from what each way will do, and answers each string changed on both sides. What to send goes back to
// the command, which sends and reports (uploadSend.ts).
import * as vscode from 'vscode';
import type { UploadFormat } from '../../core/locale/uploadFormats';
import {
  keysToSend,
  previewUpload,
  serverStrings,
  type ConflictMode,
  type FileString,
  type MergeMethod,
  type Translation,
  type Unit,
  type UploadPreview,
} from '../../core/weblate';
import type { Connection } from '../session';
import { describeFileError } from './fileErrors';
import { showError } from '../../platform/showError';
import type { FileCommandDeps } from './fileCommandDeps';
import { translationOrigin } from './localTarget';
import { translationPath, where } from './pickers';
import { askChangedOnBoth, keyList, optionDetail, pickUploadOption } from './uploadPreviewPick';
import { withWorkProgress } from '../../platform/workProgress';
import type { StepPosition } from '../../platform/multiStep';

export interface LocalFile {
  name: string;
  /** The file's path as the write ledger and the base store know it. */
  path: string;
  text: string;
  bytes: Uint8Array;
  /** Byte for byte what Scriptorium downloaded from this translation (the write ledger says so). */
  asDownloaded: boolean;
}

export interface Upload {
  deps: FileCommandDeps;
  connection: Connection;
  t: Translation;
  file: LocalFile;
  method: MergeMethod;
  /** How the preview reads the file (JSON, PO). */
  format: UploadFormat;
  /** The conflict modes this account may use here. */
  allowed: ConflictMode[];
  /** The preview's place among the upload's questions (its step counter). */
  at: StepPosition;
}

/** What the comparison decided: the strings to send (`keys` undefined: the whole file) and how. */
export interface PreviewedSend {
  strings: FileString[];
  keys: Set<string> | undefined;
  conflicts: ConflictMode;
}

/**
 * Compares and asks. 'not previewable' when the file cannot be read in its format, or none of its strings
 * is a unit of the translation (another format, or a bilingual component read as JSON): the command then
 * asks as for any file. 'stop' when nothing is to
 * be sent (cancelled, dismissed, the comparison failed and said so, or every change keeps the server's).
 */
export async function compareAndChoose(u: Upload): Promise<PreviewedSend | 'not previewable' | 'stop'> {
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
    return 'stop';
  }
  if (!units) return 'stop';
  const server = serverStrings(units, u.format.identity);
  const strings = readStrings(u, u.file.text, units);
  if (!strings) return 'not previewable';
  if (!strings.some((s) => server.has(s.key))) {
    u.deps.log.info(
      'files',
      `no preview for ${u.file.name}: none of its ${strings.length} keys is a unit of ${translationPath(u.t)}`,
    );
    return 'not previewable';
  }
  const preview = previewUpload(strings, server, {
    method: u.method,
    fuzzy: u.format.fuzzy,
    allowed: u.allowed,
    base: await knownBase(u, units),
    canCut: cuttable(u),
  });
  logPreview(u, preview);
  const title = vscode.l10n.t('Upload {0} to {1}', u.file.name, where(u.t));
  const option = await pickUploadOption(title, preview, u.file.name, u.at);
  if (!option) return 'stop';
  const sendMine = await askChangedOnBoth(title, option.asks);
  if (!sendMine) return 'stop';
  const keys = keysToSend(option, sendMine);
  if (keys?.length === 0) {
    void vscode.window.showInformationMessage(
      vscode.l10n.t("Nothing uploaded to {0}: every string changed here keeps the server's text.", where(u.t)),
    );
    return 'stop';
  }
  return { strings, keys: keys && new Set(keys), conflicts: option.conflicts };
}

/**
 * The file as downloaded: the base kept for it and this translation, else (downloaded before bases were
 * kept) the file itself when it is still byte for byte the download. Undefined when unknown.
 */
async function knownBase(u: Upload, units: readonly Unit[]): Promise<FileString[] | undefined> {
  const origin = translationOrigin(u.connection.serverUrl, u.t);
  try {
    const bytes = await (await u.deps.bases()).get(u.file.path, origin);
    if (bytes) return u.format.strings(new TextDecoder().decode(bytes), units);
  } catch (err) {
    u.deps.log.warn('files', `the base of ${u.file.name} could not be read: ${(err as Error).message}`);
  }
  return u.file.asDownloaded ? u.format.strings(u.file.text, units) : undefined;
}

/** The file's strings in its format; undefined (and logged) when it cannot be read so. */
function readStrings(u: Upload, text: string, units: readonly Unit[]): FileString[] | undefined {
  try {
    return u.format.strings(text, units);
  } catch (err) {
    u.deps.log.info('files', `no preview for ${u.file.name}: not read as ${u.format.id} (${(err as Error).message})`);
    return undefined;
  }
}

/** Whether the file can be cut down to some keys: a JSON file that is not strict JSON cannot. */
function cuttable(u: Upload): boolean {
  try {
    u.format.subset(u.file.text, new Set());
    return true;
  } catch (err) {
    u.deps.log.info(
      'files',
      `${u.file.name} cannot be cut down as ${u.format.id} (${(err as Error).message}): only whole-file uploads are offered`,
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
export async function serverUnits(u: Upload, title: string) {
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
