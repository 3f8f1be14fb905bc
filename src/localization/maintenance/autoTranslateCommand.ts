// "Automatic Translation on the Server…" (#46 item 5, for maintainers): Weblate's own automatic translation
// of one translation (core/weblate/autoTranslate.ts), with its modes, filters and sources chosen here. It
// writes translations (or suggestions) for many strings at once on the server, so it is asked in a modal
// whose first, focused button keeps everything as it is.
import { translationToWorkOn } from '../tree/targetTranslation';
import * as vscode from 'vscode';
import {
  autoTranslate,
  type AutoTranslateFilter,
  type AutoTranslateMode,
  type AutoTranslateRequest,
} from '../../core/weblate/autoTranslate';
import { confirmDestructive } from '../../platform/confirmDestructive';
import { plural } from '../../platform/localeFormat';
import type { Log } from '../../platform/log';
import { showError } from '../../platform/showError';
import type { TreeNode } from '../../platform/tree/treeNode';
import { withWorkProgress } from '../../platform/workProgress';
import type { LocalizationSession } from '../session';

export interface AutoTranslateDeps {
  session: LocalizationSession;
  log: Log;
  view: vscode.TreeView<TreeNode>;
  /** Strings changed on the server: trees, status bar and the open string are read again. */
  onServerChanged: () => void;
}

/** The server's own words are shown cut to a sentence's length. */
const MESSAGE_MAX = 300;

export function registerAutoTranslateCommand(context: vscode.ExtensionContext, deps: AutoTranslateDeps): void {
  context.subscriptions.push(
    vscode.commands.registerCommand('scriptorium.localization.autoTranslate', (node?: TreeNode) =>
      runAutoTranslate(deps, node),
    ),
  );
}

async function runAutoTranslate(deps: AutoTranslateDeps, node: TreeNode | undefined): Promise<void> {
  const work = await translationToWorkOn(
    deps,
    node,
    vscode.l10n.t('Select a translation in the Localization view to translate it automatically on the server.'),
  );
  if (!work) return;
  const { translation: t, connection } = work;
  const request = await askRequest();
  if (!request) return;
  const label = `${t.language.name} · ${t.component.project.slug}/${t.component.slug}`;
  const agreed = await confirmDestructive({
    question: vscode.l10n.t('Translate strings of {0} automatically on the server?', label),
    detail: describe(request),
    action: vscode.l10n.t('Run Automatic Translation'),
    keep: vscode.l10n.t('Cancel'),
  });
  if (!agreed) return;
  const where = { project: t.component.project.slug, component: t.component.slug, language: t.language.code };
  deps.log.info(
    'maintenance',
    `autotranslate ${where.project}/${where.component}/${where.language}: ${request.mode}, ${request.filter}, ${request.source.kind}`,
  );
  try {
    const result = await withWorkProgress(
      { title: vscode.l10n.t('Automatic translation of {0} on the server', label) },
      () => autoTranslate(connection.client, where, request),
    );
    deps.log.info('maintenance', `autotranslate answered${result.task_url ? ' (running in the background)' : ''}`);
    deps.onServerChanged();
    void vscode.window.showInformationMessage(serverMessage(result.details));
  } catch (err) {
    await showError(deps.log, 'maintenance', err, vscode.l10n.t('Automatic translation failed'));
  }
}

/**
 * Weblate's answer in the person's language where it is the usual one; otherwise the server's words as
 * plain text (no bracket or markup a notification would draw as a link), on one line, cut short.
 */
export function serverMessage(details: string): string {
  const done = /^Automatic translation completed, (?:no strings were|(\d{1,9}) strings? (?:was|were)) updated\.$/.exec(
    details,
  );
  if (done)
    return done[1]
      ? plural(
          Number(done[1]),
          vscode.l10n.t('Automatic translation on the server is done: {0} string updated.', done[1]),
          vscode.l10n.t('Automatic translation on the server is done: {0} strings updated.', done[1]),
        )
      : vscode.l10n.t('Automatic translation on the server is done: no string was updated.');
  const plain = details
    .replace(/[[\]()<>`*_\\]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return vscode.l10n.t('Weblate: {0}', plain.slice(0, MESSAGE_MAX));
}

function describe(r: AutoTranslateRequest): string {
  const what = {
    suggest: vscode.l10n.t('Each string found gets a suggestion for reviewers; no translation changes.'),
    translate: vscode.l10n.t('Each string found is saved as translated, replacing a text that needs editing.'),
    fuzzy: vscode.l10n.t('Each string found is saved marked Needs editing, replacing a text that needs editing.'),
  }[r.mode];
  const from =
    r.source.kind === 'others'
      ? vscode.l10n.t('Texts come from the other components of the project.')
      : vscode.l10n.t('Texts come from the server’s machine translation ({0}).', r.source.engines.join(', '));
  return `${what} ${from} ${vscode.l10n.t('This runs on the server and cannot be cancelled from here.')}`;
}

async function askRequest(): Promise<AutoTranslateRequest | undefined> {
  const mode = await pick<AutoTranslateMode>(vscode.l10n.t('How the server adds what it finds'), [
    ['suggest', vscode.l10n.t('Add as suggestion')],
    ['translate', vscode.l10n.t('Add as translation')],
    ['fuzzy', vscode.l10n.t('Add as "Needs editing"')],
  ]);
  if (!mode) return undefined;
  const filter = await pick<AutoTranslateFilter>(vscode.l10n.t('Which strings'), [
    ['todo', vscode.l10n.t('Untranslated or needing editing')],
    ['nottranslated', vscode.l10n.t('Untranslated')],
    ['fuzzy', vscode.l10n.t('Needs editing')],
  ]);
  if (!filter) return undefined;
  const kind = await pick<'others' | 'mt'>(vscode.l10n.t('Where the texts come from'), [
    ['others', vscode.l10n.t('Other components of the project')],
    ['mt', vscode.l10n.t('The server’s machine translation services')],
  ]);
  if (!kind) return undefined;
  if (kind === 'others') return { mode, filter, source: { kind } };
  const engines = await vscode.window.showInputBox({
    prompt: vscode.l10n.t('The ids of the server’s machine translation services, separated by commas (e.g. deepl)'),
    validateInput: (v) => (engineIds(v).length > 0 ? undefined : vscode.l10n.t('Name at least one service.')),
  });
  if (engines === undefined) return undefined;
  const threshold = await vscode.window.showInputBox({
    prompt: vscode.l10n.t('Lowest score a machine translation needs to be used (1–100)'),
    value: '80',
    validateInput: (v) =>
      /^\d+$/.test(v) && +v >= 1 && +v <= 100 ? undefined : vscode.l10n.t('A whole number from 1 to 100.'),
  });
  if (threshold === undefined) return undefined;
  return { mode, filter, source: { kind, engines: engineIds(engines), threshold: Number(threshold) } };
}

const engineIds = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => /^[a-z0-9._-]{1,100}$/i.test(s));

async function pick<T extends string>(placeHolder: string, choices: [T, string][]): Promise<T | undefined> {
  const picked = await vscode.window.showQuickPick(
    choices.map(([id, label]) => ({ label, id })),
    { placeHolder },
  );
  return picked?.id;
}
