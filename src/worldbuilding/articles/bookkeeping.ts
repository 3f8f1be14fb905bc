// After a create or a push: the front matter rewritten in one edit (whose result is checked), and the
// article's change date as far as World Anvil's answers prove it. A date is never carried over from before
// the write: without a proven one the next push compares fields first (syncState.remoteMayHaveChanged).
import * as vscode from 'vscode';
import { frontMatterLength, writeBookkeeping, type Bookkeeping } from '../../core/markup/articleFile';
import { provenUpdate } from '../../core/markup/syncState';
import type { WorldAnvilApi } from '../../core/worldanvil';
import type { Log } from '../../platform/log';
import { settleWithWorldAnvil } from '../sync/settle';
import { errorName } from '../../core/errorLine';

/** Replaces only the front matter, computed from the document as it is now (typing during a request survives); false when VS Code did not apply it. */
export async function replaceFrontMatter(doc: vscode.TextDocument, change: (text: string) => string): Promise<boolean> {
  const text = doc.getText();
  const next = change(text);
  const oldEnd = frontMatterLength(text);
  const newHead = next.slice(0, next.length - (text.length - oldEnd));
  const edit = new vscode.WorkspaceEdit();
  edit.replace(doc.uri, new vscode.Range(doc.positionAt(0), doc.positionAt(oldEnd)), newHead);
  return vscode.workspace.applyEdit(edit);
}

/**
 * After a push (of an article or a secret): what was sent recorded in the front matter, and in the pulled
 * folder's manifest when one keeps the file. False, and the writer told, when the file could not record it.
 */
export async function recordPush(
  doc: vscode.TextDocument,
  pushed: Bookkeeping & { id: string },
  fields: string,
  log: Log,
): Promise<boolean> {
  if (!(await replaceFrontMatter(doc, (t) => writeBookkeeping(t, pushed)))) {
    void vscode.window.showWarningMessage(
      vscode.l10n.t(
        'Pushed {0} to World Anvil, but the file could not be updated to record it: the next push sends these fields again.',
        fields,
      ),
    );
    return false;
  }
  await settleWithWorldAnvil(doc, pushed.id, pushed.updated, log);
  return true;
}

const READ_ATTEMPTS = 2;

/**
 * The article's change date after a write: from the write's answer when it carries one, else from reading
 * the article back (tried twice; the HTTP layer already retries transient failures within each). Undefined
 * when neither answered, which the caller reports.
 */
export async function updateAfterWrite(
  client: WorldAnvilApi,
  id: string,
  written: { update_date?: { date: string } } | undefined,
  log: Log,
): Promise<string | undefined> {
  const fromWrite = provenUpdate(written);
  if (fromWrite) return fromWrite;
  for (let attempt = 1; attempt <= READ_ATTEMPTS; attempt++) {
    try {
      const date = provenUpdate(await client.getArticle(id));
      if (date) return date;
    } catch (err) {
      log.warn('bookkeeping', `reading ${id} back after the write failed (attempt ${attempt}): ${errorName(err)}`);
    }
  }
  log.warn('bookkeeping', `no change date for ${id}: the next push compares the fields before overwriting`);
  return undefined;
}
