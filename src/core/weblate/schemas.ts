// Mirrors: shared/seeds/000_30c9af37014a9ba0.txt (the localization service's reading interface), the
// Weblate part of shared/API-NOTES.md, and Weblate's own serializers (weblate/api/serializers.py) of the
// releases docs/TRANSLATING.md names as supported: 4.0 to the newest (checked against 4.0.4, 4.18.2, 5.10.4 and 2026.10.1;
// docs/CONFORMANCE.md). Strict where the seed states a type, so a wrong type fails with its field path;
// open where real servers vary: extra fields pass through (looseObject), `state` and `action` accept any
// integer, every type a serializer can give a field is accepted, and fields older releases omit are
// optional (the release that added each is named beside it). Changes, users, statistics, the repository
// and the lock are statusSchemas.ts, under the same rules.
import { z } from 'zod';
import { PROGRESS_COUNTS } from './statusSchemas';
import { percent, ref } from './wireFields';

export * from './statusSchemas';

/**
 * Signed 64-bit hashes, kept exact as their decimal text (API-NOTES: strings or BigInt): the HTTP client
 * reads them so (parseJson's `hashesAsText`); a unit made elsewhere may hold a bigint or a safe number,
 * which `normalUnit` writes as text. Text is taken only as a canonical integer of at most 20 digits (a
 * signed 64-bit value has 19). Issue 43 (item 9): a BigInt per hash and the copy of the unit it needed
 * were a tenth of the client's time on a 10,000-unit page, and nothing reads the hashes as numbers. A
 * check and no per-field transform: on such a page, unions and per-field pipes cost zod more than the
 * whole rest of the unit (issue 28).
 */
const HASH_TEXT = /^-?(?:0|[1-9]\d{0,19})$/;
const hash64 = z.custom<bigint | number | string>(
  (v) => typeof v === 'bigint' || Number.isSafeInteger(v) || (typeof v === 'string' && HASH_TEXT.test(v)),
);
/** A hash as canonical decimal text: `-0` is 0. */
const isHashText = (v: bigint | number | string): v is string => typeof v === 'string' && v !== '-0';
const hashText = (v: bigint | number | string): string => (isHashText(v) ? v : BigInt(v).toString());
/**
 * Plural forms: a list from 4.3 on; before, one string with the forms joined by Weblate's
 * PLURAL_SEPARATOR (weblate/trans/util.py).
 */
const PLURAL_SEPARATOR = '\x1e\x1e';
const forms = z.custom<string[] | string>(
  (v) => typeof v === 'string' || (Array.isArray(v) && v.every((s) => typeof s === 'string')),
);
const listOfForms = (v: string[] | string): string[] => (typeof v === 'string' ? v.split(PLURAL_SEPARATOR) : v);

export const PluralSchema = z.looseObject({
  id: z.number().int().optional(),
  source: z.number().int().optional(),
  number: z.number().int(),
  formula: z.string(),
  type: z.number().int().optional(),
});

export const LanguageSchema = z.looseObject({
  code: z.string(),
  name: z.string(),
  plural: PluralSchema.optional(), // 4.1+
  aliases: z.array(z.string()).optional(),
  direction: z.string(),
  web_url: z.string().optional(),
  url: ref,
  statistics_url: ref.optional(),
});
export type Language = z.output<typeof LanguageSchema>;

export const ProjectSchema = z.looseObject({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  web: z.string(),
  web_url: z.string(),
  url: ref,
  components_list_url: ref,
  repository_url: ref.optional(),
  statistics_url: ref,
  changes_list_url: ref.optional(),
  languages_url: ref.optional(),
  translation_review: z.boolean().optional(),
  source_review: z.boolean().optional(),
  set_language_team: z.boolean().optional(),
  enable_hooks: z.boolean().optional(),
  instructions: z.string().optional(),
  language_aliases: z.string().optional(),
});
export type Project = z.output<typeof ProjectSchema>;

export const ComponentSchema = z.looseObject({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  source_language: LanguageSchema.optional(), // 4.3+
  project: ProjectSchema,
  vcs: z.string(),
  repo: z.string(),
  push: z.string().optional(),
  git_export: z.string().optional(),
  branch: z.string().optional(),
  push_branch: z.string().optional(),
  filemask: z.string(),
  template: z.string(),
  intermediate: z.string().optional(),
  new_base: z.string().optional(),
  edit_template: z.boolean().optional(),
  file_format: z.string(),
  license: z.string().optional(),
  agreement: z.string().optional(),
  license_url: z.string().nullable().optional(),
  web_url: z.string(),
  url: ref,
  repository_url: ref.optional(),
  translations_url: ref,
  statistics_url: ref,
  lock_url: ref.optional(),
  links_url: ref.optional(),
  changes_list_url: ref.optional(),
  task_url: z.string().nullable().optional(),
  new_lang: z.string().optional(),
  language_code_style: z.string().nullable().optional(),
  check_flags: z.string().optional(),
  priority: z.number().int().optional(),
  enforced_checks: z.unknown().optional(), // a JSONField: a list in practice, any JSON by type
  restricted: z.boolean().optional(),
  repoweb: z.string().optional(),
  report_source_bugs: z.string().optional(),
  merge_style: z.string().optional(),
  commit_message: z.string().optional(),
  add_message: z.string().optional(),
  delete_message: z.string().optional(),
  merge_message: z.string().optional(),
  addon_message: z.string().optional(),
  allow_translation_propagation: z.boolean().optional(),
  manage_units: z.boolean().optional(),
  enable_suggestions: z.boolean().optional(),
  suggestion_voting: z.boolean().optional(),
  suggestion_autoaccept: z.number().int().optional(),
  push_on_commit: z.boolean().optional(),
  commit_pending_age: z.number().int().optional(),
  auto_lock_error: z.boolean().optional(),
  language_regex: z.string().optional(),
  variant_regex: z.string().optional(),
  is_glossary: z.boolean().optional(),
  /** Translators cannot save while a maintainer holds the lock (5.10.4 and 2026.10.1 send it). */
  locked: z.boolean().optional(),
  glossary_color: z.string().optional(),
  addons: z.array(z.unknown()).optional(),
});
export type Component = z.output<typeof ComponentSchema>;
/** A component as listed under its project: real Weblate (5.10) leaves `project` out there — it is the one asked for. */
export const ComponentInProjectSchema = ComponentSchema.extend({ project: ProjectSchema.optional() });

