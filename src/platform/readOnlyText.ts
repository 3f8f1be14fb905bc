// Texts shown only to be read: World Anvil's side of a conflict, a Markdown file as the BBCode it pushes
// as, the server's version of a translation file before it replaces yours, the list of files a write would
// touch. Served by a content provider rather than opened as untitled documents, so a diff's sides are
// read-only and closing them never asks to save something that was never the person's.
//
// One provider per feature, owned by its activation (registerReadOnlyTexts): each feature is a chunk of
// its own with its own copy of this module, so each has its own scheme, and a text is always served by the
// provider that holds it. Every caller reaches it one way, through the functions at the end of this file. A text is forgotten when its document closes (or its diff does: forget()), so
// a long session does not keep every conflict it ever showed.
import * as vscode from 'vscode';
import { safeFileName } from '../core/guards/fileName';

export class ReadOnlyTexts implements vscode.TextDocumentContentProvider, vscode.Disposable {
  private readonly texts = new Map<string, string>();
  private counter = 0;
  private readonly subscriptions: vscode.Disposable[];

  constructor(private readonly scheme: string) {
    this.subscriptions = [
      vscode.workspace.registerTextDocumentContentProvider(scheme, this),
      vscode.workspace.onDidCloseTextDocument((doc) => {
        if (doc.uri.scheme === scheme) this.texts.delete(doc.uri.path);
      }),
    ];
  }

  /** A read-only document holding `text`, named (in a safe character set) after `title` with `extension`. */
  show(title: string, extension: string, text: string): vscode.Uri {
    return this.hold(safeFileName([title], extension), text);
  }

  /** A read-only document holding `text` under the plain name `name` (a fresh path each time: the editor caches a document per URI). */
  hold(name: string, text: string): vscode.Uri {
    const path = `/${++this.counter}/${name}`;
    this.texts.set(path, text);
    return vscode.Uri.from({ scheme: this.scheme, path });
  }

  provideTextDocumentContent(uri: vscode.Uri): string {
    return this.texts.get(uri.path) ?? '';
  }

  /** Closes the diff tabs that show `uri` and forgets its text. */
  async closeDiff(uri: vscode.Uri): Promise<void> {
    const tabs = vscode.window.tabGroups.all
      .flatMap((g) => g.tabs)
      .filter(
        (t) =>
          t.input instanceof vscode.TabInputTextDiff &&
          (t.input.modified.toString() === uri.toString() || t.input.original.toString() === uri.toString()),
      );
    if (tabs.length > 0) await vscode.window.tabGroups.close(tabs).then(undefined, () => undefined);
    this.texts.delete(uri.path);
  }

  dispose(): void {
    for (const s of this.subscriptions) s.dispose();
    this.texts.clear();
  }
}

let current: ReadOnlyTexts | undefined;

/** The feature's provider, made at its activation under `scheme` (`scriptorium-localization`, `scriptorium-worldbuilding`). */
export function registerReadOnlyTexts(context: vscode.ExtensionContext, scheme: string): void {
  current?.dispose();
  current = new ReadOnlyTexts(scheme);
  context.subscriptions.push(current, { dispose: () => (current = undefined) });
}

function registered(): ReadOnlyTexts {
  if (!current) throw new Error('read-only texts are not registered: the feature registers them when it activates');
  return current;
}

/** A read-only document of this feature holding `text`, named after `title` with `extension`. */
export function readOnlyText(title: string, extension: string, text: string): vscode.Uri {
  return registered().show(title, extension, text);
}

/** A read-only document of this feature holding `text` under the plain file name `name`. */
export function readOnlyFile(name: string, text: string): vscode.Uri {
  return registered().hold(name, text);
}

/** Closes the diff tabs that show a read-only document of this feature, and forgets its text. */
export async function closeReadOnlyDiff(uri: vscode.Uri): Promise<void> {
  await current?.closeDiff(uri);
}
