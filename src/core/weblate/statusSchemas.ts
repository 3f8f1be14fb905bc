// Mirrors: shared/seeds/000_30c9af37014a9ba0.txt (changes, users, statistics, repository status, the
// component lock, project languages) and Weblate's serializers of those (weblate/api/serializers.py:
// ChangeSerializer, UserSerializer, StatisticsSerializer, RepoRequestSerializer / the repository answer,
// LockSerializer) of the releases docs/TRANSLATING.md names, under the rules schemas.ts states: strict
// where the seed states a type, open where real servers vary, each field older releases omit optional.
import { z } from 'zod';
import { nullableRef, percent, ref } from './wireFields';

export const ChangeSchema = z.looseObject({
  id: z.number().int(),
  unit: nullableRef,
  component: nullableRef,
  translation: nullableRef,
  user: nullableRef,
  author: nullableRef,
  timestamp: z.string(),
  action: z.number().int(),
  action_name: z.string(),
  target: z.string(),
  url: ref,
});
export type Change = z.output<typeof ChangeSchema>;

export const UserSchema = z.looseObject({ full_name: z.string(), username: z.string() });
export type User = z.output<typeof UserSchema>;

/** The progress counts a translation and every statistics answer both carry, by the same names. */
export const PROGRESS_COUNTS = {
  total: z.number().int(),
  translated: z.number().int(),
  fuzzy: z.number().int(),
  total_words: z.number().int(),
  translated_words: z.number().int(),
  translated_percent: percent,
  fuzzy_percent: percent,
  last_change: z.unknown().nullable(),
};

export const StatisticsSchema = z.looseObject({
  ...PROGRESS_COUNTS,
  failing: z.number().int(),
  // Not in 4.0's statistics (Translation.get_stats); present from 4.1 on.
  approved: z.number().int().optional(),
  readonly: z.number().int().optional(),
  suggestions: z.number().int().optional(),
  comments: z.number().int().optional(),
  recent_changes: z.number().int(),
  total_chars: z.number().int().optional(),
  translated_chars: z.number().int().optional(),
  translated_words_percent: percent.optional(),
  translated_chars_percent: percent.optional(),
  failing_percent: percent,
  approved_percent: percent.optional(),
  readonly_percent: percent.optional(),
  name: z.string(),
  url: z.string(),
  code: z.string().optional(),
});
export type Statistics = z.output<typeof StatisticsSchema>;

export const RepositorySchema = z.looseObject({
  needs_commit: z.boolean(),
  needs_merge: z.boolean(),
  needs_push: z.boolean(),
  url: z.string().optional(),
  // A commit description object on newer releases (CommitInfoSerializer in 2026.x), a string on older
  // ones, null on a fresh clone (5.10).
  remote_commit: z.union([z.string(), z.looseObject({}), z.null()]).optional(),
  // null on 2026.x's project repository.
  status: z.string().nullable().optional(),
  merge_failure: z.string().nullable().optional(),
});
export type Repository = z.output<typeof RepositorySchema>;

export const LockSchema = z.looseObject({ locked: z.boolean() });

/** Project language statistics (projects/{p}/languages/) is a plain array, not an envelope. */
export const ProjectLanguagesSchema = z.array(StatisticsSchema);

/** Input of POST /api/languages/ and PUT /api/languages/{code}/ (API-NOTES). */
export interface LanguageInput {
  code: string;
  name: string;
  direction: 'ltr' | 'rtl';
  plural: { number: number; formula: string };
}
