// Suggestions, comments and string management (add, delete, explanation and flags) on a Weblate server.
// Suggestions and comments exist only on releases after 5.10 (5.10.4 has neither); ServerFeatures learns
// which a server has from the first answer and remembers it for the connection.
import type { z } from 'zod';
import { fetchAll } from '../http/paging';
import { ClientError, NotFoundError } from '../http/errors';
import type { WeblateClient } from './client';
import { deleteOnce, seg } from './clientBase';
import { UnitPatchResultSchema, UnitSchema, type Unit, type UnitPatchResult } from './schemas';
import {
  CommentSchema,
  SuggestionActionResultSchema,
  SuggestionAddResultSchema,
  SuggestionSchema,
  type Comment,
  type CommentScope,
  type Suggestion,
} from './reviewSchemas';

const LIST_PAGE_SIZE = 1000;

export function listSuggestions(client: WeblateClient, unitId: number, signal?: AbortSignal): Promise<Suggestion[]> {
  return listOfUnit(client, unitId, 'suggestions', SuggestionSchema, signal);
}

/** Adds a suggestion; `accepted` when the server applied it at once (auto-accept) instead of storing it. */
export async function addSuggestion(
  client: WeblateClient,
  unitId: number,
  target: string[],
): Promise<{ suggestion?: Suggestion; result: 'stored' | 'accepted' | 'voted' }> {
  const body = await client.http.requestJson(
    {
      method: 'POST',
      url: `units/${unitId}/suggestions/`,
      endpoint: 'POST /api/units/{id}/suggestions/',
      body: { target },
    },
    SuggestionAddResultSchema,
  );
  if (!('result' in body) || typeof body.result !== 'string')
    return { suggestion: body as Suggestion, result: 'stored' };
  return {
    suggestion: (body.suggestion as Suggestion | null | undefined) ?? undefined,
    result: body.result === 'voted' ? 'voted' : 'accepted',
  };
}

/** Accepts a suggestion as the unit's translation (`approve` also approves it, which needs review rights). */
export async function acceptSuggestion(client: WeblateClient, suggestionId: number, approve = false): Promise<void> {
  await client.http.requestJson(
    {
      method: 'POST',
      url: `suggestions/${suggestionId}/accept/`,
      endpoint: 'POST /api/suggestions/{id}/accept/',
      body: { approve },
    },
    SuggestionActionResultSchema,
  );
}

export function deleteSuggestion(client: WeblateClient, suggestionId: number): Promise<void> {
  return deleteOnce(client, 'suggestions', suggestionId);
}

export function listComments(client: WeblateClient, unitId: number, signal?: AbortSignal): Promise<Comment[]> {
  return listOfUnit(client, unitId, 'comments', CommentSchema, signal);
}

/** A unit's suggestions or comments, every page. */
function listOfUnit<T extends z.ZodType>(
  client: WeblateClient,
  unitId: number,
  list: 'suggestions' | 'comments',
  schema: T,
  signal: AbortSignal | undefined,
): Promise<z.output<T>[]> {
  return fetchAll(
    client.http,
    { method: 'GET', url: `units/${unitId}/${list}/`, endpoint: `GET /api/units/{id}/${list}/`, signal },
    schema,
    { pageSize: LIST_PAGE_SIZE },
  );
}

/** Files a comment: `translation` on this unit, `global` on its source string, `report` as a source-string issue. */
export function addComment(
  client: WeblateClient,
  unitId: number,
  comment: string,
  scope: CommentScope,
): Promise<Comment> {
  return client.http.requestJson(
    {
      method: 'POST',
      url: `units/${unitId}/comments/`,
      endpoint: 'POST /api/units/{id}/comments/',
      body: { comment, scope },
    },
    CommentSchema,
  );
}

/**
 * Adds a string to a monolingual component (one with a template file): key and source text, posted to the
 * source-language translation. The server answers with the new unit.
 */
export function addMonolingualUnit(
  client: WeblateClient,
  project: string,
  component: string,
  sourceLanguage: string,
  input: { key: string; value: string[] },
): Promise<Unit> {
  return client.http.requestJson(
    {
      method: 'POST',
      url: `translations/${seg(project)}/${seg(component)}/${seg(sourceLanguage)}/units/`,
      endpoint: 'POST /api/translations/{project}/{component}/{language}/units/',
      body: { key: input.key, value: input.value },
    },
    UnitSchema,
  );
}

export function deleteUnit(client: WeblateClient, unitId: number): Promise<void> {
  return deleteOnce(client, 'units', unitId);
}

/** Changes a unit's explanation and/or extra flags (as `wlc edit-unit`); the translation is left alone. */
export function editUnitDetails(
  client: WeblateClient,
  unitId: number,
  change: { explanation?: string; extra_flags?: string },
): Promise<UnitPatchResult> {
  return client.http.requestJson(
    { method: 'PATCH', url: `units/${unitId}/`, endpoint: 'PATCH /api/units/{id}/', body: change },
    UnitPatchResultSchema,
  );
}

export type ReviewFeature = 'suggestions' | 'comments';

/**
 * Which review features a server has, learned by asking: a 404 (no such route, on a unit that was just
 * read) or a 405 says the release lacks it, and the answer is kept for the connection, so a 5.10 server is
 * asked once. Weblate's OpenAPI schema (/api/schema/) would say the same, but it is generated on every
 * request (slow, and hundreds of kilobytes), while the probe is the list the panel needs anyway.
 */
export class ServerFeatures {
  readonly #known = new Map<ReviewFeature, boolean>();

  constructor(private readonly client: WeblateClient) {}

  /** undefined = not asked yet. */
  has(feature: ReviewFeature): boolean | undefined {
    return this.#known.get(feature);
  }

  /** The unit's suggestions, or undefined when the server has no suggestions. Call after reading the unit. */
  suggestions(unitId: number, signal?: AbortSignal): Promise<Suggestion[] | undefined> {
    return this.#probe('suggestions', () => listSuggestions(this.client, unitId, signal));
  }

  /** The unit's comments, or undefined when the server has no comments. Call after reading the unit. */
  comments(unitId: number, signal?: AbortSignal): Promise<Comment[] | undefined> {
    return this.#probe('comments', () => listComments(this.client, unitId, signal));
  }

  /**
   * The unit's suggestions and comments (undefined: the server has none of that kind). Once the server is
   * known to have them, a unit that says it has none (`has_suggestion`; `has_comment`, which counts the
   * unresolved ones) costs no request (#43 item 6); the first string of a connection asks, and so learns.
   */
  lists(unit: Unit, signal?: AbortSignal): Promise<[Suggestion[] | undefined, Comment[] | undefined]> {
    return Promise.all([
      this.#known.get('suggestions') === true && !unit.has_suggestion ? [] : this.suggestions(unit.id, signal),
      this.#known.get('comments') === true && !unit.has_comment ? [] : this.comments(unit.id, signal),
    ]);
  }

  async #probe<T>(feature: ReviewFeature, read: () => Promise<T>): Promise<T | undefined> {
    if (this.#known.get(feature) === false) return undefined;
    try {
      const value = await read();
      this.#known.set(feature, true);
      return value;
    } catch (error) {
      const absent =
        (error instanceof NotFoundError || (error instanceof ClientError && error.status === 405)) &&
        this.#known.get(feature) !== true;
      if (!absent) throw error;
      this.#known.set(feature, false);
      return undefined;
    }
  }
}
