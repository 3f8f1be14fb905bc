// Readable sentences for the refusals of file downloads and uploads, built from the error's class and the
// fields the server named (never from matching its text), with the server's own words where it gave them.
// Shown through the one showError path (platform/showError.ts), which takes this as its describer.
import * as vscode from 'vscode';
import {
  ClientError,
  ConflictError,
  PermissionError,
  ResponseTooLargeError,
  ValidationError,
} from '../../core/http/errors';
import { describeError } from '../../platform/errorMessages';

const FIELD_NAMES: Record<string, () => string> = {
  file: () => vscode.l10n.t('file'),
  method: () => vscode.l10n.t('method'),
  conflicts: () => vscode.l10n.t('conflict handling'),
  fuzzy: () => vscode.l10n.t('strings needing editing'),
  format: () => vscode.l10n.t('format'),
};

/** The server's field messages, "file: …; method: …" (each field named in the user's language). */
function fieldMessages(problems: readonly { field: string; message: string }[]): string {
  return problems.map((p) => (p.field ? `${FIELD_NAMES[p.field]?.() ?? p.field}: ${p.message}` : p.message)).join('; ');
}

export function describeFileError(err: unknown): string {
  if (err instanceof PermissionError) {
    // A 400 naming `method` or `conflicts` arrives as a PermissionError (translationFiles.ts) carrying the fields.
    const cause = (err as { cause?: unknown }).cause;
    if (cause instanceof ValidationError && cause.problems.length > 0)
      return vscode.l10n.t('The server does not allow this here: {0}', fieldMessages(cause.problems));
  }
  if (err instanceof ValidationError && err.problems.length > 0)
    return vscode.l10n.t('The server refused the request: {0}', fieldMessages(err.problems));
  if (err instanceof ConflictError)
    return vscode.l10n.t(
      'The component is locked on the server (or changed meanwhile); try again once it is unlocked.',
    );
  if (err instanceof ResponseTooLargeError)
    return vscode.l10n.t('The download is larger than Scriptorium accepts from a server.');
  if (err instanceof ClientError && err.status === 413) return vscode.l10n.t('The file is too large for the server.');
  return describeError(err);
}
