// The VS Code languages whose files are scanned for translation keys. Kept apart from the scanners so the
// light entry (which decides when the localization chunk loads) can read it without loading them.
export const SOURCE_LANGUAGES: readonly string[] = [
  'javascript',
  'javascriptreact',
  'typescript',
  'typescriptreact',
  'vue',
  'python',
  'c',
  'cpp',
  'php',
  'java',
  'kotlin',
  'xml',
  // Flutter's generated localizations; Apple platforms (Swift, Objective-C).
  'dart',
  'swift',
  'objective-c',
  'objective-cpp',
  // Angular templates (ngx-translate, @angular/localize); Django and Jinja2 templates.
  'html',
  'django-html',
  'django-txt',
  'jinja',
  'jinja-html',
];

export function isSourceLanguage(languageId: string): boolean {
  return SOURCE_LANGUAGES.includes(languageId);
}

/** The VS Code language of a source file by its extension, for files read without opening them. */
const BY_EXTENSION: Record<string, string> = {
  js: 'javascript',
  mjs: 'javascript',
  cjs: 'javascript',
  jsx: 'javascriptreact',
  ts: 'typescript',
  mts: 'typescript',
  cts: 'typescript',
  tsx: 'typescriptreact',
  vue: 'vue',
  py: 'python',
  c: 'c',
  h: 'c',
  cc: 'cpp',
  cpp: 'cpp',
  hpp: 'cpp',
  php: 'php',
  java: 'java',
  kt: 'kotlin',
  xml: 'xml',
  html: 'html',
  djhtml: 'django-html',
  jinja: 'jinja',
  jinja2: 'jinja',
  j2: 'jinja',
  dart: 'dart',
  swift: 'swift',
  m: 'objective-c',
  mm: 'objective-cpp',
};

/** The glob of every file languageOfPath knows. */
export const SOURCE_FILES_GLOB = `**/*.{${Object.keys(BY_EXTENSION).join(',')}}`;

export function languageOfPath(path: string): string | undefined {
  const dot = path.lastIndexOf('.');
  return dot < 0 || dot < path.lastIndexOf('/') ? undefined : BY_EXTENSION[path.slice(dot + 1).toLowerCase()];
}
