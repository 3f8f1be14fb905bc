// The sandbox's World Anvil rate-limit mode (sandbox/worldanvil/rateLimit.ts), switched over
// /__sandbox/settings as the end-to-end tests would: N requests a second, then 429 with Retry-After.
import { strict as assert } from 'node:assert';
import { call, useSandbox } from './helpers';

describe('sandbox: World Anvil rate-limit mode', () => {
  const ctx = useSandbox();
  const identity = () =>
    call(`${ctx.sb.boromirUrl}identity`, {
      headers: {
        'x-auth-token': ctx.sb.credentials.worldAnvil.authToken,
        'x-application-key': ctx.sb.credentials.worldAnvil.applicationKey,
      },
    });
  const settings = (json: unknown) => call(`${ctx.sb.origin}/__sandbox/settings`, { method: 'POST', json });
  afterEach(() => settings({ worldAnvilRateLimit: 0 }));

  it('answers past N a second with 429, success false and Retry-After; 0 lifts it', async () => {
    assert.equal((await settings({ worldAnvilRateLimit: 2 })).json.worldAnvilRateLimit, 2);
    // The window opens at the first request (the last one was long ago): within its second, the third is one too many.
    const started = Date.now();
    const answers = [await identity(), await identity(), await identity()];
    const throttled = answers.filter((a) => a.status === 429);
    if (Date.now() - started < 1000)
      assert.deepEqual(
        answers.map((a) => a.status),
        [200, 200, 429],
      );
    for (const t of throttled) {
      assert.equal(t.json.success, false);
      assert.ok(Number(t.headers.get('retry-after')) >= 1);
    }
    await settings({ worldAnvilRateLimit: 0 });
    assert.equal((await identity()).status, 200);
  });

  it('refuses a limit that is not a whole number', async () => {
    assert.equal((await settings({ worldAnvilRateLimit: 'many' })).status, 400);
    assert.equal((await settings({ worldAnvilRateLimit: -1 })).status, 400);
  });
});
