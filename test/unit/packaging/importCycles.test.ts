// No module of the extension or its browser code reaches itself through its imports, `import type` and
// re-exports included (ESLint's import-x/no-cycle enforces the value imports while editing; it skips type
// imports, which tangle the design just the same). The graph is read with TypeScript's own pre-processor.
import { strict as assert } from 'node:assert';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const ROOTS = ['src', 'webview-ui'];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : path.endsWith('.ts') ? [resolve(path)] : [];
  });
}

/** The local module a relative import names (`./x` → x.ts or x/index.ts), or undefined for a package or a non-TS file. */
function resolveLocal(from: string, spec: string): string | undefined {
  if (!spec.startsWith('.')) return undefined;
  const base = resolve(dirname(from), spec);
  return [`${base}.ts`, join(base, 'index.ts')].find((p) => existsSync(p));
}

export function importGraph(files: string[]): Map<string, string[]> {
  return new Map(
    files.map((file) => [
      file,
      ts
        .preProcessFile(readFileSync(file, 'utf8'), true, true)
        .importedFiles.flatMap((i) => resolveLocal(file, i.fileName) ?? []),
    ]),
  );
}

/** Each cycle once, as the modules along it (depth-first search with the path on a stack, no recursion). */
export function cycles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  for (const start of graph.keys()) {
    if (state.has(start)) continue;
    const stack: { node: string; next: number }[] = [{ node: start, next: 0 }];
    state.set(start, 'open');
    while (stack.length > 0) {
      const top = stack[stack.length - 1]!;
      const edges = graph.get(top.node) ?? [];
      if (top.next >= edges.length) {
        state.set(top.node, 'done');
        stack.pop();
        continue;
      }
      const to = edges[top.next++]!;
      if (state.get(to) === 'open')
        found.push([...stack.slice(stack.findIndex((f) => f.node === to)).map((f) => f.node), to]);
      else if (!state.has(to)) {
        state.set(to, 'open');
        stack.push({ node: to, next: 0 });
      }
    }
  }
  return found;
}

describe('the import graph', () => {
  it('has no cycle in src/ or webview-ui/, type imports included', () => {
    const graph = importGraph(ROOTS.flatMap((r) => sources(r)));
    assert.ok(graph.size > 100, `modules read: ${graph.size}`);
    assert.deepEqual(
      cycles(graph).map((c) => c.map((f) => relative('.', f)).join(' → ')),
      [],
    );
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
