// The lifecycle both service sessions share: a connection built lazily from settings and SecretStorage,
// rebuilt (the old client closed) when either changes, or one of VS Code's http.* proxy and certificate
// settings, so switching servers, keys or proxies needs no reload.
import * as vscode from 'vscode';
import { onDidChangeConfig } from './config';
import type { CredentialStore } from './credentials';
import { Disposable } from './lifecycle';
import { onDidChangeNetworkSettings } from './network';

export abstract class ServiceSession<C extends { client: { close(): Promise<void> } }> extends Disposable {
  private readonly changed = this._register(new vscode.EventEmitter<void>());
  readonly onDidChange = this.changed.event;
  private current: Promise<C | undefined> | undefined;

  protected constructor(area: 'localization' | 'worldbuilding', credentials: CredentialStore, secretPrefix: string) {
    super();
    this._register(onDidChangeConfig(area, () => this.reset()));
    this._register(onDidChangeConfig('network', () => this.reset()));
    // VS Code's proxy and certificate settings: the next request goes through the new proxy, no reload.
    this._register(onDidChangeNetworkSettings(() => this.reset()));
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

  protected abstract build(): Promise<C | undefined>;

  override dispose(): void {
    void this.current?.then((c) => c?.client.close()).catch(() => undefined);
    super.dispose();
  }
}
