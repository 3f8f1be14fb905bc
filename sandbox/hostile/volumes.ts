// The hostile volumes: a server that decides how much work the client does. Off by default (the seeded
// data stays as it is); switched on per test (`sandbox.volumes.set`) or by another process (POST
// /__sandbox/volumes with the switches as JSON, DELETE for none). Each switch is a shape of issue #25:
//   endlessPaging  — every list has one more page: Weblate's envelope always links a next page (page 1's
//                    items again) and says the list holds a million pages; World Anvil's pages are never
//                    short (copies of the list's first item under fresh ids), on both faces;
//   categoryChain  — a world "Deep Chain" whose N categories nest each in the one before;
//   categories     — a world "Many Categories" with N categories side by side at its top level;
//   articles       — a world "Many Articles" with N articles in no category (each readable by GET article);
//   components     — a Weblate project "Many Components" with N components (#28; real records in Weblate's
//                    database, sandbox/weblate/manyComponents.ts, set by the server beside this mode).
// The volume worlds are the demo user's, on the Boromir face (the current API); they are generated per
// page from the offset, so a request costs the same at 100 items as at 100,000.
import type { WaDb } from '../worldanvil/data';
import type { WaArticle, WaCategory, WaWorld } from '../worldanvil/model';
import { articleBoromir, articleRef, categoryJson, worldRef } from '../worldanvil/boromir/present';
import { BOROMIR_PREFIX } from '../worldanvil/boromir';
import type { SandboxRequest, SandboxResponse } from '../types';

export interface VolumeSwitches {
  endlessPaging?: boolean;
  categoryChain?: number;
  categories?: number;
  articles?: number;
  components?: number;
}

/** What a lying Weblate list says it holds: a million pages of whatever page 1 held. */
export const ENDLESS_PAGES = 1_000_000;

type Next = (req: SandboxRequest) => Promise<SandboxResponse>;
const WORLDS = {
  categoryChain: ['c4a1', 'Deep Chain'],
  categories: ['ca75', 'Many Categories'],
  articles: ['a271', 'Many Articles'],
} as const;
type VolumeKind = keyof typeof WORLDS;

/** uuid-shaped ids, distinct per kind and index, stable across runs. */
const volumeId = (tag: string, i: number) => `0b0b${tag}-0000-4000-8000-${i.toString(16).padStart(12, '0')}`;

export function checkedVolumes(value: unknown): VolumeSwitches {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new Error('volumes must be a JSON object');
  const v = value as Record<string, unknown>;
  const out: VolumeSwitches = {};
  for (const [key, x] of Object.entries(v)) {
    if (key === 'endlessPaging') {
      if (typeof x !== 'boolean') throw new Error('endlessPaging must be true or false');
      out.endlessPaging = x;
    } else if (key in WORLDS || key === 'components') {
      if (typeof x !== 'number' || !Number.isInteger(x) || x < 0 || x > 1_000_000)
        throw new Error(`${key} must be an integer from 0 to 1000000`);
      out[key as VolumeKind | 'components'] = x;
    } else throw new Error(`unknown volume switch ${JSON.stringify(key)}`);
  }
  return out;
}

export class VolumeMode {
  constructor(
    private readonly db: WaDb,
    private readonly switches: VolumeSwitches,
  ) {}

  get active(): VolumeSwitches {
    return this.switches;
  }

  /** Answers a request the volumes change, passing the others (and their answers) through. */
  async handle(req: SandboxRequest, next: Next): Promise<SandboxResponse> {
    const path = req.url.pathname;
    if (path.startsWith(BOROMIR_PREFIX))
      return this.boromir(req, path.slice(BOROMIR_PREFIX.length).replace(/\/+$/, ''), next);
    if (path.startsWith('/api/aragorn/'))
      return this.switches.endlessPaging ? this.endlessAragorn(req, next) : next(req);
    if (path.startsWith('/api/') && this.switches.endlessPaging && req.method === 'GET')
      return this.endlessWeblate(req, next);
    return next(req);
  }

