// Which certificate authorities Scriptorium trusts, as VS Code does: Node's bundled list, the file named by
// NODE_EXTRA_CA_CERTS, and (http.systemCertificates, on by default) the operating system's store. Node 20's
// tls.rootCertificates is only the bundled Mozilla list; the system store is tls.getCACertificates('system')
// where the running Node has it (≥ 22.15, which VS Code ships), else the distribution's bundle file.
// Plain Node (no vscode import) so the unit tier checks it; the caller hands in the setting and environment.
import { existsSync, readFileSync } from 'node:fs';
import * as tls from 'node:tls';

/** Bundles of the system's authorities, as Debian/Ubuntu, Fedora/RHEL, openSUSE and Alpine keep them. */
export const SYSTEM_BUNDLES = [
  '/etc/ssl/certs/ca-certificates.crt',
  '/etc/pki/tls/certs/ca-bundle.crt',
  '/etc/ssl/ca-bundle.pem',
  '/etc/ssl/cert.pem',
];

export interface TrustedCertificates {
  certificates: readonly string[];
  /** Where they came from, for the log (paths and counts, nothing secret). */
  sources: string[];
}

const PEM = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g;

export function pemCertificates(text: string): string[] {
  return text.match(PEM) ?? [];
}

type GetCa = (type: 'default' | 'system' | 'bundled' | 'extra') => string[];

function readPemFile(path: string): string[] {
  try {
    return pemCertificates(readFileSync(path, 'utf8'));
  } catch {
    return [];
  }
}

export function loadTrustedCertificates(opts: {
  systemCertificates: boolean;
  extraCaFile?: string;
  systemBundles?: readonly string[];
}): TrustedCertificates {
  const getCa = (tls as unknown as { getCACertificates?: GetCa }).getCACertificates;
  const bundled = [...tls.rootCertificates];
  const sources = [`${bundled.length} bundled with Node`];
  const extra = opts.extraCaFile ? readPemFile(opts.extraCaFile) : [];
  if (opts.extraCaFile) sources.push(`${extra.length} from NODE_EXTRA_CA_CERTS (${opts.extraCaFile})`);
  let system: string[] = [];
  if (opts.systemCertificates) {
    if (getCa) {
      system = getCa('system');
      sources.push(`${system.length} from the system store`);
    } else {
      const file = (opts.systemBundles ?? SYSTEM_BUNDLES).find((f) => existsSync(f));
      system = file ? readPemFile(file) : [];
      sources.push(file ? `${system.length} from ${file}` : 'no system store found');
    }
  }
  return { certificates: [...new Set([...bundled, ...extra, ...system])], sources };
}
