// Which copy of a file a person holds: an editor's text while it has unsaved changes, else the disk's. An
// open document without unsaved changes is not read: VS Code brings the disk's newer text into it only when
// its file watcher reports the change (over a minute on a loaded machine, e2e 66 and settings.ts saw it), so
// its text can be an old copy of what the disk and the person already hold.
import * as vscode from 'vscode';

/** The open document of the file at `path` while it has unsaved changes; undefined otherwise. */
export function unsavedDocument(path: string): vscode.TextDocument | undefined {
  return vscode.workspace.textDocuments.find((d) => d.isDirty && d.uri.scheme === 'file' && d.uri.fsPath === path);
}
