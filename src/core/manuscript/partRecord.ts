// Which pulled manuscript part a file is (#47): the version and the part the folder's manifest records at
// that path. Push Manuscript Version… from an open part file and the part preview (its beats kept as
// BBCode) ask it alike.
import { join } from 'node:path';
import type { ManuscriptPartEntry } from '../worldSync/pullManifest';
import type { PulledFolder } from '../worldSync/recordSynced';

export interface PartRecordAt {
  versionId: string;
  /** The version's folder, relative to the pulled folder. */
  versionDir: string;
  partId: string;
  part: ManuscriptPartEntry;
}

/** The part recorded at `filePath` in the pulled folder `dir`, if any. */
export function partRecordAt(pulled: PulledFolder, filePath: string): PartRecordAt | undefined {
  for (const [versionId, v] of Object.entries(pulled.manifest.manuscripts ?? {}))
    for (const [partId, part] of Object.entries(v.parts))
      if (join(pulled.dir, part.file) === filePath) return { versionId, versionDir: v.dir, partId, part };
  return undefined;
}

/** The beats the part's file keeps as BBCode (Markdown would have changed them): shown and pushed as written. */
export function bbcodeBeatsOf(part: ManuscriptPartEntry): Set<string> {
  return new Set(Object.entries(part.beats).flatMap(([id, b]) => (b.bbcode ? [id] : [])));
}
