// Whether a file the server names for a download may be used without the save dialog (issue 42: one
// "Write File" put a server's bytes into conftest.py, package.json, a Makefile or a new src/evil.sh). A
// path from the server (a translation's `filename`, or the file found by that name) is taken only when it
// is the component's file mask with the translation's language code in place of `*`, and its extension is
// one of the component's file format; anything else goes to the save dialog. `package.json` is a `.json`
// file, but not `locales/de.json`. The write policy (core/files) still refuses links, `.git/`, hidden names
// and asks before replacing a file Scriptorium did not write.

/** File extensions of Weblate's file formats (weblate/formats/*.py `format_id` → the files they read). */
const FORMAT_EXTENSIONS: Record<string, readonly string[]> = {
  po: ['po', 'pot'],
  'po-mono': ['po', 'pot'],
  ts: ['ts'],
  xliff: ['xlf', 'xliff', 'sdlxliff', 'mxliff'],
  xliff2: ['xlf', 'xliff'],
  poxliff: ['xlf', 'xliff', 'poxliff'],
  json: ['json'],
  'json-nested': ['json'],
  webextension: ['json'],
  i18next: ['json'],
  i18nextv4: ['json'],
  'go-i18n-json': ['json'],
  'go-i18n-json-v2': ['json'],
  'go-i18n-toml': ['toml'],
  gotext: ['json'],
  formatjs: ['json'],
  'nextcloud-json': ['json'],
  arb: ['arb', 'json'],
  fluent: ['ftl'],
  properties: ['properties'],
  'properties-utf8': ['properties'],
  'properties-utf16': ['properties'],
  gwt: ['properties'],
  'mi18n-lang': ['lang'],
  joomla: ['ini'],
  ini: ['ini'],
  aresource: ['xml'],
  'moko-resource': ['xml'],
  'cmp-resource': ['xml'],
  flatxml: ['xml'],
  strings: ['strings'],
  'strings-utf8': ['strings'],
  stringsdict: ['stringsdict'],
  php: ['php'],
  laravel: ['php'],
  resx: ['resx'],
  resw: ['resw'],
  yaml: ['yml', 'yaml'],
  'ruby-yaml': ['yml', 'yaml'],
  csv: ['csv'],
  'csv-simple': ['csv', 'txt'],
  'csv-simple-iso': ['csv', 'txt'],
  'csv-multi': ['csv'],
  xlsx: ['xlsx'],
  dtd: ['dtd'],
  tbx: ['tbx'],
  html: ['html', 'htm'],
  markdown: ['md'],
  txt: ['txt'],
  srt: ['srt'],
  sub: ['sub'],
  ass: ['ass', 'ssa'],
  idml: ['idml'],
  rc: ['rc'],
  toml: ['toml'],
  wxl: ['wxl'],
  catkeys: ['catkeys'],
};

/** The component's facts the rule reads (server text, as the API sends them). */
export interface MaskedComponent {
  filemask: string;
  file_format: string;
}

/**
 * Whether `path` (workspace-relative, `/`- or `\`-separated) is the component's file for `languageCode`:
 * the mask with the code for its one `*`, ending the path at a segment boundary (the repository may sit
 * deeper in the workspace), with an extension of the component's format. Linear; no pattern from server text.
 */
export function fitsServerFile(path: string, component: MaskedComponent, languageCode: string): boolean {
  const mask = component.filemask.replace(/\\/g, '/');
  const star = mask.indexOf('*');
  if (star < 0 || mask.indexOf('*', star + 1) >= 0 || languageCode === '' || /[\\/*]/.test(languageCode)) return false;
  const expected = `${mask.slice(0, star)}${languageCode}${mask.slice(star + 1)}`;
  const p = path.replace(/\\/g, '/');
  if (p !== expected && !p.endsWith(`/${expected}`)) return false;
  const name = p.slice(p.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  if (dot <= 0) return false;
  return (FORMAT_EXTENSIONS[component.file_format] ?? []).includes(name.slice(dot + 1).toLowerCase());
}
