// Run with Node 24 (global WebSocket) by benchMemory.ts when asked where the memory goes: connects to a Node
// inspector, starts V8's sampling heap profiler, and when a line comes on stdin forces garbage collection
// and stops it. The profile then holds the allocations still alive, each with the stack that made it: printed
// as the biggest self sizes by function, and by the innermost frame of Scriptorium's own code on the stack.
// Usage: node heapSample.mjs <ws://…>  (then a line on stdin)  →  a text report on stdout
import { createInterface } from 'node:readline';
import { connectInspector } from './inspectorSession.mjs';

const [url] = process.argv.slice(2);
const { send, close } = await connectInspector(url);

await send('HeapProfiler.enable');
await send('HeapProfiler.startSampling', { samplingInterval: 4096 });
process.stderr.write('sampling\n');
const lines = createInterface({ input: process.stdin });
await new Promise((resolve) => lines.once('line', resolve));
for (let i = 0; i < 3; i++) await send('HeapProfiler.collectGarbage');
const { profile } = await send('HeapProfiler.stopSampling');
close();
lines.close();

const byFrame = new Map();
const byOwn = new Map();
const isOwn = (f) => /scriptorium/i.test(f.url) && !/node_modules/.test(f.url);
const name = (f) => `${f.functionName || '(anonymous)'} ${f.url.replace(/^.*\//, '')}:${f.lineNumber + 1}`;
let total = 0;
const walk = (node, stack) => {
  const here = [...stack, node.callFrame];
  if (node.selfSize > 0) {
    total += node.selfSize;
    const k = name(node.callFrame);
    byFrame.set(k, (byFrame.get(k) ?? 0) + node.selfSize);
    const own = [...here].reverse().find(isOwn);
    const path = here
      .slice(-6)
      .map((f) => name(f))
      .join(' < ');
    const o = own ? `${name(own)}   [${path}]` : `(no Scriptorium frame)   [${path}]`;
    byOwn.set(o, (byOwn.get(o) ?? 0) + node.selfSize);
  }
  for (const c of node.children) walk(c, here);
};
walk(profile.head, []);
const mb = (n) => `${(n / 1024 / 1024).toFixed(2)} MB`;
const top = (m, n) =>
  [...m]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => `${mb(v).padStart(10)}  ${k}`)
    .join('\n');
console.log(
  `alive, sampled: ${mb(total)}\n\nby allocating function:\n${top(byFrame, 40)}\n\nby stack:\n${top(byOwn, 60)}`,
);
