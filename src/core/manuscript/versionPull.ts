// Pulling a manuscript version into a folder (#47 item 2), without VS Code: the plan reads the version's
// parts and each part's beat list (references: ids, order, update dates), compares them with what the
// folder's manifest recorded, and fetches the beats' content only for the parts that changed (a part whose
// update date, beat list, beat order or any beat's update date differs, or whose file is gone). Each changed
// part becomes its file's text (partFile.ts); the caller writes those through the write policy and then
// records what was written (recordVersionPull), so a second pull of an unchanged version asks World Anvil
// for lists only and writes nothing. New files: `<manuscript>/<version>/NN-Title.md`, names through the
// file-name guard; a part already pulled keeps its file (files are never moved unasked).
import { lstat } from 'node:fs/promises';
import { ArticleIndex, articleLinks } from '../markup/articleLinks';
import { safeFileName, pathInside } from '../guards/fileName';
import type { ManuscriptsApi } from '../worldanvil/api';
import type { ManuscriptBeat, ManuscriptPart } from '../worldanvil/boromir/manuscriptSchemas';
import {
  readManifest,
  syncedHash,
  writeManifest,
  type Manifest,
  type ManuscriptPartEntry,
  type ManuscriptVersionEntry,
} from '../worldSync/pullManifest';
import { partToFile } from './partFile';

export interface VersionPullTarget {
  worldId: string;
  manuscript: { id: string; title: string };
  version: { id: string; title: string };
}

export interface PartWrite {
  partId: string;
  title: string;
  /** `/`-separated, relative to the pull's folder. */
  relative: string;
  text: string;
  kind: 'new' | 'update';
  entry: ManuscriptPartEntry;
}

export interface VersionPullPlan {
  manifest: Manifest;
  /** The version's record as it will be once every write is done (parts not written keep their old record). */
  entry: ManuscriptVersionEntry;
  writes: PartWrite[];
  unchanged: number;
  /** Parts recorded before that World Anvil no longer lists: their files are left as they are. */
  gone: string[];
  /** Beats kept as BBCode in their section (Markdown would have changed them). */
  bbcodeBeats: string[];
}

/** The fields a full read gave (an undefined one does not hide the list's). */
const definedOf = <T extends object>(o: T): Partial<T> =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;

const pad = (n: number) => String(n).padStart(2, '0');

/** Whether World Anvil's beat list of a part is the one recorded: same beats, same order, same update dates. */
export function sameBeats(listed: readonly ManuscriptBeat[], before: ManuscriptPartEntry): boolean {
  return (
    listed.length === before.order.length &&
    listed.every((b, i) => b.id === before.order[i] && before.beats[b.id]?.updated === b.updateDate?.date)
  );
}

const exists = async (folder: string, relative: string) => {
  const path = pathInside(folder, relative);
  return path !== undefined && (await lstat(path).catch(() => undefined))?.isFile() === true;
};

/** A new part's file: `NN-Title.md` in the version's folder, not a name another part of it has. */
function newFileName(dir: string, part: ManuscriptPart, index: number, taken: Set<string>): string {
  const base = safeFileName([`${pad(index + 1)} ${part.title}`, `${pad(index + 1)} part ${part.id}`], '');
  let name = `${dir}/${base}.md`;
  for (let n = 2; taken.has(name); n++) name = `${dir}/${base}-${n}.md`;
  taken.add(name);
  return name;
}

/**
 * A new version's folder, `<manuscript>/<version>`, not one another pulled version has (two versions both
 * called "Draft" must not share files): `-2`, `-3`… added when it is taken.
 */
function newVersionDir(manifest: Manifest, target: VersionPullTarget): string {
  const taken = new Set(Object.values(manifest.manuscripts ?? {}).map((v) => v.dir));
  const base = `${safeFileName([target.manuscript.title], '')}/${safeFileName([target.version.title, target.version.id], '')}`;
  let dir = base;
  for (let n = 2; taken.has(dir); n++) dir = `${base}-${n}`;
  return dir;
}

