// Reading code-server's log folder: the text of every file whose name matches, concatenated.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export function findLogText(dir: string, match: (name: string) => boolean): string {
  let text = '';
  for (const entry of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const full = join(dir, entry);
    if (match(entry.split('/').pop()!) && statSync(full).isFile()) text += readFileSync(full, 'utf8') + '\n';
  }
  return text;
}
