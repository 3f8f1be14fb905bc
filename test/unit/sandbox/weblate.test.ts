import { strict as assert } from 'node:assert';
import { call, useSandbox } from './helpers';

const ctx = useSandbox();
const api = (path: string) => `${ctx.sb.origin}/api/${path}`;
const admin = () => ctx.sb.credentials.weblate.adminToken;

describe('sandbox: Weblate reads', () => {
  it('serves the list envelope with 20 per page, absolute ?format=api links and the seed headers', async () => {
    const r = await call(api('changes/'));
    assert.equal(r.status, 200);
    assert.equal(r.headers.get('content-type'), 'application/json');
    assert.equal(r.headers.get('vary'), 'Accept');
    assert.equal(r.headers.get('allow'), 'GET, HEAD, OPTIONS');
    assert.deepEqual(Object.keys(r.json), ['count', 'next', 'previous', 'results']);
    assert.equal(r.json.results.length, 20);
    assert.equal(r.json.previous, null);
    assert.match(r.json.next, /\/api\/changes\/\?page=2$/);
    const ids = r.json.results.map((c: { id: number }) => c.id);
    assert.deepEqual(
      ids,
      [...ids].sort((a, b) => a - b),
      'ascending id order',
    );
    for (const c of r.json.results) assert.match(c.url, /^http:\/\/127\.0\.0\.1:\d+\/api\/changes\/\d+\/\?format=api$/);
  });

  it('links page 2 back to a page-1 URL without a page parameter, and answers 404 past the end', async () => {
    const p2 = await call(api('changes/?page=2'));
    assert.equal(p2.status, 200);
    assert.ok(!new URL(p2.json.previous).searchParams.has('page'));
    const last = Math.ceil(p2.json.count / 20);
    const lastPage = await call(api(`changes/?page=${last}`));
    assert.equal(lastPage.json.results.length, p2.json.count - 20 * (last - 1));
    assert.equal(lastPage.json.next, null);
    const past = await call(api(`changes/?page=${last + 1}`));
    assert.equal(past.status, 404);
    assert.equal(past.json.errors[0].detail, 'Invalid page.');
  });

  it('honours page_size up to 1000, and up to 10000 on units', async () => {
    const langs = await call(api('languages/?page_size=5'));
    assert.equal(langs.json.results.length, 5);
    const big = await call(api('units/?page_size=5000'));
    assert.equal(big.json.results.length, Math.min(5000, big.json.count));
    const capped = await call(api('changes/?page_size=5000'));
    assert.equal(capped.json.results.length, Math.min(1000, capped.json.count));
  });

  it('describes units with every seed field, plural arrays and exact 64-bit hashes', async () => {
    const r = await call(api('translations/atlas/web/ar/units/?page_size=100'));
    const units = r.json.results;
    const fields = [
      'translation',
      'source',
      'previous_source',
      'target',
      'id_hash',
      'content_hash',
      'location',
      'context',
      'note',
      'flags',
      'extra_flags',
      'explanation',
      'state',
      'fuzzy',
      'translated',
      'approved',
      'position',
      'has_suggestion',
      'has_comment',
      'has_failing_check',
      'num_words',
      'source_unit',
      'priority',
      'web_url',
      'url',
      'id',
    ];
    for (const u of units) for (const f of fields) assert.ok(f in u, `unit ${u.id} lacks ${f}`);
    const plural = units.find((u: { source: string[]; state: number }) => u.source.length === 2 && u.state !== 0);
    assert.equal(plural.target.length, 6, 'Arabic has six plural forms');
    assert.ok(units.some((u: { id_hash: bigint }) => typeof u.id_hash === 'bigint' && u.id_hash < 0n));
    for (const u of units) {
      assert.ok(r.text.includes(`"id_hash":${u.id_hash}`), 'hash written exactly in the JSON text');
      const checksum = new URL(u.web_url).searchParams.get('checksum');
      assert.equal(checksum, (BigInt(u.id_hash) + 2n ** 63n).toString(16).padStart(16, '0'));
    }
  });

  it('covers every unit state across the sample, with the flags Weblate sets', async () => {
    const r = await call(api('units/?page_size=10000'));
    const states = new Set(r.json.results.map((u: { state: number }) => u.state));
    for (const s of [0, 10, 20, 30, 100]) assert.ok(states.has(s), `state ${s} present`);
    for (const u of r.json.results) {
      assert.equal(u.translated, u.state >= 20);
      assert.equal(u.fuzzy, u.state === 10);
      assert.equal(u.approved, u.state === 30);
      if (u.state === 0) assert.deepEqual(u.target, ['']);
    }
  });

  it('points source_unit at the source-language unit (itself in the source translation)', async () => {
    const de = (await call(api('translations/atlas/web/de/units/'))).json.results[0];
    const src = (await call(de.source_unit.replace('?format=api', ''))).json;
    assert.match(src.translation, /\/translations\/atlas\/web\/en\//);
    assert.equal(src.source_unit, src.url);
    assert.deepEqual(src.source, de.source);
  });

  it('serves a regional translation whose language_code differs from language.code, and an RTL language', async () => {
    const t = (await call(api('translations/atlas/web/pt_BR/'))).json;
    assert.equal(t.language.code, 'pt_BR');
    assert.equal(t.language_code, 'pt-BR');
    assert.equal(t.filename, 'locales/pt-BR.json');
    assert.equal(t.component.file_format, 'json-nested');
    const ar = (await call(api('languages/ar/'))).json;
    assert.equal(ar.direction, 'rtl');
    assert.equal((await call(api('languages/ar/'))).headers.get('allow'), 'GET, PUT, PATCH, DELETE, HEAD, OPTIONS');
  });

  it('keeps translation counts consistent with its units and statistics', async () => {
    const t = (await call(api('translations/atlas/web/de/'))).json;
    const units = (await call(api('translations/atlas/web/de/units/?page_size=1000'))).json.results;
    const s = (await call(api('translations/atlas/web/de/statistics/'))).json;
    assert.equal(t.total, units.length);
    assert.equal(t.translated, units.filter((u: { state: number }) => u.state >= 20).length);
    assert.equal(s.translated, t.translated);
    assert.equal(s.code, 'de');
    assert.equal(t.translated_percent, Math.round((1000 * t.translated) / t.total) / 10);
  });

  it('answers every URL-referenced endpoint', async () => {
    const paths = [
      'projects/atlas/',
      'projects/atlas/components/',
      'projects/atlas/statistics/',
      'projects/atlas/changes/',
      'projects/atlas/languages/',
      'projects/atlas/repository/',
      'components/atlas/web/',
      'components/atlas/web/translations/',
      'components/atlas/web/statistics/',
      'components/atlas/web/changes/',
      'components/atlas/web/lock/',
      'components/atlas/web/links/',
      'components/atlas/web/repository/',
      'translations/atlas/web/de/repository/',
      'translations/atlas/web/de/changes/',
      'users/',
      'users/translator/',
      'changes/1/',
      'units/1/',
      'languages/de/statistics/',
      '',
    ];
    for (const p of paths) {
      // Repository status needs a VCS right (Weblate's meta:vcs.status): anonymous callers get 403.
      const maintainer = p.endsWith('repository/');
      const r = await call(api(p), maintainer ? { token: ctx.sb.credentials.weblate.adminToken } : {});
      assert.equal(r.status, 200, `GET /api/${p}`);
      if (maintainer) assert.equal((await call(api(p))).status, 403, `anonymous GET /api/${p}`);
    }
    const file = await call(api('translations/atlas/web/de/file/'));
    assert.equal(file.status, 200);
    assert.equal(typeof JSON.parse(file.text).menu.file.open, 'string');
    const tbx = await call(api('translations/atlas/glossary/de/file/'));
    assert.match(tbx.text, /<martif/);
  });

  it('follows the seed rules for who acted in change records, and its sequences', async () => {
    const all = (await call(api('changes/?page_size=1000'))).json.results;
    const byAction = (a: number) => all.filter((c: { action: number }) => c.action === a);
    for (const a of [0, 4, 21, 47, 50, 51, 53, 59]) assert.ok(byAction(a).length > 0, `action ${a} present`);
    for (const c of byAction(4)) {
      assert.equal(c.user, null);
      assert.match(c.author, /\/users\/anonymous\//);
    }
    for (const a of [50, 51]) for (const c of byAction(a)) assert.ok(c.user && c.author);
    for (const a of [0, 21, 47, 53]) for (const c of byAction(a)) assert.ok(c.user === null && c.author === null);
    for (const n of byAction(53)) {
      const next = all.find((c: { id: number }) => c.id === n.id + 1);
      assert.equal(next.action, 21);
      assert.equal(next.component, n.component);
      const gap = Date.parse(next.timestamp) - Date.parse(n.timestamp);
      assert.ok(gap >= 1000 && gap <= 2000, `rebase ${gap} ms after the notification`);
    }
    for (const z of byAction(0)) {
      const prev = all.find((c: { id: number }) => c.id === z.id - 1);
      assert.equal(prev.action, 59);
      assert.equal(prev.timestamp.slice(0, 19), z.timestamp.slice(0, 19));
    }
    for (const c of all) assert.match(c.timestamp, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
  });

  it('filters changes by timestamp, action and user', async () => {
    const onlyFour = (await call(api('changes/?action=4&action=59&page_size=1000'))).json.results;
    assert.ok(onlyFour.length > 0 && onlyFour.every((c: { action: number }) => c.action === 4 || c.action === 59));
    const all = (await call(api('changes/?page_size=1000'))).json.results;
    const mid = all[Math.floor(all.length / 2)].timestamp;
    const after = (await call(api(`changes/?timestamp_after=${encodeURIComponent(mid)}&page_size=1000`))).json.results;
    assert.ok(
      after.length > 0 && after.every((c: { timestamp: string }) => Date.parse(c.timestamp) >= Date.parse(mid)),
    );
    const before = (await call(api(`changes/?timestamp_before=${encodeURIComponent(mid)}&page_size=1000`))).json
      .results;
    assert.ok(before.every((c: { timestamp: string }) => Date.parse(c.timestamp) <= Date.parse(mid)));
    const byUser = (await call(api('changes/?user=reviewer&page_size=1000'))).json.results;
    assert.ok(byUser.length > 0 && byUser.every((c: { user: string }) => /\/users\/reviewer\//.test(c.user)));
    assert.equal((await call(api('changes/?timestamp_after=yesterday'))).status, 400);
    for (const bad of ['abc', '9999']) {
      const r = await call(api(`changes/?action=${bad}`));
      assert.equal(r.status, 400, `action=${bad}`);
      assert.equal(r.json.errors[0].attr, 'action');
    }
    const windowed = (
      await call(
        api(
          `changes/?timestamp_after=${encodeURIComponent(all[3].timestamp)}&timestamp_before=${encodeURIComponent(all[10].timestamp)}&page_size=1000`,
        ),
      )
    ).json.results;
    assert.deepEqual(
      windowed.map((c: { id: number }) => c.id),
      all
        .filter((c: { timestamp: string }) => c.timestamp >= all[3].timestamp && c.timestamp <= all[10].timestamp)
        .map((c: { id: number }) => c.id),
    );
  });

  it('searches units with q', async () => {
    const q = async (query: string) =>
      (await call(api(`translations/atlas/web/de/units/?page_size=1000&q=${encodeURIComponent(query)}`))).json;
    const untranslated = await q('state:<translated');
    assert.ok(untranslated.count > 0 && untranslated.results.every((u: { state: number }) => u.state < 20));
    assert.ok((await q('state:>=approved')).results.every((u: { state: number }) => u.state >= 30));
    assert.deepEqual(
      (await q('key:menu.file.open')).results.map((u: { context: string }) => u.context),
      ['menu.file.open'],
    );
    assert.ok((await q('source:"Zoom in"')).results.every((u: { source: string[] }) => u.source[0] === 'Zoom in'));
    assert.ok((await q('has:suggestion')).results.every((u: { has_suggestion: boolean }) => u.has_suggestion));
    assert.ok((await q('has:check')).results.every((u: { has_failing_check: boolean }) => u.has_failing_check));
    assert.ok((await q('map')).count > 0);
    assert.ok(
      (await q('key:menu state:>=translated')).results.every(
        (u: { context: string; state: number }) => u.context.startsWith('menu') && u.state >= 20,
      ),
    );
    const across = (
      await call(
        api(`units/?page_size=1000&q=${encodeURIComponent('project:atlas component:web key:"menu.file.open"')}`),
      )
    ).json.results;
    assert.equal(across.length, 7, 'the string in each of the seven languages of atlas/web');
    assert.equal(new Set(across.map((u: { source_unit: string }) => u.source_unit)).size, 1);
    const bad = await call(api('units/?q=colour:blue'));
    assert.equal(bad.status, 400);
    assert.equal(bad.json.type, 'validation_error');
    assert.equal(bad.json.errors[0].attr, 'q');
  });
});

describe('sandbox: Weblate access and writes', () => {
  it('hides a private project from anonymous and translator callers, shows it to the right tokens', async () => {
    const slugs = async (token?: string) =>
      (await call(api('projects/'), { token })).json.results.map((p: { slug: string }) => p.slug);
    assert.ok(!(await slugs()).includes('internal'));
    assert.ok(!(await slugs(ctx.sb.credentials.weblate.translatorToken)).includes('internal'));
    assert.ok((await slugs(admin())).includes('internal'));
    assert.deepEqual(await slugs(ctx.sb.credentials.weblate.projectToken), ['internal']);
    assert.equal((await call(api('projects/internal/'))).status, 404);
    assert.equal((await call(api('translations/internal/admin/de/units/'))).status, 404);
  });

  it('rejects a wrong token with 401 in the 5.10 error shape', async () => {
    const r = await call(api('projects/'), { token: 'wlu_wrong' });
    assert.equal(r.status, 401);
    assert.deepEqual(Object.keys(r.json), ['type', 'errors']);
    assert.equal(r.json.type, 'client_error');
  });

  it('patches a unit by the real rules and records the change', async () => {
    const units = (await call(api('translations/atlas/web/de/units/?q=state:0'))).json.results;
    const u = units.find((x: { source: string[] }) => x.source.length === 1);
    const url = api(`units/${u.id}/`);
    assert.equal(
      (await call(url, { method: 'PATCH', json: { target: ['Hallo'], state: 20 } })).status,
      401,
      'anonymous',
    );
    const t = admin();
    const only = await call(url, { method: 'PATCH', token: t, json: { target: ['Hallo'] } });
    assert.equal(only.status, 400);
    assert.equal((await call(url, { method: 'PATCH', token: t, json: { target: ['x'], state: 0 } })).status, 400);
    assert.equal((await call(url, { method: 'PATCH', token: t, json: { target: [''], state: 20 } })).status, 400);
    assert.equal((await call(url, { method: 'PATCH', token: t, json: { target: ['x'], state: 100 } })).status, 400);
    assert.equal((await call(url, { method: 'PATCH', token: t, json: { target: ['x', 'y'], state: 20 } })).status, 400);
    const done = await call(url, { method: 'PATCH', token: t, json: { target: ['Zoom vergrößern'], state: 20 } });
    assert.equal(done.status, 200);
    assert.deepEqual(Object.keys(done.json).sort(), ['explanation', 'extra_flags', 'labels', 'state', 'target']);
    const reread = (await call(url)).json;
    assert.deepEqual(reread.target, ['Zoom vergrößern']);
    assert.equal(reread.state, 20);
    const changes = (await call(api(`changes/?action=2&page_size=1000`))).json.results;
    assert.equal(changes.at(-1).unit, reread.url);
    const readonly = (await call(api('translations/atlas/web/de/units/?q=state:100'))).json.results[0];
    assert.equal(
      (await call(api(`units/${readonly.id}/`), { method: 'PATCH', token: t, json: { target: ['x'], state: 20 } }))
        .status,
      403,
    );
  });

  it('lets only a superuser manage languages', async () => {
    const body = { code: 'tlh', name: 'Klingon', direction: 'ltr', plural: { number: 2, formula: 'n != 1' } };
    assert.equal(
      (await call(api('languages/'), { method: 'POST', token: ctx.sb.credentials.weblate.translatorToken, json: body }))
        .status,
      403,
    );
    const created = await call(api('languages/'), { method: 'POST', token: admin(), json: body });
    assert.equal(created.status, 201);
    const invalid = await call(api('languages/'), {
      method: 'POST',
      token: admin(),
      json: { code: 'x y', direction: 'up' },
    });
    assert.equal(invalid.status, 400);
    assert.ok(invalid.json.errors.length >= 3, 'every problem reported');
    const patched = await call(api('languages/tlh/'), {
      method: 'PATCH',
      token: admin(),
      json: { name: 'tlhIngan Hol' },
    });
    assert.equal(patched.json.name, 'tlhIngan Hol');
    const put = await call(api('languages/tlh/'), {
      method: 'PUT',
      token: admin(),
      json: { ...body, direction: 'rtl' },
    });
    assert.equal(put.json.direction, 'rtl');
    assert.equal((await call(api('languages/tlh/'), { method: 'DELETE', token: admin() })).status, 204);
    assert.equal((await call(api('languages/tlh/'))).status, 404);
  });
});

describe('sandbox: Weblate rate limiting', () => {
  const limited = useSandbox({ rateLimit: 3 });
  it('sends X-RateLimit headers and answers 429 with Retry-After past the limit', async () => {
    const url = `${limited.sb.origin}/api/projects/`;
    const first = await call(url);
    assert.equal(first.headers.get('x-ratelimit-limit'), '3');
    assert.equal(first.headers.get('x-ratelimit-remaining'), '2');
    assert.ok(Number(first.headers.get('x-ratelimit-reset')) > 0);
    await call(url);
    await call(url);
    const over = await call(url);
    assert.equal(over.status, 429);
    assert.ok(Number(over.headers.get('retry-after')) > 0);
    assert.equal(over.json.errors[0].code, 'throttled');
  });
});

describe('sandbox: Weblate large data (benchmark size)', function () {
  this.timeout(120_000);
  const large = useSandbox({ size: 'large' });

  it('holds a 50,000-unit translation and 2,000 translations, generated the same way every time', async () => {
    const units = await call(`${large.sb.origin}/api/translations/bench/huge/de/units/?page_size=10000&page=5`);
    assert.equal(units.json.count, 50_000);
    assert.equal(units.json.results.length, 10_000);
    assert.equal(units.json.next, null);
    const translations = await call(`${large.sb.origin}/api/translations/?page_size=1`, {
      token: large.sb.credentials.weblate.adminToken,
    });
    assert.equal(translations.json.count, 2000);
    const again = await call(`${ctx.sb.origin}/api/translations/atlas/web/fr/units/?page_size=3`);
    const same = await call(`${large.sb.origin}/api/translations/atlas/web/fr/units/?page_size=3`);
    const strip = (t: string) => t.replace(/127\.0\.0\.1:\d+/g, 'HOST');
    assert.equal(strip(same.text), strip(again.text), 'the small sample is the same inside the large data');
  });
});
