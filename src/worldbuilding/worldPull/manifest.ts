// What a folder pulled from a world remembers between runs (.scriptorium-world.json beside the files):
// for each article, its file, World Anvil's update date when it was pulled, and a hash of the text
// written. With it the next pull skips what did not change on either side, notices a file edited here
// (never overwritten without asking) and one changed on both sides (a conflict). The manifest is read
// as untrusted: a file name in it that is not a plain name inside the folder is ignored.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { safeWrite } from '../../core/files/safeWrite';
import { pathInside } from '../../core/guards/fileName';

export const MANIFEST_NAME = '.scriptorium-world.json';

const EntrySchema = z.object({ file: z.string(), updated: z.string().optional(), hash: z.string() });
const ManifestSchema = z.object({ version: z.literal(1), worldId: z.string(), articles: z.record(z.string(), EntrySchema) });

export type ManifestEntry = z.output<typeof EntrySchema>;
export type Manifest = z.output<typeof ManifestSchema>;

export const textHash = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** A plain file name (no folder part) that stays inside `folder`. */
export function isPlainNameInside(folder: string, name: string): boolean {
  return !/[\\/]/.test(name) && name !== '.' && name !== '..' && pathInside(folder, name) !== undefined;
}

export async function readManifest(folder: string, worldId: string): Promise<Manifest> {
  const empty: Manifest = { version: 1, worldId, articles: {} };
  let text: string;
  try {
    text = await readFile(pathInside(folder, MANIFEST_NAME)!, 'utf8');
  } catch {
    return empty;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return empty;
  }
  const m = ManifestSchema.safeParse(parsed);
  // Another world's folder: its bookkeeping says nothing about this world's articles.
  if (!m.success || m.data.worldId !== worldId) return empty;
  const articles = Object.fromEntries(Object.entries(m.data.articles).filter(([, e]) => isPlainNameInside(folder, e.file)));
  return { ...m.data, articles };
}

export async function writeManifest(folder: string, manifest: Manifest): Promise<void> {
  await safeWrite({ folder, relative: MANIFEST_NAME }, new TextEncoder().encode(`${JSON.stringify(manifest, null, 2)}\n`));
}
