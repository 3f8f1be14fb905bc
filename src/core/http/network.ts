// How a client reaches its server: directly (one undici Pool for its origin) or through a forward proxy
// (undici's own EnvHttpProxyAgent: https goes through a CONNECT tunnel, so the proxy never sees a header,
// and its no-proxy list decides per host), and which certificates it trusts. The platform layer hands
// these options over; nothing here reads settings or the environment.
import { createSecureContext, type SecureContext } from 'node:tls';
import type { Dispatcher, Pool } from 'undici';
import type { NetworkOptions, TimeoutOptions } from './types';
import { loadUndici } from './undici';

/** A proxy that refused the tunnel or could not be reached; turned into a ProxyError per request. */
export class ProxyTunnelFailure extends Error {
  constructor(
    /** host:port of the proxy, never its credentials. */
    readonly proxy: string,
    /** The proxy's answer to CONNECT (407, 403, 502…); undefined when it could not be reached. */
    readonly proxyStatus: number | undefined,
    options?: { cause?: unknown },
  ) {
    super(
      proxyStatus === undefined ? `Proxy ${proxy} could not be reached` : `Proxy ${proxy} answered ${proxyStatus}`,
      options,
    );
    this.name = 'ProxyTunnelFailure';
  }
}

/** The proxy's secrets, for the redactor: they must never show up in a message or a log either. */
export function proxySecrets(network: NetworkOptions | undefined): string[] {
  const out: string[] = [];
  if (network?.proxyAuthorization)
    out.push(network.proxyAuthorization, network.proxyAuthorization.replace(/^\S+\s+/, ''));
  try {
    const u = new URL(network?.proxyUrl ?? '');
    if (u.password) out.push(u.password, decodeURIComponent(u.password));
  } catch {
    // No proxy, or not a URL: nothing secret in it.
  }
  return out;
}

/** host:port of a proxy URL, the only part of it ever shown (the URL may carry a password). */
export function proxyLabel(proxyUrl: string): string {
  try {
    const u = new URL(proxyUrl);
    return `${u.hostname}:${u.port || (u.protocol === 'https:' ? '443' : '80')}`;
  } catch {
    return '(invalid proxy address)';
  }
}

// Parsing a few hundred PEM certificates takes milliseconds: one context per list, shared by every client.
const contexts = new WeakMap<readonly string[], SecureContext>();
function secureContextFor(ca: readonly string[]): SecureContext {
  let ctx = contexts.get(ca);
  if (!ctx) {
    ctx = createSecureContext({ ca: [...ca] });
    contexts.set(ca, ctx);
  }
  return ctx;
}

type TunnelConnectOptions = Omit<Dispatcher.ConnectOptions, 'origin'>;

/**
 * ProxyAgent opens each tunnel with its proxy client's promise-form connect(); answering it here is the
 * one place the proxy's own status is seen as a number (undici only reports it inside a message text).
 * Made when the first proxy agent is (its base class is undici's, which loads at the first request).
 */
function tunnelPoolClass(BasePool: typeof Pool) {
  return class TunnelPool extends BasePool {
    constructor(
      origin: URL,
      opts: Pool.Options,
      private readonly label: string,
    ) {
      super(origin, opts);
    }

    override connect(options: TunnelConnectOptions): Promise<Dispatcher.ConnectData>;
    override connect(
      options: TunnelConnectOptions,
      callback: (err: Error | null, data: Dispatcher.ConnectData) => void,
    ): void;
    override connect(
      options: TunnelConnectOptions,
      callback?: (err: Error | null, data: Dispatcher.ConnectData) => void,
    ): Promise<Dispatcher.ConnectData> | void {
      if (callback) return super.connect(options, callback);
      return super.connect(options).then(
        (data) => {
          if (data.statusCode === 200) return data;
          data.socket.on('error', () => undefined).destroy();
          throw new ProxyTunnelFailure(this.label, data.statusCode);
        },
        (e: unknown) => {
          throw e instanceof ProxyTunnelFailure ? e : new ProxyTunnelFailure(this.label, undefined, { cause: e });
        },
      );
    }
  };
}
let TunnelPool: ReturnType<typeof tunnelPoolClass> | undefined;

/** The undici dispatcher for one client: a Pool for `origin`, or a proxy agent in front of it. */
export function createDispatcher(origin: string, network: NetworkOptions, timeouts: TimeoutOptions): Dispatcher {
  const { EnvHttpProxyAgent, Pool } = loadUndici();
  const trust = network.ca ? { secureContext: secureContextFor(network.ca) } : {};
  // `connect` is what every direct connection uses (the Pool, and the proxy agent's no-proxy hosts).
  const connect = { timeout: timeouts.connectMs, ...trust, rejectUnauthorized: true };
  const proxied = { ...connect, rejectUnauthorized: network.proxyStrictSSL !== false };
  const common = {
    connections: 8,
    headersTimeout: timeouts.headersMs,
    bodyTimeout: timeouts.bodyMs,
    keepAliveTimeout: 30_000,
  };
  // A plain-http server is on this machine (credentials go over http to loopback only): through a proxy the
  // tunnel would carry the token in clear text past it, and a remote proxy's loopback is not ours anyway.
  if (!network.proxyUrl || new URL(origin).protocol === 'http:') return new Pool(origin, { ...common, connect });
  const label = proxyLabel(network.proxyUrl);
  const Tunnel = (TunnelPool ??= tunnelPoolClass(Pool));
  return new EnvHttpProxyAgent({
    ...common,
    connect,
    // Explicit values (never undefined), so undici does not fall back to the environment on its own.
    httpProxy: network.proxyUrl,
    httpsProxy: network.proxyUrl,
    noProxy: (network.noProxy ?? []).join(','),
    ...(network.proxyAuthorization ? { token: network.proxyAuthorization } : {}),
    requestTls: proxied,
    proxyTls: proxied,
    clientFactory: (proxyOrigin: URL, opts: object) => new Tunnel(proxyOrigin, opts as Pool.Options, label),
  });
}
