// Writes and access: unit PATCH with each of the real server's rules, language management rights, token
// authentication, private projects, methods outside a route's Allow, and rate limiting.
import { strict as assert } from 'node:assert';
import { call, useSandbox, type Got } from './helpers';

const ctx = useSandbox();
const api = (path: string) => `${ctx.sb.origin}/api/${path}`;
const tokens = () => ctx.sb.credentials.weblate;

interface U {
  id: number;
  state: number;
  source: string[];
  target: string[];
  url: string;
}

async function units(path: string, q: string, token = tokens().adminToken): Promise<U[]> {
  return (await call(api(`translations/${path}/units/?page_size=1000&q=${encodeURIComponent(q)}`), { token })).json
    .results;
}

/** PATCH as the translator by default; `null` sends no token. */
const patch = (id: number, json: unknown, token: string | null = tokens().translatorToken) =>
  call(api(`units/${id}/`), { method: 'PATCH', token: token ?? undefined, json });

function refused(r: Got, status: number, attr?: string | null): void {
  assert.equal(r.status, status, r.text);
  assert.deepEqual(Object.keys(r.json), ['type', 'errors']);
  // A body that does not parse is a client error; a body with wrong values a validation error.
  assert.equal(
    r.json.type,
    status === 400 && r.json.errors[0].code !== 'parse_error' ? 'validation_error' : 'client_error',
  );
  for (const e of r.json.errors) assert.deepEqual(Object.keys(e), ['code', 'detail', 'attr']);
  if (attr !== undefined) assert.equal(r.json.errors[0].attr, attr);
}

