// Create Article from Current File on a secret's file (#29 item 6): what createArticle.ts does for an
// article, for a secret — every field checked first, the world asked for when the file names none (and
// written into it), one PUT, then the new id, the change date and the state World Anvil chose written
// into the front matter. The PUT is never repeated blindly: after a failure that may have reached World
// Anvil, the world's secrets are looked through for a new one of this title before anything else.
import * as vscode from 'vscode';
import { setFrontMatterKey, writeBookkeeping } from '../../core/markup/articleFile';
import { readSecretFile, secretHashes } from '../../core/markup/secretFile';
import {
  isAmbiguous,
  validateSecretInput,
  type Secret,
  type SecretInput,
  type SecretsApi,
  type WorldAnvilApi,
} from '../../core/worldanvil';
import type { Log } from '../../platform/log';
import { showError } from '../../platform/showError';
import { showProblemsMessage } from '../../platform/summaryMessage';
import { withWorkProgress } from '../../platform/workProgress';
import { replaceFrontMatter } from './bookkeeping';
import { pickWorld } from './createPickers';
import { readResolved, secretsOf, secretUpdateDate, type SecretDeps } from './pushSecret';
import { secretProblemsText } from './problemCount';

export async function createSecret(
  doc: vscode.TextDocument,
  format: 'markdown' | 'bbcode',
  client: WorldAnvilApi,
  deps: SecretDeps & { onCreated: () => void },
): Promise<void> {
  const secrets = secretsOf(client);
  if (!secrets) return;
  try {
    const first = readSecretFile(doc.getText(), { format });
    if (first.bookkeeping.id) {
      void vscode.window.showWarningMessage(
        vscode.l10n.t('This file is already secret {0}; use Push Article Changes to update it.', first.bookkeeping.id),
      );
      return;
    }
    let world = typeof first.input.worldId === 'string' ? first.input.worldId : undefined;
    // Everything the world question does not answer is checked first: a broken file is reported whole.
    const early = validateSecretInput(first.input, 'create').filter((p) => world || p.field !== 'world');
    if (!(await noProblems(doc, first.problems, early, deps))) return;
    if (!world) {
      world = await pickWorld(client, { step: 1, totalSteps: 1 }, vscode.l10n.t('Which world is this secret for?'));
      if (!world) return;
      const chosen = world;
      if (!(await replaceFrontMatter(doc, (t) => setFrontMatterKey(t, 'world', chosen)))) {
        void vscode.window.showErrorMessage(
          vscode.l10n.t('The file could not be changed to record the {0}; nothing was sent.', 'world'),
        );
        return;
      }
    }
    const { file } = await readResolved(doc, format, client);
    const input: SecretInput = { ...file.input, worldId: world };
    if (!(await noProblems(doc, file.problems, validateSecretInput(input, 'create'), deps))) return;
    const known = new Set((await secrets.listAll(world)).map((s) => s.id));
    const created = await createOnce(secrets, input, known, deps.log);
    if (!created) return;
    deps.log.info('create', `created secret ${created.id}`);
    deps.onCreated();
    // What World Anvil chose that the file did not say (the state), recorded so later diffs do not show it.
    const decided = input.state === undefined && created.state ? { state: created.state } : {};
    const updated = created.updateDate?.date ?? (await secretUpdateDate(secrets, created.id, deps.log));
    const { worldId: _world, ...sent } = input;
    const hashes = secretHashes({ ...sent, ...decided });
    const recorded = await replaceFrontMatter(doc, (t) =>
      writeBookkeeping(decided.state ? setFrontMatterKey(t, 'state', decided.state) : t, {
        id: created.id,
        updated,
        hashes,
      }),
    );
    // Without the id in the file a second create would make a duplicate: never report plain success then.
    if (!recorded) {
      deps.log.warn('create', `created secret ${created.id}, but the file could not be changed to record it`);
      void vscode.window.showErrorMessage(
        vscode.l10n.t(
          'Created the secret “{0}” on World Anvil, but its id could not be written into the file. Pull the world instead of creating it again (id {1}).',
          String(input.title),
          created.id,
        ),
      );
      return;
    }
    void vscode.window.showInformationMessage(
      vscode.l10n.t('Created the secret “{0}” on World Anvil.', String(input.title)),
    );
  } catch (err) {
    await showError(deps.log, 'create', err, vscode.l10n.t('Secret not created'));
  }
}

async function noProblems(
  doc: vscode.TextDocument,
  fileProblems: Parameters<SecretDeps['diagnostics']['show']>[1],
  fieldProblems: Parameters<SecretDeps['diagnostics']['show']>[2],
  deps: SecretDeps,
): Promise<boolean> {
  const count = deps.diagnostics.show(doc, fileProblems, fieldProblems);
  if (count === 0) return true;
  void showProblemsMessage(secretProblemsText(count));
  return false;
}

/**
 * One PUT; after a failure that may have reached World Anvil, the new secret of this title (one not among
 * `known`, the world's secrets before) if it is there, else the failure.
 */
async function createOnce(
  secrets: SecretsApi,
  input: SecretInput,
  known: ReadonlySet<string>,
  log: Log,
): Promise<Secret | undefined> {
  try {
    return await withWorkProgress({ title: vscode.l10n.t('Creating the secret on World Anvil…') }, () =>
      secrets.create(input),
    );
  } catch (err) {
    if (!isAmbiguous(err)) throw err;
    log.warn('create', `the secret's create may have reached World Anvil (${err.name}); looking for it`);
    const found = (await secrets.listAll(input.worldId!)).find((s) => s.title === input.title && !known.has(s.id));
    if (!found) throw err;
    log.info('create', `found secret ${found.id} in the world after the ambiguous failure; not sent again`);
    return found;
  }
}
