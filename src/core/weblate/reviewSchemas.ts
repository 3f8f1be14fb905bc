// Mirrors: Weblate 2026.10.1's weblate/api/serializers.py — SuggestionSerializer (id, unit, target, user,
// timestamp, votes), CommentSerializer (id, comment, timestamp, user; `scope` is write-only), the answer of
// `POST /api/suggestions/{id}/accept/` ({"result": "accepted"}) and of a suggestion that was auto-accepted
// or voted on instead of stored ({"result": …, "suggestion": …|null}). Weblate 5.10.4 has none of these.
import { z } from 'zod';

const forms = z.array(z.string());

export const SuggestionSchema = z.looseObject({
  id: z.number().int(),
  unit: z.string(),
  target: forms,
  /** The author's API URL (…/api/users/{username}/); null when the account is gone. */
  user: z.string().nullable(),
  timestamp: z.string(),
  votes: z.number().int().optional(),
});
export type Suggestion = z.output<typeof SuggestionSchema>;

export const CommentSchema = z.looseObject({
  id: z.number().int(),
  comment: z.string(),
  timestamp: z.string(),
  user: z.string().nullable().optional(),
});
export type Comment = z.output<typeof CommentSchema>;

export const SuggestionActionResultSchema = z.looseObject({ result: z.string() });

/** `POST …/suggestions/`: 201 with the stored suggestion, or 200 when it was accepted or counted as a vote. */
export const SuggestionAddResultSchema = z.union([
  SuggestionSchema,
  z.looseObject({ result: z.string(), suggestion: SuggestionSchema.nullable().optional() }),
]);

/** Where a comment is filed: this translation, the source string (all languages), or a source-string report. */
export const COMMENT_SCOPES = ['translation', 'global', 'report'] as const;
export type CommentScope = (typeof COMMENT_SCOPES)[number];

/** The author's name from a user URL (…/api/users/{username}/), or '' when there is none. */
export function usernameFromUrl(url: string | null | undefined): string {
  if (!url) return '';
  try {
    const parts = new URL(url).pathname.split('/').filter(Boolean);
    const at = parts.lastIndexOf('users');
    return at >= 0 && parts[at + 1] ? decodeURIComponent(parts[at + 1]!) : '';
  } catch {
    return '';
  }
}
