// Mirrors: World Anvil's Boromir manuscript bodies. What is known and where it came from:
// - pywaclient 1.7.0 (endpoints/manuscripts.py, worlds.py): `manuscript`, `manuscript_version`,
//   `manuscript_part`, `manuscript_beat`, `manuscript_stat` are read by `GET <kind>?id=&granularity=`;
//   lists are POST `world/manuscripts`, `manuscript/manuscript_versions`,
//   `manuscript_version/manuscript_parts`, `manuscript_part/manuscript_beats`,
//   `manuscript_version/manuscript_stats` with `?id=<owner>` and {limit, offset}, answering `entities`.
// - World Anvil's OpenAPI part manuscript.yml (as awforge/world-anvil-client vendors it @ 829fdec): a
//   manuscript reference is {id (uuid), title, slug, state public|private, isWip, isDraft, entityClass,
//   icon, url, folderId, tags, updateDate}.
// - A new beat needs `part: {id}` and `content` (API-NOTES, maintained clients): beats carry BBCode `content`.
// Not documented anywhere we found: the fields of versions, parts, beats and stats beyond id and title,
// and where a word goal lives. Read here, all optional: `position` (order), `updateDate`, a part's
// `synopsis`, a stat's `wordcount`, a version's `goal`. Unknown fields pass; ids may be numbers or strings.
import { z } from 'zod';
import { PhpDateSchema, type PhpDate } from '../schemas';
import { BoromirRefSchema } from './schemas';

const id = z.union([z.string().min(1), z.number().int()]).transform(String);
const text = z.string().nullable().optional();
const date = PhpDateSchema.nullable().optional();
const num = z.number().nullable().optional();
const ref = BoromirRefSchema.nullable().optional();
const ok = { success: z.literal(true) };

export const BoromirManuscriptSchema = z.looseObject({
  // manuscript.yml: a uuid string (the other kinds' ids are undocumented: string or number).
  id: z.string().min(1),
  title: z.string(),
  slug: text,
  state: text,
  url: text,
  updateDate: date,
  creationDate: date,
  world: ref,
});

export const BoromirManuscriptVersionSchema = z.looseObject({
  id,
  title: text,
  position: num,
  updateDate: date,
  goal: num,
  manuscript: ref,
});

export const BoromirManuscriptPartSchema = z.looseObject({
  id,
  title: text,
  position: num,
  synopsis: text,
  type: text,
  updateDate: date,
  version: ref,
});

export const BoromirManuscriptBeatSchema = z.looseObject({
  id,
  title: text,
  content: text,
  position: num,
  updateDate: date,
  part: ref,
});

export const BoromirManuscriptStatSchema = z.looseObject({
  id,
  wordcount: num,
  updateDate: date,
  creationDate: date,
});

export const answerOf = <S extends z.ZodObject>(s: S) => s.extend(ok);

export interface Manuscript {
  id: string;
  title: string;
  state?: string;
  url?: string;
  updateDate?: PhpDate;
  worldId?: string;
}

export interface ManuscriptVersion {
  id: string;
  title: string;
  position?: number;
  updateDate?: PhpDate;
  /** The word goal, when World Anvil gives one. */
  goal?: number;
}

export interface ManuscriptPart {
  id: string;
  title: string;
  position?: number;
  synopsis?: string;
  type?: string;
  updateDate?: PhpDate;
}

export interface ManuscriptBeat {
  id: string;
  title?: string;
  /** BBCode; undefined when the list did not carry it (read it with getBeat). */
  content?: string;
  position?: number;
  updateDate?: PhpDate;
}

export interface ManuscriptStat {
  id: string;
  wordcount?: number;
  date?: PhpDate;
}

const some = <T>(v: T | null | undefined): T | undefined => v ?? undefined;
/** An untitled entry is still listed, by its id. */
const titled = (t: string | null | undefined, i: string) => (t && t.trim() !== '' ? t : `#${i}`);

export const toManuscript = (m: z.output<typeof BoromirManuscriptSchema>): Manuscript => ({
  id: m.id,
  title: titled(m.title, m.id),
  state: some(m.state),
  url: some(m.url),
  updateDate: some(m.updateDate),
  worldId: m.world?.id,
});

export const toVersion = (v: z.output<typeof BoromirManuscriptVersionSchema>): ManuscriptVersion => ({
  id: v.id,
  title: titled(v.title, v.id),
  position: some(v.position),
  updateDate: some(v.updateDate),
  goal: some(v.goal),
});

export const toPart = (p: z.output<typeof BoromirManuscriptPartSchema>): ManuscriptPart => ({
  id: p.id,
  title: titled(p.title, p.id),
  position: some(p.position),
  synopsis: some(p.synopsis),
  type: some(p.type),
  updateDate: some(p.updateDate),
});

export const toBeat = (b: z.output<typeof BoromirManuscriptBeatSchema>): ManuscriptBeat => ({
  id: b.id,
  title: some(b.title),
  content: some(b.content),
  position: some(b.position),
  updateDate: some(b.updateDate),
});

export const toStat = (s: z.output<typeof BoromirManuscriptStatSchema>): ManuscriptStat => ({
  id: s.id,
  wordcount: some(s.wordcount),
  date: some(s.updateDate ?? s.creationDate),
});

/** World Anvil's order: by `position` where given (stable: list order breaks ties and places the rest last). */
export function inPositionOrder<T extends { position?: number }>(items: T[]): T[] {
  return items
    .map((item, i) => ({ item, i }))
    .sort((a, b) => (a.item.position ?? Infinity) - (b.item.position ?? Infinity) || a.i - b.i)
    .map((x) => x.item);
}
