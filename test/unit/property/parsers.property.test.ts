// Random damage to valid answers of both services, fed through the zod schemas the way the clients do
// (HttpClient.validate, behind requestJson) and through the whole client over a loopback server: the
// outcome is the data or a ProtocolError naming the endpoint and the damaged field, never anything untyped.
import { strict as assert } from 'node:assert';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { HttpClient, ProtocolError, ScriptoriumError } from '../../../src/core/http';
import { stringifyJson } from '../../../src/core/http/json';
import { WeblateClient } from '../../../src/core/weblate';
import { WorldAnvilClient } from '../../../src/core/worldanvil';
import { startSandbox } from '../../../sandbox/server';
import { mutate, mutation, related } from './mutate';
import { validBodies, type ValidBody } from './validBodies';

let bodies: ValidBody[] = [];
const validator = new HttpClient({ baseUrl: 'http://127.0.0.1:9/' });

before(async function () {
  this.timeout(30_000);
  const sb = await startSandbox();
  try {
    bodies = await validBodies(sb);
  } finally {
    await sb.close();
  }
});
after(() => validator.close());

function checkProtocolError(e: unknown, endpoint: string, changed: (string | number)[] | undefined): void {
  assert.ok(e instanceof ProtocolError, `untyped or wrong class: ${String(e)}`);
  assert.equal(e.endpoint, endpoint);
  assert.ok(e.message.includes(endpoint), e.message);
  if (e.fieldPath) {
    assert.ok(e.message.includes(`"${e.fieldPath}"`), `the message does not name ${e.fieldPath}: ${e.message}`);
    if (changed)
      assert.ok(related(e.fieldPath, changed), `complains about ${e.fieldPath}, but ${changed.join('.')} was changed`);
  }
}

describe('property: schemas on damaged answers', () => {
  it('accepts every undamaged answer (the seeds are valid)', () => {
    assert.equal(bodies.length, 19);
    for (const b of bodies) assert.doesNotThrow(() => validator.validate(b.body, b.schema, b.endpoint), b.endpoint);
  });

  it('gives data or a ProtocolError naming the endpoint and the damaged field, for every endpoint', () => {
    for (const b of bodies) {
      const seen = { ok: 0, refused: 0, named: 0 };
      fc.assert(
        fc.property(mutation, (m) => {
          const { body, path } = mutate(b.body, m);
          try {
            validator.validate(body, b.schema, b.endpoint);
            seen.ok += 1;
          } catch (e) {
            checkProtocolError(e, b.endpoint, path);
            seen.refused += 1;
            if ((e as ProtocolError).fieldPath) seen.named += 1;
          }
        }),
        { numRuns: 100 },
      );
      // Not vacuous: the damage is caught, mostly with the field named.
      assert.ok(seen.refused > 0 && seen.named > 0, `${b.endpoint}: ${JSON.stringify(seen)}`);
    }
  });

  it('stays typed under several mutations at once', () => {
    fc.assert(
      fc.property(fc.nat(), fc.array(mutation, { minLength: 2, maxLength: 5 }), (i, ms) => {
        const b = bodies[i % bodies.length]!;
        const body = ms.reduce((acc, m) => mutate(acc, m).body, b.body);
        try {
          validator.validate(body, b.schema, b.endpoint);
        } catch (e) {
          checkProtocolError(e, b.endpoint, undefined);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('property: the clients on damaged answers over the wire', () => {
  let server: Server;
  let answer = '';
  let origin = '';
  before(async () => {
    server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(answer);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => new Promise<void>((r) => server.close(() => r())));

  /** Text-level damage on top of the structural one: cut, a stray character, a huge number literal. */
  const textDamage = fc.oneof(
    fc.constant((t: string) => t),
    fc.nat().map((n) => (t: string) => t.slice(0, n % (t.length + 1))),
    fc.tuple(fc.nat(), fc.constantFrom('"', '{', ']', ',', '\\', '\u0000', 'NaN', '1e999', '-')).map(
      ([n, c]) =>
        (t: string) =>
          t.slice(0, n % (t.length + 1)) + c + t.slice(n % (t.length + 1)),
    ),
    fc
      .constantFrom('123456789012345678901234567890', '1e999', '-0.0', '9007199254740993')
      .map((big) => (t: string) => t.replace(/(?<=:)\s*-?\d+(?=[,}\]])/, big)),
  );

  const calls: { endpoint: string; run: (w: WeblateClient, a: WorldAnvilClient) => Promise<unknown> }[] = [
    { endpoint: 'GET /api/units/{id}/', run: (w) => w.getUnit(1) },
    {
      endpoint: 'GET /api/translations/{project}/{component}/{language}/',
      run: (w) => w.getTranslation('p', 'c', 'de'),
    },
    {
      endpoint: 'GET /api/translations/{project}/{component}/{language}/units/',
      run: (w) => w.listTranslationUnitsPage('p', 'c', 'de', 1),
    },
    { endpoint: 'PATCH /api/units/{id}/', run: (w) => w.patchUnit(1, { target: ['x'], state: 20 }) },
    { endpoint: 'GET /api/projects/{project}/languages/', run: (w) => w.listProjectLanguages('p') },
    { endpoint: 'GET article/{id}', run: (_w, a) => a.getArticle('x', { loadAllProperties: true }) },
    { endpoint: 'GET world/{id}/articles', run: (_w, a) => a.listArticles('w', { offset: 0, limit: 50 }) },
    { endpoint: 'GET user', run: (_w, a) => a.getUser() },
  ];

  it('ends every call in data or a typed error naming its endpoint', async () => {
    const w = new WeblateClient({ baseUrl: `${origin}/`, token: 'wlu_property', retry: { maxRetries: 0 } });
    const a = new WorldAnvilClient({
      baseUrl: `${origin}/api/aragorn/`,
      authToken: 'auth',
      applicationKey: 'app',
      requestsPerSecond: 0,
      retry: { maxRetries: 0 },
    });
    const seen = { ok: 0, refused: 0, other: 0 };
    try {
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...calls), mutation, textDamage, async (call, m, damage) => {
          const seed = bodies.find((b) => b.endpoint === call.endpoint)!;
          const { body } = mutate(seed.body, m);
          answer = damage(body === undefined ? '' : stringifyJson(body));
          try {
            await call.run(w, a);
            seen.ok += 1;
          } catch (e) {
            seen[e instanceof ProtocolError ? 'refused' : 'other'] += 1;
            assert.ok(e instanceof ScriptoriumError, `untyped: ${String(e)}`);
            assert.ok(e.message.includes(call.endpoint), e.message);
            if (e instanceof ProtocolError && e.fieldPath) assert.ok(e.message.includes(`"${e.fieldPath}"`), e.message);
          }
        }),
        { numRuns: 300 },
      );
    } finally {
      await Promise.all([w.close(), a.close()]);
    }
    assert.ok(seen.ok > 0 && seen.refused > 0, JSON.stringify(seen));
  });
});
