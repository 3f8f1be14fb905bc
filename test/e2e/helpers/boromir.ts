// The sandbox's Boromir face called as another client would (setting up or checking World Anvil's side of
// a scenario), with the sandbox's keys; every answer must be 200.
import { strict as assert } from 'node:assert';
import { harness, sandboxFetch } from '../harness';

export async function boromir<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const { sandbox } = harness();
  const res = await sandboxFetch(`${sandbox.boromirUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'x-auth-token': sandbox.credentials.worldAnvil.authToken,
      'x-application-key': sandbox.credentials.worldAnvil.applicationKey,
      'content-type': 'application/json',
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  assert.equal(res.status, 200, path);
  return (await res.json()) as T;
}