export async function planVersionPull(
  api: ManuscriptsApi,
  target: VersionPullTarget,
  folder: string,
  signal?: AbortSignal,
): Promise<VersionPullPlan> {
  const manifest = await readManifest(folder, target.worldId);
  const before = manifest.manuscripts?.[target.version.id];
  const dir = before?.dir ?? newVersionDir(manifest, target);
  // The version in full for its goal (a list's reference has none), kept for the status bar.
  const { goal } = await api.getVersion(target.version.id, { signal });
  const entry: ManuscriptVersionEntry = {
    manuscriptId: target.manuscript.id,
    dir,
    parts: {},
    ...(goal ? { goal } : {}),
  };
  const taken = new Set(Object.values(before?.parts ?? {}).map((p) => p.file));
  const index = new ArticleIndex(Object.entries(manifest.articles).map(([id, e]) => ({ id, file: e.file })));
  const plan: VersionPullPlan = { manifest, entry, writes: [], unchanged: 0, gone: [], bbcodeBeats: [] };
  const parts = await api.listParts(target.version.id, { signal });
  for (const [i, part] of parts.entries()) {
    const listed = await api.listBeats(part.id, { signal });
    const old = before?.parts[part.id];
    if (old && old.updated === part.updateDate?.date && sameBeats(listed, old) && (await exists(folder, old.file))) {
      entry.parts[part.id] = old;
      plan.unchanged++;
      continue;
    }
    // The list's references lack a part's synopsis and a beat's content: both read at full granularity.
    const [full, ...beats] = await Promise.all([
      api.getPart(part.id, { signal }),
      ...listed.map((b) => (b.content !== undefined ? b : api.getBeat(b.id, { signal }))),
    ]);
    const relative = old?.file ?? newFileName(dir, part, i, taken);
    const file = partToFile({
      part: { ...part, ...definedOf(full as ManuscriptPart) },
      beats: beats as ManuscriptBeat[],
      manuscriptId: target.manuscript.id,
      versionId: target.version.id,
      links: articleLinks(index, relative),
    });
    plan.bbcodeBeats.push(...file.bbcodeBeats);
    const beatRecords = Object.fromEntries(
      (beats as ManuscriptBeat[]).map((b) => [
        b.id,
        {
          updated: b.updateDate?.date,
          // Kept as the beat's merge base when the pull is recorded (the same hash as beatHashes).
          hash: syncedHash(file.beatTexts[b.id]!),
          ...(file.bbcodeBeats.includes(b.id) ? { bbcode: true as const } : {}),
        },
      ]),
    );
    const record: ManuscriptPartEntry = {
      file: relative,
      updated: part.updateDate?.date,
      hash: syncedHash(file.text),
      ...(part.position !== undefined ? { position: part.position } : {}),
      order: (beats as ManuscriptBeat[]).map((b) => b.id),
      beats: beatRecords,
    };
    plan.writes.push({
      partId: part.id,
      title: part.title,
      relative,
      text: file.text,
      kind: old ? 'update' : 'new',
      entry: record,
    });
    if (old) entry.parts[part.id] = old;
  }
  const listedIds = new Set(parts.map((p) => p.id));
  plan.gone = Object.keys(before?.parts ?? {}).filter((id) => !listedIds.has(id));
  return plan;
}

/** Records the parts written (those not written keep their old record, or none) and writes the manifest. */
export async function recordVersionPull(
  folder: string,
  plan: VersionPullPlan,
  target: VersionPullTarget,
  writtenPartIds: ReadonlySet<string>,
): Promise<void> {
  const entry: ManuscriptVersionEntry = { ...plan.entry, parts: { ...plan.entry.parts } };
  for (const w of plan.writes) if (writtenPartIds.has(w.partId)) entry.parts[w.partId] = w.entry;
  // Fresh: a world pull may have written the manifest since the plan read it.
  const manifest = await readManifest(folder, target.worldId);
  manifest.manuscripts = { ...manifest.manuscripts, [target.version.id]: entry };
  await writeManifest(folder, manifest);
}
