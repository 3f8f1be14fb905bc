// An in-memory stand-in for VS Code's SecretStorage, so the platform's secret handling runs in plain Node.
// `changeFromElsewhere` plays another window writing the same storage.
import type * as vscode from 'vscode';

type Listener = (e: vscode.SecretStorageChangeEvent) => unknown;

export class FakeSecrets {
  readonly values = new Map<string, string>();
  private readonly listeners = new Set<Listener>();

  readonly onDidChange = (
    listener: Listener,
    thisArgs?: unknown,
    disposables?: vscode.Disposable[],
  ): vscode.Disposable => {
    const bound: Listener = (e) => listener.call(thisArgs, e);
    this.listeners.add(bound);
    const disposable = { dispose: () => void this.listeners.delete(bound) };
    disposables?.push(disposable);
    return disposable;
  };

  get(key: string): Promise<string | undefined> {
    return Promise.resolve(this.values.get(key));
  }

  store(key: string, value: string): Promise<void> {
    this.values.set(key, value);
    this.fire(key);
    return Promise.resolve();
  }

  delete(key: string): Promise<void> {
    this.values.delete(key);
    this.fire(key);
    return Promise.resolve();
  }

  changeFromElsewhere(key: string, value: string | undefined): void {
    if (value === undefined) this.values.delete(key);
    else this.values.set(key, value);
    this.fire(key);
  }

  listenerCount(): number {
    return this.listeners.size;
  }

  asSecretStorage(): vscode.SecretStorage {
    return this as unknown as vscode.SecretStorage;
  }

  private fire(key: string): void {
    for (const l of [...this.listeners]) l({ key });
  }
}
