// A read-only document per download (scheme `scriptorium-download`), so the diff before replacing a
// changed file can show the server's version without writing it anywhere first.
import * as vscode from 'vscode';

export const DOWNLOAD_SCHEME = 'scriptorium-download';

export class DownloadedContent implements vscode.TextDocumentContentProvider, vscode.Disposable {
  private readonly texts = new Map<string, string>();
  private counter = 0;
  private readonly registration = vscode.workspace.registerTextDocumentContentProvider(DOWNLOAD_SCHEME, this);

  /** Keeps `text` as the server's version of `file`; the returned URI shows it. */
  hold(file: vscode.Uri, text: string): vscode.Uri {
    const name = file.path.split('/').pop() ?? 'download';
    // A fresh path each time: the editor caches a document per URI.
    const uri = vscode.Uri.from({ scheme: DOWNLOAD_SCHEME, path: `/${++this.counter}/${name}` });
    this.texts.set(uri.toString(), text);
    return uri;
  }

  provideTextDocumentContent(uri: vscode.Uri): string {
    return this.texts.get(uri.toString()) ?? '';
  }

  /** Closes the diff tabs that show `uri` and forgets its text. */
  async closeDiff(uri: vscode.Uri): Promise<void> {
    const tabs = vscode.window.tabGroups.all.flatMap((g) => g.tabs).filter((t) => t.input instanceof vscode.TabInputTextDiff && t.input.modified.toString() === uri.toString());
    if (tabs.length > 0) await vscode.window.tabGroups.close(tabs).then(undefined, () => undefined);
    this.texts.delete(uri.toString());
  }

  dispose(): void {
    this.registration.dispose();
    this.texts.clear();
  }
}
