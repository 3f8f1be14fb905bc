// The import graph of src/ at two grains: modules (what the file-cycle test walks) and folders (what the
// folder-cycle rule and `npm run graph` walk). Read with TypeScript's own pre-processor, so `import type`
// and re-exports count: they tangle the design just as much as value imports.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/** Every .ts file under a directory, as absolute paths. */
export function sources(dir: string): string[] {
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

/** Each module with the local modules it imports. */
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

/** Strongly connected parts with more than one node (Tarjan's algorithm, iterative): each is a knot of cycles. */
export function knots(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const found: string[][] = [];
  let counter = 0;
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: { node: string; next: number }[] = [{ node: start, next: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const top = work[work.length - 1]!;
      const edges = graph.get(top.node) ?? [];
      if (top.next < edges.length) {
        const to = edges[top.next++]!;
        if (!index.has(to)) {
          index.set(to, counter);
          low.set(to, counter++);
          stack.push(to);
          onStack.add(to);
          work.push({ node: to, next: 0 });
        } else if (onStack.has(to)) low.set(top.node, Math.min(low.get(top.node)!, index.get(to)!));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(top.node)!));
      if (low.get(top.node) !== index.get(top.node)) continue;
      const part: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        part.push(member);
      } while (member !== top.node);
      if (part.length > 1) found.push(part.sort());
    }
  }
  return found;
}

/** A path relative to the root with forward slashes, the way the rule and the report name folders. */
export function posixRelative(root: string, path: string): string {
  return relative(root, path).split(sep).join('/');
}

/**
 * The graph one folder level down from `parent`: its subfolders (each with everything under it) and its loose
 * files are the nodes; an edge is an import from one node into another. A cycle here is a folder cycle: two
 * subfolders that reach each other, directly or through the parent's loose files.
 */
export function childGraph(modules: Map<string, string[]>, parent: string): Map<string, string[]> {
  const childOf = (file: string): string | undefined => {
    const rest = posixRelative(parent, file);
    if (rest.startsWith('..')) return undefined;
    const [first, ...more] = rest.split('/');
    return more.length > 0 ? `${first}/` : first;
  };
  const graph = new Map<string, Set<string>>();
  for (const [file, imports] of modules) {
    const from = childOf(file);
    if (from === undefined) continue;
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    for (const imported of imports) {
      const to = childOf(imported);
      if (to !== undefined && to !== from) edges.add(to);
    }
  }
  return new Map([...graph].map(([node, edges]) => [node, [...edges].sort()]));
}

/** Every folder holding a module, with its ancestors up to the root. */
export function folders(modules: Map<string, string[]>, root: string): string[] {
  const all = new Set<string>();
  for (const file of modules.keys()) {
    for (let dir = dirname(file); !posixRelative(root, dir).startsWith('..'); dir = dirname(dir)) all.add(dir);
  }
  return [...all].sort();
}

export interface Knot {
  /** The folder the knot sits in, relative to the root ('.' for the root itself). */
  parent: string;
  /** Its subfolders (ending in '/') and the parent's loose files on the cycles. */
  knot: string[];
}

/** Every knot at every level under the root, named by the folder it sits in. */
export function allKnots(modules: Map<string, string[]>, root: string): Knot[] {
  return folders(modules, root).flatMap((parent) =>
    knots(childGraph(modules, parent)).map((knot) => ({ parent: posixRelative(root, parent) || '.', knot })),
  );
}

/**
 * Folder cycles: knots that hold two or more sibling subfolders (reaching each other directly or through the
 * parent's loose files). A knot of one subfolder with its parent's files (a client folder implementing the
 * parent's interface, which names the client's types) is reported by `npm run graph` but is not a folder cycle.
 */
export function folderCycles(modules: Map<string, string[]>, root: string): Knot[] {
  return allKnots(modules, root).filter(({ knot }) => knot.filter((n) => n.endsWith('/')).length >= 2);
}
