// Boromir's beat and part writes (sandbox, #47 item 3), as pywaclient 1.7.0's CrudEndpoint sends them:
// `PUT manuscript_beat` with `part: {id}` and `content` (title and `position` optional) creates and answers
// the new beat's reference; `PATCH manuscript_beat?id=` changes content, title or position (the field that
// orders a part's beats); `DELETE manuscript_beat?id=` removes it. A part written here: `PUT
// manuscript_part` with `version: {id}` and `title` (`position`, `synopsis` optional) creates; `PATCH
// manuscript_part?id=` changes title, synopsis or position; `DELETE manuscript_part?id=` removes the part and
// whatever beats it still has (a beat never outlives its part here; World Anvil documents no cascade, so
// Scriptorium deletes a part's beats before the part and never relies on it). An entity of someone else's world answers 403; unknown fields and wrong types answer 422
// naming the field, as World Anvil's validation does.
import type { SandboxRequest, SandboxResponse } from '../../types';
import type { WaDb } from '../data';
import { phpDate, type PhpDate } from '../model';
import type { WaManuscriptBeat, WaManuscriptPart } from '../manuscripts/model';
import { done, fail, invalid, jsonBody } from './answers';

interface Written {
  id: string;
  title: string;
  position: number;
  updateDate: PhpDate;
}

/** What differs between the kinds: the owner's field, the text fields, what a create requires. */
interface Kind<E extends Written> {
  kind: string;
  ownerKind: string;
  /** The create body's reference to the owner (`part`, `version`) and the entity's field holding its id. */
  owner: { body: string; field: keyof E };
  texts: string[];
  required: string;
  /** The fourth group of a new entity's id (kept apart from the sample's). */
  idGroup: string;
  entities: () => E[];
  ownerExists: (id: string) => boolean;
  worldOfOwner: (id: string) => string | undefined;
  make: (base: Written, ownerId: string, body: Record<string, unknown>) => E;
  present: (e: E) => object;
  deletable: boolean;
  /** What goes with a deleted entity (a part's beats). */
  removed?: (e: E) => void;
}

function problems(k: Kind<Written>, body: Record<string, unknown>, create: boolean): Record<string, string> {
  const v: Record<string, string> = {};
  const fields = [...k.texts, 'position'];
  for (const key of Object.keys(body))
    if (!fields.includes(key) && !(create && key === k.owner.body)) v[key] = `Unknown field ${key}.`;
  for (const key of k.texts) if (key in body && typeof body[key] !== 'string') v[key] = `The ${key} must be a string.`;
  if ('position' in body && !Number.isInteger(body.position)) v.position = 'The position must be a whole number.';
  const given = body[k.required];
  if (create && (typeof given !== 'string' || (k.required === 'title' && given.trim() === '')))
    v[k.required] = `The ${k.required} field is required.`;
  return v;
}

