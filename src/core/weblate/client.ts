// The localization (Weblate) client: typed, validated methods for every endpoint of the seed and the
// URL-referenced ones, unit editing and language management. Lists come whole (fetchAll: large pages,
// parallel) or a page at a time (for trees with a "Load more" node).
import type { z } from 'zod';
import { HttpClient } from '../http/httpClient';
import { fetchAll, fetchPage, type Page } from '../http/paging';
import { ValidationError, type FieldProblem } from '../http/errors';
import type { HttpRequest, PassThroughOptions } from '../http/types';
import {
  ChangeSchema,
  ComponentInProjectSchema,
  ComponentSchema,
  LanguageSchema,
  LockSchema,
  ProjectLanguagesSchema,
  ProjectSchema,
  RepositorySchema,
  StatisticsSchema,
  TranslationInComponentSchema,
  TranslationSchema,
  UnitPatchResultSchema,
  UnitSchema,
  UserSchema,
  type Change,
  type Component,
  type Language,
  type LanguageInput,
  type Project,
  type Statistics,
  type Translation,
  type Unit,
  type UnitPatchResult,
  type User,
} from './schemas';

export interface WeblateClientOptions extends PassThroughOptions {
  /** The server address, e.g. https://hosted.weblate.org/ (the API is at /api/ below it). */
  baseUrl: string;
  /** API token (wlu_… or wlp_…); none = anonymous. */
  token?: string;
  /** page_size asked for on lists (the server caps it: 1000, units 10000). */
  pageSize?: number;
  concurrency?: number;
  userAgent?: string;
}

export interface ListOptions {
  signal?: AbortSignal;
  onProgress?: (done: number, total: number) => void;
}

export interface ChangeFilters {
  timestamp_after?: string;
  timestamp_before?: string;
  action?: number[];
  user?: string;
}

export type ChangeScope = { project: string; component?: string; language?: string } | undefined;

const seg = (s: string) => encodeURIComponent(s);

export class WeblateClient {
  readonly http: HttpClient;
  private readonly pageSize: number;
  private readonly concurrency: number;

