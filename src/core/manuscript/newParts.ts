// A part written here (#47 item 3): a Markdown file the writer added to a pulled version's folder, named as
// the pulled part files are (`04-Epilogue.md`: a number, then the title), with or without front matter. A
// name the manifest cannot hold (`04 Epilogue.md`: the file-name guard's character set has no space) is
// reported with the name to give it; files are never renamed unasked. Its sections (beat markers without an id, and text above the first marker) become its
// beats, in order. Its title is the front matter's `title`, else the file name's after the number; its
// synopsis the front matter's. Where it goes among the version's parts follows the file names' numbers:
// a pulled part's number is its file name's (else World Anvil's position); the new part gets a position
// between its neighbours' on World Anvil (beatPositions.ts) or, with no room, the version's parts are
// numbered 1, 2, 3… and every pulled part whose position changes is sent too (named in the preview).
// World Anvil's list of parts is read only when such a file is there. A file carrying a part id (a copy of
// another part's file) or markers of pulled beats is not a new part: it is reported, nothing is sent.
import { readdir } from 'node:fs/promises';
import { articleLinks, type ArticleIndex } from '../markup/articleLinks';
import { frontMatterValues } from '../markup/frontMatter';
import { markdownToBBCode, MarkdownTooComplexError } from '../markup/markdownToBBCode';
import { hasConflictMarkers } from '../merge/threeWayMerge';
import { pathInside, safeFileName } from '../guards/fileName';
import type { ManuscriptsApi } from '../worldanvil/api';
import { isPlainPathInside, type ManuscriptVersionEntry } from '../worldSync/pullManifest';
import { positionsToSend } from './beatPositions';
import { readPartSections, readPartText, type OpenText } from './partSections';
import type { PushProblem, PushStep, VersionPushPlan } from './pushTypes';

/** A part file's name: a number (its place), then its title. */
const PART_NAME = /^(\d{1,6})[ ._-]*(.{0,200})\.md$/;

export interface NewPartsContext {
  api: ManuscriptsApi;
  folder: string;
  versionId: string;
  version: ManuscriptVersionEntry;
  index: ArticleIndex;
  partOfBeat: ReadonlyMap<string, string>;
  opts: { signal?: AbortSignal; openText?: OpenText };
}

/** The number a part file's name starts with, or undefined. */
export const partNumber = (file: string): number | undefined => {
  const m = PART_NAME.exec(file.slice(file.lastIndexOf('/') + 1));
  return m ? Number(m[1]) : undefined;
};

/**
 * The version folder's Markdown files named as parts that the manifest does not record, by number: `plain`
 * those whose name the manifest can hold (the file-name guard's character set), `unsafe` the others.
 */
export async function newPartFiles(
  folder: string,
  version: ManuscriptVersionEntry,
): Promise<{ plain: string[]; unsafe: string[] }> {
  const dir = pathInside(folder, version.dir);
  if (!dir) return { plain: [], unsafe: [] };
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const recorded = new Set(Object.values(version.parts).map((p) => p.file));
  const found = entries
    .filter((e) => e.isFile() && PART_NAME.test(e.name) && !e.name.endsWith('.world-anvil.md'))
    .map((e) => `${version.dir}/${e.name}`)
    .filter((file) => !recorded.has(file))
    .sort((a, b) => partNumber(a)! - partNumber(b)! || a.localeCompare(b));
  const plain = found.filter((file) => isPlainPathInside(folder, file));
  return { plain, unsafe: found.filter((file) => !plain.includes(file)) };
}

/** The name a part file should have: the guard's safe name of its base name (`04 Epilogue.md` → `04-Epilogue.md`). */
export const safePartName = (file: string) => safeFileName([file.slice(file.lastIndexOf('/') + 1, -3)], '.md');

/** The front matter's scalar fields a new part takes (`title`, `synopsis`), and whether it names a part id. */
function frontFields(text: string): { title?: string; synopsis?: string; hasId: boolean } {
  const values = frontMatterValues(text);
  if (!values) return { hasId: false };
  const value = (key: string) => {
    const v = values[key];
    return typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;
  };
  const bookkeeping = values.scriptorium;
  const hasId = typeof bookkeeping === 'object' && bookkeeping !== null && 'id' in bookkeeping;
  return { title: value('title'), synopsis: value('synopsis'), hasId };
}

