// The two ways out of a conflict that keep World Anvil's side (push, pull into the file): take it into the
// open file (one undoable edit), or keep both — World Anvil's version written beside the file, which
// stays as it is, and the two shown side by side to merge by hand. That diff compares the texts as the
// conflict's diff does (#41: front matter in one order, no bookkeeping block, a mention and a link to its
// file read alike), so only real differences show; both files stay open to edit from the Explorer.
import * as vscode from 'vscode';
import type { PulledFile } from '../../core/markup/articleToFile';
import type { WriteLedger } from '../../core/files/writePlan';
import type { Article } from '../../core/worldanvil';
import type { Log } from '../../platform/log';
import { showError } from '../../platform/showError';
import { writeFiles } from '../../platform/files/writeFiles';
import { replaceDocument } from '../../platform/files/writeQuestion';
import { showConflictDiff, type ConflictSides } from '../document/conflictDiff';

/** Replaces the document's text with World Anvil's version as one undoable edit, in the file's own line ends. */
export async function replaceWithRemote(doc: vscode.TextDocument, text: string): Promise<boolean> {
  return replaceDocument(doc, text, { save: false, documentLineEnds: true }).then(
    () => true,
    () => false,
  );
}

/**
 * Where World Anvil's version goes beside the file: <name>.bbcode when it is BBCode and the file Markdown,
 * else <name>.world-anvil.<ext>; undefined for a document that is not a file on disk.
 */
export function besideUri(file: vscode.Uri, pulled: PulledFile): vscode.Uri | undefined {
  if (file.scheme !== 'file') return undefined;
  const ext = pulled.format === 'markdown' ? '.md' : '.bbcode';
  const stem = file.path.replace(/\.(md|bbcode)$/i, '');
  const beside = file.with({
    path: /\.md$/i.test(file.path) && ext === '.bbcode' ? `${stem}.bbcode` : `${stem}.world-anvil${ext}`,
  });
  return beside.path === file.path ? undefined : beside;
}

/**
 * Keep both: writes World Anvil's version beside the file (the person's answer named it; the write policy
 * still refuses a link there, and asks once more if a file there is not Scriptorium's), then shows it
 * against the file. Resolves with the file written, or undefined.
 */
export async function writeBeside(opts: {
  file: vscode.Uri;
  beside: vscode.Uri;
  article: Article;
  pulled: PulledFile;
  log: Log;
  ledger: WriteLedger;
  /** Both sides as the conflict compared them: shown normalized once World Anvil's version is beside the file. */
  compare?: Pick<ConflictSides, 'remote' | 'local' | 'extension' | 'resolveMention' | 'links'>;
}): Promise<vscode.Uri | undefined> {
  const { file, beside, article, pulled, log } = opts;
  try {
    const folder = vscode.Uri.joinPath(beside, '..');
    const outcome = await writeFiles({
      action: vscode.l10n.t('Pull “{0}”', article.title),
      writes: [{ folder, relative: beside.path.split('/').pop()!, bytes: new TextEncoder().encode(pulled.text) }],
      log,
      ledger: opts.ledger,
      alreadyAsked: true,
    });
    if (!outcome.written[0]) return undefined;
    if (opts.compare)
      await showConflictDiff({
        ...opts.compare,
        file,
        title: article.title,
        label: vscode.l10n.t('{0}: World Anvil’s version ↔ your file', article.title),
      });
    else await vscode.window.showTextDocument(beside, { preview: false });
    log.info(
      'pull',
      `pulled ${article.id} beside ${vscode.workspace.asRelativePath(file)} as ${vscode.workspace.asRelativePath(beside)}`,
    );
    return beside;
  } catch (err) {
    await showError(log, 'pull', err, vscode.l10n.t('Article not pulled'));
    return undefined;
  }
}
