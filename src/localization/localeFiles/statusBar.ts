// Translation progress for the locale file in the active editor: `$(globe) pt-BR 87.5% translated`, with counts in
// the tooltip; a click reveals the translation in the Localization tree. Cached statistics make editor
// switches free of requests while fresh.
import * as vscode from 'vscode';
import { summarizeStatistics } from '../../core/weblate/progress';
import { progressTable } from '../tree/rowStatus';
import type { LocaleIndex } from './localeIndex';
import { config, onDidChangeConfig } from '../../platform/config';
import { Disposable } from '../../platform/lifecycle';
import type { Log } from '../../platform/log';
import { formatPercentLocal } from '../../platform/localeFormat';
import { escapeMarkdown } from '../../platform/markdownText';
import { markWalkthroughStep } from '../../platform/walkthrough';
import { shownLanguageCode } from '../../core/weblate/vocabulary';

export class TranslationStatusBar extends Disposable {
  private readonly item = this._register(
    vscode.window.createStatusBarItem('scriptorium.translationProgress', vscode.StatusBarAlignment.Right, 100),
  );
  private generation = 0;
  /** What the item shows now, as one string: an update that would show the same sets nothing. */
  private shown = '';

  constructor(
    private readonly index: LocaleIndex,
    private readonly log: Log,
  ) {
    super();
    this.item.name = vscode.l10n.t('Scriptorium Translation Progress');
    this._register(vscode.window.onDidChangeActiveTextEditor(() => void this.update()));
    this._register(onDidChangeConfig('localization', () => void this.update()));
    void this.update();
  }

  async update(): Promise<void> {
    const generation = ++this.generation;
    const editor = vscode.window.activeTextEditor;
    if (!config.localization.statusBarEnabled() || !editor) {
      this.hideItem();
      return;
    }
    try {
      const t = await this.index.translationFor(editor.document.uri);
      if (generation !== this.generation) return; // the editor changed while we were asking
      if (!t) {
        this.hideItem();
        return;
      }
      const s = await this.index.statistics(t);
      if (generation !== this.generation) return;
      const tip = new vscode.MarkdownString();
      tip.appendMarkdown(
        `**${escapeMarkdown(t.component.project.name)} / ${escapeMarkdown(t.component.name)} — ${escapeMarkdown(t.language.name)}**\n\n`,
      );
      // Translated, approved, needs editing, untranslated and failing, as counts and percentages.
      tip.appendMarkdown(progressTable(summarizeStatistics(s)));
      tip.appendMarkdown(vscode.l10n.t('Click to show it in the Localization view.'));
      this.showItem(
        `$(globe) ${shownLanguageCode(t.language.code)} ${vscode.l10n.t('{0} translated', formatPercentLocal(s.translated_percent))}`,
        tip,
        {
          command: 'scriptorium.localization.revealTranslation',
          title: vscode.l10n.t('Show Translation'),
          arguments: [t.component.project.slug, t.component.slug, t.language.code],
        },
      );
      markWalkthroughStep('localeProgressShown');
    } catch (err) {
      if (generation !== this.generation) return;
      this.log.failed('status bar', undefined, err);
      this.showItem(
        '$(globe) $(warning)',
        vscode.l10n.t('Translation progress is unavailable (see Scriptorium: Show Log).'),
        'scriptorium.showLog',
      );
    }
  }

  /**
   * Shows the item with these contents, setting nothing when it already shows them: each assignment
   * redraws the item in the workbench, and a redraw under the pointer closes the hover the person is
   * reading (an editor switch or a save updates the item while its hover may be open).
   */
  private showItem(text: string, tooltip: string | vscode.MarkdownString, command: string | vscode.Command): void {
    const shown = JSON.stringify([text, typeof tooltip === 'string' ? tooltip : tooltip.value, command]);
    if (shown === this.shown) return;
    this.shown = shown;
    this.item.text = text;
    this.item.tooltip = tooltip;
    this.item.command = command;
    this.item.show();
  }

  private hideItem(): void {
    this.shown = '';
    this.item.hide();
  }
}
