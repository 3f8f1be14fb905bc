// The read-only routes: every GET of the seed's endpoint table and of the URL-referenced endpoints.
import type { ChangesOrder, SandboxRequest, SandboxResponse } from '../types';
import { ACTION_NAMES } from './actions';
import { canSee, type Caller } from './auth';
import { ALLOW_LANGUAGE, ALLOW_UNIT, HttpError, notFound, ok, paginate } from './http';
import {
  computeStats,
  type ChangeRec,
  type ComponentRec,
  type TranslationRec,
  type UnitRec,
  type WeblateDb,
} from './model';
import { compileQuery, QueryError } from './search';
import type { Serializer } from './serialize';
import { componentZip, translationFile } from './files';
import { ALLOW_POST, repositoryRoute, type RepositoryOwner } from './maintenance';

export interface Ctx {
  db: WeblateDb;
  req: SandboxRequest;
  caller: Caller;
  ser: Serializer;
  changesOrder: ChangesOrder;
}

export function visibleComponents(ctx: Ctx): ComponentRec[] {
  return ctx.db.components.filter((c) => canSee(ctx.caller, ctx.db.projects[c.projectId - 1]!));
}

export function findProject(ctx: Ctx, slug: string) {
  const p = ctx.db.projects.find((x) => x.slug === slug);
  if (!p || !canSee(ctx.caller, p)) throw notFound();
  return p;
}

export function findComponent(ctx: Ctx, project: string, slug: string): ComponentRec {
  const p = findProject(ctx, project);
  const c = ctx.db.components.find((x) => x.projectId === p.id && x.slug === decodeURIComponent(slug));
  if (!c) throw notFound();
  return c;
}

export function findTranslation(ctx: Ctx, project: string, component: string, lang: string): TranslationRec {
  const c = findComponent(ctx, project, component);
  const t = ctx.db.translations.find((x) => x.componentId === c.id && x.language === lang);
  if (!t) throw notFound();
  return t;
}

export function findUnit(ctx: Ctx, id: string): UnitRec {
  const u = /^\d+$/.test(id) ? ctx.db.units[Number(id) - 1] : undefined;
  if (!u || u.deleted) throw notFound();
  const t = ctx.db.translations[u.translationId - 1]!;
  findProject(ctx, ctx.db.projects[ctx.db.components[t.componentId - 1]!.projectId - 1]!.slug);
  return u;
}

function unitList(ctx: Ctx, units: UnitRec[]): SandboxResponse {
  const q = ctx.req.url.searchParams.get('q');
  let list = units;
  if (q) {
    try {
      const match = compileQuery(q, (u) => {
        const t = ctx.db.translations[u.translationId - 1]!;
        const c = ctx.db.components[t.componentId - 1]!;
        return { project: ctx.db.projects[c.projectId - 1]!.slug, component: c.slug, language: t.language };
      });
      list = units.filter(match);
    } catch (e) {
      if (e instanceof QueryError)
        throw new HttpError(400, 'invalid', `Could not parse query string: ${e.message}`, 'q', 'validation_error');
      throw e;
    }
  }
  return paginate(ctx.req, list, (u) => ctx.ser.unit(u), 10_000);
}

function changeList(ctx: Ctx, keep: (c: ChangeRec) => boolean): SandboxResponse {
  const params = ctx.req.url.searchParams;
  const after = params.get('timestamp_after');
  const before = params.get('timestamp_before');
  const actions = params.getAll('action').map((raw) => {
    // django-filter's MultipleChoiceFilter: an unknown choice is a validation error, not an empty list.
    if (!/^\d+$/.test(raw) || !(Number(raw) in ACTION_NAMES))
      throw new HttpError(
        400,
        'invalid_choice',
        `Select a valid choice. ${raw} is not one of the available choices.`,
        'action',
        'validation_error',
      );
    return Number(raw);
  });
  const user = params.get('user');
  const parse = (s: string) => {
    const t = Date.parse(s);
    // django-filter names the range filter (timestamp), not the parameter: seen by test/conformance.
    if (Number.isNaN(t))
      throw new HttpError(400, 'invalid', 'Enter a valid date/time.', 'timestamp', 'validation_error');
    return t;
  };
  const afterT = after ? parse(after) : undefined;
  const beforeT = before ? parse(before) : undefined;
  const visible = new Set(visibleComponents(ctx).map((c) => c.id));
  const visibleProjects = new Set(ctx.db.projects.filter((p) => canSee(ctx.caller, p)).map((p) => p.id));
  const list = ctx.db.changes.filter((c) => {
    if (c.componentId !== null && !visible.has(c.componentId)) return false;
    if (c.componentId === null && c.projectId !== null && !visibleProjects.has(c.projectId)) return false;
    if (!keep(c)) return false;
    const t = Date.parse(c.timestamp);
    if (afterT !== undefined && t < afterT) return false;
    if (beforeT !== undefined && t > beforeT) return false;
    if (actions.length > 0 && !actions.includes(c.action)) return false;
    if (user && c.user !== user) return false;
    return true;
  });
  // db.changes is in ascending id (and timestamp) order; real Weblate orders by -timestamp, -id.
  if (ctx.changesOrder === 'newest-first')
    list.sort((a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp) || b.id - a.id);
  return paginate(ctx.req, list, (c) => ctx.ser.change(c));
}

