// A session with a Node inspector over the Chrome DevTools protocol (Node 24's global WebSocket), shared by
// heapProbe.mjs and heapSample.mjs: `send` a method and get its result; events go to `onEvent`.
/* global WebSocket */
export async function connectInspector(url, onEvent = () => undefined) {
  const ws = new WebSocket(url);
  await new Promise((resolve, reject) => {
    ws.onopen = resolve;
    ws.onerror = () => reject(new Error(`cannot connect to ${url}`));
  });
  let next = 0;
  const pending = new Map();
  ws.onmessage = (event) => {
    const m = JSON.parse(event.data);
    if (m.id !== undefined) pending.get(m.id)?.(m);
    else onEvent(m);
  };
  const send = (method, params = {}) =>
    new Promise((resolve, reject) => {
      const id = ++next;
      pending.set(id, (m) => (m.error ? reject(new Error(`${method}: ${m.error.message}`)) : resolve(m.result)));
      ws.send(JSON.stringify({ id, method, params }));
    });
  return { send, close: () => ws.close() };
}
