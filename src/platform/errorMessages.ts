// Turns a thrown error into a short sentence for a person, by error class (never by message text).
// Used by the one showError path and by the trees' error nodes, so both say the same thing.
import * as vscode from 'vscode';
import {
  AuthError,
  CancelledError,
  CertificateError,
  ConflictError,
  InsecureRequestError,
  NetworkError,
  NotFoundError,
  PermissionError,
  ProtocolError,
  ProxyError,
  RateLimitedError,
  ScriptoriumError,
  ServerError,
  TimeoutError,
  ValidationError,
} from '../core/http/errors';
import { ListTooLongError } from '../core/http/listCap';
import { errorName } from '../core/errorLine';

export type ErrorKind =
  | 'proxy'
  | 'certificate'
  | 'auth'
  | 'permission'
  | 'notFound'
  | 'validation'
  | 'rateLimited'
  | 'conflict'
  | 'server'
  | 'network'
  | 'timeout'
  | 'cancelled'
  | 'insecure'
  | 'protocol'
  | 'tooLong'
  | 'unknown';

export function classifyError(err: unknown): ErrorKind {
  if (err instanceof ProxyError) return 'proxy';
  if (err instanceof CertificateError) return 'certificate';
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
  if (err instanceof ListTooLongError) return 'tooLong';
  return 'unknown';
}

/** The kinds whose sentence needs nothing from the error itself. */
function plainMessages(): Partial<Record<ErrorKind, string>> {
  return {
    auth: vscode.l10n.t('The server did not accept your credentials. Sign in again.'),
    permission: vscode.l10n.t('Your account is not allowed to do this.'),
    notFound: vscode.l10n.t('Not found on the server (it may be private or deleted).'),
    network: vscode.l10n.t('Cannot reach the server. Check the address and your connection.'),
    timeout: vscode.l10n.t('The server took too long to answer.'),
    cancelled: vscode.l10n.t('Cancelled.'),
  };
}

/** One line, no stack, no secrets: the typed errors' messages are built without credentials. */
export function describeError(err: unknown): string {
  const kind = classifyError(err);
  const plain = plainMessages()[kind];
  if (plain !== undefined) return plain;
  switch (kind) {
    case 'rateLimited': {
      const wait = (err as RateLimitedError).retryAfterSeconds;
      return wait !== undefined
        ? vscode.l10n.t('The server is rate limiting requests; try again in {0} s.', Math.ceil(wait))
        : vscode.l10n.t('The server is rate limiting requests; try again later.');
    }
    case 'proxy':
      return describeProxyError(err as ProxyError);
    case 'certificate':
      return describeCertificateError(err as CertificateError);
    // src/core has no vscode.l10n, so its messages are English. The sentence that says what happened and
    // what to do is translated here; the core's message follows as the detail (endpoint, status, the
    // server's own words about each field), the same text as in the log and in a bug report.
    case 'validation':
      return vscode.l10n.t(
        'Refused: the server or the checks before sending found a problem. Details: {0}',
        (err as Error).message,
      );
    case 'conflict':
      return vscode.l10n.t(
        'Locked or changed on the server; refresh and try again. Details: {0}',
        (err as Error).message,
      );
    case 'server':
      return vscode.l10n.t('The server failed; try again later. Details: {0}', (err as Error).message);
    case 'insecure':
      return vscode.l10n.t('Refused to protect your credentials. Details: {0}', (err as Error).message);
    case 'tooLong': {
      const e = err as ListTooLongError;
      return e.limit === 'items'
        ? vscode.l10n.t(
            'The list {0} has more than {1} items, more than Scriptorium reads at once; nothing was done with it.',
            e.endpoint,
            e.cap,
          )
        : vscode.l10n.t(
            'The list {0} takes more than {1} pages, more than Scriptorium reads at once; nothing was done with it.',
            e.endpoint,
            e.cap,
          );
    }
    default:
      break;
  }
  if (err instanceof ScriptoriumError) {
    return vscode.l10n.t("The server's answer could not be used. Details: {0}", err.message);
  }
  return vscode.l10n.t('Unexpected error: {0}', errorName(err));
}

/** Names the proxy (host:port only: its address may carry a password) and the setting that fixes it. */
function describeProxyError(err: ProxyError): string {
  if (err.credentialsRefused) {
    return vscode.l10n.t(
      'The proxy {0} wants credentials or refused the ones given ({1}). Set "http.proxyAuthorization", or user:password in "http.proxy".',
      err.proxy,
      err.proxyStatus ?? '',
    );
  }
  if (err.proxyStatus === 403) {
    return vscode.l10n.t(
      'The proxy {0} refused to connect to this server (403). Ask your network administrator, or add the server to "http.noProxy" if it can be reached directly.',
      err.proxy,
    );
  }
  if (err.proxyStatus !== undefined) {
    return vscode.l10n.t('The proxy {0} answered {1} instead of connecting to the server.', err.proxy, err.proxyStatus);
  }
  return vscode.l10n.t(
    'Cannot reach the proxy {0}. Check "http.proxy" (or HTTPS_PROXY), or set "http.proxySupport" to "off" if no proxy is needed.',
    err.proxy,
  );
}

/** Says which certificate problem it is and what the person can do about it. */
function describeCertificateError(err: CertificateError): string {
  switch (err.problem) {
    case 'selfSigned':
      return vscode.l10n.t(
        "The certificate of {0} is self-signed, so it is not trusted. If this is your organization's server, add its certificate to your system's trusted certificates or to NODE_EXTRA_CA_CERTS.",
        err.host,
      );
    case 'untrustedAuthority':
      return vscode.l10n.t(
        'The certificate of {0} was issued by an authority this computer does not trust (a company firewall or a private server?). Add that authority to your system\'s certificates ("http.systemCertificates" on) or to NODE_EXTRA_CA_CERTS.',
        err.host,
      );
    case 'expired':
      return vscode.l10n.t(
        "The certificate of {0} has expired. The server's administrator must renew it (check also that your computer's clock is right).",
        err.host,
      );
    case 'notYetValid':
      return vscode.l10n.t("The certificate of {0} is not valid yet. Check your computer's date and time.", err.host);
    case 'wrongHost':
      return vscode.l10n.t(
        "The certificate of {0} was issued for another host name. Check the server address: it must be the name on the server's certificate.",
        err.host,
      );
    default:
      return vscode.l10n.t('The certificate of {0} was refused ({1}).', err.host, err.code);
  }
}
