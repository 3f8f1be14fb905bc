// Push Article Changes on a secret's file (#29 item 6): what push.ts does for an article, for a secret — a
// PATCH of only the fields changed since the last pull or push, after a diff and a question when the
// secret changed on World Anvil meanwhile (overwrite it, or take World Anvil's version into the file).
// Markdown goes to BBCode as an article's does, links to pulled articles' files as their mentions.
import * as vscode from 'vscode';
import {
  changedSecretFields,
  readSecretFile,
  secretHashes,
  secretMayHaveChanged,
  secretToFile,
} from '../../core/markup/secretFile';
import { validateSecretInput, type SecretsApi, type WorldAnvilApi } from '../../core/worldanvil';
import type { Log } from '../../platform/log';
import { showError } from '../../platform/showError';
import { showProblemsMessage } from '../../platform/summaryMessage';
import type { ArticleDiagnostics } from './articleDiagnostics';
import { documentLinks, mentionResolver } from '../document/articleDocument';
import { recordPush } from './bookkeeping';
import type { PulledFile } from '../../core/markup/articleToFile';
import type { MentionTarget } from '../../core/markup/markdownToBBCode';
import type { FileLinks } from '../../core/worldSync/linkResolver';
import { secretProblemsText } from './problemCount';
import { errorName } from '../../core/errorLine';

export interface SecretDeps {
  diagnostics: ArticleDiagnostics;
  log: Log;
}

/** push.ts's question over the diff when World Anvil changed meanwhile (handed in: push.ts calls this file). */
export type AskOverwrite = (c: {
  doc: vscode.TextDocument;
  format: 'markdown' | 'bbcode';
  remote: { id: string; title: string };
  shown: PulledFile;
  question: string;
  resolve: (title: string) => MentionTarget | undefined;
  links: FileLinks | undefined;
  log: Log;
}) => Promise<boolean>;

/** The client's secrets, or undefined (said) on Aragorn, which has none. */
export function secretsOf(client: WorldAnvilApi): SecretsApi | undefined {
  if (!client.secrets)
    void vscode.window.showInformationMessage(
      vscode.l10n.t(
        'This is a secret’s file: secrets need World Anvil’s current API (Boromir, the setting scriptorium.worldbuilding.apiVersion).',
      ),
    );
  return client.secrets;
}

/** Reads the secret file with mentions resolved against its world and links as their mentions. */
export async function readResolved(doc: vscode.TextDocument, format: 'markdown' | 'bbcode', client: WorldAnvilApi) {
  const world = readSecretFile(doc.getText(), { format }).input.worldId;
  const { resolve } = await mentionResolver(client, typeof world === 'string' ? world : undefined).catch(() => ({
    resolve: () => undefined,
  }));
  const links = await documentLinks(doc);
  const file = readSecretFile(doc.getText(), { format, resolveMention: resolve, linkMention: links?.toMention });
  return { file, resolve, links };
}

/** The change date after a write, from reading the secret back (twice at most); undefined when neither read answered. */
export async function secretUpdateDate(secrets: SecretsApi, id: string, log: Log): Promise<string | undefined> {
  for (let attempt = 1; attempt <= 2; attempt++) {
    try {
      const date = (await secrets.get(id)).updateDate?.date;
      if (date) return date;
    } catch (err) {
      log.warn('bookkeeping', `reading secret ${id} back failed (attempt ${attempt}): ${errorName(err)}`);
    }
  }
  log.warn('bookkeeping', `no change date for secret ${id}: the next push compares the fields before overwriting`);
  return undefined;
}

/** The front-matter names of the fields a push sends (the file says `article`, the API `articleId`). */
export const fieldNames = (input: object) =>
  Object.keys(input)
    .map((k) => (k === 'articleId' ? 'article' : k))
    .join(', ');

export async function pushSecret(
  doc: vscode.TextDocument,
  format: 'markdown' | 'bbcode',
  client: WorldAnvilApi,
  deps: SecretDeps & { overwriteAllowed: AskOverwrite },
): Promise<void> {
  const secrets = secretsOf(client);
  if (!secrets) return;
  const { file, resolve, links } = await readResolved(doc, format, client);
  const id = file.bookkeeping.id;
  if (!id) {
    void vscode.window.showInformationMessage(
      vscode.l10n.t('This secret is not on World Anvil yet: use Create Article from Current File, which creates it.'),
    );
    return;
  }
  // The world is fixed once the secret exists: the file names it, a patch never sends it.
  const { worldId: _world, ...input } = file.input;
  const count = deps.diagnostics.show(doc, file.problems, validateSecretInput(input, 'patch'));
  if (count > 0) {
    void showProblemsMessage(secretProblemsText(count));
    return;
  }
  try {
    const remote = await secrets.get(id);
    if (
      secretMayHaveChanged(file.bookkeeping, remote) &&
      !(await deps.overwriteAllowed({
        doc,
        format,
        remote,
        shown: secretToFile(remote, format, remote.worldId),
        question: vscode.l10n.t(
          'The secret “{0}” changed on World Anvil since your last pull or push. Overwrite it with your version, or take World Anvil’s version into your file (Undo brings yours back)?',
          remote.title,
        ),
        resolve,
        links,
        log: deps.log,
      }))
    )
      return;
    const changed = changedSecretFields(input, file.bookkeeping.hashes);
    if (Object.keys(changed).length === 0) {
      void vscode.window.showInformationMessage(vscode.l10n.t('Nothing changed since the last pull or push.'));
      return;
    }
    await secrets.update(id, changed);
    const fields = fieldNames(changed);
    deps.log.info('push', `patched secret ${id}: ${fields}`);
    const updated = await secretUpdateDate(secrets, id, deps.log);
    if (!(await recordPush(doc, { id, updated, hashes: secretHashes(input) }, fields, deps.log))) return;
    void vscode.window.showInformationMessage(vscode.l10n.t('Pushed {0} to the secret “{1}”.', fields, remote.title));
  } catch (err) {
    await showError(deps.log, 'push', err, vscode.l10n.t('Secret not pushed'));
  }
}
