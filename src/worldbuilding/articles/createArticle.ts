// Scriptorium: Create Article from Current File — checks every field locally first (nothing is sent
// while a problem remains, all shown as diagnostics), asks for the world, the template and the category
// (from the world's own list) when the file names none (each written after the writer's own keys), creates,
// and only on success writes the new id and what World Anvil decided (state, draft, WIP) into the front
// matter. After an ambiguous failure (the request may have reached World Anvil) it looks for the article
// before offering to try again, so a retry never makes a duplicate. The unsaved editor text is what is
// sent; the document is otherwise left untouched.
import * as vscode from 'vscode';
import { withWorkProgress } from '../../platform/workProgress';
import { readArticleFile, setFrontMatterKey, writeBookkeeping } from '../../core/markup/articleFile';
import { fieldHashes } from '../../core/markup/fieldHashes';
import { recordServerFields, serverDecidedFields } from '../../core/markup/serverFields';
import { provenUpdate } from '../../core/markup/syncState';
import {
  createArticleOnce,
  withoutCreateOnly,
  validateArticleInput,
  type ArticleInput,
  type CreateOnceResult,
  type WorldAnvilApi,
} from '../../core/worldanvil';
import type { Log } from '../../platform/log';
import { showError } from '../../platform/showError';
import { showProblemsMessage } from '../../platform/summaryMessage';
import { markWalkthroughStep } from '../../platform/walkthrough';
import type { ArticleDiagnostics } from './articleDiagnostics';
import { articleFormat, documentLinks, mentionResolver } from '../document/articleDocument';
import { replaceFrontMatter, updateAfterWrite } from './bookkeeping';
import { settleWithWorldAnvil } from '../sync/settle';
import { pickCategory, pickTemplate, pickWorld } from './createPickers';
import type { WorldbuildingSession } from '../session';
import { isSecretFileText } from '../../core/markup/secretFile';
import { createSecret } from './createSecret';
import { articleProblemsText } from './problemCount';
import { errorName } from '../../core/errorLine';

/** Writes a picked value into the front matter; says so and returns false when the edit was not applied. */
async function recordInFile(
  doc: vscode.TextDocument,
  key: 'world' | 'template' | 'category',
  value: string,
): Promise<boolean> {
  if (await replaceFrontMatter(doc, (t) => setFrontMatterKey(t, key, value))) return true;
  void vscode.window.showErrorMessage(
    vscode.l10n.t('The file could not be changed to record the {0}; nothing was sent.', key),
  );
  return false;
}

type CreateDeps = { session: WorldbuildingSession; diagnostics: ArticleDiagnostics; log: Log; onCreated: () => void };

export function registerCreateArticle(context: vscode.ExtensionContext, deps: CreateDeps): void {
  context.subscriptions.push(
    vscode.commands.registerCommand('scriptorium.worldbuilding.createArticle', () => createFromEditor(deps)),
  );
}

async function createFromEditor(deps: CreateDeps): Promise<void> {
  // Run from the walkthrough (a non-text editor is active then), the article open beside it is meant.
  const doc = (
    vscode.window.activeTextEditor ?? vscode.window.visibleTextEditors.find((e) => articleFormat(e.document))
  )?.document;
  const format = doc && articleFormat(doc);
  if (!doc || !format) {
    void vscode.window.showInformationMessage(vscode.l10n.t('Open a Markdown (.md) or .bbcode article file first.'));
    return;
  }
  const connection = await deps.session.connection();
  if (!connection) {
    const signIn = vscode.l10n.t('Sign In');
    if ((await vscode.window.showWarningMessage(vscode.l10n.t('Sign in to World Anvil first.'), signIn)) === signIn)
      await vscode.commands.executeCommand('scriptorium.worldbuilding.signIn');
    return;
  }
  const { client } = connection;
  // A secret's file creates a secret (#29 item 6).
  if (isSecretFileText(doc.getText())) return createSecret(doc, format, client, deps);
  try {
    await createArticle(doc, format, client, deps);
  } catch (err) {
    await showError(deps.log, 'create', err, vscode.l10n.t('Article not created'));
  }
}

/** Checks the file, asks what it leaves open, creates once, then records the new id in the file. */
async function createArticle(
  doc: vscode.TextDocument,
  format: 'markdown' | 'bbcode',
  client: WorldAnvilApi,
  deps: CreateDeps,
): Promise<void> {
  let parsed = readArticleFile(doc.getText(), { format });
  if (parsed.bookkeeping.id) {
    void vscode.window.showWarningMessage(
      vscode.l10n.t('This file is already article {0}; use Push Article Changes to update it.', parsed.bookkeeping.id),
    );
    return;
  }
  // Check everything the questions below do not answer first: a broken file is reported whole, before any question.
  const asked = (p: { field: string }) =>
    (p.field === 'world' || p.field === 'template') && parsed.fields[p.field] === undefined;
  const early = validateArticleInput({ ...parsed.fields, ...parsed.sections }, 'create');
  if (parsed.problems.length > 0 || early.some((p) => !asked(p))) {
    const count = deps.diagnostics.show(doc, parsed.problems, early);
    void showProblemsMessage(articleProblemsText(count));
    return;
  }
  const world = await askOpenFields(doc, parsed.fields, client);
  if (!world) return;
  const { existing, resolve } = await mentionResolver(client, world);
  // A link to a pulled article's file is created as the mention it stands for.
  const links = await documentLinks(doc);
  parsed = readArticleFile(doc.getText(), { format, resolveMention: resolve, linkMention: links?.toMention });
  const input: ArticleInput = { ...parsed.fields, ...parsed.sections };
  const count = deps.diagnostics.show(doc, parsed.problems, validateArticleInput(input, 'create'));
  if (count > 0) {
    void showProblemsMessage(articleProblemsText(count));
    return;
  }
  if (parsed.unresolved.length > 0)
    deps.log.info(
      'create',
      `unresolved mentions written as not-yet-written articles: ${parsed.unresolved.map((u) => u.title).join(', ')}`,
    );
  const knownIds = new Set(existing.map((a) => a.id));
  const created = await create(client, input, world, knownIds, deps.log);
  if (!created) return;
  // The article exists on World Anvil: the step is done even if the file cannot record it below.
  markWalkthroughStep('articleCreated');
  deps.onCreated();
  await recordCreated(doc, client, created, input, deps.log);
}

