// Manuscripts through Boromir (#47), read only in this slice, as pywaclient 1.7.0 calls them: lists by
// POST `<owner kind>/<kind>s?id=<owner>` with {limit, offset} answering `entities` (pages of at most 50;
// a short page ends the list, as for articles — pywaclient reads on to an empty page, which asks one
// request more for the same items), one entity by `GET <kind>?id=&granularity=2`. Every answer goes
// through the client's paced, validated requests (the BoromirWire), so a body that does not fit names
// the endpoint and the field. A push (item 3) writes beats as pywaclient's CrudEndpoint does: `PUT
// manuscript_beat` with `part: {id}` and `content` creates, `PATCH manuscript_beat?id=` updates (content,
// title, `position` for the order), `DELETE manuscript_beat?id=` deletes; creates and deletes are never
// repeated by themselves (one that landed must not make a second beat, nor a 404 hide that it worked).
// A part written here is created as pywaclient's CrudEndpoint would: `PUT manuscript_part` with `version:
// {id}`, `title` and `position`; `PATCH manuscript_part?id=` with `position` renumbers parts; `DELETE
// manuscript_part?id=` deletes a part whose file was deleted (after its beats, partDelete.ts).
// Plots, tags, labels and bookmarks are read only, through the same list and GET (manuscriptMarkSchemas.ts).
import { z } from 'zod';
import type { BeatWrite, ManuscriptsApi, PartWrite } from '../api';
import { BoromirDeleteAnswerSchema } from './schemas';
import { readPages } from '../paging';
import type { BoromirWire } from './secretsImages';
import {
  BoromirManuscriptBeatSchema,
  BoromirManuscriptPartSchema,
  BoromirManuscriptSchema,
  BoromirManuscriptStatSchema,
  BoromirManuscriptVersionSchema,
  answerOf,
  inPositionOrder,
  toBeat,
  toManuscript,
  toPart,
  toStat,
  toVersion,
  type Manuscript,
  type ManuscriptBeat,
  type ManuscriptPart,
  type ManuscriptStat,
  type ManuscriptVersion,
} from './manuscriptSchemas';
import { MARK_KINDS, toMark, type ManuscriptMark, type ManuscriptMarkKind } from './manuscriptMarkSchemas';

const LIST_LIMIT = 50;
/** A write's answer: the beat's reference (World Anvil documents none; its id at least). */
const BeatAnswerSchema = BoromirManuscriptBeatSchema.extend({ success: z.literal(true) });
const PartAnswerSchema = BoromirManuscriptPartSchema.extend({ success: z.literal(true) });
/** Granularity 2 carries a beat's content and every field a pull compares. */
const FULL = 2;

type Signal = { signal?: AbortSignal };

export class BoromirManuscripts implements ManuscriptsApi {
  constructor(private readonly wire: BoromirWire) {}

