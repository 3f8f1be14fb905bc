// Push Article Changes: a PATCH of only the fields changed since the last pull or push; if the article
// changed on World Anvil meanwhile, a diff of remote against local (in the file's own format where the
// article converts losslessly; front matter comparable, issue 31) and a question before overwriting,
// which can also take World Anvil's version or keep both. A failed request leaves the document as it is.
import * as vscode from 'vscode';
import { readArticleFile } from '../../core/markup/articleFile';
import { articleToFile, type PulledFile } from '../../core/markup/articleToFile';
import { asBBCodeFile } from '../../core/markup/asBBCodeFile';
import { changedFields, fieldHashes } from '../../core/markup/fieldHashes';
import { remoteMayHaveChanged } from '../../core/markup/syncState';
import { validateArticleInput, withoutCreateOnly } from '../../core/worldanvil';
import type { Log } from '../../platform/log';
import { showError } from '../../platform/showError';
import { showProblemsMessage } from '../../platform/summaryMessage';
import type { ArticleDiagnostics } from './articleDiagnostics';
import type { WorldbuildingSession } from '../session';
import { articleFormat, documentLinks, mentionResolver } from '../document/articleDocument';
import type { FileLinks } from '../../core/worldSync/linkResolver';
import { recordPush, updateAfterWrite } from './bookkeeping';
import { writeLedger } from '../../platform/files/writeLedger';
import type { WriteLedger } from '../../core/files/writePlan';
import type { Article } from '../../core/worldanvil';
import type { MentionTarget } from '../../core/markup/markdownToBBCode';
import { activeArticleDocument, askAboutConflict, showConflictDiff } from '../document/conflictDiff';
import { besideUri, replaceWithRemote, writeBeside } from './takeRemote';
import { backUp } from '../sync/worldMerge';
import { mergeIntoDocument, singleFileBase, type SingleFileBase } from '../sync/singleFileMerge';
import { settleWithWorldAnvil } from '../sync/settle';
import { hasConflictMarkers } from '../../core/merge/threeWayMerge';
import { isSecretFileText } from '../../core/markup/secretFile';
import { pushSecret } from './pushSecret';
import { articleProblemsText } from './problemCount';

