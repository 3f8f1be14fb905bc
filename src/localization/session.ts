// The connection to the localization server: which server (a setting), which token (SecretStorage, by
// origin), and the WeblateClient built from them. Rebuilt when either changes, so switching servers
// needs no reload; everything else listens to onDidChange.
import * as vscode from 'vscode';
import { WeblateClient } from '../core/weblate';
import { config, onDidChangeConfig } from '../platform/config';
import { originOf, type CredentialStore } from '../platform/credentials';
import { Disposable } from '../platform/lifecycle';
import type { Log } from '../platform/log';
import { SCRIPTORIUM_USER_AGENT } from '../core/worldanvil/userAgent';

export interface Connection {
  serverUrl: string;
  origin: string;
  client: WeblateClient;
  signedIn: boolean;
}

export class LocalizationSession extends Disposable {
  private readonly changed = this._register(new vscode.EventEmitter<void>());
  readonly onDidChange = this.changed.event;
  private current: Promise<Connection | undefined> | undefined;

  constructor(
    private readonly credentials: CredentialStore,
    private readonly log: Log,
  ) {
    super();
    this._register(onDidChangeConfig('localization', () => this.reset()));
    this._register(credentials.onDidChange((e) => e.key.startsWith('scriptorium.weblate.') && this.reset()));
  }

  /** The live connection, or undefined when no server is configured. */
  connection(): Promise<Connection | undefined> {
    this.current ??= this.build();
    return this.current;
  }

  /** A client for a server that is not (yet) the configured one — used to check before saving. */
  static clientFor(serverUrl: string, token: string | undefined, log: Log): WeblateClient {
    return new WeblateClient({
      baseUrl: serverUrl,
      token,
      pageSize: config.localization.pageSize(),
      concurrency: config.localization.fetchConcurrency(),
      userAgent: SCRIPTORIUM_USER_AGENT,
      onRequestLog: (e) => log.info('weblate', `${e.method} ${e.url} → ${e.status} in ${e.durationMs} ms${e.retries ? ` after ${e.retries} retries` : ''}${e.error ? ` (${e.error})` : ''}`),
    });
  }

  reset(): void {
    const old = this.current;
    this.current = undefined;
    void old?.then((c) => c?.client.close()).catch(() => undefined);
    this.changed.fire();
  }

  private async build(): Promise<Connection | undefined> {
    const serverUrl = config.localization.serverUrl();
    const origin = originOf(serverUrl);
    if (!serverUrl || !origin) return undefined;
    const token = await this.credentials.getWeblateToken(origin);
    return { serverUrl, origin, client: LocalizationSession.clientFor(serverUrl, token, this.log), signedIn: token !== undefined };
  }

  override dispose(): void {
    void this.current?.then((c) => c?.client.close()).catch(() => undefined);
    super.dispose();
  }
}
