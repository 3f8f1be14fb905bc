// The servers every conformance check runs against: each real Weblate release (scripts/weblate/releases.ts,
// started by server.ts) and the sandbox, in the seed's change order and in real Weblate's. A Target names the objects the checks use on each, since the two hold different sample
// data; the behaviour the checks assert is the same on both, except where `expect` records a deliberate
// difference (seed over real server; see docs/CONFORMANCE.md).
import { parseJson } from '../../src/core/http/json';
import { WeblateClient } from '../../src/core/weblate';
import type { WeblateRelease } from '../../scripts/weblate/releases';
import { startWeblate, type RealWeblate } from '../../scripts/weblate/server';
import { startSandbox } from '../../sandbox/server';
import type { ChangesOrder, Sandbox } from '../../sandbox/types';

export interface Fixture {
  project: string;
  /** json-nested component of `project`. */
  component: string;
  /** A component of `project` with plural units, translated into `pluralLanguage`. */
  pluralComponent: string;
  pluralLanguage: string;
  privateProject: string;
  /** A translation of `component` with translated and untranslated units. */
  language: string;
  /** Weblate's code and the file's code of a regional translation of `component`. */
  regional: { code: string; fileCode: string };
}

export interface Expectations {
  /** Items per page when no page_size is asked for. */
  defaultPageSize: number;
  /** Change lists: the seed saw ascending ids; Weblate 5.10 answers newest first. */
  changesNewestFirst: boolean;
  /** Allow on a list that takes POST (projects): the seed saw GET, HEAD, OPTIONS on every list. */
  createListAllow: string[];
  /** Suggestion and comment routes: absent on 5.10.4, present on 2026.10.1 (and the sandbox unless switched off). */
  reviewApi: boolean;
  /** Whether the fixture component's repository has a remote (a commit then waits for a push). */
  repositoryHasRemote: boolean;
  /** Units carry `screenshots_url`: 2026.x (and the sandbox unless it plays 5.10), not 5.10.4. */
  unitScreenshotsUrl: boolean;
  /** An Android value that is only CDATA reads with its CDATA markers (translate-toolkit of 5.10.4), not as its text. */
  androidCdataMarkers: boolean;
  /** An XLIFF target without xml:space="preserve" has its blanks collapsed (5.10.4), not kept. */
  xliffBlanksCollapsed: boolean;
}

export interface Target {
  name: 'real' | 'sandbox';
  url: string;
  admin: string;
  translator: string;
  /** A user who may only suggest (Weblate's Guests team). */
  suggester: string;
  fx: Fixture;
  expect: Expectations;
  client(token?: string): WeblateClient;
  /** Python in a real server's Django environment (absent on the sandbox): Weblate's own answer to compare with. */
  shell?: (code: string) => string;
  stop(): Promise<void>;
}

function makeClient(url: string) {
  return (token?: string) => new WeblateClient({ baseUrl: url, token, retry: { baseDelayMs: 1, maxRetries: 0 } });
}

export async function startRealTarget(release: WeblateRelease): Promise<Target & { server: RealWeblate }> {
  const server = await startWeblate(release);
  return {
    name: 'real',
    server,
    url: server.url,
    admin: server.tokens.admin,
    translator: server.tokens.translator,
    suggester: server.tokens.suggester,
    fx: {
      project: 'atlas',
      component: 'web',
      pluralComponent: 'counts',
      pluralLanguage: 'cs',
      privateProject: 'secret',
      language: 'de',
      regional: { code: 'pt_BR', fileCode: 'pt-BR' },
    },
    // provision.py fills Weblate-managed local repositories: no remote to push to.
    expect: {
      defaultPageSize: 50,
      changesNewestFirst: true,
      createListAllow: ['GET', 'HEAD', 'OPTIONS', 'POST'],
      reviewApi: release.role !== 'seed',
      repositoryHasRemote: false,
      unitScreenshotsUrl: release.role !== 'seed',
      androidCdataMarkers: release.role === 'seed',
      xliffBlanksCollapsed: release.role === 'seed',
    },
    client: makeClient(server.url),
    shell: (code) => server.shell(code),
    stop: () => server.stop(),
  };
}

export async function startSandboxTarget(
  changesOrder: ChangesOrder,
  reviewApi = true,
): Promise<Target & { sandbox: Sandbox }> {
  // The project "File formats" for the upload-format checks (checks-uploadFormats.ts).
  const sandbox = await startSandbox({ changesOrder, reviewApi, formats: true });
  const cred = sandbox.credentials.weblate;
  return {
    name: 'sandbox',
    sandbox,
    url: sandbox.weblateUrl,
    admin: cred.adminToken,
    translator: cred.translatorToken,
    suggester: cred.suggesterToken,
    fx: {
      project: 'atlas',
      component: 'web',
      pluralComponent: 'web',
      pluralLanguage: 'cs',
      privateProject: 'internal',
      language: 'de',
      regional: { code: 'pt_BR', fileCode: 'pt-BR' },
    },
    // Deliberate differences (the seed wins for the sandbox; docs/CONFORMANCE.md): 20 per page, GET, HEAD,
    // OPTIONS on every list. The change order is a switch: the seed's by default, real Weblate's on demand.
    expect: {
      defaultPageSize: 20,
      changesNewestFirst: changesOrder === 'newest-first',
      createListAllow: ['GET', 'HEAD', 'OPTIONS'],
      reviewApi,
      repositoryHasRemote: true,
      unitScreenshotsUrl: reviewApi,
      androidCdataMarkers: false,
      xliffBlanksCollapsed: false,
    },
    client: makeClient(sandbox.weblateUrl),
    stop: () => sandbox.close(),
  };
}

export interface Raw {
  status: number;
  headers: Headers;
  json: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- checks poke at wire JSON freely
}

/** One request with no client logic in between: what the wire says. */
export async function raw(
  t: Target,
  path: string,
  init: { token?: string; method?: string; json?: unknown } = {},
): Promise<Raw> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (init.token) headers.Authorization = `Token ${init.token}`;
  if (init.json !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(new URL(path, t.url), {
    method: init.method ?? 'GET',
    headers,
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  const text = await res.text();
  let json: unknown;
  try {
    json = text ? parseJson(text) : undefined;
  } catch {
    json = { unparsed: text.slice(0, 200) };
  }
  return { status: res.status, headers: res.headers, json };
}
