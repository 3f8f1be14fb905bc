// The sandbox: one loopback HTTP server playing both services (Weblate under /api/, World Anvil under
// /api/external/boromir/ and /api/aragorn/, one store behind both faces). It is the test double of every tier and the demo's default server. Services return
// plain responses; this core parses requests, writes JSON (64-bit integers exact) and injects faults.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { AddressInfo, Socket } from 'node:net';
import { parseJson, stringifyJson } from '../src/core/http/json';
import { SANDBOX_CREDENTIALS } from './credentials';
import { FaultTable, mutateFieldType } from './faults';
import { HostileMode } from './hostile/mode';
import { checkedVolumes, VolumeMode, type VolumeSwitches } from './hostile/volumes';
import { writeLie } from './hostile/wire';
import {
  MACHINE_TRANSLATION_MODES,
  type MachineTranslationMode,
  type ChangesOrder,
  type FaultSpec,
  type RecordedRequest,
  type Sandbox,
  type SandboxOptions,
  type SandboxRequest,
  type SandboxResponse,
  type SandboxService,
  type SandboxSettings,
} from './types';
import { createWeblateService } from './weblate';
import { setManyComponents } from './weblate/manyComponents';
import { createWorldAnvilService } from './worldanvil';
import { createMachineTranslationService } from './machineTranslation';
import { BOROMIR_PREFIX, createBoromirService } from './worldanvil/boromir';
import { createImagePagesService, createSecretPagesService } from './worldanvil/entityPages';
import { createImagesService } from './worldanvil/images';
import { createArticleLinksService, createPagesService } from './worldanvil/pages';
import { WorldAnvilRateLimit } from './worldanvil/rateLimit';
import { addLongManuscript } from './worldanvil/manuscripts/long';

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

function isWorldAnvil(path: string): boolean {
  return path.startsWith('/api/aragorn/') || path === '/api/aragorn' || path.startsWith(BOROMIR_PREFIX);
}

/** An error body in the shape of the service that owns the path. */
export function serviceError(path: string, status: number, detail: string, code = 'error'): SandboxResponse {
  if (isWorldAnvil(path)) {
    return { status, json: { success: false, error: detail } };
  }
  const type = status >= 500 ? 'server_error' : 'client_error';
  return { status, json: { type, errors: [{ code, detail, attr: null }] } };
}

