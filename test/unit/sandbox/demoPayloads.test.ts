// The plain demo's data (#31): `npm start` without --hostile serves no security payloads — no `<script>`
// in Weblate's change log, no payload component or article — while the tests' default keeps them.
import { strict as assert } from 'node:assert';
import { HOSTILE_ARTICLE_ID } from '../../../sandbox/hostile/worldanvil';
import { call, useSandbox } from './helpers';

const PAYLOAD = /<script|onerror=|javascript:/i;

for (const payloadData of [false, true]) {
  describe(`sandbox: payload data ${payloadData ? 'on (the tests’ default)' : 'off (the plain demo)'}`, () => {
    const h = useSandbox({ payloadData });
    const admin = () => h.sb.credentials.weblate.adminToken;

    it(payloadData ? 'has payloads in the change log' : 'has none in the change log', async () => {
      const changes = (await call(`${h.sb.weblateUrl}api/changes/?page_size=10000`, { token: admin() })).json
        .results as { target: string }[];
      assert.ok(changes.length > 0);
      assert.equal(
        changes.some((c) => PAYLOAD.test(c.target)),
        payloadData,
      );
    });

    it(payloadData ? 'has the payload component' : 'has no payload component', async () => {
      const components = (await call(`${h.sb.weblateUrl}api/projects/internal/components/`, { token: admin() })).json
        .results as { slug: string }[];
      assert.equal(
        components.some((c) => c.slug === 'hostile'),
        payloadData,
      );
    });

    it(payloadData ? 'has the payload article' : 'has no payload article', async () => {
      const { applicationKey, authToken } = h.sb.credentials.worldAnvil;
      const res = await call(`${h.sb.worldAnvilUrl}article/${HOSTILE_ARTICLE_ID}`, {
        headers: { 'x-application-key': applicationKey, 'x-auth-token': authToken },
      });
      assert.equal(res.status, payloadData ? 200 : 404);
    });
  });
}
