// The lifecycle both service sessions share: a connection built lazily from the service's address setting
// and SecretStorage, rebuilt (the old client closed) when either changes, or one of VS Code's http.* proxy
// and certificate settings, so switching servers, keys or proxies needs no reload; and the options every
// client Scriptorium makes shares (timeout, response size cap, proxy and trust, requests written to the log).
import * as vscode from 'vscode';
import type { RequestLogEntry } from '../core/http/types';
import { config, onDidChangeConfig } from './config';
import { originOf, type CredentialStore } from './credentials';
import { Disposable } from './lifecycle';
import { onDidChangeNetworkSettings, networkOptionsFor } from './network';
import { requestLine, type Log } from './log';

/** The options every client shares, for a client of any service (`component` prefixes its log lines): the
 * timeout and response-size settings, proxy and certificate trust for `serviceUrl`, and request logging.
 * `answered` is called on each successful answer (a session's client: the service accepts it). */
export function clientOptions(log: Log, component: string, serviceUrl: string, answered?: () => void) {
  return {
    timeouts: { headersMs: config.network.timeoutSeconds() * 1000 },
    maxResponseBytes: config.network.maxResponseBytes(),
    network: networkOptionsFor(serviceUrl, log),
    onRequestLog: (e: RequestLogEntry) => {
      log.info(component, requestLine(e));
      if (answered && typeof e.status === 'number' && e.status >= 200 && e.status < 300) answered();
    },
  };
}

export abstract class ServiceSession<C extends { client: { close(): Promise<void> } }> extends Disposable {
  private readonly changed = this._register(new vscode.EventEmitter<void>());
  readonly onDidChange = this.changed.event;
  private current: Promise<C | undefined> | undefined;
  /** The address and secret the current connection was built from (cleared by a reset). */
  private builtFrom: { url: string; secret: string } | undefined;
  /** Counts resets: a build that a reset overtook records nothing. */
  private epoch = 0;

  protected constructor(
    area: 'localization' | 'worldbuilding',
    protected readonly credentials: CredentialStore,
    protected readonly log: Log,
    secretPrefix: string,
  ) {
    super();
    this._register(onDidChangeConfig(area, () => this.reset()));
    this._register(onDidChangeConfig('network', () => this.reset()));
    // VS Code's proxy and certificate settings: the next request goes through the new proxy, no reload.
    this._register(onDidChangeNetworkSettings(() => this.reset()));
    this._register(credentials.onDidChange((e) => e.key.startsWith(secretPrefix) && void this.resetIfSecretChanged()));
  }

  /** The live connection, or undefined when the service is not set up. */
  connection(): Promise<C | undefined> {
    this.current ??= this.build();
    return this.current;
  }

  reset(): void {
    const old = this.current;
    this.current = undefined;
    this.builtFrom = undefined;
    this.epoch++;
    void old?.then((c) => c?.client.close()).catch(() => undefined);
    this.changed.fire();
  }

  /**
   * SecretStorage says a secret changed: rebuild only when the connection's own secret differs from the
   * one it was built with. Storing the same value again (a reconnect with the same token, another window)
   * fires the event too, often after the command that stored it has already reset the session; a second
   * rebuild then refreshed every tree while someone was opening its rows, folding them.
   */
  private async resetIfSecretChanged(): Promise<void> {
    const built = this.builtFrom;
    if (!this.current) return; // nothing built since the last reset: the next connection reads the new secret
    const url = this.serviceUrl();
    const origin = originOf(url);
    if (built && origin && built.url === url && built.secret === (await this.secretFingerprint(origin))) return;
    if (this.builtFrom === built) this.reset();
  }

  private async secretFingerprint(origin: string): Promise<string> {
    return JSON.stringify((await this.storedSecret(origin)) ?? null);
  }

  private async build(): Promise<C | undefined> {
    const url = this.serviceUrl();
    const origin = originOf(url);
    if (!origin) return undefined;
    const epoch = this.epoch;
    // The secret is read once: each read of SecretStorage is a round trip to VS Code's main process, and this
    // build is on the path of a window's first source-key hints (#44 item 7).
    const started = Date.now();
    const stored = await this.storedSecret(origin);
    // Said once per connection: where a window's first hints wait (#44 item 7).
    this.log.info('session', `secret read in ${Date.now() - started} ms`);
    const built = { url, secret: JSON.stringify(stored ?? null) };
    if (epoch === this.epoch) this.builtFrom = built;
    return this.connect(url, origin, stored);
  }

  /** The service's address, from its setting. */
  protected abstract serviceUrl(): string;

  /** What SecretStorage holds for `origin` (compared, never logged). */
  protected abstract storedSecret(origin: string): Thenable<unknown>;

  /**
   * A connection to the service at `url` with the secrets stored for `origin` (`stored`: what storedSecret
   * just read, for a session that needs nothing else); undefined when it is not set up.
   */
  protected abstract connect(url: string, origin: string, stored?: unknown): Promise<C | undefined>;

  override dispose(): void {
    void this.current?.then((c) => c?.client.close()).catch(() => undefined);
    super.dispose();
  }
}
