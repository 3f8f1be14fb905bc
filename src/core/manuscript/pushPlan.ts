// The push of one pulled manuscript version (#47 item 3), planned without VS Code: each part file is read
// (partSections.ts, one pass) and compared with the folder's manifest and World Anvil's list of the part's
// beats. A pulled beat whose section's hash differs is an edit; a section without an id is a new beat (its
// content and its marker's title); a recorded beat whose marker is gone is a delete; a changed order is a
// move (beatPositions.ts); an untouched beat is nothing. A beat changed on World Anvil since the pull (its
// update date differs from the recorded one) or gone from it, and edited or deleted here, is a conflict:
// never in the plan, reported with World Anvil's text for a diff. Markers the manifest cannot vouch for (an
// id this version never had, or one of another part still in its own file too, or twice) are problems, and
// nothing is sent for them. Every part file is read once first: a pulled beat whose marker is now in exactly
// one other pulled part's file is moved there (beatMoveAcross.ts), and a recorded part whose file is gone is
// deleted (partDelete.ts).
import { ArticleIndex, articleLinks } from '../markup/articleLinks';
import { markdownToBBCode, MarkdownTooComplexError } from '../markup/markdownToBBCode';
import type { ManuscriptsApi } from '../worldanvil/api';
import type { ManuscriptBeat } from '../worldanvil/boromir/manuscriptSchemas';
import { readManifest, type ManuscriptPartEntry, type ManuscriptVersionEntry } from '../worldSync/pullManifest';
import { hasConflictMarkers } from '../merge/threeWayMerge';
import { positionsToSend, sameOrder } from './beatPositions';
import { readPartSections, readPartText, type OpenText, type PartSection } from './partSections';
import type { PartPlan, PushConflict, PushProblem, PushStep, VersionPushPlan } from './pushTypes';

export type * from './pushTypes';
export { readPartText, type OpenText } from './partSections';
import { DEFAULT_MERGE_LABELS, settleConflicts } from './beatMerge';
import { planNewParts } from './newParts';
import { partFileGone, planDeletedPart } from './partDelete';
import { findMoves, movedState, moveStep, type MovedIn } from './beatMoveAcross';
import { frontMatterValues } from '../markup/frontMatter';
import { newPartFiles } from './newParts';
import type { MergeLabels } from '../merge/threeWayMerge';

/** What a plan needs to know of one part: its record, its file's sections and World Anvil's beats. */
interface PartInput {
  partId: string;
  record: ManuscriptPartEntry;
  sections: PartSection[];
  remote: ReadonlyMap<string, ManuscriptBeat>;
  /** Every beat id the version records, with its part. */
  partOfBeat: ReadonlyMap<string, string>;
  toBBCode: (markdown: string) => string;
  /** Beats moved into this part from another (beatMoveAcross.ts), by id. */
  moved?: ReadonlyMap<string, MovedIn>;
  /** Every beat id whose marker is in some part file: one gone from this file but held elsewhere is no delete. */
  held?: ReadonlySet<string>;
  /** The part's title, for a move's preview line. */
  partTitle?: string;
}

