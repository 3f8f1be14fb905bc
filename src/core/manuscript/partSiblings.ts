// Which pulled manuscript version a part file belongs to (#47 item 4): the nearest pulled folder above the
// file whose manifest records it as a part of a version, with that version's other part files and its goal
// — what the status bar needs to count the whole version while one part is being typed.
import { relative, sep } from 'node:path';
import { safeRead } from '../files/safeRead';
import { pathInside } from '../guards/fileName';
import { pulledFolderOf } from '../worldSync/recordSynced';
import { countMarkdownWords } from './words';

export interface PartSiblings {
  versionId: string;
  /** The pulled folder (the manifest's). */
  dir: string;
  /** Every part file of the version relative to `dir`, this one included. */
  relatives: string[];
  goal?: number;
  /** Every part file of the version, absolute paths, this one included, in the manifest's order. */
  files: string[];
}

export async function partSiblingsOf(filePath: string, stopAt: string): Promise<PartSiblings | undefined> {
  const pulled = await pulledFolderOf(filePath, stopAt);
  if (!pulled) return undefined;
  const file = relative(pulled.dir, filePath).split(sep).join('/');
  for (const [versionId, v] of Object.entries(pulled.manifest.manuscripts ?? {})) {
    const parts = Object.values(v.parts);
    if (!parts.some((p) => p.file === file)) continue;
    const files = parts.map((p) => pathInside(pulled.dir, p.file)).filter((p): p is string => p !== undefined);
    const relatives = parts.map((p) => p.file);
    return { versionId, dir: pulled.dir, relatives, ...(v.goal ? { goal: v.goal } : {}), files };
  }
  return undefined;
}

/** The words of each part file but `except` (read through the safe read: no link followed), by absolute path. */
export async function siblingWords(s: PartSiblings, except: string): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const [i, rel] of s.relatives.entries()) {
    const path = s.files[i];
    if (path === undefined || path === except) continue;
    const read = await safeRead({ folder: s.dir, relative: rel }).catch(() => undefined);
    if (read) counts.set(path, countMarkdownWords(new TextDecoder().decode(read.bytes)));
  }
  return counts;
}
