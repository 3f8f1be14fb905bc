// What a folder pulled from a world remembers between runs (.scriptorium-world.json beside the files):
// for each article, its file, World Anvil's update date when it was pulled, and a hash of the text
// written. With it the next pull skips what did not change on either side, notices a file edited here
// (never overwritten without asking) and one changed on both sides (a conflict). The manifest is read
// as untrusted: a file path in it that is not a plain relative path inside the folder is ignored.
// `layout` says where new articles go: into category folders (every pull since #31), or flat beside the
// others (a folder pulled before, recorded without it, stays flat: files are never moved unasked).
// `secrets`: the world's secrets (#29), recorded as the articles are, apart from them (secretSteps.ts).
// `manuscripts`: each pulled manuscript version (#47, core/manuscript/versionPull.ts): its folder and, per
// part, its file, update date and hash as for an article, plus each beat's update date and the hash of its
// section, and the beats' order: what a push (create, update, delete, reorder) compares with, next.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { safeWrite } from '../files/safeWrite';
import { pathInside, plainRelativePath } from '../guards/fileName';

export const MANIFEST_NAME = '.scriptorium-world.json';

const EntrySchema = z.object({ file: z.string(), updated: z.string().optional(), hash: z.string() });
/** An image the articles show, kept in assets/ (assets.ts): its file, update date, bytes' hash and alt text. */
const ImageEntrySchema = EntrySchema.extend({ alt: z.string().max(1000).optional() });
/** `bbcode`: the section holds the beat's BBCode as it is (Markdown would have changed it): pushed as written. */
const BeatEntrySchema = z.object({
  updated: z.string().optional(),
  hash: z.string(),
  bbcode: z.literal(true).optional(),
});
const PartEntrySchema = EntrySchema.extend({
  position: z.number().optional(),
  /** The beats' ids in the file's order (an object's keys would put numeric ids first). */
  order: z.array(z.string()).max(10_000),
  beats: z.record(z.string(), BeatEntrySchema),
});
const VersionEntrySchema = z.object({
  manuscriptId: z.string(),
  /** The version's folder, relative to the manifest's. */
  dir: z.string(),
  /** The version's word goal on World Anvil at the pull, for the status bar's progress. */
  goal: z.number().positive().optional(),
  parts: z.record(z.string(), PartEntrySchema),
});
const ManifestSchema = z.object({
  version: z.literal(1),
  worldId: z.string(),
  layout: z.enum(['flat', 'categories']).optional(),
  articles: z.record(z.string(), EntrySchema),
  secrets: z.record(z.string(), EntrySchema).optional(),
  images: z.record(z.string(), ImageEntrySchema).optional(),
  manuscripts: z.record(z.string(), VersionEntrySchema).optional(),
});

/** Category folders nested deeper than this are not made: their articles go into the deepest one allowed. */
export const MAX_FOLDER_DEPTH = 5;

export type ManifestEntry = z.output<typeof EntrySchema>;
export type ImageEntry = z.output<typeof ImageEntrySchema>;
export type Manifest = z.output<typeof ManifestSchema>;
export type ManuscriptVersionEntry = z.output<typeof VersionEntrySchema>;
export type ManuscriptPartEntry = z.output<typeof PartEntrySchema>;

export const textHash = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** Where texts recorded as synced are kept as merge bases (baseStore.ts); none in plain Node tests. */
let baseKeeper: ((texts: string[]) => Promise<void>) | undefined;
/** Texts recorded as synced whose manifest is not written yet, by hash. */
const unkept = new Map<string, string>();

export function keepSyncedTexts(keeper: ((texts: string[]) => Promise<void>) | undefined): void {
  baseKeeper = keeper;
  unkept.clear();
}

/**
 * The hash a manifest records for `text` as what was last synced (pulled, pushed or merged); the text is
 * handed to the base keeper when the manifest is written, so a later three-way merge finds its base.
 */
export function syncedHash(text: string): string {
  const hash = textHash(text);
  if (baseKeeper) unkept.set(hash, text);
  return hash;
}

/** A `/`-separated path of plain names (no dot-folder, no `..`), at most MAX_FOLDER_DEPTH folders deep, inside `folder`. */
export function isPlainPathInside(folder: string, name: string): boolean {
  return (
    plainRelativePath(name) === name &&
    name.split('/').length <= MAX_FOLDER_DEPTH + 1 &&
    pathInside(folder, name) !== undefined
  );
}

/** The folder a pull keeps the articles' images in, beside the articles. */
export const ASSETS_DIR = 'assets';

/** A plain file directly in the folder's assets/. */
export function isAssetPath(folder: string, name: string): boolean {
  return name.startsWith(`${ASSETS_DIR}/`) && name.split('/').length === 2 && isPlainPathInside(folder, name);
}

export async function readManifest(folder: string, worldId: string): Promise<Manifest> {
  const empty: Manifest = { version: 1, worldId, layout: 'categories', articles: {} };
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
  const inside = (entries: Record<string, ManifestEntry>) =>
    Object.fromEntries(Object.entries(entries).filter(([, e]) => isPlainPathInside(folder, e.file)));
  const images = Object.fromEntries(
    Object.entries(m.data.images ?? {}).filter(([id, e]) => /^\d{1,18}$/.test(id) && isAssetPath(folder, e.file)),
  );
  return {
    ...m.data,
    ...(m.data.manuscripts ? { manuscripts: versionsInside(folder, m.data.manuscripts) } : {}),
    layout: m.data.layout ?? 'flat',
    articles: inside(m.data.articles),
    ...(m.data.secrets ? { secrets: inside(m.data.secrets) } : {}),
    ...(m.data.images ? { images } : {}),
  };
}

/** The versions whose folder is plain and inside, each with only the parts whose file is. */
function versionsInside(
  folder: string,
  versions: Record<string, ManuscriptVersionEntry>,
): Record<string, ManuscriptVersionEntry> {
  const kept: Record<string, ManuscriptVersionEntry> = {};
  for (const [id, v] of Object.entries(versions)) {
    if (!isPlainPathInside(folder, v.dir)) continue;
    const parts = Object.entries(v.parts).filter(([, p]) => isPlainPathInside(folder, p.file));
    kept[id] = { ...v, parts: Object.fromEntries(parts) };
  }
  return kept;
}

/** The manifest's records of a step's kind: the secrets' for a secret, else the articles'. */
export function recordsOf(manifest: Manifest, secret: boolean | undefined): Record<string, ManifestEntry> {
  return secret ? (manifest.secrets ??= {}) : manifest.articles;
}

export async function writeManifest(folder: string, manifest: Manifest): Promise<void> {
  await safeWrite(
    // Its leading dot is Scriptorium's own choice, not a name from the server.
    { folder, relative: MANIFEST_NAME, ownName: true },
    new TextEncoder().encode(`${JSON.stringify(manifest, null, 2)}\n`),
  );
  if (!baseKeeper || unkept.size === 0) return;
  const texts = [...unkept.values()];
  unkept.clear();
  await baseKeeper(texts);
}