describe('sandbox: Weblate unit PATCH rules', () => {
  it('needs a token: 401 without one (naming the Token scheme), 401 "Invalid token." for a wrong one', async () => {
    const [u] = await units('atlas/web/de', 'state:0');
    const anonymous = await patch(u!.id, { target: ['x'], state: 20 }, null);
    refused(anonymous, 401);
    assert.equal(anonymous.headers.get('www-authenticate'), 'Token');
    const wrong = await patch(u!.id, { target: ['x'], state: 20 }, 'wlu_notAToken');
    refused(wrong, 401);
    assert.equal(wrong.json.errors[0].detail, 'Invalid token.');
  });

  it('wants target and state together, or neither', async () => {
    const [u] = await units('atlas/web/fr', 'state:0');
    refused(await patch(u!.id, { target: ['Ouvrir'] }), 400);
    refused(await patch(u!.id, { state: 20 }), 400);
    // Explanation and flags belong to the source string (real Weblate: 403 on a translation's unit).
    refused(await patch(u!.id, { explanation: 'Shown in the File menu.' }), 403);
    const [source] = await units('atlas/web/en', 'NOT has:plural');
    const explanation = await patch(source!.id, { explanation: 'Shown in the File menu.' }, tokens().adminToken);
    assert.equal(explanation.status, 200);
    assert.equal(explanation.json.state, 100, 'neither: the state stays');
    assert.equal((await call(api(`units/${source!.id}/`))).json.explanation, 'Shown in the File menu.');
  });

  it('ties the state to the target: 0 needs it empty, the others need text; 100 cannot be set', async () => {
    const [u] = await units('atlas/web/fr', 'state:0 NOT has:plural');
    refused(await patch(u!.id, { target: ['texte'], state: 0 }), 400, 'state');
    refused(await patch(u!.id, { target: [''], state: 20 }), 400, 'target.0');
    refused(await patch(u!.id, { target: ['texte'], state: 100 }), 400, 'state');
    refused(await patch(u!.id, { target: ['texte'], state: 15 }), 400, 'state');
    assert.deepEqual((await call(api(`units/${u!.id}/`))).json.target, [''], 'nothing changed');
  });

  it('wants as many plural forms as the language has', async () => {
    const [u] = await units('atlas/web/ar', 'has:plural');
    const forms = (await call(api('languages/ar/'))).json.plural.number as number;
    refused(await patch(u!.id, { target: ['واحد', 'اثنان'], state: 20 }), 400, 'target');
    const ok = await patch(u!.id, { target: Array.from({ length: forms }, (_, i) => `صيغة ${i}`), state: 10 });
    assert.equal(ok.status, 200, ok.text);
    assert.equal(ok.json.target.length, forms);
  });

  it('refuses a read-only unit with 403, and a malformed body with 400', async () => {
    const [ro] = await units('atlas/web/de', 'state:read-only');
    refused(await patch(ro!.id, { target: ['x'], state: 20 }), 403);
    const [u] = await units('atlas/web/de', 'state:0');
    const bad = await call(api(`units/${u!.id}/`), {
      method: 'PATCH',
      token: tokens().translatorToken,
      body: '{"target": [',
      headers: { 'Content-Type': 'application/json' },
    });
    refused(bad, 400);
    assert.equal(bad.json.errors[0].code, 'parse_error');
  });

  it('answers 405 to PUT and POST on a unit, naming GET, PATCH, HEAD, OPTIONS; DELETE removes strings where allowed', async () => {
    // DELETE exists on real 5.10.4 and 2026.10.1 (it removes a string): refused where the component does not manage strings.
    const del = await call(api('units/1/'), { method: 'DELETE', token: tokens().adminToken });
    refused(del, 403);
    assert.equal(del.json.errors[0].detail, 'Adding strings is disabled in the component configuration.');
    for (const method of ['PUT', 'POST']) {
      const r = await call(api('units/1/'), { method, token: tokens().adminToken, json: { target: ['x'], state: 20 } });
      refused(r, 405);
      assert.equal(r.headers.get('allow'), 'GET, PATCH, HEAD, OPTIONS');
    }
    const options = await call(api('units/1/'), { method: 'OPTIONS' });
    assert.equal(options.status, 200);
    assert.equal(options.headers.get('allow'), 'GET, PATCH, HEAD, OPTIONS');
    assert.equal((await call(api('nothing-here/'), { method: 'OPTIONS' })).status, 404);
  });

  it('saves a valid change: only the writable fields back, the unit, statistics and change log updated', async () => {
    const path = 'mobile/app/de';
    const before = (await call(api(`translations/${path}/`))).json;
    const [u] = await units(path, 'state:0 NOT has:plural');
    const r = await patch(u!.id, { target: ['Übersicht'], state: 20 });
    assert.equal(r.status, 200, r.text);
    assert.equal(r.headers.get('allow'), 'GET, PATCH, HEAD, OPTIONS');
    assert.deepEqual(Object.keys(r.json).sort(), ['explanation', 'extra_flags', 'labels', 'state', 'target']);
    assert.deepEqual(r.json.target, ['Übersicht']);
    const unit = (await call(api(`units/${u!.id}/`))).json;
    assert.deepEqual([unit.target, unit.state, unit.translated], [['Übersicht'], 20, true]);
    const after = (await call(api(`translations/${path}/`))).json;
    assert.equal(after.translated, before.translated + 1);
    assert.equal(after.translated_percent, Math.round((1000 * after.translated) / after.total) / 10);
    const stats = (await call(api(`translations/${path}/statistics/`))).json;
    assert.equal(stats.translated, after.translated);
    const last = (await call(api(`translations/${path}/changes/?page=last`))).json.results.at(-1);
    assert.equal(last.action, 2);
    assert.equal(last.action_name, 'Translation changed');
    assert.equal(last.unit, unit.url);
    assert.match(last.user, /\/api\/users\/translator\/\?format=api$/);
    assert.deepEqual(last.target, 'Übersicht');
    assert.match(last.timestamp, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
    assert.equal(after.last_change, last.timestamp);
    assert.equal(after.last_author, 'Tomás Translator');
  });
});

describe('sandbox: Weblate access', () => {
  const internal = [
    'projects/internal/',
    'projects/internal/components/',
    'projects/internal/statistics/',
    'components/internal/admin/',
    'components/internal/admin/changes/',
    'translations/internal/admin/de/',
    'translations/internal/admin/de/units/',
    'translations/internal/admin/de/file/',
  ];

  it('answers 404 for the private project and everything under it, without the right token', async () => {
    for (const token of [undefined, tokens().translatorToken]) {
      for (const path of internal) refused(await call(api(path), { token }), 404);
    }
    for (const token of [tokens().adminToken, tokens().projectToken]) {
      for (const path of internal) assert.equal((await call(api(path), { token })).status, 200, path);
    }
  });

  it('keeps private units, translations and changes out of lists and single reads', async () => {
    const priv = await units('internal/admin/de', '', tokens().adminToken);
    refused(await call(api(`units/${priv[0]!.id}/`)), 404);
    assert.equal((await call(api(`units/${priv[0]!.id}/`), { token: tokens().projectToken })).status, 200);
    const listed = (await call(api('units/?page_size=10000'))).json.results.map((u: U) => u.id);
    assert.ok(!listed.includes(priv[0]!.id));
    const trs = (await call(api('translations/?page_size=1000'))).json.results;
    assert.ok(trs.every((t: { url: string }) => !t.url.includes('/internal/')));
    // "Created project" has no component: it is hidden by its project alone.
    const privateProjectRecord = (
      await call(api(`projects/internal/changes/`), { token: tokens().adminToken })
    ).json.results.find((c: { action: number }) => c.action === 50);
    assert.equal(privateProjectRecord.component, null);
    refused(await call(privateProjectRecord.url.replace('?format=api', '')), 404);
    const anonymous = (await call(api('changes/?page_size=1000'))).json.results.map((c: { id: number }) => c.id);
    assert.ok(!anonymous.includes(privateProjectRecord.id));
  });

  it('lets a project token write to its project only', async () => {
    const [mine] = await units('internal/admin/fr', 'NOT state:read-only', tokens().adminToken);
    assert.equal((await patch(mine!.id, { target: ['Utilisateurs'], state: 20 }, tokens().projectToken)).status, 200);
    const [other] = await units('atlas/web/fr', 'NOT state:read-only NOT has:plural');
    assert.equal((await patch(other!.id, { target: ['x'], state: 20 }, tokens().projectToken)).status, 404);
  });

  it('answers 404 for a route without its trailing slash', async () => {
    assert.equal((await call(api('projects'))).status, 404);
    assert.equal((await call(api('projects/atlas'))).status, 404);
  });
});

describe('sandbox: Weblate language management', () => {
  const body = { code: 'tlh', name: 'Klingon', direction: 'ltr', plural: { number: 2, formula: 'n != 1' } };

  it('needs an admin token: 401 anonymous, 403 translator or project token', async () => {
    refused(await call(api('languages/'), { method: 'POST', json: body }), 401);
    refused(await call(api('languages/'), { method: 'POST', token: tokens().translatorToken, json: body }), 403);
    refused(await call(api('languages/'), { method: 'POST', token: tokens().projectToken, json: body }), 403);
    refused(
      await call(api('languages/de/'), { method: 'PATCH', token: tokens().translatorToken, json: { name: 'x' } }),
      403,
    );
    refused(await call(api('languages/de/'), { method: 'DELETE', token: tokens().translatorToken }), 403);
    assert.equal((await call(api('languages/de/'))).json.name, 'German', 'nothing changed');
  });

  it('creates, reads, patches, replaces and deletes a language', async () => {
    const admin = tokens().adminToken;
    const created = await call(api('languages/'), { method: 'POST', token: admin, json: body });
    assert.equal(created.status, 201, created.text);
    assert.equal(created.json.url, `${ctx.sb.origin}/api/languages/tlh/?format=api`);
    assert.deepEqual([created.json.plural.number, created.json.plural.formula], [2, 'n != 1']);
    // A duplicate code: `invalid`, tied to no field, as real Weblate 5.10 answers (test/conformance).
    refused(await call(api('languages/'), { method: 'POST', token: admin, json: body }), 400, null);
    const codes = async () =>
      (await call(api('languages/?page_size=1000'))).json.results.map((l: { code: string }) => l.code);
    assert.ok((await codes()).includes('tlh'));
    const patched = await call(api('languages/tlh/'), {
      method: 'PATCH',
      token: admin,
      json: { name: 'tlhIngan Hol' },
    });
    assert.deepEqual([patched.status, patched.json.name, patched.json.direction], [200, 'tlhIngan Hol', 'ltr']);
    refused(await call(api('languages/tlh/'), { method: 'PUT', token: admin, json: { name: 'Only a name' } }), 400);
    const put = await call(api('languages/tlh/'), {
      method: 'PUT',
      token: admin,
      json: { ...body, direction: 'rtl', plural: { number: 3, formula: 'n%3' } },
    });
    assert.deepEqual([put.status, put.json.direction, put.json.plural.number], [200, 'rtl', 3]);
    const gone = await call(api('languages/tlh/'), { method: 'DELETE', token: admin });
    assert.equal(gone.status, 204);
    assert.equal(gone.text, '');
    refused(await call(api('languages/tlh/')), 404);
    assert.ok(!(await codes()).includes('tlh'));
  });

  it('reports every invalid field at once', async () => {
    const r = await call(api('languages/'), {
      method: 'POST',
      token: tokens().adminToken,
      json: { code: 'not a code', direction: 'up', plural: { number: 0 } },
    });
    refused(r, 400);
    const attrs = r.json.errors.map((e: { attr: string }) => e.attr);
    for (const a of ['code', 'name', 'direction', 'plural.number', 'plural.formula']) assert.ok(attrs.includes(a), a);
  });
});

describe('sandbox: Weblate rate limiting', () => {
  const limited = useSandbox({ rateLimit: 4 });

  it('counts every answer down in X-RateLimit-Remaining, then 429 with Retry-After until the reset', async () => {
    const url = (p: string) => `${limited.sb.origin}/api/${p}`;
    const seen: string[] = [];
    for (const p of ['projects/', 'no-such-thing/', 'projects/internal/', 'languages/de/']) {
      const r = await call(url(p));
      assert.equal(r.headers.get('x-ratelimit-limit'), '4');
      seen.push(r.headers.get('x-ratelimit-remaining')!);
      const reset = Number(r.headers.get('x-ratelimit-reset'));
      assert.ok(Number.isInteger(reset) && reset > 0 && reset <= 60, 'seconds until the reset, not a timestamp');
    }
    assert.deepEqual(seen, ['3', '2', '1', '0']);
    const over = await call(url('projects/'));
    refused(over, 429);
    assert.equal(over.json.errors[0].code, 'throttled');
    assert.equal(over.headers.get('x-ratelimit-remaining'), '0');
    assert.equal(over.headers.get('retry-after'), over.headers.get('x-ratelimit-reset'));
  });
});
