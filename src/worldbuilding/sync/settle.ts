// After a push or a pull into an open file: the pulled folder's manifest (if the file is in one) records the
// document's text and World Anvil's new date, so the file reads "unchanged" once saved.
import * as vscode from 'vscode';
import { errorLine } from '../../core/errorLine';
import type { Log } from '../../platform/log';
import { recordSynced } from '../../core/worldSync/recordSynced';

export async function settleInPulledFolder(
  doc: vscode.TextDocument,
  articleId: string,
  updated: string | undefined,
  log: Log,
): Promise<void> {
  const root = vscode.workspace.getWorkspaceFolder(doc.uri);
  if (doc.uri.scheme !== 'file' || !root) return;
  try {
    if (await recordSynced(doc.uri.fsPath, articleId, doc.getText(), updated, root.uri.fsPath))
      log.info('sync', `${vscode.workspace.asRelativePath(doc.uri)} recorded as in step with World Anvil`);
  } catch (err) {
    // The push or pull itself succeeded; only the folder's bookkeeping is behind (the next pull compares).
    log.warn('sync', `${vscode.workspace.asRelativePath(doc.uri)}: manifest not updated: ${errorLine(err)}`);
  }
}
