import { strict as assert } from 'node:assert';
import { spawn } from 'node:child_process';
import { call, useSandbox } from './helpers';
import { requestCount } from '../../../scripts/lib/benchSandbox';

const ctx = useSandbox();
const projects = () => `${ctx.sb.origin}/api/projects/`;

describe('sandbox core: faults and recording', () => {
  afterEach(() => ctx.sb.faults.clear());

  it('records every request with its headers', async () => {
    ctx.sb.requests.length = 0;
    await call(`${projects()}?page_size=1`, { token: 'wlu_abc' });
    assert.equal(ctx.sb.requests.length, 1);
    assert.equal(ctx.sb.requests[0]!.path, '/api/projects/');
    assert.equal(ctx.sb.requests[0]!.query, '?page_size=1');
    assert.equal(ctx.sb.requests[0]!.headers.authorization, 'Token wlu_abc');
  });

  it('answers HEAD like GET without a body', async () => {
    const r = await fetch(projects(), { method: 'HEAD' });
    assert.equal(r.status, 200);
    assert.equal((await r.text()).length, 0);
  });

  it('injects a status with a service-shaped body, only on matching paths and methods, `times` times', async () => {
    ctx.sb.faults.add({ kind: 'status', status: 503, path: '^/api/projects/$', method: 'GET', times: 1 });
    assert.equal((await call(`${ctx.sb.origin}/api/languages/`)).status, 200, 'other path untouched');
    const hit = await call(projects());
    assert.equal(hit.status, 503);
    assert.equal(hit.json.type, 'server_error');
    assert.equal((await call(projects())).status, 200, 'used up after one');
    ctx.sb.faults.add({ kind: 'status', status: 500, path: '^/api/aragorn/' });
    const wa = await call(`${ctx.sb.worldAnvilUrl}user`);
    assert.equal(wa.status, 500);
    assert.equal(wa.json.success, false);
  });

  it('injects 429 with Retry-After and rate-limit headers', async () => {
    ctx.sb.faults.add({ kind: 'rateLimit', retryAfterSeconds: 7, times: 1 });
    const r = await call(projects());
    assert.equal(r.status, 429);
    assert.equal(r.headers.get('retry-after'), '7');
    assert.equal(r.headers.get('x-ratelimit-remaining'), '0');
  });

  it('resets the connection', async () => {
    ctx.sb.faults.add({ kind: 'reset', times: 1 });
    await assert.rejects(fetch(projects()));
  });

  it('truncates the body and changes a field type', async () => {
    ctx.sb.faults.add({ kind: 'truncate', times: 1 });
    const cut = await call(projects());
    assert.throws(() => JSON.parse(cut.text));
    ctx.sb.faults.add({ kind: 'wrongType', times: 1 });
    const wrong = await call(projects());
    assert.equal(typeof wrong.json.results[0].name, 'number');
  });

  it('serves an HTML error page and World Anvil 200 success:false', async () => {
    ctx.sb.faults.add({ kind: 'html', times: 1 });
    const html = await call(projects());
    assert.equal(html.status, 502);
    assert.match(html.headers.get('content-type') ?? '', /text\/html/);
    ctx.sb.faults.add({ kind: 'successFalse', times: 1 });
    const wa = await call(`${ctx.sb.worldAnvilUrl}user`);
    assert.equal(wa.status, 200);
    assert.equal(wa.json.success, false);
  });

  it('adds latency', async () => {
    ctx.sb.faults.add({ kind: 'latency', latencyMs: 300, times: 1 });
    const t0 = Date.now();
    await call(projects());
    assert.ok(Date.now() - t0 >= 290);
  });

  it('holds a request until the faults are cleared, then answers it as usual', async () => {
    ctx.sb.faults.add({ kind: 'hold', method: 'GET', path: '^/api/projects/$' });
    const mark = ctx.sb.requests.length;
    let answered = false;
    const held = call(projects()).then((r) => ((answered = true), r));
    assert.equal((await call(`${ctx.sb.origin}/api/languages/`)).status, 200, 'other path untouched');
    // The held request has reached the sandbox (recorded) and still has no answer.
    const recorded = () => ctx.sb.requests.slice(mark).some((r) => r.path === '/api/projects/');
    while (!recorded()) await new Promise((r) => setImmediate(r));
    await call(`${ctx.sb.origin}/api/languages/`);
    assert.equal(answered, false);
    ctx.sb.faults.clear();
    assert.equal((await held).status, 200);
  });

  it('takes faults over HTTP from other processes', async () => {
    const control = `${ctx.sb.origin}/__sandbox/faults`;
    const added = await call(control, {
      method: 'POST',
      json: { kind: 'status', status: 502, path: '^/api/projects/$', times: 1 },
    });
    assert.equal(added.json.faults.length, 1);
    assert.equal((await call(projects())).status, 502);
    await call(control, { method: 'POST', json: { kind: 'status', status: 500 } });
    await call(control, { method: 'DELETE' });
    assert.equal((await call(projects())).status, 200);
    assert.equal((await call(control, { method: 'POST', json: { kind: 'nonsense' } })).status, 400);
  });

  it('collects its garbage on POST /__sandbox/gc when node exposes gc (the benchmark), and says whether it could', async () => {
    const before = await requestCount(ctx.sb.origin);
    const r = await call(`${ctx.sb.origin}/__sandbox/gc`, { method: 'POST' });
    assert.equal(r.status, 200);
    assert.deepEqual(r.json, { collected: typeof (globalThis as { gc?: unknown }).gc === 'function' });
    assert.equal(
      await requestCount(ctx.sb.origin),
      before,
      'a control route is not one of the requests the benchmark counts',
    );
  });

  it('answers unknown routes 404 in each service shape', async () => {
    assert.equal((await call(`${ctx.sb.origin}/api/nothing/`)).json.type, 'client_error');
  });
});

describe('sandbox CLI', () => {
  it('prints its addresses as one JSON line with --json and stops on SIGTERM', async function () {
    this.timeout(30_000);
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'sandbox/main.ts', '--json', '--fault', 'status:503:^/api/units/$'],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const line = await new Promise<string>((resolve, reject) => {
      let buf = '';
      child.stdout.on('data', (d: Buffer) => {
        buf += d.toString();
        if (buf.includes('\n')) resolve(buf.split('\n')[0]!);
      });
      child.on('exit', () => reject(new Error('exited early')));
    });
    const facts = JSON.parse(line);
    assert.match(facts.weblateApi, /^http:\/\/127\.0\.0\.1:\d+\/api\/$/);
    assert.equal((await call(`${facts.weblateApi}projects/`)).status, 200);
    assert.equal((await call(`${facts.weblateApi}units/`)).status, 503);
    const exited = new Promise((r) => child.on('exit', r));
    child.kill('SIGTERM');
    await exited;
  });
});
