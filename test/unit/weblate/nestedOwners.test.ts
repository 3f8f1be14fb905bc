// Real Weblate 5.10 leaves the owner out of nested lists (projects/{p}/components/ has no `project`,
// components/{p}/{c}/translations/ no `component`; found by test/conformance). The client reads the owner
// once and fills it in, so callers see the same shapes whichever list they used.
import { strict as assert } from 'node:assert';
import { WeblateClient } from '../../../src/core/weblate';
import { useSandbox } from '../sandbox/helpers';
import { json, serve, type TestServer } from '../http/servers';

const ctx = useSandbox();

describe('nested lists without their owner (real Weblate)', () => {
  let proxy: TestServer;
  let client: WeblateClient;

  before(async () => {
    // A loopback proxy to the sandbox that strips the owners as the real server does.
    proxy = await serve(async (req, res) => {
      const upstream = await fetch(new URL(req.url ?? '/', ctx.sb.origin), {
        headers: { authorization: String(req.headers.authorization ?? '') },
      });
      const body = (await upstream.json()) as { results?: Record<string, unknown>[] };
      const owner = /\/api\/projects\/[^/]+\/components\//.test(req.url ?? '')
        ? 'project'
        : /\/api\/components\/[^/]+\/[^/]+\/translations\//.test(req.url ?? '')
          ? 'component'
          : undefined;
      if (owner) for (const r of body.results ?? []) delete r[owner];
      json(res, upstream.status, JSON.stringify(body).replaceAll(ctx.sb.origin, proxy.origin));
    });
    client = new WeblateClient({ baseUrl: `${proxy.origin}/`, token: ctx.sb.credentials.weblate.adminToken });
  });
  after(async () => {
    await client.close();
    await proxy.close();
  });

  it('fills in the project of a project’s components, read once', async () => {
    const before = proxy.seen.length;
    const comps = await client.listComponents('atlas');
    assert.ok(comps.length > 1);
    for (const c of comps) assert.equal(c.project.slug, 'atlas');
    assert.equal(proxy.seen.slice(before).filter((s) => /\/api\/projects\/atlas\/$/.test(s.url)).length, 1);
    const page = await client.listComponentsPage('atlas', 1);
    assert.equal(page.items[0]!.project.slug, 'atlas');
  });

  it('fills in the component of a component’s translations', async () => {
    const [first] = await client.listComponents('atlas');
    const trs = await client.listTranslations('atlas', first!.slug);
    assert.ok(trs.length > 1);
    for (const t of trs) assert.deepEqual([t.component.slug, t.component.project.slug], [first!.slug, 'atlas']);
    const page = await client.listTranslationsPage('atlas', first!.slug, 1);
    assert.equal(page.items[0]!.component.slug, first!.slug);
  });

  it('a page read with its owner at hand (a tree row has it) takes one request, not two (#28)', async () => {
    const project = await client.getProject('atlas');
    let before = proxy.seen.length;
    const page = await client.listComponentsPage('atlas', 1, 1000, project);
    assert.equal(page.items[0]!.project, project);
    assert.deepEqual(
      proxy.seen.slice(before).map((s) => new URL(s.url, proxy.origin).pathname),
      ['/api/projects/atlas/components/'],
    );
    before = proxy.seen.length;
    const trs = await client.listTranslationsPage('atlas', page.items[0]!.slug, 1, 1000, page.items[0]!);
    assert.equal(trs.items[0]!.component, page.items[0]);
    assert.deepEqual(
      proxy.seen.slice(before).map((s) => new URL(s.url, proxy.origin).pathname),
      [`/api/components/atlas/${page.items[0]!.slug}/translations/`],
    );
  });
});
