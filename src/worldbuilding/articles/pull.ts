// Pull Article: from the Worldbuilding view into a new file, or from the command palette into the article
// file open in the editor. Markdown when the article's BBCode survives the trip to Markdown and back
// unchanged (articleToFile), else .bbcode, with a message naming the texts that kept it BBCode. The
// current file is replaced by one undoable edit, and only after asking when it has local changes; a
// Markdown file whose article can only be BBCode now is never replaced: World Anvil's version may go
// beside it as .bbcode, after a diff of both sides in BBCode if the writer wants one.
import * as vscode from 'vscode';
import { withWorkProgress } from '../../platform/workProgress';
import { pathInside, safeFileName } from '../../core/guards/fileName';
import { readArticleFile } from '../../core/markup/articleFile';
import { articleToFile, type PulledFile } from '../../core/markup/articleToFile';
import { asBBCodeFile } from '../../core/markup/asBBCodeFile';
import { changedFields } from '../../core/markup/fieldHashes';
import { withoutCreateOnly, type Article } from '../../core/worldanvil';
import { config } from '../../platform/config';
import type { Log } from '../../platform/log';
import { showError } from '../../platform/showError';
import type { TreeNode } from '../../platform/tree/treeNode';
import { ArticleNode } from '../tree/articleNode';
import type { WorldbuildingSession } from '../session';
import { articleFormat, documentLinks, mentionResolver } from '../document/articleDocument';
import type { FileLinks } from '../../core/worldSync/linkResolver';
import { activeArticleDocument, askAboutConflict, closeConflictDiff, showConflictDiff } from '../document/conflictDiff';
import { besideUri, replaceWithRemote, writeBeside } from './takeRemote';
import { backUp } from '../sync/worldMerge';
import { settleWithWorldAnvil } from '../sync/settle';
import { isSecretFileText } from '../../core/markup/secretFile';
import type { WriteLedger } from '../../core/files/writePlan';
import { writeFiles } from '../../platform/files/writeFiles';
import { askBeforeWriting } from '../../platform/files/writeQuestion';
import { writeLedger } from '../../platform/files/writeLedger';

const encode = (text: string) => new TextEncoder().encode(text);

interface Deps {
  session: WorldbuildingSession;
  log: Log;
  ledger: WriteLedger;
}

export function registerPull(context: vscode.ExtensionContext, given: Omit<Deps, 'ledger'>): void {
  const deps: Deps = { ...given, ledger: writeLedger(context) };
  context.subscriptions.push(
    vscode.commands.registerCommand('scriptorium.worldbuilding.pullArticle', async (node?: TreeNode) => {
      if (!(node instanceof ArticleNode)) return;
      const article = await fetchArticle(deps, node.article.id);
      if (article) await pullIntoNewFile(deps, article);
    }),
    vscode.commands.registerCommand('scriptorium.worldbuilding.pullIntoFile', async () => {
      const doc = await activeArticleDocument();
      if (doc && isSecretFileText(doc.getText())) {
        // A secret's file is updated by pulling its world again (#29): this pull reads articles only.
        void vscode.window.showInformationMessage(
          vscode.l10n.t(
            'This is a secret’s file: Pull Article into Current File pulls articles only. Pull the world into its folder again (Pull into a Folder…) to update its secrets.',
          ),
        );
        return;
      }
      const format = doc && articleFormat(doc);
      const id = doc && format ? readArticleFile(doc.getText(), { format }).bookkeeping.id : undefined;
      if (!doc || !format || !id) {
        void vscode.window.showInformationMessage(
          vscode.l10n.t(
            'Open an article file that was created or pulled with Scriptorium, or pull an article from the Worldbuilding view.',
          ),
        );
        return;
      }
      const article = await fetchArticle(deps, id);
      if (article) await pullIntoDocument(deps, article, doc, format);
    }),
  );
}

async function fetchArticle(deps: Deps, id: string): Promise<Article | undefined> {
  const connection = await deps.session.connection();
  if (!connection) {
    void vscode.window.showInformationMessage(vscode.l10n.t('Sign in to World Anvil first.'));
    return undefined;
  }
  try {
    return await withWorkProgress({ title: vscode.l10n.t('Reading the article from World Anvil…') }, () =>
      connection.client.getArticle(id, { loadAllProperties: true }),
    );
  } catch (err) {
    await showError(deps.log, 'pull', err, vscode.l10n.t('Article not pulled'));
    return undefined;
  }
}