const HTML_PAGE =
  '<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>\n';

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const credentials = SANDBOX_CREDENTIALS;
  const settings: SandboxSettings = {
    changesOrder: checkedOrder(options.changesOrder ?? 'oldest-first'),
    reviewApi: options.reviewApi ?? true,
    filenames: {},
    ...(options.worldAnvilRateLimit ? { worldAnvilRateLimit: options.worldAnvilRateLimit } : {}),
    ...(options.formats ? { formatComponents: true } : {}),
  };
  const worldAnvilLimit = new WorldAnvilRateLimit();
  const payloadData = options.payloadData ?? true;
  const aragorn = createWorldAnvilService({ credentials, payloadData });
  const weblate = createWeblateService({
    size: options.size ?? 'small',
    rateLimit: options.rateLimit ?? 0,
    credentials,
    settings,
    payloadData,
    ledger: options.ledger ?? false,
  });
  const services: SandboxService[] = [
    aragorn,
    // The same worlds and articles, spoken as Boromir (World Anvil's current API).
    createBoromirService({ credentials, db: aragorn.db }),
    weblate,
    // World Anvil's reader pages, where the articles' `url`s point (on this origin).
    createPagesService(aragorn.db),
    createArticleLinksService(aragorn.db),
    // The images articles show ([img:ID]), so a test can see whether a preview loaded one.
    createImagesService(aragorn.db),
    // The pages a secret's and an image's `url` name (#29).
    createSecretPagesService(aragorn.db),
    createImagePagesService(aragorn.db),
    // DeepL, LibreTranslate and an OpenAI-compatible chat endpoint under /mt/ (suggestions, #46).
    createMachineTranslationService({
      credentials,
      mode: () => settings.machineTranslation ?? 'normal',
      held: () => faults.untilCleared(),
    }),
  ];
  const faults = new FaultTable();
  for (const f of options.faults ?? []) faults.add(f);
  const requests: RecordedRequest[] = [];
  const requestLog: string[] = [];
  let lieBytes: number | null = null;
  const sockets = new Set<Socket>();
  // Set once listening (the mode keeps links into the sandbox's own API, so it needs the origin).
  let hostile: HostileMode | undefined;
  let origin = '';
  const setHostile = (seed: number | undefined) => {
    hostile = seed === undefined ? undefined : new HostileMode(seed, origin);
  };
  let volumes: VolumeMode | undefined;
  const setVolumes = (switches: VolumeSwitches | undefined) => {
    const checked = switches === undefined ? undefined : checkedVolumes(switches);
    // Weblate's volume is records in its database (sandbox/weblate/manyComponents.ts), not answers made up.
    setManyComponents(weblate.db, checked?.components ?? 0);
    volumes = checked === undefined ? undefined : new VolumeMode(aragorn.db, checked);
  };
  setVolumes(options.volumes);

  async function dispatch(sreq: SandboxRequest): Promise<SandboxResponse> {
    const path = sreq.url.pathname;
    if (path === '/__sandbox/faults') return controlFaults(sreq);
    if (path === '/__sandbox/settings') return controlSettings(sreq);
    if (path === '/__sandbox/hostile') return controlHostile(sreq);
    if (path === '/__sandbox/volumes') return controlVolumes(sreq);
    if (path === '/__sandbox/manuscripts') return controlManuscripts(sreq);
    // A full garbage collection now, when node runs with --expose-gc (the benchmark's sandbox does): each
    // measured list then starts from the same heap, not from whatever the list before left to collect.
    if (path === '/__sandbox/gc') {
      const gc = (globalThis as { gc?: () => void }).gc;
      gc?.();
      return { status: 200, json: { collected: gc !== undefined } };
    }
    // How many requests the sandbox has answered (the benchmark counts other clients' requests with it).
    // lieBytes: the body bytes the last wire lie wrote, once its answer was over (a client that stops
    // reading an endless body is seen here).
    if (path === '/__sandbox/stats')
      return {
        status: 200,
        json: { requests: requests.filter((r) => !r.path.startsWith('/__sandbox/')).length, lieBytes },
      };
    return volumes ? volumes.handle(sreq, serve) : serve(sreq);
  }

  async function serve(sreq: SandboxRequest): Promise<SandboxResponse> {
    const path = sreq.url.pathname;
    const service = services.find((s) => path.startsWith(s.prefix));
    const answer = service ? await service.handle(sreq) : undefined;
    return answer ?? serviceError(path, 404, 'Not found.', 'not_found');
  }

  /** POST the switches (sandbox/hostile/volumes.ts) to set them all, DELETE for none, GET reads them. */
  function controlVolumes(sreq: SandboxRequest): SandboxResponse {
    try {
      if (sreq.method === 'POST') setVolumes(sreq.body as VolumeSwitches);
      else if (sreq.method === 'DELETE') setVolumes(undefined);
    } catch (e) {
      return { status: 400, json: { error: (e as Error).message } };
    }
    return { status: 200, json: { volumes: volumes?.active ?? null } };
  }

  /** POST {beats}: a long manuscript for the bench (worldanvil/manuscripts/long.ts); answers its ids. */
  function controlManuscripts(sreq: SandboxRequest): SandboxResponse {
    if (sreq.method !== 'POST') return { status: 405, json: { error: 'POST {beats}' } };
    try {
      return { status: 200, json: addLongManuscript(aragorn.db, Number((sreq.body as { beats?: unknown })?.beats)) };
    } catch (e) {
      return { status: 400, json: { error: (e as Error).message } };
    }
  }

  function controlFaults(sreq: SandboxRequest): SandboxResponse {
    if (sreq.method === 'POST') {
      try {
        faults.add(sreq.body as FaultSpec);
      } catch (e) {
        return { status: 400, json: { error: (e as Error).message } };
      }
    } else if (sreq.method === 'DELETE') {
      faults.clear();
    }
    return { status: 200, json: { faults: faults.list() } };
  }

  /** GET reads the switches; POST {"changesOrder": "newest-first"} changes the ones it names. */
  function controlSettings(sreq: SandboxRequest): SandboxResponse {
    if (sreq.method === 'POST') {
      const body = (sreq.body ?? {}) as Partial<SandboxSettings>;
      try {
        if (body.changesOrder !== undefined) settings.changesOrder = checkedOrder(body.changesOrder);
        if (body.reviewApi !== undefined) {
          if (typeof body.reviewApi !== 'boolean')
            throw new Error(`reviewApi must be true or false, not ${JSON.stringify(body.reviewApi)}`);
          settings.reviewApi = body.reviewApi;
        }
        if (body.worldAnvilRateLimit !== undefined) {
          const n = body.worldAnvilRateLimit;
          if (typeof n !== 'number' || !Number.isInteger(n) || n < 0)
            throw new Error(
              `worldAnvilRateLimit must be a whole number of requests a second, not ${JSON.stringify(n)}`,
            );
          settings.worldAnvilRateLimit = n;
        }
        if (body.machineTranslation !== undefined) settings.machineTranslation = checkedMode(body.machineTranslation);
        if (body.formatComponents !== undefined) {
          if (body.formatComponents !== true && !(body.formatComponents === false && !settings.formatComponents))
            throw new Error('formatComponents can only be turned on: the project stays until the sandbox stops');
          settings.formatComponents = body.formatComponents;
        }
      } catch (e) {
        return { status: 400, json: { error: (e as Error).message } };
      }
    }
    return { status: 200, json: { ...settings } };
  }

  /** POST {"seed": n} turns the hostile mode on (other processes: the end-to-end tests), DELETE off, GET its counts. */
  function controlHostile(sreq: SandboxRequest): SandboxResponse {
    if (sreq.method === 'POST') {
      const seed = (sreq.body as { seed?: unknown } | undefined)?.seed;
      if (typeof seed !== 'number' || !Number.isInteger(seed))
        return { status: 400, json: { error: 'seed must be an integer' } };
      setHostile(seed);
    } else if (sreq.method === 'DELETE') setHostile(undefined);
    return { status: 200, json: { hostile: hostile?.stats() ?? null } };
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const rawBytes = await readBody(req);
    const rawBody = rawBytes.toString('utf8');
    // The scheme matters: Weblate's absolute cross-references must point back at the same origin.
    const url = new URL(req.url ?? '/', `${options.tls ? 'https' : 'http'}://${req.headers.host ?? '127.0.0.1'}`);
    const method = (req.method ?? 'GET').toUpperCase();
    const record: RecordedRequest = {
      method,
      path: url.pathname,
      query: url.search,
      headers: req.headers,
      body: rawBody,
      at: Date.now(),
    };
    requests.push(record);
    requestLog.push(`${method} ${url.pathname}${url.search} ${rawBody}`);
    if (options.latencyMs) await sleep(options.latencyMs);

    let body: unknown;
    let invalidJson = false;
    if (rawBody.length > 0) {
      try {
        body = parseJson(rawBody);
      } catch {
        invalidJson = true;
      }
    }
    const sreq: SandboxRequest = {
      method: method === 'HEAD' ? 'GET' : method,
      url,
      headers: req.headers,
      body,
      invalidJson,
      rawBody,
      rawBytes,
    };

    const hits = url.pathname.startsWith('/__sandbox/') ? [] : faults.take(method, url.pathname);
    let answer: SandboxResponse | undefined = isWorldAnvil(url.pathname)
      ? worldAnvilLimit.answer(settings.worldAnvilRateLimit)
      : undefined;
    let postProcess: FaultSpec | undefined;
    for (const f of answer ? [] : hits) {
      if (f.kind === 'latency') {
        await sleep(f.latencyMs ?? 1000);
      } else if (f.kind === 'hold') {
        await faults.untilCleared();
      } else if (f.kind === 'reset') {
        req.socket.destroy();
        return;
      } else if (f.kind === 'status') {
        const status = f.status ?? 500;
        answer = serviceError(
          url.pathname,
          status,
          status === 423 ? 'Component is locked.' : `Injected error ${status}.`,
          status === 423 ? 'locked' : 'error',
        );
      } else if (f.kind === 'rateLimit') {
        const wait = f.retryAfterSeconds ?? 1;
        answer = serviceError(
          url.pathname,
          429,
          `Request was throttled. Expected available in ${wait} seconds.`,
          'throttled',
        );
        answer.headers = {
          'Retry-After': String(wait),
          'X-RateLimit-Limit': '100',
          'X-RateLimit-Remaining': '0',
          'X-RateLimit-Reset': String(wait),
        };
      } else if (f.kind === 'html') {
        answer = { status: f.status ?? 502, headers: { 'Content-Type': 'text/html' }, text: HTML_PAGE };
      } else if (f.kind === 'successFalse') {
        answer = {
          status: 200,
          json: { success: false, error: 'Injected failure: the operation could not be completed.' },
        };
      } else {
        postProcess = f;
      }
      if (answer) break;
    }
    if (!answer) {
      try {
        answer = await dispatch(sreq);
      } catch (e) {
        answer = serviceError(url.pathname, 500, `Internal server error: ${(e as Error).message}`, 'server_error');
      }
    }
    record.status = answer.status;
    if (answer.stream) await writeStream(res, answer);
    else write(res, method, url, answer, postProcess);
    record.answeredAt = Date.now();
  }

  function write(
    res: ServerResponse,
    method: string,
    url: URL,
    answer: SandboxResponse,
    fault: FaultSpec | undefined,
  ): void {
    const path = url.pathname;
    const isControl = path.startsWith('/__sandbox/');
    const headers: Record<string, string> = { ...(answer.headers ?? {}) };
    let payload = '';
    if (answer.json !== undefined) {
      const plain = fault?.kind === 'wrongType' ? mutateFieldType(answer.json) : answer.json;
      const json = hostile && !isControl ? hostile.apply(plain, isWorldAnvil(path) ? 'worldanvil' : 'weblate') : plain;
      payload = stringifyJson(json);
      headers['Content-Type'] ??= 'application/json';
      headers['Vary'] ??= 'Accept';
    } else if (answer.text !== undefined) {
      payload = answer.text;
      headers['Content-Type'] ??= 'text/plain; charset=utf-8';
    }
    let bytes = answer.bytes ?? Buffer.from(payload, 'utf8');
    if (fault?.kind === 'truncate') bytes = bytes.subarray(0, Math.floor(bytes.length / 2));
    if (fault?.kind === 'lie') {
      lieBytes = null;
      void writeLie(res, fault, {
        status: answer.status,
        headers,
        body: bytes,
        target: `${url.pathname}${url.search}`,
      }).then((n) => (lieBytes = n));
      return;
    }
    headers['Content-Length'] = String(bytes.length);
    res.writeHead(answer.status, headers);
    res.end(method === 'HEAD' ? undefined : bytes);
  }

  /** A streamed body: chunked, each piece written as it is produced; a client that leaves ends it. */
  async function writeStream(res: ServerResponse, answer: SandboxResponse): Promise<void> {
    res.writeHead(answer.status, { ...(answer.headers ?? {}), 'Cache-Control': 'no-cache' });
    for await (const piece of answer.stream!) {
      if (res.destroyed) break;
      res.write(piece);
    }
    res.end();
  }

  const listener = (req: IncomingMessage, res: ServerResponse) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json' });
      res.end('{"type":"server_error","errors":[{"code":"error","detail":"Internal server error.","attr":null}]}');
    });
  };
  // Over TLS the sandbox is what every real user talks to: https with a certificate to trust (or not).
  const server = options.tls
    ? createTlsServer({ cert: options.tls.cert, key: options.tls.key }, listener)
    : createServer(listener);
  server.keepAliveTimeout = 30_000;
  // 'connection' sees the raw TCP socket for both kinds, so close() can end keep-alive connections too.
  server.on('connection', (s: Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  origin = `${options.tls ? 'https' : 'http'}://127.0.0.1:${port}`;
  if (options.hostile) setHostile(options.hostile.seed);

  return {
    origin,
    weblateUrl: `${origin}/`,
    worldAnvilUrl: `${origin}/api/aragorn/`,
    boromirUrl: `${origin}${BOROMIR_PREFIX}`,
    credentials,
    faults: { add: (f) => faults.add(f), clear: () => faults.clear(), list: () => faults.list() },
    settings,
    hostile: {
      enable: (seed) => setHostile(seed),
      disable: () => setHostile(undefined),
      stats: () => hostile?.stats(),
    },
    volumes: { set: (switches) => setVolumes(switches), clear: () => setVolumes(undefined) },
    requests,
    requestLog,
    close: () =>
      new Promise<void>((resolve) => {
        faults.clear(); // held requests go, onto sockets about to be closed
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

function checkedMode(value: unknown): MachineTranslationMode {
  if ((MACHINE_TRANSLATION_MODES as readonly unknown[]).includes(value)) return value as MachineTranslationMode;
  throw new Error(
    `machineTranslation must be one of ${MACHINE_TRANSLATION_MODES.join(', ')}, not ${JSON.stringify(value)}`,
  );
}

export function checkedOrder(value: unknown): ChangesOrder {
  if (value === 'oldest-first' || value === 'newest-first') return value;
  throw new Error(`changesOrder must be oldest-first or newest-first, not ${JSON.stringify(value)}`);
}
