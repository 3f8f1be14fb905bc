// Which workspace file belongs to a translation, for a download (where to write) and an upload (what to
// send). In order: the file a `scriptorium.localization.fileMappings` entry names for it (a path without
// wildcards, in the folder whose settings hold it); the file Scriptorium last downloaded it into (the write
// ledger); for a download only, the translation's repository path (`filename`, server text from the
// component's filemask) under a workspace folder, or the one file of that path found deeper (the
// repository root may sit anywhere inside a workspace folder), only when it is the component's file mask
// with the language code and of its format (core/locale/serverTarget.ts). A download never writes by these alone:
// writeFiles asks about a file Scriptorium did not write. An upload never sends a file found by its name
// alone (a component named `credentials.json` would send `deploy/prod/credentials.json`): the person
// confirms it in the file dialog.
import * as vscode from 'vscode';
import { plainRelativePath } from '../../core/guards/fileName';
import { fitsServerFile } from '../../core/locale/serverTarget';
import type { WriteLedger } from '../../core/files/writePlan';
import type { Translation } from '../../core/weblate';
import { workspaceMappings } from '../localeFiles/fileMappings';
import { translationPath } from './pickers';

/** A file inside a workspace folder: where a download writes (it may not exist yet). */
export interface LocalTarget {
  folder: vscode.Uri;
  relative: string;
  /** How it was found, for the log. */
  how: 'mapping' | 'downloaded before' | 'server path' | 'found by name';
}

const WILDCARD = /[*?[\]{}]/;

/** The ledger's origin for a translation on a server: exact, so two servers never share a file. */
export const translationOrigin = (serverUrl: string, t: Translation) => `weblate:${serverUrl} ${translationPath(t)}`;

export async function exists(uri: vscode.Uri): Promise<boolean> {
  try {
    await vscode.workspace.fs.stat(uri);
    return true;
  } catch {
    return false;
  }
}

/** The workspace folder holding `path` and the path relative to it, `/`-separated. */
export function inWorkspace(path: string): { folder: vscode.Uri; relative: string } | undefined {
  const folder = vscode.workspace.getWorkspaceFolder(vscode.Uri.file(path));
  if (!folder) return undefined;
  const relative = vscode.workspace.asRelativePath(vscode.Uri.file(path), false);
  return relative && relative !== path ? { folder: folder.uri, relative } : undefined;
}

/** The mappings naming one file (no wildcard) for `t`; `glob` and `target` as the setting writes them. */
export function mapped(t: Translation): Array<{ folder: vscode.Uri; relative: string; glob: string; target: string }> {
  const names = new Set([translationPath(t), `${t.component.project.slug}/${t.component.slug}/${t.language_code}`]);
  return workspaceMappings()
    .filter((m) => names.has(m.target) && !WILDCARD.test(m.glob))
    .map((m) => ({ ...m, relative: m.glob.replace(/\\/g, '/').replace(/^\.\//, '') }));
}

/** The workspace file Scriptorium last downloaded `t` into, if it is still there (by name: the caller checks what it is). */
export async function downloadedBefore(
  t: Translation,
  ledger: WriteLedger,
  serverUrl: string,
): Promise<{ folder: vscode.Uri; relative: string } | undefined> {
  for (const path of ledger.pathsFor(translationOrigin(serverUrl, t))) {
    const found = inWorkspace(path);
    if (found && (await exists(vscode.Uri.file(path)))) return found;
  }
  return undefined;
}

/** Where a download of `t` goes; undefined when the caller must ask where to save. */
export async function downloadTarget(
  t: Translation,
  ledger: WriteLedger,
  serverUrl: string,
): Promise<LocalTarget | undefined> {
  const byMapping = mapped(t)[0];
  if (byMapping) return { folder: byMapping.folder, relative: byMapping.relative, how: 'mapping' };
  const before = await downloadedBefore(t, ledger, serverUrl);
  if (before) return { ...before, how: 'downloaded before' };
  // Plain characters only (also safe inside the glob below), no hidden or reserved segment, and the
  // component's own file for this language (its mask with the code, an extension of its format: never
  // package.json or a Makefile): else the caller asks. A file found by this name ends with it, so fits too.
  const filename = plainRelativePath(t.filename);
  const folders = vscode.workspace.workspaceFolders ?? [];
  if (!filename || folders.length === 0 || !fitsServerFile(filename, t.component, t.language_code)) return undefined;
  for (const folder of folders) {
    if (await exists(vscode.Uri.joinPath(folder.uri, filename)))
      return { folder: folder.uri, relative: filename, how: 'server path' };
  }
  const found = await vscode.workspace.findFiles(`**/${filename}`, '**/node_modules/**', 2);
  // Two candidates would be a guess: the caller then asks where to save.
  if (found.length > 1) return undefined;
  const one = found[0] && inWorkspace(found[0].fsPath);
  if (one) return { ...one, how: 'found by name' };
  return { folder: folders[0]!.uri, relative: filename, how: 'server path' };
}
