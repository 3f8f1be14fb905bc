// DRF's page-number paging as the seed's server does it: 20 per page, page 1's URL without `page`, the
// remainder on the last page, page_size up to 1000 (10000 on unit lists), 404 "Invalid page." past the end.
import { strict as assert } from 'node:assert';
import { call, useSandbox } from './helpers';

const ctx = useSandbox();
const api = (path: string) => `${ctx.sb.origin}/api/${path}`;
const token = () => ctx.sb.credentials.weblate.adminToken;
const get = (path: string) => call(api(path), { token: token() });

/** Follows `next` from the first page, returning every page body. */
async function walk(
  path: string,
): Promise<{ count: number; next: string | null; previous: string | null; results: { id: number }[] }[]> {
  const pages = [];
  let url: string | null = api(path);
  while (url) {
    const r = await call(url, { token: token() });
    assert.equal(r.status, 200, url);
    pages.push(r.json);
    url = r.json.next;
  }
  return pages;
}

describe('sandbox: Weblate paging', () => {
  for (const path of [
    'changes/',
    'units/',
    'languages/',
    'translations/',
    'components/',
    'users/',
    'translations/atlas/web/de/units/',
  ]) {
    it(`walks ${path} page by page: 20 each, the remainder last, every item once in ascending order`, async () => {
      const pages = await walk(path);
      const count = pages[0]!.count;
      assert.equal(pages.length, Math.max(1, Math.ceil(count / 20)));
      pages.forEach((p, i) => {
        assert.equal(p.count, count);
        assert.equal(p.results.length, i < pages.length - 1 ? 20 : count - 20 * (pages.length - 1));
      });
      const items = pages.flatMap((p) => p.results);
      if ('id' in (items[0] ?? {})) {
        const ids = items.map((x) => x.id);
        assert.deepEqual(
          ids,
          [...ids].sort((a, b) => a - b),
          'ascending id',
        );
        assert.equal(new Set(ids).size, ids.length, 'no item twice');
      }
      assert.equal(pages[0]!.previous, null);
      assert.equal(pages.at(-1)!.next, null);
    });
  }

  it('links page 2 back to page 1 without a page parameter, keeping the other parameters', async () => {
    const p2 = (await get('units/?format=api&q=state%3A%3E%3D0&page=2')).json;
    const prev = new URL(p2.previous);
    assert.ok(!prev.searchParams.has('page'));
    assert.equal(prev.searchParams.get('format'), 'api');
    assert.equal(prev.searchParams.get('q'), 'state:>=0');
    assert.equal(new URL(p2.next).searchParams.get('page'), '3');
    const p1 = (await get('units/?format=api&q=state%3A%3E%3D0')).json;
    assert.equal(new URL(p1.next).searchParams.get('page'), '2');
    assert.equal(p1.next.startsWith(`${ctx.sb.origin}/api/units/?`), true, 'absolute link on the same origin');
  });

  it('answers 404 "Invalid page." past the end, for page 0 and for a non-number', async () => {
    const count = (await get('languages/')).json.count as number;
    for (const page of [String(Math.ceil(count / 20) + 1), '0', '-1', 'two']) {
      const r = await get(`languages/?page=${page}`);
      assert.equal(r.status, 404, `page=${page}`);
      assert.deepEqual(r.json, {
        type: 'client_error',
        errors: [{ code: 'not_found', detail: 'Invalid page.', attr: null }],
      });
    }
    assert.equal((await get('changes/?page=1')).status, 200, 'page 1 exists even when named');
  });

  it('knows page=last, as DRF does', async () => {
    const first = (await get('changes/?page_size=7')).json;
    const last = (await get('changes/?page_size=7&page=last')).json;
    assert.equal(last.next, null);
    assert.equal(last.results.length, first.count - 7 * (Math.ceil(first.count / 7) - 1));
  });

  it('honours page_size and ignores a bad one', async () => {
    const three = (await get('changes/?page_size=3')).json;
    assert.equal(three.results.length, 3);
    assert.equal(new URL(three.next).searchParams.get('page_size'), '3', 'next keeps the page size');
    const trUnits = (await get('translations/atlas/web/de/units/?page_size=5000')).json;
    assert.equal(trUnits.results.length, trUnits.count);
    for (const bad of ['0', '-5', 'many'])
      assert.equal((await get(`changes/?page_size=${bad}`)).json.results.length, 20, `page_size=${bad}`);
  });

  it('answers an empty list with one page and no links', async () => {
    const none = 'changes/?timestamp_after=2100-01-01T00%3A00%3A00Z';
    const r = await get(none);
    assert.deepEqual(r.json, { count: 0, next: null, previous: null, results: [] });
    assert.equal((await get(`${none}&page=2`)).status, 404);
  });
});

describe('sandbox: Weblate page_size caps (benchmark data)', function () {
  this.timeout(60_000);
  const large = useSandbox({ size: 'large' });
  const big = (path: string) =>
    call(`${large.sb.origin}/api/${path}`, { token: large.sb.credentials.weblate.adminToken });

  it('caps page_size at 1000 on lists and at 10000 on unit lists', async () => {
    const translations = (await big('translations/?page_size=100000')).json;
    assert.ok(translations.count > 1000, 'enough translations to see the cap');
    assert.equal(translations.results.length, 1000);
    assert.equal(new URL(translations.next).searchParams.get('page'), '2');
    for (const path of ['units/?page_size=100000', 'translations/bench/huge/de/units/?page_size=100000']) {
      const units = (await big(path)).json;
      assert.ok(units.count > 10_000, 'enough units to see the cap');
      assert.equal(units.results.length, 10_000, path);
    }
    const twoThousand = (await big('translations/bench/huge/de/units/?page_size=2000')).json;
    assert.equal(twoThousand.results.length, 2000, 'between the two caps on a unit list');
  });
});
