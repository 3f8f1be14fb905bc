// Which workspace file a translation is downloaded into: the file a `scriptorium.localization.fileMappings`
// entry names for it (a glob without wildcards), else the translation's repository path (`filename`, from
// the component's filemask) where the workspace holds it (the repository root may sit anywhere inside a
// workspace folder), else that path under the first workspace folder. Both are checked to stay inside the
// workspace: `filename` is server text, and a setting can be edited to anything.
import * as vscode from 'vscode';
import { pathInside, plainRelativePath } from '../../core/guards/fileName';
import type { Translation } from '../../core/weblate';

export interface LocalTarget {
  uri: vscode.Uri;
  exists: boolean;
}

const WILDCARD = /[*?[\]{}]/;

export async function exists(uri: vscode.Uri): Promise<boolean> {
  try {
    await vscode.workspace.fs.stat(uri);
    return true;
  } catch {
    return false;
  }
}

function inside(folder: vscode.WorkspaceFolder, relative: string): vscode.Uri | undefined {
  const path = pathInside(folder.uri.fsPath, relative);
  return path ? vscode.Uri.file(path) : undefined;
}

function mappedPaths(t: Translation): string[] {
  const mappings = vscode.workspace.getConfiguration('scriptorium').get<Record<string, string>>('localization.fileMappings', {});
  const project = t.component.project.slug;
  const names = [`${project}/${t.component.slug}/${t.language.code}`, `${project}/${t.component.slug}/${t.language_code}`];
  return Object.entries(mappings).filter(([glob, target]) => names.includes(target) && !WILDCARD.test(glob)).map(([glob]) => glob);
}

export async function localTargetFor(t: Translation): Promise<LocalTarget | undefined> {
  const folders = vscode.workspace.workspaceFolders ?? [];
  for (const relative of mappedPaths(t)) {
    for (const folder of folders) {
      const uri = inside(folder, relative);
      if (uri) return { uri, exists: await exists(uri) };
    }
  }
  // Plain characters only (also safe inside the glob below), no hidden or reserved segment: else the caller asks.
  const filename = plainRelativePath(t.filename);
  if (!filename) return undefined;
  for (const folder of folders) {
    const uri = inside(folder, filename);
    if (uri && (await exists(uri))) return { uri, exists: true };
  }
  const found = await vscode.workspace.findFiles(`**/${filename}`, '**/node_modules/**', 2);
  // Two candidates would be a guess: the caller then asks where to save.
  if (found.length === 1) return { uri: found[0]!, exists: true };
  if (found.length > 1) return undefined;
  const first = folders[0];
  const uri = first ? inside(first, filename) : undefined;
  return uri ? { uri, exists: false } : undefined;
}
