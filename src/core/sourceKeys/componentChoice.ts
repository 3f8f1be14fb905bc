// Which components hold the keys of a source file (issue 44 item 6). The demo's React app was told that
// every key "is not a string of mobile/android": the first locale file found as near as the app's own was
// Android's strings.xml, listed before locales/en.json by name. Now a component counts only when its file
// format can hold the keys of the file's framework (an i18next app's keys live in JSON, never in Android
// resources); the nearest such locale files win; among files as near, the workspace's .weblate component
// comes first and the others as near are looked up after it, rather than one of them picked by its name.

/** The kind of file a source file's keys live in, from its language and its project's frameworks. */
export type KeyFamily = 'json' | 'gettext' | 'xliff' | 'android' | 'arb' | 'apple' | 'any';

/** Weblate's `file_format` ids (weblate/formats/*.py) of each family. */
const FAMILY_FORMATS: Record<Exclude<KeyFamily, 'any'>, ReadonlySet<string>> = {
  // Key/value files: i18next, vue-i18n and ngx-translate read JSON, and YAML through a loader.
  json: new Set([
    'json',
    'json-nested',
    'webextension',
    'i18next',
    'i18nextv4',
    'formatjs',
    'nextcloud-json',
    'go-i18n-json',
    'go-i18n-json-v2',
    'gotext',
    'yaml',
    'ruby-yaml',
  ]),
  gettext: new Set(['po', 'po-mono', 'poxliff']),
  // @angular/localize: `ng extract-i18n` writes XLIFF 1.2 (xlf) or 2.0, or ARB; units named by message id.
  xliff: new Set(['xliff', 'xliff2', 'arb']),
  android: new Set(['aresource', 'moko-resource', 'cmp-resource']),
  // Flutter's gen-l10n reads ARB (JSON with @-metadata); Apple's .strings and .stringsdict.
  arb: new Set(['arb']),
  apple: new Set(['strings', 'strings-utf8', 'stringsdict']),
};

/** What the scanner reads a file as (scan.ts): the language decides, and for scripts the framework found. */
export function keyFamily(
  languageId: string,
  frameworks: {
    i18next: boolean;
    vueI18n: boolean;
    ngxTranslate: boolean;
    gettext: boolean;
    angularLocalize?: boolean;
  },
): KeyFamily {
  switch (languageId) {
    case 'javascript':
    case 'javascriptreact':
    case 'typescript':
    case 'typescriptreact':
      if (frameworks.i18next || frameworks.vueI18n || frameworks.ngxTranslate) return 'json';
      if (frameworks.angularLocalize) return 'xliff';
      // No framework in package.json: scanned as i18next, but nothing says where its keys live.
      return frameworks.gettext ? 'gettext' : 'any';
    case 'vue':
      return 'json';
    case 'html':
      return frameworks.ngxTranslate ? 'json' : frameworks.angularLocalize ? 'xliff' : 'any';
    case 'django-html':
    case 'jinja':
    case 'jinja-html':
      return 'gettext';
    case 'python':
    case 'c':
    case 'cpp':
      return 'gettext';
    case 'java':
    case 'kotlin':
    case 'xml':
      return 'android';
    case 'dart':
      return 'arb';
    case 'swift':
    case 'objective-c':
    case 'objective-cpp':
      return 'apple';
    default:
      // PHP reads gettext calls, but Laravel's __() keys live in PHP or JSON files: any format may hold them.
      return 'any';
  }
}

/** Whether a component of Weblate file format `format` can hold the keys of a file of `family`. */
export function formatFits(family: KeyFamily, format: string | undefined): boolean {
  return family === 'any' || format === undefined || FAMILY_FORMATS[family].has(format);
}

export interface ComponentCandidate {
  /** The component's identity (its API URL). */
  id: string;
  /** Its `file_format`. */
  format: string;
  /** How many leading path segments the locale file shares with the source file's folder. */
  near: number;
}

/**
 * The components a file's keys are looked up in, in order: those of the nearest locale files whose format
 * fits, the .weblate component (`preferred`) first among them, then the others in the order given, each
 * once, at most `max`. Empty when no locale file fits.
 */
export function chooseComponents<C extends ComponentCandidate>(
  candidates: readonly C[],
  family: KeyFamily,
  preferred: string | undefined,
  max: number,
): C[] {
  const fitting = candidates.filter((c) => formatFits(family, c.format));
  if (fitting.length === 0) return [];
  const nearest = Math.max(...fitting.map((c) => c.near));
  const seen = new Set<string>();
  const tie = fitting.filter((c) => c.near === nearest && !seen.has(c.id) && seen.add(c.id));
  const first = tie.filter((c) => c.id === preferred);
  return [...first, ...tie.filter((c) => c.id !== preferred)].slice(0, max);
}
