// The certificates scripts/setup-tls.sh makes (cached outside the clone) for the sandbox's --tls mode and
// the certificate failure tests; made on first use, so `npm run test:unit` alone works on a new machine.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cacheDir } from './setup';

export interface TlsFiles {
  /** The private authority a user would trust (NODE_EXTRA_CA_CERTS). */
  ca: string;
  key: string;
  /** 127.0.0.1 and localhost, signed by `ca`. */
  server: string;
  expired: string;
  wrongHost: string;
  selfSigned: string;
  /** Signed by `otherCa`, which nobody trusts. */
  untrusted: string;
  otherCa: string;
}

export function ensureTlsFiles(): TlsFiles {
  execFileSync('bash', [join(__dirname, '..', 'setup-tls.sh')], { stdio: 'inherit' });
  const dir = join(cacheDir(), 'tls');
  const f = (name: string) => join(dir, name);
  return {
    ca: f('ca.crt'),
    key: f('server.key'),
    server: f('server.crt'),
    expired: f('expired.crt'),
    wrongHost: f('wronghost.crt'),
    selfSigned: f('selfsigned.crt'),
    untrusted: f('untrusted.crt'),
    otherCa: f('other-ca.crt'),
  };
}

/** The sandbox's `tls` option: a certificate (or `certs` joined into a chain) with the shared key. */
export function sandboxTls(files: TlsFiles, ...certs: string[]): { cert: string; key: string } {
  return {
    cert: (certs.length ? certs : [files.server]).map((c) => readFileSync(c, 'utf8')).join(''),
    key: readFileSync(files.key, 'utf8'),
  };
}
