// `npm run package`: the production bundle packed into out/<name>-<version>.vsix by @vscode/vsce, with
// what went in listed (the same list as `vsce ls`) and the sizes.
import { relative } from 'node:path';
import { buildVsix } from './lib/vsix';

const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;

buildVsix().then(
  (built) => {
    console.log(
      `${relative(process.cwd(), built.path)}: ${built.id}@${built.version}, ${kb(built.vsixBytes)} (loaded at activation: ${kb(built.bundleBytes)})`,
    );
    console.log(
      `  bundles: ${Object.entries(built.chunks)
        .map(([f, n]) => `${f} ${kb(n)}`)
        .join(', ')}`,
    );
    for (const f of built.files) console.log(`  ${f}`);
  },
  (e: unknown) => {
    console.error(`package: ${(e as Error).message}`);
    process.exit(1);
  },
);
