// The three-way merge for an article kept as a single file (#41): created with Create Article or pulled
// with Pull Article, outside a pulled world's folder. Its base is its text after the last create, pull or
// push (settle.ts keeps it, core/worldSync/singleFileBases.ts indexes it). A push conflict then offers
// Merge as a pulled world's files do: changes to different lines are merged, lines both sides changed are
// marked between conflict markers, the writer's text is backed up first, and the result goes into the
// editor as one undoable edit, not saved over the person's file. World Anvil's version becomes the new base,
// so what is left to push is the writer's part.
import * as vscode from 'vscode';
import { threeWayMerge } from '../../core/merge/threeWayMerge';
import { keptByManifest } from '../../core/worldSync/recordSynced';
import type { Log } from '../../platform/log';
import { showError } from '../../platform/showError';
import { replaceDocument } from '../../platform/files/writeQuestion';
import { mergeLabels, mergeStores, tellMerged } from './worldMerge';
import { settleWithWorldAnvil } from './settle';

/**
 * Whether a merge can be offered for this file's push conflict: 'base' with the text last synced;
 * 'noBase' for a single file whose base is not known (created or pulled before bases were kept, renamed,
 * or in another format); 'pulledFolder' for a file a world pull keeps (World Changes merges those).
 */
export type SingleFileBase = { kind: 'base'; text: string } | { kind: 'noBase' } | { kind: 'pulledFolder' };

export async function singleFileBase(doc: vscode.TextDocument, articleId: string): Promise<SingleFileBase> {
  const root = vscode.workspace.getWorkspaceFolder(doc.uri);
  if (doc.uri.scheme !== 'file' || !root) return { kind: 'noBase' };
  if (await keptByManifest(doc.uri.fsPath, articleId, root.uri.fsPath)) return { kind: 'pulledFolder' };
  const text = await mergeStores()
    ?.singles.base(doc.uri.fsPath, articleId)
    .catch(() => undefined);
  return text === undefined ? { kind: 'noBase' } : { kind: 'base', text };
}

/**
 * Merges World Anvil's version (`remote`, rendered as the file would be) into the document over `base`;
 * false when nothing was changed (the backup or the edit failed, and that was said).
 */
export async function mergeIntoDocument(
  doc: vscode.TextDocument,
  base: string,
  remote: { id: string; title: string; text: string; updated: string | undefined },
  log: Log,
): Promise<boolean> {
  const stores = mergeStores();
  const local = doc.getText();
  const result = threeWayMerge(base, local, remote.text, mergeLabels());
  const shown = vscode.workspace.asRelativePath(doc.uri);
  let backup: string;
  try {
    if (!stores) throw new Error(vscode.l10n.t('the extension’s storage is not ready'));
    // Saved first: should the backup fail, nothing is changed.
    backup = await stores.backups.save(doc.uri.fsPath, 'file', local);
    await replaceDocument(doc, result.text, { save: false, documentLineEnds: true });
  } catch (err) {
    await showError(log, 'sync', err, vscode.l10n.t('“{0}” was not merged', remote.title));
    return false;
  }
  log.info('sync', `merged ${shown}: ${result.merged} changes merged, ${result.conflicts} conflicts; backup ${backup}`);
  // World Anvil's version is what this file last synced: the next push sends only the writer's part.
  await settleWithWorldAnvil(doc, remote.id, remote.updated, log, remote.text);
  await tellMerged(doc.uri, remote.title, { ...result, backup });
  return true;
}