export function registerPush(
  context: vscode.ExtensionContext,
  deps: { session: WorldbuildingSession; diagnostics: ArticleDiagnostics; log: Log },
): void {
  const ledger = writeLedger(context);
  context.subscriptions.push(
    vscode.commands.registerCommand('scriptorium.worldbuilding.pushArticle', async () => {
      const doc = await activeArticleDocument();
      const format = doc && articleFormat(doc);
      const connection = await deps.session.connection();
      if (!doc || !format || !connection) {
        void vscode.window.showInformationMessage(
          vscode.l10n.t('Sign in to World Anvil and open an article file that was created or pulled with Scriptorium.'),
        );
        return;
      }
      if (hasConflictMarkers(doc.getText())) {
        // A merge left regions both sides changed between markers: pushed, World Anvil would show them.
        deps.log.info('push', `${vscode.workspace.asRelativePath(doc.uri)} not pushed: conflict markers remain`);
        void vscode.window.showWarningMessage(
          vscode.l10n.t(
            'This file still has conflict markers from a merge (<<<<<<< … >>>>>>>): choose a side for each marked region, then push. Nothing was sent.',
          ),
        );
        return;
      }
      // A secret's file pushes to its secret (#29 item 6).
      if (isSecretFileText(doc.getText()))
        return pushSecret(doc, format, connection.client, { ...deps, overwriteAllowed });
      const first = readArticleFile(doc.getText(), { format });
      const world = typeof first.fields.world === 'string' ? first.fields.world : undefined;
      // Mentions resolve as they did at create time, so an unchanged section hashes the same.
      const { resolve } = await mentionResolver(connection.client, world).catch(() => ({ resolve: () => undefined }));
      // Links to pulled articles' files go back as the mentions they were pulled from.
      const links = await documentLinks(doc);
      const file = readArticleFile(doc.getText(), { format, resolveMention: resolve, linkMention: links?.toMention });
      const id = file.bookkeeping.id;
      if (!id) {
        void vscode.window.showInformationMessage(
          vscode.l10n.t('This file is not on World Anvil yet: use Create Article from Current File.'),
        );
        return;
      }
      const input = withoutCreateOnly({ ...file.fields, ...file.sections });
      const count = deps.diagnostics.show(doc, file.problems, validateArticleInput(input, 'patch'));
      if (count > 0) {
        void showProblemsMessage(articleProblemsText(count));
        return;
      }
      try {
        const remote = await connection.client.getArticle(id, { loadAllProperties: true });
        // Without a recorded date (a read-back failed) the fields decide; the check is never skipped.
        if (
          remoteMayHaveChanged(file.bookkeeping, remote) &&
          !(await overwriteAllowed({
            doc,
            format,
            remote,
            // Mentions of the articles this file links to are links on World Anvil's side too, as a pull writes them.
            shown: articleToFile(remote, format, links?.both),
            article: remote,
            resolve,
            links,
            log: deps.log,
            ledger,
          }))
        )
          return;
        const changed = changedFields(input, file.bookkeeping.hashes);
        if (Object.keys(changed).length === 0) {
          void vscode.window.showInformationMessage(vscode.l10n.t('Nothing changed since the last pull or push.'));
          return;
        }
        const written = await connection.client.patchArticle(id, changed);
        const fields = Object.keys(changed).join(', ');
        deps.log.info('push', `patched ${id}: ${fields}`);
        // The old date is never kept: it would make the next push report a conflict with this very push.
        const updated = await updateAfterWrite(connection.client, id, written, deps.log);
        if (!(await recordPush(doc, { id, updated, hashes: fieldHashes(input) }, fields, deps.log))) return;
        void vscode.window.showInformationMessage(
          updated
            ? vscode.l10n.t('Pushed {0} to World Anvil.', fields)
            : vscode.l10n.t(
                'Pushed {0} to World Anvil. Its change date could not be read back, so the next push compares the texts before overwriting.',
                fields,
              ),
        );
      } catch (err) {
        await showError(deps.log, 'push', err, vscode.l10n.t('Article not pushed'));
      }
    }),
  );
}

/**
 * The article (or secret, pushSecret.ts) changed on World Anvil since the file's last pull or push: the
 * diff in view and a question with no default button (issue 31). True only for Overwrite World Anvil;
 * taking World Anvil's version or keeping both (an article only) settles it without a push.
 */