  constructor(options: WeblateClientOptions) {
    const root = new URL(options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`);
    // Accept both the server address and its /api/ address.
    const api = root.pathname.endsWith('/api/') ? root : new URL('api/', root);
    this.http = new HttpClient({
      baseUrl: api.href,
      credentialHeaders: options.token ? { Authorization: `Token ${options.token}` } : undefined,
      headers: options.userAgent ? { 'User-Agent': options.userAgent } : undefined,
      onRequestLog: options.onRequestLog,
      timeouts: options.timeouts,
      retry: options.retry,
      maxResponseBytes: options.maxResponseBytes,
      network: options.network,
    });
    this.pageSize = options.pageSize ?? 1000;
    this.concurrency = options.concurrency ?? 4;
  }

  close(): Promise<void> {
    return this.http.close();
  }

  // ---- lists ---------------------------------------------------------------------------------------

  private all<T extends z.ZodType>(
    url: string,
    item: T,
    endpoint: string,
    opts: ListOptions & { pageSize?: number; query?: HttpRequest['query'] } = {},
  ): Promise<z.output<T>[]> {
    return fetchAll(this.http, { method: 'GET', url, endpoint, query: opts.query }, item, {
      pageSize: opts.pageSize ?? this.pageSize,
      concurrency: this.concurrency,
      signal: opts.signal,
      onProgress: opts.onProgress,
    });
  }

  private page<T extends z.ZodType>(
    url: string,
    item: T,
    endpoint: string,
    page: number,
    opts: { pageSize?: number; query?: HttpRequest['query']; signal?: AbortSignal } = {},
  ): Promise<Page<z.output<T>>> {
    return fetchPage(
      this.http,
      {
        method: 'GET',
        url,
        endpoint,
        signal: opts.signal,
        query: { ...opts.query, ...(opts.pageSize ? { page_size: opts.pageSize } : {}) },
      },
      item,
      page,
    );
  }

  listProjects(opts?: ListOptions): Promise<Project[]> {
    return this.all('projects/', ProjectSchema, 'GET /api/projects/', opts);
  }

  listProjectsPage(page: number, pageSize?: number): Promise<Page<Project>> {
    return this.page('projects/', ProjectSchema, 'GET /api/projects/', page, { pageSize });
  }

  /** All components, or those of one project. */
  async listComponents(project?: string, opts?: ListOptions): Promise<Component[]> {
    if (!project) return this.all('components/', ComponentSchema, 'GET /api/components/', opts);
    return this.#withProject(
      project,
      await this.all(
        `projects/${seg(project)}/components/`,
        ComponentInProjectSchema,
        'GET /api/projects/{project}/components/',
        opts,
      ),
    );
  }

  /** `owner`: the project, when the caller has it (a tree row does): then no request reads it (#28). */
  async listComponentsPage(
    project: string,
    page: number,
    pageSize?: number,
    owner?: Project,
  ): Promise<Page<Component>> {
    const p = await this.page(
      `projects/${seg(project)}/components/`,
      ComponentInProjectSchema,
      'GET /api/projects/{project}/components/',
      page,
      { pageSize },
    );
    return { ...p, items: await this.#withProject(project, p.items, owner) };
  }

  /** All translations, or those of one component. */
  async listTranslations(project?: string, component?: string, opts?: ListOptions): Promise<Translation[]> {
    if (!project || !component) return this.all('translations/', TranslationSchema, 'GET /api/translations/', opts);
    return this.#withComponent(
      project,
      component,
      await this.all(
        `components/${seg(project)}/${seg(component)}/translations/`,
        TranslationInComponentSchema,
        'GET /api/components/{project}/{component}/translations/',
        opts,
      ),
    );
  }

  /** `owner`: the component, when the caller has it (a tree row does): then no request reads it (#28). */
  async listTranslationsPage(
    project: string,
    component: string,
    page: number,
    pageSize?: number,
    owner?: Component,
  ): Promise<Page<Translation>> {
    const p = await this.page(
      `components/${seg(project)}/${seg(component)}/translations/`,
      TranslationInComponentSchema,
      'GET /api/components/{project}/{component}/translations/',
      page,
      { pageSize },
    );
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
    return this.all(
      `translations/${seg(project)}/${seg(component)}/${seg(language)}/units/`,
      UnitSchema,
      'GET /api/translations/{project}/{component}/{language}/units/',
      { ...opts, pageSize: Math.max(this.pageSize, 10_000), query: opts.q ? { q: opts.q } : undefined },
    );
  }

  listTranslationUnitsPage(
    project: string,
    component: string,
    language: string,
    page: number,
    opts: { q?: string; pageSize?: number; signal?: AbortSignal } = {},
  ): Promise<Page<Unit>> {
    return this.page(
      `translations/${seg(project)}/${seg(component)}/${seg(language)}/units/`,
      UnitSchema,
      'GET /api/translations/{project}/{component}/{language}/units/',
      page,
      { pageSize: opts.pageSize, signal: opts.signal, query: opts.q ? { q: opts.q } : undefined },
    );
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
    return this.all(
      `components/${seg(project)}/${seg(component)}/statistics/`,
      StatisticsSchema,
      'GET /api/components/{project}/{component}/statistics/',
      opts,
    );
  }

  listComponentLinks(project: string, component: string, opts?: ListOptions): Promise<Project[]> {
    return this.all(
      `components/${seg(project)}/${seg(component)}/links/`,
      ProjectSchema,
      'GET /api/components/{project}/{component}/links/',
      opts,
    );
  }

  listProjectLanguages(project: string): Promise<Statistics[]> {
    return this.http.requestJson(
      { method: 'GET', url: `projects/${seg(project)}/languages/`, endpoint: 'GET /api/projects/{project}/languages/' },
      ProjectLanguagesSchema,
    );
  }

  // ---- single objects -------------------------------------------------------------------------------

  private one<T extends z.ZodType>(
    url: string,
    schema: T,
    endpoint: string,
    signal?: AbortSignal,
  ): Promise<z.output<T>> {
    return this.http.requestJson({ method: 'GET', url, endpoint, signal }, schema);
  }

  getProject(project: string): Promise<Project> {
    return this.one(`projects/${seg(project)}/`, ProjectSchema, 'GET /api/projects/{project}/');
  }

  getProjectStatistics(project: string): Promise<Statistics> {
    return this.one(
      `projects/${seg(project)}/statistics/`,
      StatisticsSchema,
      'GET /api/projects/{project}/statistics/',
    );
  }

  getComponent(project: string, component: string): Promise<Component> {
    return this.one(
      `components/${seg(project)}/${seg(component)}/`,
      ComponentSchema,
      'GET /api/components/{project}/{component}/',
    );
  }

  getComponentLock(project: string, component: string): Promise<{ locked: boolean }> {
    return this.one(
      `components/${seg(project)}/${seg(component)}/lock/`,
      LockSchema,
      'GET /api/components/{project}/{component}/lock/',
    );
  }

  getTranslation(project: string, component: string, language: string): Promise<Translation> {
    return this.one(
      `translations/${seg(project)}/${seg(component)}/${seg(language)}/`,
      TranslationSchema,
      'GET /api/translations/{project}/{component}/{language}/',
    );
  }

  getTranslationStatistics(
    project: string,
    component: string,
    language: string,
    signal?: AbortSignal,
  ): Promise<Statistics> {
    return this.one(
      `translations/${seg(project)}/${seg(component)}/${seg(language)}/statistics/`,
      StatisticsSchema,
      'GET /api/translations/{project}/{component}/{language}/statistics/',
      signal,
    );
  }

  /** The translation file as stored in the repository (text: JSON, TBX, …). */
  async getTranslationFile(project: string, component: string, language: string): Promise<string> {
    const res = await this.http.request({
      method: 'GET',
      url: `translations/${seg(project)}/${seg(component)}/${seg(language)}/file/`,
      endpoint: 'GET /api/translations/{project}/{component}/{language}/file/',
      expect: 'text',
    });
    return res.body as string;
  }

  /** Repository status of a project, a component, or a translation. */
  getRepository(project: string, component?: string, language?: string) {
    if (component && language)
      return this.one(
        `translations/${seg(project)}/${seg(component)}/${seg(language)}/repository/`,
        RepositorySchema,
        'GET /api/translations/{project}/{component}/{language}/repository/',
      );
    if (component)
      return this.one(
        `components/${seg(project)}/${seg(component)}/repository/`,
        RepositorySchema,
        'GET /api/components/{project}/{component}/repository/',
      );
    return this.one(
      `projects/${seg(project)}/repository/`,
      RepositorySchema,
      'GET /api/projects/{project}/repository/',
    );
  }

  getUnit(id: number, signal?: AbortSignal): Promise<Unit> {
    return this.one(`units/${id}/`, UnitSchema, 'GET /api/units/{id}/', signal);
  }

  getChange(id: number): Promise<Change> {
    return this.one(`changes/${id}/`, ChangeSchema, 'GET /api/changes/{id}/');
  }

  getLanguage(code: string): Promise<Language> {
    return this.one(`languages/${seg(code)}/`, LanguageSchema, 'GET /api/languages/{code}/');
  }

  getLanguageStatistics(code: string): Promise<Statistics> {
    return this.one(`languages/${seg(code)}/statistics/`, StatisticsSchema, 'GET /api/languages/{code}/statistics/');
  }

  getUser(username: string): Promise<User> {
    return this.one(`users/${seg(username)}/`, UserSchema, 'GET /api/users/{username}/');
  }

  /** Follows a cross-reference URL from a body (same server only; `?format=api` is dropped). */
  follow<T extends z.ZodType>(url: string, schema: T): Promise<z.output<T>> {
    return this.http.requestJson({ method: 'GET', url, endpoint: 'GET (cross-reference)' }, schema);
  }

  // ---- writes ---------------------------------------------------------------------------------------

  /** Sets a unit's target and state together (the server's rule), after checking them locally. */
  patchUnit(id: number, change: { target: string[]; state: number }, signal?: AbortSignal): Promise<UnitPatchResult> {
    const problems = checkUnitPatch(change);
    if (problems.length > 0) {
      throw new ValidationError(
        `Not sent: ${problems.map((p) => p.message).join(' ')}`,
        'PATCH /api/units/{id}/',
        undefined,
        problems,
      );
    }
    return this.http.requestJson(
      {
        method: 'PATCH',
        url: `units/${id}/`,
        endpoint: 'PATCH /api/units/{id}/',
        body: { target: change.target, state: change.state },
        signal,
      },
      UnitPatchResultSchema,
    );
  }

  createLanguage(input: LanguageInput): Promise<Language> {
    return this.http.requestJson(
      { method: 'POST', url: 'languages/', endpoint: 'POST /api/languages/', body: input },
      LanguageSchema,
    );
  }

  updateLanguage(code: string, input: LanguageInput): Promise<Language> {
    return this.http.requestJson(
      { method: 'PUT', url: `languages/${seg(code)}/`, endpoint: 'PUT /api/languages/{code}/', body: input },
      LanguageSchema,
    );
  }

  patchLanguage(code: string, input: Partial<LanguageInput>): Promise<Language> {
    return this.http.requestJson(
      { method: 'PATCH', url: `languages/${seg(code)}/`, endpoint: 'PATCH /api/languages/{code}/', body: input },
      LanguageSchema,
    );
  }

  async deleteLanguage(code: string): Promise<void> {
    // Not repeated: a DELETE that landed (its answer lost to a timeout or reset) would answer 404 the second
    // time, turning a success into "not found" — seen in the fault matrix on a busy machine.
    await this.http.request({
      method: 'DELETE',
      url: `languages/${seg(code)}/`,
      endpoint: 'DELETE /api/languages/{code}/',
      idempotent: false,
    });
  }
}

/** The server's unit rules (API-NOTES), checked before sending. */
export function checkUnitPatch(change: { target: unknown; state: unknown }): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const { target, state } = change;
  if (!Array.isArray(target) || !target.every((t) => typeof t === 'string'))
    problems.push({ field: 'target', message: 'The target must be a list of plural forms (strings).' });
  if (typeof state !== 'number' || !Number.isInteger(state))
    problems.push({ field: 'state', message: 'The state must be an integer.' });
  if (problems.length > 0) return problems;
  const empty = (target as string[]).every((t) => t === '');
  if (state === 100) problems.push({ field: 'state', message: 'The read-only state cannot be set.' });
  else if (state === 0 && !empty)
    problems.push({ field: 'state', message: 'An untranslated unit must have an empty target.' });
  else if (state !== 0 && empty) problems.push({ field: 'target', message: 'A translation is needed for this state.' });
  return problems;
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
