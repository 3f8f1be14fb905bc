// Whether a file has changes git has not committed, through the built-in Git extension's API (when it is
// there and the file lies in a repository it knows; otherwise no changes are assumed).
import * as vscode from 'vscode';

interface Change {
  uri: vscode.Uri;
}
interface Repository {
  state: { workingTreeChanges: Change[]; indexChanges: Change[]; untrackedChanges?: Change[] };
}
interface GitApi {
  getRepository(uri: vscode.Uri): Repository | null;
}
interface GitExtension {
  getAPI(version: 1): GitApi;
}

export async function hasUncommittedChanges(uri: vscode.Uri): Promise<boolean> {
  const extension = vscode.extensions.getExtension<GitExtension>('vscode.git');
  if (!extension) return false;
  try {
    const git = (extension.isActive ? extension.exports : await extension.activate()).getAPI(1);
    const repo = git.getRepository(uri);
    if (!repo) return false;
    const { workingTreeChanges, indexChanges, untrackedChanges = [] } = repo.state;
    return [...workingTreeChanges, ...indexChanges, ...untrackedChanges].some((c) => c.uri.fsPath === uri.fsPath);
  } catch {
    return false;
  }
}
