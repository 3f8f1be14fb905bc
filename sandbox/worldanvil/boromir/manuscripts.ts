// Boromir's manuscript routes (sandbox, #47), read only, as pywaclient 1.7.0 calls them: `GET <kind>?id=&
// granularity=` for manuscript, manuscript_version, manuscript_part, manuscript_beat; lists by POST
// `world/manuscripts`, `manuscript/manuscript_versions`, `manuscript_version/manuscript_parts`,
// `manuscript_part/manuscript_beats`, `manuscript_version/manuscript_stats` with {limit, offset}, answering
// `entities`. Lists answer references (granularity -1: no beat content, as World Anvil's lists carry
// references); a GET at 0 or more carries the content. Someone else's world: a read answers success false
// on HTTP 200, as for articles. Of the writes, a beat's PUT, PATCH and DELETE and a part's PUT, PATCH and
// DELETE are served (manuscriptWrites.ts, for a push); the other kinds' writes answer 405. Plots, tags,
// labels and bookmarks: manuscriptMarks.ts.
import type { SandboxRequest, SandboxResponse } from '../../types';
import type { WaDb } from '../data';
import type { PhpDate } from '../model';
import { done, fail, invalid, jsonBody, paging } from './answers';
import { createBeatWrites, createPartWrites } from './manuscriptWrites';
import { createManuscriptMarkRoutes } from './manuscriptMarks';

const SITE = 'https://www.worldanvil.com';
const LISTS = [
  'world/manuscripts',
  'manuscript/manuscript_versions',
  'manuscript_version/manuscript_parts',
  'manuscript_part/manuscript_beats',
  'manuscript_version/manuscript_stats',
];
const KINDS = ['manuscript', 'manuscript_version', 'manuscript_part', 'manuscript_beat'];

interface Found {
  worldId: string;
  present: (granularity: number) => object;
}