function explainBBCode(pulled: PulledFile): void {
  if (pulled.notMarkdown.length === 0) return;
  void vscode.window.showInformationMessage(
    vscode.l10n.t(
      'Pulled as .bbcode: {0} use BBCode that Markdown cannot hold without changing it.',
      pulled.notMarkdown.join(', '),
    ),
  );
}

async function pullIntoNewFile(deps: Deps, article: Article): Promise<void> {
  const folder = vscode.workspace.workspaceFolders?.[0];
  if (!folder) {
    void vscode.window.showInformationMessage(
      vscode.l10n.t('Open a folder first: the article is written to its articles/ folder.'),
    );
    return;
  }
  const pulled = articleToFile(article, config.worldbuilding.pullFormat());
  const target = pullTarget(folder.uri, article, pulled.format);
  if (!target) {
    deps.log.warn('pull', `refused a file name for ${article.id} that does not stay inside articles/`);
    void vscode.window.showErrorMessage(
      vscode.l10n.t('Article not pulled: no safe file name inside the articles/ folder could be made from it.'),
    );
    return;
  }
  try {
    const outcome = await writeFiles({
      action: vscode.l10n.t('Pull “{0}”', article.title),
      writes: [{ ...target, bytes: encode(pulled.text) }],
      log: deps.log,
      ledger: deps.ledger,
    });
    const written = outcome.written[0];
    if (!written) return;
    const editor = await vscode.window.showTextDocument(written);
    deps.log.info('pull', `pulled ${article.id} into ${vscode.workspace.asRelativePath(written)}`);
    // What was pulled is the file's merge base (#41): a later push conflict can be merged over it.
    await settleWithWorldAnvil(editor.document, article.id, article.update_date?.date, deps.log, pulled.text);
    explainBBCode(pulled);
  } catch (err) {
    await showError(deps.log, 'pull', err, vscode.l10n.t('Article not pulled'));
  }
}

/**
 * articles/<name> where the name is made from the slug, else the title, else the id, else a hash, in a safe
 * character set (the server's slug could be `../../x`), and checked to resolve inside articles/.
 */
function pullTarget(
  workspace: vscode.Uri,
  article: Article,
  format: 'markdown' | 'bbcode',
): { folder: vscode.Uri; relative: string } | undefined {
  const name = safeFileName([article.slug, article.title, article.id], format === 'markdown' ? '.md' : '.bbcode');
  return pathInside(vscode.Uri.joinPath(workspace, 'articles').fsPath, name) === undefined
    ? undefined
    : { folder: workspace, relative: `articles/${name}` };
}

async function pullIntoDocument(
  deps: Deps,
  article: Article,
  doc: vscode.TextDocument,
  format: 'markdown' | 'bbcode',
): Promise<void> {
  // A file a world pull wrote links its mentions to the articles' files: pulled again, they stay links.
  const links = await documentLinks(doc);
  const pulled = articleToFile(article, format, links?.both);
  if (pulled.format !== format) {
    await pullBeside(deps, article, pulled, doc, links);
    return;
  }
  if (hasLocalChanges(doc, format, links)) {
    // The conflict in view while the question waits (issue 31): no default button, dismissing is Cancel.
    const take = vscode.l10n.t('Take World Anvil’s Version');
    const both = vscode.l10n.t('Keep Both');
    const beside = besideUri(doc.uri, pulled);
    const connection = format === 'markdown' ? await deps.session.connection() : undefined;
    const mentions = connection && (await mentionResolver(connection.client, article.world.id).catch(() => undefined));
    const sides = {
      extension: format === 'markdown' ? '.md' : '.bbcode',
      remote: pulled.text,
      local: doc.getText(),
    } as const;
    await showConflictDiff({
      ...sides,
      file: doc.uri,
      title: article.title,
      label: vscode.l10n.t('{0}: World Anvil ↔ your file', article.title),
      resolveMention: mentions?.resolve,
      links: links?.toMention,
    });
    const answer = await askAboutConflict(
      doc.uri,
      vscode.l10n.t(
        '{0} has changes not pushed to World Anvil. Replace them with World Anvil’s version (Undo brings them back), or keep both (World Anvil’s version written beside your file)?',
        vscode.workspace.asRelativePath(doc.uri),
      ),
      [...(beside ? [both] : []), take],
      () =>
        deps.log.info(
          'pull',
          `${vscode.workspace.asRelativePath(doc.uri)} has changes not pushed: diff shown, asking before replacing them with ${article.id}`,
        ),
    );
    if (answer === both && beside) {
      const compare = { ...sides, resolveMention: mentions?.resolve, links: links?.toMention };
      await writeBeside({ file: doc.uri, beside, article, pulled, log: deps.log, ledger: deps.ledger, compare });
      return;
    }
    if (answer !== take) return;
    // The writer's text is saved first (#29): nothing is lost, even past Undo.
    if (!(await backUp(doc.uri, 'file', doc.getText(), deps.log))) return;
  }
  if (!(await replaceWithRemote(doc, pulled.text))) {
    void vscode.window.showErrorMessage(vscode.l10n.t('The file could not be changed; nothing was replaced.'));
    return;
  }
  deps.log.info('pull', `pulled ${article.id} into ${vscode.workspace.asRelativePath(doc.uri)}`);
  await settleWithWorldAnvil(doc, article.id, article.update_date?.date, deps.log);
  void vscode.window.showInformationMessage(vscode.l10n.t('Pulled “{0}” from World Anvil.', article.title));
}

