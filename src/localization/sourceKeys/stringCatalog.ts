// The Xcode String Catalog a Swift or Objective-C file's new keys go into: the workspace folder's
// Localizable.xcstrings nearest the file (the one sharing the most folders with it: an app target's own
// catalog before another target's). Build output and dependencies are no app's catalog.
import * as vscode from 'vscode';

/** How many catalogs are looked at: an app has one per target, a workspace a few apps. */
const MAX_CATALOGS = 50;
const EXCLUDED = '{**/node_modules/**,**/.build/**,**/DerivedData/**,**/Pods/**,**/Carthage/**,**/.git/**}';

/** How many leading path segments `a` and `b` share. */
function sharedSegments(a: string, b: string): number {
  const x = a.split('/');
  const y = b.split('/');
  let n = 0;
  while (n < x.length && n < y.length && x[n] === y[n]) n++;
  return n;
}

/** The Localizable.xcstrings of `source`'s workspace folder nearest to it, or undefined when there is none. */
export async function nearestCatalog(source: vscode.Uri): Promise<vscode.Uri | undefined> {
  const folder = vscode.workspace.getWorkspaceFolder(source);
  if (!folder) return undefined;
  const pattern = new vscode.RelativePattern(folder, '**/Localizable.xcstrings');
  const found = await vscode.workspace.findFiles(pattern, EXCLUDED, MAX_CATALOGS);
  let best: vscode.Uri | undefined;
  let bestShared = -1;
  for (const uri of found.sort((a, b) => a.path.localeCompare(b.path))) {
    const shared = sharedSegments(uri.path, source.path);
    if (shared > bestShared) [best, bestShared] = [uri, shared];
  }
  return best;
}
