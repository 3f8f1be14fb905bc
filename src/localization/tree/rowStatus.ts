// Progress, lock and repository state on the project and component rows of the Localization tree. Rows
// render at once from what is cached (RowDataSource, fresh for `localization.cacheSeconds`); what is
// missing is loaded in the background and the row redrawn. The context value carries what the user may
// do on the row (`component mayLock mayCommit …`), so menus offer only permitted actions.
import * as vscode from 'vscode';
import type { RepositorySummary } from '../../core/weblate/maintenance';
import type { ProgressSummary } from '../../core/weblate/progress';
import type { RowData, RowDataSource } from '../../core/weblate/rowData';
import { RowLoads, type RowKey, type RowOwner } from '../../core/weblate/rowLoads';
import type { PermissionMemory } from '../../core/weblate/permissions';
import { repositoryWords as repositoryState } from '../../core/weblate/vocabulary';
import { formatPercentLocal as formatPercent } from '../../platform/localeFormat';
import { repositoryWordText } from '../vocabularyLabels';
import { escapeMarkdown } from '../../platform/markdownText';

export class RowStatus {
  /** Which rows load their data, and when (a big level loads its first rows only; core/weblate/rowLoads.ts). */
  readonly loads: RowLoads;

  constructor(
    readonly data: RowDataSource,
    readonly permissions: PermissionMemory,
    freshMs: () => number,
    redraw: (node: RowOwner) => void,
  ) {
    this.loads = new RowLoads(data, freshMs, redraw);
  }

  /** See RowLoads.prefetch: a level's rows about to be shown, waited for a moment when the level is small. */
  prefetch(rows: RowKey[], waitMs?: number): Promise<void> {
    return this.loads.prefetch(rows, waitMs);
  }

  /** After an action on a row: its data (and its project's) is read again. */
  invalidate(project: string, component?: string): void {
    this.loads.invalidate(project, component);
  }

  decorateProject(
    item: vscode.TreeItem,
    node: RowOwner,
    project: { slug: string; name: string; instructions?: string },
  ): void {
    const key = { project: project.slug, node };
    const have = this.loads.peek(key);
    item.description = [project.slug, ...progressWords(have.progress), ...repositoryWords(have.repository)].join(' · ');
    // A row that loads on request has no tooltip yet: VS Code then asks resolveTreeItem on hover, which loads it.
    if (!this.loads.waitsForRequest(key)) item.tooltip = tooltip(project.name, have, undefined, project.instructions);
    item.contextValue = ['project', ...this.#vcsFlags(project.slug, have.repository)].join(' ');
  }

  decorateComponent(
    item: vscode.TreeItem,
    node: RowOwner,
    project: string,
    component: { slug: string; name: string; file_format: string; filemask: string; locked?: boolean },
  ): void {
    const path = `${project}/${component.slug}`;
    const key = { project, component: component.slug, node };
    const have = this.loads.peek(key);
    const locked = component.locked === true;
    item.description = [
      component.file_format,
      ...progressWords(have.progress),
      ...(locked ? [vscode.l10n.t('locked')] : []),
      ...repositoryWords(have.repository),
    ].join(' · ');
    if (locked) item.iconPath = new vscode.ThemeIcon('lock');
    if (!this.loads.waitsForRequest(key))
      item.tooltip = tooltip(`${component.name} (${component.file_format})`, have, locked, component.filemask);
    const flags = this.permissions.mayOffer('component.lock', path) ? [locked ? 'mayUnlock' : 'mayLock'] : [];
    item.contextValue = ['component', ...flags, ...this.#vcsFlags(path, have.repository)].join(' ');
  }

  /** VCS actions are offered once the status could be read (a 403 there means the user has none of them). */
  #vcsFlags(path: string, repository: RepositorySummary | undefined): string[] {
    if (!repository) return [];
    const may = (action: Parameters<PermissionMemory['mayOffer']>[0], flag: string) =>
      this.permissions.mayOffer(action, path) ? [flag] : [];
    return [
      ...may('vcs.commit', 'mayCommit'),
      ...may('vcs.push', 'mayPush'),
      ...may('vcs.update', 'mayPull'),
      ...may('vcs.reset', 'mayReset'),
    ];
  }
}

function progressWords(p: ProgressSummary | undefined): string[] {
  return p ? [vscode.l10n.t('{0} translated', formatPercent(p.translatedPercent))] : [];
}

function repositoryWords(r: RepositorySummary | undefined): string[] {
  return r ? repositoryState(r).map((w) => repositoryWordText(w).row) : [];
}

/** The numbers as a Markdown table (row tooltips and the status bar's hover share it). */
export function progressTable(p: ProgressSummary): string {
  const row = (label: string, count: number, percent: number) =>
    `| ${label} | ${count} | ${formatPercent(percent)} |\n`;
  const pct = (n: number) => (p.total === 0 ? 0 : Math.round((1000 * n) / p.total) / 10);
  return (
    `| | ${vscode.l10n.t('strings')} | % |\n|---|---:|---:|\n` +
    row(vscode.l10n.t('Translated'), p.translated, p.translatedPercent) +
    row(vscode.l10n.t('Approved'), p.approved, p.approvedPercent) +
    row(vscode.l10n.t('Needs editing'), p.fuzzy, p.fuzzyPercent) +
    row(vscode.l10n.t('Untranslated'), p.untranslated, pct(p.untranslated)) +
    row(vscode.l10n.t('Failing checks'), p.failing, pct(p.failing)) +
    `| ${vscode.l10n.t('Total')} | ${p.total} | |\n\n` +
    `${vscode.l10n.t('{0} of {1} words translated', p.translatedWords, p.totalWords)}\n\n`
  );
}

function tooltip(title: string, have: RowData, locked: boolean | undefined, detail?: string): vscode.MarkdownString {
  const md = new vscode.MarkdownString();
  md.supportThemeIcons = true;
  md.appendMarkdown(`**${escapeMarkdown(title)}**\n\n`);
  if (detail) md.appendMarkdown(`${escapeMarkdown(detail)}\n\n`);
  if (locked)
    md.appendMarkdown(
      `$(lock) ${vscode.l10n.t('Locked: translations cannot be saved until a maintainer unlocks it.')}\n\n`,
    );
  if (have.progress) {
    const languages = have.progress.translations;
    if (languages !== undefined) md.appendMarkdown(`${vscode.l10n.t('All {0} translations together:', languages)}\n\n`);
    md.appendMarkdown(progressTable(have.progress));
  } else {
    md.appendMarkdown(`${vscode.l10n.t('Progress is loading…')}\n\n`);
  }
  const r = have.repository;
  if (r) {
    md.appendMarkdown(`**${vscode.l10n.t('Repository')}**\n\n`);
    const words = repositoryState(r);
    const line = (kind: string, clean: string) => {
      const w = words.find((x) => x.kind === kind);
      return w ? repositoryWordText(w).line : clean;
    };
    // What is clean is said too, so the tooltip answers "anything to commit or push?" either way.
    const lines = [
      line('toCommit', vscode.l10n.t('Nothing to commit')),
      line('toPush', vscode.l10n.t('Nothing to push')),
      ...words.filter((w) => w.kind !== 'toCommit' && w.kind !== 'toPush').map((w) => repositoryWordText(w).line),
    ];
    md.appendMarkdown(lines.map((l) => `- ${escapeMarkdown(l)}`).join('\n') + '\n');
  }
  return md;
}