  private worlds(): WaWorld[] {
    return (Object.keys(WORLDS) as VolumeKind[])
      .filter((k) => (this.switches[k] ?? 0) > 0)
      .map((k) => ({
        id: volumeId(WORLDS[k][0], 0),
        title: WORLDS[k][1],
        slug: WORLDS[k][1].toLowerCase().replace(' ', '-'),
        state: 'private',
        ownerId: this.db.me.id,
      }));
  }

  private async boromir(req: SandboxRequest, path: string, next: Next): Promise<SandboxResponse> {
    const id = req.url.searchParams.get('id');
    const world = this.worlds().find((w) => w.id === id);
    const body = (typeof req.body === 'object' && req.body !== null ? req.body : {}) as Record<string, unknown>;
    const offset = Number(body.offset ?? 0);
    const limit = Number(body.limit ?? 50);
    const mini = { ...this.db, worlds: world ? [world] : this.db.worlds } as WaDb;
    if (world && path === 'world' && req.method === 'GET')
      return { status: 200, json: { ...worldRef(mini, world), success: true } };
    if (world && path === 'world/categories')
      return done(
        this.categories(world, offset, limit).map(({ c, parent }) =>
          categoryJson({ ...mini, categories: parent ? [parent] : [] }, c),
        ),
      );
    if (world && path === 'world/articles') {
      const n =
        world.id === volumeId(WORLDS.articles[0], 0) &&
        (body.category === undefined || String((body.category as { id?: unknown }).id) === '-1')
          ? (this.switches.articles ?? 0)
          : 0;
      return done(range(offset, limit, n).map((i) => articleRef(mini, volumeArticle(world, i))));
    }
    // A volume world keeps no secrets: its list is empty (a whole world's pull reads it, #29).
    if (world && path === 'world/secrets') return done([]);
    // A volume world's article read whole (a pull of "Many Articles" fetches each one).
    const nth = path === 'article' && req.method === 'GET' ? volumeIndex(id) : undefined;
    const many = this.worlds().find((w) => w.id === volumeId(WORLDS.articles[0], 0));
    if (many && nth !== undefined && nth < (this.switches.articles ?? 0)) {
      const g = Number(req.url.searchParams.get('granularity') ?? 0);
      return { status: 200, json: articleBoromir({ ...mini, worlds: [many] } as WaDb, volumeArticle(many, nth), g) };
    }
    if (
      this.switches.endlessPaging &&
      req.method === 'POST' &&
      ['user/worlds', 'world/categories', 'world/articles'].includes(path)
    ) {
      const first = await next({ ...req, body: { ...body, offset: 0, limit: 1 } });
      const entities = (first.json as { entities?: Array<Record<string, unknown>> } | undefined)?.entities;
      if (!entities?.[0]) return first;
      return done(
        range(offset, limit, Infinity).map((i) => ({
          ...entities[0],
          id: volumeId('e0d1', i),
          title: `${String(entities[0]!.title)} ${i}`,
        })),
      );
    }
    const answer = await next(req);
    const worlds = this.worlds();
    if (path === 'user/worlds' && offset === 0 && worlds.length > 0 && answer.status === 200) {
      const json = answer.json as { entities: unknown[] };
      return { ...answer, json: { ...json, entities: [...json.entities, ...worlds.map((w) => worldRef(mini, w))] } };
    }
    return answer;
  }

  private categories(world: WaWorld, offset: number, limit: number): Array<{ c: WaCategory; parent?: WaCategory }> {
    const chain = world.id === volumeId(WORLDS.categoryChain[0], 0);
    const n = (chain ? this.switches.categoryChain : this.switches.categories) ?? 0;
    const tag = chain ? 'c4a1' : 'ca75';
    const category = (i: number): WaCategory => ({
      id: volumeId(tag, i + 1),
      title: `${chain ? 'Level' : 'Category'} ${i + 1}`,
      slug: `${tag}-${i + 1}`,
      worldId: world.id,
      ...(chain && i > 0 ? { parentId: volumeId(tag, i) } : {}),
    });
    return range(offset, limit, n).map((i) => ({
      c: category(i),
      ...(chain && i > 0 ? { parent: category(i - 1) } : {}),
    }));
  }

