// Translation files down and up: GET/POST /api/translations/{p}/{c}/{l}/file/ and the component's zip
// (GET /api/components/{p}/{c}/file/). Mirrors weblate/api/views.py (TranslationViewSet.file,
// ComponentViewSet.file) and UploadRequestSerializer in weblate/api/serializers.py of 5.10.4 and
// 2026.10.1; docs/CONFORMANCE.md lists what the conformance tier saw on both.
import { z } from 'zod';
import { PermissionError, ValidationError } from '../http/errors';
import { loadUndici } from '../http/undici';
import type { WeblateClient } from './client';
import { seg } from './clientBase';
import type { WeblateAction } from './permissions';

/** What the server does with an uploaded file (Weblate's `method`). */
export const UPLOAD_METHODS = ['translate', 'fuzzy', 'suggest', 'approve', 'replace', 'add', 'source'] as const;
export type UploadMethod = (typeof UPLOAD_METHODS)[number];

/** Which existing translations an upload may overwrite; `ignore` = none (the server treats it as ''). */
export const CONFLICT_MODES = ['ignore', 'replace-translated', 'replace-approved'] as const;
export type ConflictMode = (typeof CONFLICT_MODES)[number];

/** Strings marked fuzzy in the file: '' skips them, `process` imports them as needing editing, `approve` as translated. */
export const FUZZY_MODES = ['', 'process', 'approve'] as const;
export type FuzzyMode = (typeof FUZZY_MODES)[number];

/**
 * The permission each method needs on the translation (weblate/trans/util.py check_upload_method_permissions;
 * `replace` needs component.edit or unit.add+delete+edit, remembered here as the overwrite right).
 */
export const UPLOAD_METHOD_ACTION: Record<UploadMethod, WeblateAction> = {
  translate: 'upload.perform',
  fuzzy: 'upload.perform',
  suggest: 'suggestion.add',
  approve: 'unit.review',
  replace: 'upload.overwrite',
  add: 'unit.add',
  source: 'unit.add',
};

/**
 * The upload answer. 5.10.4 and 2026.10.1 send all six fields; `result` and `count` are the older, less
 * detailed answer that both still send "for compatibility", so an answer with only those is accepted too.
 */
const count = z.number().int().nonnegative();
export const UploadResultSchema = z
  .looseObject({
    accepted: count.optional(),
    skipped: count.optional(),
    not_found: count.optional(),
    total: count.optional(),
    count: count.optional(),
    result: z.boolean().optional(),
  })
  .refine((r) => r.accepted !== undefined || r.result !== undefined, {
    message: 'neither "accepted" nor "result" is present',
    path: ['accepted'],
  });

export interface UploadResult {
  /** Strings the server took; undefined when it only said whether it took any (`result`). */
  accepted: number | undefined;
  skipped: number | undefined;
  notFound: number | undefined;
  /** Strings in the uploaded file. */
  total: number | undefined;
  /** Whether anything changed on the server. */
  changed: boolean;
}

export interface UploadOptions {
  method: UploadMethod;
  conflicts?: ConflictMode;
  fuzzy?: FuzzyMode;
  signal?: AbortSignal;
}

export interface DownloadedFile {
  bytes: Buffer;
  /** The name the server suggested (Content-Disposition): a server string, checked before it names a file. */
  suggestedName: string | undefined;
  contentType: string | undefined;
}

const translationPath = (p: string, c: string, l: string) => `translations/${seg(p)}/${seg(c)}/${seg(l)}/file/`;
const DOWNLOAD = 'GET /api/translations/{project}/{component}/{language}/file/';
const UPLOAD = 'POST /api/translations/{project}/{component}/{language}/file/';
const ZIP = 'GET /api/components/{project}/{component}/file/';

/** The translation file, as stored or converted (`format`: po, xliff, csv, json, … where the server can). */
export async function downloadTranslationFile(
  client: WeblateClient,
  project: string,
  component: string,
  language: string,
  opts: { format?: string; signal?: AbortSignal } = {},
): Promise<DownloadedFile> {
  const res = await client.http.request({
    method: 'GET',
    url: translationPath(project, component, language),
    endpoint: DOWNLOAD,
    expect: 'bytes',
    signal: opts.signal,
    query: { format: opts.format },
  });
  return described(res.body as Buffer, res.headers);
}

/** Every translation file of a component in one zip archive. */
export async function downloadComponentZip(
  client: WeblateClient,
  project: string,
  component: string,
  signal?: AbortSignal,
): Promise<DownloadedFile> {
  const res = await client.http.request({
    method: 'GET',
    url: `components/${seg(project)}/${seg(component)}/file/`,
    endpoint: ZIP,
    expect: 'bytes',
    signal,
  });
  const file = described(res.body as Buffer, res.headers);
  // A zip starts with "PK"; anything else (a login page, a JSON error with status 200) is not an archive.
  if (file.bytes.length < 4 || file.bytes.readUInt16BE(0) !== 0x504b)
    throw new ValidationError(`${ZIP} did not answer a zip archive.`, ZIP, res.status, [
      { field: '', message: 'not a zip archive' },
    ]);
  return file;
}

/**
 * Uploads a translation file. A refusal of the method or conflict mode (the server answers 400 naming
 * `method` or `conflicts`: "This method is not available here") is a PermissionError, so the caller's
 * PermissionMemory stops offering it; other 400s (a file it cannot parse) stay ValidationErrors.
 */
export async function uploadTranslationFile(
  client: WeblateClient,
  project: string,
  component: string,
  language: string,
  file: { name: string; bytes: Uint8Array },
  opts: UploadOptions,
): Promise<UploadResult> {
  // undici's own FormData (what its Response encodes); built as the upload starts, its request follows.
  const form = new (loadUndici().FormData)();
  form.append('file', new Blob([new Uint8Array(file.bytes)]), file.name);
  form.append('method', opts.method);
  if (opts.conflicts) form.append('conflicts', opts.conflicts);
  if (opts.fuzzy) form.append('fuzzy', opts.fuzzy);
  let body: z.output<typeof UploadResultSchema>;
  try {
    body = await client.http.requestJson(
      {
        method: 'POST',
        url: translationPath(project, component, language),
        endpoint: UPLOAD,
        form,
        signal: opts.signal,
      },
      UploadResultSchema,
    );
  } catch (error) {
    const refused =
      error instanceof ValidationError
        ? error.problems.find((p) => p.field === 'method' || p.field === 'conflicts')
        : undefined;
    if (refused && error instanceof ValidationError)
      throw new PermissionError(`${error.message}`, UPLOAD, error.status, { cause: error });
    throw error;
  }
  const accepted = body.accepted;
  return {
    accepted,
    skipped: body.skipped,
    notFound: body.not_found,
    total: body.total ?? body.count,
    changed: accepted !== undefined ? accepted > 0 : body.result === true,
  };
}

/** The file name in Content-Disposition (`attachment; filename=de.json` or `filename*=UTF-8''…`). */
export function dispositionName(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (star) {
    try {
      return decodeURIComponent(star[1]!.trim());
    } catch {
      return undefined;
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
  return plain ? (plain[2] ?? plain[1]!).trim() : undefined;
}

function described(bytes: Buffer, headers: Record<string, string>): DownloadedFile {
  return {
    bytes,
    suggestedName: dispositionName(headers['content-disposition']),
    contentType: headers['content-type'],
  };
}
