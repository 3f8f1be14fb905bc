// Boromir's routes for a manuscript's marks (sandbox, #47 item 5), read only, as pywaclient 1.7.0 calls
// them: lists by POST `manuscript_version/manuscript_plots`, `manuscript/manuscript_tags`,
// `manuscript/manuscript_labels`, `manuscript/manuscript_bookmarks` with `?id=<owner>` and {limit, offset},
// answering `entities`; one by `GET manuscript_plot|tag|label|bookmark?id=&granularity=`. A list's entity
// carries the kind's short fields (title, and a plot's description, a label's color, a bookmark's note: the
// guessed client types a list's entities as the entity itself); a GET at 0 or more adds the owner's
// reference. Writes answer 405: nothing in Scriptorium writes them.
import type { SandboxRequest, SandboxResponse } from '../../types';
import type { WaDb } from '../data';
import type { WaManuscriptMark } from '../manuscripts/model';
import { done, fail, invalid, jsonBody, paging } from './answers';

const KIND_OF: Record<string, WaManuscriptMark['kind']> = {
  manuscript_plot: 'plot',
  manuscript_tag: 'tag',
  manuscript_label: 'label',
  manuscript_bookmark: 'bookmark',
};
const LIST_OF: Record<string, WaManuscriptMark['kind']> = {
  'manuscript_version/manuscript_plots': 'plot',
  'manuscript/manuscript_tags': 'tag',
  'manuscript/manuscript_labels': 'label',
  'manuscript/manuscript_bookmarks': 'bookmark',
};
const CLASS = {
  plot: 'ManuscriptPlot',
  tag: 'ManuscriptTag',
  label: 'ManuscriptLabel',
  bookmark: 'ManuscriptBookmark',
};

export function createManuscriptMarkRoutes(
  db: WaDb,
  /** The world of a manuscript (tags, labels, bookmarks) or of a version (plots); undefined when it is none. */
  worldOf: (kind: WaManuscriptMark['kind'], ownerId: string) => string | undefined,
  mine: (worldId: string) => boolean,
) {
  const marks = () => db.manuscripts.marks;

  function present(m: WaManuscriptMark, granularity: number): object {
    const { description, note, color } = m;
    return {
      id: m.id,
      title: m.title,
      entityClass: CLASS[m.kind],
      updateDate: m.updateDate,
      ...(description !== undefined ? { description } : {}),
      ...(note !== undefined ? { note } : {}),
      ...(color !== undefined ? { color } : {}),
      ...(granularity >= 0 ? { [m.kind === 'plot' ? 'version' : 'manuscript']: { id: m.ownerId } } : {}),
    };
  }

  function get(req: SandboxRequest, kind: WaManuscriptMark['kind'], path: string): SandboxResponse {
    if (req.method !== 'GET') return fail(405, `This sandbox serves ${path} reads only.`);
    const m = marks().find((x) => x.kind === kind && x.id === req.url.searchParams.get('id'));
    if (!m) return fail(404, 'Entity not found.');
    if (!mine(worldOf(kind, m.ownerId) ?? ''))
      return { status: 200, json: { success: false, error: `You do not have permission to view this ${path}.` } };
    const g = Number(req.url.searchParams.get('granularity') ?? 0);
    if (![-1, 0, 1, 2, 3].includes(g))
      return invalid({ granularity: 'The granularity must be one of -1, 0, 1, 2, 3.' });
    return done(present(m, g));
  }

  function list(req: SandboxRequest, kind: WaManuscriptMark['kind']): SandboxResponse {
    if (req.method !== 'POST') return fail(405, 'Lists are read by POST.');
    const body = jsonBody(req);
    if (!body) return fail(400, 'The request body must be a JSON object.');
    const page = paging(body);
    if ('status' in page) return page;
    const owner = req.url.searchParams.get('id') ?? '';
    const worldId = worldOf(kind, owner);
    if (!worldId) return fail(404, 'Entity not found.');
    if (!mine(worldId)) return fail(403, 'You do not have access to this world.');
    const items = marks().filter((m) => m.kind === kind && m.ownerId === owner);
    return done({ entities: items.slice(page.offset, page.offset + page.limit).map((m) => present(m, -1)) });
  }

  /** The answer for this path, or undefined when it is not a mark's route. */
  return (req: SandboxRequest, path: string): SandboxResponse | undefined => {
    if (KIND_OF[path]) return get(req, KIND_OF[path], path);
    if (LIST_OF[path]) return list(req, LIST_OF[path]);
    return undefined;
  };
}