export function createManuscriptRoutes(db: WaDb) {
  const ms = db.manuscripts;
  const mine = (worldId: string) => db.worlds.find((w) => w.id === worldId)?.ownerId === db.me.id;
  const ref = (id: string, title: string, entityClass: string, updateDate: PhpDate) => ({
    id,
    title,
    entityClass,
    updateDate,
  });
  const worldOfManuscript = (id: string) => ms.manuscripts.find((m) => m.id === id)?.worldId;
  const worldOfVersion = (id: string) => worldOfManuscript(ms.versions.find((v) => v.id === id)?.manuscriptId ?? '');
  const worldOfPart = (id: string) => worldOfVersion(ms.parts.find((p) => p.id === id)?.versionId ?? '');

  function manuscript(id: string | null): Found | undefined {
    const m = ms.manuscripts.find((x) => x.id === id);
    if (!m) return undefined;
    const w = db.worlds.find((x) => x.id === m.worldId)!;
    const present = (g: number) => ({
      ...ref(m.id, m.title, 'Manuscript', m.updateDate),
      slug: m.slug,
      state: m.state,
      url: `${SITE}/community/manuscripts/read/${m.slug}`,
      ...(g >= 0 ? { creationDate: m.creationDate, world: { id: w.id, title: w.title, entityClass: 'World' } } : {}),
    });
    return { worldId: m.worldId, present };
  }

  function version(id: string | null): Found | undefined {
    const v = ms.versions.find((x) => x.id === id);
    if (!v) return undefined;
    const present = (g: number) => ({
      ...ref(v.id, v.title, 'ManuscriptVersion', v.updateDate),
      position: v.position,
      ...(g >= 0 ? { goal: v.goal, manuscript: { id: v.manuscriptId } } : {}),
    });
    return { worldId: worldOfManuscript(v.manuscriptId)!, present };
  }

  function part(id: string | null): Found | undefined {
    const p = ms.parts.find((x) => x.id === id);
    if (!p) return undefined;
    const present = (g: number) => ({
      ...ref(p.id, p.title, 'ManuscriptPart', p.updateDate),
      position: p.position,
      ...(g >= 0 ? { synopsis: p.synopsis, version: { id: p.versionId } } : {}),
    });
    return { worldId: worldOfVersion(p.versionId)!, present };
  }

  function beat(id: string | null): Found | undefined {
    const b = ms.beats.find((x) => x.id === id);
    if (!b) return undefined;
    const present = (g: number) => ({
      ...ref(b.id, b.title, 'ManuscriptBeat', b.updateDate),
      position: b.position,
      ...(g >= 0 ? { content: b.content, part: { id: b.partId } } : {}),
    });
    return { worldId: worldOfPart(b.partId)!, present };
  }

  const marks = createManuscriptMarkRoutes(
    db,
    (kind, owner) => (kind === 'plot' ? worldOfVersion(owner) : worldOfManuscript(owner)),
    mine,
  );
  const beatWrites = createBeatWrites(db, worldOfPart, (b) => beat(b.id)!.present(-1));
  const partWrites = createPartWrites(db, worldOfVersion, (p) => part(p.id)!.present(-1));

  function get(req: SandboxRequest, kind: string): SandboxResponse {
    const writes = { manuscript_beat: beatWrites, manuscript_part: partWrites }[kind as 'manuscript_part'];
    const written = writes?.(req);
    if (written) return written;
    if (req.method !== 'GET') return fail(405, `This sandbox serves ${kind} reads only.`);
    const id = req.url.searchParams.get('id');
    const found = { manuscript, manuscript_version: version, manuscript_part: part, manuscript_beat: beat }[
      kind as 'manuscript'
    ](id);
    if (!found) return fail(404, 'Entity not found.');
    if (!mine(found.worldId))
      return { status: 200, json: { success: false, error: `You do not have permission to view this ${kind}.` } };
    const g = Number(req.url.searchParams.get('granularity') ?? 0);
    if (![-1, 0, 1, 2, 3].includes(g))
      return invalid({ granularity: 'The granularity must be one of -1, 0, 1, 2, 3.' });
    return done(found.present(g));
  }

  /** The owner's world and its children's references, or undefined when the owner does not exist. */
  function children(path: string, owner: string): { worldId: string | undefined; items: object[] } {
    const asRef = (f: Found | undefined) => f!.present(-1);
    if (path === 'world/manuscripts')
      return {
        worldId: db.worlds.find((w) => w.id === owner)?.id,
        items: ms.manuscripts.filter((m) => m.worldId === owner).map((m) => asRef(manuscript(m.id))),
      };
    if (path === 'manuscript/manuscript_versions')
      return {
        worldId: worldOfManuscript(owner),
        items: ms.versions.filter((v) => v.manuscriptId === owner).map((v) => asRef(version(v.id))),
      };
    if (path === 'manuscript_version/manuscript_parts')
      return {
        worldId: worldOfVersion(owner),
        items: ms.parts.filter((p) => p.versionId === owner).map((p) => asRef(part(p.id))),
      };
    if (path === 'manuscript_part/manuscript_beats')
      return {
        worldId: worldOfPart(owner),
        items: ms.beats.filter((b) => b.partId === owner).map((b) => asRef(beat(b.id))),
      };
    const stats = ms.stats.filter((s) => s.versionId === owner);
    return {
      worldId: worldOfVersion(owner),
      items: stats.map((s) => ({ id: s.id, wordcount: s.wordcount, creationDate: s.creationDate })),
    };
  }

  function list(req: SandboxRequest, path: string): SandboxResponse {
    const body = jsonBody(req);
    if (!body) return fail(400, 'The request body must be a JSON object.');
    const page = paging(body);
    if ('status' in page) return page;
    const { worldId, items } = children(path, req.url.searchParams.get('id') ?? '');
    if (!worldId) return fail(404, 'Entity not found.');
    if (!mine(worldId)) return fail(403, 'You do not have access to this world.');
    return done({ entities: items.slice(page.offset, page.offset + page.limit) });
  }

  /** The answer for this path, or undefined when it is not a manuscript route. */
  return (req: SandboxRequest, path: string): SandboxResponse | undefined => {
    if (KINDS.includes(path)) return get(req, path);
    if (LISTS.includes(path)) return req.method === 'POST' ? list(req, path) : fail(405, 'Lists are read by POST.');
    return marks(req, path);
  };
}
