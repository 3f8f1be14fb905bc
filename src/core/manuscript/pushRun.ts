// Sending a planned manuscript push (#47 item 3): exactly the plan's steps — parts renumbered and parts
// added first (partAddRun.ts), then part by part deletes, edits, new beats, positions, then merges, then
// parts whose files were deleted (partDelete.ts: their beats, then the part); a beat moved into another
// part's file is created there with the new beats, then its old self deleted (beatMoveAcross.ts) — and
// the manifest written after each success, so a push cut short (cancelled, a failure) resumes right: the next
// plan finds done steps done. A new beat's id goes into its marker in the file (beatAdd.ts), and each
// section pushed is recorded by its hash, the text kept as the beat's merge base. Once a part's steps are all
// done its recorded order is the file's, so a second push sends nothing.
import type { ManuscriptsApi } from '../worldanvil/api';
import type { ManuscriptBeat } from '../worldanvil/boromir/manuscriptSchemas';
import { syncedHash } from '../worldSync/pullManifest';
import { addBeat, NewBeatMarkerLostError, partRecorder, recordPartFile, type PushFiles, type Record_ } from './beatAdd';
import { replaceSection } from './beatMerge';
import { runPartStep } from './partAddRun';
import { runDeletePart } from './partDelete';
import { runMoveAcross } from './beatMoveAcross';
import type { PushStep, VersionPushPlan } from './pushTypes';

export type { PushFiles } from './beatAdd';

export interface PushRunOptions {
  signal?: AbortSignal;
  /** Called after each step that succeeded (for a progress bar). */
  onStep?: (step: PushStep) => void;
  /** Keeps the writer's file as it was before a merge writes into it (the base store's backups); the path it was saved under. */
  backup?: (file: string, text: string) => Promise<string>;
}

const RUN_ORDER: Record<PushStep['kind'], number> = {
  movePart: 0,
  addPart: 1,
  delete: 2,
  edit: 3,
  add: 4,
  moveAcross: 4,
  move: 5,
  // Last: a merge rewrites its section (found by id), which may shift the lines an add's marker was read at.
  merge: 6,
  // Parts' steps run apart: renumbered and added first, deleted last (after every beat elsewhere is sent).
  deletePart: 7,
};

/**
 * Whether sending these steps changes which parts or beats the version has on World Anvil (a part created or
 * deleted, a beat created, deleted or moved to another part): what the tree must list again after the push.
 */
export const changesParts = (steps: readonly PushStep[]): boolean =>
  steps.some((s) => ['addPart', 'deletePart', 'moveAcross', 'add', 'delete'].includes(s.kind));

/** Sends every step of the plan in order; throws on the first failure, with every earlier success recorded. */
export async function runVersionPush(
  api: ManuscriptsApi,
  plan: VersionPushPlan,
  folder: string,
  files: PushFiles,
  opts: PushRunOptions = {},
): Promise<void> {
  const record = partRecorder(folder, plan.worldId, plan.versionId);
  for (const step of plan.steps.filter((s) => s.kind === 'movePart' || s.kind === 'addPart')) {
    opts.signal?.throwIfAborted();
    await runPartStep(
      api,
      step,
      { folder, worldId: plan.worldId, versionId: plan.versionId, files, record },
      opts.signal,
    );
    opts.onStep?.(step);
  }
  for (const part of plan.parts) {
    const steps = plan.steps
      .filter((s) => s.partId === part.partId && s.kind !== 'movePart' && s.kind !== 'deletePart')
      .sort((a, b) => RUN_ORDER[a.kind] - RUN_ORDER[b.kind]);
    for (const step of steps) {
      opts.signal?.throwIfAborted();
      await runStep(api, step, { files, record, signal: opts.signal, backup: opts.backup });
      opts.onStep?.(step);
    }
    await recordPartFile(files, record, part.partId, part.file);
  }
  for (const step of plan.steps.filter((s) => s.kind === 'deletePart')) {
    opts.signal?.throwIfAborted();
    await runDeletePart(api, step, { folder, worldId: plan.worldId, versionId: plan.versionId, record }, opts.signal);
    opts.onStep?.(step);
  }
}

interface StepContext {
  files: PushFiles;
  record: Record_;
  signal?: AbortSignal;
  backup?: PushRunOptions['backup'];
}

async function runStep(api: ManuscriptsApi, step: PushStep, ctx: StepContext) {
  const { record, signal } = ctx;
  const dated = async (b: ManuscriptBeat) =>
    b.updateDate?.date ?? (await api.getBeat(b.id, { signal })).updateDate?.date;
  switch (step.kind) {
    case 'delete':
      await api.deleteBeat(step.beatId, { signal });
      return record(step.partId, (p) => {
        delete p.beats[step.beatId];
        p.order = p.order.filter((id) => id !== step.beatId);
      });
    case 'edit': {
      const answer = await api.updateBeat(step.beatId, { content: step.content, title: step.title ?? '' }, { signal });
      const updated = await dated(answer);
      return record(step.partId, (p) => {
        p.beats[step.beatId] = { updated, hash: syncedHash(step.section), ...(step.bbcode ? { bbcode: true } : {}) };
      });
    }
    case 'merge':
      return mergeInto(api, step, ctx, dated);
    case 'move': {
      const answer = await api.updateBeat(step.beatId, { position: step.position }, { signal });
      if (!step.inSync) return; // changed on World Anvil: the next pull must still see it changed
      const updated = await dated(answer);
      return record(step.partId, (p) => {
        const beat = p.beats[step.beatId];
        if (beat) beat.updated = updated;
      });
    }
    case 'add':
      await addBeat(api, step, ctx.files, record, dated, signal);
      return;
    case 'moveAcross':
      return runMoveAcross(api, step, ctx, dated);
    default:
      return; // parts' steps run before (partAddRun.ts)
  }
}

/**
 * A beat merged with World Anvil's version (beatMerge.ts): the writer's file is backed up, the merged
 * section written into it; merged cleanly, it is sent and recorded as pushed; with conflict markers, nothing
 * is sent and World Anvil's version is recorded as the beat's state (the file then reads "changed here").
 */
async function mergeInto(
  api: ManuscriptsApi,
  step: Extract<PushStep, { kind: 'merge' }>,
  ctx: StepContext,
  dated: (b: ManuscriptBeat) => Promise<string | undefined>,
) {
  const before = await ctx.files.read(step.file);
  const text = replaceSection(before, step.beatId, step.section);
  if (text === undefined) throw new NewBeatMarkerLostError(step.file, step.beatId);
  await ctx.backup?.(step.file, before);
  await ctx.files.write(step.file, text);
  const bbcode = step.bbcode ? { bbcode: true as const } : {};
  if (step.conflicts > 0)
    return ctx.record(step.partId, (p) => {
      p.beats[step.beatId] = { updated: step.remoteUpdated, hash: syncedHash(step.remoteSection), ...bbcode };
    });
  const answer = await api.updateBeat(
    step.beatId,
    { content: step.content, title: step.title ?? '' },
    { signal: ctx.signal },
  );
  const updated = await dated(answer);
  return ctx.record(step.partId, (p) => {
    p.beats[step.beatId] = { updated, hash: syncedHash(step.section), ...bbcode };
  });
}
