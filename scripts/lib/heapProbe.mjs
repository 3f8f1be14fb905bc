// Run with Node 24 (global WebSocket) by extensionHostInspector.ts: connects to a Node inspector over the
// Chrome DevTools protocol, forces garbage collection, prints the heap in use and, for each class name
// given, how many objects of it a heap snapshot holds (live objects: a snapshot is taken after a full GC).
// Usage: node heapProbe.mjs <ws://…> [ClassName…]  →  {"usedBytes":…, "counts":{"ClassName":n}}
import { connectInspector } from './inspectorSession.mjs';

const [url, ...classes] = process.argv.slice(2);
const chunks = [];
const { send, close } = await connectInspector(url, (m) => {
  if (m.method === 'HeapProfiler.addHeapSnapshotChunk') chunks.push(m.params.chunk);
});

await send('HeapProfiler.enable');
// Several rounds: objects freed by one collection (weak maps, finalizers) are only reclaimed by the next.
for (let i = 0; i < 3; i++) await send('HeapProfiler.collectGarbage');
const { usedSize } = await send('Runtime.getHeapUsage');
const counts = {};
if (classes.length > 0) {
  await send('HeapProfiler.takeHeapSnapshot', { reportProgress: false, captureNumericValue: false });
  const snapshot = JSON.parse(chunks.join(''));
  Object.assign(counts, countByClass(snapshot, classes));
}
close();
console.log(JSON.stringify({ usedBytes: usedSize, counts }));

/**
 * Live objects per class name. The snapshot names an object after its constructor's own (source) name,
 * which minification mangles (`var Cn = class …`): the name that survives is the `name` property esbuild's
 * keepNames gives the class. So each object is followed to it: map → prototype → constructor → name.
 * Prototype objects themselves (a subclass's prototype has the class as its map's prototype) are skipped.
 */
function countByClass(snapshot, classes) {
  const { node_fields: nf, edge_fields: ef, node_types: nt, edge_types: et } = snapshot.snapshot.meta;
  const N = nf.length;
  const E = ef.length;
  const { nodes, edges, strings } = snapshot;
  const [TYPE, NAME, EDGES] = ['type', 'name', 'edge_count'].map((f) => nf.indexOf(f));
  const [ETYPE, ENAME, ETO] = ['type', 'name_or_index', 'to_node'].map((f) => ef.indexOf(f));
  const count = nodes.length / N;
  const first = new Uint32Array(count + 1);
  for (let n = 0, e = 0; n <= count; n++) {
    first[n] = e;
    if (n < count) e += nodes[n * N + EDGES] * E;
  }
  const edge = (n, name) => {
    for (let e = first[n]; e < first[n + 1]; e += E) {
      const type = et[0][edges[e + ETYPE]];
      if ((type === 'property' || type === 'internal') && strings[edges[e + ENAME]] === name) return edges[e + ETO] / N;
    }
    return -1;
  };
  const byMap = new Map();
  const classOf = (n) => {
    const map = edge(n, 'map');
    if (map < 0) return undefined;
    if (!byMap.has(map)) {
      const proto = edge(map, 'prototype');
      const ctor = proto < 0 ? -1 : edge(proto, 'constructor');
      const name = ctor < 0 ? -1 : edge(ctor, 'name');
      byMap.set(
        map,
        name >= 0 && nt[0][nodes[name * N + TYPE]] === 'string'
          ? strings[nodes[name * N + NAME]]
          : ctor >= 0
            ? strings[nodes[ctor * N + NAME]]
            : undefined,
      );
    }
    return byMap.get(map);
  };
  const out = Object.fromEntries(classes.map((c) => [c, 0]));
  for (let n = 0; n < count; n++) {
    if (nt[0][nodes[n * N + TYPE]] !== 'object' || edge(n, 'constructor') >= 0) continue;
    const c = classOf(n);
    if (c !== undefined && c in out) out[c] += 1;
  }
  return out;
}
