// The Weblate client's lists: projects, components, translations, units, languages, changes, users and
// statistics, each whole or a page at a time (clientBase.ts reads them).
import type { z } from 'zod';
import type { Page } from '../http/paging';
import type { HttpRequest } from '../http/types';
import {
  ChangeSchema,
  ComponentInProjectSchema,
  ComponentSchema,
  LanguageSchema,
  ProjectLanguagesSchema,
  ProjectSchema,
  StatisticsSchema,
  TranslationInComponentSchema,
  TranslationSchema,
  UnitSchema,
  UserSchema,
  type Change,
  type Component,
  type Language,
  type Project,
  type Statistics,
  type Translation,
  type Unit,
  type User,
} from './schemas';
import { seg, WeblateClientBase, type ChangeFilters, type ChangeScope, type ListOptions } from './clientBase';

// The nested lists read whole and a page at a time: where each is, the schema of an item, the endpoint's name.
const componentsOf = (project: string) =>
  [
    `projects/${seg(project)}/components/`,
    ComponentInProjectSchema,
    'GET /api/projects/{project}/components/',
  ] as const;
/** A list under a component (its translations, statistics, links). */
const ofComponent = <T extends z.ZodType>(project: string, component: string, list: string, item: T) =>
  [
    `components/${seg(project)}/${seg(component)}/${list}/`,
    item,
    `GET /api/components/{project}/{component}/${list}/`,
  ] as const;
const translationsOf = (project: string, component: string) =>
  ofComponent(project, component, 'translations', TranslationInComponentSchema);
const unitsOf = (project: string, component: string, language: string) =>
  [
    `translations/${seg(project)}/${seg(component)}/${seg(language)}/units/`,
    UnitSchema,
    'GET /api/translations/{project}/{component}/{language}/units/',
  ] as const;

export abstract class WeblateLists extends WeblateClientBase {
  /** Read to fill in the owner a nested list leaves out (client.ts). */
  abstract getProject(project: string): Promise<Project>;
  abstract getComponent(project: string, component: string): Promise<Component>;

  listProjects(opts?: ListOptions): Promise<Project[]> {
    return this.all('projects/', ProjectSchema, 'GET /api/projects/', opts);
  }

  listProjectsPage(page: number, pageSize?: number): Promise<Page<Project>> {
    return this.page('projects/', ProjectSchema, 'GET /api/projects/', page, { pageSize });
  }

  /** All components, or those of one project. */
  async listComponents(project?: string, opts?: ListOptions): Promise<Component[]> {
    if (!project) return this.all('components/', ComponentSchema, 'GET /api/components/', opts);
    return this.#withProject(project, await this.all(...componentsOf(project), opts));
  }

  /** `owner`: the project, when the caller has it (a tree row does): then no request reads it (#28). */
  async listComponentsPage(
    project: string,
    page: number,
    pageSize?: number,
    owner?: Project,
  ): Promise<Page<Component>> {
    const p = await this.page(...componentsOf(project), page, { pageSize });
    return { ...p, items: await this.#withProject(project, p.items, owner) };
  }

  /** All translations, or those of one component. */
  async listTranslations(project?: string, component?: string, opts?: ListOptions): Promise<Translation[]> {
    if (!project || !component) return this.all('translations/', TranslationSchema, 'GET /api/translations/', opts);
    return this.#withComponent(project, component, await this.all(...translationsOf(project, component), opts));
  }

  /** `owner`: the component, when the caller has it (a tree row does): then no request reads it (#28). */
  async listTranslationsPage(
    project: string,
    component: string,
    page: number,
    pageSize?: number,
    owner?: Component,
  ): Promise<Page<Translation>> {
    const p = await this.page(...translationsOf(project, component), page, { pageSize });
    return { ...p, items: await this.#withComponent(project, component, p.items, owner) };
  }

  // Nested lists of real Weblate leave out the owner that was asked for; it is read once and filled in, so
  // every Component carries its project and every Translation its component, whichever list it came from.
  async #withProject(
    project: string,
    items: z.output<typeof ComponentInProjectSchema>[],
    known?: Project,
  ): Promise<Component[]> {
    if (items.every((c) => c.project)) return items as Component[];
    const owner = known ?? (await this.getProject(project));
    return items.map((c) => ({ ...c, project: c.project ?? owner }));
  }

  async #withComponent(
    project: string,
    component: string,
    items: z.output<typeof TranslationInComponentSchema>[],
    known?: Component,
  ): Promise<Translation[]> {
    if (items.every((t) => t.component)) return items as Translation[];
    const owner = known ?? (await this.getComponent(project, component));
    return items.map((t) => ({ ...t, component: t.component ?? owner }));
  }

