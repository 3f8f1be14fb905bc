// A pulled beat moved from one part file to another (#47 item 3): its marker, with its id, cut from one part's
// file and pasted into another's. World Anvil documents no way to change a beat's part: Boromir's
// documentation lists no beat fields, and pywaclient 1.7.0's `patch` sends whatever body it is given, so a
// `part` in a PATCH is nothing the API promises. The move is therefore sent as what the API does document: the
// beat created in its new part (at its place, with its title and its text — World Anvil's own BBCode,
// byte for byte, when the section was not edited), its new id written into its marker, then the old beat
// deleted. The preview names it and asks it as a deletion. A beat counts as moved only when its id is in
// exactly one part file, another part's than the one the manifest records it in; in both files it is a copy
// (a problem, nothing sent). One changed or deleted on World Anvil since the pull is a conflict: left alone.
import { NotFoundError } from '../http/errors';
import type { ManuscriptsApi } from '../worldanvil/api';
import type { ManuscriptBeat } from '../worldanvil/boromir/manuscriptSchemas';
import type { ManuscriptVersionEntry } from '../worldSync/pullManifest';
import { addBeat, type PushFiles, type Record_ } from './beatAdd';
import type { PartSection } from './partSections';
import type { PushConflict, PushStep } from './pushTypes';

export type MoveAcross = Extract<PushStep, { kind: 'moveAcross' }>;

/** Where a moved beat comes from and goes to. */
export interface BeatMove {
  from: string;
  to: string;
}

/**
 * The beats moved between parts: by id, from the part the manifest records it in to the one whose file now
 * holds its marker. `files`: each readable part file's sections, by part id (new part files included, so a
 * beat pasted into one is held there: never a move, never deleted either — see `held`).
 */
export function findMoves(
  version: ManuscriptVersionEntry,
  files: ReadonlyMap<string, readonly PartSection[]>,
  gone: ReadonlySet<string> = new Set(),
): { moves: Map<string, BeatMove>; held: Set<string> } {
  const partOf = new Map<string, string>();
  for (const [partId, p] of Object.entries(version.parts)) for (const id of p.order) partOf.set(id, partId);
  const where = new Map<string, string[]>();
  for (const [partId, sections] of files)
    for (const s of sections) if (s.id !== undefined) where.set(s.id, [...(where.get(s.id) ?? []), partId]);
  const moves = new Map<string, BeatMove>();
  for (const [id, parts] of where) {
    const from = partOf.get(id);
    const [to] = parts;
    // Its own part's file read (or gone): an unreadable one may still hold it, and then it is no move.
    const fromKnown = from !== undefined && (files.has(from) || gone.has(from));
    if (parts.length === 1 && fromKnown && to !== from && version.parts[to!]) moves.set(id, { from: from!, to: to! });
  }
  return { moves, held: new Set(where.keys()) };
}

/** What the plan of the part a beat moved into knows of it: World Anvil's beat now, or why it is left alone. */
export interface MovedIn {
  from: string;
  to: string;
  fromFile: string;
  /** World Anvil's beat as it is now (its content exact); undefined when it is gone. */
  there?: ManuscriptBeat;
  /** Changed or gone on World Anvil since the pull: a conflict, nothing sent. */
  conflict?: Pick<PushConflict, 'reason' | 'there'>;
  /** The hash the manifest records for the section (an unchanged section sends World Anvil's text). */
  hash: string;
  bbcode?: true;
}

/** World Anvil's state of each moved beat (one GET each), by id. */
export async function movedState(
  api: ManuscriptsApi,
  version: ManuscriptVersionEntry,
  moves: ReadonlyMap<string, BeatMove>,
  signal?: AbortSignal,
): Promise<Map<string, MovedIn>> {
  const out = new Map<string, MovedIn>();
  for (const [id, m] of moves) {
    const from = version.parts[m.from]!;
    const recorded = from.beats[id]!;
    const base = {
      from: m.from,
      to: m.to,
      fromFile: from.file,
      hash: recorded.hash,
      ...(recorded.bbcode ? { bbcode: true as const } : {}),
    };
    let there: ManuscriptBeat | undefined;
    try {
      there = await api.getBeat(id, { signal });
    } catch (err) {
      if (!(err instanceof NotFoundError)) throw err;
      out.set(id, { ...base, conflict: { reason: 'goneThere' } });
      continue;
    }
    const changed = there.updateDate?.date !== recorded.updated;
    out.set(id, {
      ...base,
      there,
      ...(changed ? { conflict: { reason: 'changedThere', there: there.content ?? '' } } : {}),
    });
  }
  return out;
}

/** The step of one moved section: its content World Anvil's own when the section is as recorded. */
export function moveStep(
  s: PartSection,
  m: MovedIn,
  to: { partId: string; file: string; partTitle: string },
  position: number | undefined,
  toBBCode: (markdown: string) => string,
): MoveAcross {
  const unchanged = s.hash === m.hash && m.there?.content !== undefined;
  const content = unchanged ? m.there!.content! : m.bbcode ? s.content : toBBCode(s.content);
  return {
    kind: 'moveAcross',
    partId: to.partId,
    file: to.file,
    line: s.line,
    marker: s.marker,
    beatId: s.id!,
    title: s.title,
    content,
    partTitle: to.partTitle,
    fromPartId: m.from,
    fromFile: m.fromFile,
    ...(position !== undefined ? { position } : {}),
    ...(m.bbcode ? { bbcode: true as const } : {}),
  };
}

/** Sends a move: the beat created in its new part and its id written into the marker, then the old one deleted. */
export async function runMoveAcross(
  api: ManuscriptsApi,
  step: MoveAcross,
  ctx: { files: PushFiles; record: Record_; signal?: AbortSignal },
  dated: (b: ManuscriptBeat) => Promise<string | undefined>,
): Promise<void> {
  const { files, record, signal } = ctx;
  const add = { kind: 'add', partId: step.partId, file: step.file, line: step.line, marker: step.marker } as const;
  const created = await addBeat(
    api,
    { ...add, title: step.title, content: step.content, position: step.position },
    files,
    record,
    dated,
    signal,
  );
  if (step.bbcode)
    await record(step.partId, (p) => {
      const beat = p.beats[created];
      if (beat) beat.bbcode = true;
    });
  // Stopped here, the next push finds the old beat recorded in no file: a plain delete of it.
  await api.deleteBeat(step.beatId, { signal });
  await record(step.fromPartId, (p) => {
    delete p.beats[step.beatId];
    p.order = p.order.filter((id) => id !== step.beatId);
  });
}
