// Failures before any request was sent that deserve their own words: a certificate the client does not
// accept, and a proxy that refused or could not be reached. Told apart by OpenSSL's error codes and the
// tunnel's own error type, never by message text; everything else stays a NetworkError/TimeoutError.
import { CertificateError, ProxyError, type CertificateProblem, type ScriptoriumError } from './errors';
import { ProxyTunnelFailure } from './network';

const CERTIFICATE_CODES: Record<string, CertificateProblem> = {
  DEPTH_ZERO_SELF_SIGNED_CERT: 'selfSigned',
  // A chain ending in a root nobody trusts: typical of a TLS-inspecting firewall's own authority.
  SELF_SIGNED_CERT_IN_CHAIN: 'untrustedAuthority',
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'untrustedAuthority',
  UNABLE_TO_GET_ISSUER_CERT: 'untrustedAuthority',
  UNABLE_TO_GET_ISSUER_CERT_LOCALLY: 'untrustedAuthority',
  CERT_UNTRUSTED: 'untrustedAuthority',
  CERT_HAS_EXPIRED: 'expired',
  CERT_NOT_YET_VALID: 'notYetValid',
  ERR_TLS_CERT_ALTNAME_INVALID: 'wrongHost',
  HOSTNAME_MISMATCH: 'wrongHost',
  CERT_REVOKED: 'other',
  CERT_REJECTED: 'other',
  CERT_SIGNATURE_FAILURE: 'other',
  INVALID_CA: 'other',
  INVALID_PURPOSE: 'other',
};

const WHAT: Record<CertificateProblem, string> = {
  selfSigned: 'is self-signed, and this computer does not trust it',
  untrustedAuthority: 'was issued by a certificate authority this computer does not trust',
  expired: 'has expired',
  notYetValid: 'is not valid yet (is the clock right?)',
  wrongHost: 'was issued for another host name',
  other: 'was refused',
};

/** The first error code in `e` or its causes (undici wraps some TLS errors once, fetch twice). */
function codeIn(e: unknown): string | undefined {
  for (
    let cur = e, depth = 0;
    cur && typeof cur === 'object' && depth < 4;
    cur = (cur as { cause?: unknown }).cause, depth++
  ) {
    const code = (cur as { code?: unknown }).code;
    if (typeof code === 'string' && Object.hasOwn(CERTIFICATE_CODES, code)) return code;
  }
  return undefined;
}

/** A CertificateError or ProxyError for `e`, or undefined when it is an ordinary network failure. */
export function connectionFailure(e: unknown, endpoint: string, host: string): ScriptoriumError | undefined {
  if (e instanceof ProxyTunnelFailure) {
    const why =
      e.proxyStatus === undefined
        ? 'could not be reached'
        : e.proxyStatus === 407 || e.proxyStatus === 401
          ? // tinyproxy answers a wrong password with 401 rather than 407: both mean the credentials.
            `wants proxy credentials or refused the ones given (${e.proxyStatus})`
          : e.proxyStatus === 403
            ? 'refused to connect to the server (403)'
            : `answered ${e.proxyStatus} instead of connecting to the server`;
    return new ProxyError(`The proxy ${e.proxy} ${why} (${endpoint}).`, endpoint, e.proxy, e.proxyStatus, {
      cause: e.cause ?? e,
    });
  }
  const code = codeIn(e);
  if (!code) return undefined;
  const problem = CERTIFICATE_CODES[code];
  return new CertificateError(
    `The certificate of ${host} ${WHAT[problem]} (${code}, ${endpoint}).`,
    endpoint,
    problem,
    code,
    host,
    { cause: e },
  );
}