function entityWrites<E extends Written>(db: WaDb, k: Kind<E>) {
  const mine = (ownerId: string) => db.worlds.find((w) => w.id === k.worldOfOwner(ownerId))?.ownerId === db.me.id;
  const ownerOf = (e: E) => e[k.owner.field] as string;
  const find = (req: SandboxRequest) => k.entities().findIndex((x) => x.id === req.url.searchParams.get('id'));
  let created = 0;

  function patch(req: SandboxRequest): SandboxResponse {
    const e = k.entities()[find(req)];
    if (!e) return fail(404, 'Entity not found.');
    if (!mine(ownerOf(e))) return fail(403, `You do not have permission to edit this ${k.kind}.`);
    const body = jsonBody(req);
    if (!body) return fail(400, 'The request body must be a JSON object.');
    const v = problems(k as unknown as Kind<Written>, body, false);
    if (Object.keys(v).length > 0) return invalid(v);
    const fields = e as unknown as Record<string, unknown>;
    for (const key of k.texts) if (typeof body[key] === 'string') fields[key] = body[key];
    if (typeof body.position === 'number') e.position = body.position;
    e.updateDate = phpDate(new Date());
    return done(k.present(e));
  }

  function put(req: SandboxRequest): SandboxResponse {
    const body = jsonBody(req);
    if (!body) return fail(400, 'The request body must be a JSON object.');
    const ref = body[k.owner.body] as { id?: unknown } | undefined;
    const ownerId = typeof ref === 'object' && ref !== null && typeof ref.id === 'string' ? ref.id : undefined;
    const v = problems(k as unknown as Kind<Written>, body, true);
    if (!ownerId) v[k.owner.body] = `The ${k.owner.body} field is required: {id}.`;
    if (Object.keys(v).length > 0) return invalid(v);
    if (!k.ownerExists(ownerId!)) return fail(404, 'Entity not found.');
    if (!mine(ownerId!)) return fail(403, `You do not have permission to edit this ${k.ownerKind}.`);
    const last = Math.max(
      0,
      ...k
        .entities()
        .filter((e) => ownerOf(e) === ownerId)
        .map((e) => e.position),
    );
    const base: Written = {
      id: `3a05c000-0000-4000-8000-${k.idGroup}${String(++created).padStart(8, '0')}`,
      title: typeof body.title === 'string' ? body.title : '',
      position: typeof body.position === 'number' ? body.position : last + 1,
      updateDate: phpDate(new Date()),
    };
    const e = k.make(base, ownerId!, body);
    k.entities().push(e);
    return done(k.present(e));
  }

  function remove(req: SandboxRequest): SandboxResponse {
    const i = find(req);
    if (i < 0) return fail(404, 'Entity not found.');
    if (!mine(ownerOf(k.entities()[i]!))) return fail(403, `You do not have permission to delete this ${k.kind}.`);
    const [e] = k.entities().splice(i, 1);
    k.removed?.(e!);
    return done({});
  }

  /** The answer to a write, or undefined for a read. */
  const methods: Record<string, (req: SandboxRequest) => SandboxResponse> = { PATCH: patch, PUT: put };
  if (k.deletable) methods.DELETE = remove;
  return (req: SandboxRequest): SandboxResponse | undefined => methods[req.method]?.(req);
}

export function createBeatWrites(
  db: WaDb,
  worldOfPart: (id: string) => string | undefined,
  present: (b: WaManuscriptBeat) => object,
) {
  const ms = db.manuscripts;
  return entityWrites<WaManuscriptBeat>(db, {
    kind: 'manuscript_beat',
    ownerKind: 'manuscript_part',
    owner: { body: 'part', field: 'partId' },
    texts: ['content', 'title'],
    required: 'content',
    idGroup: '0099',
    entities: () => ms.beats,
    ownerExists: (id) => ms.parts.some((p) => p.id === id),
    worldOfOwner: worldOfPart,
    make: (base, partId, body) => ({ ...base, partId, content: body.content as string }),
    present,
    deletable: true,
  });
}

export function createPartWrites(
  db: WaDb,
  worldOfVersion: (id: string) => string | undefined,
  present: (p: WaManuscriptPart) => object,
) {
  const ms = db.manuscripts;
  return entityWrites<WaManuscriptPart>(db, {
    kind: 'manuscript_part',
    ownerKind: 'manuscript_version',
    owner: { body: 'version', field: 'versionId' },
    texts: ['title', 'synopsis'],
    required: 'title',
    idGroup: '0098',
    entities: () => ms.parts,
    ownerExists: (id) => ms.versions.some((v) => v.id === id),
    worldOfOwner: worldOfVersion,
    make: (base, versionId, body) => ({
      ...base,
      versionId,
      synopsis: typeof body.synopsis === 'string' ? body.synopsis : '',
    }),
    present,
    deletable: true,
    removed: (p) => {
      for (let i = ms.beats.length - 1; i >= 0; i--) if (ms.beats[i]!.partId === p.id) ms.beats.splice(i, 1);
    },
  });
}