/** The title a file name gives: what follows its number, separators read as spaces. */
const titleOfName = (file: string) =>
  (PART_NAME.exec(file.slice(file.lastIndexOf('/') + 1))?.[2] ?? '').replace(/[-_]+/g, ' ').trim() ||
  file.slice(file.lastIndexOf('/') + 1, -3);

type AddPart = Extract<PushStep, { kind: 'addPart' }>;

/** One new part file: its step, or the problems that keep it from being sent. */
async function planNewPart(ctx: NewPartsContext, file: string): Promise<{ step?: AddPart; problems: PushProblem[] }> {
  const text = await readPartText(ctx.folder, file, ctx.opts.openText);
  if (text === undefined) return { problems: [{ file, line: 0, reason: 'fileUnreadable' }] };
  const fields = frontFields(text);
  if (fields.hasId) return { problems: [{ file, line: 0, reason: 'partOfElsewhere' }] };
  const problems: PushProblem[] = [];
  const links = articleLinks(ctx.index, file);
  const beats: AddPart['beats'] = [];
  for (const s of readPartSections(text)) {
    if (s.id !== undefined) {
      const reason = ctx.partOfBeat.has(s.id) ? 'otherPart' : 'unknownBeat';
      problems.push({ file, line: s.line, reason, beatId: s.id });
    } else if (hasConflictMarkers(s.content)) problems.push({ file, line: s.line, reason: 'conflictMarkers' });
    else {
      const content = markdownToBBCode(s.content, undefined, links.toMention).bbcode;
      beats.push({ marker: s.marker, ...(s.title ? { title: s.title } : {}), content });
    }
  }
  // A file with markers it cannot vouch for is not sent at all: its beats' order would be wrong.
  if (problems.length > 0) return { problems };
  const title = fields.title ?? titleOfName(file);
  const step: AddPart = {
    kind: 'addPart',
    partId: '',
    file,
    title,
    manuscriptId: ctx.version.manuscriptId,
    ...(fields.synopsis ? { synopsis: fields.synopsis } : {}),
    beats,
  };
  return { step, problems };
}

/** Plans every new part file of the version: their steps, and the positions of the parts around them. */
export async function planNewParts(ctx: NewPartsContext, plan: VersionPushPlan): Promise<void> {
  const { plain: files, unsafe } = await newPartFiles(ctx.folder, ctx.version);
  for (const file of unsafe) plan.problems.push({ file, line: 0, reason: 'unsafeName', rename: safePartName(file) });
  const added: AddPart[] = [];
  for (const file of files) {
    try {
      const { step, problems } = await planNewPart(ctx, file);
      plan.problems.push(...problems);
      if (step) added.push(step);
    } catch (err) {
      if (!(err instanceof MarkdownTooComplexError)) throw err;
      plan.problems.push({ file, line: 0, reason: 'tooComplex' });
    }
  }
  if (added.length === 0) return;
  const listed = await ctx.api.listParts(ctx.versionId, { signal: ctx.opts.signal });
  const pulled = listed.flatMap((p) => {
    const record = ctx.version.parts[p.id];
    return record ? [{ id: p.id, title: p.title, file: record.file, serverPosition: p.position }] : [];
  });
  type Placed = { id?: string; title: string; file: string; serverPosition?: number; step?: AddPart };
  const placed: Placed[] = [...pulled, ...added.map((step) => ({ title: step.title, file: step.file, step }))];
  const key = (p: Placed) => partNumber(p.file) ?? p.serverPosition ?? Number.MAX_SAFE_INTEGER;
  // Stable: pulled parts keep World Anvil's order among equal numbers, and come before a new part of the same.
  placed.sort((a, b) => key(a) - key(b));
  const positions = positionsToSend(placed, false);
  for (const [i, p] of placed.entries()) {
    const position = positions.get(i);
    if (p.step) plan.steps.push(position === undefined ? p.step : { ...p.step, position });
    else if (position !== undefined)
      plan.steps.push({ kind: 'movePart', partId: p.id!, file: p.file, title: p.title, position });
  }
}