export async function overwriteAllowed(c: {
  doc: vscode.TextDocument;
  format: 'markdown' | 'bbcode';
  remote: { id: string; title: string };
  /** World Anvil's side as the file it would be. */
  shown: PulledFile;
  /** Set for an article: Keep Both writes it beside the file. */
  article?: Article;
  /** The question, when not the article's. */
  question?: string;
  resolve: (title: string) => MentionTarget | undefined;
  links: FileLinks | undefined;
  log: Log;
  ledger?: WriteLedger;
}): Promise<boolean> {
  const { doc, remote, shown } = c;
  const extension = shown.format === 'markdown' ? '.md' : '.bbcode';
  // World Anvil's side has no faithful Markdown form: BBCode against what the writer's Markdown pushes as.
  const local = shown.format === c.format ? doc.getText() : asBBCodeFile(doc.getText(), c.links?.toMention);
  // Keep Both's diff (the file written beside ↔ the file) compares the very same sides (#41).
  const sides = {
    extension,
    remote: shown.text,
    local,
    resolveMention: shown.format === 'markdown' ? c.resolve : undefined,
    links: shown.format === 'markdown' ? c.links?.toMention : undefined,
  } as const;
  await showConflictDiff({
    ...sides,
    file: doc.uri,
    title: remote.title,
    label: vscode.l10n.t('World Anvil ↔ {0}', vscode.workspace.asRelativePath(doc.uri)),
  });
  const overwrite = vscode.l10n.t('Overwrite World Anvil');
  const take = vscode.l10n.t('Take World Anvil’s Version');
  const both = vscode.l10n.t('Keep Both');
  const merge = vscode.l10n.t('Merge');
  // Taking it into the file needs it in the file's own format; keeping both writes it beside in any.
  const sameFormat = shown.format === c.format;
  const beside = c.article && c.ledger ? besideUri(doc.uri, shown) : undefined;
  // A single file's base (#41): its text after the last create, pull or push, when kept.
  const base = c.article && sameFormat ? await singleFileBase(doc, remote.id) : undefined;
  if (base) c.log.info('push', `${remote.id}: ${base.kind === 'base' ? 'merge offered' : `no merge (${base.kind})`}`);
  // The first button is drawn as the primary one (never a default: nothing is chosen without a click):
  // the choices that lose nothing go first, Overwrite last.
  const choices = [
    ...(base?.kind === 'base' ? [merge] : []),
    ...(beside ? [both] : []),
    ...(sameFormat ? [take] : []),
    overwrite,
  ];
  const answer = await askAboutConflict(doc.uri, c.question ?? pushQuestion(remote.title, base), choices, () =>
    c.log.info(
      'push',
      `${remote.id} changed on World Anvil since the file's last pull or push: diff shown, asking before overwriting`,
    ),
  );
  if (answer === merge && base?.kind === 'base') {
    const updated = c.article?.update_date?.date;
    await mergeIntoDocument(doc, base.text, { id: remote.id, title: remote.title, text: shown.text, updated }, c.log);
    return false;
  }
  // The side about to be replaced is saved first (#29): nothing is lost, even past Undo.
  if (answer === take && !(await backUp(doc.uri, 'file', doc.getText(), c.log))) return false;
  if (answer === overwrite) return (await backUp(doc.uri, 'world-anvil', shown.text, c.log)) !== undefined;
  if (answer === take) {
    if (await replaceWithRemote(doc, shown.text)) {
      c.log.info(
        'push',
        `took ${remote.id} from World Anvil into ${vscode.workspace.asRelativePath(doc.uri)} instead of pushing`,
      );
      // The file holds World Anvil's version now: settled as a pull into it would be.
      if (c.article) await settleWithWorldAnvil(doc, remote.id, c.article.update_date?.date, c.log);
    } else void vscode.window.showErrorMessage(vscode.l10n.t('The file could not be changed; nothing was replaced.'));
  }
  if (answer === both && beside && c.article && c.ledger)
    await writeBeside({
      file: doc.uri,
      beside,
      article: c.article,
      pulled: shown,
      log: c.log,
      ledger: c.ledger,
      compare: sides,
    });
  return answer === overwrite;
}

/** The push's conflict question: with Merge when the file's base is kept; saying so when it is not (#41). */
function pushQuestion(title: string, base: SingleFileBase | undefined): string {
  if (base?.kind === 'base')
    return vscode.l10n.t(
      '“{0}” changed on World Anvil since your last pull or push. Merge the two (changes to different lines are merged; lines both sides changed are marked in the file), keep both, take World Anvil’s version into your file, or overwrite it with yours?',
      title,
    );
  if (base?.kind === 'noBase')
    return vscode.l10n.t(
      '“{0}” changed on World Anvil since your last pull or push. No copy of the text last created, pulled or pushed is kept for this file, so it cannot be merged by itself. Overwrite World Anvil with your version, take World Anvil’s version into your file (Undo brings yours back), or keep both?',
      title,
    );
  return vscode.l10n.t(
    '“{0}” changed on World Anvil since your last pull or push. Overwrite it with your version, take World Anvil’s version into your file (Undo brings yours back), or keep both?',
    title,
  );
}
