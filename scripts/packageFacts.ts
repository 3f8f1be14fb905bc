// What ships, for `npm run bench`: a fresh .vsix built in a temporary folder (the checkout's out/ and
// dist/ are left alone), the extension host bundle inside it and, when asked, the time the installed
// package takes to activate in code-server.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { measureActivation } from './lib/measureActivation';
import { buildVsix } from './lib/vsix';

export { activationMs } from './lib/activation';

export interface PackageFacts {
  /** Bytes of the .vsix file. */
  vsixBytes: number;
  /** Bytes of dist/extension.js (production build) as packed in the .vsix. */
  bundleBytes: number;
  /** Milliseconds from the extension host starting the activation to Scriptorium's "activated" line. */
  activationMs?: number;
}

export async function packageFacts(opts: { activation?: boolean } = {}): Promise<PackageFacts> {
  const dir = mkdtempSync(join(tmpdir(), 'scriptorium-facts-'));
  try {
    const built = await buildVsix(dir);
    const facts: PackageFacts = { vsixBytes: built.vsixBytes, bundleBytes: built.bundleBytes };
    if (opts.activation) facts.activationMs = (await measureActivation(built.path, built.id)).logMs;
    return facts;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
