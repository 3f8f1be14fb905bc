// `npm run docs`: writes docs/SETTINGS.md and docs/COMMANDS.md from package.json (scripts/lib/referenceDocs.ts).
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { referenceDocs } from './lib/referenceDocs';

const root = resolve(__dirname, '..');
for (const [path, text] of Object.entries(referenceDocs(root))) {
  writeFileSync(join(root, path), text);
  console.log(`wrote ${path}`);
}
