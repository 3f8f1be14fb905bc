// Issue #25, item 8: a Weblate server that always links a next page and says its list holds a million
// pages (the sandbox's endless paging). Both pagers stop at LIST_CAP with a ListTooLongError naming the
// endpoint and the cap; fetchAll before its second request, iteratePages after the cap's pages.
import { strict as assert } from 'node:assert';
import { z } from 'zod';
import { HttpClient, iteratePages, LIST_CAP, ListTooLongError } from '../../../src/core/http';
import { fetchAll } from '../../../src/core/http/paging';
import { WeblateClient } from '../../../src/core/weblate';
import { useSandbox } from '../sandbox/helpers';

const ctx = useSandbox();

describe('Weblate paging stops at the list cap (#25)', () => {
  let http: HttpClient;
  before(() => {
    http = new HttpClient({
      baseUrl: `${ctx.sb.weblateUrl}api/`,
      credentialHeaders: { Authorization: `Token ${ctx.sb.credentials.weblate.adminToken}` },
    });
  });
  after(() => http.close());
  afterEach(() => ctx.sb.volumes.clear());

  it('fetchAll refuses a list whose count is past the cap after one request, naming the endpoint and the cap', async () => {
    ctx.sb.volumes.set({ endlessPaging: true });
    const client = new WeblateClient({ baseUrl: ctx.sb.weblateUrl, token: ctx.sb.credentials.weblate.adminToken });
    ctx.sb.requests.length = 0;
    try {
      await assert.rejects(client.listProjects(), (e) => {
        assert.ok(e instanceof ListTooLongError, String(e));
        assert.equal(e.endpoint, 'GET /api/projects/');
        assert.equal(e.limit, 'items');
        assert.equal(e.cap, LIST_CAP.items);
        assert.ok(e.partial.length > 0, 'page 1 is kept');
        assert.ok(
          e.message.includes(`GET /api/projects/ lists more than ${LIST_CAP.items.toLocaleString('en')} items`),
          e.message,
        );
        return true;
      });
      assert.equal(ctx.sb.requests.filter((r) => r.path.startsWith('/api/')).length, 1);
    } finally {
      await client.close();
    }
  });

  it('fetchAll refuses more pages than the cap even when the count is small enough', async () => {
    // The sandbox's projects one per page: one page more than a cap of (their number - 1) pages.
    const all = await fetchAll(http, { method: 'GET', url: 'projects/' }, z.unknown());
    await assert.rejects(
      fetchAll(http, { method: 'GET', url: 'projects/', query: { page_size: 1 } }, z.unknown(), {
        cap: { items: 1000, pages: all.length - 1 },
      }),
      (e) => e instanceof ListTooLongError && e.limit === 'pages' && e.cap === all.length - 1,
    );
  });

  it('iteratePages follows an endless next link no further than the page cap', async () => {
    ctx.sb.volumes.set({ endlessPaging: true });
    ctx.sb.requests.length = 0;
    let pages = 0;
    await assert.rejects(
      (async () => {
        for await (const page of iteratePages(http, { method: 'GET', url: 'languages/' }, z.unknown()))
          pages = page.page;
      })(),
      (e) =>
        e instanceof ListTooLongError &&
        e.limit === 'pages' &&
        e.cap === LIST_CAP.pages &&
        e.resumeAt === LIST_CAP.pages + 1,
    );
    assert.equal(pages, LIST_CAP.pages);
    assert.equal(ctx.sb.requests.length, LIST_CAP.pages);
  });

  it('iteratePages stops at the item cap', async () => {
    ctx.sb.volumes.set({ endlessPaging: true });
    await assert.rejects(
      (async () => {
        for await (const page of iteratePages(http, { method: 'GET', url: 'languages/' }, z.unknown(), {
          cap: { items: 100, pages: 1000 },
        }))
          assert.ok(page.page * page.items.length <= 100);
      })(),
      (e) => e instanceof ListTooLongError && e.limit === 'items' && e.cap === 100,
    );
  });
});
