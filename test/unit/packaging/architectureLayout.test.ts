// docs/ARCHITECTURE.md's layout tree is the map a newcomer reads first: it names every folder of src/ that
// holds code, and names nothing that is not there (#45 item 8: it had drifted to 22 of 36 folders).
import { strict as assert } from 'node:assert';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { posixRelative, sources } from '../../../scripts/lib/importGraph';

/** The `src/…` paths the Layout section's code block starts its lines with. */
function layoutPaths(markdown: string): string[] {
  const section = markdown.slice(markdown.indexOf('## Layout'));
  const block = /```\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
  return [...block.matchAll(/^(src\/[^\s]*)/gm)].map((m) => m[1]!.replace(/\/$/, ''));
}

describe('docs/ARCHITECTURE.md’s layout', () => {
  const listed = layoutPaths(readFileSync('docs/ARCHITECTURE.md', 'utf8'));

  it('names every folder of src/ that holds code (a folder, or a file in it)', () => {
    const folders = new Set(sources('src').map((f) => posixRelative(resolve('.'), dirname(f))));
    const named = new Set(listed.flatMap((p) => (p.endsWith('.ts') ? [dirname(p)] : [p])));
    assert.ok(folders.size > 30, `folders read: ${folders.size}`);
    assert.deepEqual([...folders].filter((f) => !named.has(f)).sort(), []);
  });

  it('names nothing that is not there', () => {
    assert.ok(listed.length > 30, `paths read: ${listed.length}`);
    assert.deepEqual(
      listed.filter((p) => !existsSync(p)),
      [],
    );
  });
});