/** Plans one part; pure (the tests give it sections and a server list directly). */
export function planPart(input: PartInput, plan: Pick<VersionPushPlan, 'steps' | 'conflicts' | 'problems' | 'parts'>) {
  const { partId, record, sections, remote } = input;
  const file = record.file;
  const seen = new Set<string>();
  const kept: PartSection[] = [];
  const moved = input.moved ?? new Map<string, MovedIn>();
  for (const s of sections) {
    const m = s.id === undefined ? undefined : moved.get(s.id);
    // A new (or moved) beat still holding a merge's conflict markers is not sent, nor counted in the order.
    const fresh = s.id === undefined || m !== undefined;
    const marked = fresh && hasConflictMarkers(s.content) ? 'conflictMarkers' : undefined;
    const problem = fresh ? marked : markerProblem(s.id!, partId, input.partOfBeat, seen);
    if (problem) plan.problems.push({ file, line: s.line, reason: problem, beatId: s.id });
    else if (!m?.conflict) kept.push(s); // a moved beat changed on World Anvil: its conflict is the caller's
    if (s.id) seen.add(s.id);
  }
  const inFile = new Map(kept.filter((s) => s.id !== undefined).map((s) => [s.id!, s]));
  const changedThere = (id: string) => remote.get(id)?.updateDate?.date !== record.beats[id]?.updated;
  const conflict = (id: string, here: string, title?: string) =>
    plan.conflicts.push({ partId, file, beatId: id, title, here, ...conflictOf(remote.get(id)) });
  for (const id of record.order) {
    const s = inFile.get(id);
    const beat = record.beats[id];
    if (!beat || (s && s.hash === beat.hash)) continue;
    const title = s?.title ?? remote.get(id)?.title;
    if (!s && !remote.has(id)) continue; // deleted on both sides: nothing left to do
    if (!s && input.held?.has(id)) continue; // moved into another part's file: its move deletes it
    if (s && hasConflictMarkers(s.content)) plan.problems.push({ file, line: s.line, reason: 'conflictMarkers' });
    else if (changedThere(id)) conflict(id, s?.content ?? '', title);
    else if (!s) plan.steps.push({ kind: 'delete', partId, file, beatId: id, title });
    else plan.steps.push(editStep(input, s, beat.bbcode));
  }
  // A moved beat is a new one here: placed as an added beat is, created by its move.
  const isNew = (s: PartSection) => s.id === undefined || moved.has(s.id);
  const ordered = kept.filter((s) => isNew(s) || remote.has(s.id!));
  const order = ordered.filter((s) => !isNew(s)).map((s) => s.id!);
  const positions = positionsToSend(
    ordered.map((s) => (isNew(s) ? {} : { id: s.id, serverPosition: remote.get(s.id!)?.position })),
    !sameOrder(record.order, order),
  );
  const to = { partId, file, partTitle: input.partTitle ?? file };
  for (const [i, s] of ordered.entries()) {
    const position = positions.get(i);
    const m = s.id === undefined ? undefined : moved.get(s.id);
    if (m) plan.steps.push(moveStep(s, m, to, position, input.toBBCode));
    else if (s.id === undefined) {
      const content = input.toBBCode(s.content);
      plan.steps.push({ kind: 'add', partId, file, line: s.line, marker: s.marker, title: s.title, content, position });
    } else if (position !== undefined) {
      plan.steps.push({
        kind: 'move',
        partId,
        file,
        beatId: s.id,
        title: s.title,
        position,
        inSync: !changedThere(s.id),
      });
    }
  }
  plan.parts.push({ partId, file, order });
}

function editStep(input: PartInput, s: PartSection, bbcode: true | undefined): PushStep {
  const content = bbcode ? s.content : input.toBBCode(s.content);
  const base = { kind: 'edit', partId: input.partId, file: input.record.file, beatId: s.id!, title: s.title } as const;
  return { ...base, content, hash: s.hash, section: s.written, ...(bbcode ? { bbcode } : {}) };
}

function conflictOf(there: ManuscriptBeat | undefined): Pick<PushConflict, 'reason' | 'there'> {
  return there ? { reason: 'changedThere', there: there.content ?? '' } : { reason: 'goneThere' };
}

function markerProblem(
  id: string,
  partId: string,
  partOfBeat: ReadonlyMap<string, string>,
  seen: ReadonlySet<string>,
): PushProblem['reason'] | undefined {
  const owner = partOfBeat.get(id);
  if (owner === undefined) return 'unknownBeat';
  if (owner !== partId) return 'otherPart';
  return seen.has(id) ? 'duplicateBeat' : undefined;
}

const emptyPlan = () => ({ steps: [], conflicts: [], problems: [], parts: [] });

export interface PushPlanOptions {
  signal?: AbortSignal;
  openText?: OpenText;
  /** A merge base by the hash the manifest keeps (the base store's); without it no beat is merged. */
  base?: (hash: string) => Promise<string | undefined>;
  labels?: MergeLabels;
}

interface VersionContext {
  api: ManuscriptsApi;
  folder: string;
  index: ArticleIndex;
  partOfBeat: ReadonlyMap<string, string>;
  opts: PushPlanOptions;
  moved: ReadonlyMap<string, MovedIn>;
  held: ReadonlySet<string>;
}

