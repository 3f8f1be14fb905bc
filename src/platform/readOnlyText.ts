// Texts shown only to be read: World Anvil’s side of a conflict (push, pull, world pull), a Markdown file
// as the BBCode it pushes as, the list of files a write would touch. Each gets a fresh path, since the
// editor caches a document per URI. Served by a content provider rather than opened as untitled
// documents, so the diff's sides are read-only and closing them never asks to save something that was
// never the person's.
import * as vscode from 'vscode';
import { safeFileName } from '../core/guards/fileName';

const SCHEME = 'scriptorium-view';
const texts = new Map<string, string>();
let registered = false;

/** Registers the provider once, whichever command asks first. */
export function registerReadOnlyTexts(context: vscode.ExtensionContext): void {
  if (registered) return;
  registered = true;
  context.subscriptions.push(
    vscode.workspace.registerTextDocumentContentProvider(SCHEME, { provideTextDocumentContent: (uri) => texts.get(uri.path) ?? '' }),
    { dispose: () => { texts.clear(); registered = false; } },
  );
}

/** A read-only document holding `text`, named (in a safe character set) after `title` with `extension`. */
export function readOnlyText(title: string, extension: string, text: string): vscode.Uri {
  const path = `/${texts.size + 1}/${safeFileName([title], extension)}`;
  texts.set(path, text);
  return vscode.Uri.from({ scheme: SCHEME, path });
}
