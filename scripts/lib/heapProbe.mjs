// Run with Node 24 (global WebSocket) by extensionHostInspector.ts: connects to a Node inspector over the
// Chrome DevTools protocol, forces garbage collection, prints the heap in use and, for each class name
// given, how many objects of it a heap snapshot holds (live objects: a snapshot is taken after a full GC).
/* global WebSocket */
// Usage: node heapProbe.mjs <ws://…> [ClassName…]  →  {"usedBytes":…, "counts":{"ClassName":n}}
const [url, ...classes] = process.argv.slice(2);
const ws = new WebSocket(url);
await new Promise((resolve, reject) => {
  ws.onopen = resolve;
  ws.onerror = () => reject(new Error(`cannot connect to ${url}`));
});
let next = 0;
const pending = new Map();
const chunks = [];
ws.onmessage = (event) => {
  const m = JSON.parse(event.data);
  if (m.id !== undefined) pending.get(m.id)?.(m);
  else if (m.method === 'HeapProfiler.addHeapSnapshotChunk') chunks.push(m.params.chunk);
};
const send = (method, params = {}) =>
  new Promise((resolve, reject) => {
    const id = ++next;
    pending.set(id, (m) => (m.error ? reject(new Error(`${method}: ${m.error.message}`)) : resolve(m.result)));
    ws.send(JSON.stringify({ id, method, params }));
  });

await send('HeapProfiler.enable');
// Several rounds: objects freed by one collection (weak maps, finalizers) are only reclaimed by the next.
for (let i = 0; i < 3; i++) await send('HeapProfiler.collectGarbage');
const { usedSize } = await send('Runtime.getHeapUsage');
const counts = {};
if (classes.length > 0) {
  await send('HeapProfiler.takeHeapSnapshot', { reportProgress: false, captureNumericValue: false });
  const snapshot = JSON.parse(chunks.join(''));
  const fields = snapshot.snapshot.meta.node_fields;
  const types = snapshot.snapshot.meta.node_types[0];
  const stride = fields.length;
  const typeAt = fields.indexOf('type');
  const nameAt = fields.indexOf('name');
  for (const c of classes) counts[c] = 0;
  for (let i = 0; i < snapshot.nodes.length; i += stride) {
    if (types[snapshot.nodes[i + typeAt]] !== 'object') continue;
    const name = snapshot.strings[snapshot.nodes[i + nameAt]];
    if (name in counts) counts[name] += 1;
  }
}
ws.close();
console.log(JSON.stringify({ usedBytes: usedSize, counts }));
