// Shared by the sandbox tests: one sandbox per suite and small fetch helpers.
import { parseJson } from '../../../src/core/http/json';
import { BoromirClient } from '../../../src/core/worldanvil';
import { startSandbox } from '../../../sandbox/server';
import type { Sandbox, SandboxOptions } from '../../../sandbox/types';

export function useSandbox(options: SandboxOptions = {}): { readonly sb: Sandbox } {
  const holder = {} as { sb: Sandbox };
  before(async function () {
    this.timeout(60_000);
    holder.sb = await startSandbox(options);
  });
  after(async () => {
    await holder.sb?.close();
  });
  return holder;
}

/** A Boromir client for the sandbox's World Anvil: unpaced and without retry waits, as the client tests want it. */
export const sandboxBoromir = (sb: Sandbox) =>
  new BoromirClient({
    baseUrl: sb.boromirUrl,
    ...sb.credentials.worldAnvil,
    requestsPerSecond: 0,
    retry: { baseDelayMs: 1, maxRetries: 0 },
  });

export interface Got {
  status: number;
  headers: Headers;
  text: string;
  json: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests poke at wire JSON freely
}

export async function call(url: string, init: RequestInit & { token?: string; json?: unknown } = {}): Promise<Got> {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('Authorization', `Token ${init.token}`);
  let body = init.body;
  if (init.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(init.json);
  }
  const res = await fetch(url, { ...init, headers, body });
  const text = await res.text();
  let json: unknown;
  try {
    json = text ? parseJson(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, json };
}
