// Sizes of what ships, for `npm run bench`: a fresh .vsix built in a temporary folder (so the checkout's
// out/ and dist/ are left alone) and the extension host bundle inside it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildVsix } from './lib/vsix';

export { activationMs } from './lib/activation';

export interface PackageFacts {
  /** Bytes of the .vsix file. */
  vsixBytes: number;
  /** Bytes of dist/extension.js (production build) as packed in the .vsix. */
  bundleBytes: number;
}

export async function packageFacts(): Promise<PackageFacts> {
  const dir = mkdtempSync(join(tmpdir(), 'scriptorium-facts-'));
  try {
    const { vsixBytes, bundleBytes } = await buildVsix(dir);
    return { vsixBytes, bundleBytes };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
