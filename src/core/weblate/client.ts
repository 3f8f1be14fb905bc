// The localization (Weblate) client: typed, validated methods for every endpoint of the seed and the
// URL-referenced ones, unit editing and language management. This file holds the single objects and the
// writes; the lists (whole, or a page at a time) are clientLists.ts, what both share clientBase.ts.
import type { z } from 'zod';
import { ValidationError, type FieldProblem } from '../http/errors';
import {
  ChangeSchema,
  ComponentSchema,
  LanguageSchema,
  LockSchema,
  ProjectSchema,
  RepositorySchema,
  StatisticsSchema,
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

import { seg } from './clientBase';
import { WeblateLists } from './clientLists';

export type { ChangeFilters, ChangeScope, ListOptions, WeblateClientOptions } from './clientBase';

export class WeblateClient extends WeblateLists {
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