/** Statistics over several translations (project, language); the seed gives `code` to translations only. */
function statsOf(ctx: Ctx, translations: TranslationRec[], name: string, url: string) {
  const ids = new Set(translations.map((t) => t.id));
  const unitIds = translations.flatMap((t) => t.unitIds);
  let last: ChangeRec | undefined;
  for (let i = ctx.db.changes.length - 1; i >= 0 && !last; i--)
    if (ids.has(ctx.db.changes[i]!.translationId ?? 0)) last = ctx.db.changes[i];
  return ok(ctx.ser.statistics(computeStats(ctx.db, unitIds), name, url, last?.timestamp ?? null));
}

/** The project, component or translation a `…/repository/` path names (undefined: not such a path). */
export function repositoryOwner(ctx: Ctx, seg: string[]): RepositoryOwner | undefined {
  const [root, a, b, c, d] = seg;
  const url = ctx.ser.api(`${seg.join('/')}/`);
  if (root === 'projects' && seg.length === 3 && b === 'repository') {
    const project = findProject(ctx, a!);
    return { kind: 'project', project, components: ctx.db.components.filter((x) => x.projectId === project.id), url };
  }
  if (root === 'components' && seg.length === 4 && c === 'repository') {
    const comp = findComponent(ctx, a!, b!);
    return { kind: 'component', project: ctx.db.projects[comp.projectId - 1]!, components: [comp], url };
  }
  if (root === 'translations' && seg.length === 5 && d === 'repository') {
    const translation = findTranslation(ctx, a!, b!, c!);
    const comp = ctx.db.components[translation.componentId - 1]!;
    return { kind: 'translation', project: ctx.db.projects[comp.projectId - 1]!, components: [comp], translation, url };
  }
  return undefined;
}

/** What a user did, from the change log (Weblate's per-user counters). */
function userStatistics(db: WeblateDb, username: string) {
  const mine = db.changes.filter((c) => c.user === username || (c.action === 4 && c.author === username));
  const count = (...actions: number[]) => mine.filter((c) => actions.includes(c.action)).length;
  const languages = new Set(
    mine.filter((c) => c.translationId !== null).map((c) => db.translations[c.translationId! - 1]!.language),
  );
  return {
    translated: count(2, 5, 36),
    suggested: count(4),
    uploaded: count(9),
    commented: count(3),
    languages: languages.size,
  };
}