/**
 * World Anvil's article has no faithful Markdown form, and the open file is Markdown: never converted, never
 * overwritten. The writer may see the difference (both sides as BBCode) and write World Anvil's version
 * beside the file as <name>.bbcode (asking before replacing one that exists).
 */
async function pullBeside(
  deps: Deps,
  article: Article,
  pulled: PulledFile,
  doc: vscode.TextDocument,
  links: FileLinks | undefined,
): Promise<void> {
  const beside = besideUri(doc.uri, pulled);
  if (!beside) {
    const intoNewFile = await askBeforeWriting({
      message: vscode.l10n.t(
        '“{0}” cannot be written as Markdown without changing it ({1}). Pull it into a new .bbcode file instead?',
        article.title,
        pulled.notMarkdown.join(', '),
      ),
      choices: [{ label: vscode.l10n.t('Pull into a New File'), value: true }],
    });
    if (intoNewFile) await pullIntoNewFile(deps, article);
    return;
  }
  const name = vscode.workspace.asRelativePath(beside);
  let diffShown = false;
  const write = await askBeforeWriting({
    message: vscode.l10n.t(
      '“{0}” cannot be written as Markdown without changing it ({1}). Your Markdown file stays as it is; write World Anvil’s version beside it as {2}?',
      article.title,
      pulled.notMarkdown.join(', '),
      name,
    ),
    choices: [{ label: vscode.l10n.t('Write {0}', name), value: true }],
    showDiff: async () => {
      await showConflictDiff({
        file: doc.uri,
        title: article.title,
        extension: '.bbcode',
        remote: pulled.text,
        local: asBBCodeFile(doc.getText(), links?.toMention),
        label: vscode.l10n.t('{0}: World Anvil ↔ your file (both as BBCode)', article.title),
      });
      diffShown = true;
    },
    afterDiff: vscode.l10n.t(
      'Write World Anvil’s version of “{0}” beside your file as {1}? Your Markdown file stays as it is.',
      article.title,
      name,
    ),
    // Logged once the question is on its way again over the diff (what the end-to-end tests wait on).
    onAsked: () => {
      if (diffShown)
        deps.log.info(
          'pull',
          `${vscode.workspace.asRelativePath(doc.uri)}: World Anvil's version of ${article.id} is BBCode only: diff shown, asking to write it beside as ${name}`,
        );
    },
  });
  // The diff's tab closes once answered, as a conflict's does.
  if (diffShown) await closeConflictDiff(doc.uri);
  if (write) await writeBeside({ file: doc.uri, beside, article, pulled, log: deps.log, ledger: deps.ledger });
}

/** Unsaved edits, or fields that differ from what the last pull or push recorded. */
function hasLocalChanges(doc: vscode.TextDocument, format: 'markdown' | 'bbcode', links?: FileLinks): boolean {
  if (doc.isDirty) return true;
  const file = readArticleFile(doc.getText(), { format, linkMention: links?.toMention });
  return (
    Object.keys(changedFields(withoutCreateOnly({ ...file.fields, ...file.sections }), file.bookkeeping.hashes))
      .length > 0
  );
}
