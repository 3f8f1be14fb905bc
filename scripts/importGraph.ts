// `npm run graph`: the numbers of src/'s import graph at the folder grain — folders, edges between them,
// edges running up a layer (core ← platform ← features ← extension.ts), and folder cycles — so a change
// to the layout can say what it did to them. The folder-cycle rule (test/unit/packaging/importCycles.test.ts)
// fails on any cycle this prints.
import { dirname, resolve } from 'node:path';
import { allKnots, folderCycles, folders, importGraph, posixRelative, sources, type Knot } from './lib/importGraph';

const ROOT = resolve('src');

/** How low a folder sits: core 0, platform 1, a feature 2, src/ itself (extension.ts) 3. */
function layer(folder: string): number {
  const top = folder.split('/')[0];
  if (top === 'core') return 0;
  if (top === 'platform') return 1;
  return top === '' ? 3 : 2;
}

interface GraphNumbers {
  folders: number;
  folderEdges: number;
  upwardEdges: string[];
  crossFeatureEdges: string[];
  folderCycles: Knot[];
  otherKnots: Knot[];
}

function graphNumbers(root = ROOT): GraphNumbers {
  const modules = importGraph(sources(root));
  const edges = new Set<string>();
  for (const [file, imports] of modules) {
    const from = posixRelative(root, dirname(file));
    for (const imported of imports) {
      const to = posixRelative(root, dirname(imported));
      if (to !== from) edges.add(`${from || '.'} → ${to || '.'}`);
    }
  }
  const pairs = [...edges].sort().map((e) => e.split(' → ').map((f) => (f === '.' ? '' : f)) as [string, string]);
  const name = ([from, to]: [string, string]) => `${from || '.'} → ${to || '.'}`;
  return {
    folders: folders(modules, root).length,
    folderEdges: edges.size,
    upwardEdges: pairs.filter(([from, to]) => layer(from) < layer(to)).map(name),
    crossFeatureEdges: pairs
      .filter(([from, to]) => layer(from) === 2 && layer(to) === 2 && from.split('/')[0] !== to.split('/')[0])
      .map(name),
    folderCycles: folderCycles(modules, root),
    otherKnots: allKnots(modules, root).filter((k) => !folderCycles(modules, root).some((c) => c.parent === k.parent)),
  };
}

function main(): void {
  const numbers = graphNumbers();
  const inKnots = numbers.folderCycles.reduce((sum, c) => sum + c.knot.length, 0);
  console.log(`folders in src/:               ${numbers.folders}`);
  console.log(`edges between folders:         ${numbers.folderEdges}`);
  console.log(`edges running up a layer:      ${numbers.upwardEdges.length}`);
  for (const edge of numbers.upwardEdges) console.log(`  ${edge}`);
  console.log(`edges between the features:    ${numbers.crossFeatureEdges.length}`);
  for (const edge of numbers.crossFeatureEdges) console.log(`  ${edge}`);
  console.log(
    `folder cycles (knots):         ${numbers.folderCycles.length} (${inKnots} folders or loose files in them)`,
  );
  for (const { parent, knot } of numbers.folderCycles) console.log(`  in ${parent}/: ${knot.join(' ↔ ')}`);
  console.log(`a subfolder knotted with its parent's files (not a folder cycle): ${numbers.otherKnots.length}`);
  for (const { parent, knot } of numbers.otherKnots) console.log(`  in ${parent}/: ${knot.join(' ↔ ')}`);
}

main();
