// Turns a thrown error into a short sentence for a person, by error class (never by message text).
// Used by the one showError path and by the trees' error nodes, so both say the same thing.
import * as vscode from 'vscode';
import {
  AuthError,
  CancelledError,
  ConflictError,
  InsecureRequestError,
  NetworkError,
  NotFoundError,
  PermissionError,
  ProtocolError,
  RateLimitedError,
  ScriptoriumError,
  ServerError,
  TimeoutError,
  ValidationError,
} from '../core/http/errors';

export type ErrorKind = 'auth' | 'permission' | 'notFound' | 'validation' | 'rateLimited' | 'conflict' | 'server' | 'network' | 'timeout' | 'cancelled' | 'insecure' | 'protocol' | 'unknown';

export function classifyError(err: unknown): ErrorKind {
  if (err instanceof AuthError) return 'auth';
  if (err instanceof PermissionError) return 'permission';
  if (err instanceof NotFoundError) return 'notFound';
  if (err instanceof ValidationError) return 'validation';
  if (err instanceof RateLimitedError) return 'rateLimited';
  if (err instanceof ConflictError) return 'conflict';
  if (err instanceof ServerError) return 'server';
  if (err instanceof NetworkError) return 'network';
  if (err instanceof TimeoutError) return 'timeout';
  if (err instanceof CancelledError) return 'cancelled';
  if (err instanceof InsecureRequestError) return 'insecure';
  if (err instanceof ProtocolError) return 'protocol';
  return 'unknown';
}

/** One line, no stack, no secrets: the typed errors' messages are built without credentials. */
export function describeError(err: unknown): string {
  switch (classifyError(err)) {
    case 'auth':
      return vscode.l10n.t('The server did not accept your credentials. Sign in again.');
    case 'permission':
      return vscode.l10n.t('Your account is not allowed to do this.');
    case 'notFound':
      return vscode.l10n.t('Not found on the server (it may be private or deleted).');
    case 'rateLimited': {
      const wait = (err as RateLimitedError).retryAfterSeconds;
      return wait !== undefined
        ? vscode.l10n.t('The server is rate limiting requests; try again in {0} s.', Math.ceil(wait))
        : vscode.l10n.t('The server is rate limiting requests; try again later.');
    }
    case 'network':
      return vscode.l10n.t('Cannot reach the server. Check the address and your connection.');
    case 'timeout':
      return vscode.l10n.t('The server took too long to answer.');
    case 'cancelled':
      return vscode.l10n.t('Cancelled.');
    default:
      break;
  }
  if (err instanceof ScriptoriumError) {
    return err.message;
  }
  return vscode.l10n.t('Unexpected error: {0}', err instanceof Error ? err.name : String(err));
}