/** GET routes; returns undefined when nothing matches. */
export function handleRead(ctx: Ctx, seg: string[]): SandboxResponse | undefined {
  const { db, ser } = ctx;
  const [root, a, b, c, d] = seg;
  const n = seg.length;
  if (n === 0) {
    const names = [
      'addons',
      'changes',
      'component-lists',
      'components',
      'groups',
      'languages',
      'projects',
      'roles',
      'screenshots',
      'tasks',
      'translations',
      'units',
      'users',
    ];
    return ok(Object.fromEntries(names.map((x) => [x, ser.api(`${x}/`)])));
  }
  switch (root) {
    case 'projects': {
      if (n === 1)
        return paginate(
          ctx.req,
          db.projects.filter((p) => canSee(ctx.caller, p)),
          (p) => ser.project(p),
        );
      const p = findProject(ctx, a!);
      const comps = db.components.filter((x) => x.projectId === p.id);
      const trs = db.translations.filter((t) => comps.some((x) => x.id === t.componentId));
      if (n === 2) return ok(ser.project(p));
      // Real Weblate 5.10 leaves the owner out of nested lists (test/conformance found it): so does the sandbox.
      if (n === 3 && b === 'components') return paginate(ctx.req, comps, (x) => without(ser.component(x), 'project'));
      if (n === 3 && b === 'statistics') return statsOf(ctx, trs, p.name, ser.api(`projects/${p.slug}/statistics/`));
      if (n === 3 && b === 'changes') return changeList(ctx, (ch) => ch.projectId === p.id);
      if (n === 3 && b === 'repository') return repositoryRoute(ctx, repositoryOwner(ctx, seg)!);
      if (n === 3 && b === 'languages') {
        const langs = [...new Set(trs.map((t) => t.language))].sort();
        return ok(
          langs.map((code) => {
            const l = db.languages.get(code)!;
            const s = computeStats(
              db,
              trs.filter((t) => t.language === code).flatMap((t) => t.unitIds),
            );
            return ser.statistics(s, l.name, ser.api(`languages/${code}/`), null, code);
          }),
        );
      }
      return undefined;
    }
    case 'components': {
      if (n === 1) return paginate(ctx.req, visibleComponents(ctx), (x) => ser.component(x));
      if (n < 3) return undefined;
      const comp = findComponent(ctx, a!, b!);
      const trs = db.translations.filter((t) => t.componentId === comp.id);
      if (n === 3) return ok(ser.component(comp));
      if (c === 'translations') return paginate(ctx.req, trs, (t) => without(ser.translation(t), 'component'), 1000);
      if (c === 'statistics') {
        return paginate(ctx.req, trs, (t) =>
          ser.translationStatistics(t, ser.api(`translations/${a}/${b}/${t.language}/statistics/`)),
        );
      }
      if (c === 'changes') return changeList(ctx, (ch) => ch.componentId === comp.id);
      if (n === 4 && c === 'repository') return repositoryRoute(ctx, repositoryOwner(ctx, seg)!);
      if (n === 4 && c === 'lock') return ok({ locked: comp.locked }, ALLOW_POST);
      if (c === 'file') return componentZip(db, comp);
      if (c === 'links') return paginate(ctx.req, [], (x: never) => x);
      return undefined;
    }
    case 'translations': {
      if (n === 1) {
        const comps = new Set(visibleComponents(ctx).map((x) => x.id));
        return paginate(
          ctx.req,
          db.translations.filter((t) => comps.has(t.componentId)),
          (t) => ser.translation(t),
        );
      }
      if (n < 4) return undefined;
      const t = findTranslation(ctx, a!, b!, c!);
      if (n === 4) return ok(ser.translation(t));
      if (d === 'units')
        return unitList(
          ctx,
          t.unitIds.map((id) => db.units[id - 1]!),
        );
      if (d === 'changes') return changeList(ctx, (ch) => ch.translationId === t.id);
      if (d === 'statistics')
        return ok(ser.translationStatistics(t, ser.api(`translations/${a}/${b}/${c}/statistics/`)));
      if (n === 5 && d === 'repository') return repositoryRoute(ctx, repositoryOwner(ctx, seg)!);
      if (d === 'file') return translationFile(ctx.db, t, ctx.req.url.searchParams.get('format'));
      return undefined;
    }
    case 'units': {
      if (n === 1) {
        const comps = new Set(visibleComponents(ctx).map((x) => x.id));
        return unitList(
          ctx,
          db.units.filter((u) => !u.deleted && comps.has(db.translations[u.translationId - 1]!.componentId)),
        );
      }
      if (n === 2) return ok(ser.unit(findUnit(ctx, a!)), ALLOW_UNIT);
      return undefined;
    }
    case 'changes': {
      if (n === 1) return changeList(ctx, () => true);
      if (n === 2) {
        const ch = /^\d+$/.test(a!) ? db.changes[Number(a) - 1] : undefined;
        if (!ch) throw notFound();
        const project = ch.projectId !== null ? db.projects[ch.projectId - 1] : undefined;
        if (project && !canSee(ctx.caller, project)) throw notFound();
        return ok(ser.change(ch));
      }
      return undefined;
    }
    case 'languages': {
      const langs = [...db.languages.values()].sort((x, y) => x.code.localeCompare(y.code));
      // The seed shows `GET, HEAD, OPTIONS` on every list, this one included, though it also takes POST.
      if (n === 1) return paginate(ctx.req, langs, (l) => ser.language(l));
      const l = db.languages.get(a!);
      if (!l) throw notFound();
      if (n === 2) return ok(ser.language(l), ALLOW_LANGUAGE);
      if (n === 3 && b === 'statistics') {
        const trs = db.translations.filter(
          (t) => t.language === l.code && visibleComponents(ctx).some((x) => x.id === t.componentId),
        );
        return statsOf(ctx, trs, l.name, ser.api(`languages/${l.code}/statistics/`));
      }
      return undefined;
    }
    case 'users': {
      if (n === 1) return paginate(ctx.req, db.users, (u) => ({ full_name: u.fullName, username: u.username }));
      const u = db.users.find((x) => x.username === a);
      if (!u) throw notFound();
      if (n === 2)
        return ok({
          full_name: u.fullName,
          username: u.username,
          id: u.id,
          url: ser.api(`users/${u.username}/`),
          statistics_url: ser.api(`users/${u.username}/statistics/`),
        });
      if (n === 3 && b === 'statistics') return ok(userStatistics(db, u.username));
      return undefined;
    }
    default:
      return undefined;
  }
}

function without(o: object, key: string): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...o };
  delete copy[key];
  return copy;
}
