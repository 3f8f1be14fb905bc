// What "Extract string" finds at a place in a source file (extractSite.ts for scripts, extractMarkup.ts
// for Vue templates and Python, extractNative.ts for Dart and Swift): kept apart so the two scanners share them without importing each other.

export type ExtractShape =
  'call' | 'jsx-text' | 'jsx-attribute' | 'vue-text' | 'vue-attribute' | 'gettext' | 'dart' | 'swift';

export interface ExtractSite {
  /** The span of the file that is replaced. */
  start: number;
  end: number;
  /** The string as the locale file holds it (escapes resolved, JSX whitespace collapsed). */
  text: string;
  shape: ExtractShape;
  /** The translation function: `t`, `$t`, `this.$t`, `_`. */
  fn: string;
  /** The quote of the call's argument (the literal's own, where it had one). */
  quote: "'" | '"';
  /** For a Vue attribute: its name, written bound (`:title`). */
  attribute?: string;
  /**
   * i18next: the `keyPrefix` of the `useTranslation` whose `t` the call would use: the code writes the key
   * without it (`t('title')` under keyPrefix `checkout` is `checkout.title`).
   */
  keyPrefix?: string;
  /** Dart: the start of the call kept before the getter when a `const` before it is dropped (`Text(`). */
  lead?: string;
  /**
   * Swift / Objective-C: the key is not the text as written but made by the compiler (an interpolation
   * `\(…)` becomes `%@` or `%lld` by its type; a multi-line literal): no strings file can be given it here.
   */
  keyByCompiler?: boolean;
  /** i18next: the namespace that `t` is bound to (`useTranslation('ns')`), if one was written. */
  namespace?: string;
}

export type ExtractRefusal = 'no-string' | 'template-expressions' | 'already-key' | 'not-text' | 'framework';
export type ExtractResult = { site: ExtractSite } | { refused: ExtractRefusal };
