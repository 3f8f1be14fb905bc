// The lifecycle both service sessions share: a connection built lazily from the service's address setting
// and SecretStorage, rebuilt (the old client closed) when either changes, so switching servers or keys
// needs no reload; and the options every client Scriptorium makes shares (the timeout setting, requests
// written to the log).
import * as vscode from 'vscode';
import type { RequestLogEntry } from '../core/http/types';
import { config, onDidChangeConfig } from './config';
import { originOf, type CredentialStore } from './credentials';
import { Disposable } from './lifecycle';
import { requestLine, type Log } from './log';

/** The timeout setting and request logging, for a client of any service (`component` prefixes its log lines). */
export function clientLogOptions(log: Log, component: string): { timeouts: { headersMs: number }; onRequestLog: (e: RequestLogEntry) => void } {
  return { timeouts: { headersMs: config.network.timeoutSeconds() * 1000 }, onRequestLog: (e) => log.info(component, requestLine(e)) };
}

export abstract class ServiceSession<C extends { client: { close(): Promise<void> } }> extends Disposable {
  private readonly changed = this._register(new vscode.EventEmitter<void>());
  readonly onDidChange = this.changed.event;
  private current: Promise<C | undefined> | undefined;

  protected constructor(
    area: 'localization' | 'worldbuilding',
    protected readonly credentials: CredentialStore,
    protected readonly log: Log,
    secretPrefix: string,
  ) {
    super();
    this._register(onDidChangeConfig(area, () => this.reset()));
    this._register(onDidChangeConfig('network', () => this.reset()));
    this._register(credentials.onDidChange((e) => e.key.startsWith(secretPrefix) && this.reset()));
  }

  /** The live connection, or undefined when the service is not set up. */
  connection(): Promise<C | undefined> {
    this.current ??= this.build();
    return this.current;
  }

  reset(): void {
    const old = this.current;
    this.current = undefined;
    void old?.then((c) => c?.client.close()).catch(() => undefined);
    this.changed.fire();
  }

  private async build(): Promise<C | undefined> {
    const url = this.serviceUrl();
    const origin = originOf(url);
    return origin ? this.connect(url, origin) : undefined;
  }

  /** The service's address, from its setting. */
  protected abstract serviceUrl(): string;

  /** A connection to the service at `url` with the secrets stored for `origin`; undefined when it is not set up. */
  protected abstract connect(url: string, origin: string): Promise<C | undefined>;

  override dispose(): void {
    void this.current?.then((c) => c?.client.close()).catch(() => undefined);
    super.dispose();
  }
}