  listTranslationUnits(
    project: string,
    component: string,
    language: string,
    opts: ListOptions & { q?: string } = {},
  ): Promise<Unit[]> {
    return this.all(...unitsOf(project, component, language), {
      ...opts,
      pageSize: Math.max(this.pageSize, 10_000),
      query: opts.q ? { q: opts.q } : undefined,
    });
  }

  listTranslationUnitsPage(
    project: string,
    component: string,
    language: string,
    page: number,
    opts: { q?: string; pageSize?: number; signal?: AbortSignal } = {},
  ): Promise<Page<Unit>> {
    return this.page(...unitsOf(project, component, language), page, {
      pageSize: opts.pageSize,
      signal: opts.signal,
      query: opts.q ? { q: opts.q } : undefined,
    });
  }

  /** Units across the server, optionally filtered with Weblate's query language. */
  listUnits(opts: ListOptions & { q?: string } = {}): Promise<Unit[]> {
    return this.all('units/', UnitSchema, 'GET /api/units/', {
      ...opts,
      pageSize: Math.max(this.pageSize, 10_000),
      query: opts.q ? { q: opts.q } : undefined,
    });
  }

  listUnitsPage(page: number, opts: { q?: string; pageSize?: number; signal?: AbortSignal } = {}): Promise<Page<Unit>> {
    return this.page('units/', UnitSchema, 'GET /api/units/', page, {
      pageSize: opts.pageSize,
      signal: opts.signal,
      query: opts.q ? { q: opts.q } : undefined,
    });
  }

  listLanguagesPage(page: number, pageSize?: number): Promise<Page<Language>> {
    return this.page('languages/', LanguageSchema, 'GET /api/languages/', page, { pageSize });
  }

  listChanges(filters: ChangeFilters = {}, scope?: ChangeScope, opts?: ListOptions): Promise<Change[]> {
    return this.all(changesPath(scope), ChangeSchema, 'GET /api/changes/', { ...opts, query: changeQuery(filters) });
  }

  listChangesPage(filters: ChangeFilters, page: number, scope?: ChangeScope, pageSize?: number): Promise<Page<Change>> {
    return this.page(changesPath(scope), ChangeSchema, 'GET /api/changes/', page, {
      pageSize,
      query: changeQuery(filters),
    });
  }

  listLanguages(opts?: ListOptions): Promise<Language[]> {
    return this.all('languages/', LanguageSchema, 'GET /api/languages/', opts);
  }

  listUsers(opts?: ListOptions): Promise<User[]> {
    return this.all('users/', UserSchema, 'GET /api/users/', opts);
  }

  /** Per-language statistics of one component's translations. */
  listComponentStatistics(project: string, component: string, opts?: ListOptions): Promise<Statistics[]> {
    return this.all(...ofComponent(project, component, 'statistics', StatisticsSchema), opts);
  }

  listComponentLinks(project: string, component: string, opts?: ListOptions): Promise<Project[]> {
    return this.all(...ofComponent(project, component, 'links', ProjectSchema), opts);
  }

  listProjectLanguages(project: string): Promise<Statistics[]> {
    return this.http.requestJson(
      { method: 'GET', url: `projects/${seg(project)}/languages/`, endpoint: 'GET /api/projects/{project}/languages/' },
      ProjectLanguagesSchema,
    );
  }
}

function changesPath(scope: ChangeScope): string {
  if (!scope) return 'changes/';
  if (scope.component && scope.language)
    return `translations/${seg(scope.project)}/${seg(scope.component)}/${seg(scope.language)}/changes/`;
  if (scope.component) return `components/${seg(scope.project)}/${seg(scope.component)}/changes/`;
  return `projects/${seg(scope.project)}/changes/`;
}

function changeQuery(f: ChangeFilters): HttpRequest['query'] {
  return { timestamp_after: f.timestamp_after, timestamp_before: f.timestamp_before, action: f.action, user: f.user };
}
