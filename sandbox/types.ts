// The contract between the sandbox's core (server.ts: HTTP, faults, JSON) and the two services it hosts
// (weblate/, worldanvil/). A service sees a parsed request and returns a plain response; the core writes it,
// applying any injected fault on the way out.
import type { IncomingHttpHeaders } from 'node:http';
import type { HostileStats } from './hostile/mode';
import type { VolumeSwitches } from './hostile/volumes';
import type { WireLie } from './hostile/wire';

export interface SandboxRequest {
  method: string;
  /** Full request URL (origin is the sandbox's own). */
  url: URL;
  headers: IncomingHttpHeaders;
  /** The body parsed as JSON (integers beyond 2^53 as bigint), undefined when empty; `invalidJson` when it did not parse. */
  body: unknown;
  invalidJson: boolean;
  rawBody: string;
  /** The body's bytes as received (multipart uploads may carry non-UTF-8 files); absent = rawBody's UTF-8. */
  rawBytes?: Buffer;
}

export interface SandboxResponse {
  status: number;
  headers?: Record<string, string>;
  /** Serialized as JSON by the core; bigint values are written as exact integers. */
  json?: unknown;
  /** A non-JSON body (used with an explicit Content-Type header). */
  text?: string;
  /** A binary body (zip archives), with an explicit Content-Type header. */
  bytes?: Buffer;
  /** A body written piece by piece as it is produced (server-sent events), with an explicit Content-Type. */
  stream?: AsyncIterable<string>;
}

export interface SandboxService {
  /** Path prefix this service owns, e.g. `/api/aragorn/` (checked before `/api/`). */
  readonly prefix: string;
  /** Returns undefined when no route matches (the core answers 404). */
  handle(req: SandboxRequest): Promise<SandboxResponse | undefined> | SandboxResponse | undefined;
}

export type DataSize = 'small' | 'large';

export type FaultKind =
  | 'latency' // add latencyMs before answering
  | 'hold' // answer only once the faults are cleared: nothing can answer until the test says so
  | 'status' // answer `status` (500/502/503/423/…) with a service-shaped error body
  | 'rateLimit' // 429 with Retry-After: retryAfterSeconds
  | 'reset' // destroy the socket without answering
  | 'truncate' // send the real body cut in half, with a matching Content-Length of the cut body
  | 'wrongType' // the real body with one field's type changed (first string→number / number→string found)
  | 'html' // a 502-style HTML error page from a "proxy"
  | 'successFalse' // World Anvil: HTTP 200 with {"success": false, "error": ...}
  | 'lie'; // the answer with lying headers or a hostile body: `lie` names which (hostile/wire.ts)

export interface FaultSpec {
  kind: FaultKind;
  /** Regular-expression source matched against the path (without query); default: every path. */
  path?: string;
  method?: string;
  status?: number;
  latencyMs?: number;
  retryAfterSeconds?: number;
  /** How many matching requests it applies to; default unlimited. */
  times?: number;
  /** kind 'lie': which lie (hostile/wire.ts WIRE_LIES). */
  lie?: WireLie;
  /** kind 'lie': body size of the binary and huge bodies. */
  bytes?: number;
  /** kind 'lie': where redirectOtherOrigin points. */
  location?: string;
}

export interface SandboxCredentials {
  weblate: { adminToken: string; translatorToken: string; projectToken: string; suggesterToken: string };
  worldAnvil: { applicationKey: string; authToken: string };
  /** The keys the sandbox's machine-translation engines accept (sandbox/machineTranslation/). */
  machineTranslation: { deepl: string; libretranslate: string; openai: string };
}

/**
 * The order of change lists: the seed's server listed ascending ids ('oldest-first', the default); real
 * Weblate lists newest first (by timestamp, then id). Clients must cope with both.
 */
export type ChangesOrder = 'oldest-first' | 'newest-first';

/** Behaviour switches a running sandbox can change (tests: `sandbox.settings`; others: /__sandbox/settings). */
export interface SandboxSettings {
  changesOrder: ChangesOrder;
  /**
   * Whether the suggestion and comment routes exist (Weblate after 5.10; default true): off, the sandbox
   * plays 5.10.4, where they answer 404 and clients must hide them.
   */
  reviewApi: boolean;
  /**
   * Hostile channel for the write policy (issue 25): a translation's `filename` as the server claims it,
   * keyed "project/component/language", e.g. `package.json` or `node_modules/typescript/lib/tsc.js` —
   * plain-looking paths a lying server (or a filemask without `*`) names. Empty by default.
   */
  filenames: Record<string, string>;
  /**
   * World Anvil requests allowed per second (both faces), the rest answered 429 with Retry-After
   * (sandbox/worldanvil/rateLimit.ts); 0 or absent: no limit, the default (World Anvil documents none).
   */
  worldAnvilRateLimit?: number;
  /**
   * How the machine-translation engines answer (sandbox/machineTranslation/engine.ts): 'normal' (the
   * default), or a hostile answer — 'html' (an HTML page with 200), 'huge' (megabytes), 'long' (a text far
   * longer than its source), 'brokenPlaceholders' (the first marker dropped, another doubled), 'markup' (a
   * script tag in the text), or 'heldStream' (a streamed chat answer stops after its first word until the
   * faults are cleared, so a test sees words arrive before the answer ends).
   */
  machineTranslation?: MachineTranslationMode;
  /**
   * The project "File formats" (sandbox/weblate/formatComponents.ts): XLIFF 1.2, Android, monolingual PO
   * and Qt TS components for the upload preview (#41). Its records are added the first time a request
   * sees it on and stay until the sandbox stops (a later `false` is refused by /__sandbox/settings).
   */
  formatComponents?: boolean;
}