  /** Every entity of a list, each id once, in the server's order (readPages caps it). */
  #all<S extends z.ZodType<{ id: string }>, T extends { id: string }>(
    path: string,
    ownerId: string,
    entity: S,
    map: (e: z.output<S>) => T,
    opts: Signal,
  ): Promise<T[]> {
    return readPages(
      async (offset) => {
        const page = await this.wire.list(path, ownerId, { limit: LIST_LIMIT, offset }, entity, opts.signal);
        return { items: page.map(map), hasMore: page.length >= LIST_LIMIT, nextOffset: offset + page.length };
      },
      { endpoint: `POST ${path}` },
    );
  }

  async #get<S extends z.ZodObject, T>(kind: string, id: string, schema: S, map: (e: z.output<S>) => T, o: Signal) {
    const req = { method: 'GET', url: kind, endpoint: `GET ${kind}`, query: { id, granularity: FULL } } as const;
    // The answer is the entity with `success`: the entity's own schema, checked once more by answerOf.
    const answer: unknown = await this.wire.json({ ...req, signal: o.signal }, answerOf(schema));
    return map(answer as z.output<S>);
  }

  /** `PUT <kind>` creates; never repeated by itself (one that landed must not make a second entity). */
  #create<S extends z.ZodType>(kind: string, body: Record<string, unknown>, schema: S, o: Signal) {
    const req = { method: 'PUT', url: kind, endpoint: `PUT ${kind}`, body, idempotent: false } as const;
    return this.wire.json({ ...req, signal: o.signal }, schema);
  }

  /** `PATCH <kind>?id=` with the fields to change. */
  #update<S extends z.ZodType>(kind: string, id: string, body: Record<string, unknown>, schema: S, o: Signal) {
    const req = { method: 'PATCH', url: kind, endpoint: `PATCH ${kind}`, query: { id }, body } as const;
    return this.wire.json({ ...req, signal: o.signal }, schema);
  }

  listManuscripts(worldId: string, opts: Signal = {}): Promise<Manuscript[]> {
    return this.#all('world/manuscripts', worldId, BoromirManuscriptSchema, toManuscript, opts);
  }

  getManuscript(id: string, opts: Signal = {}): Promise<Manuscript> {
    return this.#get('manuscript', id, BoromirManuscriptSchema, toManuscript, opts);
  }

  async listVersions(manuscriptId: string, opts: Signal = {}): Promise<ManuscriptVersion[]> {
    const path = 'manuscript/manuscript_versions';
    return inPositionOrder(await this.#all(path, manuscriptId, BoromirManuscriptVersionSchema, toVersion, opts));
  }

  getVersion(id: string, opts: Signal = {}): Promise<ManuscriptVersion> {
    return this.#get('manuscript_version', id, BoromirManuscriptVersionSchema, toVersion, opts);
  }

  async listParts(versionId: string, opts: Signal = {}): Promise<ManuscriptPart[]> {
    const path = 'manuscript_version/manuscript_parts';
    return inPositionOrder(await this.#all(path, versionId, BoromirManuscriptPartSchema, toPart, opts));
  }

  getPart(id: string, opts: Signal = {}): Promise<ManuscriptPart> {
    return this.#get('manuscript_part', id, BoromirManuscriptPartSchema, toPart, opts);
  }

  /** The part's beats in order; their content only where the list carries it (see getBeat). */
  async listBeats(partId: string, opts: Signal = {}): Promise<ManuscriptBeat[]> {
    const path = 'manuscript_part/manuscript_beats';
    return inPositionOrder(await this.#all(path, partId, BoromirManuscriptBeatSchema, toBeat, opts));
  }

  getBeat(id: string, opts: Signal = {}): Promise<ManuscriptBeat> {
    return this.#get('manuscript_beat', id, BoromirManuscriptBeatSchema, toBeat, opts);
  }

  /** A version's plots, or a manuscript's tags, labels or bookmarks, in the server's order (#47). */
  listMarks(kind: ManuscriptMarkKind, ownerId: string, opts: Signal = {}): Promise<ManuscriptMark[]> {
    const k = MARK_KINDS[kind];
    return this.#all(k.list, ownerId, k.schema, (m) => toMark(kind, m), opts);
  }

  getMark(kind: ManuscriptMarkKind, id: string, opts: Signal = {}): Promise<ManuscriptMark> {
    const k = MARK_KINDS[kind];
    return this.#get(k.entity, id, k.schema, (m) => toMark(kind, m), opts);
  }

  /** The version's stats: World Anvil's word counts over time (newest last by date). */
  listStats(versionId: string, opts: Signal = {}): Promise<ManuscriptStat[]> {
    return this.#all('manuscript_version/manuscript_stats', versionId, BoromirManuscriptStatSchema, toStat, opts);
  }

  async createBeat(input: BeatWrite & { partId: string; content: string }, opts: Signal = {}): Promise<ManuscriptBeat> {
    const { partId, ...fields } = input;
    const body = { ...fields, part: { id: partId } };
    const answer = await this.#create('manuscript_beat', body, BeatAnswerSchema, opts);
    return toBeat({ ...answer, title: answer.title ?? input.title });
  }

  async updateBeat(id: string, input: BeatWrite, opts: Signal = {}): Promise<ManuscriptBeat> {
    return toBeat(await this.#update('manuscript_beat', id, { ...input }, BeatAnswerSchema, opts));
  }

  deleteBeat(id: string, opts: Signal = {}): Promise<void> {
    return this.#delete('manuscript_beat', id, opts);
  }

  /** `DELETE manuscript_part?id=` (#47 item 3: a part file deleted here; its beats are deleted before). */
  deletePart(id: string, opts: Signal = {}): Promise<void> {
    return this.#delete('manuscript_part', id, opts);
  }

  /** `DELETE <kind>?id=`; never repeated by itself (a 404 must not hide that the first one worked). */
  async #delete(url: string, id: string, opts: Signal): Promise<void> {
    const req = { method: 'DELETE', url, endpoint: `DELETE ${url}`, query: { id }, idempotent: false } as const;
    await this.wire.json({ ...req, signal: opts.signal }, BoromirDeleteAnswerSchema);
  }

  /** `PUT manuscript_part` with `version: {id}`, `title` and `position` (#47 item 3: a part file added here). */
  async createPart(input: PartWrite & { versionId: string; title: string }, opts: Signal = {}) {
    const { versionId, ...fields } = input;
    const body = { ...fields, version: { id: versionId } };
    const answer = await this.#create('manuscript_part', body, PartAnswerSchema, opts);
    return toPart({ ...answer, title: answer.title ?? input.title });
  }

  async updatePart(id: string, input: PartWrite, opts: Signal = {}): Promise<ManuscriptPart> {
    return toPart(await this.#update('manuscript_part', id, { ...input }, PartAnswerSchema, opts));
  }

  /** Every beat of a part with its content: the list, then a GET for each beat the list left without content. */
  async readBeats(partId: string, opts: Signal & { skip?: (b: ManuscriptBeat) => boolean } = {}) {
    const beats = await this.listBeats(partId, opts);
    return Promise.all(beats.map((b) => (b.content !== undefined || opts.skip?.(b) ? b : this.getBeat(b.id, opts))));
  }
}
