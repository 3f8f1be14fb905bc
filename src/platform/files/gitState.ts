// Whether a file has changes git has not committed, through the built-in Git extension's API. 'unknown'
// when Git is missing or disabled or the file lies in no repository it knows: then nothing can restore
// the file, and the caller must ask before overwriting it rather than assume it is safe.
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

export type GitFileState = 'committed' | 'changed' | 'unknown';

export async function gitFileState(uri: vscode.Uri): Promise<GitFileState> {
  const extension = vscode.extensions.getExtension<GitExtension>('vscode.git');
  if (!extension) return 'unknown';
  try {
    const git = (extension.isActive ? extension.exports : await extension.activate()).getAPI(1);
    const repo = git.getRepository(uri);
    if (!repo) return 'unknown';
    const { workingTreeChanges, indexChanges, untrackedChanges = [] } = repo.state;
    return [...workingTreeChanges, ...indexChanges, ...untrackedChanges].some((c) => c.uri.fsPath === uri.fsPath)
      ? 'changed'
      : 'committed';
  } catch {
    return 'unknown';
  }
}
