// What a scanner of source files reports: each place a translation key is used, with the span of the
// key's text inside its string literal (for hints, hovers and diagnostics), and what the server needs to
// find the string (the key, a gettext msgctxt, an i18next namespace).

export type Framework =
  'i18next' | 'vue-i18n' | 'ngx-translate' | 'angular' | 'gettext' | 'android' | 'flutter' | 'apple' | 'custom';

export interface KeyUsage {
  /** The key as the server knows it: an i18next namespace and a `useTranslation` key prefix resolved. */
  key: string;
  /** i18next namespace (`ns:key`, `useTranslation('ns')`, `{ ns }`), when one was written. */
  namespace?: string;
  /** gettext's msgctxt (`pgettext("ctx", "…")`); i18next's context (`{ context: 'male' }`: `key_male`). */
  context?: string;
  /** i18next: the key was used with a count (`_one`/`_other`, or `_ordinal_…` for an ordinal). */
  plural?: 'cardinal' | 'ordinal';
  /** i18next: the key as written when it was split at the namespace separator (looked up first). */
  whole?: string;
  /** The span is not a string literal's content (a `<Trans>`'s children): the hint goes right after it. */
  bare?: true;
  /** Offset and length of the key's text between its quotes (the whole literal's content). */
  offset: number;
  length: number;
  framework: Framework;
}

/** The most usages one file reports: a hint per key is useful; a generated file of a million calls is not. */
export const MAX_USAGES = 20_000;
