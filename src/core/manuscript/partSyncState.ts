// Which side changed, for every manuscript part file a pull wrote (#47 item 3: World Changes and the
// Explorer's letters cover part files as they cover articles). Here: a section's hash differs from the one
// the manifest recorded at the pull or push, a section has no id yet (a beat written here), or the beats'
// order differs (one moved or deleted) — exactly what a push would send. There: the part's beat list on
// World Anvil differs from the record (a beat's update date, a beat added, deleted or moved), the pull's own
// test of a part's beats (versionPull.ts, sameBeats). The part's own update date is not compared: a push
// records its beats' dates, not the part's, so a part pushed from here would read as changed there. Never
// from file times. World Anvil's side costs one list of parts per pulled version and one beat list per part.
import type { ManuscriptsApi } from '../worldanvil/api';
import type { ManuscriptBeat } from '../worldanvil/boromir/manuscriptSchemas';
import type { FileSync, SyncState } from '../worldSync/fileSyncState';
import type { Manifest, ManuscriptPartEntry } from '../worldSync/pullManifest';
import { mapLimit } from '../http/concurrency';
import { PULL_CONCURRENCY } from '../worldSync/execute';
import { readPartSections } from './partSections';
import { sameBeats } from './versionPull';

/** World Anvil's beat lists (references: id, update date, in order) of the parts it lists now, by part id. */
export type RemoteParts = ReadonlyMap<string, readonly ManuscriptBeat[]>;

/** Whether the part file's beats differ from what the manifest recorded at the last pull or push. */
export function partChangedHere(text: string, entry: ManuscriptPartEntry): boolean {
  const sections = readPartSections(text);
  if (sections.some((s) => s.id === undefined || entry.beats[s.id]?.hash !== s.hash)) return true;
  const ids = sections.map((s) => s.id);
  return ids.length !== entry.order.length || ids.some((id, i) => id !== entry.order[i]);
}

/**
 * The state of each part file the manifest records, over every pulled version of it. `remote` holds the
 * beat lists of the parts World Anvil lists now (a recorded part missing from it is gone there); `localText`
 * reads a file (undefined when it is missing).
 */
export async function partSyncStates(
  manifest: Manifest,
  remote: RemoteParts,
  localText: (file: string) => Promise<string | undefined>,
): Promise<FileSync[]> {
  const out: FileSync[] = [];
  for (const [versionId, version] of Object.entries(manifest.manuscripts ?? {}))
    for (const [partId, entry] of Object.entries(version.parts)) {
      const title = entry.file.slice(entry.file.lastIndexOf('/') + 1);
      const listed = remote.get(partId);
      const part = { articleId: partId, file: entry.file, title, manuscriptVersionId: versionId };
      if (!listed) {
        out.push({ ...part, state: 'goneThere' });
        continue;
      }
      const text = await localText(entry.file);
      const there = !sameBeats(listed, entry);
      let state: SyncState;
      if (text === undefined) state = 'removedHere';
      else if (partChangedHere(text, entry)) state = there ? 'both' : 'changedHere';
      else state = there ? 'changedThere' : 'unchanged';
      out.push({ ...part, state });
    }
  return out;
}

/**
 * World Anvil's beat lists of the recorded parts it still lists, for every version the manifest records: the
 * versions' part lists, then the parts' beat lists, PULL_CONCURRENCY at a time (as a world pull reads articles) (the same requests as one
 * after another, in less time).
 */
export async function readRemoteParts(
  api: ManuscriptsApi,
  manifest: Manifest,
  signal?: AbortSignal,
  /** Reads at once (the bench compares with 1: one after another). */
  concurrency = PULL_CONCURRENCY,
): Promise<Map<string, readonly ManuscriptBeat[]>> {
  const versions = Object.entries(manifest.manuscripts ?? {});
  const listed = await mapLimit(versions, concurrency, async ([versionId, version]) =>
    (await api.listParts(versionId, { signal })).filter((part) => version.parts[part.id]).map((p) => p.id),
  );
  const partIds = listed.flat();
  const beats = await mapLimit(partIds, concurrency, (id) => api.listBeats(id, { signal }));
  return new Map(partIds.map((id, i) => [id, beats[i]!]));
}
