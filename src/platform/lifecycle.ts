// A Disposable that owns other disposables, so a feature registers its listeners once and frees them all
// together (the pattern of vscode-pull-request-github's common/lifecycle.ts).
import type * as vscode from 'vscode';

export abstract class Disposable implements vscode.Disposable {
  private readonly owned: vscode.Disposable[] = [];
  private disposed = false;

  protected _register<T extends vscode.Disposable>(disposable: T): T {
    if (this.disposed) {
      disposable.dispose();
    } else {
      this.owned.push(disposable);
    }
    return disposable;
  }

  protected get isDisposed(): boolean {
    return this.disposed;
  }

  dispose(): void {
    if (this.disposed) {
      return;
    }
    this.disposed = true;
    // Dispose in reverse order of registration: later things may depend on earlier ones.
    for (const d of this.owned.splice(0).reverse()) {
      d.dispose();
    }
  }
}