/** Reads the version's part files and World Anvil's beat lists and plans the push of every part. */
export async function planVersionPush(
  api: ManuscriptsApi,
  target: { worldId: string; versionId: string },
  folder: string,
  opts: PushPlanOptions = {},
): Promise<VersionPushPlan> {
  const manifest = await readManifest(folder, target.worldId);
  const version = manifest.manuscripts?.[target.versionId];
  const plan: VersionPushPlan = { ...target, ...emptyPlan() };
  if (!version) return plan;
  const index = new ArticleIndex(Object.entries(manifest.articles).map(([id, e]) => ({ id, file: e.file })));
  const partOfBeat = new Map<string, string>();
  for (const [partId, p] of Object.entries(version.parts)) for (const id of p.order) partOfBeat.set(id, partId);
  // The version's whole folder gone (moved, renamed) is no wish to delete every part: nothing is planned.
  if (await partFileGone(folder, version.dir)) {
    plan.problems.push({ file: version.dir, line: 0, reason: 'versionFolderGone' });
    return plan;
  }
  const files = await readVersionFiles(folder, version, opts.openText);
  const { moves, held } = findMoves(version, files.sections, files.gone);
  const moved = await movedState(api, version, moves, opts.signal);
  const ctx: VersionContext = { api, folder, index, partOfBeat, opts, moved, held };
  for (const [partId, record] of Object.entries(version.parts)) {
    const text = files.texts.get(partId);
    const one = files.gone.has(partId)
      ? await planDeletedPart({ api, folder, version, opts, moved, held }, partId, record)
      : await planRecordedPart(ctx, partId, record, text);
    for (const key of ['steps', 'conflicts', 'problems', 'parts'] as const) (plan[key] as unknown[]).push(...one[key]);
  }
  await planNewParts({ ...ctx, versionId: target.versionId, version }, plan);
  return plan;
}

/** One pulled part: its file against its record and World Anvil's beats, conflicts merged where a base is kept. */
async function planRecordedPart(
  ctx: VersionContext,
  partId: string,
  record: ManuscriptPartEntry,
  text: string | undefined,
): Promise<PartPlan> {
  const { signal } = ctx.opts;
  const one: PartPlan = emptyPlan();
  if (text === undefined) {
    one.problems.push({ file: record.file, line: 0, reason: 'fileUnreadable' });
    return one;
  }
  const listed = await ctx.api.listBeats(partId, { signal });
  const links = articleLinks(ctx.index, record.file);
  const sections = readPartSections(text);
  const toBBCode = (md: string) => markdownToBBCode(md, undefined, links.toMention).bbcode;
  // Planned apart: a part whose Markdown is too complex to convert sends nothing at all.
  try {
    const remote = new Map(listed.map((b) => [b.id, b]));
    const moved = new Map([...ctx.moved].filter(([, m]) => m.to === partId));
    const title = frontMatterValues(text)?.title;
    const partTitle = typeof title === 'string' && title.trim() !== '' ? title : undefined;
    const input = { partId, record, sections, remote, partOfBeat: ctx.partOfBeat, toBBCode };
    planPart({ ...input, moved, held: ctx.held, partTitle }, one);
    const merge = { record, sections, links, toBBCode, labels: ctx.opts.labels ?? DEFAULT_MERGE_LABELS };
    await settleConflicts({ api: ctx.api, ...ctx.opts }, one, merge);
    // A moved beat changed or gone on World Anvil: not merged (its base is the other part's), left alone.
    for (const s of sections) {
      const c = s.id === undefined ? undefined : moved.get(s.id)?.conflict;
      if (c) one.conflicts.push({ partId, file: record.file, beatId: s.id!, title: s.title, here: s.content, ...c });
    }
  } catch (err) {
    if (!(err instanceof MarkdownTooComplexError)) throw err;
    return { ...emptyPlan(), problems: [{ file: record.file, line: 0, reason: 'tooComplex' }] };
  }
  return one;
}

/** Every part file of the version read once, first: recorded parts' texts (or gone), new part files' sections. */
async function readVersionFiles(folder: string, version: ManuscriptVersionEntry, openText?: OpenText) {
  const texts = new Map<string, string | undefined>();
  const gone = new Set<string>();
  const sections = new Map<string, PartSection[]>();
  for (const [partId, record] of Object.entries(version.parts)) {
    if (await partFileGone(folder, record.file, openText)) gone.add(partId);
    else texts.set(partId, await readPartText(folder, record.file, openText));
  }
  for (const [partId, text] of texts) if (text !== undefined) sections.set(partId, readPartSections(text));
  // A new part file's markers are held there (never deleted from their part), though never a move.
  const { plain, unsafe } = await newPartFiles(folder, version);
  for (const file of [...plain, ...unsafe]) {
    const text = await readPartText(folder, file, openText);
    if (text !== undefined) sections.set(`new:${file}`, readPartSections(text));
  }
  return { texts, gone, sections };
}
