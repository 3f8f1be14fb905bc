// A pulled part whose file the writer deleted (#47 item 3): deleted on World Anvil by the next push. Only a
// part the manifest records (pulled, or added by a push) counts, and only when its file is gone from disk and
// not open in an editor (a file that cannot be read is a problem, never a delete); the version's whole folder
// gone is a problem too (pushPlan.ts), never the deletion of every part. A part file moved to
// another name (another file of the folder carries its id) is not deleted. World Anvil's beats of the part
// are listed: one added there or changed there since the pull (its update date differs from the recorded
// one) is a conflict, and the part is left alone, so no one's work is deleted unseen; so is a part one of
// whose beats is pasted elsewhere and not moved (beatMoveAcross.ts: a move deletes its old beat itself, so
// the part waits until its moves are sent). The push deletes the
// part's beats one by one, then the part: World Anvil documents no cascade (pywaclient's `delete` is the
// generic CrudEndpoint's), so a beat left without its part is never counted on; each deletion is recorded in
// the manifest as it succeeds, so a push cut short resumes with what is left.
import { lstat } from 'node:fs/promises';
import { NotFoundError } from '../http/errors';
import { pathInside } from '../guards/fileName';
import { frontMatterValues } from '../markup/frontMatter';
import type { ManuscriptsApi } from '../worldanvil/api';
import type { ManuscriptBeat } from '../worldanvil/boromir/manuscriptSchemas';
import {
  readManifest,
  writeManifest,
  type ManuscriptPartEntry,
  type ManuscriptVersionEntry,
} from '../worldSync/pullManifest';
import type { Record_ } from './beatAdd';
import type { MovedIn } from './beatMoveAcross';
import { newPartFiles } from './newParts';
import { readPartText, type OpenText } from './partSections';
import type { PartPlan, PushStep } from './pushTypes';

type DeletePart = Extract<PushStep, { kind: 'deletePart' }>;

/** Whether a recorded part file (or folder) is gone: nothing at its path on disk, and no editor holding its text. */
export async function partFileGone(folder: string, file: string, openText?: OpenText): Promise<boolean> {
  if (openText?.(file) !== undefined) return false;
  const path = pathInside(folder, file);
  if (!path) return false;
  try {
    await lstat(path);
    return false;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'ENOENT';
  }
}

/** The part id a file's front matter carries in its `scriptorium:` block, if any. */
function partIdOf(text: string): string | undefined {
  const block = frontMatterValues(text)?.scriptorium;
  const id = typeof block === 'object' && block !== null ? (block as Record<string, unknown>).id : undefined;
  return typeof id === 'string' ? id : undefined;
}

export interface DeletedPartContext {
  api: ManuscriptsApi;
  folder: string;
  version: ManuscriptVersionEntry;
  opts: { signal?: AbortSignal; openText?: OpenText };
  /** Beats moved out to other parts' files (beatMoveAcross.ts), and every id held in some part file. */
  moved?: ReadonlyMap<string, MovedIn>;
  held?: ReadonlySet<string>;
}

/** The plan for a recorded part whose file is gone: its deletion, or why it is left alone. */
export async function planDeletedPart(
  ctx: DeletedPartContext,
  partId: string,
  record: ManuscriptPartEntry,
): Promise<PartPlan> {
  const one: PartPlan = { steps: [], conflicts: [], problems: [], parts: [] };
  const { signal, openText } = ctx.opts;
  const { plain, unsafe } = await newPartFiles(ctx.folder, ctx.version);
  for (const file of [...plain, ...unsafe]) {
    const text = await readPartText(ctx.folder, file, openText);
    if (text !== undefined && partIdOf(text) === partId) {
      one.problems.push({ file: record.file, line: 0, reason: 'partRenamed', rename: file });
      return one;
    }
  }
  let title: string;
  let listed: ManuscriptBeat[];
  try {
    title = (await ctx.api.getPart(partId, { signal })).title;
    listed = await ctx.api.listBeats(partId, { signal });
  } catch (err) {
    if (!(err instanceof NotFoundError)) throw err;
    one.problems.push({ file: record.file, line: 0, reason: 'partGoneThere' });
    return one;
  }
  const deleted: string[] = [];
  for (const b of listed) {
    // Moved into another part's file: its move deletes it. Held elsewhere otherwise (a copy, a new part's
    // file), or moved but left alone (changed on World Anvil): the part must stay, or the beat would go with it.
    const m = ctx.moved?.get(b.id);
    if (m && !m.conflict) continue;
    if (m || ctx.held?.has(b.id)) {
      // Said, not silent: the writer deleted the file and sees the part stay (its beat is settled first).
      const reason = m ? 'partKeptForMovedBeat' : 'partKeptForBeat';
      one.problems.push({ file: record.file, line: 0, reason, beatId: b.id, title: b.title });
      return { ...one, steps: [], conflicts: [] };
    }
    deleted.push(b.id);
    const recorded = record.beats[b.id];
    if (recorded && recorded.updated === b.updateDate?.date) continue;
    const there = b.content ?? (await ctx.api.getBeat(b.id, { signal })).content ?? '';
    one.conflicts.push({
      partId,
      file: record.file,
      beatId: b.id,
      title: b.title,
      here: '',
      reason: 'changedThere',
      there,
    });
  }
  if (one.conflicts.length > 0) return one;
  one.steps.push({ kind: 'deletePart', partId, file: record.file, title, beatIds: deleted });
  return one;
}

export interface DeletePartContext {
  folder: string;
  worldId: string;
  versionId: string;
  record: Record_;
}

/** Deletes the part's beats, each recorded as it goes, then the part, then its record. */
export async function runDeletePart(
  api: ManuscriptsApi,
  step: DeletePart,
  ctx: DeletePartContext,
  signal?: AbortSignal,
): Promise<void> {
  for (const id of step.beatIds) {
    signal?.throwIfAborted();
    await api.deleteBeat(id, { signal });
    await ctx.record(step.partId, (p) => {
      delete p.beats[id];
      p.order = p.order.filter((o) => o !== id);
    });
  }
  signal?.throwIfAborted();
  await api.deletePart(step.partId, { signal });
  const manifest = await readManifest(ctx.folder, ctx.worldId);
  const version = manifest.manuscripts?.[ctx.versionId];
  if (!version?.parts[step.partId]) return;
  delete version.parts[step.partId];
  await writeManifest(ctx.folder, manifest);
}