export const MACHINE_TRANSLATION_MODES = [
  'normal',
  'html',
  'huge',
  'long',
  'brokenPlaceholders',
  'markup',
  'heldStream',
] as const;
export type MachineTranslationMode = (typeof MACHINE_TRANSLATION_MODES)[number];

export interface SandboxOptions {
  port?: number; // 0 = any free port (default)
  /** Default 'oldest-first', as the seed. */
  changesOrder?: ChangesOrder;
  /** Default true (the newest Weblate's suggestion and comment routes); false plays 5.10.4 without them. */
  reviewApi?: boolean;
  size?: DataSize; // default 'small'
  /** Latency added to every request (benchmarks). */
  latencyMs?: number;
  faults?: FaultSpec[];
  /** Requests per window before 429s (0 = unlimited, the default). */
  rateLimit?: number;
  /** World Anvil requests per second before 429s (SandboxSettings.worldAnvilRateLimit). */
  worldAnvilRateLimit?: number;
  /** Serve https with this certificate (PEM; `cert` may hold the chain) instead of plain http. */
  tls?: { cert: string; key: string };
  /**
   * The webview security suite's payloads (a Weblate component with its change log, a World Anvil world)
   * beside the sample data. Default true: the tests read them; the plain demo (`npm start`) leaves them out
   * unless started with --hostile, so its change log holds no `<script>` text (#31).
   */
  payloadData?: boolean;
  /**
   * The realistic Ledger project (sandbox/weblate/ledger.ts, #43 item 8): 1,562 natural-language keys with
   * German, a second component of twins, a 30-term glossary and 10,500 changes. Default false: the seed's
   * project list and change log stay as every other test knows them.
   */
  ledger?: boolean;
  /**
   * The project "File formats" from the start (SandboxSettings.formatComponents). Default false: a project
   * more changes what other tests count.
   */
  formats?: boolean;
  /** Hostile-server mode from the start: every string field of every answer from the hostile corpus (sandbox/hostile/mode.ts). */
  hostile?: { seed: number };
  /** Hostile volumes from the start (sandbox/hostile/volumes.ts): endless paging, deep and wide categories, many articles. */
  volumes?: VolumeSwitches;
}

export interface RecordedRequest {
  method: string;
  path: string;
  query: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** When it arrived (Date.now()). */
  at: number;
  /** The status it was answered with, once answered. */
  status?: number;
  /** When its answer was handed to the socket (Date.now()): when the client has its data, give or take the wire. */
  answeredAt?: number;
}

export interface Sandbox {
  /** e.g. http://127.0.0.1:PORT (https:// with the `tls` option) */
  origin: string;
  /** e.g. http://127.0.0.1:PORT/ — the Weblate base URL (API at /api/). */
  weblateUrl: string;
  /** e.g. http://127.0.0.1:PORT/api/aragorn/ */
  worldAnvilUrl: string;
  /** e.g. http://127.0.0.1:PORT/api/external/boromir/ — the same World Anvil data, as the Boromir API. */
  boromirUrl: string;
  credentials: SandboxCredentials;
  faults: { add(spec: FaultSpec): void; clear(): void; list(): FaultSpec[] };
  /** Switches read on every request: change them while running. */
  settings: SandboxSettings;
  /** The hostile-server mode, switchable while running; `stats` is undefined while it is off. */
  hostile: { enable(seed: number): void; disable(): void; stats(): HostileStats | undefined };
  /** The hostile volumes, switchable while running: `set` replaces every switch, `clear` turns them off. */
  volumes: { set(switches: VolumeSwitches): void; clear(): void };
  /** Every request received, in order (tests inspect headers and bodies); cleared by `requests.length = 0`. */
  requests: RecordedRequest[];
  /** Method, path, query and body of every request, never cleared: what the leak scan reads at the end of a run. */
  requestLog: string[];
  close(): Promise<void>;
}
