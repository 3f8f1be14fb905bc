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
  // Angular templates (read only in a project that depends on ngx-translate).
  'html',
];

export function isSourceLanguage(languageId: string): boolean {
  return SOURCE_LANGUAGES.includes(languageId);
}
