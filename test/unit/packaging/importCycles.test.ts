// No module of the extension or its browser code reaches itself through its imports, `import type` and
// re-exports included,
// and no folder reaches a sibling folder that reaches it back (docs/ARCHITECTURE.md: the subfolders of a
// feature and of core import each other without a cycle; `npm run graph` prints the folder graph's numbers) (ESLint's import-x/no-cycle enforces the value imports while editing; it skips type
// imports, which tangle the design just the same). The graph is read with TypeScript's own pre-processor.
import { strict as assert } from 'node:assert';
import { relative, resolve } from 'node:path';
import { cycles, folderCycles, importGraph, sources } from '../../../scripts/lib/importGraph';

const ROOTS = ['src', 'webview-ui'];

describe('the import graph', () => {
  it('has no cycle in src/ or webview-ui/, type imports included', () => {
    const graph = importGraph(ROOTS.flatMap((r) => sources(r)));
    assert.ok(graph.size > 100, `modules read: ${graph.size}`);
    assert.deepEqual(
      cycles(graph).map((c) => c.map((f) => relative('.', f)).join(' → ')),
      [],
    );
  });

  it('has no cycle between the subfolders of any folder of src/ (a feature, core, or deeper)', () => {
    const graph = importGraph(sources('src'));
    assert.deepEqual(
      folderCycles(graph, resolve('src')).map(({ parent, knot }) => `in ${parent}/: ${knot.join(' ↔ ')}`),
      [],
    );
  });

  it('sees a folder cycle through a parent’s loose file, and not a subfolder that only uses its parent', () => {
    const at = (p: string) => resolve('/r', p);
    const graph = new Map([
      [at('a/x.ts'), [at('shared.ts')]],
      [at('shared.ts'), [at('b/y.ts')]],
      [at('b/y.ts'), [at('a/z.ts')]],
      [at('a/z.ts'), []],
      [at('c/w.ts'), [at('api.ts')]],
      [at('api.ts'), [at('c/types.ts')]],
      [at('c/types.ts'), []],
    ]);
    assert.deepEqual(folderCycles(graph, at('.')), [{ parent: '.', knot: ['a/', 'b/', 'shared.ts'] }]);
    graph.set(at('b/y.ts'), []);
    assert.deepEqual(folderCycles(graph, at('.')), []);
  });

  it('finds a cycle that goes only through type imports', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    assert.deepEqual(cycles(graph), [['a', 'b', 'c', 'a']]);
    assert.deepEqual(
      cycles(
        new Map([
          ['x', ['y']],
          ['y', []],
        ]),
      ),
      [],
    );
  });
});
