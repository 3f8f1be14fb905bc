// A beat written here, created on World Anvil during a push (#47 item 3; pushRun.ts, partAddRun.ts): PUT with
// its part, content, title and position, then its new id written into its marker in the file (through
// `files`: the VS Code layer edits the open document, or writes through the write policy), and its
// section recorded in the manifest (its hash kept as its merge base) after the nearest recorded beat above.
import type { ManuscriptsApi } from '../worldanvil/api';
import type { ManuscriptBeat } from '../worldanvil/boromir/manuscriptSchemas';
import { readManifest, syncedHash, writeManifest, type ManuscriptPartEntry } from '../worldSync/pullManifest';
import { beatMarker } from './partFile';
import { readPartSections } from './partSections';
import type { PushStep } from './pushTypes';

export interface PushFiles {
  read(file: string): Promise<string>;
  write(file: string, text: string): Promise<void>;
}

export class NewBeatMarkerLostError extends Error {
  constructor(
    readonly file: string,
    readonly beatId: string,
  ) {
    super(`The new beat ${beatId} was created, but its marker line is no longer in ${file}.`);
  }
}

/** Changes one part's record in the manifest (read fresh, written at once). */
export type Record_ = (partId: string, change: (p: ManuscriptPartEntry) => void) => Promise<void>;

/** Once a part's steps are done: its recorded order is the file's, and the file's text its synced state. */
export async function recordPartFile(files: PushFiles, record: Record_, partId: string, file: string): Promise<void> {
  const text = await files.read(file);
  const order = readPartSections(text).flatMap((s) => (s.id ? [s.id] : []));
  await record(partId, (p) => {
    // Beats still recorded but not in the file (a delete not sent, a conflict) stay recorded: offered again.
    const inFile = new Set(order.filter((id) => p.beats[id] !== undefined));
    p.order = [...inFile, ...p.order.filter((id) => !inFile.has(id))];
    p.hash = syncedHash(text);
  });
}

/** The record function of one version's parts: each change read fresh and written at once. */
export function partRecorder(folder: string, worldId: string, versionId: string): Record_ {
  return async (partId, change) => {
    const manifest = await readManifest(folder, worldId);
    const part = manifest.manuscripts?.[versionId]?.parts[partId];
    if (!part) return;
    change(part);
    await writeManifest(folder, manifest);
  };
}

export async function addBeat(
  api: ManuscriptsApi,
  step: Extract<PushStep, { kind: 'add' }>,
  files: PushFiles,
  record: Record_,
  dated: (b: ManuscriptBeat) => Promise<string | undefined>,
  signal?: AbortSignal,
): Promise<string> {
  const title = step.title?.trim() ? step.title : undefined;
  const input = { partId: step.partId, content: step.content, ...(title ? { title } : {}) };
  const created = await api.createBeat(step.position === undefined ? input : { ...input, position: step.position }, {
    signal,
  });
  const updated = await dated(created);
  const text = withMarker(await files.read(step.file), step, beatMarker({ id: created.id, title }));
  if (text === undefined) throw new NewBeatMarkerLostError(step.file, created.id);
  await files.write(step.file, text);
  const sections = readPartSections(text);
  const index = sections.findIndex((s) => s.id === created.id);
  await record(step.partId, (p) => {
    const section = sections[index];
    p.beats[created.id] = { updated, hash: section ? syncedHash(section.written) : '' };
    // After the nearest beat above it that the record knows: the recorded order of the others is untouched,
    // so a move still to be sent is still seen as one if the push stops here.
    const above = sections
      .slice(0, Math.max(0, index))
      .reverse()
      .find((s) => s.id !== undefined && p.order.includes(s.id));
    const at = above ? p.order.indexOf(above.id!) + 1 : 0;
    p.order.splice(at, 0, created.id);
  });
  return created.id;
}

/**
 * The file with the new beat's marker: on the marker line the plan read (or, the file having changed since,
 * the first line that is still that marker); leading text without a marker gets one above it.
 */
function withMarker(text: string, step: Extract<PushStep, { kind: 'add' }>, marker: string): string | undefined {
  const lines = text.split('\n');
  const same = (i: number) => lines[i]?.replace(/\r$/, '') === step.marker.replace(/\r$/, '');
  if (step.marker === '') {
    const first = readPartSections(text)[0];
    if (!first || first.marker !== '') return undefined;
    lines.splice(first.line, 0, marker, '');
    return lines.join('\n');
  }
  const at = same(step.line) ? step.line : lines.findIndex((_, i) => same(i));
  if (at < 0) return undefined;
  lines[at] = lines[at]!.endsWith('\r') ? `${marker}\r` : marker;
  return lines.join('\n');
}
