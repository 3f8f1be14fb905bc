// Diagnostics are published only when they differ from what the file already shows. VS Code treats every
// publication as a change of the file's problems: it asks the code action providers again on its own, which
// drops a Quick Fix menu the person has just opened with Ctrl+. (the menu's request is replaced by the
// automatic one and the list never shows). Scriptorium re-reads its strings in the background (the change
// log saw changes, a save elsewhere), and the problems after such a refresh are most often the same.
import * as vscode from 'vscode';

const codeOf = (d: vscode.Diagnostic) => (typeof d.code === 'object' ? String(d.code.value) : String(d.code));

function same(a: vscode.Diagnostic, b: vscode.Diagnostic): boolean {
  return (
    a.range.isEqual(b.range) &&
    a.message === b.message &&
    a.severity === b.severity &&
    a.source === b.source &&
    codeOf(a) === codeOf(b)
  );
}

/** Sets `uri`'s diagnostics in `collection` unless it already holds the same ones, in the same order. */
export function publishDiagnostics(
  collection: vscode.DiagnosticCollection,
  uri: vscode.Uri,
  diagnostics: readonly vscode.Diagnostic[],
): void {
  const shown = collection.get(uri);
  if (shown && shown.length === diagnostics.length && shown.every((d, i) => same(d, diagnostics[i]!))) return;
  collection.set(uri, diagnostics);
}