  /** Aragorn's paged list ({articles: [...]}; its worlds come in one answer): never a short page. */
  private async endlessAragorn(req: SandboxRequest, next: Next): Promise<SandboxResponse> {
    const firstUrl = new URL(req.url);
    firstUrl.searchParams.set('offset', '0');
    const answer = await next({ ...req, url: firstUrl });
    const json = answer.json as { articles?: Array<Record<string, unknown>> } | undefined;
    const first = json?.articles?.[0];
    if (!first) return answer;
    const offset = Number(req.url.searchParams.get('offset') ?? 0);
    const limit = Number(req.url.searchParams.get('limit') ?? 50);
    return {
      ...answer,
      json: {
        ...json,
        articles: range(offset, limit, Infinity).map((i) => ({
          ...first,
          id: volumeId('e0d1', i),
          title: `${String(first.title)} ${i}`,
        })),
      },
    };
  }

  /** Page N of any Weblate list: page 1's items, a count of a million pages, a link to page N + 1. */
  private async endlessWeblate(req: SandboxRequest, next: Next): Promise<SandboxResponse> {
    const page = Number(req.url.searchParams.get('page') ?? 1);
    const url = new URL(req.url);
    url.searchParams.delete('page');
    const answer = await next({ ...req, url });
    const json = answer.json as { count?: unknown; next?: unknown; results?: unknown } | undefined;
    if (!json || typeof json.count !== 'number' || !Array.isArray(json.results)) return answer;
    const link = (n: number) => {
      const u = new URL(req.url);
      u.searchParams.set('page', String(n));
      return u.href;
    };
    return {
      ...answer,
      json: {
        ...json,
        count: Math.max(1, json.results.length) * ENDLESS_PAGES,
        next: link(page + 1),
        previous: page > 1 ? link(page - 1) : null,
      },
    };
  }
}

const done = (entities: unknown[]): SandboxResponse => ({ status: 200, json: { entities, success: true } });

/** The indexes of one page: from `offset`, at most `limit`, below `n`. */
function range(offset: number, limit: number, n: number): number[] {
  const end = Math.min(n, offset + limit);
  return end > offset ? Array.from({ length: end - offset }, (_, i) => offset + i) : [];
}

/** The index of a "Many Articles" article from its id (volumeArticle), or undefined. */
function volumeIndex(id: string | null): number | undefined {
  const m = /^0b0ba271-0000-4000-8000-([0-9a-f]{12})$/.exec(id ?? '');
  return m ? parseInt(m[1]!, 16) - 1 : undefined;
}

function volumeArticle(world: WaWorld, i: number): WaArticle {
  const date = { date: '2026-03-01 12:00:00.000000', timezone_type: 3, timezone: 'UTC' };
  return {
    id: volumeId('a271', i + 1),
    worldId: world.id,
    authorId: world.ownerId,
    title: `Article ${i + 1}`,
    slug: `article-${i + 1}`,
    template: 'article',
    state: 'private',
    isDraft: false,
    isWip: false,
    isAdultContent: false,
    tags: '',
    categoryId: null,
    articleParent: null,
    parent: null,
    customArticleTemplate: null,
    cover: null,
    portraitId: null,
    // About the size of a short real article, so a pull of thousands moves a realistic number of bytes.
    content: `[h2]Article ${i + 1}[/h2]\r\n[p]${'The river bends north past the old mill. '.repeat(40)}[/p]`,
    sections: {},
    excerpt: '',
    pronunciation: '',
    subheading: '',
    icon: '',
    position: null,
    userMetadata: null,
    relations: {},
    creationDate: date,
    updateDate: date,
    publicationDate: date,
    notificationDate: null,
  };
}
