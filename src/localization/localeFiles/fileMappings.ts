// `scriptorium.localization.fileMappings`, read per workspace folder: the setting has "resource" scope, so
// a folder's own settings map its own files, and paths are relative to the folder whose settings hold
// them. While the workspace is untrusted only the user's settings count (core/locale/fileMappings.ts).
import * as vscode from 'vscode';
import { mappingsInForce } from '../../core/locale/fileMappings';

export interface FileMapping {
  folder: vscode.Uri;
  glob: string;
  target: string;
}

export function workspaceMappings(): FileMapping[] {
  const out: FileMapping[] = [];
  for (const folder of vscode.workspace.workspaceFolders ?? []) {
    const inspected = vscode.workspace.getConfiguration('scriptorium', folder.uri).inspect('localization.fileMappings');
    for (const [glob, target] of Object.entries(mappingsInForce(inspected, vscode.workspace.isTrusted)))
      out.push({ folder: folder.uri, glob, target });
  }
  return out;
}
