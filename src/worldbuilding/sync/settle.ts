// After a create, a push, a pull into a file, a merge or Take World Anvil's Version: the file is settled with
// World Anvil. A pulled folder's manifest (if one keeps the file) records the text and World Anvil's new
// date, so the file reads "unchanged" once saved; a single file (#41) has its text kept as its merge base
// instead, so a later push conflict can be merged. Then World Changes hears of it (syncedFiles.ts).
import * as vscode from 'vscode';
import { errorLine } from '../../core/errorLine';
import type { Log } from '../../platform/log';
import { recordSynced } from '../../core/worldSync/recordSynced';
import { mergeStores } from './worldMerge';
import { announceSynced } from './syncedFiles';

/**
 * Records `text` (the document's text by default; World Anvil's version after a merge) as what the file
 * last synced with World Anvil's version of `updated`.
 */
export async function settleWithWorldAnvil(
  doc: vscode.TextDocument,
  articleId: string,
  updated: string | undefined,
  log: Log,
  text = doc.getText(),
): Promise<void> {
  const root = vscode.workspace.getWorkspaceFolder(doc.uri);
  if (doc.uri.scheme !== 'file' || !root) return;
  const shown = vscode.workspace.asRelativePath(doc.uri);
  try {
    if (await recordSynced(doc.uri.fsPath, articleId, text, updated, root.uri.fsPath))
      log.info('sync', `${shown} recorded as in step with World Anvil`);
    else {
      await mergeStores()?.singles.record(doc.uri.fsPath, articleId, text);
      log.info('sync', `${shown}: kept as the merge base of ${articleId}`);
    }
  } catch (err) {
    // The push or pull itself succeeded; only the bookkeeping is behind (the next pull compares).
    log.warn('sync', `${shown}: last synced text not recorded: ${errorLine(err)}`);
  }
  announceSynced({ kind: 'articles', articles: [{ articleId, updated }] });
}
