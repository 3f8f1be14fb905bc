// Which frameworks a source file's project uses: the nearest package.json above the file, inside its
// workspace folder, with the i18next separators of the configuration files beside it (or the user's
// setting). Files are read as text only, never run: a workspace's configuration is data.
import * as vscode from 'vscode';
import { I18NEXT_CONFIG_FILES, projectI18nextOptions } from '../../core/sourceKeys/i18nextUsage';
import { detectFrameworks, type ProjectFrameworks } from '../../core/sourceKeys/scan';
import { config } from '../../platform/config';

export async function readProjectFrameworks(uri: vscode.Uri): Promise<ProjectFrameworks> {
  const folder = vscode.workspace.getWorkspaceFolder(uri);
  const dirs: vscode.Uri[] = [];
  for (
    let d = vscode.Uri.joinPath(uri, '..');
    folder && d.path.startsWith(folder.uri.path) && dirs.length < 64;
    d = vscode.Uri.joinPath(d, '..')
  ) {
    dirs.push(d);
    if (d.path === folder.uri.path) break;
  }
  // Every package.json up to the workspace folder read at once, the nearest kept: one after another, each
  // read's wait for VS Code added up on a source file's first hints (#44 item 7).
  const texts = dirs.map((d) =>
    vscode.workspace.fs.readFile(vscode.Uri.joinPath(d, 'package.json')).then(
      (b) => new TextDecoder().decode(b),
      () => undefined,
    ),
  );
  for (const [i, read] of texts.entries()) {
    const text = await read;
    if (text !== undefined) return withI18nextOptions(detectFrameworks(text), dirs[i]);
  }
  return withI18nextOptions(detectFrameworks(undefined), folder?.uri);
}

async function withI18nextOptions(
  frameworks: ProjectFrameworks,
  dir: vscode.Uri | undefined,
): Promise<ProjectFrameworks> {
  if (!frameworks.i18next || !dir) return frameworks;
  const texts = await Promise.all(
    I18NEXT_CONFIG_FILES.map((name) =>
      vscode.workspace.fs.readFile(vscode.Uri.joinPath(dir, name)).then(
        (b) => (b.byteLength <= 200_000 ? new TextDecoder().decode(b) : undefined),
        () => undefined,
      ),
    ),
  );
  const found = texts.filter((t): t is string => t !== undefined);
  return { ...frameworks, i18nextOptions: projectI18nextOptions(found, config.localization.sourceKeyNsSeparator()) };
}
