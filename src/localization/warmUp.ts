// Whether a new window's workspace will soon show source-key hints (#44 item 7: the first source file's
// hints within 1 s of opening it): a server is configured, the workspace is trusted, a workspace folder's
// own .weblate (or weblate.ini) or the setting names the component, and the workspace has a source file.
// Then the translators' feature loads right after activation and reads ahead what that first file needs
// (sourceKeys/readAhead.ts), instead of starting at the file's opening. Part of the light entry: it reads
// two file names and runs one file search (one match is enough), nothing more.
import * as vscode from 'vscode';
import { SOURCE_FILES_GLOB } from '../core/sourceKeys/languages';
import { config } from '../platform/config';

const WLC_FILES = ['.weblate', 'weblate.ini'];

/** Why the feature should load ahead of its first use, or undefined. */
export async function sourceKeysWarmUp(): Promise<string | undefined> {
  // Untrusted, neither the .weblate nor the workspace's setting names a component (sourceKeyData.ts).
  if (config.localization.serverUrl() === '' || !vscode.workspace.isTrusted) return undefined;
  const folders = vscode.workspace.workspaceFolders ?? [];
  const named = vscode.workspace.getConfiguration('scriptorium').get<unknown>('localization.sourceKeys.component');
  const [wlc, sources] = await Promise.all([
    Promise.all(
      folders.flatMap((f) =>
        WLC_FILES.map((name) =>
          vscode.workspace.fs.stat(vscode.Uri.joinPath(f.uri, name)).then(
            () => vscode.workspace.asRelativePath(vscode.Uri.joinPath(f.uri, name), true),
            () => undefined,
          ),
        ),
      ),
    ),
    vscode.workspace.findFiles(SOURCE_FILES_GLOB, '**/node_modules/**', 1),
  ]);
  const names = wlc.find((w) => w !== undefined) ?? (isNamed(named) ? 'the sourceKeys.component setting' : undefined);
  return names && sources.length > 0 ? `${names} names a component and the workspace has source files` : undefined;
}

const isNamed = (v: unknown) => (typeof v === 'string' ? v.trim() !== '' : Array.isArray(v) && v.length > 0);
