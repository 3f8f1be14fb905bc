// `npm run l10n`: regenerates l10n/bundle.l10n.json from the vscode.l10n.t(...) calls in src/, and the
// pseudo-locale of both bundles (l10n/bundle.l10n.qps-ploc.json, package.nls.qps-ploc.json); then lists
// what each translation still lacks. Run it after adding or changing a string; commit what it writes.
import { existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import {
  codeBundlePath,
  exportCodeStrings,
  LANGUAGES,
  manifestBundlePath,
  PSEUDO,
  pseudoBundles,
  readBundle,
  translationProblems,
  writeBundle,
} from './l10n/bundles';

async function main(): Promise<number> {
  const code = await exportCodeStrings();
  mkdirSync(dirname(codeBundlePath()), { recursive: true });
  writeBundle(codeBundlePath(), code);
  const manifest = readBundle(manifestBundlePath());
  const pseudo = pseudoBundles(code, manifest);
  writeBundle(codeBundlePath(PSEUDO), pseudo.code);
  writeBundle(manifestBundlePath(PSEUDO), pseudo.manifest);
  console.log(
    `l10n: ${Object.keys(code).length} strings in code, ${Object.keys(manifest).length} in the manifest; pseudo-locale ${PSEUDO} written`,
  );
  let open = 0;
  for (const language of LANGUAGES) {
    const problems = [
      ...translationProblems(
        code,
        existsSync(codeBundlePath(language)) ? readBundle(codeBundlePath(language)) : {},
        `l10n/bundle.l10n.${language}.json`,
      ),
      ...translationProblems(
        manifest,
        existsSync(manifestBundlePath(language)) ? readBundle(manifestBundlePath(language)) : {},
        `package.nls.${language}.json`,
      ),
    ];
    open += problems.length;
    for (const p of problems) console.log(`  ${p}`);
  }
  console.log(open === 0 ? 'l10n: every translation is complete' : `l10n: ${open} translation problem(s) above`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(`l10n: ${(e as Error).message}`);
    process.exit(1);
  },
);
