// Regression guard of issue 28: every list the extension reads whole is read in the minimum number of
// requests, ceil(n / the largest page the server allows), against the sandbox's large data. Counts only;
// the times are in `npm run bench` (scripts/benchLists.ts), never in a test.
import { strict as assert } from 'node:assert';
import { WeblateClient } from '../../../src/core/weblate';
import { BoromirClient, WorldAnvilClient } from '../../../src/core/worldanvil';
import { useSandbox } from '../sandbox/helpers';

/** Weblate's caps on page_size (units 10,000, everything else 1,000) and World Anvil's list limit (50). */
const UNIT_PAGE = 10_000;
const PAGE = 1000;
const WA_PAGE = 50;

describe('lists are read in the minimum number of requests (issue 28)', () => {
  const large = useSandbox({ size: 'large' });

  async function requestsOf<T>(list: () => Promise<T[]>): Promise<{ n: number; requests: number }> {
    large.sb.requests.length = 0;
    const n = (await list()).length;
    return { n, requests: large.sb.requests.filter((r) => r.path.startsWith('/api/')).length };
  }

  const weblate = () =>
    new WeblateClient({ baseUrl: large.sb.weblateUrl, token: large.sb.credentials.weblate.adminToken });
  const cases: [string, number, (c: WeblateClient) => Promise<unknown[]>][] = [
    ['units of the 50,000-unit translation', UNIT_PAGE, (c) => c.listTranslationUnits('bench', 'huge', 'de')],
    ['translations', PAGE, (c) => c.listTranslations()],
    ['translations of a component', PAGE, (c) => c.listTranslations('bench', 'huge')],
    ['components', PAGE, (c) => c.listComponents()],
    ['components of a project', PAGE, (c) => c.listComponents('bench')],
    ['projects', PAGE, (c) => c.listProjects()],
    ['changes', PAGE, (c) => c.listChanges()],
  ];
  for (const [what, page, list] of cases) {
    it(`Weblate: ${what}`, async function () {
      this.timeout(60_000);
      const c = weblate();
      try {
        const { n, requests } = await requestsOf(() => list(c));
        assert.ok(n > 0, 'the sandbox has some');
        // A nested list whose items leave the owner out reads the owner once more (WeblateClient.#withProject).
        const owner = /of a (component|project)/.test(what) ? 1 : 0;
        assert.equal(requests, Math.ceil(n / page) + owner, `${n} items`);
      } finally {
        await c.close();
      }
    });
  }

  for (const [api, Client, baseUrl] of [
    ['Boromir', BoromirClient, () => large.sb.boromirUrl],
    ['Aragorn', WorldAnvilClient, () => large.sb.worldAnvilUrl],
  ] as const) {
    it(`World Anvil (${api}): every world's articles`, async function () {
      this.timeout(60_000);
      const { applicationKey, authToken } = large.sb.credentials.worldAnvil;
      const c = new Client({ baseUrl: baseUrl(), applicationKey, authToken, requestsPerSecond: 0 });
      try {
        for (const world of await c.listWorlds((await c.getUser()).id)) {
          const { n, requests } = await requestsOf(() => c.listAllArticles(world.id));
          // No count in World Anvil's lists: a full last page needs one more (empty) page to be sure.
          assert.equal(requests, Math.floor(n / WA_PAGE) + 1, `${n} articles of ${world.id}`);
        }
      } finally {
        await c.close();
      }
    });
  }
});