/**
 * The world, template and category the file names none of, asked in steps ("2/3") and each written into
 * the front matter after the writer's own keys. The world, or undefined when a question was dismissed.
 */
async function askOpenFields(
  doc: vscode.TextDocument,
  fields: Record<string, unknown>,
  client: WorldAnvilApi,
): Promise<string | undefined> {
  let world = typeof fields.world === 'string' ? fields.world : undefined;
  // The questions this file leaves open, counted first so each shows its step ("2/3").
  const open = [
    !world,
    fields.template === undefined,
    fields.category === undefined && fields.articleParent === undefined,
  ];
  const totalSteps = open.filter(Boolean).length;
  const at = (question: number) => ({ step: open.slice(0, question + 1).filter(Boolean).length, totalSteps });
  if (!world) {
    world = await pickWorld(client, at(0));
    if (!world) return undefined;
    if (!(await recordInFile(doc, 'world', world))) return undefined;
  }
  if (fields.template === undefined) {
    const template = await pickTemplate(at(1));
    if (!template) return undefined;
    if (!(await recordInFile(doc, 'template', template))) return undefined;
  }
  if (fields.category === undefined && fields.articleParent === undefined) {
    const category = await pickCategory(client, world, at(2));
    if (category === undefined) return undefined;
    if (category && !(await recordInFile(doc, 'category', category))) return undefined;
  }
  return world;
}

/**
 * Read back once: what World Anvil decided (state, draft, WIP) and, when the write's answer has none, the
 * change date. Recorded in the file after the writer's own keys (issue 31), so the next diff or pull does
 * not show World Anvil's defaults as changes.
 */
async function recordCreated(
  doc: vscode.TextDocument,
  client: WorldAnvilApi,
  created: NonNullable<CreateOnceResult>,
  input: ArticleInput,
  log: Log,
): Promise<void> {
  const back = await client.getArticle(created.id).catch((err: unknown) => {
    log.warn('create', `reading ${created.id} back failed: ${errorName(err)}`);
    return undefined;
  });
  const decided = back ? serverDecidedFields(input, back) : {};
  const updated = await updateAfterWrite(client, created.id, provenUpdate(created) ? created : back, log);
  const hashes = fieldHashes(withoutCreateOnly({ ...input, ...decided }));
  // Without the id in the file a second create would make a duplicate: never report plain success then.
  if (
    !(await replaceFrontMatter(doc, (t) =>
      writeBookkeeping(recordServerFields(t, decided), { id: created.id, updated, hashes }),
    ))
  ) {
    log.warn('create', `created ${created.id}, but the file could not be changed to record it`);
    void vscode.window.showErrorMessage(
      vscode.l10n.t(
        'Created “{0}” on World Anvil, but its id could not be written into the file. Pull the article into a new file instead of creating it again (id {1}).',
        String(input.title),
        created.id,
      ),
    );
    return;
  }
  // The file as created is its merge base (#41): a later push conflict can be merged over it.
  await settleWithWorldAnvil(doc, created.id, updated, log);
  void vscode.window.showInformationMessage(
    updated
      ? vscode.l10n.t('Created “{0}” on World Anvil.', String(input.title))
      : vscode.l10n.t(
          'Created “{0}” on World Anvil. Its change date could not be read back, so the next push compares the texts before overwriting.',
          String(input.title),
        ),
  );
}

/** POSTs once; after an ambiguous failure it finds the article instead of posting again blindly. */
async function create(
  client: WorldAnvilApi,
  input: ArticleInput,
  world: string,
  knownIds: ReadonlySet<string>,
  log: Log,
): Promise<CreateOnceResult> {
  const result = await createArticleOnce(client, input, {
    world,
    knownIds,
    around: async (send) => withWorkProgress({ title: vscode.l10n.t('Creating the article on World Anvil…') }, send),
    onAmbiguous: (err) =>
      log.warn('create', `the create may have reached World Anvil (${err.name}); looking for it before anything else`),
    confirmRetry: async () => {
      const retry = vscode.l10n.t('Try Again');
      return (
        (await vscode.window.showWarningMessage(
          vscode.l10n.t('World Anvil did not answer, and the article is not there. Try again?'),
          retry,
        )) === retry
      );
    },
  });
  if (result?.found) log.info('create', `found ${result.id} in the world after the ambiguous failure; not sent again`);
  return result;
}
