// The connection to World Anvil: the API base (a setting) and both keys (SecretStorage, by origin),
// and the client built from them; rebuilt when either changes.
import * as vscode from 'vscode';
import { WorldAnvilClient } from '../core/worldanvil';
import { config, onDidChangeConfig } from '../platform/config';
import { originOf, type CredentialStore, type WorldAnvilKeys } from '../platform/credentials';
import { Disposable } from '../platform/lifecycle';
import type { Log } from '../platform/log';

export interface AnvilConnection {
  apiBaseUrl: string;
  origin: string;
  client: WorldAnvilClient;
}

export class WorldbuildingSession extends Disposable {
  private readonly changed = this._register(new vscode.EventEmitter<void>());
  readonly onDidChange = this.changed.event;
  private current: Promise<AnvilConnection | undefined> | undefined;

  constructor(
    private readonly credentials: CredentialStore,
    private readonly log: Log,
  ) {
    super();
    this._register(onDidChangeConfig('worldbuilding', () => this.reset()));
    this._register(credentials.onDidChange((e) => e.key.startsWith('scriptorium.worldanvil.') && this.reset()));
  }

  /** The live connection, or undefined when not signed in. */
  connection(): Promise<AnvilConnection | undefined> {
    this.current ??= this.build();
    return this.current;
  }

  static clientFor(apiBaseUrl: string, keys: WorldAnvilKeys, log: Log): WorldAnvilClient {
    return new WorldAnvilClient({
      baseUrl: apiBaseUrl,
      ...keys,
      onRequestLog: (e) => log.info('worldanvil', `${e.method} ${e.url} → ${e.status} in ${e.durationMs} ms${e.retries ? ` after ${e.retries} retries` : ''}${e.error ? ` (${e.error})` : ''}`),
    });
  }

  reset(): void {
    const old = this.current;
    this.current = undefined;
    void old?.then((c) => c?.client.close()).catch(() => undefined);
    this.changed.fire();
  }

  private async build(): Promise<AnvilConnection | undefined> {
    const apiBaseUrl = config.worldbuilding.apiBaseUrl();
    const origin = originOf(apiBaseUrl);
    if (!origin) return undefined;
    const keys = await this.credentials.getWorldAnvilKeys(origin);
    if (!keys) return undefined;
    return { apiBaseUrl, origin, client: WorldbuildingSession.clientFor(apiBaseUrl, keys, this.log) };
  }

  override dispose(): void {
    void this.current?.then((c) => c?.client.close()).catch(() => undefined);
    super.dispose();
  }
}
