// The statistics of a component or project, language by language, as a quick pick: keyboard- and
// screen-reader-friendly, themed by VS Code, no webview. A component's languages come from its statistics
// list (one request), a project's from its languages endpoint (one request). Picking a component's
// language shows that translation in the Localization tree.
import * as vscode from 'vscode';
import type { Statistics, WeblateClient } from '../../core/weblate';
import type { RepositoryOwner } from '../../core/weblate/maintenance';
import { percentOf, sumStatistics } from '../../core/weblate/progress';
import { formatPercentLocal as formatPercent } from '../../platform/localeFormat';

interface StatisticsItem extends vscode.QuickPickItem {
  code?: string;
}

function describeLine(s: { translatedPercent: number; approvedPercent: number; fuzzyPercent: number }): string {
  return vscode.l10n.t(
    '{0} translated · {1} approved · {2} need editing',
    formatPercent(s.translatedPercent),
    formatPercent(s.approvedPercent),
    formatPercent(s.fuzzyPercent),
  );
}

function detailLine(s: {
  translated: number;
  total: number;
  fuzzy: number;
  failing: number;
  untranslated: number;
}): string {
  return vscode.l10n.t(
    '{0} of {1} strings translated · {2} need editing · {3} untranslated · {4} failing checks',
    s.translated,
    s.total,
    s.fuzzy,
    s.untranslated,
    s.failing,
  );
}

function languageItem(s: Statistics): StatisticsItem {
  const approved = s.approved ?? 0;
  const summary = {
    translatedPercent: s.translated_percent,
    approvedPercent: s.approved_percent ?? percentOf(approved, s.total),
    fuzzyPercent: s.fuzzy_percent,
  };
  return {
    label: s.code ? `${s.name} (${s.code})` : s.name,
    description: describeLine(summary),
    detail: detailLine({
      translated: s.translated,
      total: s.total,
      fuzzy: s.fuzzy,
      failing: s.failing,
      untranslated: Math.max(0, s.total - s.translated - s.fuzzy),
    }),
    code: s.code,
  };
}

export async function showStatistics(client: WeblateClient, owner: RepositoryOwner, label: string): Promise<void> {
  const list = await vscode.window.withProgress(
    { location: vscode.ProgressLocation.Window, title: vscode.l10n.t('Reading statistics of {0}…', label) },
    () =>
      owner.component
        ? client.listComponentStatistics(owner.project, owner.component)
        : client.listProjectLanguages(owner.project),
  );
  const total = sumStatistics(list);
  const items: StatisticsItem[] = [
    { label: vscode.l10n.t('All languages'), description: describeLine(total), detail: detailLine(total) },
    { label: vscode.l10n.t('By language'), kind: vscode.QuickPickItemKind.Separator },
    ...list.map(languageItem).sort((a, b) => a.label.localeCompare(b.label)),
  ];
  const pick = await vscode.window.showQuickPick(items, {
    title: vscode.l10n.t('Statistics of {0}', label),
    placeHolder: owner.component
      ? vscode.l10n.t('Pick a language to show its translation in the Localization view')
      : vscode.l10n.t('Translation progress by language'),
    matchOnDescription: true,
    matchOnDetail: true,
  });
  if (pick?.code && owner.component)
    await vscode.commands.executeCommand(
      'scriptorium.localization.revealTranslation',
      owner.project,
      owner.component,
      pick.code,
    );
}