export const TranslationSchema = z.looseObject({
  id: z.number().int(),
  language: LanguageSchema,
  component: ComponentSchema,
  language_code: z.string(),
  filename: z.string(),
  revision: z.string(),
  web_url: z.string(),
  share_url: z.string().optional(),
  translate_url: z.string().optional(),
  url: ref,
  is_template: z.boolean(),
  is_source: z.boolean(),
  ...PROGRESS_COUNTS,
  failing_checks: z.number().int(),
  have_suggestion: z.number().int(),
  have_comment: z.number().int(),
  fuzzy_words: z.number().int().optional(),
  failing_checks_words: z.number().int().optional(),
  failing_checks_percent: percent,
  last_author: z.unknown().nullable(),
  repository_url: ref.optional(),
  file_url: ref.optional(),
  statistics_url: ref,
  changes_list_url: ref.optional(),
  units_list_url: ref,
});
export type Translation = z.output<typeof TranslationSchema>;
/** A translation as listed under its component: real Weblate (5.10) leaves `component` out there. */
export const TranslationInComponentSchema = TranslationSchema.extend({ component: ComponentSchema.optional() });

/** A unit as callers see it: plural forms as lists, a state, hashes as decimal text. */
type NormalUnit<T> = T & { source: string[]; target: string[]; id_hash: string; content_hash: string; state: number };

/**
 * Weblate before 4.3 has no `state` on units, only the flags it is made of; the state is derived from
 * them then (read-only cannot be told apart: it reads as translated). Same for the plural forms (see
 * `forms`), so callers see one shape whatever the release; and the hashes are decimal text whatever
 * came. A unit of 4.3 or newer read by the HTTP client already has that shape and is returned as it is
 * (no copy of 10,000 objects a page); any other gets one spread.
 */
function normalUnit<
  T extends {
    state?: number;
    approved: boolean;
    translated: boolean;
    fuzzy: boolean;
    source: string[] | string;
    target: string[] | string;
    id_hash: bigint | number | string;
    content_hash: bigint | number | string;
  },
>(u: T): NormalUnit<T> {
  if (
    u.state !== undefined &&
    Array.isArray(u.source) &&
    Array.isArray(u.target) &&
    isHashText(u.id_hash) &&
    isHashText(u.content_hash)
  )
    return u as NormalUnit<T>;
  return {
    ...u,
    source: listOfForms(u.source),
    target: listOfForms(u.target),
    id_hash: hashText(u.id_hash),
    content_hash: hashText(u.content_hash),
    state: u.state ?? (u.approved ? 30 : u.translated ? 20 : u.fuzzy ? 10 : 0),
  };
}

export const UnitSchema = z
  .looseObject({
    id: z.number().int(),
    translation: ref,
    source: forms,
    previous_source: z.string(),
    target: forms,
    id_hash: hash64,
    content_hash: hash64,
    location: z.string(),
    context: z.string(),
    note: z.string(),
    flags: z.string(),
    extra_flags: z.string().optional(),
    explanation: z.string().optional(),
    labels: z.array(z.unknown()).optional(),
    state: z.number().int().optional(), // 4.3+; see withState
    fuzzy: z.boolean(),
    translated: z.boolean(),
    approved: z.boolean(),
    position: z.number().int(),
    has_suggestion: z.boolean(),
    has_comment: z.boolean(),
    has_failing_check: z.boolean(),
    num_words: z.number().int(),
    source_unit: ref.optional(), // 4.3+
    screenshots_url: ref.optional(), // 2026.x: the unit's screenshots (5.10.4 has none: screenshots.ts)
    priority: z.number().int(),
    web_url: z.string(),
    url: ref,
  })
  .transform(normalUnit);
export type Unit = z.output<typeof UnitSchema>;

/** PATCH /api/units/{id}/ answers only the writable fields. */
export const UnitPatchResultSchema = z.looseObject({
  target: z.array(z.string()),
  state: z.number().int(),
  explanation: z.string().optional(),
  extra_flags: z.string().optional(),
  labels: z.array(z.unknown()).optional(),
});
export type UnitPatchResult = z.output<typeof UnitPatchResultSchema>;
