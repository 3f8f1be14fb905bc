// The files VS Code's localization reads, and the checks a translation must pass. Used by `npm run l10n`
// (which writes the English bundle and the pseudo-locale) and by test/unit/l10n (which fails, naming the
// strings, when a bundle is stale or a translation lacks a string or breaks a placeholder or a link).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { getL10nJson, type l10nJsonFormat } from '@vscode/l10n-dev';
import { pseudoBundle } from './pseudo';

export const ROOT = resolve(__dirname, '..', '..');
/** The real translations shipped (see docs/LANGUAGES.md). */
export const LANGUAGES = ['de', 'fr'] as const;
export const PSEUDO = 'qps-ploc';

export type Bundle = Record<string, string>;

/** `l10n/bundle.l10n.json`, or its translation into `language`. */
export const codeBundlePath = (language?: string) =>
  join(ROOT, 'l10n', `bundle.l10n${language ? `.${language}` : ''}.json`);
/** `package.nls.json`, or its translation into `language`. */
export const manifestBundlePath = (language?: string) =>
  join(ROOT, `package.nls${language ? `.${language}` : ''}.json`);

export function readBundle(path: string): Bundle {
  return JSON.parse(readFileSync(path, 'utf8')) as Bundle;
}

export function writeBundle(path: string, bundle: Bundle): void {
  writeFileSync(path, `${JSON.stringify(bundle, null, 2)}\n`);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

/** Every `vscode.l10n.t(...)` text of the extension's code, found the way VS Code's own tool finds them. */
export async function exportCodeStrings(onFile: () => void = () => undefined): Promise<Bundle> {
  // Only files that call l10n.t are parsed: the extractor parses each file it is given with a WASM parser,
  // and three files in four have no string to find (the unit tier's hook took over 60 s at load 17). One
  // file at a time, so a caller can see the work go on (about 0.1 s a file; the unit tier's hook limits
  // each file, not the whole, since the whole took over 60 s again at load 20).
  const files = sourceFiles(join(ROOT, 'src'))
    .map((f) => ({ contents: readFileSync(f, 'utf8'), extension: '.ts' }))
    .filter((f) => /\bl10n\s*\.\s*t\b/.test(f.contents));
  const found: l10nJsonFormat = {};
  for (const file of files) {
    Object.assign(found, await getL10nJson([file]));
    onFile();
  }
  const entries = Object.entries(found).map(
    ([key, value]) => [key, typeof value === 'string' ? value : value.message] as const,
  );
  // Sorted, so two branches that add strings merge without conflicts over the order.
  return Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** The pseudo-locale of both bundles, as `npm run l10n` writes it. */
export function pseudoBundles(code: Bundle, manifest: Bundle): { code: Bundle; manifest: Bundle } {
  return { code: pseudoBundle(code), manifest: pseudoBundle(manifest) };
}

/** What must survive translation unchanged: {0} placeholders, markdown link targets (command: links), codicons. */
function invariants(text: string): string[] {
  return [...text.matchAll(/\{\d+\}|\]\([^)]*\)|\$\([\w~-]+\)/g)].map((m) => m[0]).sort();
}

/** Each problem of a translation against its English bundle, one line naming the key. */
export function translationProblems(english: Bundle, translated: Bundle, file: string): string[] {
  const problems: string[] = [];
  for (const [key, text] of Object.entries(english)) {
    const t = translated[key];
    if (typeof t !== 'string' || t.trim() === '') {
      problems.push(`${file}: missing ${JSON.stringify(key)}`);
      continue;
    }
    const want = invariants(text).join(' ');
    const got = invariants(t).join(' ');
    if (want !== got)
      problems.push(`${file}: ${JSON.stringify(key)} must keep ${want || 'no placeholder'} but has ${got || 'none'}`);
  }
  for (const key of Object.keys(translated))
    if (!(key in english)) problems.push(`${file}: ${JSON.stringify(key)} is no longer used (remove it)`);
  return problems;
}
