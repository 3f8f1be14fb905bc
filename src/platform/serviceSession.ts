// The lifecycle both service sessions share: a connection built lazily from settings and SecretStorage,
// rebuilt (the old client closed) when either changes, so switching servers or keys needs no reload.
import * as vscode from 'vscode';
import { onDidChangeConfig } from './config';
import type { CredentialStore } from './credentials';
import { Disposable } from './lifecycle';

export abstract class ServiceSession<C extends { client: { close(): Promise<void> } }> extends Disposable {
  private readonly changed = this._register(new vscode.EventEmitter<void>());
  readonly onDidChange = this.changed.event;
  private current: Promise<C | undefined> | undefined;

  protected constructor(area: 'localization' | 'worldbuilding', credentials: CredentialStore, secretPrefix: string) {
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

  protected abstract build(): Promise<C | undefined>;

  override dispose(): void {
    void this.current?.then((c) => c?.client.close()).catch(() => undefined);
    super.dispose();
  }
}
