// The parts' steps of a manuscript push (#47 item 3): a pulled part renumbered (`PATCH manuscript_part`
// with its position), and a part file added here created (`PUT manuscript_part`, newParts.ts). The new part
// is recorded in the manifest as soon as World Anvil answers, with no beats yet: should anything after it
// fail, the next push finds the part recorded and its sections without ids, and adds them to it (never a
// second part). Then its front matter gets what a pulled part file's has (`kind` first, the title when it
// had none, position, manuscript, version and the `scriptorium:` block with the id), the writer's own keys
// and text left as they were; then its beats are created in the file's order, each id written into its
// marker as it comes (beatAdd.ts); last, the part's update date after its beats, so a pull sees it unchanged.
import { frontMatterLines, FRONT_MATTER, setFrontMatterKey, writeBookkeeping } from '../markup/frontMatter';
import type { ManuscriptsApi } from '../worldanvil/api';
import type { ManuscriptBeat } from '../worldanvil/boromir/manuscriptSchemas';
import { readManifest, writeManifest } from '../worldSync/pullManifest';
import { addBeat, NewBeatMarkerLostError, recordPartFile, type PushFiles, type Record_ } from './beatAdd';
import { PART_KIND } from './partFile';
import { readPartSections } from './partSections';
import type { PushStep } from './pushTypes';

type AddPart = Extract<PushStep, { kind: 'addPart' }>;
const PART_ID = /^[A-Za-z0-9-]{1,64}$/;
type MovePart = Extract<PushStep, { kind: 'movePart' }>;

export interface PartStepContext {
  folder: string;
  worldId: string;
  versionId: string;
  files: PushFiles;
  record: Record_;
}

/** The file's front matter made a part file's: `kind` first, the part's fields set, the writer's kept. */
export function partFrontMatter(
  text: string,
  part: { id: string; updated?: string; title: string; position?: number; manuscriptId: string; versionId: string },
): string {
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const kind = frontMatterLines({ kind: PART_KIND })[0]!;
  let out: string;
  const m = FRONT_MATTER.exec(text);
  if (!m) out = `---${eol}${kind}${eol}---${eol}${eol}${text}`;
  else {
    const yaml = m[1] ?? '';
    const lines = yaml === '' ? [] : yaml.split(/\r?\n/).filter((l) => !/^kind\s*:/.test(l));
    out = `---${eol}${[kind, ...lines].join(eol)}${eol}---${eol}${text.slice(m[0].length)}`;
  }
  if (!/^title\s*:/m.test(FRONT_MATTER.exec(out)?.[1] ?? '')) out = setFrontMatterKey(out, 'title', part.title);
  if (part.position !== undefined) out = setFrontMatterKey(out, 'position', part.position);
  out = setFrontMatterKey(out, 'manuscript', part.manuscriptId);
  out = setFrontMatterKey(out, 'version', part.versionId);
  return writeBookkeeping(out, { id: part.id, updated: part.updated });
}

export async function runPartStep(
  api: ManuscriptsApi,
  step: AddPart | MovePart,
  ctx: PartStepContext,
  signal?: AbortSignal,
): Promise<void> {
  if (step.kind === 'movePart') {
    await api.updatePart(step.partId, { position: step.position }, { signal });
    return ctx.record(step.partId, (p) => {
      p.position = step.position;
    });
  }
  return addPart(api, step, ctx, signal);
}

async function addPart(api: ManuscriptsApi, step: AddPart, ctx: PartStepContext, signal?: AbortSignal) {
  const { files, record } = ctx;
  const fields = {
    versionId: ctx.versionId,
    title: step.title,
    ...(step.position !== undefined ? { position: step.position } : {}),
    ...(step.synopsis ? { synopsis: step.synopsis } : {}),
  };
  const part = await api.createPart(fields, { signal });
  // A server string becomes a manifest key and a front-matter value: only an id's characters (as beat ids).
  if (!PART_ID.test(part.id))
    throw new Error(`PUT manuscript_part answered an id that is not one: ${JSON.stringify(part.id.slice(0, 80))}`);
  const manifest = await readManifest(ctx.folder, ctx.worldId);
  const version = manifest.manuscripts?.[ctx.versionId];
  if (!version) throw new Error(`The version ${ctx.versionId} is no longer recorded in ${ctx.folder}.`);
  const position = step.position ?? part.position;
  version.parts[part.id] = {
    file: step.file,
    hash: '',
    ...(position !== undefined ? { position } : {}),
    order: [],
    beats: {},
  };
  await writeManifest(ctx.folder, manifest);
  const { manuscriptId } = step;
  const head = { id: part.id, title: step.title, position, manuscriptId, versionId: ctx.versionId };
  await files.write(step.file, partFrontMatter(await files.read(step.file), head));
  const dated = async (b: ManuscriptBeat) =>
    b.updateDate?.date ?? (await api.getBeat(b.id, { signal })).updateDate?.date;
  for (const [k, beat] of step.beats.entries()) {
    signal?.throwIfAborted();
    // The next section without an id is this beat's: the ones before it have theirs now.
    const next = readPartSections(await files.read(step.file)).find((s) => s.id === undefined);
    if (!next || next.marker !== beat.marker) throw new NewBeatMarkerLostError(step.file, part.id);
    const add = { kind: 'add', partId: part.id, file: step.file, line: next.line, position: k + 1 } as const;
    await addBeat(api, { ...add, ...beat }, files, record, dated, signal);
  }
  const updated = (await api.getPart(part.id, { signal })).updateDate?.date;
  await record(part.id, (p) => {
    p.updated = updated;
  });
  await recordPartFile(files, record, part.id, step.file);
}
